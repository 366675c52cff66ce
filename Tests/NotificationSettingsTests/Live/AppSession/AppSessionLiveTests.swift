import Foundation
import MediaWikiAPI
import TestSupport
import Testing

@testable import NotificationSettings

/// The package over the app's own session, on the real test wikis: the app logs in with its own
/// transport and cookies, lends only that session, and the package reads, writes, subscribes and
/// unsubscribes through it without a login, a password or a cookie of its own.
@Suite("The app's own session on the real test wikis", .serialized)
@MainActor
struct AppSessionLiveTests {
  let wiki: TestWiki
  init() throws { wiki = try TestWiki.load() }

  /// The store over `app`'s lent session, and what the package sent through it.
  struct Rig {
    let store: SettingsStore
    let sent: LockedBox<[HTTPRequest]>
    let reauthentications: LockedBox<Int>
    let appLogouts: LockedBox<Int>
    let token: String

    /// The package's requests, as their decoded parameters.
    var parameters: [[String: String]] { sent.value.map(RecordingTransport.parameters(of:)) }
  }

  func rig(_ app: AppLogin) -> Rig {
    let sent = LockedBox<[HTTPRequest]>([])
    let lent = LentTransport { request throws(TransportFailure) in
      sent.mutate { $0.append(request) }
      return try await app.transport.send(request)
    }
    let site = wiki.en
    let sessions = WikiSessions { _ in
      MediaWikiClient(apiURL: site.apiURL, userAgent: TestWiki.userAgent, transport: lent)
    }
    let reauthentications = LockedBox(0)
    let appLogouts = LockedBox(0)
    let token = "a55e" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
    let record = LockedBox(DeviceRecord())
    let clients = SettingsClients(
      wiki: .appSession(
        sessions: sessions,
        logOut: { _ in
          try? await app.logOut()
          appLogouts.mutate { $0 += 1 }
        }),
      permission: NotificationPermissionClient(status: { .authorized }, request: { true }),
      deviceToken: DeviceTokenClient { token }, clock: .continuous,
      navigation: NavigationClient(
        openSystemNotificationSettings: {}, openURL: { _ in }, showLogin: {},
        showCreateAccount: {}, reauthenticate: { reauthentications.mutate { $0 += 1 } }),
      persistence: PersistenceClient(load: { record.value }, save: { record.value = $0 }))
    let store = SettingsStore(
      configuration: SettingsConfiguration(
        pushTopic: "org.wikimedia.wikipedia", usesAppSession: true),
      language: "en", clients: clients)
    return Rig(
      store: store, sent: sent, reauthentications: reauthentications, appLogouts: appLogouts,
      token: token)
  }

  func serverValues(_ account: TestWiki.Account) async throws -> [NotificationType: Bool] {
    try await wiki.notificationValues(of: account, on: wiki.en)
  }

  @Test func readToggleFirstLoginSubscribeAndLogoutGoThroughTheAppsSession() async throws {
    let account = try await wiki.freshAccount(on: [wiki.en])
    let app = AppLogin(site: wiki.en)
    try await app.logIn(account)
    let rig = rig(app)

    // The app's didLogIn: the first login on this wiki turns every type off, through the app's
    // session.
    rig.store.send(.loggedIn)
    rig.store.send(.appeared)
    await rig.store.settle()
    #expect(rig.store.state.session == .loggedIn(userName: account.name))
    let afterFirstLogin = try await serverValues(account)
    #expect(!afterFirstLogin.isEmpty && afterFirstLogin.values.allSatisfy { !$0 })
    // Nothing is on: a device is registered only once something can reach it.
    #expect(try await wiki.storedSubscriptions(of: account.name).isEmpty)

    // A toggle lands on the server, and the device subscribes for it.
    rig.store.send(.toggleTapped(.mention))
    await rig.store.settle()
    #expect(try await serverValues(account)[.mention] == true)
    #expect(rig.store.state.isOn(.mention) == true)
    #expect(try await wiki.storedSubscriptions(of: account.name).map(\.token) == [rig.token])

    // The logout: the subscription is deleted with the session, then the app logs out.
    rig.store.send(.logoutTapped)
    await rig.store.settle()
    #expect(try await wiki.storedSubscriptions(of: account.name).isEmpty)
    #expect(rig.appLogouts.value == 1)
    #expect(try await app.userName() == nil)
    #expect(rig.store.state.session == .loggedOut)

    // On the wire: no login, no password, no token request of its own (the csrf token came
    // with the first read), and the app was never asked to log in again.
    let actions = rig.parameters.map { $0["action"] ?? "" }
    // The first read carried the csrf token; then writes (local or global options), the
    // subscription and its delete: nothing else.
    let described = rig.parameters.map {
      ($0["action"] ?? "") + ($0["command"].map { ":" + $0 } ?? "")
    }
    #expect(described.first == "query")
    #expect(
      described.filter { $0.hasPrefix("echopushsubscriptions") } == [
        "echopushsubscriptions:create", "echopushsubscriptions:delete",
      ])
    #expect(
      described.allSatisfy {
        ["query", "options", "globalpreferences"].contains($0)
          || $0.hasPrefix("echopushsubscriptions")
      }, "\(described)")
    #expect(!actions.contains("login") && !actions.contains("clientlogin"))
    #expect(!actions.contains("logout"), "the logout was the app's")
    #expect(!rig.parameters.contains { $0["meta"] == "tokens" })
    for request in rig.sent.value {
      let text =
        request.url.absoluteString + String(decoding: request.body ?? Data(), as: UTF8.self)
      #expect(!text.contains(account.password))
      #expect(request.value(forHTTPHeaderField: "Cookie") == nil, "cookies are the app's engine's")
    }
    #expect(rig.reauthentications.value == 0)
  }

  @Test func aSessionThatExpiresDuringASaveAsksTheAppToLogInAgainAndSavesNothing() async throws {
    let account = try await wiki.freshAccount(on: [wiki.en])
    let app = AppLogin(site: wiki.en)
    try await app.logIn(account)
    let rig = rig(app)
    rig.store.send(.loggedIn)
    rig.store.send(.appeared)
    await rig.store.settle()
    let before = try await serverValues(account)
    #expect(before[.mention] == false)

    // The wiki forgets the session; the app still holds its cookies.
    try await app.expireOnTheServer()
    rig.store.send(.toggleTapped(.mention))
    await rig.store.settle()
    #expect(rig.reauthentications.value == 1)
    #expect(rig.store.state.session == .loggedOut)
    let said = rig.store.state.announcements.map(\.message)
    #expect(!said.contains(.saved))
    #expect(said.contains(.loggedOut))
    #expect(try await serverValues(account) == before)

    // The app's own re-login runs, and says so: the toggle shows the server's value.
    try await app.logIn(account)
    rig.store.send(.loggedIn)
    await rig.store.settle()
    #expect(rig.store.state.session == .loggedIn(userName: account.name))
    #expect(rig.store.state.isOn(.mention) == before[.mention])
    #expect(try await serverValues(account) == before)
    #expect(!rig.store.state.announcements.map(\.message).contains(.saved))
    let actions = rig.parameters.map { $0["action"] ?? "" }
    #expect(!actions.contains("login") && !actions.contains("clientlogin"))
  }

  @Test func anAppWithNobodyLoggedInShowsTheLoggedOutStateWithoutARequest() async throws {
    let app = AppLogin(site: wiki.en)
    let rig = rig(app)
    rig.store.send(.appSessionChanged(.loggedOut))
    rig.store.send(.appeared)
    rig.store.send(.appBecameActive)
    await rig.store.settle()
    #expect(rig.store.state.session == .loggedOut)
    #expect(rig.store.screen.banners.contains { $0.subject == .loggedOut })
    #expect(rig.sent.value.isEmpty)
    #expect(rig.reauthentications.value == 0)
  }
}
