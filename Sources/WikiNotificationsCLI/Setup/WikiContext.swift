import Foundation
import MediaWikiAPI
import NotificationSettings

#if os(Linux)
  import CurlTransport
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

  init(_ invocation: Invocation, _ environment: ToolEnvironment) throws(CLIError) {
    let configuration = try ToolConfiguration.load(invocation, environment)
    let simulation = try Simulation.from(environment)
    let console = environment.console
    let state = try StateFile(
      path: environment.stateDirectory + "/state.json", report: { console.problem($0) })
    let saved = state.current.sessions
    let userAgent = configuration.userAgent
    self.configuration = configuration
    self.environment = environment
    self.state = state
    self.simulation = simulation
    self.sessions = WikiSessions { language in
      let url = configuration.apiURL(for: language)
      return MediaWikiClient(
        apiURL: url, userAgent: userAgent, transport: Self.transport(timeout: 30),
        session: saved[url.absoluteString])
    }
  }

  /// The live transport: libcurl on Linux (FoundationNetworking's URLSession spins a core while
  /// it waits), URLSession elsewhere.
  nonisolated static func transport(timeout: Double) -> any HTTPTransport {
    #if os(Linux)
      CurlTransport(timeout: timeout)
    #else
      URLSessionTransport(timeout: timeout)
    #endif
  }

  /// A store for `language`'s screen with the live wikis and the simulated device.
  func makeStore(
    language: WikiLanguage, saveWindow: Duration,
    navigation: NavigationClient = .inert, strings: Strings = .english
  ) -> SettingsStore {
    let feature = Configuration(pushTopic: configuration.topic, saveWindow: saveWindow)
    return SettingsStore(
      configuration: feature, language: language, clients: clients(navigation: navigation),
      strings: strings)
  }

  /// The store's clients: the recorded live wikis and the simulated device. With `memoryOnly`
  /// the device record lives in memory (a command about a token that is not this device's).
  func clients(navigation: NavigationClient, memoryOnly: Bool = false) -> SettingsClients {
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
      persistence: memoryOnly
        ? PersistenceClient(load: { DeviceRecord() }, save: { _ in }) : device.persistence)
  }

  /// The feature's live wiki client, recorded, with the simulated subscription failure.
  var wiki: WikiClient {
    recorder.wrap(.live(sessions: sessions), failSubscriptions: simulation.failsSubscription)
  }

  /// Makes sure `language`'s wiki has a session for the configured account, logging in when it
  /// has none (without telling a store: used for a wiki the feature writes to without a screen).
  func ensureSession(_ language: WikiLanguage) async throws(CLIError) {
    let savedUser = await sessions.client(for: language).userName
    let wanted = configuration.user.map(Credentials.accountName(of:))
    if let savedUser, wanted == nil || wanted == savedUser { return }
    _ = try await logIn(language)
  }

  /// The host of a language's wiki, for messages.
  func host(_ language: WikiLanguage) -> String {
    let url = configuration.apiURL(for: language)
    return url.port.map { "\(url.host ?? ""):\($0)" } ?? url.host ?? url.absoluteString
  }

  /// Shows the screen of the store's language as the configured account: with the saved session
  /// if it belongs to that account and still works, else after logging in (which the feature
  /// hears as a login, so the first-login rule applies). Throws when no session can be had;
  /// with `showLoggedOut` the store has shown the logged-out state by then.
  func openScreen(_ store: SettingsStore, showLoggedOut: Bool = false) async throws(CLIError) {
    let language = store.state.language
    let client = await sessions.client(for: language)
    let savedUser = await client.userName
    let wanted = configuration.user.map(Credentials.accountName(of:))
    if let savedUser, wanted == nil || wanted == savedUser {
      store.send(.appeared)
      await store.settle()
      // Anything but "logged out" (loaded, or failed for another reason) is the command's to judge.
      guard store.state.session == .loggedOut else { return }
    }
    do {
      let name = try await logIn(language)
      store.send(.loggedIn(userName: name))
      store.send(.appeared)
      await store.settle()
    } catch {
      if showLoggedOut, store.state.session != .loggedOut {
        store.send(.appeared)
        await store.settle()
      }
      throw error
    }
  }

  /// Logs in to `language`'s wiki with the credentials from the environment or a prompt.
  func logIn(_ language: WikiLanguage) async throws(CLIError) -> String {
    let host = host(language)
    guard let credentials = await credentials(host: host) else {
      throw CLIError(
        .notLoggedIn,
        "Not logged in to \(host): set WIKI_USER and WIKI_PASSWORD, or run on a terminal to be "
          + "asked.")
    }
    let client = await sessions.client(for: language)
    // Whatever session the client held belongs to another account or has ended.
    await client.forgetSession()
    return try await Login.logIn(client, credentials, host: host)
  }

  private func credentials(host: String) async -> Credentials? {
    await Credentials.obtain(
      user: configuration.user, environment: environment, wiki: host, prompt: prompt)
  }

  /// Writes the sessions of every wiki used back to the state file (removing ended ones).
  func saveSessions() async {
    for client in await sessions.all.values {
      let session = await client.savedSession
      let key = client.apiURL.absoluteString
      state.update { $0.sessions[key] = session.userName == nil ? nil : session }
    }
  }
}

extension NavigationClient {
  /// For commands without a screen: nothing to open.
  static let inert = NavigationClient(
    openSystemNotificationSettings: {}, openURL: { _ in }, showLogin: {})
}

/// A flag set from any task.
final class Flag: @unchecked Sendable {
  private let lock = NSLock()
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
      Thread { continuation.resume(returning: work()) }.start()
    }
  }
}
