extension StringKey {
  /// The buttons of banners and of the screen, each with its accessibility hint.
  public enum Action: String, CaseIterable, Sendable {
    /// The log-in action.
    case actionLogIn = "action-log-in"
    /// Accessibility hint of the log-in action.
    case actionLogInHint = "action-log-in-hint"
    /// The create-account action.
    case actionCreateAccount = "action-create-account"
    /// Accessibility hint of the create-account action.
    case actionCreateAccountHint = "action-create-account-hint"
    /// The retry action.
    case actionRetry = "action-retry"
    /// Accessibility hint of retrying the read.
    case actionRetryLoadHint = "action-retry-load-hint"
    /// Accessibility hint of retrying the registration.
    case actionRetryRegistrationHint = "action-retry-registration-hint"
    /// Accessibility hint of retrying the first-login reset.
    case actionRetryDefaultsHint = "action-retry-defaults-hint"
    /// Accessibility hint of retrying a failed save.
    case actionRetrySaveHint = "action-retry-save-hint"
    /// The open-settings action.
    case actionOpenSettings = "action-open-settings"
    /// Accessibility hint of the open-settings action.
    case actionOpenSettingsHint = "action-open-settings-hint"
    /// The dismiss action of a banner.
    case actionDismiss = "action-dismiss"
    /// Accessibility hint of the dismiss action.
    case actionDismissHint = "action-dismiss-hint"
    /// The "Learn more" action.
    case actionLearnMore = "action-learn-more"
    /// Accessibility hint of the "Learn more" action.
    case actionLearnMoreHint = "action-learn-more-hint"
    /// The help page link.
    case actionHelpPage = "action-help-page"
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
      case .actionDismiss:
        Row(english: "Dismiss", german: "Ausblenden", note: "Button that hides a message.")
      case .actionDismissHint:
        Row(
          english: "Hides this message.",
          german: "Blendet diese Meldung aus.",
          note: "Screen-reader hint of the dismiss button.")
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
      }
    }
  }
}
