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
      // The migration write carries the marker: the new wiki must not be reset at first login
      // (the reset above already dropped the pending check).
      if let known {
        migration = Migration(step: .loadingTarget(values: known))
        return dropped + [.load(to)]
      }
      migration = Migration(step: .loadingSource(from: from))
      return dropped + [.load(from)]
    }
  }

  mutating func migrationSourceLoaded(_ result: Result<WikiSnapshot, WikiFailure>) -> [Effect] {
    guard case .loadingSource? = migration.step else { return [] }
    switch result {
    case .success(let snapshot):
      guard let userName = snapshot.userName else { return sessionEnded() }
      guard !snapshot.isTemporaryAccount else {
        // A temporary account has no choices to copy: the screen reads the new wiki as it is.
        migration.step = nil
        return loadForScreen(force: true)
      }
      var dropped: [Effect] = []
      if let previous = session.userName, previous != userName {
        // Another account: nothing of the old one applies, a logout asked for included.
        dropped = resetAccount()
        session = .loggedIn(userName: userName)
      } else {
        session = session.named(userName)
      }
      migration.step = .loadingTarget(values: snapshot.values)
      return dropped + [.load(language)]
    case .failure(.notLoggedIn):
      return sessionEnded()
    case .failure(let failure):
      // Silent, as the spec asks: the screen shows the new wiki as it is.
      migration.end(.failed(failure))
      return loadForScreen(force: true)
    }
  }

  mutating func migrationTargetLoaded(_ result: Result<WikiSnapshot, WikiFailure>) -> [Effect] {
    guard case .loadingTarget(let values)? = migration.step else { return [] }
    migration.step = nil
    if case .failure(.notLoggedIn) = result { return screenLoaded(result) }
    guard case .success(let snapshot) = result else {
      if case .failure(let failure) = result { migration.end(.failed(failure)) }
      // Silent, as the spec asks: the screen reads the
      // new wiki again, and only a failure of that read is shown.
      return loadForScreen(force: true)
    }
    if snapshot.isTemporaryAccount, let userName = snapshot.userName {
      return becomeTemporaryAccount(userName)
    }
    let (adopted, dropped) = adopt(snapshot)
    guard adopted, let userName = session.userName else { return dropped }
    // Only the types the new wiki offers; nothing else is written. A global choice is already
    // the same on both wikis, and only the person changes it.
    let copy = values.filter {
      snapshot.values[$0.key] != nil && !snapshot.globalTypes.contains($0.key)
    }
    guard !copy.isEmpty else {
      migration.end(.copied)
      return dropped + afterAccountRead()
    }
    // The copy is the person's choices: it carries the marker, so the new wiki is never reset
    // at a first login.
    let (request, write) = SettingsFeature.Saving.save(
      .toggles, copy, marker: true, as: userName, language: language, wiki: wiki)
    migration.step = .saving(request)
    return dropped + [write] + retryPendingUnsubscribe()
  }

  /// The answer of the copy's write.
  mutating func copyWriteFinished(_ request: SaveRequest, error: WikiFailure?) -> [Effect] {
    switch error {
    case nil:
      wiki.values?.merge(request.values) { _, saved in saved }
      if request.setsDefaultOffMarker { wiki.markerStored() }
      migration.end(.copied)
      return sendUnsent() + registerIfUseful()
    case .notLoggedIn?:
      let dropped = becomeLoggedOut()
      announce(.loggedOut, .assertive)
      return dropped
    case .globallyOverridden(let global, let rejected)?:
      // Types made global elsewhere since the read kept their global value, which the copy
      // leaves alone (only the person changes a global choice); the rest is as any answer.
      wiki.globalTypes.formUnion(global)
      var rest = request
      rest.values = request.values.filter { !global.contains($0.key) }
      guard rejected.isEmpty else { return copyWriteFailed(rest, .keysRejected(rejected)) }
      wiki.values?.merge(rest.values) { _, saved in saved }
      if request.setsDefaultOffMarker, request.markerHolds(refused: []) { wiki.markerStored() }
      migration.end(.copied)
      return loadForScreen(force: true)
    case let error?:
      return copyWriteFailed(request, error)
    }
  }

  /// The spec wants a failed copy silent; a read shows what the new wiki really holds.
  mutating func copyWriteFailed(_ request: SaveRequest, _ error: WikiFailure) -> [Effect] {
    if case .keysRejected(let rejected) = error {
      // The wiki stored the rest of the copy: shown at once, so a failure of the read that
      // follows does not leave the old values on screen.
      wiki.values?.merge(request.values.filter { !rejected.contains($0.key) }) { _, saved in
        saved
      }
      if request.setsDefaultOffMarker, request.markerHolds(refused: rejected) {
        wiki.markerStored()
      }
    }
    if !error.isDefinite { saving.unconfirmed.formUnion(request.values.keys) }
    migration.end(.failed(error))
    return loadForScreen(force: true)
  }
}
