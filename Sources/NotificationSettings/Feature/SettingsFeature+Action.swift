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
    /// The deadline of the app's logout passed (``SettingsStore/deleteSubscriptionBeforeAppLogout(within:)``):
    /// the store ends logged out now, whatever its requests still do; what it was deleting is
    /// owed to the account's next login here.
    case appLogoutDeadlinePassed
    /// The device kept these choices from an earlier visit: shown at once, confirmed by the
    /// screen's first read (the store sends this when it starts).
    case knownChoicesRestored(KnownChoices)
    /// The app's primary language changed.
    case primaryLanguageChanged(from: WikiLanguage, to: WikiLanguage)
    /// The person typed a device token (and perhaps a topic) to subscribe for the account: a
    /// device other than this one, so this device's record is left out and a fresh one is used.
    case tokenEntered(token: String, topic: String?)
  }
}
