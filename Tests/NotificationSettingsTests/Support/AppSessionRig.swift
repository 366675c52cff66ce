import Foundation
import MediaWikiAPI
import TestSupport

@testable import NotificationSettings

/// A store over an app's lent session on the real test wikis, as the Wikipedia app's integration
/// makes it: the app logs in and out itself (``AppLogin``), the store's `logOut` does nothing
/// (the app's logout is already running when it calls the store's hook), the device token and
/// the device record are the test's to change between "launches".
@MainActor
struct AppSessionRig {
  let store: SettingsStore
  /// Every request the package handed to the app's session, in order.
  let sent: LockedBox<[HTTPRequest]>
  /// How often the store asked the app to log in again.
  let reauthentications: LockedBox<Int>
  /// How often the store called the app's `logOut` (which does nothing here).
  let logOutCalls: LockedBox<Int>

  /// The package's requests, as their decoded parameters.
  var parameters: [[String: String]] { sent.value.map(RecordingTransport.parameters(of:)) }

  /// The `echopushsubscriptions` commands sent, in order.
  var subscriptionCommands: [String] {
    parameters.filter { $0["action"] == "echopushsubscriptions" }.compactMap { $0["command"] }
  }

  /// A store of a launch of the app: `send` is the app's session (recorded here first), `token`
  /// the app's device token at this launch, `record` the device record kept across launches.
  init(
    site: TestWiki.Site,
    send:
      @escaping @Sendable (HTTPRequest) async throws(TransportFailure)
      -> HTTPResponse,
    token: String, record: LockedBox<DeviceRecord>, clock: ClockClient = .continuous
  ) {
    let sent = LockedBox<[HTTPRequest]>([])
    let lent = LentTransport { request throws(TransportFailure) in
      sent.mutate { $0.append(request) }
      return try await send(request)
    }
    let sessions = WikiSessions { _ in
      MediaWikiClient(apiURL: site.apiURL, userAgent: TestWiki.userAgent, transport: lent)
    }
    let reauthentications = LockedBox(0)
    let logOutCalls = LockedBox(0)
    let clients = SettingsClients(
      wiki: .appSession(sessions: sessions, logOut: { _ in logOutCalls.mutate { $0 += 1 } }),
      permission: NotificationPermissionClient(status: { .authorized }, request: { true }),
      deviceToken: DeviceTokenClient { token }, clock: clock,
      navigation: NavigationClient(
        openSystemNotificationSettings: {}, openURL: { _ in }, showLogin: {},
        showCreateAccount: {}, reauthenticate: { reauthentications.mutate { $0 += 1 } }),
      persistence: PersistenceClient(load: { record.value }, save: { record.value = $0 }))
    store = SettingsStore(
      configuration: SettingsConfiguration(
        pushTopic: "org.wikimedia.wikipedia", usesAppSession: true),
      language: "en", clients: clients)
    self.sent = sent
    self.reauthentications = reauthentications
    self.logOutCalls = logOutCalls
  }

  /// A store over `app`'s session.
  init(_ app: AppLogin, site: TestWiki.Site, token: String, record: LockedBox<DeviceRecord>) {
    self.init(
      site: site,
      send: { request throws(TransportFailure) in try await app.transport.send(request) },
      token: token, record: record)
  }

  /// A device token of the shape APNs gives, new each time.
  static func newToken() -> String {
    "a55e" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
  }
}
