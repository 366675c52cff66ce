import MediaWikiAPI
import NotificationSettings

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

#if os(Linux)
  import CurlTransport
#else
  import MediaWikiURLSession
#endif

/// Everything a command needs to drive the feature against the configured wikis: the sessions
/// (restored from and saved to the state file), the simulated device, the store, and logging in.
@MainActor
final class WikiContext {
  let configuration: ToolConfiguration
  let environment: ToolEnvironment
  let state: StateFile
  let simulation: Simulation
  let sessions: WikiSessions
  let recorder = WikiRecorder()
  /// Set when the permission question came up but nobody could answer it.
  let permissionUnanswered = Flag()
  /// How the person is asked something on the terminal (`text`, `echo`); the screen swaps this.
  var prompt: @Sendable (String, Bool) async -> String? = { text, echo in
    await Blocking.run { TTY.prompt(text, echo: echo) }
  }
  /// How the person is asked a yes/no question; nil when nobody can answer.
  var askYesNo: @Sendable (String) async -> Bool? = { text in
    guard let answer = await Blocking.run({ TTY.prompt(text + " [y/n] ", echo: true) }) else {
      return nil
    }
    return answer.lowercased().hasPrefix("y")
  }

  /// The login that made each wiki's session (`Name` or `Name@appid`), by `api.php` URL: a
  /// saved session is used only by the login that made it.
  private var logins: [String: String] = [:]
  /// Wikis whose saved session was left unused because another login was asked for: it stays
  /// saved unless this run logs in there.
  private var setAside: Set<String> = []
  /// Wikis whose saved session this run started with.
  private let restored: Set<String>
  /// Wikis this run had or made a session with: the only ones whose entry in the state file it
  /// may remove (another run may have saved a session for any other meanwhile).
  private var touched: Set<String>
  /// The state file writes started by logins (see ``logIn(_:)``).
  private var earlySaves: [Task<Void, Never>] = []
  /// The wikis' titles of their types, kept in the state file for a week: a run reads them
  /// only from a wiki (or in a language) it has not read them from lately.
  let titles: WikiTitleCache

  init(_ invocation: Invocation, _ environment: ToolEnvironment) throws(CLIError) {
    let configuration = try ToolConfiguration.load(invocation, environment)
    let simulation = try Simulation.from(environment)
    let console = environment.console
    let state = try StateFile(
      path: environment.stateDirectory + "/state.json", report: { console.problem($0) })
    let saved = state.current.sessions
    let savedLogins = state.current.logins
    let wanted = configuration.user.map(Credentials.loginName(of:))
    let userAgent = configuration.userAgent
    self.configuration = configuration
    self.environment = environment
    self.state = state
    self.simulation = simulation
    var usable: [String: SavedSession] = [:]
    var setAside: Set<String> = []
    for (key, session) in saved {
      // A session saved before logins were recorded is taken to be the account's own login.
      let login = savedLogins[key] ?? session.userName
      if let wanted, login != wanted {
        setAside.insert(key)
      } else {
        usable[key] = session
      }
    }
    let logins = savedLogins.filter { usable[$0.key] != nil }
    let restored = usable
    self.logins = logins
    self.setAside = setAside
    self.restored = Set(usable.keys)
    self.touched = Set(usable.keys)
    self.titles = WikiTitleCache(
      state.current.titles, readAfter: Date().addingTimeInterval(-WikiTitleCache.keptFor))
    // One transport for every wiki: one thread and one set of kept-alive connections.
    let transport = Self.transport(timeout: 30, environment)
    self.sessions = WikiSessions { language in
      let url = configuration.apiURL(for: language)
      return MediaWikiClient(
        apiURL: url, userAgent: userAgent, transport: transport,
        session: restored[url.absoluteString])
    }
  }

  /// Said once when a bot password is used where a device's push subscription is concerned.
  func botPasswordNote(_ language: WikiLanguage) -> String {
    let login = logins[key(language)] ?? configuration.user ?? ""
    let account = Credentials.accountName(of: login)
    return "Logged in to \(host(language)) with the bot password \(login): push subscriptions "
      + "need the main-account login (WIKI_USER=\(account)); settings changes still reach the "
      + "account."
  }

  /// Whether `language`'s session was made with a bot password (which may not manage push
  /// subscriptions), as far as known.
  func isBotLogin(_ language: WikiLanguage) -> Bool {
    (logins[key(language)] ?? configuration.user)?.contains("@") == true
  }

  /// The live transport: libcurl on Linux (FoundationNetworking's URLSession spins a core while
  /// it waits), URLSession elsewhere. On Linux the certificate authorities are the system's, or
  /// the PEM file named by `SSL_CERT_FILE` (else `CURL_CA_BUNDLE`), as OpenSSL and curl take them;
  /// proxies come from the environment as for the `curl` command (libcurl reads them).
  nonisolated static func transport(timeout: Double, _ environment: ToolEnvironment)
    -> any HTTPTransport
  {
    #if os(Linux)
      CurlTransport(
        timeout: timeout,
        authorities: environment.value("SSL_CERT_FILE") ?? environment.value("CURL_CA_BUNDLE"))
    #else
      URLSessionTransport(timeout: timeout)
    #endif
  }

  /// A store for `language`'s screen with the live wikis, changing settings only (as the wiki's
  /// preferences page does) unless `device` says it runs on the simulated device.
  func makeStore(
    language: WikiLanguage, saveWindow: Duration, device: DeviceUse = .none,
    navigation: NavigationClient = .inert, strings: Strings = .english
  ) -> SettingsStore {
    let feature = Configuration(pushTopic: configuration.topic, saveWindow: saveWindow)
    return SettingsStore(
      configuration: feature, language: language,
      clients: clients(navigation: navigation, device: device), strings: strings)
  }

  /// The store's clients: the recorded live wikis and the device `device` names.
  func clients(navigation: NavigationClient, device use: DeviceUse) -> SettingsClients {
    if use == .none {
      return SettingsClients(
        wiki: wiki, permission: .noDevice, deviceToken: .noDevice, clock: .continuous,
        navigation: navigation, persistence: .inMemory)
    }
    let unanswered = permissionUnanswered
    let askYesNo = self.askYesNo
    let canAsk = environment.inputIsTerminal
    let device = SimulatedDevice(
      state: state, simulation: simulation,
      ask: {
        guard canAsk else { return nil }
        return await askYesNo("Allow wiki-notifications to show notifications on this device?")
      },
      unanswered: { unanswered.set() })
    return SettingsClients(
      wiki: wiki, permission: device.permission, deviceToken: device.deviceToken,
      clock: .continuous, navigation: navigation,
      persistence: use == .typedToken ? .inMemory : device.persistence)
  }

  /// The feature's live wiki client, recorded, with the simulated subscription failure.
  var wiki: WikiClient {
    recorder.wrap(
      .live(sessions: sessions, titles: titles), failSubscriptions: simulation.failsSubscription)
  }

  /// Makes sure `language`'s wiki has a session for the configured account, logging in when it
  /// has none (without telling a store: used for a wiki the feature writes to without a screen).
  func ensureSession(_ language: WikiLanguage) async throws(CLIError) {
    if await sessions.client(for: language).userName != nil { return }
    _ = try await logIn(language)
  }

  /// The wiki's page for creating an account (`index.php` beside `api.php`).
  func createAccountURL(_ language: WikiLanguage) -> URL {
    let api = configuration.apiURL(for: language)
    let index = api.deletingLastPathComponent().appendingPathComponent("index.php")
    var components = URLComponents(url: index, resolvingAgainstBaseURL: false)
    components?.percentEncodedQuery = "title=Special:CreateAccount"
    return components?.url ?? index
  }

  /// The host of a language's wiki, for messages.
  func host(_ language: WikiLanguage) -> String {
    Self.host(of: configuration.apiURL(for: language))
  }

  /// A wiki's host (and port), for messages.
  nonisolated static func host(of url: URL) -> String {
    url.port.map { "\(url.host ?? ""):\($0)" } ?? url.host ?? url.absoluteString
  }

  /// Shows the screen of the store's language as the configured account: with the saved session
  /// if it belongs to that account and still works, else after logging in (which the feature
  /// hears as a login, so the first-login rule applies). Throws when no session can be had;
  /// with `showLoggedOut` the store has shown the logged-out state by then.
  func openScreen(
    _ store: SettingsStore, _ language: WikiLanguage, showLoggedOut: Bool = false
  ) async throws(CLIError) {
    // A saved session is only there when it was made by the login asked for (see init).
    var temporary: CLIError?
    if await sessions.client(for: language).userName != nil {
      store.send(.appeared)
      await store.settle()
      // A temporary account cannot choose notifications: a login replaces it when credentials
      // are at hand, else the command ends with the screen's explanation.
      temporary = ScreenChecks.temporaryAccount(store.state, host: host(language))
      // Anything but "logged out" (loaded, or failed for another reason) is the command's to judge.
      guard store.showsLoggedOut || temporary != nil else { return }
    }
    do {
      let name = try await logIn(language, withoutCredentials: temporary)
      store.send(.loggedIn(userName: name))
      store.send(.appeared)
      await store.settle()
    } catch {
      if showLoggedOut, !store.showsLoggedOut, temporary == nil {
        store.send(.appeared)
        await store.settle()
      }
      throw error
    }
  }

  /// Logs in to `language`'s wiki with the credentials from the environment or a prompt; when
  /// there are none, throws `withoutCredentials` (by default: not logged in, and how to log in).
  func logIn(_ language: WikiLanguage, withoutCredentials: CLIError? = nil)
    async throws(CLIError) -> String
  {
    let host = host(language)
    guard let credentials = await credentials(host: host) else {
      throw withoutCredentials
        ?? CLIError(
          .notLoggedIn,
          "Not logged in to \(host): set WIKI_USER and WIKI_PASSWORD, or run on a terminal to be "
            + "asked.")
    }
    let client = await sessions.client(for: language)
    // Whatever session the client held belongs to another login or has ended.
    await client.forgetSession()
    let name = try await Login.logIn(client, credentials, host: host)
    let key = key(language)
    let login = Credentials.loginName(of: credentials.user)
    logins[key] = login
    setAside.remove(key)
    touched.insert(key)
    // Kept at once, on another thread while the command's next request is on its way: a run
    // that ends early (Ctrl-C, a failed read) keeps its login, and the end of the run writes
    // the file again only if something changed since. The session is the one the login made
    // (read now, not when the thread runs: a logout may have ended it by then), and each save
    // waits for the one before, so an older session never lands last.
    let session = await client.savedSession
    let state = state
    let previous = earlySaves.last
    earlySaves.append(
      Task.detached {
        await previous?.value
        state.update {
          $0.sessions[key] = session
          $0.logins[key] = login
        }
      })
    return name
  }

  /// Forgets `language`'s session here (after a logout).
  func forgetSession(_ language: WikiLanguage) async {
    await sessions.client(for: language).forgetSession()
    logins[key(language)] = nil
  }

  /// The wikis with a saved session of the login asked for, the primary language first; and the
  /// saved sessions left alone, each with why.
  func savedSessions() -> (languages: [WikiLanguage], leftAlone: [String]) {
    var languages: [WikiLanguage] = []
    var leftAlone: [String] = []
    let savedLogins = state.current.logins
    for key in restored.union(setAside).sorted() {
      let host = URL(string: key).map(Self.host(of:)) ?? key
      guard let language = language(ofKey: key) else {
        leftAlone.append("\(host) (its language is no longer in the configuration)")
        continue
      }
      if setAside.contains(key) {
        let login = savedLogins[key] ?? "another login"
        leftAlone.append(
          "\(host) (the session of \(login), another login: log out with WIKI_USER=\(login))")
      } else {
        languages.append(language)
      }
    }
    let primary = configuration.language
    return (languages.filter { $0 == primary } + languages.filter { $0 != primary }, leftAlone)
  }

  /// The language whose wiki has the state file key `key`: configured, or Wikipedia's.
  private func language(ofKey key: String) -> WikiLanguage? {
    let known = Array(configuration.wikis.keys) + [configuration.language]
    if let language = known.first(where: { self.key($0) == key }) { return language }
    guard let url = URL(string: key), let host = url.host, url.scheme == "https",
      url.path == "/w/api.php", host.hasSuffix(".wikipedia.org")
    else { return nil }
    let code = String(host.dropLast(".wikipedia.org".count))
    guard !code.isEmpty, code.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" }) else {
      return nil
    }
    return WikiLanguage(rawValue: code)
  }

  /// The state file's key of `language`'s wiki: its `api.php` URL.
  func key(_ language: WikiLanguage) -> String {
    configuration.apiURL(for: language).absoluteString
  }

  private func credentials(host: String) async -> Credentials? {
    await Credentials.obtain(
      user: configuration.user, environment: environment, wiki: host, prompt: prompt)
  }

  /// Writes the sessions of every wiki used back to the state file (removing ended ones), and
  /// the titles known.
  func saveSessions() async {
    // After the saves made at each login, so that none of them lands after this one.
    for save in earlySaves { await save.value }
    earlySaves = []
    let known = await titles.snapshot
    state.update { $0.titles = known }
    for client in await sessions.all.values {
      let key = client.apiURL.absoluteString
      let session = await client.savedSession
      if setAside.contains(key) { continue }
      if session.userName == nil && !touched.contains(key) { continue }
      let login = session.userName == nil ? nil : logins[key]
      state.update {
        $0.sessions[key] = session.userName == nil ? nil : session
        $0.logins[key] = login
      }
    }
  }
}

extension SettingsStore {
  /// Whether the screen shows the logged-out state (the session ended or there was none).
  var showsLoggedOut: Bool { screen.banners.contains { $0.subject == .loggedOut } }
}

/// Which device a store runs on.
enum DeviceUse: Equatable {
  /// None: the command changes the account's settings, as the wiki's preferences page does; no
  /// permission is asked and nothing is registered (a Linux shell is not a push device).
  case none
  /// The simulated device (`ui`, `logout`): its permission, token and record.
  case simulated
  /// A device token typed by the person (`subscribe --token`): its record lives in memory.
  case typedToken
}

extension NotificationPermissionClient {
  /// No device: nothing is shown here, so turning a type on only saves the account's choice.
  static let noDevice = NotificationPermissionClient(status: { .denied }, request: { false })
}

extension DeviceTokenClient {
  /// No device: no push address.
  static let noDevice = DeviceTokenClient { () throws(DeviceTokenFailure) -> String in
    throw DeviceTokenFailure(detail: "this command runs without a device")
  }
}

extension PersistenceClient {
  /// A device record that lives only as long as the command.
  static let inMemory = PersistenceClient(load: { DeviceRecord() }, save: { _ in })
}

extension NavigationClient {
  /// For commands without a screen: nothing to open.
  static let inert = NavigationClient(
    openSystemNotificationSettings: {}, openURL: { _ in }, showLogin: {}, showCreateAccount: {})
}

/// A flag set from any task.
final class Flag: @unchecked Sendable {
  private let lock = Lock()
  private var value = false
  /// Sets the flag.
  func set() { lock.withLock { value = true } }
  /// Whether it was set.
  var isSet: Bool { lock.withLock { value } }
}

/// Runs blocking work (a read from the terminal) on a thread of its own.
enum Blocking {
  static func run<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { continuation in
      BlockingThread.start { continuation.resume(returning: work()) }
    }
  }
}
