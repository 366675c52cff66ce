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

  @Test func theScreenOpensInOneRequestAndAMuteIsWrittenGloballyAndReadBackOnEveryWiki()
    async throws
  {
    let rig = try await rig()
    // Empty lists: the screen's one read, nothing more; global, as the choices are.
    #expect(rig.actions == ["query"])
    #expect(
      rig.store.state.muting.lists
        == MutedLists(
          users: MutedList(kind: .users, isGlobal: true), pages: MutedList(kind: .pages)))
    rig.sent.reset()
    rig.store.send(.muteRequested(.users, names: [wiki.otherUser]))
    #expect(rig.store.state.muting.rows(.users).map(\.name) == [wiki.otherUser])
    await rig.store.settle()
    // The names' check and the fresh read (together), then the one write.
    #expect(rig.actions.sorted() == ["globalpreferences", "query", "query"])
    #expect(rig.actions.last == "globalpreferences")
    let other = try await centralID(wiki.otherUser)
    #expect(try await globalUsers(of: rig.account) == [other])
    for site in [wiki.en, wiki.de] {
      let held = try await wiki.readOptions(of: rig.account, on: site)[
        MuteListKind.users.optionName]
      #expect(MuteList(kind: .users, value: held, isGlobal: false).ids == [other], "\(site)")
    }
    #expect(
      rig.store.state.muting.lists?.users
        == MutedList(
          kind: .users, entries: [MutedEntry(id: other, name: wiki.otherUser)], isGlobal: true))
    #expect(rig.heard() == [.muting(.muted(.users, [wiki.otherUser]))])

    // Opened again with a name to resolve: the read and one request naming both lists.
    rig.sent.reset()
    rig.store.send(.retryTapped)
    await rig.store.settle()
    #expect(rig.actions == ["query", "query"])
    #expect(rig.store.state.muting.rows(.users).map(\.name) == [wiki.otherUser])

    // The unmute: a fresh read and the one write; the server holds an empty list.
    rig.sent.reset()
    rig.store.send(.unmuteRequested(.users, ids: [other]))
    #expect(rig.store.state.muting.rows(.users).isEmpty)
    await rig.store.settle()
    #expect(rig.actions == ["query", "globalpreferences"])
    #expect(try await globalUsers(of: rig.account) == [])
    #expect(rig.store.state.muting.lists?.users.entries == [])
    #expect(rig.heard() == [.muting(.unmuted(.users, [wiki.otherUser]))])
  }

  @Test func anUnknownNameAndTheOwnNameWriteNothingAndAreSaidOnce() async throws {
    let rig = try await rig()
    rig.sent.reset()
    let nobody = "Nobody muting \(UUID().uuidString.prefix(8))"
    rig.store.send(.muteRequested(.users, names: [nobody]))
    await rig.store.settle()
    // The check (and the global list's fresh read, which travels with it): nothing written.
    #expect(rig.actions == ["query", "query"])
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
    rig.faults.owe([(action: "globalpreferences", fault: .dropBeforeSend)])
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
    #expect(try await globalUsers(of: rig.account) == [])
  }

  @Test func aListChangedOnTheWebSinceTheReadIsKeptAndShown() async throws {
    let rig = try await rig()
    let third = try await wiki.freshAccount(prefix: "Mutethird")
    let other = try await centralID(wiki.otherUser)
    let thirdID = try await centralID(third.name)
    // On the web, behind the open screen: Other muted, globally.
    try await wiki.setGlobalPreferences(
      [(MuteListKind.users.optionName, String(other))], of: rig.account, on: wiki.en)
    rig.sent.reset()
    rig.store.send(.muteRequested(.users, names: [third.name]))
    await rig.store.settle()
    // Check and fresh read, the write, then the screen reads again (and names both).
    #expect(rig.actions.prefix(3).sorted() == ["globalpreferences", "query", "query"])
    #expect(Array(rig.actions.dropFirst(3)) == ["query", "query"])
    #expect(try await globalUsers(of: rig.account) == [other, thirdID])
    #expect(rig.store.state.muting.rows(.users).map(\.name) == [wiki.otherUser, third.name])
    #expect(rig.heard() == [.muting(.muted(.users, [third.name]))])
  }

  // MARK: What reaches the device

  @Test func aMuteThroughTheStoreStopsTheMutedAccountsMentionFromDeWhileAnothersArrives()
    async throws
  {
    let site = wiki.de
    let account = try await wiki.freshAccount(prefix: "Mutepush")
    let reader = try await wiki.loggedInClient(site, as: account)
    let rig = try await rig(account)
    // The account's welcome notification is pushed to whatever devices it has when the job
    // runs: sent first, on each wiki.
    try await EchoWitness.notification("welcome", readBy: rig.client).wait(after: [])
    try await wiki.runJobs(on: wiki.en)
    try await EchoWitness.notification("welcome", readBy: reader).wait(after: [])
    try await wiki.runJobs(on: site)
    let token = PushTestDevice.newToken()
    #expect(
      try await rig.client.createPushSubscription(
        deviceToken: token, topic: "org.wikimedia.wikipedia") == .created)

    // Muted on en, through the store: the list is global, so de follows it.
    rig.store.send(.muteRequested(.users, names: [wiki.otherUser]))
    await rig.store.settle()
    #expect(rig.heard() == [.muting(.muted(.users, [wiki.otherUser]))])
    let other = try await centralID(wiki.otherUser)
    #expect(try await globalUsers(of: account) == [other])

    let otherClient = wiki.client(site)
    let login = try await otherClient.clientLogin(
      username: wiki.otherUser, password: wiki.otherPassword)
    #expect(login == .success(userName: wiki.otherUser))
    let third = try await wiki.freshAccount(prefix: "Mutepushthird", on: [site])
    let thirdClient = try await wiki.loggedInClient(site, as: third)
    let anonymous = wiki.client(site)
    let page = "Talk:Mute store proof \(account.name)"
    let mention: @Sendable (MediaWikiClient, String) async throws -> Void = { client, heading in
      try await wiki.postNewSection(
        on: page, heading: heading,
        text: "[[User:\(account.name)|\(account.name)]], what do you think? ~~~~", using: client)
    }
    // Muted: Echo makes the event and notifies nobody of it.
    let muted = try await wiki.pushes(
      to: token, witnessedBy: .event("mention", by: wiki.otherUser, readBy: anonymous), on: site
    ) { try await mention(otherClient, "Muted") }
    #expect(muted.isEmpty, "\(muted)")
    // Another account's mention still arrives.
    let thirds = try await wiki.pushes(
      to: token, witnessedBy: .notification("mention", readBy: reader), on: site
    ) { try await mention(thirdClient, "Not muted") }
    #expect(thirds.map { $0.deviceTokens } == [[token]])

    // Unmuted through the store: Other's mention reaches the device again.
    rig.store.send(.unmuteRequested(.users, ids: [other]))
    await rig.store.settle()
    #expect(rig.heard() == [.muting(.unmuted(.users, [wiki.otherUser]))])
    #expect(try await globalUsers(of: account) == [])
    let unmuted = try await wiki.pushes(
      to: token, witnessedBy: .notification("mention", readBy: reader), on: site
    ) { try await mention(otherClient, "Unmuted") }
    #expect(unmuted.map { $0.deviceTokens } == [[token]])
    #expect(try wiki.recordedPushes(to: token).count == 2)
    _ = try await rig.client.deletePushSubscriptions(deviceTokens: [token])
  }

  @Test func aPageMuteThroughTheStoreStopsThatPagesLinkNotificationOnly() async throws {
    let site = wiki.de
    let account = try await wiki.freshAccount(prefix: "Mutepagestore", on: [site])
    let rig = try await rig(account, on: site)
    // A page list is this wiki's own (page ids are): written with Echo's module.
    #expect(rig.store.state.muting.lists?.pages.isGlobal == false)
    try await EchoWitness.notification("welcome", readBy: rig.client).wait(after: [])
    try await wiki.runJobs(on: site)
    let set = try await rig.client.setOptions(
      [("echo-subscriptions-push-article-linked", true)], assertUser: account.name)
    #expect(set.allStored)
    let muted = "Mute store linked A \(account.name)"
    let kept = "Mute store linked B \(account.name)"
    for page in [muted, kept] {
      try await wiki.edit(page, text: "A page the account created.", using: rig.client)
    }
    try await EchoWitness.notification("thank-you-edit", readBy: rig.client).wait(after: [])
    try await wiki.runJobs(on: site)
    let token = PushTestDevice.newToken()
    #expect(
      try await rig.client.createPushSubscription(
        deviceToken: token, topic: "org.wikimedia.wikipedia") == .created)

    rig.sent.reset()
    rig.store.send(.muteRequested(.pages, names: [muted]))
    await rig.store.settle()
    // The title's check, then one echomute.
    #expect(rig.actions == ["query", "echomute"])
    #expect(rig.heard() == [.muting(.muted(.pages, [muted]))])
    let id = try #require(rig.store.state.muting.lists?.pages.entries.first?.id)
    let stored = try await wiki.readOptions(of: account, on: site)[MuteListKind.pages.optionName]
    #expect(MuteList(kind: .pages, value: stored, isGlobal: false).ids == [id])

    let other = wiki.client(site)
    let login = try await other.clientLogin(username: wiki.otherUser, password: wiki.otherPassword)
    #expect(login == .success(userName: wiki.otherUser))
    let anonymous = wiki.client(site)
    let toMuted = try await wiki.pushes(
      to: token, witnessedBy: .event("page-linked", by: wiki.otherUser, readBy: anonymous),
      on: site
    ) { try await wiki.edit("\(muted) linker", text: "See [[\(muted)]].", using: other) }
    #expect(toMuted.isEmpty, "\(toMuted)")
    let toKept = try await wiki.pushes(
      to: token, witnessedBy: .notification("page-linked", readBy: rig.client), on: site
    ) { try await wiki.edit("\(kept) linker", text: "See [[\(kept)]].", using: other) }
    #expect(toKept.map { $0.deviceTokens } == [[token]])
    #expect(try wiki.recordedPushes(to: token).count == 1)
    _ = try await rig.client.deletePushSubscriptions(deviceTokens: [token])
  }
}
