// Echo's mute lists: naming what they hold, and muting and unmuting with one write each. Echo's
// `action=echomute` answers `success` whatever it did (an unknown name is skipped, the person's
// own name is muted, a list held globally is left unchanged), so the client checks names first
// and writes a global list through GlobalPreferences.
extension MediaWikiClient {
  /// The names of muted central user ids and the titles of muted page ids: ONE request for up
  /// to ``APIRequest/maxValuesPerParameter`` of each (both lists together), one more per such
  /// share beyond; none when both are empty.
  public func muteListNames(userIDs: [Int], pageIDs: [Int]) async throws(APIError)
    -> MuteListNames
  {
    var names = MuteListNames(found: [])
    var users = userIDs[...]
    var pages = pageIDs[...]
    let share = APIRequest.maxValuesPerParameter
    while !users.isEmpty || !pages.isEmpty {
      let request = APIRequest.muteListNames(
        userIDs: Array(users.prefix(share)), pageIDs: Array(pages.prefix(share)))
      users = users.dropFirst(share)
      pages = pages.dropFirst(share)
      let (body, _) = try await perform(request, as: MuteQueryBody.self)
      for user in body.query?.globalusers ?? [] {
        if user.missing != true, let name = user.name {
          names.found.append(
            .user(name: name.cleanedAccountName(), centralID: user.centralid))
        } else {
          names.missingUsers.append(user.centralid)
        }
      }
      for page in body.query?.pages ?? [] {
        if page.missing != true, page.invalid != true, let id = page.pageid, let title = page.title
        {
          names.found.append(.page(title: title.withoutControlCharacters(), pageID: id))
        } else if let id = page.pageid {
          names.missingPages.append(id)
        }
      }
    }
    return names
  }

  /// What `userNames` and `pageTitles` stand for, in ONE request (at most
  /// ``APIRequest/maxValuesPerParameter`` of each): the accounts and pages found, and a refusal
  /// for each name no account has, each invalid name, each account without a central id, the
  /// account `ownName` itself, and each title no page has.
  public func muteTargets(userNames: [String], pageTitles: [String], ownName: String?)
    async throws(APIError) -> (targets: [MuteTarget], refusals: [MuteRefusal])
  {
    let limit = APIRequest.maxValuesPerParameter
    guard userNames.count <= limit, pageTitles.count <= limit else {
      throw .invalidRequest("more than \(limit) names or titles in one mute")
    }
    var targets: [MuteTarget] = []
    var refusals: [MuteRefusal] = []
    // MediaWiki separates values with "|", which no name or title may hold.
    let users = userNames.filter { name in
      if name.contains("|") || name.trimmed().isEmpty {
        refusals.append(.invalidUserName(name.withoutControlCharacters()))
        return false
      }
      return true
    }
    let pages = pageTitles.filter { title in
      if title.contains("|") || title.trimmed().isEmpty {
        refusals.append(.invalidTitle(title.withoutControlCharacters()))
        return false
      }
      return true
    }
    if users.isEmpty && pages.isEmpty { return (targets, refusals) }
    let (body, _) = try await perform(
      .muteTargets(userNames: users, pageTitles: pages), as: MuteQueryBody.self)
    for user in body.query?.users ?? [] {
      let name = user.name.cleanedAccountName()
      if user.invalid == true {
        refusals.append(.invalidUserName(name))
      } else if user.missing == true {
        refusals.append(.noSuchUser(name))
      } else if let ownName, name == ownName {
        refusals.append(.ownAccount(name))
      } else if let id = Self.centralID(user.centralids) {
        targets.append(.user(name: name, centralID: id))
      } else {
        refusals.append(.noCentralAccount(name))
      }
    }
    for page in body.query?.pages ?? [] {
      let title = (page.title ?? "").withoutControlCharacters()
      if page.invalid == true {
        refusals.append(.invalidTitle(title))
      } else if page.missing == true || page.pageid == nil {
        refusals.append(.noSuchPage(title))
      } else if let id = page.pageid {
        targets.append(.page(title: title, pageID: id))
      }
    }
    return (targets, refusals)
  }

  /// The central id of `list=users`'s `centralids`: the wiki's central provider's (CentralAuth on
  /// Wikimedia), the local id only where that is the only provider (central ids are local ids
  /// there). Zero is no central id (an unattached account).
  static func centralID(_ ids: [String: Int]?) -> Int? {
    guard let ids else { return nil }
    let central = ids.filter { $0.key != "local" }
    let id = central.count == 1 ? central.first?.value : central.isEmpty ? ids["local"] : nil
    return id.flatMap { $0 > 0 ? $0 : nil }
  }

  /// Mutes `names` (accounts, or page titles for ``MuteListKind/pages``) in `list`, the list the
  /// load of `account` read: refused, writing nothing, when any name is refused (see
  /// ``muteTargets(userNames:pageTitles:ownName:)``) or the account is temporary; otherwise one
  /// write: `action=echomute` for a local list, the whole list through GlobalPreferences for a
  /// global one. Two requests: the names, then the write.
  public func mute(_ names: [String], in list: MuteList, account: UserInfo)
    async throws(APIError) -> MuteOutcome
  {
    guard !account.isTemporary, !account.isAnonymous else { return .refused([.temporaryAccount]) }
    let (targets, refusals) =
      list.kind == .users
      ? try await muteTargets(userNames: names, pageTitles: [], ownName: account.name)
      : try await muteTargets(userNames: [], pageTitles: names, ownName: nil)
    guard refusals.isEmpty else { return .refused(refusals) }
    var after = list
    for target in targets where !after.ids.contains(target.id) { after.ids.append(target.id) }
    try await write(list, after: after, mute: targets.map(\.name), unmute: [], as: account.name)
    return .written(after)
  }

  /// Unmutes `targets` (as ``muteListNames(userIDs:pageIDs:)`` named them) in `list`, the list
  /// the load of `account` read: ONE write, `action=echomute` for a local list, the whole list
  /// without them through GlobalPreferences for a global one.
  public func unmute(_ targets: [MuteTarget], in list: MuteList, account: UserInfo)
    async throws(APIError) -> MuteOutcome
  {
    guard !account.isTemporary, !account.isAnonymous else { return .refused([.temporaryAccount]) }
    var after = list
    let removed = Set(targets.map(\.id))
    after.ids.removeAll { removed.contains($0) }
    try await write(list, after: after, mute: [], unmute: targets.map(\.name), as: account.name)
    return .written(after)
  }

  /// The one write of a mute or unmute.
  private func write(
    _ list: MuteList, after: MuteList, mute: [String], unmute: [String], as account: String
  ) async throws(APIError) {
    if list.isGlobal {
      try await setGlobalMuteList(list.kind, ids: after.ids, assertUser: account)
    } else {
      guard !mute.isEmpty || !unmute.isEmpty else { return }
      try await echoMute(list.kind, mute: mute, unmute: unmute, assertUser: account)
    }
  }

  /// ONE `action=globalpreferences` write of the whole `kind` list as `ids`, only on
  /// `assertUser`: the one way to change a list held globally (read it fresh first: the write
  /// replaces what is there).
  public func setGlobalMuteList(_ kind: MuteListKind, ids: [Int], assertUser: String)
    async throws(APIError)
  {
    let (body, _) = try await perform(
      .setGlobalMuteList(kind, ids: ids, assertUser: assertUser), as: GlobalPreferencesBody.self)
    guard body.globalpreferences == "success" else {
      throw .unexpectedResponse(
        detail: "globalpreferences answered \(body.globalpreferences.withoutControlCharacters())")
    }
  }

  /// ONE `action=echomute` on this wiki's own `kind` list, only on `assertUser`: adds `mute`
  /// and removes `unmute` (names or titles; Echo skips ones it does not know, so check them
  /// first).
  public func echoMute(
    _ kind: MuteListKind, mute: [String], unmute: [String], assertUser: String
  ) async throws(APIError) {
    let (body, _) = try await perform(
      .echoMute(kind, mute: mute, unmute: unmute, assertUser: assertUser), as: EchoMuteBody.self)
    guard body.echomute == "success" else {
      throw .unexpectedResponse(
        detail: "echomute answered \(body.echomute.withoutControlCharacters())")
    }
  }
}
