// The parent's rules for the screen's read (``Loading``): when it starts, and
// what its answer does.
extension Loading: ChildFeature {
  static var context: WritableKeyPath<SettingsFeature.State, Context> { \.loadingContext }
  static func told(_ delegate: Delegate) -> SettingsFeature.Action { .loading(.delegate(delegate)) }
}

extension SettingsFeature.State {
  /// What the screen's read sees of the screen.
  var loadingContext: Loading.Context {
    get {
      .init(
        language: language,
        mayRead: !session.isEnding && !migration.isActive
          && !session.isNobody(sayingTheApp: configuration.usesAppSession),
        choicesWaitForARead: wiki.isFromDevice && !saving.unsent.isEmpty)
    }
    // The child changes nothing of the parent's.
    set {}
  }

  /// Shows what the wiki holds, then does what the account needs next.
  mutating func screenLoaded(_ result: Result<WikiSnapshot, WikiFailure>) -> [Effect] {
    switch result {
    case .failure(.notLoggedIn):
      return sessionEnded()
    case .failure(let failure):
      let effects = scope(\.loading, .failed(failure))
      // After a save whose outcome is unknown,
      // the values held are those from before it, which the wiki may no longer hold; this read
      // was to tell. It failed, so they are dropped: the screen shows the failed read and its
      // retry instead of rows that may be wrong. Unsent choices stay, sent after the next read.
      if !saving.unconfirmed.isEmpty { wiki.valuesBecameUnknown() }
      announcements.say(.loadFailed(failure), .polite)
      // Values still shown are the wiki's: a choice that waited for this read (one the wiki
      // ignored for a global preference set elsewhere) goes out now rather than never.
      return effects + scope(\.saving, .sendUnsent)
    case .success(let snapshot):
      if snapshot.isTemporaryAccount, let userName = snapshot.userName {
        return becomeTemporaryAccount(userName)
      }
      let (adopted, dropped) = adopt(snapshot)
      guard adopted else { return dropped }
      return dropped + afterAccountRead()
    }
  }
}
