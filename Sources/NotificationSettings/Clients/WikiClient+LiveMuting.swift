import MediaWikiAPI

// The live client's side of Echo's mute lists: read with the screen's read (their names in ONE
// more request, only when a list holds anything), and changed with one write each.

/// The mute lists of the account `info` read, named: nil for an anonymous or temporary session
/// and on a wiki without Echo's options. The ids come with the read; their names cost ONE more
/// request for both lists together, only when either holds anything. Names are what the screen
/// shows, not what mutes: when they cannot be read, the entries show their ids.
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
  func listed(_ list: MuteList, global: Bool) -> MutedList {
    MutedList(
      kind: list.kind,
      entries: list.ids.map { MutedEntry(id: $0, name: names[list.kind]?[$0]) }, isGlobal: global)
  }
  // Where choices are global, so is the accounts list (one list for every wiki), unless this
  // wiki keeps a local exception of it. Page ids are this wiki's own: the pages list is global
  // only where the person made it so on the web (then only a global write changes it).
  let usersException =
    info.options[MuteListKind.users.optionName + "-local-exception"]?.isOn ?? false
  return MutedLists(
    users: listed(
      users, global: users.isGlobal || (info.offersGlobalPreferences && !usersException)),
    pages: listed(pages, global: pages.isGlobal))
}

/// One change of a mute list. Adding checks the names first (ONE read: Echo's own module
/// answers `success` for an unknown name and mutes the person's own account), then writes; a
/// refusal writes nothing. A local list is changed with ONE `action=echomute` (Echo adds and
/// removes on what the wiki holds: nothing changed on the web is lost). A global list has no
/// such module: it is read fresh (ONE read) and written whole with ONE `action=globalpreferences`,
/// with the change applied to what the fresh read found, so a change made on the web since the
/// screen's read is kept (MediaWiki has no conditional write: a change landing between that read
/// and the write, a second apart, is the one case it cannot keep). Round trips: add locally 2,
/// add globally 2 (the check and the fresh read travel together: 3 requests), remove locally 1,
/// remove globally 2.
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

/// A fresh read of the account's options and global preferences, its failure kept as a value
/// (it travels beside another request).
private func readAccountAgain(_ client: MediaWikiClient) async -> Result<UserInfo, WikiFailure> {
  do {
    return .success(try await client.loadAccount(titles: .none))
  } catch {
    return .failure(WikiFailure(error))
  }
}
