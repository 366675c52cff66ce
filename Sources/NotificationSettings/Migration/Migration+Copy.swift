// The language copy as a child feature: ``reduce(into:action:context:)`` changes only
// ``Migration``, and tells its parent what to do through ``Migration/Delegate``s. The session and
// the ``Wiki`` are the parent's: the copy reports what its reads found, and applies what its
// write stored to the wiki its context holds (by the wiki's named changes), which the parent
// takes back.
extension Migration {
  typealias Effect = SettingsFeature.Effect
  /// What the copy's one entry returns: its effects, and its delegates for the parent.
  typealias Reduced = SettingsFeature.ChildResult<Delegate>

  /// What the parent asks of the copy.
  public enum Action: Equatable, Sendable {
    /// Start copying from `from` to the context's language, with the values the screen shows
    /// of the old wiki, if any.
    case start(from: WikiLanguage, known: [NotificationType: Bool]?)
    /// The answer of the copy's read in flight: of the old wiki, or of the new one.
    case loaded(Swift.Result<WikiSnapshot, WikiFailure>)
    /// Write these values to the context's wiki, as this account (the parent has adopted the
    /// new wiki's read).
    case write([NotificationType: Bool], as: String)
    /// The answer of the copy's write in flight.
    case writeFinished(error: WikiFailure?)
    /// Let go of the copy in progress, without an outcome.
    case reset
    /// What the copy tells the parent.
    case delegate(Delegate)
  }

  /// What the copy sees of the parent.
  struct Context: Equatable {
    /// The new wiki's language: the copy's target.
    var language: WikiLanguage
    /// The new wiki as the parent holds it; the parent takes back what the copy's write stored
    /// (by named changes) before hearing its delegates.
    var wiki: SettingsFeature.Wiki
  }

  /// The copy's one entry: applies `action` to the copy alone.
  static func reduce(into copy: inout Migration, action: Action, context: inout Context)
    -> Reduced
  {
    switch action {
    case .start(let from, let known):
      return Reduced(effects: copy.start(from: from, to: context.language, known: known))
    case .loaded(let result):
      switch copy.step {
      case .loadingSource?: return copy.sourceLoaded(result, target: context.language)
      case .loadingTarget?:
        return Reduced(delegates: copy.targetLoaded(result).map { [.targetRead($0, result)] } ?? [])
      case .saving?, nil:
        // The store never delivers the answer of a read let go of: only a test or a renderer's
        // stray event gets here.
        return Reduced()
      }
    case .write(let values, let userName):
      return Reduced(
        effects: copy.write(
          values, as: userName, language: context.language, wiki: context.wiki))
    case .writeFinished(let error):
      guard let request = copy.finish() else { return Reduced() }
      return Reduced(delegates: copy.writeFinished(request, error: error, wiki: &context.wiki))
    case .reset: return Reduced(effects: copy.reset())
    case .delegate: return Reduced()
    }
  }

  /// What the parent does after the copy's step.
  public enum Delegate: Equatable, Sendable {
    /// A read found no session: show the logged-out state.
    case sessionEnded
    /// The old wiki's read named this account: the parent takes it (another account than the
    /// one shown replaces it; the copy goes on for it).
    case accountNamed(String)
    /// The new wiki holds the copy: the parent sends the choices that waited for it.
    case copied
    /// The copy ended without writing (or failed): the screen reads the new wiki as it is.
    case readScreen
    /// The copy's write may or may not have landed: these values are unconfirmed until a read.
    case unconfirmed(Set<NotificationType>)
    /// The new wiki's read answered while the copy waited for it with these values: the parent
    /// takes its account, then has the copy write them.
    case targetRead([NotificationType: Bool], Swift.Result<WikiSnapshot, WikiFailure>)
  }

  /// Starts copying to `target`. Values the screen shows are copied after a read of the new wiki
  /// (its offered types and token); otherwise the old wiki is read first.
  private mutating func start(
    from source: WikiLanguage, to target: WikiLanguage, known: [NotificationType: Bool]?
  ) -> [Effect] {
    if let known {
      self = Migration(step: .loadingTarget(values: known))
      return [.loadForCopy(target)]
    }
    self = Migration(step: .loadingSource(from: source))
    return [.loadForCopy(source)]
  }

  /// The old wiki's read answered; `target` is the new wiki, read next.
  private mutating func sourceLoaded(
    _ result: Swift.Result<WikiSnapshot, WikiFailure>, target: WikiLanguage
  ) -> Reduced {
    guard case .loadingSource? = step else { return Reduced() }
    switch result {
    case .success(let snapshot):
      guard let userName = snapshot.userName else {
        step = nil
        return Reduced(delegates: [.sessionEnded])
      }
      guard !snapshot.isTemporaryAccount else {
        // A temporary account has no choices to copy: the screen reads the new wiki as it is.
        step = nil
        return Reduced(delegates: [.readScreen])
      }
      step = .loadingTarget(values: snapshot.values)
      return Reduced(effects: [.loadForCopy(target)], delegates: [.accountNamed(userName)])
    case .failure(.notLoggedIn):
      step = nil
      return Reduced(delegates: [.sessionEnded])
    case .failure(let failure):
      // Silent, as the spec asks: the screen shows the new wiki as it is.
      end(.failed(failure))
      return Reduced(delegates: [.readScreen])
    }
  }

  /// The new wiki's read answered: the values to copy, taken out of the copy's step (nil when
  /// the copy did not wait for it). A failed read ends the copy, silently.
  private mutating func targetLoaded(_ result: Swift.Result<WikiSnapshot, WikiFailure>)
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
  private mutating func write(
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
    let (request, write) = Saving.save(
      .toggles, copy, marker: !wiki.offersGlobalPreferences, as: userName, language: language,
      wiki: wiki)
    step = .saving(request)
    return [.saveCopy(language, write)]
  }

  /// The answer of the copy's write `request`, just taken out of flight. What the write did
  /// to the wiki is applied to it first, so the parent's next steps see it.
  private mutating func writeFinished(
    _ request: SaveRequest, error: WikiFailure?, wiki: inout SettingsFeature.Wiki
  ) -> [Delegate] {
    switch error {
    case nil:
      end(.copied)
      wiki.stored(request.values, of: request, refused: nil)
      return [.copied]
    case .notLoggedIn?:
      return [.sessionEnded]
    case .globallyOverridden(let global, let rejected)?:
      // Types made global elsewhere since the read kept their global value, which the copy
      // leaves alone; the rest is as any answer. A read shows the rows as global.
      let rest = request.leavingOut(global)
      wiki.madeGlobal(global)
      guard rejected.isEmpty else { return writeFailed(rest, .keysRejected(rejected), wiki: &wiki) }
      end(.copied)
      wiki.stored(rest.values, of: request, refused: [])
      return [.readScreen]
    case let error?:
      return writeFailed(request, error, wiki: &wiki)
    }
  }

  /// The spec wants a failed copy silent; a read shows what the new wiki really holds.
  private mutating func writeFailed(
    _ request: SaveRequest, _ error: WikiFailure, wiki: inout SettingsFeature.Wiki
  ) -> [Delegate] {
    if case .keysRejected(let rejected) = error {
      // The wiki stored the rest of the copy: shown at once, so a failure of the read that
      // follows does not leave the old values on screen.
      wiki.stored(
        request.values.filter { !rejected.contains($0.key) }, of: request, refused: rejected)
    }
    end(.failed(error))
    let unconfirmed: [Delegate] =
      error.isDefinite ? [] : [.unconfirmed(Set(request.values.keys))]
    return unconfirmed + [.readScreen]
  }
}
