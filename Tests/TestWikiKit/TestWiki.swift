import Foundation
import MediaWikiAPI

/// The real local wikis (MediaWiki 1.43 with the real Echo) that `scripts/test-wiki start` runs,
/// read from `.testwiki/env` (or the same variables in the environment). Tests FAIL, never skip,
/// when they are missing.
public struct TestWiki: Sendable {
  /// A language's wiki: its code and `api.php` URL.
  public struct Site: Sendable {
    /// The language code.
    public var language: String
    /// The `api.php` URL on 127.0.0.1 (https once the wikis serve it).
    public var apiURL: URL
    /// The same wiki's `api.php` over plain http, for what cannot trust the private
    /// authority: FoundationNetworking's URLSession on Linux, and relays that read the traffic.
    public var plainHTTPAPIURL: URL
  }

  /// Why the test wikis cannot be used.
  public struct Unavailable: Error, CustomStringConvertible {
    /// What is wrong and how to fix it.
    public var description: String
    /// Describes the problem.
    public init(description: String) { self.description = description }
  }

  /// The English wiki.
  public var en: Site
  /// The German wiki.
  public var de: Site
  /// A wiki whose push options are listed but cannot be written (Echo without a push
  /// notifier): every push write is a `validationfailed` warning while `userjs-` options store.
  /// It has no global preferences (`meta=globalpreferences` only warns there).
  public var noPush: Site
  /// The shared test account's name and main password.
  public var user: String
  /// The main password of ``user``.
  public var password: String
  /// The bot-password login name (`Editor@notif`): grants basic and editmyoptions only.
  public var botUser: String
  /// The bot password.
  public var botPassword: String
  /// A second account.
  public var otherUser: String
  /// The second account's password.
  public var otherPassword: String
  /// The file the push recorder appends every push of `en` and `de` to (one JSON line each),
  /// if the wikis were started by a `scripts/test-wiki` that runs it.
  public var pushLog: URL?
  /// The PEM file of the private certificate authority that signed the https wikis'
  /// certificates (`TESTWIKI_CA_FILE`); nil while the wikis speak plain http.
  public var caFile: String?
  /// The wikis' administrator (`TestWikiAdmin`: sysop and bureaucrat), if the wikis were started
  /// by a `scripts/test-wiki` that names it; see ``adminAccount()``.
  public var admin: Account?
  /// Every `TESTWIKI_` setting read, for what only some tests need (login codes, the mail log).
  public var settings: [String: String] = [:]

  /// The User-Agent tests send.
  public static let userAgent = "NotificationSettingsTests/1.0 (local test run; loopback only)"

  /// The root of this repository, found from this file's path.
  public static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// Loads the configuration; throws with instructions when the wikis were never started.
  public static func load() throws -> TestWiki {
    var values = ProcessInfo.processInfo.environment.filter { $0.key.hasPrefix("TESTWIKI_") }
    let dir =
      values["TESTWIKI_DIR"].map { URL(fileURLWithPath: $0) }
      ?? repositoryRoot.appendingPathComponent(".testwiki")
    if let text = try? String(contentsOf: dir.appendingPathComponent("env"), encoding: .utf8) {
      for line in text.split(separator: "\n") {
        guard let eq = line.firstIndex(of: "=") else { continue }
        let key = String(line[..<eq]).trimmingCharacters(in: .whitespaces)
        if values[key] == nil { values[key] = String(line[line.index(after: eq)...]) }
      }
    }
    func value(_ key: String) throws -> String {
      guard let value = values[key], !value.isEmpty else {
        throw Unavailable(
          description: "\(key) is not set: run `scripts/test-wiki start` (scripts/test does it)")
      }
      return value
    }
    func site(_ language: String, _ key: String) throws -> Site {
      let plainKey = key.replacingOccurrences(of: "_API", with: "_HTTP_API")
      guard let url = URL(string: try value(key)),
        let plain = values[plainKey].map({ URL(string: $0) }) ?? url
      else {
        throw Unavailable(description: "\(key) or \(plainKey) is not a URL")
      }
      return Site(language: language, apiURL: url, plainHTTPAPIURL: plain)
    }
    return TestWiki(
      en: try site("en", "TESTWIKI_EN_API"), de: try site("de", "TESTWIKI_DE_API"),
      noPush: try site(try value("TESTWIKI_NOPUSH_LANGUAGE"), "TESTWIKI_NOPUSH_API"),
      user: try value("TESTWIKI_USER"), password: try value("TESTWIKI_PASSWORD"),
      botUser: try value("TESTWIKI_BOT_USER"), botPassword: try value("TESTWIKI_BOT_PASSWORD"),
      otherUser: try value("TESTWIKI_OTHER_USER"),
      otherPassword: try value("TESTWIKI_OTHER_PASSWORD"),
      pushLog: values["TESTWIKI_PUSH_LOG"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) },
      caFile: values["TESTWIKI_CA_FILE"].flatMap { $0.isEmpty ? nil : $0 },
      admin: values["TESTWIKI_ADMIN_USER"].flatMap { name in
        values["TESTWIKI_ADMIN_PASSWORD"].flatMap { password in
          name.isEmpty || password.isEmpty ? nil : Account(name: name, password: password)
        }
      },
      settings: values)
  }

  /// The wikis' administrator, who can change an account's user groups; throws with
  /// instructions when the wikis were started by a `scripts/test-wiki` that does not name it.
  public func adminAccount() throws -> Account {
    guard let admin else {
      throw Unavailable(
        description:
          "TESTWIKI_ADMIN_USER is not set: run `scripts/test-wiki start` (scripts/test does it)")
    }
    return admin
  }

  /// The site of a language code (`en`, `de` or the no-push wiki's); any other code gives `en`.
  public func site(_ language: String) -> Site {
    switch language {
    case de.language: de
    case noPush.language: noPush
    default: en
    }
  }

  /// A client of `site` that counts its round trips.
  public func client(
    _ site: Site, transport: RecordingTransport = RecordingTransport()
  ) -> MediaWikiClient {
    MediaWikiClient(apiURL: site.apiURL, userAgent: Self.userAgent, transport: transport)
  }

  /// Creates a new account with a unique name on the given wikis (same name and password on
  /// each, as a global account would be), so that tests writing options never share one.
  /// The default is `en` and `de`; pass ``noPush`` explicitly to have the account there too.
  /// With `withEmail`, the account gives an address at sign-up (`<name>@example.org`), which
  /// the test wikis count as confirmed, so others can write to it (`action=emailuser`).
  public func freshAccount(
    prefix: String = "T", on sites: [Site]? = nil, withEmail: Bool = false
  ) async throws -> Account {
    let name = "\(prefix)\(UUID().uuidString.prefix(12).replacingOccurrences(of: "-", with: ""))"
    let password = "pw-\(UUID().uuidString)"
    for site in sites ?? [en, de] {
      let client = client(site)
      let token = try await client.token(ofType: "createaccount")
      var parameters: [(name: String, value: String)] = [
        ("action", "createaccount"), ("username", name), ("password", password),
        ("retype", password), ("createtoken", token),
        ("createreturnurl", site.apiURL.absoluteString),
      ]
      // MediaWiki takes the address only with the real name beside it (its sign-up form sends
      // both fields); an empty real name is none.
      if withEmail { parameters += [("email", "\(name)@example.org"), ("realname", "")] }
      let request = APIRequest(method: .post, parameters: parameters)
      let (body, _) = try await client.perform(request, as: CreateAccountBody.self)
      guard body.createaccount.status == "PASS" else {
        throw Unavailable(
          description:
            "createaccount on \(site.language): \(body.createaccount.status) \(body.createaccount.message ?? "")"
        )
      }
    }
    return Account(name: name, password: password)
  }

  /// A test account's credentials.
  public struct Account: Sendable {
    /// The account name.
    public var name: String
    /// Its main password.
    public var password: String
  }

  /// The wikis' shared main account (`user`, `password`), which also has the bot password.
  public var mainAccount: Account { Account(name: user, password: password) }

  private struct CreateAccountBody: Decodable {
    struct Result: Decodable {
      var status: String
      var message: String?
    }
    var createaccount: Result
  }

  /// A client of `site` whose session is a NEW temporary account, made as a person makes one:
  /// an edit without an account (`action=edit` with the anonymous csrf token `+\`), which
  /// MediaWiki answers with `tempusercreated` and a session of the new account (en and de have
  /// `$wgAutoCreateTempUser` on). Returns the client (its session is that account's) and the
  /// account's name (`~2026-1`, ...).
  public func temporaryAccountClient(
    _ site: Site, transport: RecordingTransport = RecordingTransport()
  ) async throws -> (client: MediaWikiClient, name: String) {
    let client = client(site, transport: transport)
    let name = try await Self.makeTemporaryAccount(with: client, on: site.language)
    return (client, name)
  }

  /// Turns `client`'s anonymous session into a new temporary account by an edit without an
  /// account, and returns the account's name. Separate from the live wiki so that the answers it
  /// trusts (`tempusercreated`, then `temp` in userinfo) are tested on recorded fixtures.
  public static func makeTemporaryAccount(
    with client: MediaWikiClient, on language: String
  ) async throws -> String {
    let request = APIRequest(
      method: .post,
      parameters: [
        ("action", "edit"), ("title", "Temporary account test/\(UUID().uuidString)"),
        ("appendtext", "An edit without an account."), ("summary", "test"),
      ],
      token: .csrf)
    let (body, _) = try await client.perform(request, as: EditBody.self)
    guard body.edit.result == "Success", body.edit.tempusercreated == true else {
      throw Unavailable(
        description:
          "an edit without an account on \(language) made no temporary account "
          + "(\(body.edit.result)): is $wgAutoCreateTempUser on there?")
    }
    let info = try await client.loadAccount()
    guard info.isTemporary, !info.isAnonymous else {
      throw Unavailable(description: "the session after the edit is not a temporary account")
    }
    return info.name
  }

  private struct EditBody: Decodable {
    struct Edit: Decodable {
      var result: String
      var tempusercreated: Bool?
    }
    var edit: Edit
  }

  /// A client of `site` logged in with `account`'s main password (clientlogin).
  public func loggedInClient(
    _ site: Site, as account: Account, transport: RecordingTransport = RecordingTransport()
  ) async throws -> MediaWikiClient {
    let client = client(site, transport: transport)
    let result = try await client.clientLogin(username: account.name, password: account.password)
    guard case .success = result else {
      throw Unavailable(
        description: "login of \(account.name) on \(site.language) failed: \(result)")
    }
    return client
  }

  /// Clients of each of `sites` logged in with `account`, each with its own recording
  /// transport (reset after the login, so it counts only what the test does), by language code.
  public func loggedInClients(_ account: Account, on sites: [Site]) async throws -> (
    clients: [String: MediaWikiClient], transports: [String: RecordingTransport]
  ) {
    var clients: [String: MediaWikiClient] = [:]
    var transports: [String: RecordingTransport] = [:]
    for site in sites {
      let transport = RecordingTransport()
      transports[site.language] = transport
      clients[site.language] = try await loggedInClient(site, as: account, transport: transport)
      transport.reset()
    }
    return (clients, transports)
  }
}

extension TestWiki {
  /// One push subscription as the test wiki's read-back module reports it.
  public struct StoredSubscription: Decodable, Equatable, Sendable {
    /// `apns` or `fcm`.
    public var provider: String
    /// The device token.
    public var token: String
    /// The APNs topic, if any.
    public var topic: String?

    /// A subscription to compare with what the wiki reports.
    public init(provider: String, token: String, topic: String?) {
      self.provider = provider
      self.token = token
      self.topic = topic
    }
  }

  private struct SubscriptionsBody: Decodable {
    struct Inner: Decodable { var subscriptions: [StoredSubscription] }
    var testpushsubscriptions: Inner
  }

  /// Reads `user`'s push subscriptions back from the server: Echo's own table in the store all
  /// wikis share, through the test-only, read-only `action=testpushsubscriptions` module.
  public func storedSubscriptions(of user: String) async throws -> [StoredSubscription] {
    let request = APIRequest(
      method: .get, parameters: [("action", "testpushsubscriptions"), ("user", user)])
    let (body, _) = try await client(en).perform(request, as: SubscriptionsBody.self)
    return body.testpushsubscriptions.subscriptions
  }

  /// Reads `account`'s options back from `site` with a fresh session of its own.
  public func readOptions(of account: Account, on site: Site) async throws -> [String: OptionValue]
  {
    let client = try await loggedInClient(site, as: account)
    return try await client.loadAccount().options
  }

  /// Sets `options` globally for `account`, as the person would on another wiki's
  /// Special:GlobalPreferences (`action=globalpreferences`, the real GlobalPreferences
  /// extension's own module, on `en` and `de` only), which stores each value as given:
  /// afterwards both read these values and a plain `action=options` write of them is ignored
  /// with the warning `global-option-ignored`.
  public func setGlobalPreferences(
    _ options: [(name: String, value: String)], of account: Account, on site: Site? = nil
  ) async throws {
    let client = try await loggedInClient(site ?? en, as: account)
    let change = options.map { "\($0.name)=\($0.value)" }.joined(separator: "|")
    let request = APIRequest(
      method: .post, parameters: [("action", "globalpreferences"), ("change", change)],
      token: .csrf)
    let (body, warnings) = try await client.perform(request, as: GlobalPreferencesBody.self)
    guard body.globalpreferences == "success", warnings.isEmpty else {
      throw Unavailable(
        description: "globalpreferences for \(account.name): \(body.globalpreferences) \(warnings)")
    }
  }

  private struct GlobalPreferencesBody: Decodable { var globalpreferences: String }

  /// Makes `option` a local exception on `site` with `value`, as the person would with the
  /// "this wiki only" box of Special:Preferences: core's `action=options&global=override`,
  /// which GlobalPreferences answers by storing `<option>-local-exception` and the local value.
  public func setLocalException(
    _ option: String, _ value: Bool, of account: Account, on site: Site
  ) async throws {
    let client = try await loggedInClient(site, as: account)
    let request = APIRequest(
      method: .post,
      parameters: [
        ("action", "options"), ("change", "\(option)=\(value ? "1" : "0")"), ("global", "override"),
      ], token: .csrf)
    let (body, warnings) = try await client.perform(request, as: OptionsBody.self)
    guard body.options == "success", warnings.isEmpty else {
      throw Unavailable(
        description: "local exception for \(account.name): \(body.options) \(warnings)")
    }
  }

  private struct OptionsBody: Decodable { var options: String }

  /// Reads `account`'s global preferences back (`meta=globalpreferences`): the stored strings.
  public func readGlobalPreferences(of account: Account) async throws -> [String: String] {
    let client = try await loggedInClient(en, as: account)
    let request = APIRequest(
      method: .get,
      parameters: [("action", "query"), ("meta", "globalpreferences"), ("gprprop", "preferences")])
    let (body, _) = try await client.perform(request, as: GlobalPreferencesQueryBody.self)
    return body.query.globalpreferences.preferences
  }

  private struct GlobalPreferencesQueryBody: Decodable {
    struct Query: Decodable {
      struct Global: Decodable { var preferences: [String: String] }
      var globalpreferences: Global
    }
    var query: Query
  }
}
