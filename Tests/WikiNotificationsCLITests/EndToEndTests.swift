import Foundation
import MediaWikiAPI
import NotificationSettings
import TestSupport
import Testing

/// The built binary against the two real test wikis, each test with a fresh account and a
/// sandbox of its own; every result is read back from the server.
// Serialized: the test wikis keep their data in SQLite, and many parallel account creations and
// writes queue on its lock for longer than a request may take.
@Suite("wiki-notifications on the real test wikis", .serialized)
struct EndToEndTests {
  let wiki: TestWiki
  init() throws { wiki = try TestWiki.load() }

  /// The spec's types the real Echo registers on the test wikis: not cx, wikibase-action and
  /// page-review, whose extensions (ContentTranslation, Wikibase, PageTriage) are not installed.
  static let offeredSpecTypes = NotificationType.allCases.filter {
    ![.cx, .wikibaseAction, .pageReview].contains($0)
  }

  /// A fresh account (on en only, unless the test needs de too) and a sandbox configured for both.
  func setUp(bothWikis: Bool = false) async throws -> (TestWiki.Account, Sandbox) {
    async let account = wiki.freshAccount(prefix: "Cli", on: bothWikis ? nil : [wiki.en])
    let sandbox = try Sandbox()
    try sandbox.writeConfig(for: wiki)
    return (try await account, sandbox)
  }

  @Test func enableThenDisableReadBackWithoutAFirstLoginReset() async throws {
    let (account, sandbox) = try await setUp()
    let before = values(try await wiki.readOptions(of: account, on: wiki.en))
    let allow = sandbox.environment(account, ["WIKI_NOTIFICATIONS_PERMISSION": "allow"])
    // Two types off by default (Echo's).
    let enabled = try await Tool.binary(["enable", "mention-success", "article-linked"], allow)
    #expect(enabled.status == 0, "\(enabled)")
    #expect(enabled.out == "mention-success: on\narticle-linked: on\n")
    var server = values(try await wiki.readOptions(of: account, on: wiki.en))
    // A one-shot command is no device's first login: the two went on, nothing else changed.
    var expected = before
    expected[.mentionSuccess] = true
    expected[.articleLinked] = true
    #expect(server == expected)

    let disabled = try await Tool.binary(
      ["disable", "mention-success"], sandbox.environment(account))
    #expect(disabled.status == 0, "\(disabled)")
    server = values(try await wiki.readOptions(of: account, on: wiki.en))
    #expect(server[.mentionSuccess] == false && server[.articleLinked] == true)

    // Secrets never appear in output; the state file is 0600 in a 0700 directory.
    for run in [enabled, disabled] {
      #expect(!run.out.contains(account.password) && !run.err.contains(account.password))
    }
    let state = try String(contentsOf: sandbox.stateFile, encoding: .utf8)
    #expect(!state.contains(account.password))
    let fileMode =
      try FileManager.default.attributesOfItem(atPath: sandbox.stateFile.path)[
        .posixPermissions] as? Int
    let directoryMode =
      try FileManager.default.attributesOfItem(
        atPath: sandbox.stateFile.deletingLastPathComponent().path)[.posixPermissions] as? Int
    #expect(fileMode == 0o600 && directoryMode == 0o700)
  }

  @Test func allOnThenOffAndStatusJSON() async throws {
    let (account, sandbox) = try await setUp(bothWikis: true)
    let environment = sandbox.environment(account, ["WIKI_NOTIFICATIONS_PERMISSION": "allow"])
    let on = try await Tool.binary(["enable", "all"], environment)
    #expect(on.status == 0, "\(on)")
    #expect(values(try await wiki.readOptions(of: account, on: wiki.en)).values.allSatisfy { $0 })

    // The saved session is used: no password needed for the next commands.
    let status = try await Tool.binary(["status", "--json"], sandbox.environment())
    #expect(status.status == 0, "\(status)")
    struct Status: Decodable {
      struct Entry: Decodable, Equatable {
        var type: String
        var option: String
        var title: String
        var enabled: Bool?
        var global: Bool
        var scope: String?
      }
      var wiki: String
      var user: String
      var types: [Entry]
    }
    let decoded = try JSONDecoder().decode(Status.self, from: Data(status.out.utf8))
    #expect(decoded.wiki == wiki.en.apiURL.absoluteString && decoded.user == account.name)
    // The spec's 16 first, in its order; then any other type the wiki offers. Each offered one
    // is a global preference (en runs GlobalPreferences), one not offered has no scope.
    #expect(
      Array(decoded.types.prefix(16))
        == NotificationType.allCases.map {
          let offered = Self.offeredSpecTypes.contains($0)
          return Status.Entry(
            type: $0.rawValue, option: $0.optionName, title: $0.specTitle ?? "",
            enabled: offered ? true : nil, global: offered, scope: offered ? "global" : nil)
        })
    #expect(values(try await wiki.readOptions(of: account, on: wiki.de)).values.allSatisfy { $0 })
    #expect(
      decoded.types.dropFirst(16).allSatisfy {
        NotificationType(rawValue: $0.type)?.isSpec == false && $0.enabled != nil
      })

    let off = try await Tool.binary(["disable", "all"], sandbox.environment())
    #expect(off.status == 0, "\(off)")
    #expect(values(try await wiki.readOptions(of: account, on: wiki.en)).values.allSatisfy { !$0 })
    #expect(values(try await wiki.readOptions(of: account, on: wiki.de)).values.allSatisfy { !$0 })
  }

  /// An account GlobalPreferences does not know (a local account only): `status` says each
  /// choice is this wiki's only, `--json` says "local", and `enable` writes en alone.
  @Test func anAccountWithoutGlobalPreferencesIsTheWikisOnly() async throws {
    let account = try await wiki.freshAccount(prefix: "Unattached")
    let sandbox = try Sandbox()
    try sandbox.writeConfig(for: wiki)
    let status = try await Tool.binary(["status"], sandbox.environment(account))
    #expect(status.status == 0, "\(status)")
    let rows = status.out.split(separator: "\n").filter {
      $0.hasPrefix("off") || $0.hasPrefix("on")
    }
    #expect(!rows.isEmpty && rows.allSatisfy { $0.hasSuffix("(this wiki only)") }, "\(status.out)")
    let enabled = try await Tool.binary(["enable", "article-linked"], sandbox.environment())
    #expect(enabled.status == 0 && enabled.out == "article-linked: on\n", "\(enabled)")
    #expect(values(try await wiki.readOptions(of: account, on: wiki.en))[.articleLinked] == true)
    // de keeps its own values: Echo's defaults there, and no first-login reset.
    let german = values(try await wiki.readOptions(of: account, on: wiki.de))
    #expect(german[.articleLinked] == false && german[.editUserTalk] == true)
    let json = try await Tool.binary(["status", "--json"], sandbox.environment())
    struct Status: Decodable {
      struct Entry: Decodable {
        var enabled: Bool?
        var global: Bool
        var scope: String?
      }
      var types: [Entry]
    }
    let decoded = try JSONDecoder().decode(Status.self, from: Data(json.out.utf8))
    #expect(
      decoded.types.allSatisfy {
        $0.enabled == nil ? $0.scope == nil : ($0.scope == "local" && !$0.global)
      })
  }

  @Test func migrateEnglishToGerman() async throws {
    let (account, sandbox) = try await setUp(bothWikis: true)
    let environment = sandbox.environment(account, ["WIKI_NOTIFICATIONS_PERMISSION": "allow"])
    let enabled = try await Tool.binary(["enable", "mention", "reverted"], environment)
    #expect(enabled.status == 0, "\(enabled)")
    let migrated = try await Tool.binary(["migrate", "--from", "en", "--to", "de"], environment)
    #expect(migrated.status == 0, "\(migrated)")
    let offered = try await wiki.offeredTypes(to: account, on: wiki.en)
    #expect(
      migrated.out.hasPrefix(
        "Nothing to copy: the \(offered.count) settings are global preferences, which de"),
      "\(migrated)")
    let german = try await wiki.readOptions(of: account, on: wiki.de)
    #expect(try await wiki.offeredTypes(to: account, on: wiki.de) == offered)
    // The global values hold on de as on en (no first-login reset: Echo's defaults elsewhere).
    #expect(values(german) == values(try await wiki.readOptions(of: account, on: wiki.en)))
    #expect(values(german)[.mention] == true && values(german)[.reverted] == true)
    // Nothing was written to de: no marker, the values are the global ones.
    #expect(german[WikiSnapshot.defaultOffMarkerOption] == nil)
    #expect(german[NotificationType.mention.optionName] == .string("1"))
    let status = try await Tool.binary(["--language", "de", "status"], environment)
    #expect(status.status == 0 && status.out.contains("on   mention"), "\(status)")
  }

  @Test func subscribeAndUnsubscribeAToken() async throws {
    let (account, sandbox) = try await setUp()
    let token = (0..<4).map { _ in UUID().uuidString.replacingOccurrences(of: "-", with: "") }
      .joined().lowercased()
    let environment = sandbox.environment(account)
    let subscribed = try await Tool.binary(
      ["subscribe", "--token", token, "--topic", "org.example.test"], environment)
    #expect(subscribed.status == 0, "\(subscribed)")
    #expect(!subscribed.out.contains(token))
    #expect(
      try await wiki.storedSubscriptions(of: account.name).contains(
        .init(provider: "apns", token: token, topic: "org.example.test")))

    let unsubscribed = try await Tool.binary(["unsubscribe", "--token", token], environment)
    #expect(unsubscribed.status == 0, "\(unsubscribed)")
    #expect(try await !wiki.storedSubscriptions(of: account.name).contains { $0.token == token })
  }

  @Test func logoutUnsubscribesThisDeviceFirst() async throws {
    let account = try await wiki.freshAccount(prefix: "Cli", on: [wiki.en])
    // Through a relay that keeps every request, to see what the logout itself sent.
    let relay = try LoopbackRelay(to: wiki.en.plainHTTPAPIURL)
    defer { relay.stop() }
    let sandbox = try Sandbox()
    try sandbox.writeConfig(["en": relay.apiURL.absoluteString])
    func count(_ command: String) -> Int {
      relay.requestText.components(separatedBy: "action=echopushsubscriptions&command=\(command)")
        .count - 1
    }
    let environment = sandbox.environment(account, ["WIKI_NOTIFICATIONS_PERMISSION": "allow"])
    let rows = try await wiki.offeredTypes(to: account, on: wiki.en).count
    // Turning a type on in the screen, with the permission granted, registers the simulated
    // device (one-shot commands involve no device).
    let enabled = try await PtySession.run(
      ["ui", "--plain"], environment,
      [
        .expect("1 of \(rows)\\. Talk page message, switch, Off\\."), .send(" "),
        .expect("Announcement: Notification settings saved"), .send("q"), .exit(0),
      ])
    #expect(enabled.status == 0, "\(enabled)")
    struct State: Decodable {
      struct Device: Decodable { var deviceToken: String? }
      var device: Device
      var sessions: [String: MediaWikiAPI.SavedSession]
    }
    let before = try JSONDecoder().decode(State.self, from: Data(contentsOf: sandbox.stateFile))
    let token = try #require(before.device.deviceToken)
    #expect(try await wiki.storedSubscriptions(of: account.name).contains { $0.token == token })

    let (createsBefore, deletesBefore) = (count("create"), count("delete"))
    #expect(createsBefore >= 1, "the relay saw the registration")
    let loggedOut = try await Tool.binary(["logout"], sandbox.environment())
    #expect(loggedOut.status == 0, "\(loggedOut)")
    // The logout deleted the subscription without registering the device again first.
    #expect(count("create") == createsBefore && count("delete") == deletesBefore + 1)
    #expect(loggedOut.out.contains("subscription was deleted first"))
    #expect(try await !wiki.storedSubscriptions(of: account.name).contains { $0.token == token })
    let after = try JSONDecoder().decode(State.self, from: Data(contentsOf: sandbox.stateFile))
    #expect(after.sessions.isEmpty)
    // Without a session or credentials, the next command is exit 3.
    let status = try await Tool.binary(["status"], sandbox.environment())
    #expect(status.status == 3, "\(status)")
  }

  @Test func aLogoutTheWikiDidNotConfirmEndsHereAndSaysSo() async throws {
    let account = try await wiki.freshAccount(prefix: "Cli", on: [wiki.en])
    let relay = try LoopbackRelay(to: wiki.en.plainHTTPAPIURL)
    defer { relay.stop() }
    let sandbox = try Sandbox()
    try sandbox.writeConfig(["en": relay.apiURL.absoluteString])
    let status = try await Tool.binary(["status"], sandbox.environment(account))
    #expect(status.status == 0, "\(status)")
    // The wiki's answer to the logout request is lost: the connection closes unanswered.
    relay.refuse("action=logout")
    let loggedOut = try await Tool.binary(["logout"], sandbox.environment())
    #expect(loggedOut.status == 0, "\(loggedOut)")
    #expect(loggedOut.out.contains("Logged out \(account.name) from "), "\(loggedOut)")
    #expect(
      loggedOut.err.contains("did not confirm the logout")
        && loggedOut.err.contains("which the wiki keeps until it expires"), "\(loggedOut)")
    #expect(relay.requestText.contains("action=logout"), "the logout was sent")
    // This device forgot the session all the same: the next run has none.
    let after = try await Tool.binary(["status"], sandbox.environment())
    #expect(after.status == 3, "\(after)")
  }

  /// In English the package names every type the test wiki offers, so no run asks for a title;
  /// on the French wiki (a language the package does not ship: every type is titled by the wiki)
  /// the first run reads the titles, once, and the state file keeps them for the next run.
  @Test func onlyTheTitlesTheScreenUsesAreReadOnceAndKeptInTheStateFile() async throws {
    let account = try await wiki.freshAccount(prefix: "Cli", on: [wiki.en, wiki.noPush])
    let english = try LoopbackRelay(to: wiki.en.plainHTTPAPIURL)
    defer { english.stop() }
    let french = try LoopbackRelay(to: wiki.noPush.plainHTTPAPIURL)
    defer { french.stop() }
    let fr = wiki.noPush.language
    let sandbox = try Sandbox()
    try sandbox.writeConfig(
      ["en": english.apiURL.absoluteString, fr: french.apiURL.absoluteString])
    func titleReads(_ relay: LoopbackRelay) -> Int {
      relay.requestText.components(separatedBy: "allmessages").count - 1
    }
    let bareRead = "meta=userinfo%7Ctokens%7Cglobalpreferences"

    let first = try await Tool.binary(["status"], sandbox.environment(account))
    #expect(first.status == 0, "\(first)")
    let second = try await Tool.binary(["status"], sandbox.environment())
    #expect(second.status == 0, "\(second)")
    // Neither English run asked for a title, and both show the wiki's two types in the
    // package's words (the wiki's own English titles).
    #expect(titleReads(english) == 0)
    #expect(english.requestText.contains(bareRead))
    for run in [first, second] {
      #expect(run.out.contains("Edit to my user page") && run.out.contains("Talk page archiving"))
    }
    #expect(second.out == first.out)

    let firstFrench = try await Tool.binary(
      ["--language", fr, "status"], sandbox.environment(account))
    #expect(firstFrench.status == 0, "\(firstFrench)")
    #expect(titleReads(french) == 1)
    let secondFrench = try await Tool.binary(["--language", fr, "status"], sandbox.environment())
    #expect(secondFrench.status == 0, "\(secondFrench)")
    // The second run read the account without the titles: the state file had them.
    #expect(titleReads(french) == 1)
    #expect(french.requestText.contains(bareRead))
    #expect(secondFrench.out == firstFrench.out)
    #expect(titleReads(english) == 0)

    struct State: Decodable { var titles: WikiTitleCache.Snapshot }
    let kept = try JSONDecoder().decode(State.self, from: Data(contentsOf: sandbox.stateFile))
    // Only the French wiki's titles are kept: the English runs asked for none.
    #expect(kept.titles.entries.map(\.wiki) == [french.apiURL])
    let entry = try #require(kept.titles.entries.first)
    #expect(entry.language == fr)
    let offered = try await wiki.offeredTypes(to: account, on: wiki.noPush)
    #expect(entry.asked == Set(offered.map(\.rawValue)))
    #expect(entry.titles["edit-user-page"] == "Modification de ma page utilisateur")
  }

  @Test func wrongPasswordIsExitThree() async throws {
    let (account, sandbox) = try await setUp()
    let run = try await Tool.binary(
      ["status"], sandbox.environment(user: account.name, password: "not-the-password"))
    #expect(run.status == 3, "\(run)")
    #expect(run.err.hasPrefix("wiki-notifications: Logging in as \(account.name) on 127.0.0.1:"))
    #expect(!run.err.contains("not-the-password"))
    #expect(!FileManager.default.fileExists(atPath: sandbox.stateFile.path))
  }

  @Test func botPasswordLogsInAndCannotSubscribe() async throws {
    let sandbox = try Sandbox()
    try sandbox.writeConfig(for: wiki)
    let bot = try await Tool.binary(
      ["status", "--json"], sandbox.environment(user: wiki.botUser, password: wiki.botPassword))
    #expect(bot.status == 0, "\(bot)")
    #expect(bot.out.contains("\"user\":\"\(wiki.user)\""))
    // Like on Wikimedia, a bot password may not manage push subscriptions: the tool says so
    // without sending a request that cannot succeed (exit 1, not done).
    let subscribe = try await Tool.binary(
      ["subscribe", "--token", "0123456789abcdef0123456789abcdef"], sandbox.environment())
    #expect(subscribe.status == 1, "\(subscribe)")
    #expect(subscribe.err.contains("push subscriptions need the main-account login"))
  }

  @Test func unknownTypeIsExitTwoAndNothingIsWritten() async throws {
    let (account, sandbox) = try await setUp()
    let run = try await Tool.binary(
      ["enable", "mention", "bogus"], sandbox.environment(account))
    #expect(run.status == 2, "\(run)")
    // Not even the first-login reset happened: the account still has the wiki's defaults.
    let options = try await wiki.readOptions(of: account, on: wiki.en)
    #expect(options[WikiSnapshot.defaultOffMarkerOption] == nil)
    #expect(values(options)[.editUserTalk] == true)
    #expect(!FileManager.default.fileExists(atPath: sandbox.stateFile.path))
  }
}
