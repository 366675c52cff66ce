import Foundation
import MediaWikiAPI
import TestSupport
import Testing

@testable import NotificationSettings

/// The store with the LIVE clients on the real wikis, its session a temporary account made as a
/// person makes one (an edit without an account): the screen says so, and the requests sent
/// (counted on the wire) hold no option write and no subscription; the server is read back.
// Serialized: the wikis keep their data in SQLite, and parallel edits and writes queue on its
// lock for longer than a request may take on a loaded machine.
@Suite("Temporary account: the runner on the real test wikis", .serialized)
@MainActor
struct TemporaryAccountLiveRunnerTests {
  let wiki: TestWiki
  init() throws { wiki = try TestWiki.load() }

  static let push = "echo-subscriptions-push-"
  static let topic = "org.wikimedia.wikipedia"

  /// A store on `client`'s wiki (en) with a device that allows notifications and has a token,
  /// so that a logged-in account would be registered at once.
  func store(_ client: MediaWikiClient, device: DeviceRecord, token: String) -> (
    SettingsStore, LockedBox<DeviceRecord>
  ) {
    let persisted = LockedBox(device)
    let clients = SettingsClients.realWikis(
      sessions: WikiSessions { _ in client }, permission: .authorized, grantsRequest: true,
      token: { token }, record: persisted)
    let store = SettingsStore(
      configuration: SettingsConfiguration(pushTopic: Self.topic), language: "en", clients: clients)
    return (store, persisted)
  }

  func pushOptions(_ client: MediaWikiClient) async throws -> [String: OptionValue] {
    try await client.loadAccount().options.filter { $0.key.hasPrefix(Self.push) }
  }

  static func newToken() -> String {
    "7e3d" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
  }

  /// Even right after the app's login (the first-login reset due) and with notifications
  /// allowed: ONE read, then nothing; the screen explains and says so; the options are as the
  /// wiki's defaults left them, and no subscription exists.
  @Test func theScreenShowsTheTemporaryAccountAndSendsNoWriteAndNoSubscription() async throws {
    let transport = RecordingTransport()
    let (client, name) = try await wiki.temporaryAccountClient(wiki.en, transport: transport)
    let before = try await pushOptions(client)
    transport.reset()
    let (store, persisted) = store(client, device: DeviceRecord(), token: Self.newToken())
    store.send(.loggedIn)
    store.send(.appeared)
    await store.settle()
    store.send(.toggleTapped(.mention))
    store.send(.retryTapped)
    await store.settle()
    #expect(transport.requests.map(\.action) == ["query", "query"])
    #expect(transport.requests.allSatisfy { $0.method == "GET" })

    #expect(store.state.session == .temporaryAccount(userName: name, loggingOut: false))
    let screen = store.screen
    #expect(screen.sections.isEmpty && screen.userName == nil)
    #expect(screen.banners.map(\.subject) == [.temporaryAccount])
    #expect(screen.announcements.map(\.message) == [.temporaryAccount])
    #expect(store.state.subscriptions.registration == .idle && persisted.value == DeviceRecord())

    transport.reset()
    #expect(try await pushOptions(client) == before)
    #expect(before[Self.push + "mention"] == .bool(true))
    #expect(try await wiki.storedSubscriptions(of: name) == [])
  }

  /// An older version of the app subscribed this device for the temporary account (it took it
  /// for a registered one): the screen deletes that subscription, with the temporary session,
  /// asserting that account, and the device forgets it.
  @Test func theDevicesOldSubscriptionForTheTemporaryAccountIsDeleted() async throws {
    let transport = RecordingTransport()
    let (client, name) = try await wiki.temporaryAccountClient(wiki.en, transport: transport)
    let token = Self.newToken()
    #expect(
      try await client.createPushSubscription(deviceToken: token, topic: Self.topic) == .created)
    #expect(try await wiki.storedSubscriptions(of: name).map(\.token) == [token])
    transport.reset()
    let record = DeviceRecord(registered: DeviceSubscription(deviceToken: token, userName: name))
    let (store, persisted) = store(client, device: record, token: token)
    store.send(.appeared)
    await store.settle()
    #expect(transport.requests.map(\.action) == ["query", "echopushsubscriptions"])
    let delete = transport.requests[1]
    #expect(delete.method == "POST" && delete.parameters["command"] == "delete")
    #expect(delete.parameters["providertoken"] == token)
    #expect(delete.parameters["assertuser"] == name)
    #expect(try await wiki.storedSubscriptions(of: name) == [])
    #expect(persisted.value == DeviceRecord() && store.state.device == DeviceRecord())
    #expect(store.screen.announcements.map(\.message) == [.temporaryAccount])
  }

  /// The device's subscription for ANOTHER account (its session ended without a logout, then
  /// the app edited without an account): the temporary session cannot delete it, so nothing is
  /// sent for it; it stays recorded, and on the server, for that account's next login here.
  @Test func anotherAccountsSubscriptionIsNeitherDeletedNorForgotten() async throws {
    let account = try await wiki.freshAccount(prefix: "Tmp", on: [wiki.en])
    let owner = try await wiki.loggedInClient(wiki.en, as: account)
    let token = Self.newToken()
    #expect(
      try await owner.createPushSubscription(deviceToken: token, topic: Self.topic) == .created)
    let transport = RecordingTransport()
    let (client, _) = try await wiki.temporaryAccountClient(wiki.en, transport: transport)
    transport.reset()
    let record = DeviceRecord(
      registered: DeviceSubscription(deviceToken: token, userName: account.name))
    let (store, persisted) = store(client, device: record, token: token)
    store.send(.appeared)
    await store.settle()
    #expect(transport.requests.map(\.action) == ["query"])
    #expect(persisted.value == record)
    #expect(try await wiki.storedSubscriptions(of: account.name).map(\.token) == [token])
    #expect(try await owner.deletePushSubscriptions(deviceTokens: [token]) == .deleted)
  }
}
