// The parent's side of the session child (``AccountSession/reduce(into:action:context:)`` in
// `AccountSession/`): what it sees of the screen, and the values of the parent's it may change
// there (the device record, the wiki, the announcements: the parent owns them).
extension AccountSession: ChildFeature {
  static var context: WritableKeyPath<SettingsFeature.State, Context> { \.sessionContext }

  static func told(_ delegate: Delegate) -> SettingsFeature.Action { .session(.delegate(delegate)) }
}

extension SettingsFeature.State {
  /// What the session child sees of the screen.
  var sessionContext: AccountSession.Context {
    get {
      AccountSession.Context(
        writeInFlight: writeInFlight != nil || muting.isWriting,
        subscriptionRequestInFlight: subscriptions.awaitsWiki,
        isReading: isLoading, tokenInPlay: subscriptions.registration.tokenInPlay,
        lastReadFailure: loading.error, language: language, device: device,
        isCopyingSettings: migration.isActive, wiki: wiki, announcements: announcements)
    }
    // What the child changed of the parent's: the device record, the wiki (the device's kept
    // choices restored), and what it said.
    set {
      device = newValue.device
      wiki = newValue.wiki
      announcements = newValue.announcements
    }
  }
}
