import MediaWikiAPI

// The live client's side of Echo's mute lists: read with the screen's read (their names in one
// more request per 50 ids of each list, only when a list holds anything), and changed with one
// write each.

/// The mute lists of the account `info` read, named: nil for an anonymous or temporary session
/// and on a wiki without Echo's options. The ids come with the read; their names cost one more
/// request per 50 ids of each list (both lists together), only when either holds anything. Names
/// are what the screen shows, not what mutes: when they cannot be read, the entries show their
/// ids.
func readMutedLists(_ info: UserInfo, with client: MediaWikiClient) async -> MutedLists? {
  guard !info.isAnonymous, !info.isTemporary,
    info.options.keys.contains(where: { NotificationType(optionName: $0) != nil })
  else { return nil }
  let users = info.muteList(.users)
  let pages = info.muteList(.pages)
  var names: [MuteListKind: [Int: String]] = [:]
  if !users.ids.isEmpty || !pages.ids.isEmpty,
    let read = try? await client.muteListNames(userIDs: users.ids, pageIDs: pages.ids)
  {
    for target in read.found {
      switch target {
      case .user(let name, let id): names[.users, default: [:]][id] = name
      case .page(let title, let id): names[.pages, default: [:]][id] = title
      }
    }
  }
  // A list is global only where it is in the global preferences already (and not a local
  // exception on this wiki): the app never makes a local list global, even where choices are
  // global. A global value overrides every wiki's own list, so the first global write would
  // replace the lists the person keeps on the other wikis, which this screen never showed
  // (people muted only on one of them would be unmuted there without a word).
  func listed(_ list: MuteList) -> MutedList {
    MutedList(
      kind: list.kind,
      entries: list.ids.map { MutedEntry(id: $0, name: names[list.kind]?[$0]) },
      isGlobal: list.isGlobal)
  }
  return MutedLists(users: listed(users), pages: listed(pages))
}

/// One change of a mute list. Adding checks the names first (ONE read: Echo's own module
/// answers `success` for an unknown name and mutes the person's own account), then writes; a
/// refusal writes nothing. A local list is changed with ONE `action=echomute` (Echo adds and
/// removes on what the wiki holds: nothing changed on the web is lost). A global list has no
/// such module: it is read fresh (ONE read) and written whole with ONE `action=globalpreferences`,
/// with the change applied to what the fresh read found, so a change made on the web since the
/// screen's read is kept (MediaWiki has no conditional write: a change landing between that read
/// and the write, a second apart, is the one case it cannot keep). Echo's module also answers
/// `success` when it skips a name it no longer knows (an account renamed, a page moved since the
/// read), so a local removal is confirmed by a fresh read of the list (`confirmedUnmute`). Round
/// trips: add locally 2, add globally 2 (the check and the fresh read travel together: 3
/// requests), remove locally 2 (5 when a name changed since the read), remove globally 2.
func writeMuteList(_ write: MuteWrite, with client: MediaWikiClient) async throws(WikiFailure)
  -> MuteWriteOutcome
{
  let kind = write.change.kind
  // A global list's fresh read travels with the names' check: two requests, one round trip.
  async let freshRead = write.isGlobal ? readAccountAgain(client) : nil
  let entries: [MutedEntry]
  switch write.change {
  case .mute(_, let names):
    let checked = try await mapped { () throws(APIError) in
      try await client.muteTargets(
        userNames: kind == .users ? names : [], pageTitles: kind == .pages ? names : [],
        ownName: kind == .users ? write.userName : nil)
    }
    guard checked.refusals.isEmpty else {
      _ = await freshRead
      return .refused(checked.refusals)
    }
    entries = checked.targets.map { MutedEntry(id: $0.id, name: $0.name) }
  case .unmute(_, let removed):
    entries = removed
  }
  let isMute = if case .mute = write.change { true } else { false }
  guard let fresh = await freshRead else {
    let named = entries.compactMap(\.name)
    // Echo's module takes names: an id the wiki no longer names cannot be removed here.
    guard named.count == entries.count else {
      throw .apiError(code: "unnamed-entry", info: "an entry the wiki no longer names")
    }
    try await mapped { () throws(APIError) in
      try await client.echoMute(
        kind, mute: isMute ? named : [], unmute: isMute ? [] : named, assertUser: write.userName)
    }
    // The names of an addition were checked a moment ago; a removal's are the screen's read's.
    guard isMute else { return try await confirmedUnmute(entries, write, with: client) }
    return .written(entries, changedSinceRead: false)
  }
  let info = try fresh.get()
  // A read that no longer names the account finds the session gone.
  guard !info.isAnonymous, info.name == write.userName else { throw .notLoggedIn }
  let name = kind.optionName
  let held = MuteList(
    kind: kind, value: info.globalPreferences[name] ?? info.options[name], isGlobal: true)
  var ids = held.ids
  if isMute {
    for entry in entries where !ids.contains(entry.id) { ids.append(entry.id) }
  } else {
    let removed = Set(entries.map(\.id))
    ids.removeAll { removed.contains($0) }
  }
  try await mapped { () throws(APIError) in
    try await client.setGlobalMuteList(kind, ids: ids, assertUser: write.userName)
  }
  return .written(entries, changedSinceRead: Set(held.ids) != Set(write.idsAsRead))
}

/// What a local removal of `entries` (by the names the screen read) did, as a fresh read of the
/// list finds it: Echo's module answers `success` even when it skips a name it no longer knows.
/// An entry still held is named afresh by its id and removed once more when its name changed
/// (an account renamed, a page moved); what the wiki still holds after that is not said
/// "unmuted": only the entries the list no longer holds are written, and the list is read again;
/// when none was removed, the removal fails with `unmute-skipped` (nothing changed).
func confirmedUnmute(_ entries: [MutedEntry], _ write: MuteWrite, with client: MediaWikiClient)
  async throws(WikiFailure) -> MuteWriteOutcome
{
  let kind = write.change.kind
  var held = try await heldIDs(kind, write.userName, with: client)
  var renamedEntries: [Int: String] = [:]
  let stale = entries.filter { held.contains($0.id) }
  if !stale.isEmpty {
    let ids = stale.map(\.id)
    // The names and the second removal only help: when they fail, the first read stands.
    let fresh = try? await client.muteListNames(
      userIDs: kind == .users ? ids : [], pageIDs: kind == .pages ? ids : [])
    for target in fresh?.found ?? []
    where stale.contains(where: { $0.id == target.id && $0.name != target.name }) {
      renamedEntries[target.id] = target.name
    }
    let renamed = stale.compactMap { renamedEntries[$0.id] }
    if !renamed.isEmpty,
      (try? await client.echoMute(kind, mute: [], unmute: renamed, assertUser: write.userName))
        != nil
    {
      held = try await heldIDs(kind, write.userName, with: client)
    }
  }
  // Said by the names the wiki gives them now.
  let removed = entries.filter { !held.contains($0.id) }.map {
    MutedEntry(id: $0.id, name: renamedEntries[$0.id] ?? $0.name)
  }
  guard !removed.isEmpty else {
    throw .apiError(code: "unmute-skipped", info: "the wiki still holds every entry")
  }
  return .written(removed, changedSinceRead: removed.count != entries.count)
}

/// The ids this wiki's own `kind` list holds now: ONE read of the account's options, which must
/// still be `userName`'s. Read after a removal the wiki answered: a read that fails leaves its
/// outcome unknown (only a later read tells).
private func heldIDs(_ kind: MuteListKind, _ userName: String, with client: MediaWikiClient)
  async throws(WikiFailure) -> Set<Int>
{
  let info: UserInfo
  switch await readAccountAgain(client) {
  case .success(let read): info = read
  case .failure(.notLoggedIn): throw .notLoggedIn
  case .failure(let failure):
    throw .outcomeUnknown(detail: "the removal was answered; reading it back failed: \(failure)")
  }
  guard !info.isAnonymous, info.name == userName else { throw .notLoggedIn }
  return Set(info.muteList(kind).ids)
}

/// A fresh read of the account's options and global preferences, its failure kept as a value
/// (it travels beside another request).
private func readAccountAgain(_ client: MediaWikiClient) async -> Result<UserInfo, WikiFailure> {
  do {
    return .success(try await client.loadAccount(titles: .none))
  } catch {
    return .failure(WikiFailure(error))
  }
}
