/// Every user-facing message of the feature. This file is the whole catalogue: each key has one
/// row with its English text, its German text and its note for translators, side by side.
public enum StringKey: Hashable, Sendable, CaseIterable {
  /// The screen's title.
  case screenTitle
  /// A section's heading.
  case sectionTitle(NotificationSection)
  /// A type's name, the toggle's label.
  case typeTitle(NotificationType)
  /// What a type notifies about, the toggle's description and accessibility hint.
  case typeDescription(NotificationType)
  /// What a type the package has no words for notifies about: the wiki names such types but does
  /// not describe them.
  case typeDescriptionFromWiki
  /// The hint of a type set in the global preferences; `{description}` is the type's description.
  case typeDescriptionGlobal
  /// Status of a toggle whose choice is a global preference (it applies on every wiki).
  case rowGlobal
  /// Status of a toggle with a local exception where choices are otherwise global.
  case rowThisWikiOnly
  /// The hint of a type with a local exception; `{description}` is the type's description.
  case typeDescriptionThisWikiOnly
  /// Where the wiki offers global preferences: the choices hold on every wiki of the account.
  case scopeEveryWikiMessage
  /// Accessibility hint of the every-wiki note.
  case scopeEveryWikiHint
  /// Where the wiki has no global preferences for the account: the choices are this wiki's only.
  case scopeThisWikiOnlyMessage
  /// Accessibility hint of the this-wiki-only note.
  case scopeThisWikiOnlyHint
  /// Accessibility hint of retrying a failed save.
  case actionRetrySaveHint
  /// Cause: the account has no global account, so no global preferences.
  case reasonNotGlobal
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
  /// The temporary-account explanation.
  case temporaryAccountMessage
  /// The create-account action.
  case actionCreateAccount
  /// Accessibility hint of the create-account action.
  case actionCreateAccountHint
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
  /// Announced when the session turned out to be a temporary account.
  case temporaryAccountAnnouncement
  /// Announced when what the device subscribed for a temporary account could not be deleted;
  /// `{user}`, `{reason}`.
  case temporaryAccountUnsubscribeFailedAnnouncement
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

  /// Every key, the parameterised ones for every section and every type the package names
  /// (``NotificationType/named``). A new key is listed here as well as given its row.
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
      .rowThisWikiOnly, .typeDescriptionThisWikiOnly, .scopeEveryWikiMessage, .scopeEveryWikiHint,
      .scopeThisWikiOnlyMessage, .scopeThisWikiOnlyHint, .actionRetrySaveHint, .reasonNotGlobal,
      .temporaryAccountMessage, .actionCreateAccount, .actionCreateAccountHint,
      .temporaryAccountAnnouncement, .temporaryAccountUnsubscribeFailedAnnouncement,
    ]
    return fixed + NotificationSection.allCases.map(StringKey.sectionTitle)
      + NotificationType.named.flatMap { [StringKey.typeTitle($0), .typeDescription($0)] }
  }

  /// The key's stable name, as TranslateWiki and the app's `Localizable.strings` list it: written
  /// out here, never derived from the Swift case, so that renaming a case keeps every
  /// translation (docs/strings/ holds the exported files; a test keeps them current).
  public var name: String {
    let prefix = "notification-settings-"
    switch self {
    case .sectionTitle(let section): return prefix + "section-\(section.rawValue)"
    case .typeTitle(let type): return prefix + "type-\(type.rawValue)-title"
    case .typeDescription(let type): return prefix + "type-\(type.rawValue)-description"
    case .screenTitle: return prefix + "screen-title"
    case .typeDescriptionFromWiki: return prefix + "type-from-wiki-description"
    case .typeDescriptionGlobal: return prefix + "type-global-description"
    case .rowGlobal: return prefix + "row-global"
    case .rowThisWikiOnly: return prefix + "row-this-wiki-only"
    case .typeDescriptionThisWikiOnly: return prefix + "type-this-wiki-only-description"
    case .scopeEveryWikiMessage: return prefix + "scope-every-wiki"
    case .scopeEveryWikiHint: return prefix + "scope-every-wiki-hint"
    case .scopeThisWikiOnlyMessage: return prefix + "scope-this-wiki-only"
    case .scopeThisWikiOnlyHint: return prefix + "scope-this-wiki-only-hint"
    case .actionRetrySaveHint: return prefix + "action-retry-save-hint"
    case .reasonNotGlobal: return prefix + "reason-not-global"
    case .valueOn: return prefix + "value-on"
    case .valueOff: return prefix + "value-off"
    case .valueWithStatus: return prefix + "value-with-status"
    case .rowSaving: return prefix + "row-saving"
    case .rowWaitingForPermission: return prefix + "row-waiting-for-permission"
    case .loading: return prefix + "loading"
    case .loggedOutMessage: return prefix + "logged-out-message"
    case .actionLogIn: return prefix + "action-log-in"
    case .actionLogInHint: return prefix + "action-log-in-hint"
    case .temporaryAccountMessage: return prefix + "temporary-account-message"
    case .actionCreateAccount: return prefix + "action-create-account"
    case .actionCreateAccountHint: return prefix + "action-create-account-hint"
    case .loadFailedMessage: return prefix + "load-failed-message"
    case .actionRetry: return prefix + "action-retry"
    case .actionRetryLoadHint: return prefix + "action-retry-load-hint"
    case .actionRetryRegistrationHint: return prefix + "action-retry-registration-hint"
    case .actionRetryDefaultsHint: return prefix + "action-retry-defaults-hint"
    case .permissionDeniedMessage: return prefix + "permission-denied-message"
    case .actionOpenSettings: return prefix + "action-open-settings"
    case .actionOpenSettingsHint: return prefix + "action-open-settings-hint"
    case .registrationFailedDeviceToken: return prefix + "registration-failed-device-token"
    case .registrationFailedSubscription: return prefix + "registration-failed-subscription"
    case .registrationFailedOtherAccount: return prefix + "registration-failed-other-account"
    case .saveFailedReverted: return prefix + "save-failed-reverted"
    case .saveFailedSuperseded: return prefix + "save-failed-superseded"
    case .defaultsNotApplied: return prefix + "defaults-not-applied"
    case .saveOutcomeUnknown: return prefix + "save-outcome-unknown"
    case .actionDismiss: return prefix + "action-dismiss"
    case .actionDismissHint: return prefix + "action-dismiss-hint"
    case .savedAnnouncement: return prefix + "saved-announcement"
    case .loadFailedAnnouncement: return prefix + "load-failed-announcement"
    case .permissionDeniedAnnouncement: return prefix + "permission-denied-announcement"
    case .unsubscribeFailedAnnouncement: return prefix + "unsubscribe-failed-announcement"
    case .loggedOutAnnouncement: return prefix + "logged-out-announcement"
    case .temporaryAccountAnnouncement: return prefix + "temporary-account-announcement"
    case .temporaryAccountUnsubscribeFailedAnnouncement:
      return prefix + "temporary-account-unsubscribe-failed-announcement"
    case .actionLearnMore: return prefix + "action-learn-more"
    case .actionLearnMoreHint: return prefix + "action-learn-more-hint"
    case .learnMoreTitle: return prefix + "learn-more-title"
    case .learnMoreBody: return prefix + "learn-more-body"
    case .actionHelpPage: return prefix + "action-help-page"
    case .actionHelpPageHint: return prefix + "action-help-page-hint"
    case .actionClose: return prefix + "action-close"
    case .actionCloseHint: return prefix + "action-close-hint"
    case .reasonNotLoggedIn: return prefix + "reason-not-logged-in"
    case .reasonRejected: return prefix + "reason-rejected"
    case .reasonWikiError: return prefix + "reason-wiki-error"
    case .reasonBusy: return prefix + "reason-busy"
    case .reasonNoRight: return prefix + "reason-no-right"
    case .reasonOffline: return prefix + "reason-offline"
    case .reasonInterrupted: return prefix + "reason-interrupted"
    case .listLastPair: return prefix + "list-last-pair"
    case .listSeparator: return prefix + "list-separator"
    }
  }

  /// The placeholders of the message, e.g. `types` for `{types}`, as its English text has them
  /// (a test checks that the German text has the same ones and the note explains each).
  public var placeholders: [String] {
    var names: [String] = []
    var rest = Substring(row?.english ?? "")
    while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
      let name = String(rest[rest.index(after: open)..<close])
      if !names.contains(name) { names.append(name) }
      rest = rest[rest.index(after: close)...]
    }
    return names
  }

  /// What a translator needs to know: where the text appears and what its placeholders hold
  /// (empty for a type beyond ``NotificationType/named``, which the package does not translate).
  public var translatorNote: String { row?.note ?? "" }
}

extension StringKey {
  /// One key's texts in every language the package ships, and its note for translators; each
  /// field is required, so a key without its German text does not compile.
  struct Row: Sendable {
    /// The source text, also the fallback of every other language.
    let english: String
    /// The German text.
    let german: String
    /// Where the text appears and what its placeholders hold.
    let note: String
  }

  /// Every key's text in one language, e.g. `table(\.german)`.
  static func table(_ language: KeyPath<Row, String>) -> [StringKey: String] {
    var table: [StringKey: String] = [:]
    for key in allCases {
      table[key] = key.row?[keyPath: language]
    }
    return table
  }

  /// The catalogue: the key's row, nil for the title or description of a type beyond
  /// ``NotificationType/named``, which only the wiki names.
  var row: Row? {
    switch self {
    case .screenTitle:
      Row(
        english: "Notifications",
        german: "Benachrichtigungen",
        note: "Title of the Settings > Notifications screen.")
    case .sectionTitle(let section):
      Row(
        english: section.title.english,
        german: section.title.german,
        note: "Heading of the section of notification types about: \(section.rawValue).")
    case .typeTitle(let type):
      type.texts.map { texts in
        Row(
          english: texts.title.english,
          german: texts.title.german,
          note:
            "Name of a push notification type, the label of its switch. English source: "
            + "\"\(texts.title.english)\"; the wiki calls it "
            + "{{msg-mw|Echo-category-title-\(type.rawValue)}}: use that translation if it has one."
        )
      }
    case .typeDescription(let type):
      type.texts.map { texts in
        Row(
          english: texts.description.english,
          german: texts.description.german,
          note:
            "One sentence under the switch \"\(texts.title.english)\" saying when it notifies; "
            + "also read by screen readers as the switch's hint.")
      }
    case .typeDescriptionFromWiki:
      Row(
        english: "Another kind of notification this Wikipedia offers.",
        german: "Eine weitere Benachrichtigungsart, die diese Wikipedia anbietet.",
        note:
          "One sentence under the switch of a notification type the wiki offers beyond the "
          + "app's own list (the wiki gives its name, not a description); also the screen-reader "
          + "hint.")
    case .typeDescriptionGlobal:
      Row(
        english: "{description} Set in your global preferences: this choice applies on every wiki.",
        german:
          "{description} In deinen globalen Einstellungen festgelegt: Diese Auswahl gilt in "
          + "allen Wikis.",
        note:
          "Screen-reader hint and text under a switch whose choice is set in the person's "
          + "global preferences, so it applies on every wiki. {description} is the type's "
          + "description.")
    case .rowGlobal:
      Row(
        english: "Applies on every wiki",
        german: "Gilt in allen Wikis",
        note:
          "Shown next to a switch whose choice is a global preference: it applies on every wiki.")
    case .rowThisWikiOnly:
      Row(
        english: "This wiki only",
        german: "Nur dieses Wiki",
        note:
          "Shown next to a switch whose choice has a local exception: it applies on this wiki "
          + "only, while the other choices apply on every wiki.")
    case .typeDescriptionThisWikiOnly:
      Row(
        english: "{description} A local exception: this choice applies on this wiki only.",
        german:
          "{description} Eine lokale Ausnahme: Diese Auswahl gilt nur in diesem Wiki.",
        note:
          "Screen-reader hint and text under a switch whose choice has a local exception in the "
          + "person's global preferences, so it applies on this wiki only. {description} is the "
          + "type's description.")
    case .scopeEveryWikiMessage:
      Row(
        english: "Your choices apply on every wiki you use with this account.",
        german: "Deine Auswahl gilt in allen Wikis, die du mit diesem Benutzerkonto nutzt.",
        note:
          "Note above the switches when the choices are saved in the person's global "
          + "preferences, so that every wiki of the account follows them.")
    case .scopeEveryWikiHint:
      Row(
        english:
          "Saved in your global preferences: other language editions and sister projects send "
          + "the same notifications.",
        german:
          "In deinen globalen Einstellungen gespeichert: Andere Sprachversionen und "
          + "Schwesterprojekte senden dieselben Benachrichtigungen.",
        note: "Screen-reader hint of the note saying the choices apply on every wiki.")
    case .scopeThisWikiOnlyMessage:
      Row(
        english: "These choices apply to this wiki only.",
        german: "Diese Auswahl gilt nur für dieses Wiki.",
        note:
          "Note above the switches when the wiki cannot save the choices for every wiki (no "
          + "global preferences for the account).")
    case .scopeThisWikiOnlyHint:
      Row(
        english:
          "Other wikis you use keep their own settings and may still send notifications to "
          + "this device.",
        german:
          "Andere Wikis, die du nutzt, behalten ihre eigenen Einstellungen und können diesem "
          + "Gerät weiterhin Benachrichtigungen senden.",
        note: "Screen-reader hint of the note saying the choices apply to this wiki only.")
    case .actionRetrySaveHint:
      Row(
        english: "Sends the changes that could not be saved again.",
        german: "Sendet die Änderungen, die nicht gespeichert werden konnten, erneut.",
        note: "Screen-reader hint of the retry button after a save failed.")
    case .reasonNotGlobal:
      Row(
        english: "Your account has no global preferences on this wiki.",
        german: "Dein Benutzerkonto hat in diesem Wiki keine globalen Einstellungen.",
        note:
          "Reason a save failed: the wiki refused to save the choice for every wiki because the "
          + "account is not a global account.")
    case .valueOn:
      Row(english: "On", german: "Ein", note: "Screen-reader value of a switch that is on.")
    case .valueOff:
      Row(english: "Off", german: "Aus", note: "Screen-reader value of a switch that is off.")
    case .valueWithStatus:
      Row(
        english: "{value}, {status}",
        german: "{value}, {status}",
        note:
          "Screen-reader value of a switch that shows a status: {value} is the On or Off text, "
          + "{status} the status shown next to the switch (Saving…).")
    case .rowSaving:
      Row(
        english: "Saving…",
        german: "Wird gespeichert …",
        note: "Shown next to a switch while its change is being saved to the wiki.")
    case .rowWaitingForPermission:
      Row(
        english: "Waiting for permission…",
        german: "Warte auf Erlaubnis …",
        note: "Shown next to a switch while the system asks whether notifications are allowed.")
    case .loading:
      Row(
        english: "Loading notification settings…",
        german: "Benachrichtigungseinstellungen werden geladen …",
        note: "Shown while the settings are read from the wiki.")
    case .loggedOutMessage:
      Row(
        english:
          "Push notifications need a Wikipedia account. Log in to choose which notifications "
          + "you get on this device.",
        german:
          "Push-Benachrichtigungen brauchen ein Wikipedia-Benutzerkonto. Melde dich an, um "
          + "auszuwählen, welche Benachrichtigungen du auf diesem Gerät erhältst.",
        note: "Shown instead of the switches when nobody is logged in.")
    case .actionLogIn:
      Row(english: "Log in", german: "Anmelden", note: "Button that opens the log-in screen.")
    case .actionLogInHint:
      Row(
        english: "Opens the log-in screen.",
        german: "Öffnet die Anmeldung.",
        note: "Screen-reader hint of the log-in button.")
    case .temporaryAccountMessage:
      Row(
        english:
          "You're editing with a temporary account. Choosing which push notifications you get "
          + "on this device needs a registered Wikipedia account: log in, or create an account.",
        german:
          "Du bearbeitest mit einem temporären Benutzerkonto. Um auszuwählen, welche "
          + "Push-Benachrichtigungen du auf diesem Gerät erhältst, brauchst du ein registriertes "
          + "Wikipedia-Benutzerkonto: Melde dich an oder erstelle ein Benutzerkonto.",
        note:
          "Shown instead of the switches when the person edits with a temporary account "
          + "(created by an edit without an account), whose preferences Wikipedia does not save.")
    case .actionCreateAccount:
      Row(
        english: "Create account",
        german: "Benutzerkonto erstellen",
        note: "Button that opens the app's screen for creating a Wikipedia account.")
    case .actionCreateAccountHint:
      Row(
        english: "Opens the screen for creating a Wikipedia account.",
        german: "Öffnet die Erstellung eines Wikipedia-Benutzerkontos.",
        note: "Screen-reader hint of the create-account button.")
    case .loadFailedMessage:
      Row(
        english: "Couldn't load your notification settings. {reason}",
        german: "Deine Benachrichtigungseinstellungen konnten nicht geladen werden. {reason}",
        note: "Banner when the settings could not be read. {reason} is one of the reason messages.")
    case .actionRetry:
      Row(
        english: "Try again",
        german: "Erneut versuchen",
        note: "Button that tries a failed step again.")
    case .actionRetryLoadHint:
      Row(
        english: "Loads your notification settings again.",
        german: "Lädt deine Benachrichtigungseinstellungen erneut.",
        note: "Screen-reader hint of the retry button of a failed read.")
    case .actionRetryRegistrationHint:
      Row(
        english: "Tries again to register this device for notifications.",
        german: "Versucht erneut, dieses Gerät für Benachrichtigungen zu registrieren.",
        note: "Screen-reader hint of the retry button of a failed device registration.")
    case .actionRetryDefaultsHint:
      Row(
        english: "Tries again to turn every notification off, as at your first login.",
        german:
          "Versucht erneut, alle Benachrichtigungen auszuschalten, wie bei deiner ersten "
          + "Anmeldung.",
        note:
          "Screen-reader hint of the retry button when turning every notification off at the "
          + "first login failed.")
    case .permissionDeniedMessage:
      Row(
        english:
          "Notifications are turned off for this app in Settings, so none can arrive on this "
          + "device. Your choices below are still saved to your account.",
        german:
          "Benachrichtigungen sind für diese App in den Einstellungen ausgeschaltet, daher kann "
          + "auf diesem Gerät keine ankommen. Deine Auswahl unten wird trotzdem in deinem "
          + "Benutzerkonto gespeichert.",
        note: "Banner when the system settings forbid notifications for the app.")
    case .actionOpenSettings:
      Row(
        english: "Open Settings",
        german: "Einstellungen öffnen",
        note: "Button that opens the system settings; use the platform's name for them.")
    case .actionOpenSettingsHint:
      Row(
        english: "Opens this app's settings, where you can allow notifications.",
        german:
          "Öffnet die Einstellungen dieser App, in denen du Benachrichtigungen erlauben kannst.",
        note: "Screen-reader hint of the open-settings button.")
    case .registrationFailedDeviceToken:
      Row(
        english:
          "This device couldn't get a push address from the system, so notifications can't "
          + "arrive. {detail}",
        german:
          "Dieses Gerät hat vom System keine Push-Adresse erhalten, daher können keine "
          + "Benachrichtigungen ankommen. {detail}",
        note:
          "Banner when the system gave no push address. {detail} is the system's explanation "
          + "(untranslated).")
    case .registrationFailedSubscription:
      Row(
        english:
          "This device couldn't be registered with Wikipedia, so notifications can't arrive. "
          + "{reason}",
        german:
          "Dieses Gerät konnte nicht bei Wikipedia registriert werden, daher können keine "
          + "Benachrichtigungen ankommen. {reason}",
        note: "Banner when the wiki did not register the device. {reason} is a reason message.")
    case .registrationFailedOtherAccount:
      Row(
        english:
          "This device is registered for the notifications of another account. Log in to that "
          + "account and log out again on this device, then try again.",
        german:
          "Dieses Gerät ist für die Benachrichtigungen eines anderen Benutzerkontos "
          + "registriert. Melde dich mit diesem Konto an und auf diesem Gerät wieder ab, dann "
          + "versuche es erneut.",
        note: "Banner when the device's push address belongs to another account on the wiki.")
    case .saveFailedReverted:
      Row(
        english: "Couldn't save {types}, so the previous setting is shown again. {reason}",
        german:
          "Nicht gespeichert: {types}. Daher wird wieder die vorherige Einstellung angezeigt. "
          + "{reason}",
        note:
          "Banner and announcement when a save failed and switches were set back. {types} is a "
          + "list of type names; {reason} is a reason message.")
    case .saveFailedSuperseded:
      Row(
        english: "Couldn't save {types}. Your newer choice is being saved. {reason}",
        german: "Nicht gespeichert: {types}. Deine neuere Auswahl wird gespeichert. {reason}",
        note:
          "Banner and announcement when a save failed but the person has since changed those "
          + "switches again (the newer choice is being saved). {types}: type names; {reason}.")
    case .defaultsNotApplied:
      Row(
        english: "Couldn't turn notifications off by default for your account. {reason}",
        german:
          "Benachrichtigungen konnten für dein Benutzerkonto nicht standardmäßig ausgeschaltet "
          + "werden. {reason}",
        note:
          "Banner and announcement when turning every type off at first login failed. {reason} "
          + "is a reason message.")
    case .saveOutcomeUnknown:
      Row(
        english: "The connection was lost while saving. Showing the settings stored on Wikipedia.",
        german:
          "Die Verbindung brach beim Speichern ab. Angezeigt werden die bei Wikipedia "
          + "gespeicherten Einstellungen.",
        note:
          "Banner and announcement when the connection broke during a save; the screen now "
          + "shows what the wiki holds.")
    case .actionDismiss:
      Row(english: "Dismiss", german: "Ausblenden", note: "Button that hides a message.")
    case .actionDismissHint:
      Row(
        english: "Hides this message.",
        german: "Blendet diese Meldung aus.",
        note: "Screen-reader hint of the dismiss button.")
    case .savedAnnouncement:
      Row(
        english: "Notification settings saved.",
        german: "Benachrichtigungseinstellungen gespeichert.",
        note: "Spoken by screen readers after a change was saved.")
    case .loadFailedAnnouncement:
      Row(
        english: "Couldn't load your notification settings. {reason}",
        german: "Deine Benachrichtigungseinstellungen konnten nicht geladen werden. {reason}",
        note: "Spoken when the settings could not be read. {reason} is a reason message.")
    case .permissionDeniedAnnouncement:
      Row(
        english: "Notifications are turned off for this app. Open Settings to allow them.",
        german:
          "Benachrichtigungen sind für diese App ausgeschaltet. Öffne die Einstellungen, um sie "
          + "zu erlauben.",
        note: "Spoken when notifications are not allowed for the app in the system settings.")
    case .unsubscribeFailedAnnouncement:
      Row(
        english:
          "This device may still get notifications for {user}. Stopping them will be tried "
          + "again when {user} logs in on this device. {reason}",
        german:
          "Dieses Gerät erhält möglicherweise weiter Benachrichtigungen für {user}. Sie werden "
          + "erneut abbestellt, wenn sich {user} auf diesem Gerät anmeldet. {reason}",
        note:
          "Spoken when logging out could not stop notifications to this device. {user} is the "
          + "account name; {reason} is a reason message.")
    case .loggedOutAnnouncement:
      Row(
        english: "You're logged out. Log in to change notification settings.",
        german: "Du bist abgemeldet. Melde dich an, um Benachrichtigungseinstellungen zu ändern.",
        note: "Spoken when the wiki says the session has ended.")
    case .temporaryAccountAnnouncement:
      Row(
        english:
          "You're using a temporary account. Log in or create an account to choose "
          + "notifications.",
        german:
          "Du verwendest ein temporäres Benutzerkonto. Melde dich an oder erstelle ein "
          + "Benutzerkonto, um Benachrichtigungen auszuwählen.",
        note: "Spoken when the screen finds that the person uses a temporary account.")
    case .temporaryAccountUnsubscribeFailedAnnouncement:
      Row(
        english:
          "Couldn't stop this device's notifications for the temporary account {user}, so some "
          + "may still arrive. {reason}",
        german:
          "Die Benachrichtigungen dieses Geräts für das temporäre Benutzerkonto {user} konnten "
          + "nicht abbestellt werden, daher können noch welche ankommen. {reason}",
        note:
          "Spoken when this device's push subscription for a temporary account could not be "
          + "deleted. {user} is the temporary account's name (like ~2026-1); {reason} is a "
          + "reason message.")
    case .actionLearnMore:
      Row(
        english: "Learn more about notifications",
        german: "Mehr über Benachrichtigungen erfahren",
        note: "Button that opens an explanation of notifications.")
    case .actionLearnMoreHint:
      Row(
        english: "Explains what notifications are and how they reach you.",
        german: "Erklärt, was Benachrichtigungen sind und wie sie dich erreichen.",
        note: "Screen-reader hint of the learn-more button.")
    case .learnMoreTitle:
      Row(
        english: "About notifications",
        german: "Über Benachrichtigungen",
        note: "Title of the explanation of notifications.")
    case .learnMoreBody:
      Row(
        english:
          "Notifications tell you when something on Wikipedia concerns you: a message on your "
          + "talk page, a mention, thanks for an edit, or an attempt to log in to your account. "
          + "Your choices are saved to your account on the Wikipedia of your app's primary "
          + "language, and apply to every device where you are logged in and allow notifications. "
          + "Turning a type on here also asks this device for permission to show notifications.",
        german:
          "Benachrichtigungen sagen dir, wenn dich etwas auf Wikipedia betrifft: eine Nachricht "
          + "auf deiner Diskussionsseite, eine Erwähnung, ein Dank für eine Bearbeitung oder ein "
          + "Versuch, dich in dein Benutzerkonto anzumelden. Deine Auswahl wird in deinem "
          + "Benutzerkonto in der Wikipedia der Hauptsprache deiner App gespeichert und gilt auf "
          + "allen Geräten, auf denen du angemeldet bist und Benachrichtigungen erlaubst. Wenn du "
          + "hier eine Art einschaltest, fragt dieses Gerät auch um Erlaubnis, Benachrichtigungen "
          + "anzuzeigen.",
        note: "The explanation of notifications, a short paragraph.")
    case .actionHelpPage:
      Row(
        english: "Help page about notifications",
        german: "Hilfeseite zu Benachrichtigungen",
        note: "Link to the help page about notifications on mediawiki.org.")
    case .actionHelpPageHint:
      Row(
        english: "Opens the help page on mediawiki.org in your browser.",
        german: "Öffnet die Hilfeseite auf mediawiki.org in deinem Browser.",
        note: "Screen-reader hint of the help page link.")
    case .actionClose:
      Row(english: "Close", german: "Schließen", note: "Button that closes the explanation.")
    case .actionCloseHint:
      Row(
        english: "Closes the explanation.",
        german: "Schließt die Erklärung.",
        note: "Screen-reader hint of the close button.")
    case .reasonNotLoggedIn:
      Row(
        english: "You're not logged in.",
        german: "Du bist nicht angemeldet.",
        note: "Reason: the session has ended. A full sentence.")
    case .reasonRejected:
      Row(
        english: "Wikipedia didn't accept this setting.",
        german: "Wikipedia hat diese Einstellung nicht angenommen.",
        note: "Reason: the wiki does not accept this setting. A full sentence.")
    case .reasonWikiError:
      Row(
        english: "Wikipedia reported an error ({code}).",
        german: "Wikipedia hat einen Fehler gemeldet ({code}).",
        note: "Reason: the wiki reported an error. {code} is the API's error code (untranslated).")
    case .reasonBusy:
      Row(
        english: "Wikipedia is busy. Try again in a moment.",
        german: "Wikipedia ist ausgelastet. Versuche es gleich noch einmal.",
        note: "Reason: the wiki asked to slow down or is read-only for a while.")
    case .reasonNoRight:
      Row(
        english: "Your account isn't allowed to change this.",
        german: "Dein Benutzerkonto darf das nicht ändern.",
        note: "Reason: the account may not change this. A full sentence.")
    case .reasonOffline:
      Row(
        english: "Wikipedia couldn't be reached. Check your connection.",
        german: "Wikipedia ist nicht erreichbar. Prüfe deine Verbindung.",
        note: "Reason: the wiki could not be reached. A full sentence.")
    case .reasonInterrupted:
      Row(
        english: "The connection was interrupted.",
        german: "Die Verbindung wurde unterbrochen.",
        note: "Reason: the connection broke off. A full sentence.")
    case .listLastPair:
      Row(
        english: "{first} and {last}",
        german: "{first} und {last}",
        note: "Joins the last two items of a list, e.g. \"Thanks and Mention\". {first}, {last}.")
    case .listSeparator:
      Row(
        english: ", ",
        german: ", ",
        note: "Separates the other items of a list, e.g. the \", \" in \"A, B and C\".")
    }
  }
}

extension NotificationSection {
  /// The section's heading, in English and German.
  fileprivate var title: (english: String, german: String) {
    switch self {
    case .messages: ("Messages and mentions", "Nachrichten und Erwähnungen")
    case .editsAndPages: ("Your edits and pages", "Deine Bearbeitungen und Seiten")
    case .recognition: ("Thanks and milestones", "Dank und Meilensteine")
    case .accountSecurity: ("Account security", "Sicherheit des Benutzerkontos")
    case .more: ("More notifications", "Weitere Benachrichtigungen")
    }
  }
}

/// A named type's name and the sentence saying when it notifies, each in English and German.
private struct TypeTexts {
  let title: (english: String, german: String)
  let description: (english: String, german: String)
}

extension NotificationType {
  /// The type's texts; nil for a type beyond ``named``, which only the wiki names. The two beyond
  /// the spec's have the titles Echo and DiscussionTools give them, so their rows read as before.
  fileprivate var texts: TypeTexts? {
    switch self {
    case .editUserTalk:
      TypeTexts(
        title: ("Talk page message", "Nachricht auf der Diskussionsseite"),
        description: (
          "When someone writes on your talk page.",
          "Wenn jemand auf deiner Diskussionsseite schreibt."
        ))
    case .editThank:
      TypeTexts(
        title: ("Thanks", "Dank"),
        description: (
          "When someone thanks you for an edit.",
          "Wenn sich jemand für eine deiner Bearbeitungen bedankt."
        ))
    case .dtSubscription:
      TypeTexts(
        title: ("Talk page subscription", "Abonnierte Diskussion"),
        description: (
          "When someone replies in a discussion you subscribed to.",
          "Wenn jemand in einer Diskussion antwortet, die du abonniert hast."
        ))
    case .cx:
      TypeTexts(
        title: ("Translations", "Übersetzungen"),
        description: (
          "News about translations you started with Content Translation.",
          "Neuigkeiten zu Übersetzungen, die du mit dem Übersetzungswerkzeug begonnen hast."
        ))
    case .mention:
      TypeTexts(
        title: ("Mention", "Erwähnung"),
        description: (
          "When someone mentions you in a discussion.",
          "Wenn dich jemand in einer Diskussion erwähnt."
        ))
    case .mentionFailure:
      TypeTexts(
        title: ("Failed mention", "Fehlgeschlagene Erwähnung"),
        description: (
          "When a mention you wrote could not be delivered.",
          "Wenn eine Erwähnung von dir nicht zugestellt werden konnte."
        ))
    case .mentionSuccess:
      TypeTexts(
        title: ("Successful mention", "Erfolgreiche Erwähnung"),
        description: (
          "When a mention you wrote was delivered.",
          "Wenn eine Erwähnung von dir zugestellt wurde."
        ))
    case .articleLinked:
      TypeTexts(
        title: ("Page link", "Seitenverlinkung"),
        description: (
          "When a page you created is linked from another page.",
          "Wenn eine von dir erstellte Seite von einer anderen Seite verlinkt wird."
        ))
    case .wikibaseAction:
      TypeTexts(
        title: ("Connection with Wikidata", "Verbindung mit Wikidata"),
        description: (
          "When a page you created is connected to a Wikidata item.",
          "Wenn eine von dir erstellte Seite mit einem Wikidata-Objekt verbunden wird."
        ))
    case .loginFail:
      TypeTexts(
        title: ("Failed login attempts", "Fehlgeschlagene Anmeldeversuche"),
        description: (
          "When someone fails to log in to your account.",
          "Wenn jemand vergeblich versucht, sich mit deinem Benutzerkonto anzumelden."
        ))
    case .loginSuccess:
      TypeTexts(
        title: ("Login from an unfamiliar device", "Anmeldung von einem unbekannten Gerät"),
        description: (
          "When your account is logged in from a device not used before.",
          "Wenn sich jemand von einem bisher nicht verwendeten Gerät mit deinem Konto anmeldet."
        ))
    case .pageReview:
      TypeTexts(
        title: ("Page review", "Seitenprüfung"),
        description: (
          "When a page you created is reviewed.",
          "Wenn eine von dir erstellte Seite geprüft wird."
        ))
    case .userRights:
      TypeTexts(
        title: ("User rights change", "Änderung der Benutzerrechte"),
        description: (
          "When your user rights are changed.",
          "Wenn deine Benutzerrechte geändert werden."
        ))
    case .reverted:
      TypeTexts(
        title: ("Edit revert", "Zurückgesetzte Bearbeitung"),
        description: (
          "When one of your edits is reverted.",
          "Wenn eine deiner Bearbeitungen rückgängig gemacht wird."
        ))
    case .emailUser:
      TypeTexts(
        title: ("Email from other user", "E-Mail von anderen Benutzern"),
        description: (
          "When another user sends you an email.",
          "Wenn dir ein anderer Benutzer eine E-Mail schickt."
        ))
    case .thankYouEdit:
      TypeTexts(
        title: ("Edit milestone", "Bearbeitungsmeilenstein"),
        description: (
          "When you reach an edit milestone.",
          "Wenn du einen Bearbeitungsmeilenstein erreichst."
        ))
    case .editUserPage:
      TypeTexts(
        title: ("Edit to my user page", "Bearbeitung auf meiner Benutzerseite"),
        description: (
          "When someone edits your user page.",
          "Wenn jemand deine Benutzerseite bearbeitet."
        ))
    case .dtSubscriptionArchiving:
      TypeTexts(
        title: ("Talk page archiving", "Diskussionsseiten-Archivierung"),
        description: (
          "When a discussion you subscribed to is archived or removed from its page.",
          "Wenn eine Diskussion, die du abonniert hast, archiviert oder von ihrer Seite entfernt "
            + "wird."
        ))
    default: nil
    }
  }
}
