extension StringKey {
  /// The buttons of banners and of the screen, each with its accessibility hint and, where the
  /// label is long, the short name Voice Control also answers to (`input-…`). Every label says
  /// what its button acts on: two buttons never share one (the rotor and Voice Control list them
  /// by name).
  public enum Action: String, CaseIterable, Sendable {
    /// The log-in action.
    case actionLogIn = "action-log-in"
    /// Accessibility hint of the log-in action.
    case actionLogInHint = "action-log-in-hint"
    /// The create-account action.
    case actionCreateAccount = "action-create-account"
    /// Accessibility hint of the create-account action.
    case actionCreateAccountHint = "action-create-account-hint"
    /// Retrying the read.
    case actionRetryLoad = "action-retry-load"
    /// Voice Control's short name of retrying the read.
    case inputRetryLoad = "input-retry-load"
    /// Accessibility hint of retrying the read.
    case actionRetryLoadHint = "action-retry-load-hint"
    /// Retrying the registration.
    case actionRetryRegistration = "action-retry-registration"
    /// Voice Control's short name of retrying the registration.
    case inputRetryRegistration = "input-retry-registration"
    /// Accessibility hint of retrying the registration.
    case actionRetryRegistrationHint = "action-retry-registration-hint"
    /// Retrying the first-login reset.
    case actionRetryDefaults = "action-retry-defaults"
    /// Voice Control's short name of retrying the first-login reset.
    case inputRetryDefaults = "input-retry-defaults"
    /// Accessibility hint of retrying the first-login reset.
    case actionRetryDefaultsHint = "action-retry-defaults-hint"
    /// Retrying a failed save (the banner's, for every switch it switched back).
    case actionRetrySave = "action-retry-save"
    /// Voice Control's short name of retrying a failed save.
    case inputRetrySave = "input-retry-save"
    /// Accessibility hint of retrying a failed save.
    case actionRetrySaveHint = "action-retry-save-hint"
    /// Retrying one switch a failed save switched back; `{type}` is its name.
    case actionRetryRow = "action-retry-row"
    /// Voice Control's short name of retrying one switch; `{type}` is its name.
    case inputRetryRow = "input-retry-row"
    /// Accessibility hint of retrying one switch.
    case actionRetryRowHint = "action-retry-row-hint"
    /// The open-settings action.
    case actionOpenSettings = "action-open-settings"
    /// Accessibility hint of the open-settings action.
    case actionOpenSettingsHint = "action-open-settings-hint"
    /// The dismiss action of the save error banner.
    case actionDismissSaveError = "action-dismiss-save-error"
    /// Voice Control's short name of the dismiss action.
    case inputDismissSaveError = "input-dismiss-save-error"
    /// Accessibility hint of the dismiss action.
    case actionDismissHint = "action-dismiss-hint"
    /// The "Learn more" action.
    case actionLearnMore = "action-learn-more"
    /// Voice Control's short name of the "Learn more" action.
    case inputLearnMore = "input-learn-more"
    /// Accessibility hint of the "Learn more" action.
    case actionLearnMoreHint = "action-learn-more-hint"
    /// The help page link.
    case actionHelpPage = "action-help-page"
    /// Voice Control's short name of the help page link.
    case inputHelpPage = "input-help-page"
    /// Accessibility hint of the help page link.
    case actionHelpPageHint = "action-help-page-hint"
    /// The close action of the explanation.
    case actionClose = "action-close"
    /// Accessibility hint of the close action.
    case actionCloseHint = "action-close-hint"

    /// The texts in English and German and the note for translators: a case without them does
    /// not compile.
    var row: Row {
      switch self {
      case .actionLogIn:
        Row(english: "Log in", german: "Anmelden", note: "Button that opens the log-in screen.")
      case .actionLogInHint:
        Row(
          english: "Opens the log-in screen.",
          german: "Öffnet die Anmeldung.",
          note: "Screen-reader hint of the log-in button.")
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
      case .actionRetryLoad:
        Row(
          english: "Try loading again",
          german: "Erneut laden",
          note:
            "Button under the message that reading the notification settings failed: reads them "
            + "again. Say what is tried again: several retry buttons can show at once.")
      case .inputRetryLoad:
        Row(
          english: "Retry loading",
          german: "Neu laden",
          note:
            "Short name of the button that reads the settings again, for people who control the "
            + "phone by voice (Voice Control: \"Tap Retry loading\"). Two or three words; "
            + "different from the other retry buttons' short names.")
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
      case .actionRetryRegistration:
        Row(
          english: "Try registering again",
          german: "Erneut registrieren",
          note:
            "Button under the message that this device could not be registered for push "
            + "notifications: tries again.")
      case .inputRetryRegistration:
        Row(
          english: "Retry registering",
          german: "Neu registrieren",
          note:
            "Short name of the button that registers the device again, for Voice Control. Two or "
            + "three words; different from the other retry buttons' short names.")
      case .actionRetryDefaults:
        Row(
          english: "Try turning notifications off again",
          german: "Erneut alle ausschalten",
          note:
            "Button under the message that turning every notification off at the first login "
            + "failed: tries again.")
      case .inputRetryDefaults:
        Row(
          english: "Retry turning off",
          german: "Neu ausschalten",
          note:
            "Short name of the button that turns every notification off again, for Voice Control. "
            + "Two or three words; different from the other retry buttons' short names.")
      case .actionRetrySave:
        Row(
          english: "Try saving again",
          german: "Erneut speichern",
          note:
            "Button under the message that a save failed and switches were switched back: sends "
            + "all of them again.")
      case .inputRetrySave:
        Row(
          english: "Retry saving",
          german: "Neu speichern",
          note:
            "Short name of the button that saves again, for Voice Control. Two or three words; "
            + "different from the other retry buttons' short names.")
      case .actionRetryRow:
        Row(
          english: "Try saving {type} again",
          german: "{type} erneut speichern",
          note:
            "Button right under a switch that a failed save switched back: sends that one choice "
            + "again. {type} is the name of the notification type (the switch's label).")
      case .inputRetryRow:
        Row(
          english: "Retry {type}",
          german: "{type} neu",
          note:
            "Short name of the button under one switch that saves it again, for Voice Control. "
            + "{type} is the name of the notification type.")
      case .actionRetryRowHint:
        Row(
          english: "Sends your choice for this notification again.",
          german: "Sendet deine Auswahl für diese Benachrichtigung erneut.",
          note: "Screen-reader hint of the button under a switch that saves it again.")
      case .actionRetryDefaultsHint:
        Row(
          english: "Tries again to turn every notification off, as at your first login.",
          german:
            "Versucht erneut, alle Benachrichtigungen auszuschalten, wie bei deiner ersten "
            + "Anmeldung.",
          note:
            "Screen-reader hint of the retry button when turning every notification off at the "
            + "first login failed.")
      case .actionRetrySaveHint:
        Row(
          english: "Sends the changes that could not be saved again.",
          german: "Sendet die Änderungen, die nicht gespeichert werden konnten, erneut.",
          note: "Screen-reader hint of the retry button after a save failed.")
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
      case .actionDismissSaveError:
        Row(
          english: "Dismiss the save error",
          german: "Speicherfehler ausblenden",
          note: "Button that hides the message that a save failed.")
      case .inputDismissSaveError:
        Row(
          english: "Dismiss",
          german: "Ausblenden",
          note:
            "Short name of the button that hides the save error, for Voice Control (\"Tap "
            + "Dismiss\").")
      case .actionDismissHint:
        Row(
          english: "Hides this message.",
          german: "Blendet diese Meldung aus.",
          note: "Screen-reader hint of the button that hides the save error.")
      case .actionLearnMore:
        Row(
          english: "Learn more about notifications",
          german: "Mehr über Benachrichtigungen erfahren",
          note: "Button that opens an explanation of notifications.")
      case .inputLearnMore:
        Row(
          english: "Learn more",
          german: "Mehr erfahren",
          note: "Short name of the learn-more button, for Voice Control.")
      case .actionLearnMoreHint:
        Row(
          english: "Explains what notifications are and how they reach you.",
          german: "Erklärt, was Benachrichtigungen sind und wie sie dich erreichen.",
          note: "Screen-reader hint of the learn-more button.")
      case .actionHelpPage:
        Row(
          english: "Help page about notifications",
          german: "Hilfeseite zu Benachrichtigungen",
          note: "Link to the help page about notifications on mediawiki.org.")
      case .inputHelpPage:
        Row(
          english: "Help page",
          german: "Hilfeseite",
          note: "Short name of the help page link, for Voice Control.")
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
      }
    }
  }
}
