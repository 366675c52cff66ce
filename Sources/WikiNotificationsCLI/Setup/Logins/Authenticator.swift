import MediaWikiAPI
import NotificationSettings

/// Logging in, and opening a screen as the configured account: with the saved session when it
/// still works, else after a login with the credentials from the environment or the prompter.
@MainActor
struct Authenticator {
  private let configuration: ToolConfiguration
  private let environment: ToolEnvironment
  private let vault: SessionVault
  private let sessions: WikiSessions
  private let prompter: Prompter

  /// Logs in through `sessions`' clients, records each login in `vault`, asks through `prompter`.
  init(
    configuration: ToolConfiguration, environment: ToolEnvironment, vault: SessionVault,
    sessions: WikiSessions, prompter: Prompter
  ) {
    self.configuration = configuration
    self.environment = environment
    self.vault = vault
    self.sessions = sessions
    self.prompter = prompter
  }

  /// Makes sure `language`'s wiki has a session for the configured account, logging in when it
  /// has none (without telling a store: used for a wiki the feature writes to without a screen).
  func ensureSession(_ language: WikiLanguage) async throws(CLIError) {
    if await sessions.client(for: language).userName != nil { return }
    _ = try await logIn(language)
  }

  /// Shows the screen of the store's language as the configured account: with the saved session
  /// if it belongs to that account and still works, else after logging in (which the feature
  /// hears as a login, so the first-login rule applies). Throws when no session can be had;
  /// with `showLoggedOut` the store has shown the logged-out state by then.
  func openScreen(
    _ store: SettingsStore, _ language: WikiLanguage, showLoggedOut: Bool = false
  ) async throws(CLIError) {
    // A saved session is only there when it was made by the login asked for (see the vault).
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
      _ = try await logIn(language, withoutCredentials: temporary)
      store.send(.loggedIn)
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
    guard
      let credentials = await Credentials.obtain(
        user: configuration.user, environment: environment, wiki: host, prompt: prompter.ask)
    else {
      throw withoutCredentials
        ?? CLIError(
          .notLoggedIn,
          "Not logged in to \(host): set WIKI_USER and WIKI_PASSWORD, or run on a terminal to be "
            + "asked.")
    }
    let client = await sessions.client(for: language)
    // Whatever session the client held belongs to another login or has ended.
    await client.forgetSession()
    let name = try await Login.logIn(
      client, credentials, host: host, canPrompt: environment.inputIsTerminal, ask: prompter.ask)
    // The session is the one the login made (read now, not when the vault's save runs: a
    // logout may have ended it by then).
    vault.loggedIn(
      language, login: Credentials.loginName(of: credentials.user),
      session: await client.savedSession)
    return name
  }

  /// Forgets `language`'s session here (after a logout).
  func forgetSession(_ language: WikiLanguage) async {
    await sessions.client(for: language).forgetSession()
    vault.loggedOut(language)
  }

  private func host(_ language: WikiLanguage) -> String {
    WikiContext.host(of: configuration.apiURL(for: language))
  }
}
