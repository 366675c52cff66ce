/// Every user-facing message of the feature; each has a note for translators.
public enum StringKey: Hashable, Sendable, CaseIterable {
  /// The screen's title.
  case screenTitle
  /// A section's heading.
  case sectionTitle(NotificationSection)
  /// A type's name, the toggle's label.
  case typeTitle(NotificationType)
  /// What a type notifies about, the toggle's description and accessibility hint.
  case typeDescription(NotificationType)
  /// What a type beyond the spec's notifies about: the wiki names such types but does not describe them.
  case typeDescriptionFromWiki
  /// The hint of a type set in the global preferences; `{description}` is the type's description.
  case typeDescriptionGlobal
  /// Status of a toggle whose choice is a global preference (it applies on every wiki).
  case rowGlobal
  /// Accessibility value of a toggle that is on.
  case valueOn
  /// Accessibility value of a toggle that is off.
  case valueOff
  /// Accessibility value of a toggle with a status; `{value}` ("On"), `{status}` ("Saving…").
  case valueWithStatus
  /// Status of a toggle whose change is being saved.
  case rowSaving
  /// Status of a toggle waiting for the permission question.
  case rowWaitingForPermission
  /// Shown while the settings are read.
  case loading
  /// The logged-out explanation.
  case loggedOutMessage
  /// The log-in action.
  case actionLogIn
  /// Accessibility hint of the log-in action.
  case actionLogInHint
  /// The failed-read banner; `{reason}`.
  case loadFailedMessage
  /// The retry action.
  case actionRetry
  /// Accessibility hint of retrying the read.
  case actionRetryLoadHint
  /// Accessibility hint of retrying the registration.
  case actionRetryRegistrationHint
  /// Accessibility hint of retrying the first-login reset.
  case actionRetryDefaultsHint
  /// The permission-denied banner.
  case permissionDeniedMessage
  /// The open-settings action.
  case actionOpenSettings
  /// Accessibility hint of the open-settings action.
  case actionOpenSettingsHint
  /// Registration failed for lack of a device token; `{detail}`.
  case registrationFailedDeviceToken
  /// Registration failed at the wiki; `{reason}`.
  case registrationFailedSubscription
  /// Registration failed because another account holds the token.
  case registrationFailedOtherAccount
  /// A save failed and toggles were switched back; `{types}`, `{reason}`.
  case saveFailedReverted
  /// A save failed for toggles changed since; `{types}`, `{reason}`.
  case saveFailedSuperseded
  /// Turning everything off at first login failed; `{reason}`.
  case defaultsNotApplied
  /// A save's outcome is unknown; the screen shows a fresh read.
  case saveOutcomeUnknown
  /// The dismiss action of a banner.
  case actionDismiss
  /// Accessibility hint of the dismiss action.
  case actionDismissHint
  /// Announced after a save arrived.
  case savedAnnouncement
  /// Announced when the read failed; `{reason}`.
  case loadFailedAnnouncement
  /// Announced when notifications are not allowed.
  case permissionDeniedAnnouncement
  /// Announced when unsubscribing at logout failed; `{user}`, `{reason}`.
  case unsubscribeFailedAnnouncement
  /// Announced when the session turned out to have ended.
  case loggedOutAnnouncement
  /// The "Learn more" action.
  case actionLearnMore
  /// Accessibility hint of the "Learn more" action.
  case actionLearnMoreHint
  /// The title of the explanation.
  case learnMoreTitle
  /// The explanation.
  case learnMoreBody
  /// The help page link.
  case actionHelpPage
  /// Accessibility hint of the help page link.
  case actionHelpPageHint
  /// The close action of the explanation.
  case actionClose
  /// Accessibility hint of the close action.
  case actionCloseHint
  /// Cause: no session.
  case reasonNotLoggedIn
  /// Cause: the wiki did not accept the setting.
  case reasonRejected
  /// Cause: an API error; `{code}`.
  case reasonWikiError
  /// Cause: the wiki asked to slow down.
  case reasonBusy
  /// Cause: the account lacks a right.
  case reasonNoRight
  /// Cause: no connection.
  case reasonOffline
  /// Cause: the connection broke off.
  case reasonInterrupted
  /// Joins the last two items of a list; `{first}`, `{last}`.
  case listLastPair
  /// Separates the other items of a list.
  case listSeparator

  /// Every key, the parameterised ones for every section and type.
  public static var allCases: [StringKey] {
    let fixed: [StringKey] = [
      .screenTitle, .valueOn, .valueOff, .valueWithStatus, .rowSaving, .rowWaitingForPermission,
      .loading,
      .loggedOutMessage, .actionLogIn, .actionLogInHint, .loadFailedMessage, .actionRetry,
      .actionRetryLoadHint, .actionRetryRegistrationHint, .actionRetryDefaultsHint,
      .permissionDeniedMessage,
      .actionOpenSettings, .actionOpenSettingsHint, .registrationFailedDeviceToken,
      .registrationFailedSubscription, .registrationFailedOtherAccount, .saveFailedReverted,
      .saveFailedSuperseded, .defaultsNotApplied, .saveOutcomeUnknown, .actionDismiss,
      .actionDismissHint, .savedAnnouncement, .loadFailedAnnouncement,
      .permissionDeniedAnnouncement, .unsubscribeFailedAnnouncement, .loggedOutAnnouncement,
      .actionLearnMore, .actionLearnMoreHint, .learnMoreTitle, .learnMoreBody, .actionHelpPage,
      .actionHelpPageHint, .actionClose, .actionCloseHint, .reasonNotLoggedIn, .reasonRejected,
      .reasonWikiError, .reasonBusy, .reasonNoRight, .reasonOffline, .reasonInterrupted,
      .listLastPair, .listSeparator, .typeDescriptionFromWiki, .typeDescriptionGlobal, .rowGlobal,
    ]
    return fixed + NotificationSection.allCases.map(StringKey.sectionTitle)
      + NotificationType.allCases.flatMap { [StringKey.typeTitle($0), .typeDescription($0)] }
  }

  /// The key's stable name, as a translation platform would list it.
  public var name: String {
    switch self {
    case .sectionTitle(let section): return "notifications-section-\(section.rawValue)"
    case .typeTitle(let type): return "notifications-type-\(type.rawValue)-title"
    case .typeDescription(let type): return "notifications-type-\(type.rawValue)-description"
    default: return "notifications-\(String(describing: self))"
    }
  }

  /// The placeholders the message must contain, e.g. `{types}`.
  public var placeholders: [String] {
    switch self {
    case .loadFailedMessage, .registrationFailedSubscription, .defaultsNotApplied,
      .loadFailedAnnouncement:
      return ["reason"]
    case .registrationFailedDeviceToken: return ["detail"]
    case .saveFailedReverted, .saveFailedSuperseded: return ["types", "reason"]
    case .unsubscribeFailedAnnouncement: return ["user", "reason"]
    case .reasonWikiError: return ["code"]
    case .listLastPair: return ["first", "last"]
    case .valueWithStatus: return ["value", "status"]
    case .typeDescriptionGlobal: return ["description"]
    default: return []
    }
  }
}
