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

/// Makes the feature's stores and clients: one transport and one client per wiki for the whole
/// run, recorded, with the simulated device where a command runs on it.
@MainActor
struct StoreFactory {
  /// The clients of the wikis, one per language, sharing one transport.
  let sessions: WikiSessions
  /// What the wikis answered (the account's name, the values read).
  let recorder: WikiRecorder
  /// The wikis' titles of their types, kept in the state file for a week: a run reads them
  /// only from a wiki (or in a language) it has not read them from lately.
  let titles: WikiTitleCache
  private let configuration: ToolConfiguration
  private let state: StateFile
  private let simulation: Simulation
  private let inputIsTerminal: Bool
  private let prompter: Prompter
  /// The wikis (`api.php` URLs) whose saved session this run uses: the login asked for made it.
  private let usableSessions: Set<String>

  /// The run's clients, starting with the vault's usable sessions.
  init(
    configuration: ToolConfiguration, environment: ToolEnvironment, state: StateFile,
    simulation: Simulation, vault: SessionVault, prompter: Prompter
  ) {
    let restored = vault.usable
    usableSessions = Set(restored.keys)
    let userAgent = configuration.userAgent
    // One transport for every wiki: one thread and one set of kept-alive connections; each
    // wiki's session has its own cookies in the transport's engine.
    let transport = Self.transport(timeout: 30, environment)
    sessions = WikiSessions { language in
      let url = configuration.apiURL(for: language)
      return MediaWikiClient(
        apiURL: url, userAgent: userAgent, transport: Self.withOwnCookies(transport),
        session: restored[url.absoluteString])
    }
    recorder = WikiRecorder()
    titles = WikiTitleCache(
      state.current.titles, readAfter: Date().addingTimeInterval(-WikiTitleCache.keptFor))
    self.configuration = configuration
    self.state = state
    self.simulation = simulation
    inputIsTerminal = environment.inputIsTerminal
    self.prompter = prompter
  }

  /// The same clients, with the simulated device asking through `prompter`.
  init(_ factory: StoreFactory, prompter: Prompter) {
    sessions = factory.sessions
    recorder = factory.recorder
    titles = factory.titles
    configuration = factory.configuration
    state = factory.state
    simulation = factory.simulation
    inputIsTerminal = factory.inputIsTerminal
    usableSessions = factory.usableSessions
    self.prompter = prompter
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

  /// `transport` with a new session's cookies: libcurl's engine on Linux, Foundation's
  /// storage elsewhere (where the transport is made per session, for its storage).
  nonisolated static func withOwnCookies(_ transport: any HTTPTransport) -> any HTTPTransport {
    #if os(Linux)
      (transport as? CurlTransport)?.with(cookies: CurlCookies()) ?? transport
    #else
      URLSessionTransport(timeout: 30)
    #endif
  }

  /// A store for `language`'s screen with the live wikis, changing settings only (as the wiki's
  /// preferences page does) unless `device` says it runs on the simulated device.
  /// With `keepsChoices` (the interactive screen) the store starts from the account's last
  /// known choices in the state file and keeps them there; the scripted commands read live.
  /// Only `firstLoginReset` (the interactive screen on the simulated device, as the app on a
  /// phone) turns every type off at an account's first login: that reset belongs to a device
  /// starting to receive pushes, so a one-shot command (a read above all) never writes it.
  func makeStore(
    language: WikiLanguage, saveWindow: Duration, device: DeviceUse = .none,
    navigation: NavigationClient = .inert, strings: Strings = .english, keepsChoices: Bool = false,
    firstLoginReset: Bool = false
  ) -> SettingsStore {
    let feature = SettingsConfiguration(
      pushTopic: configuration.topic, turnsTypesOffAtFirstLogin: firstLoginReset,
      saveWindow: saveWindow)
    var clients = clients(navigation: navigation, device: device)
    if keepsChoices { clients.knownChoices = knownChoices(language) }
    return SettingsStore(
      configuration: feature, language: language, clients: clients, strings: strings)
  }

  /// The state file's known choices of `language`'s wiki. They are shown only for the account
  /// of the session saved with them (a saved session's login names it), and only when this run
  /// uses that session (the login asked for made it): another login (`WIKI_USER=Bob@app` after
  /// Alice's session), or none saved, starts with a read, as a first visit does.
  func knownChoices(_ language: WikiLanguage) -> KnownChoicesClient {
    let url = configuration.apiURL(for: language).absoluteString
    let state = self.state
    let usable = usableSessions.contains(url)
    return KnownChoicesClient(
      load: {
        let current = state.current
        guard usable, let known = current.known[url], current.sessions[url] != nil,
          let login = current.logins[url],
          login.split(separator: "@", maxSplits: 1).first.map(String.init) == known.userName
        else { return nil }
        return known
      },
      save: { choices in state.update { $0.known[url] = choices } })
  }

  /// The store's clients: the recorded live wikis and the device `device` names.
  func clients(navigation: NavigationClient, device use: DeviceUse) -> SettingsClients {
    if use == .none {
      return SettingsClients(
        wiki: wiki, permission: .noDevice, deviceToken: .noDevice, clock: .continuous,
        navigation: navigation, persistence: .inMemory)
    }
    let askYesNo = prompter.askYesNo
    let canAsk = inputIsTerminal
    let device = SimulatedDevice(
      state: state, simulation: simulation,
      ask: {
        guard canAsk else { return nil }
        return await askYesNo("Allow wiki-notifications to show notifications on this device?")
      })
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
}
