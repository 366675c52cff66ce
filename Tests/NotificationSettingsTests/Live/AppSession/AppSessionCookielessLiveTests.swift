import Foundation
import MediaWikiAPI
import MediaWikiURLSession
import TestSupport
import Testing

@testable import NotificationSettings

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The app's `URLSession` read on the main actor for each request
/// (`URLSessionTransport(appSession:)`, as the Wikipedia app's integration lends
/// `Session.defaultURLSession`), on the real test wikis over plain http (Linux's URLSession
/// cannot be pointed at the wikis' private authority): a session torn down sends nothing, and a
/// session without the login cookies writes and subscribes nothing as an anonymous reader.
@Suite("The app's URLSession read on the main actor", .serialized)
@MainActor
struct AppSessionCookielessLiveTests {
  let wiki: TestWiki
  init() throws { wiki = try TestWiki.load() }

  /// What the app holds as its session, read on the main actor for each request.
  @MainActor final class AppURLSession {
    var current: URLSession?
    /// How often a request was handed a session (not refused for lack of one).
    var lent = 0
    init(_ session: URLSession) { current = session }

    func forRequest() -> URLSession? {
      if current != nil { lent += 1 }
      return current
    }
  }

  static func ownSession() -> URLSession {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.httpCookieAcceptPolicy = .always
    configuration.httpShouldSetCookies = true
    return URLSession(configuration: configuration)
  }

  @Test func aSessionTornDownOrWithoutItsCookiesNeverWritesOrSubscribes() async throws {
    var site = wiki.en
    site.apiURL = site.plainHTTPAPIURL
    let account = try await wiki.freshAccount(on: [wiki.en])
    let appURLSession = Self.ownSession()
    let app = AppLogin(site: site, transport: URLSessionTransport(borrowing: { appURLSession }))
    try await app.logIn(account)
    let holder = AppURLSession(appURLSession)
    let transport = URLSessionTransport(appSession: { holder.forRequest() })
    let token = AppSessionRig.newToken()
    let rig = AppSessionRig(
      site: site,
      send: { request throws(TransportFailure) in try await transport.send(request) },
      token: token, record: LockedBox(DeviceRecord()))
    rig.store.send(.appBecameActive)
    rig.store.send(.appSessionChanged(.account(userName: account.name)))
    rig.store.send(.appeared)
    await rig.store.settle()
    #expect(rig.store.state.session == .loggedIn(userName: account.name))
    #expect(holder.lent > 0)
    let values = try await wiki.readOptions(of: account, on: wiki.en)
    let subscriptions = try await wiki.storedSubscriptions(of: account.name)

    // The app's `teardown()`: its session is `URLSession.shared`, with no login cookies, and
    // the integration lends none. A choice made now sends nothing at all.
    holder.current = nil
    let lentBefore = holder.lent
    rig.store.send(.toggleTapped(.mention))
    await rig.store.settle()
    #expect(holder.lent == lentBefore, "nothing went out")
    #expect(try await wiki.readOptions(of: account, on: wiki.en) == values)
    #expect(try await wiki.storedSubscriptions(of: account.name) == subscriptions)
    #expect(rig.store.state.isOn(.mention) == Self.isOn(values, .mention))

    // A session without the login cookies (an anonymous reader's): the write names the account,
    // so the wiki refuses it; the store shows the logged-out state and asks the app to log in
    // again. Nothing is written or subscribed as the anonymous reader.
    holder.current = Self.ownSession()
    rig.store.send(.toggleTapped(.mention))
    await rig.store.settle()
    #expect(holder.lent > lentBefore)
    #expect(rig.store.state.session == .loggedOut)
    #expect(rig.reauthentications.value == 1)
    #expect(try await wiki.readOptions(of: account, on: wiki.en) == values)
    #expect(try await wiki.storedSubscriptions(of: account.name) == subscriptions)
    let writes = rig.parameters.filter { ["options", "globalpreferences"].contains($0["action"]) }
    #expect(writes.allSatisfy { $0["assertuser"] == account.name }, "\(writes)")
    #expect(!rig.parameters.contains { $0["command"] == "create" && $0["assertuser"] == nil })
  }

  /// Whether `option`'s value in `values` reads as on, as the store reads it.
  static func isOn(_ values: [String: OptionValue], _ type: NotificationType) -> Bool? {
    WikiSnapshot(userInfo: UserInfo(id: 1, name: "x", isAnonymous: false, options: values))
      .values[type]
  }
}
