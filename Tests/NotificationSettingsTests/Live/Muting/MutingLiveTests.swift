import Foundation
import MediaWikiAPI
import TestSupport
import Testing

@testable import NotificationSettings

/// Echo's mute lists through the store with the LIVE client on the real test wikis: every write
/// read back from the server, every request counted, every outcome heard once.
// Serialized: the wikis keep their data in SQLite (see RealEchoLiveRunnerTests).
@Suite("Mute lists through the store, on the real test wikis", .serialized)
@MainActor
struct MutingLiveTests {
  let wiki: TestWiki
  init() throws { wiki = try TestWiki.load() }

  /// A logged-in screen of `language`, its requests recorded, faults only where a test owes them.
  struct Rig {
    let account: TestWiki.Account
    let faults: FaultyTransport
    let sent: RecordingTransport
    let client: MediaWikiClient
    let store: SettingsStore

    /// The `action` of every request since the last reset.
    var actions: [String] { sent.requests.map(\.action) }

    /// The announcements heard since the last time, delivered.
    @discardableResult
    @MainActor
    func heard() -> [Announcement.Message] {
      let heard = store.state.announcements
      for announcement in heard { store.send(.announcementDelivered(id: announcement.id)) }
      return heard.map(\.message)
    }
  }

  func rig(
    _ given: TestWiki.Account? = nil, on site: TestWiki.Site? = nil
  ) async throws -> Rig {
    let site = site ?? wiki.en
    let account: TestWiki.Account
    if let given {
      account = given
    } else {
      account = try await wiki.freshAccount(prefix: "Muting")
    }
    let faults = FaultyTransport(seed: 45, rate: 0)
    let sent = RecordingTransport(base: faults)
    let client = MediaWikiClient(
      apiURL: site.apiURL, userAgent: TestWiki.userAgent, transport: sent)
    let login = try await client.clientLogin(username: account.name, password: account.password)
    guard case .success = login else {
      throw TestWiki.Unavailable(description: "login of \(account.name) failed: \(login)")
    }
    let store = SettingsStore(
      configuration: SettingsConfiguration(pushTopic: "org.wikimedia.wikipedia"),
      language: WikiLanguage(rawValue: site.language),
      clients: .realWikis(
        sessions: WikiSessions { _ in client }, permission: .denied, grantsRequest: false,
        token: { "45" + UUID().uuidString }))
    sent.reset()
    store.send(.appeared)
    await store.settle()
    let rig = Rig(account: account, faults: faults, sent: sent, client: client, store: store)
    rig.heard()
    return rig
  }

  /// The central id of `name`, as the wiki names it.
  func centralID(_ name: String) async throws -> Int {
    let checked = try await wiki.client(wiki.en).muteTargets(
      userNames: [name], pageTitles: [], ownName: nil)
    return try #require(checked.targets.first?.id)
  }

  /// The global muted-users list as the server holds it.
  func globalUsers(of account: TestWiki.Account) async throws -> [Int] {
    let value = try await wiki.readGlobalPreferences(of: account)[MuteListKind.users.optionName]
    return MuteList(kind: .users, value: value.map(OptionValue.string), isGlobal: true).ids
  }

  /// The muted-users list `site` holds for `account`, as a read there finds it.
  func users(of account: TestWiki.Account, on site: TestWiki.Site) async throws -> [Int] {
    let held = try await wiki.readOptions(of: account, on: site)[MuteListKind.users.optionName]
    return MuteList(kind: .users, value: held, isGlobal: false).ids
  }

  /// Where choices are global but the accounts list is not in the global preferences, the list
  /// is this wiki's own: muted with Echo's module here, nothing global written, and another
  /// wiki's own list (which the screen never showed) still applies there.
  @Test func aListNotYetGlobalIsChangedOnThisWikiOnlyAndOtherWikisKeepTheirOwn() async throws {
    let account = try await wiki.freshAccount(prefix: "Muting")
    let third = try await wiki.freshAccount(prefix: "Mutethird")
    // On de's web: the third account muted there only.
    try await wiki.loggedInClient(wiki.de, as: account).echoMute(
      .users, mute: [third.name], unmute: [], assertUser: account.name)
    let thirdID = try await centralID(third.name)
    let rig = try await rig(account)
    // Empty lists: the screen's one read, nothing more; this wiki's own, said so.
    #expect(rig.actions == ["query"])
    #expect(rig.store.state.wiki.offersGlobalPreferences)
    #expect(
      rig.store.state.muting.lists
        == MutedLists(users: MutedList(kind: .users), pages: MutedList(kind: .pages)))
    #expect(rig.store.screen.muted?.rows.first?.scope == "Applies on this wiki only")
    rig.sent.reset()
    rig.store.send(.muteRequested(.users, names: [wiki.otherUser]))
    #expect(rig.store.state.muting.rows(.users).map(\.name) == [wiki.otherUser])
    await rig.store.settle()
    // The names' check, then the one write of this wiki's list.
    #expect(rig.actions == ["query", "echomute"])
    let other = try await centralID(wiki.otherUser)
    #expect(try await users(of: rig.account, on: wiki.en) == [other])
    #expect(try await users(of: rig.account, on: wiki.de) == [thirdID])
    #expect(try await globalUsers(of: rig.account) == [])
    #expect(
      rig.store.state.muting.lists?.users
        == MutedList(kind: .users, entries: [MutedEntry(id: other, name: wiki.otherUser)]))
    #expect(rig.heard() == [.muting(.muted(.users, [wiki.otherUser]))])

    // The unmute: Echo's module, then a read that finds the entry gone.
    rig.sent.reset()
    rig.store.send(.unmuteRequested(.users, ids: [other]))
    #expect(rig.store.state.muting.rows(.users).isEmpty)
    await rig.store.settle()
    #expect(rig.actions == ["echomute", "query"])
    #expect(try await users(of: rig.account, on: wiki.en) == [])
    #expect(try await users(of: rig.account, on: wiki.de) == [thirdID])
    #expect(rig.store.state.muting.lists?.users.entries == [])
    #expect(rig.heard() == [.muting(.unmuted(.users, [wiki.otherUser]))])
  }

  /// A list the web made global is one list for every wiki: written whole to the global
  /// preferences over a fresh read, and read back on every wiki.
  @Test func aGlobalListIsWrittenGloballyAndReadBackOnEveryWiki() async throws {
    let account = try await wiki.freshAccount(prefix: "Muting")
    let third = try await wiki.freshAccount(prefix: "Mutethird")
    let thirdID = try await centralID(third.name)
    // On the web: the list made global, holding the third account.
    try await wiki.setGlobalPreferences(
      [(MuteListKind.users.optionName, String(thirdID))], of: account, on: wiki.en)
    let rig = try await rig(account)
    // A name to resolve: the read and one request naming both lists.
    #expect(rig.actions == ["query", "query"])
    #expect(
      rig.store.state.muting.lists
        == MutedLists(
          users: MutedList(
            kind: .users, entries: [MutedEntry(id: thirdID, name: third.name)], isGlobal: true),
          pages: MutedList(kind: .pages)))
    #expect(rig.store.screen.muted?.rows.first?.scope == "Applies on every wiki")
    rig.sent.reset()
    rig.store.send(.muteRequested(.users, names: [wiki.otherUser]))
    await rig.store.settle()
    // The names' check and the fresh read (together), then the one write.
    #expect(rig.actions.sorted() == ["globalpreferences", "query", "query"])
    #expect(rig.actions.last == "globalpreferences")
    let other = try await centralID(wiki.otherUser)
    #expect(try await globalUsers(of: rig.account) == [thirdID, other])
    for site in [wiki.en, wiki.de] {
      #expect(try await users(of: rig.account, on: site) == [thirdID, other], "\(site)")
    }
    #expect(rig.heard() == [.muting(.muted(.users, [wiki.otherUser]))])

    // The unmute: a fresh read and the one write; the server holds the third account alone.
    rig.sent.reset()
    rig.store.send(.unmuteRequested(.users, ids: [other]))
    await rig.store.settle()
    #expect(rig.actions == ["query", "globalpreferences"])
    #expect(try await globalUsers(of: rig.account) == [thirdID])
    #expect(
      rig.store.state.muting.lists?.users.entries == [MutedEntry(id: thirdID, name: third.name)])
    #expect(rig.heard() == [.muting(.unmuted(.users, [wiki.otherUser]))])
  }

  @Test func anUnknownNameAndTheOwnNameWriteNothingAndAreSaidOnce() async throws {
    let rig = try await rig()
    rig.sent.reset()
    let nobody = "Nobody muting \(UUID().uuidString.prefix(8))"
    rig.store.send(.muteRequested(.users, names: [nobody]))
    await rig.store.settle()
    // The check alone (the list is this wiki's own: no fresh read): nothing written.
    #expect(rig.actions == ["query"])
    #expect(rig.heard() == [.muting(.refused([.noSuchUser(nobody)]))])
    #expect(rig.store.state.muting.rows(.users).isEmpty)

    rig.sent.reset()
    let own = rig.account.name.prefix(1).lowercased() + rig.account.name.dropFirst()
    rig.store.send(.muteRequested(.users, names: [own]))
    await rig.store.settle()
    // Refused before any request.
    #expect(rig.actions == [])
    #expect(rig.heard() == [.muting(.refused([.ownAccount(own)]))])
    #expect(try await globalUsers(of: rig.account) == [])
    let local = try await wiki.readOptions(of: rig.account, on: wiki.en)[
      MuteListKind.users.optionName]
    #expect(MuteList(kind: .users, value: local, isGlobal: false).ids == [])
  }

  @Test func aTemporaryAccountIsRefusedBeforeAnyRequest() async throws {
    let sent = RecordingTransport()
    let (client, name) = try await wiki.temporaryAccountClient(wiki.en, transport: sent)
    let store = SettingsStore(
      configuration: SettingsConfiguration(pushTopic: "org.wikimedia.wikipedia"),
      language: "en",
      clients: .realWikis(
        sessions: WikiSessions { _ in client }, permission: .denied, grantsRequest: false,
        token: { "45" + UUID().uuidString }))
    store.send(.appeared)
    await store.settle()
    #expect(store.state.session.temporaryAccountName == name)
    #expect(store.state.muting.lists == nil)
    for announcement in store.state.announcements {
      store.send(.announcementDelivered(id: announcement.id))
    }
    sent.reset()
    store.send(.muteRequested(.users, names: [wiki.otherUser]))
    await store.settle()
    #expect(sent.requests.isEmpty)
    #expect(
      store.state.announcements.map(\.message) == [.muting(.refused([.temporaryAccount]))])
  }

  @Test func aFailedWriteIsTakenBackAndSaidAndTheServerHoldsNothing() async throws {
    let rig = try await rig()
    rig.faults.owe([(action: "echomute", fault: .dropBeforeSend)])
    rig.store.send(.muteRequested(.users, names: [wiki.otherUser]))
    await rig.store.settle()
    let heard = rig.heard()
    #expect(heard.count == 1)
    guard case .muting(.failed(.mute(.users, [wiki.otherUser]), .unreachable)) = heard.first else {
      Issue.record("heard \(heard)")
      return
    }
    #expect(rig.store.state.muting.rows(.users).isEmpty)
    #expect(rig.store.state.muting.pending.isEmpty)
    #expect(try await users(of: rig.account, on: wiki.en) == [])
    #expect(try await globalUsers(of: rig.account) == [])
  }

  @Test func aListChangedOnTheWebSinceTheReadIsKeptAndShown() async throws {
    let account = try await wiki.freshAccount(prefix: "Muting")
    let third = try await wiki.freshAccount(prefix: "Mutethird")
    let fourth = try await wiki.freshAccount(prefix: "Mutefourth")
    let other = try await centralID(wiki.otherUser)
    let thirdID = try await centralID(third.name)
    let fourthID = try await centralID(fourth.name)
    // On the web: the list made global, holding the third account; the screen reads it.
    try await wiki.setGlobalPreferences(
      [(MuteListKind.users.optionName, String(thirdID))], of: account, on: wiki.en)
    let rig = try await rig(account)
    // On the web, behind the open screen: Other muted too.
    try await wiki.setGlobalPreferences(
      [(MuteListKind.users.optionName, "\(thirdID)\n\(other)")], of: account, on: wiki.en)
    rig.sent.reset()
    rig.store.send(.muteRequested(.users, names: [fourth.name]))
    await rig.store.settle()
    // Check and fresh read, the write, then the screen reads again (and names the list).
    #expect(rig.actions.prefix(3).sorted() == ["globalpreferences", "query", "query"])
    #expect(Array(rig.actions.dropFirst(3)) == ["query", "query"])
    #expect(try await globalUsers(of: rig.account) == [thirdID, other, fourthID])
    #expect(
      rig.store.state.muting.rows(.users).map(\.name) == [third.name, wiki.otherUser, fourth.name])
    #expect(rig.heard() == [.muting(.muted(.users, [fourth.name]))])
  }

  /// A page moved since the screen's read: Echo's module takes the old title (now a redirect's)
  /// and answers `success` without removing anything; the read back finds the page held, names
  /// it afresh by its id and removes it by its new title, said by it, and the server holds none.
  @Test func aLocalUnmuteOfAPageMovedSinceTheReadRemovesItByItsNewTitle() async throws {
    let rig = try await rig()
    let title = "Mute moved \(rig.account.name)"
    let moved = "\(title) (moved)"
    try await wiki.edit(title, text: "A page to mute, then move.", using: rig.client)
    rig.store.send(.muteRequested(.pages, names: [title]))
    await rig.store.settle()
    #expect(rig.heard() == [.muting(.muted(.pages, [title]))])
    let id = try #require(rig.store.state.muting.lists?.pages.entries.first?.id)
    // On the web, behind the open screen: the page moved (its id goes with it).
    let move = APIRequest(
      method: .post, parameters: [("action", "move"), ("from", title), ("to", moved)],
      token: .csrf)
    _ = try await rig.client.perform(move, as: MoveBody.self)
    rig.sent.reset()
    rig.store.send(.unmuteRequested(.pages, ids: [id]))
    await rig.store.settle()
    // The removal by the old title, the read back, the new title, the removal by it, the read.
    #expect(rig.actions == ["echomute", "query", "query", "echomute", "query"])
    #expect(rig.sent.requests.first?.parameters["unmute"] == title)
    #expect(rig.sent.requests[3].parameters["unmute"] == moved)
    let held = try await wiki.readOptions(of: rig.account, on: wiki.en)[
      MuteListKind.pages.optionName]
    #expect(MuteList(kind: .pages, value: held, isGlobal: false).ids == [])
    #expect(rig.store.state.muting.lists?.pages.entries == [])
    #expect(rig.heard() == [.muting(.unmuted(.pages, [moved]))])
  }

  private struct MoveBody: Decodable {
    struct Move: Decodable { var to: String }
    var move: Move
  }
}
