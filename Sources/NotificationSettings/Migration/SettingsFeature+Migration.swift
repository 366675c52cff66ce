// The parent's side of the language copy (``Migration``, in `Migration+Copy.swift`): it drops
// the old wiki's state, routes the copy's answers, takes the accounts its reads name, and carries
// out the copy's outputs.
extension SettingsFeature.State {
  /// Copies the old language's settings to the new language's wiki, behind the scenes.
  mutating func primaryLanguageChanged(from: WikiLanguage, to: WikiLanguage) -> [Effect] {
    guard from != to else { return [] }
    // The person's current choices on the old wiki, if the screen shows that wiki.
    let known: [NotificationType: Bool]? =
      language == from && wiki.values != nil && session.userName != nil
      ? Dictionary(uniqueKeysWithValues: offeredTypes.compactMap { t in isOn(t).map { (t, $0) } })
      : nil
    let dropped = resetWiki()
    language = to
    switch session {
    case .loggedOut, .loggingOut(.ending):
      // Nothing to copy without an account.
      return dropped
    case .temporaryAccount:
      // Nothing to copy either (a temporary account has no choices); the new wiki's read says
      // what its session is.
      return dropped + loadForScreen(force: true)
    case .unknown, .loggedIn, .loggingOut(.waiting):
      // The reset above already dropped the pending first-login check: the copy carries the
      // marker instead.
      return dropped + migration.start(from: from, to: to, known: known)
    }
  }

  /// The answer of the copy's read of the old wiki.
  mutating func migrationSourceLoaded(_ result: Result<WikiSnapshot, WikiFailure>) -> [Effect] {
    let step = migration.sourceLoaded(result, target: language)
    return migrationOutputs(step.outputs) + step.effects
  }

  /// The answer of the copy's read of the new wiki: the parent takes its account, the copy
  /// writes.
  mutating func migrationTargetLoaded(_ result: Result<WikiSnapshot, WikiFailure>) -> [Effect] {
    guard let values = migration.targetLoaded(result) else { return [] }
    guard case .success(let snapshot) = result else {
      // A lost session is shown as by any read; any other failure silently, as the spec asks:
      // the screen reads the new wiki again, and only a failure of that read is shown.
      if case .failure(.notLoggedIn) = result { return screenLoaded(result) }
      return loadForScreen(force: true)
    }
    if snapshot.isTemporaryAccount, let userName = snapshot.userName {
      return becomeTemporaryAccount(userName)
    }
    let (adopted, dropped) = adopt(snapshot)
    guard adopted, let userName = session.userName else { return dropped }
    let write = migration.write(values, as: userName, language: language, wiki: wiki)
    // Nothing to copy: the copy is done, and the read is the screen's as any other.
    guard migration.isActive else { return dropped + afterAccountRead() }
    return dropped + write + retryPendingUnsubscribe()
  }

  /// The answer of the copy's write.
  mutating func copyWriteFinished(_ request: SaveRequest, error: WikiFailure?) -> [Effect] {
    migrationOutputs(migration.writeFinished(request, error: error, wiki: &wiki))
  }

  /// Carries out what the copy asks of the screen, in its order.
  mutating func migrationOutputs(_ outputs: [Migration.Output]) -> [Effect] {
    var effects: [Effect] = []
    for output in outputs {
      switch output {
      case .sessionEnded:
        effects += sessionEnded()
      case .accountNamed(let userName):
        if let previous = session.userName, previous != userName {
          // Another account: nothing of the old one applies, a logout asked for included; the
          // copy goes on, for this account.
          effects += resetAccount(keepingCopy: true)
          session = .loggedIn(userName: userName)
        } else {
          session = session.named(userName)
        }
      case .copied:
        effects += sendUnsent() + registerIfUseful()
      case .readScreen:
        effects += loadForScreen(force: true)
      case .unconfirmed(let types):
        saving.unconfirm(types)
      }
    }
    return effects
  }
}
