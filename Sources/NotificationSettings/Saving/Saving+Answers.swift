// The wiki's answer to the screen's save (a language copy's is the copy's own:
// `Migration+Copy.swift`).
extension Saving {
  /// The answer of `request`, the screen's save just taken out of flight.
  mutating func saveFinished(
    _ request: SaveRequest, error: WikiFailure?, _ context: Context,
    wiki: inout SettingsFeature.Wiki, said: inout Announcements, delegates: inout [Delegate]
  ) -> [Effect] {
    guard let error else { return saved(request, context, wiki: &wiki, said: &said) }
    if error == .notLoggedIn {
      delegates.append(.sessionEnded)
      return []
    }
    if case .globallyOverridden(let global, let rejected) = error {
      return globalOptionsIgnored(
        request, global, rejected: rejected, context, wiki: &wiki, said: &said,
        delegates: &delegates)
    }
    guard error.isDefinite else {
      // The wiki may or may not hold the request: only a fresh read tells.
      self.error = SaveError(outcome: .outcomeUnknown, failure: error)
      unconfirmed.formUnion(request.values.keys)
      said.say(.saveOutcomeUnknown, .assertive)
      delegates.append(.reload)
      return []
    }
    return refused(request, error, context, wiki: &wiki, said: &said)
  }

  /// The wiki holds the whole request.
  mutating func saved(
    _ request: SaveRequest, _ context: Context, wiki: inout SettingsFeature.Wiki,
    said: inout Announcements
  ) -> [Effect] {
    wiki.stored(request.values, of: request, refused: nil)
    if request.kind == .toggles {
      error = nil
      said.say(.saved, .polite)
    }
    return sendUnsent(context, wiki: wiki)
  }

  /// The wiki refused (some of) a save of the person's choices or of the first-login reset:
  /// the banner and the announcement name what fell back to the wiki's values.
  mutating func refused(
    _ request: SaveRequest, _ failure: WikiFailure, _ context: Context,
    wiki: inout SettingsFeature.Wiki, said: inout Announcements
  ) -> [Effect] {
    // Types carried along only keep the wiki's value, which the screen already shows: their
    // failure reverts and names nothing (the next save carries them again).
    var failed = request.kind == .defaultOff ? request.values.keys.sorted() : request.chosenTypes
    if case .keysRejected(let rejected) = failure {
      // The wiki stored the rest of the request, and the marker with it only where it may stand
      // (a reset refused in part has it withdrawn: the next login tries again).
      failed = failed.filter(rejected.contains)
      if failed.isEmpty {
        return saved(request.leavingOut(rejected), context, wiki: &wiki, said: &said)
      }
      wiki.stored(
        request.values.filter { !rejected.contains($0.key) }, of: request, refused: rejected)
    }
    // A failed toggle the person has not changed since falls back to the wiki's value by
    // itself (nothing unsent covers it); one changed since keeps the newer choice, sent next.
    let reverted = failed.filter { unsent[$0] == nil }
    let superseded = failed.filter { unsent[$0] != nil }
    if request.kind == .defaultOff {
      error = SaveError(outcome: .defaultsNotApplied, failure: failure)
      said.say(.defaultsNotApplied(failure), .assertive)
    } else if !reverted.isEmpty {
      error = SaveError(
        outcome: .reverted(reverted), failure: failure,
        retry: request.values.filter { reverted.contains($0.key) })
      said.say(.saveFailedReverted(reverted, failure), .assertive)
    } else {
      error = SaveError(outcome: .superseded(superseded), failure: failure)
      said.say(.saveFailedSuperseded(superseded, failure), .assertive)
    }
    return sendUnsent(context, wiki: wiki)
  }

  /// A save met `global-option-ignored`: since the read, these types were set in the person's
  /// global preferences elsewhere, and the wiki kept their global value. That is not the
  /// person's failure: their choice of a type stays on screen, the account is read again (the
  /// rows then say the choice applies on every wiki), and the choice is written globally after
  /// the read. The first-login reset leaves a global choice as it is.
  mutating func globalOptionsIgnored(
    _ request: SaveRequest, _ global: Set<NotificationType>, rejected: Set<NotificationType>,
    _ context: Context, wiki: inout SettingsFeature.Wiki, said: inout Announcements,
    delegates: inout [Delegate]
  ) -> [Effect] {
    wiki.madeGlobal(global)
    // Taken before the refusal below may send (and clear) the unsent choices.
    let changedSince = Set(unsent.keys)
    let rest = request.leavingOut(global)
    var effects: [Effect] = []
    if rejected.isEmpty, request.kind == .toggles, !rest.chosenTypes.isEmpty,
      global.isDisjoint(with: request.chosenTypes)
    {
      // Only carried values were left as set elsewhere, and the person's choices landed: said
      // as any save is (with a choice of theirs sent again after the read, that save says it).
      effects = saved(rest, context, wiki: &wiki, said: &said)
    } else if rejected.isEmpty {
      wiki.stored(rest.values, of: request, refused: [])
    } else {
      // The types the wiki refused outright fail as any refusal does.
      effects = refused(rest, .keysRejected(rejected), context, wiki: &wiki, said: &said)
    }
    if request.kind == .toggles {
      // A type tapped again since keeps the newer choice (sent, or equal to the wiki's). A
      // carried type was never the person's choice here: the value set elsewhere stands.
      for type in global where !changedSince.contains(type) && !request.carried.contains(type) {
        unsent[type] = request.values[type]
      }
    }
    // A read in flight may predate the global change, so another follows it.
    delegates.append(.reload)
    return effects
  }
}
