import MediaWikiAPI

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// An account name and password, from the environment or a prompt; never from an argument.
struct Credentials: Sendable, CustomStringConvertible {
  /// `Name` (main account, clientlogin) or `Name@appid` (bot password, action=login).
  var user: String
  /// Secret: never printed (see ``description``).
  var password: String

  /// Whether this is a bot password (the API then forbids push subscriptions).
  var isBotPassword: Bool { user.contains("@") }

  /// The account the name logs in to: a bot password's `Name@appid` belongs to `Name`.
  var accountName: String { Credentials.accountName(of: user) }

  /// Never shows the password, so a stray interpolation cannot leak it.
  var description: String { "Credentials(user: \(user), password: <hidden>)" }

  /// The account a login name belongs to, as MediaWiki writes it (first letter upper case,
  /// underscores as spaces), so saved sessions can be matched against the configured name.
  static func accountName(of user: String) -> String {
    let base = user.split(separator: "@", maxSplits: 1).first.map(String.init) ?? user
    let spaced = base.replacing("_", with: " ")
    return spaced.prefix(1).uppercased() + spaced.dropFirst()
  }

  /// A login name as MediaWiki matches it: the account name (see ``accountName(of:)``) and, for
  /// a bot password, its `@appid`. Saved sessions belong to the login that made them.
  static func loginName(of user: String) -> String {
    let trimmed = user.trimmed()
    guard let at = trimmed.firstIndex(of: "@") else { return accountName(of: trimmed) }
    return accountName(of: trimmed) + trimmed[at...]
  }

  /// `WIKI_USER` (else the configured user) and `WIKI_PASSWORD`; what is missing is asked for on
  /// the terminal when there is one (the password without echo). Nil when something is missing.
  static func obtain(
    user configured: String?, environment: ToolEnvironment, wiki host: String,
    prompt: (String, Bool) async -> String?
  ) async -> Credentials? {
    let canPrompt = environment.inputIsTerminal
    var user = configured
    if user == nil, canPrompt {
      user = await prompt("User name on \(host) (Name, or Name@appid for a bot password): ", true)
    }
    guard let user = user?.trimmed(), !user.isEmpty else { return nil }
    var password = environment.value("WIKI_PASSWORD")
    if password == nil, canPrompt {
      password = await prompt("Password for \(user) on \(host): ", false)
    }
    guard let password, !password.isEmpty else { return nil }
    return Credentials(user: user, password: password)
  }
}
