// The parent's side of the language copy (``Migration``, in `Migration+Copy.swift`): it drops
// the old wiki's state, sends the copy its actions, takes the accounts its reads name, and
// carries out the copy's outputs (the ``Wiki`` changes among them: the parent is its one owner).
extension SettingsFeature.State {
  /// Sends the copy `action`, and carries out its outputs before its own effects.
  mutating func runMigration(_ action: Migration.Action) -> [Effect] {
    let step = Migration.reduce(
      into: &migration, action: action, context: Migration.Context(language: language, wiki: wiki))
    return migrationOutputs(step.outputs) + step.effects
  }

  /// Copies the old language's settings to the new language's wiki, behind the scenes.
  mutating func primaryLanguageChanged(from: WikiLanguage, to: WikiLanguage) -> [Effect] {
    guard from != to else { return [] }
    // The person's current choices on the old wiki, if the screen shows that wiki.
    let known: [NotificationType: Bool]? =
      language == from && wiki.values != nil && !wiki.isFromDevice && session.userName != nil
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
      return dropped + runMigration(.start(from: from, known: known))
    }
  }

  /// The answer of the copy's read of the new wiki, which waited for it with `values`: the
  /// parent takes its account, the copy writes.
  mutating func migrationTargetRead(
    _ values: [NotificationType: Bool], _ result: Result<WikiSnapshot, WikiFailure>
  ) -> [Effect] {
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
    let write = runMigration(.write(values, as: userName))
    // Nothing to copy: the copy is done, and the read is the screen's as any other.
    guard migration.isActive else { return dropped + afterAccountRead() }
    return dropped + write + retryPendingUnsubscribe()
  }

  /// Carries out what the copy asks of the screen, in its order.
  private mutating func migrationOutputs(_ outputs: [Migration.Output]) -> [Effect] {
    var effects: [Effect] = []
    for output in outputs {
      switch output {
      case .sessionEnded:
        effects += sessionEnded()
      case .accountNamed(let userName):
        if let previous = session.userName, previous != userName {
          // Another account: nothing of the old one applies, a logout asked for included; the
          // copy goes on, for this account.
          effects += resetAccount(keepingCopy: true) + runSession(.otherAccountRead(userName))
        } else {
          effects += runSession(.accountRead(userName))
        }
      case .copied:
        effects += sendUnsent() + registerIfUseful()
      case .readScreen:
        effects += loadForScreen(force: true)
      case .unconfirmed(let types):
        effects += runSaving(.unconfirm(types))
      case .targetRead(let values, let result):
        effects += migrationTargetRead(values, result)
      case .wiki(let change):
        wiki.apply(change)
      }
    }
    return effects
  }
}
