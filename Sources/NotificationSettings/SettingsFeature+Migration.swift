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
    let (request, write) = makeSave(.migration, copy, as: userName)
    migration.step = .saving(request)
    return dropped + [write] + retryPendingUnsubscribe()
  }

  /// The spec wants a failed copy silent; a read shows what the new wiki really holds.
  mutating func migrationSaveFailed(_ request: SaveRequest, _ error: WikiFailure) -> [Effect] {
    if case .keysRejected(let rejected) = error {
      // The wiki stored the rest of the copy: shown at once, so a failure of the read that
      // follows does not leave the old values on screen.
      wiki.values?.merge(request.values.filter { !rejected.contains($0.key) }) { _, saved in
        saved
      }
      if request.setsDefaultOffMarker, request.markerHolds(refused: rejected) { markerStored() }
    }
    if !error.isDefinite { saving.unconfirmed.formUnion(request.values.keys) }
    migration.end(.failed(error))
    return loadForScreen(force: true)
  }
}
