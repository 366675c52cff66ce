import Foundation
import MediaWikiAPI
import NotificationSettings
import TestWikiKit

#if os(Linux)
  import CurlTransport
#else
  import MediaWikiURLSession
#endif

/// One measured run's setting: a fresh account logged in on the wikis a flow uses, through
/// clients whose every request is counted and, while measured, pays the simulated round trip.
@MainActor
struct BenchRig {
  let wiki: TestWiki
  let account: TestWiki.Account
  let transports: [String: RequestLog]
  let clients: [String: MediaWikiClient]
  let latency: LatencySwitch
  /// Every store made on this rig, to finish them before the next run.
  let stores = StoreList()
  let deviceToken = "be7c4" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()

  /// Logs `account` (by default a fresh one) in through new counting clients, on the English
  /// wiki and, when `both`, the German one; not timed.
  static func make(
    wiki: TestWiki, roundTrip: Duration, both: Bool, account given: TestWiki.Account? = nil
  ) async throws -> BenchRig {
    let sites = both ? [wiki.en, wiki.de] : [wiki.en]
    let account: TestWiki.Account
    if let given {
      account = given
    } else {
      account = try await wiki.freshAccount(prefix: "B", on: sites)
    }
    let latency = LatencySwitch()
    var transports: [String: RequestLog] = [:]
    var clients: [String: MediaWikiClient] = [:]
    for site in sites {
      let transport = RequestLog(
        base: LatencyTransport(roundTrip: roundTrip, isOn: latency, base: sharedTransport))
      let client = MediaWikiClient(
        apiURL: site.apiURL, userAgent: TestWiki.userAgent, transport: transport)
      guard
        case .success = try await client.clientLogin(
          username: account.name, password: account.password)
      else { throw TestWiki.Unavailable(description: "login of \(account.name) failed") }
      transports[site.language] = transport
      clients[site.language] = client
    }
    return BenchRig(
      wiki: wiki, account: account, transports: transports, clients: clients, latency: latency)
  }

  /// Forgets the requests of the setup and switches the simulated round trip on.
  func startMeasuring() {
    for transport in transports.values { transport.reset() }
    latency.value = true
  }

  /// Switches the simulated round trip off again, for the setup of the next step.
  func stopMeasuring() {
    latency.value = false
  }

  /// Round trips sent on both wikis since the last reset.
  var roundTrips: Int { transports.values.map(\.counted.count).reduce(0, +) }

  /// Writes (`action=options` and push subscription changes) since the last reset.
  var writes: Int { counted.filter(\.isWrite).count }

  /// The requests of both wikis since the last reset (and those still open at it), by start.
  var requests: [LoggedRequest] {
    transports.values.flatMap(\.requests).sorted { $0.start_ms < $1.start_ms }
  }

  /// The requests answered before the last reset (the untimed setup's), by start.
  var setup: [LoggedRequest] {
    transports.values.flatMap(\.setup).sorted { $0.start_ms < $1.start_ms }
  }

  /// The requests counted: those sent since the last reset.
  var counted: [LoggedRequest] { requests.filter { $0.start_ms >= 0 } }

  /// Ends the run: every store it made has finished its work (each effect answered, each save
  /// window closed), so nothing of this run reaches the wiki while the next one measures.
  func finish() async {
    stopMeasuring()
    for store in stores.all { await store.settle() }
  }

  /// The feature's store on the live wikis, with a device that has `permission` and a token,
  /// and the account's last known choices kept by `knownChoices`.
  func store(
    language: WikiLanguage = "en", permission: PermissionStatus,
    knownChoices: KnownChoicesClient = .none
  ) -> SettingsStore {
    let clients = self.clients
    let token = deviceToken
    // Every flow logs in on the wikis it uses: a missing client is a bug in the flow.
    let sessions = WikiSessions { language in clients[language.rawValue]! }
    let record = RecordBox()
    let store = SettingsStore(
      configuration: SettingsConfiguration(pushTopic: "org.wikimedia.wikipedia"),
      language: language,
      clients: SettingsClients(
        wiki: .live(sessions: sessions).sentBy("store \(stores.all.count + 1)"),
        permission: NotificationPermissionClient(status: { permission }, request: { true }),
        deviceToken: DeviceTokenClient { token },
        clock: .continuous,
        navigation: NavigationClient(
          openSystemNotificationSettings: {}, openURL: { _ in }, showLogin: {},
          showCreateAccount: {}),
        persistence: PersistenceClient(load: { record.value }, save: { record.value = $0 }),
        knownChoices: knownChoices))
    stores.all.append(store)
    return store
  }
}

/// The stores of one run, in the order made.
@MainActor
final class StoreList {
  var all: [SettingsStore] = []
}

extension LoggedRequest {
  /// A write: any POST but a logout (`action=options`, global preferences, push subscriptions).
  var isWrite: Bool { method == "POST" && action != "logout" }
}

extension WikiClient {
  /// The same client, its requests logged as sent by `sender`.
  func sentBy(_ sender: String) -> WikiClient {
    let base = self
    return WikiClient(
      load: { language throws(WikiFailure) in
        try await Sender.labelled(sender) { () async throws(WikiFailure) in
          try await base.load(language)
        }
      },
      save: { language, write throws(WikiFailure) in
        try await Sender.labelled(sender) { () async throws(WikiFailure) in
          try await base.save(language, write)
        }
      },
      subscribe: { language, subscription, userName throws(WikiFailure) in
        try await Sender.labelled(sender) { () async throws(WikiFailure) in
          try await base.subscribe(language, subscription, userName)
        }
      },
      unsubscribe: { language, token, userName throws(WikiFailure) in
        try await Sender.labelled(sender) { () async throws(WikiFailure) in
          try await base.unsubscribe(language, token, userName)
        }
      },
      logout: { language throws(WikiFailure) in
        try await Sender.labelled(sender) { () async throws(WikiFailure) in
          try await base.logout(language)
        }
      },
      mute: { language, write throws(WikiFailure) in
        try await Sender.labelled(sender) { () async throws(WikiFailure) in
          try await base.mute(language, write)
        }
      })
  }
}

extension Sender {
  /// Runs `body` with its requests logged as sent by `sender`.
  static func labelled<T: Sendable>(
    _ sender: String, _ body: () async throws(WikiFailure) -> T
  ) async throws(WikiFailure) -> T {
    let result: Result<T, WikiFailure> = await $name.withValue(sender) {
      do throws(WikiFailure) {
        return .success(try await body())
      } catch {
        return .failure(error)
      }
    }
    return try result.get()
  }
}

/// One transport for every run (each client keeps its own cookies): on Linux the tool's libcurl
/// transport (trusting the test wikis' authority), for both sides alike, because FoundationNetworking's URLSession spins a core while
/// a request is open and would take it from the wiki on the same machine; URLSession elsewhere,
/// one session rather than hundreds alive in one process.
#if os(Linux)
  let sharedTransport = CurlTransport(timeout: 30, authorities: try? TestWiki.load().caFile)
#else
  let sharedTransport = URLSessionTransport(timeout: 30)
#endif

/// The device record of a benchmark store, kept in memory.
final class RecordBox: @unchecked Sendable {
  private let lock = NSLock()
  private var stored = DeviceRecord()
  var value: DeviceRecord {
    get { lock.withLock { stored } }
    set { lock.withLock { stored = newValue } }
  }
}

/// The kept choices of a benchmark's returning editor, in memory.
final class KeptBox: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: KnownChoices?
  var value: KnownChoices? {
    get { lock.withLock { stored } }
    set { lock.withLock { stored = newValue } }
  }
}
