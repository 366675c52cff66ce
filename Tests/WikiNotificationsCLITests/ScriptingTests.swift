import Foundation
import MediaWikiAPI
import MediaWikiURLSession
import NotificationSettings
import TestSupport
import Testing

/// The tool as a script uses it (no terminal), against the real test wikis; every result is
/// read back from the server.
// Serialized for the same reason as the end-to-end suite (one SQLite database per wiki).
@Suite("wiki-notifications from scripts, on the real test wikis", .serialized)
struct ScriptingTests {
  let wiki: TestWiki
  init() throws { wiki = try TestWiki.load() }

  /// What the tests read from the state file.
  struct StateProbe: Decodable {
    struct Device: Decodable { var deviceToken: String? }
    var device: Device
    var sessions: [String: MediaWikiAPI.SavedSession]
    var logins: [String: String]?
  }

  func state(_ sandbox: Sandbox) throws -> StateProbe {
    try JSONDecoder().decode(StateProbe.self, from: Data(contentsOf: sandbox.stateFile))
  }

  func randomToken() -> String {
    (0..<2).map { _ in UUID().uuidString.replacingOccurrences(of: "-", with: "") }.joined()
      .lowercased()
  }

  @Test func enableRunsWithoutATerminalAndInvolvesNoDevice() async throws {
    let account = try await wiki.freshAccount(prefix: "Cli", on: [wiki.en])
    let sandbox = try Sandbox()
    try sandbox.writeConfig(for: wiki)
    var expected = values(try await wiki.readOptions(of: account, on: wiki.en))
    // stdin is /dev/null and no permission answer is given: cron, CI, `ssh host cmd`.
    let run = try await Tool.binary(["enable", "article-linked"], sandbox.environment(account))
    #expect(run.status == 0, "\(run)")
    #expect(run.out == "article-linked: on\n")
    #expect(run.err.isEmpty, "nothing is said about a device: \(run)")
    // No first-login reset (no device's first login): article-linked (off by default) went on,
    // nothing else changed.
    expected[.articleLinked] = true
    #expect(values(try await wiki.readOptions(of: account, on: wiki.en)) == expected)
    // No device took part: the wiki holds no subscription, the state file no device token.
    #expect(try await wiki.storedSubscriptions(of: account.name).isEmpty)
    #expect(try state(sandbox).device.deviceToken == nil)
  }

  @Test func aTypeBeyondTheSpecsThatThePackageNamesCanBeNamed() async throws {
    let account = try await wiki.freshAccount(prefix: "Cli", on: [wiki.en])
    let sandbox = try Sandbox()
    try sandbox.writeConfig(for: wiki)
    let userPage = NotificationType.editUserPage
    var expected = values(try await wiki.readOptions(of: account, on: wiki.en))
    let run = try await Tool.binary(["disable", "edit-user-page"], sandbox.environment(account))
    #expect(run.status == 0, "\(run)")
    #expect(run.out == "edit-user-page: off\n")
    // edit-user-page (on by default) went off, nothing else changed.
    let offered = try await wiki.offeredTypes(to: account, on: wiki.en)
    #expect(offered.contains(userPage))
    expected[userPage] = false
    #expect(values(try await wiki.readOptions(of: account, on: wiki.en)) == expected)
  }

  @Test func aSavedSessionBelongsToTheLoginThatMadeIt() async throws {
    let sandbox = try Sandbox()
    try sandbox.writeConfig(for: wiki)
    let apiKey = wiki.en.apiURL.absoluteString
    let bot = try await Tool.binary(
      ["status"], sandbox.environment(user: wiki.botUser, password: wiki.botPassword))
    #expect(bot.status == 0, "\(bot)")
    #expect(try state(sandbox).logins?[apiKey] == wiki.botUser)

    // The main account's login does not reuse the bot password's session: it logs in itself,
    // so it may subscribe.
    let token = randomToken()
    let main = try await Tool.binary(
      ["subscribe", "--token", token, "--topic", "org.example.test"],
      sandbox.environment(user: wiki.user, password: wiki.password))
    #expect(main.status == 0, "\(main)")
    #expect(try await wiki.storedSubscriptions(of: wiki.user).contains { $0.token == token })
    #expect(try state(sandbox).logins?[apiKey] == wiki.user)

    // Nor does the bot password take over the main account's session: without its password it
    // is not logged in.
    let botAgain = try await Tool.binary(["status"], sandbox.environment(user: wiki.botUser))
    #expect(botAgain.status == 3, "\(botAgain)")

    let removed = try await Tool.binary(
      ["unsubscribe", "--token", token], sandbox.environment(user: wiki.user))
    #expect(removed.status == 0, "\(removed)")
    #expect(try await !wiki.storedSubscriptions(of: wiki.user).contains { $0.token == token })
  }

  @Test func aBotPasswordSaysOnceThatSubscriptionsNeedTheMainLogin() async throws {
    // Through a relay that keeps every request, to prove nothing about subscriptions was sent.
    let relay = try LoopbackRelay(to: wiki.en.plainHTTPAPIURL)
    defer { relay.stop() }
    let sandbox = try Sandbox()
    try sandbox.writeConfig(["en": relay.apiURL.absoluteString])
    let environment = sandbox.environment(user: wiki.botUser, password: wiki.botPassword)
    let status = try await Tool.binary(["status"], environment)
    #expect(status.status == 0, "\(status)")
    #expect(status.err.isEmpty, "no device note on a settings command: \(status)")

    let subscribe = try await Tool.binary(["subscribe", "--token", randomToken()], environment)
    #expect(subscribe.status == 1, "\(subscribe)")
    #expect(subscribe.err.components(separatedBy: "need the main-account login").count == 2)
    #expect(subscribe.err.contains("WIKI_USER=\(wiki.user)"))
    #expect(!relay.requestText.contains("echopushsubscriptions"))

    // The screen says it once and offers neither a registration retry nor the device settings.
    let rows = try await wiki.offeredTypes(to: wiki.mainAccount, on: wiki.en).count
    let screen = try await PtySession.run(
      ["ui", "--plain"], environment,
      [
        .expect("1 of \(rows)\\."), .expect("need the main-account login"), .send("q"), .exit(0),
      ])
    #expect(screen.status == 0, "\(screen)")
    #expect(screen.out.components(separatedBy: "need the main-account login").count == 2)
    #expect(!screen.out.contains("Try registering again") && !screen.out.contains("Open Settings"))
    #expect(!relay.requestText.contains("echopushsubscriptions"))
  }

  @Test func aRunStoppedRightAfterItsLoginKeepsTheSession() async throws {
    let account = try await wiki.freshAccount(prefix: "Cli", on: [wiki.en])
    // The wiki logs the run in, then never answers its options read; the run is killed there.
    let relay = try LoopbackRelay(to: wiki.en.plainHTTPAPIURL)
    defer { relay.stop() }
    relay.withhold("uiprop=options")
    let sandbox = try Sandbox()
    try sandbox.writeConfig(["en": relay.apiURL.absoluteString])
    let process = Process()
    process.executableURL = try Tool.binary()
    process.arguments = ["status"]
    process.environment = sandbox.environment(account)
    process.standardInput = FileHandle(forReadingAtPath: "/dev/null")
    process.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
    process.standardError = FileHandle(forWritingAtPath: "/dev/null")
    try process.run()
    func saved() -> Bool {
      (try? state(sandbox))?.sessions[relay.apiURL.absoluteString]?.userName == account.name
    }
    // Waits (at most 20 s) for the read to be withheld and the session to be in the file.
    let deadline = Date().addingTimeInterval(20)
    while !(relay.withheldARequest && saved()), Date() < deadline, process.isRunning {
      try await Task.sleep(for: .milliseconds(20))
    }
    #expect(process.isRunning, "the run waits for the withheld read")
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    #expect(relay.withheldARequest)
    #expect(saved(), "the session was in the state file before the run ended")

    // The next run, without credentials, uses it.
    relay.withhold(nil)
    let run = try await Tool.binary(["status"], sandbox.environment())
    #expect(run.status == 0, "\(run)")
    #expect(run.out.contains("Account: \(account.name)\n"))
    #expect(relay.requestText.components(separatedBy: "type=login").count == 2, "one login")
  }

  @Test func aTypeTheWikiDoesNotOfferIsNotDoneAndNothingIsSentForIt() async throws {
    let account = try await wiki.freshAccount(prefix: "Cli", on: [wiki.en])
    // A wiki without ContentTranslation: its answers lack the cx option.
    let relay = try LoopbackRelay(
      to: wiki.en.apiURL,
      rewriting: [("echo-subscriptions-push-cx", "echo-subscriptions-push-xc")])
    defer { relay.stop() }
    let sandbox = try Sandbox()
    try sandbox.writeConfig(["en": relay.apiURL.absoluteString])
    let before = values(try await wiki.readOptions(of: account, on: wiki.en))[.cx]

    let run = try await Tool.binary(
      ["enable", "cx", "article-linked"], sandbox.environment(account))
    #expect(run.status == 1, "not done, never 'rejected': \(run)")
    #expect(run.out == "article-linked: on\n")
    #expect(run.err.contains("does not offer cx; nothing was sent for it"))
    #expect(!relay.requestText.contains("echo-subscriptions-push-cx"))
    let server = values(try await wiki.readOptions(of: account, on: wiki.en))
    #expect(server[.articleLinked] == true && server[.cx] == before)

    // Only types it does not offer: nothing is changed at all.
    let none = try await Tool.binary(["disable", "cx"], sandbox.environment())
    #expect(none.status == 1, "\(none)")
    #expect(none.out.isEmpty)
    // `all` means every type the wiki offers.
    let all = try await Tool.binary(["disable", "all"], sandbox.environment())
    #expect(all.status == 0, "\(all)")
    #expect(!all.out.contains("cx:"))
    #expect(!relay.requestText.contains("echo-subscriptions-push-cx"))
  }

  @Test func logoutEndsEverySavedSessionOfTheLogin() async throws {
    let account = try await wiki.freshAccount(prefix: "Cli")
    let sandbox = try Sandbox()
    try sandbox.writeConfig(for: wiki)
    let english = try await Tool.binary(["status"], sandbox.environment(account))
    #expect(english.status == 0, "\(english)")
    let german = try await Tool.binary(
      ["--language", "de", "status"], sandbox.environment(account))
    #expect(german.status == 0, "\(german)")
    let saved = try state(sandbox).sessions
    #expect(Set(saved.keys) == [wiki.en.apiURL.absoluteString, wiki.de.apiURL.absoluteString])

    let loggedOut = try await Tool.binary(["logout"], sandbox.environment())
    #expect(loggedOut.status == 0, "\(loggedOut)")
    for site in [wiki.en, wiki.de] {
      let host = "\(site.apiURL.host ?? ""):\(site.apiURL.port ?? 0)"
      #expect(loggedOut.out.contains("Logged out \(account.name) from \(host)"), "\(loggedOut)")
    }
    #expect(try state(sandbox).sessions.isEmpty)
    // The wikis ended them: the old cookies now read as nobody.
    for (url, session) in saved {
      let client = MediaWikiClient(
        apiURL: try #require(URL(string: url)), userAgent: TestWiki.userAgent,
        transport: TestWiki.liveTransport(timeout: 20), session: session)
      #expect(try await client.loadAccount().isAnonymous, "\(url)")
    }
  }
}
