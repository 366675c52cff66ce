import MediaWikiAPI

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The save of `write`: ONE `action=options` request for the local values and the marker (and
/// the marker's withdrawal when it may not stand), then ONE `action=globalpreferences` request
/// for the global values. The global write goes to GlobalPreferences' own module because core's
/// `action=options&global=update` turns a value equal to the default into a deletion of the
/// global row, after which every wiki falls back to its local value; the module stores the
/// value as given, so what the save reports is what a read of any wiki then returns.
func writeOptions(_ planned: OptionsWrite, with client: MediaWikiClient)
  async throws(WikiFailure)
{
  let carry = try await confirmCarried(planned, with: client)
  let write = planned.leavingOut(carry.leftOut)
  let local = write.localValues
  var outcome = LocalOutcome()
  if !local.isEmpty || write.setsDefaultOffMarker {
    outcome = try await writeLocalOptions(write, with: client)
  }
  var refused = outcome.refused
  let global = write.globalValues
  if !global.isEmpty {
    let values = global.keys.sorted().map { (name: $0.optionName, value: global[$0]!) }
    do {
      let result = try await mapped { () throws(APIError) in
        try await client.setGlobalPreferences(values, assertUser: write.userName)
      }
      refused.formUnion(result.rejected.keys.compactMap(NotificationType.init(optionName:)))
    } catch {
      // Nothing of the save was stored yet, or the session is gone, or the wiki may hold the
      // global values: the failure is the whole save's. Otherwise the local values landed and
      // only the global ones were refused.
      guard !local.isEmpty || write.setsDefaultOffMarker, error.isDefinite, error != .notLoggedIn
      else { throw error }
      refused.formUnion(global.keys)
    }
  }
  // Carried values that could not be confirmed are simply not carried this time (the next
  // global save carries them again); ones set or changed since make the screen read again.
  refused.formUnion(carry.unconfirmed)
  if !outcome.overridden.isEmpty || !carry.changedSince.isEmpty {
    throw .globallyOverridden(
      outcome.overridden.union(carry.setGlobally),
      rejected: refused.union(carry.changedSince.subtracting(carry.setGlobally)))
  }
  if !refused.isEmpty { throw .keysRejected(refused) }
  // Only the marker can be refused without a type: the values landed but "default-off was
  // applied" did not, so the outcome is neither success nor a clean failure.
  if outcome.markerRefused { throw .outcomeUnknown(detail: "default-off marker not stored") }
}

/// The carried values a fresh read did not confirm: they are left out of the write.
private struct CarryCheck {
  /// Carried types set in the person's global preferences since the screen's read.
  var setGlobally: Set<NotificationType> = []
  /// Carried types whose value here changed since the screen's read (those set globally too).
  var changedSince: Set<NotificationType> = []
  /// Carried types left out because the fresh read failed: nothing unconfirmed is carried.
  var unconfirmed: Set<NotificationType> = []

  /// Every carried type left out of the write.
  var leftOut: Set<NotificationType> { changedSince.union(unconfirmed) }
}

/// Confirms the values `write` carries into the global preferences against a fresh read, just
/// before the write: the screen's read may be minutes old, and a value the person set since (on
/// Special:GlobalPreferences, or on this wiki) must not be overwritten by one nobody chose here.
/// MediaWiki has no conditional write, so this is one read (userinfo's options and
/// `meta=globalpreferences`), only for a write that carries global values: the first global
/// save of an account whose choices are not all global yet. The first-login reset and the
/// language copy carry nothing here: their write follows their own read at once.
private func confirmCarried(_ write: OptionsWrite, with client: MediaWikiClient)
  async throws(WikiFailure) -> CarryCheck
{
  let carried = write.carriedGlobalValues
  guard !carried.isEmpty else { return CarryCheck() }
  let info: UserInfo
  do {
    info = try await mapped { () throws(APIError) in try await client.loadAccount(titles: .none) }
  } catch {
    // A session found gone ends the save as any request would; otherwise nothing unconfirmed
    // is carried, and the person's own choices still go out.
    if error == .notLoggedIn { throw error }
    return CarryCheck(unconfirmed: Set(carried.keys))
  }
  // A read that no longer names the account (anonymous: the session died, or another
  // account's) finds the session gone: the write naming the account would only be refused.
  guard !info.isAnonymous, info.name == write.userName else { throw .notLoggedIn }
  let fresh = WikiSnapshot(userInfo: info)
  var check = CarryCheck()
  for (type, value) in carried {
    if info.globalPreferences[type.optionName] != nil {
      check.setGlobally.insert(type)
      check.changedSince.insert(type)
    } else if fresh.values[type] != value || fresh.localExceptions.contains(type) {
      check.changedSince.insert(type)
    }
  }
  return check
}

/// What the local part of a save left unstored.
private struct LocalOutcome {
  /// Types the wiki refused.
  var refused: Set<NotificationType> = []
  /// Types left as they are because they are set globally (since the read).
  var overridden: Set<NotificationType> = []
  /// Whether the wiki refused the marker itself.
  var markerRefused = false
}

/// ONE `action=options` write of the local values and the marker, and the marker's withdrawal
/// when it may not stand.
private func writeLocalOptions(_ write: OptionsWrite, with client: MediaWikiClient)
  async throws(WikiFailure) -> LocalOutcome
{
  let marker = WikiSnapshot.defaultOffMarkerOption
  let local = write.localValues
  var values = local.keys.sorted().map { (name: $0.optionName, value: local[$0]!) }
  if write.setsDefaultOffMarker { values.append((name: marker, value: true)) }
  let result = try await mapped { () throws(APIError) in
    try await client.setOptions(values, assertUser: write.userName)
  }
  guard !result.allStored else { return LocalOutcome() }
  let refused = Set(result.rejected.keys.compactMap(NotificationType.init(optionName:)))
  let overridden = Set(
    result.globallyOverridden.keys.compactMap(NotificationType.init(optionName:)))
  if write.setsDefaultOffMarker, result.rejected[marker] == nil,
    !write.markerHolds(refused: refused)
  {
    // The marker landed in the same request as values the wiki refused: it would say "applied"
    // for a reset that did not hold, and the next login would never try again. MediaWiki has no
    // conditional write, so the marker is withdrawn at once (only in this failure case).
    do {
      _ = try await client.setOptions([(name: marker, value: false)], assertUser: write.userName)
    } catch {
      throw .outcomeUnknown(detail: "default-off marker stored but not withdrawn")
    }
  }
  return LocalOutcome(
    refused: refused, overridden: overridden,
    markerRefused: refused.isEmpty && overridden.isEmpty)
}
