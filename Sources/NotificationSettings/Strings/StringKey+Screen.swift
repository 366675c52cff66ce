extension StringKey {
  /// The screen's own texts: its title, the loading and account states, the scope note and the explanation.
  public enum Screen: String, CaseIterable, Sendable {
    /// The screen's title.
    case screenTitle = "screen-title"
    /// Shown while the settings are read.
    case loading = "loading"
    /// Shown while the device's last known settings are confirmed by the wiki.
    case checking = "checking"
    /// The logged-out explanation.
    case loggedOutMessage = "logged-out-message"
    /// The temporary-account explanation.
    case temporaryAccountMessage = "temporary-account-message"
    /// Where the wiki offers global preferences: the choices hold on every wiki of the account.
    case scopeEveryWikiMessage = "scope-every-wiki"
    /// What the every-wiki note means, under it (read with it).
    case scopeEveryWikiHint = "scope-every-wiki-hint"
    /// Where the wiki has no global preferences for the account: the choices are this wiki's only.
    case scopeThisWikiOnlyMessage = "scope-this-wiki-only"
    /// What the this-wiki-only note means, under it (read with it).
    case scopeThisWikiOnlyHint = "scope-this-wiki-only-hint"
    /// The title of the explanation.
    case learnMoreTitle = "learn-more-title"
    /// The explanation.
    case learnMoreBody = "learn-more-body"

    /// The texts in English and German and the note for translators: a case without them does
    /// not compile.
    var row: Row {
      switch self {
      case .screenTitle:
        Row(
          english: "Notifications",
          german: "Benachrichtigungen",
          note: "Title of the Settings > Notifications screen.")
      case .loading:
        Row(
          english: "Loading notification settings…",
          german: "Benachrichtigungseinstellungen werden geladen …",
          note: "Shown while the settings are read from the wiki.")
      case .checking:
        Row(
          english: "Checking your notification settings with Wikipedia…",
          german: "Deine Benachrichtigungseinstellungen werden mit Wikipedia abgeglichen …",
          note:
            "Shown, with a small progress indicator, above the switches while the settings this "
            + "device remembers from the last visit are being checked with the wiki. The "
            + "switches can already be used.")
      case .loggedOutMessage:
        Row(
          english:
            "Push notifications need a Wikipedia account. Log in to choose which notifications "
            + "you get on this device.",
          german:
            "Push-Benachrichtigungen brauchen ein Wikipedia-Benutzerkonto. Melde dich an, um "
            + "auszuwählen, welche Benachrichtigungen du auf diesem Gerät erhältst.",
          note: "Shown instead of the switches when nobody is logged in.")
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
          note:
            "Second sentence of the note saying the choices apply on every wiki: shown under it "
            + "and read with it.")
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
          note:
            "Second sentence of the note saying the choices apply to this wiki only: shown under "
            + "it and read with it.")
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
      }
    }
  }
}
