extension StringKey {
  /// What a translator needs to know: where the text appears and what its placeholders hold.
  public var translatorNote: String {
    switch self {
    case .screenTitle: return "Title of the Settings > Notifications screen."
    case .sectionTitle(let section):
      return "Heading of the section of notification types about: \(section.rawValue)."
    case .typeTitle(let type):
      return "Name of a push notification type, the label of its switch. English source: "
        + "\"\(type.specTitle ?? type.rawValue)\"; use the wiki's own translation of this Echo type if it has one."
    case .typeDescription(let type):
      return
        "One sentence under the switch \"\(type.specTitle ?? type.rawValue)\" saying when it notifies; also "
        + "read by screen readers as the switch's hint."
    case .typeDescriptionFromWiki:
      return "One sentence under the switch of a notification type the wiki offers beyond the "
        + "app's own list (the wiki gives its name, not a description); also the screen-reader hint."
    case .typeDescriptionGlobal:
      return
        "Screen-reader hint and text under a switch whose choice is set in the person's global "
        + "preferences, so it applies on every wiki. {description} is the type's description."
    case .rowGlobal:
      return "Shown next to a switch whose choice is a global preference: it applies on every wiki."
    case .valueOn: return "Screen-reader value of a switch that is on."
    case .valueOff: return "Screen-reader value of a switch that is off."
    case .valueWithStatus:
      return "Screen-reader value of a switch that shows a status: {value} is the On or Off text, "
        + "{status} the status shown next to the switch (Saving…)."
    case .rowSaving: return "Shown next to a switch while its change is being saved to the wiki."
    case .rowWaitingForPermission:
      return "Shown next to a switch while the system asks whether notifications are allowed."
    case .loading: return "Shown while the settings are read from the wiki."
    case .loggedOutMessage: return "Shown instead of the switches when nobody is logged in."
    case .actionLogIn: return "Button that opens the log-in screen."
    case .actionLogInHint: return "Screen-reader hint of the log-in button."
    case .loadFailedMessage:
      return "Banner when the settings could not be read. {reason} is one of the reason messages."
    case .actionRetry: return "Button that tries a failed step again."
    case .actionRetryLoadHint: return "Screen-reader hint of the retry button of a failed read."
    case .actionRetryRegistrationHint:
      return "Screen-reader hint of the retry button of a failed device registration."
    case .actionRetryDefaultsHint:
      return "Screen-reader hint of the retry button when turning every notification off at the "
        + "first login failed."
    case .permissionDeniedMessage:
      return "Banner when the system settings forbid notifications for the app."
    case .actionOpenSettings:
      return "Button that opens the system settings; use the platform's name for them."
    case .actionOpenSettingsHint: return "Screen-reader hint of the open-settings button."
    case .registrationFailedDeviceToken:
      return "Banner when the system gave no push address. {detail} is the system's explanation "
        + "(untranslated)."
    case .registrationFailedSubscription:
      return "Banner when the wiki did not register the device. {reason} is a reason message."
    case .registrationFailedOtherAccount:
      return "Banner when the device's push address belongs to another account on the wiki."
    case .saveFailedReverted:
      return "Banner and announcement when a save failed and switches were set back. {types} is "
        + "a list of type names; {reason} is a reason message."
    case .saveFailedSuperseded:
      return "Banner and announcement when a save failed but the person has since changed those "
        + "switches again (the newer choice is being saved). {types}: type names; {reason}."
    case .defaultsNotApplied:
      return "Banner and announcement when turning every type off at first login failed. "
        + "{reason} is a reason message."
    case .saveOutcomeUnknown:
      return "Banner and announcement when the connection broke during a save; the screen now "
        + "shows what the wiki holds."
    case .actionDismiss: return "Button that hides a message."
    case .actionDismissHint: return "Screen-reader hint of the dismiss button."
    case .savedAnnouncement: return "Spoken by screen readers after a change was saved."
    case .loadFailedAnnouncement:
      return "Spoken when the settings could not be read. {reason} is a reason message."
    case .permissionDeniedAnnouncement:
      return "Spoken when notifications are not allowed for the app in the system settings."
    case .unsubscribeFailedAnnouncement:
      return "Spoken when logging out could not stop notifications to this device. {user} is the "
        + "account name; {reason} is a reason message."
    case .loggedOutAnnouncement: return "Spoken when the wiki says the session has ended."
    case .actionLearnMore: return "Button that opens an explanation of notifications."
    case .actionLearnMoreHint: return "Screen-reader hint of the learn-more button."
    case .learnMoreTitle: return "Title of the explanation of notifications."
    case .learnMoreBody: return "The explanation of notifications, a short paragraph."
    case .actionHelpPage: return "Link to the help page about notifications on mediawiki.org."
    case .actionHelpPageHint: return "Screen-reader hint of the help page link."
    case .actionClose: return "Button that closes the explanation."
    case .actionCloseHint: return "Screen-reader hint of the close button."
    case .reasonNotLoggedIn: return "Reason: the session has ended. A full sentence."
    case .reasonRejected: return "Reason: the wiki does not accept this setting. A full sentence."
    case .reasonWikiError:
      return "Reason: the wiki reported an error. {code} is the API's error code (untranslated)."
    case .reasonBusy: return "Reason: the wiki asked to slow down or is read-only for a while."
    case .reasonNoRight: return "Reason: the account may not change this. A full sentence."
    case .reasonOffline: return "Reason: the wiki could not be reached. A full sentence."
    case .reasonInterrupted: return "Reason: the connection broke off. A full sentence."
    case .listLastPair:
      return "Joins the last two items of a list, e.g. \"Thanks and Mention\". {first}, {last}."
    case .listSeparator:
      return "Separates the other items of a list, e.g. the \", \" in \"A, B and C\"."
    }
  }
}
