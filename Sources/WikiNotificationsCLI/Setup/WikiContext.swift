import MediaWikiAPI
import NotificationSettings

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Everything a command needs to drive the feature against the configured wikis: the
/// configuration, the state file, the saved sessions (``SessionVault``), logging in
/// (``Authenticator``) and the stores (``StoreFactory``), with their messages about hosts.
@MainActor
struct WikiContext {
  let configuration: ToolConfiguration
  let environment: ToolEnvironment
  let state: StateFile
  let simulation: Simulation
  /// The saved sessions.
  let vault: SessionVault
  /// Stores and clients.
  let stores: StoreFactory
  /// Logging in and opening screens.
  let authenticator: Authenticator

  /// The run's context from the command line, asking on the terminal.
  init(_ invocation: Invocation, _ environment: ToolEnvironment) throws(CLIError) {
    let configuration = try ToolConfiguration.load(invocation, environment)
    let simulation = try Simulation.from(environment)
    let console = environment.console
    let state = try StateFile(
      path: environment.stateDirectory + "/state.json", report: { console.problem($0) })
    let vault = SessionVault(configuration: configuration, state: state)
    let stores = StoreFactory(
      configuration: configuration, environment: environment, state: state,
      simulation: simulation, vault: vault, prompter: .terminal)
    self.init(
      configuration: configuration, environment: environment, state: state,
      simulation: simulation, vault: vault, stores: stores, prompter: .terminal)
  }

  private init(
    configuration: ToolConfiguration, environment: ToolEnvironment, state: StateFile,
    simulation: Simulation, vault: SessionVault, stores: StoreFactory, prompter: Prompter
  ) {
    self.configuration = configuration
    self.environment = environment
    self.state = state
    self.simulation = simulation
    self.vault = vault
    self.stores = stores
    authenticator = Authenticator(
      configuration: configuration, environment: environment, vault: vault,
      sessions: stores.sessions, prompter: prompter)
  }

  /// The same sessions and clients, asking through `prompter` (the interactive screen's).
  func asking(through prompter: Prompter) -> WikiContext {
    WikiContext(
      configuration: configuration, environment: environment, state: state,
      simulation: simulation, vault: vault, stores: StoreFactory(stores, prompter: prompter),
      prompter: prompter)
  }

  /// Said once when a bot password is used where a device's push subscription is concerned.
  func botPasswordNote(_ language: WikiLanguage) -> String {
    let login = vault.login(language) ?? ""
    let account = Credentials.accountName(of: login)
    return "Logged in to \(host(language)) with the bot password \(login): push subscriptions "
      + "need the main-account login (WIKI_USER=\(account)); settings changes still reach the "
      + "account."
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

  /// Writes the sessions of every wiki used back to the state file, and the titles known.
  func saveSessions() async {
    await vault.save(stores.sessions, titles: stores.titles)
  }
}

extension SettingsStore {
  /// Whether the screen shows the logged-out state (the session ended or there was none).
  var showsLoggedOut: Bool { screen.banners.contains { $0.subject == .loggedOut } }
}
