// The parent's side of the session child (``AccountSession/reduce(into:action:context:)`` in
// `AccountSession/`): what it sees of the screen, what it tells the parent (the changes
// of the device record among them: the parent owns it), and the start of the logout asked for:
// saving the unsent choices and reading the account first.
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
