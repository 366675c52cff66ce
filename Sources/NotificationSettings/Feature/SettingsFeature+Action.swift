extension SettingsFeature {
  /// Something that happened, as the Composable Architecture nests actions: a child's own action
  /// (a person's tap, a lifecycle moment, or the answer of an effect the child asked for) under
  /// the child's case, or one of the few events only the parent handles. Each child's `Action`
  /// also has a `delegate` case: what the child tells the parent. The static members in
  /// `SettingsFeature+ActionNames.swift` name the common ones without their child
  /// (`.toggleTapped(type)` is `.saving(.toggleTapped(type))`).
  public enum Action: Equatable, Sendable {
    // The children's own actions.
    /// Whether the screen is visible, "Learn more", the permission and the screen's links.
    case presentation(Presentation.Action)
    /// The screen's read of its wiki.
    case loading(Loading.Action)
    /// The person's choices on their way to the wiki, and the first-login reset.
    case saving(Saving.Action)
    /// This device's push subscriptions for the account.
    case subscriptions(Subscriptions.Action)
    /// Who the reads found, and the logout.
    case session(AccountSession.Action)
    /// The language copy.
    case migration(Migration.Action)
    /// What a renderer reports of the announcements it posts.
    case announcements(AnnouncementChange)
    /// Echo's mute lists.
    case muting(Muting.Action)

    // Events only the parent handles: each reads or changes several children.
    /// The app logged an account in. The next read names it: who holds the session is what the
    /// wiki answers, never what the app believes (the first-login rule applies to that account).
    case loggedIn
    /// The app says who its session is (at start, and when it changes without a login here).
    case appSessionChanged(AppSession)
    /// The app's primary language changed.
    case primaryLanguageChanged(from: WikiLanguage, to: WikiLanguage)
  }
}
