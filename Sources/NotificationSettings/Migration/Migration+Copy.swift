// The language copy as a child feature: it changes only ``Migration`` and the ``Wiki`` it is
// handed, and tells its parent what to do through ``Migration/Output``s. Who holds the session
// is the parent's: the copy only reports what its reads found.
extension Migration {
  typealias Effect = SettingsFeature.Effect

  /// What the parent does after the copy's step.
  enum Output: Equatable {
    /// A read found no session: show the logged-out state.
    case sessionEnded
    /// The old wiki's read named this account: the parent takes it (another account than the
    /// one shown replaces it; the copy goes on for it).
    case accountNamed(String)
    /// The new wiki holds the copy: the parent sends what waited and may register.
    case copied
    /// The copy ended without writing (or failed): the screen reads the new wiki as it is.
    case readScreen
    /// The copy's write may or may not have landed: these values are unconfirmed until a read.
    case unconfirmed(Set<NotificationType>)
  }

  /// Starts copying to `target`. Values the screen shows are copied after a read of the new wiki
  /// (its offered types and token); otherwise the old wiki is read first.
  mutating func start(
    from source: WikiLanguage, to target: WikiLanguage, known: [NotificationType: Bool]?
  ) -> [Effect] {
    if let known {
      self = Migration(step: .loadingTarget(values: known))
      return [.load(target)]
    }
    self = Migration(step: .loadingSource(from: source))
    return [.load(source)]
  }

  /// The old wiki's read answered; `target` is the new wiki, read next.
  mutating func sourceLoaded(_ result: Result<WikiSnapshot, WikiFailure>, target: WikiLanguage)
    -> (effects: [Effect], outputs: [Output])
  {
    guard case .loadingSource? = step else { return ([], []) }
    switch result {
    case .success(let snapshot):
      guard let userName = snapshot.userName else {
        step = nil
        return ([], [.sessionEnded])
      }
      guard !snapshot.isTemporaryAccount else {
        // A temporary account has no choices to copy: the screen reads the new wiki as it is.
        step = nil
        return ([], [.readScreen])
      }
      step = .loadingTarget(values: snapshot.values)
      return ([.load(target)], [.accountNamed(userName)])
    case .failure(.notLoggedIn):
      step = nil
      return ([], [.sessionEnded])
    case .failure(let failure):
      // Silent, as the spec asks: the screen shows the new wiki as it is.
      end(.failed(failure))
      return ([], [.readScreen])
    }
  }

  /// The new wiki's read answered: the values to copy, taken out of the copy's step (nil when
  /// the copy did not wait for it). A failed read ends the copy, silently.
  mutating func targetLoaded(_ result: Result<WikiSnapshot, WikiFailure>)
    -> [NotificationType: Bool]?
  {
    guard case .loadingTarget(let values)? = step else { return nil }
    step = nil
    if case .failure(let failure) = result, failure != .notLoggedIn { end(.failed(failure)) }
    return values
  }

  /// Writes `values` to the new wiki the parent has adopted, as `userName`: only the types it
  /// offers, and none set globally (already the same on both wikis; only the person changes
  /// them). Where the new wiki offers global preferences, a type not global yet is written
  /// there, and a local exception locally. With nothing to write (every choice global), the
  /// copy is done: no effect.
  mutating func write(
    _ values: [NotificationType: Bool], as userName: String, language: WikiLanguage,
    wiki: SettingsFeature.Wiki
  ) -> [Effect] {
    let copy = values.filter { wiki.values?[$0.key] != nil && !wiki.globalTypes.contains($0.key) }
    guard !copy.isEmpty else {
      end(.copied)
      return []
    }
    // The copy is the person's choices: it carries the marker, so the new wiki is never reset
    // at a first login (where choices are global, no reset touches what the copy writes).
    let (request, write) = SettingsFeature.Saving.save(
      .toggles, copy, marker: !wiki.offersGlobalPreferences, as: userName, language: language,
      wiki: wiki)
    step = .saving(request)
    return [write]
  }

  /// The answer of the copy's write `request` (already taken out of flight).
  mutating func writeFinished(
    _ request: SaveRequest, error: WikiFailure?, wiki: inout SettingsFeature.Wiki
  ) -> [Output] {
    switch error {
    case nil:
      wiki.stored(request.values, of: request)
      end(.copied)
      return [.copied]
    case .notLoggedIn?:
      return [.sessionEnded]
    case .globallyOverridden(let global, let rejected)?:
      // Types made global elsewhere since the read kept their global value, which the copy
      // leaves alone; the rest is as any answer. A read shows the rows as global.
      wiki.globalTypes.formUnion(global)
      let rest = request.leavingOut(global)
      guard rejected.isEmpty else { return writeFailed(rest, .keysRejected(rejected), wiki: &wiki) }
      wiki.stored(rest.values, of: request, refused: [])
      end(.copied)
      return [.readScreen]
    case let error?:
      return writeFailed(request, error, wiki: &wiki)
    }
  }

  /// The spec wants a failed copy silent; a read shows what the new wiki really holds.
  private mutating func writeFailed(
    _ request: SaveRequest, _ error: WikiFailure, wiki: inout SettingsFeature.Wiki
  ) -> [Output] {
    if case .keysRejected(let rejected) = error {
      // The wiki stored the rest of the copy: shown at once, so a failure of the read that
      // follows does not leave the old values on screen.
      wiki.stored(
        request.values.filter { !rejected.contains($0.key) }, of: request, refused: rejected)
    }
    end(.failed(error))
    let unconfirmed: [Output] = error.isDefinite ? [] : [.unconfirmed(Set(request.values.keys))]
    return unconfirmed + [.readScreen]
  }
}
