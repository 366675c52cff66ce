import MediaWikiAPI

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Logging in to one wiki: a bot password with `action=login`, a main account with
/// `action=clientlogin`; every outcome but success becomes a ``CLIError`` with exit code 3 or 4.
enum Login {
  /// Logs `client` in and returns the account name the wiki reports; a step the wiki asks for
  /// after the password (a code) is asked through `ask` when `canPrompt`.
  ///
  /// A main-account login on a terminal asks the wiki to remember it (`rememberMe=1`): a code
  /// given once must not be asked again when the session's idle expiry passes, or a later run
  /// from cron could not log in. A login from a script needs no such token: it cannot answer a
  /// code anyway, and logs in again with the password when its session ends. So it keeps the
  /// stronger logout, as MediaWiki's logout does not revoke a remembered login's token (a copy
  /// of the cookies taken before would still log in until the password changes).
  static func logIn(
    _ client: MediaWikiClient, _ credentials: Credentials, host: String, canPrompt: Bool,
    ask: @escaping (String, Bool) async -> String?
  ) async throws(CLIError) -> String {
    let result: LoginResult
    do {
      result =
        credentials.isBotPassword
        ? try await client.login(botUser: credentials.user, password: credentials.password)
        // Remembered where a person could be asked for a code (see above).
        : try await client.clientLogin(
          username: credentials.user, password: credentials.password, rememberMe: canPrompt)
    } catch {
      throw failure(error, host: host)
    }
    if case .needsInteraction(let step) = result {
      let steps = LoginSteps(user: credentials.user, host: host, canPrompt: canPrompt, ask: ask)
      return try await steps.complete(step, with: client)
    }
    return try outcome(result, user: credentials.user, host: host)
  }

  /// The account name of a successful login; any other final answer as the error to exit with.
  static func outcome(_ result: LoginResult, user: String, host: String) throws(CLIError)
    -> String
  {
    switch result {
    case .success(let userName):
      return userName
    case .failed(let code, let message):
      throw CLIError(
        .notLoggedIn,
        "Logging in as \(user) on \(host) failed: \(sentence(WikiText.plain(message), code)).")
    case .needsInteraction(let step):
      throw CLIError(
        .notLoggedIn,
        "Logging in as \(user) on \(host) needs another step: "
          + "\(sentence(WikiText.plain(step.message), step.messageCode)).")
    case .restart(let message):
      throw CLIError(
        .notLoggedIn,
        "Logging in as \(user) on \(host) must start again: "
          + "\(sentence(WikiText.plain(message), nil)); run the command again, or log in on the "
          + "wiki's web site first.")
    case .redirect:
      throw CLIError(
        .notLoggedIn,
        "Logging in as \(user) on \(host) needs a web browser (the wiki redirected); "
          + "use a bot password (Name@appid) instead.")
    }
  }

  /// A request failure during login.
  static func failure(_ error: APIError, host: String) -> CLIError {
    switch error {
    case .insecureTransport(let host):
      return CLIError(
        .notLoggedIn, "Refusing to send a password to \(host) over plain http; use https.")
    case .api(let code, let info, _):
      return CLIError(.notLoggedIn, "Logging in on \(host) failed: \(code.code) (\(info)).")
    case .transport, .httpStatus, .notJSON, .unexpectedResponse, .invalidRequest:
      return CLIError(.serverFailure, "Could not reach \(host) to log in: \(detail(of: error)).")
    }
  }

  /// Debug detail of an API error that holds no secret (never a cookie or a token).
  static func detail(of error: APIError) -> String {
    switch error {
    case .transport(.notSent(let detail)), .transport(.outcomeUnknown(let detail)): detail
    case .httpStatus(let status, _): "HTTP \(status)"
    case .notJSON(let status, _, _): "HTTP \(status) with a page that is not the API's answer"
    case .unexpectedResponse(let detail): detail
    case .api(let code, let info, _): "\(code.code): \(info)"
    case .insecureTransport(let host): "plain http to \(host)"
    case .invalidRequest(let detail): detail
    }
  }

  private static func sentence(_ message: String, _ code: String?) -> String {
    let trimmed = message.trimmed().trimmed { $0 == "." }
    // The code comes from the wiki too: nothing in it may reach the terminal as a control.
    guard let code = code.map(WikiText.cleaned), !code.isEmpty, !trimmed.contains(code) else {
      return trimmed
    }
    return "\(trimmed) (\(code))"
  }
}
