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

  /// A read of the account answered: the screen's, or the language copy's read of the new wiki,
  /// which waited for it to write `copying` (the parent takes the read's account first, then the
  /// copy writes). Shows what the wiki holds, then does what the account needs next.
  mutating func readAnswered(
    _ result: Result<WikiSnapshot, WikiFailure>, copying values: [NotificationType: Bool]? = nil
  ) -> [Effect] {
    switch result {
    case .failure(.notLoggedIn):
      return sessionEnded()
    case .failure(let failure):
      // The copy's read failed silently, as the spec asks: the screen reads the new wiki again,
      // and only a failure of that read is shown.
      if values != nil { return scope(\.loading, .start(force: true)) }
      // After a save whose outcome is unknown, the values held are those from before it, which
      // the wiki may no longer hold; this read was to tell. It failed, so they are dropped: the
      // screen shows the failed read (the read's own) and its retry instead of rows that may be
      // wrong. Unsent choices stay, sent after the next read.
      if !saving.unconfirmed.isEmpty { wiki.valuesBecameUnknown() }
      announcements.say(.loadFailed(failure), .polite)
      // Values still shown are the wiki's: a choice that waited for this read (one the wiki
      // ignored for a global preference set elsewhere) goes out now rather than never.
      return scope(\.saving, .sendUnsent())
    case .success(let snapshot):
      if snapshot.isTemporaryAccount, let userName = snapshot.userName {
        return becomeTemporaryAccount(userName)
      }
      let (adopted, dropped) = adopt(snapshot)
      guard adopted else { return dropped }
      var effects = dropped
      if let values {
        guard let userName = session.userName else { return effects }
        effects += scope(\.migration, .write(values, as: userName))
        // While the copy writes, the choices, the first-login rule and the registration wait
        // for its end; with nothing to copy, the read is the screen's as any other.
        if migration.isActive { return effects + scope(\.subscriptions, .retryPendingUnsubscribe) }
      }
      // What follows every successful read of the account: the first-login rule, the choices
      // that waited for a read, and a delete owed from an earlier logout. (Registering follows
      // every action: see ``SettingsFeature/reduce(into:_:)``.)
      effects += scope(\.saving, .applyDefaultOffIfFirstLogin)
      effects += scope(\.saving, .sendUnsent(afterRead: true))
      return effects + scope(\.subscriptions, .retryPendingUnsubscribe)
    }
  }
}
