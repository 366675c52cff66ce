import Foundation
import MediaWikiAPI
import TestSupport
import Testing

/// An emailed code (EmailAuth, as every Wikimedia wiki runs it), a run without a terminal once
/// the wiki asks for a code, and where codes never go: through a relay that keeps every byte
/// the built tool sends, a snapshot of its process arguments and environment, and its state file.
@Suite("Emailed codes, no terminal, and where codes never go", .serialized)
struct LoginCodeSecrecyTests {
  let wiki: TestWiki
  init() throws { wiki = try TestWiki.load() }

  /// Whether `code` appears in `text` as a whole word (a six-digit code could otherwise be
  /// found by chance inside a longer number or a hex cookie value).
  static func mentions(_ text: String, _ code: String) -> Bool {
    let pattern =
      "(?<![0-9A-Za-z])" + NSRegularExpression.escapedPattern(for: code)
      + "(?![0-9A-Za-z])"
    return text.range(of: pattern, options: .regularExpression) != nil
  }

  /// The request lines (`GET /api.php?...`, `POST /api.php`) of every request the relay kept.
  static func requestLines(_ relay: LoopbackRelay) -> [String] {
    relay.requestText.components(separatedBy: "\r\n").filter {
      $0.hasPrefix("GET ") || $0.hasPrefix("POST ")
    }
  }

  @Test func anEmailedCodeLogsInAndTravelsOnlyInAPostBody() async throws {
    let account = try wiki.emailAuthAccount()
    let relay = try LoopbackRelay(to: wiki.en.plainHTTPAPIURL)
    defer { relay.stop() }
    let sandbox = try Sandbox()
    try sandbox.writeConfig(["en": relay.apiURL.absoluteString])
    let mailLog = try wiki.mailLog()
    let offset = try wiki.mailLogSize()
    let run = try await PtySession.runWithStepsFile(
      ["status"], sandbox.environment(account),
      [
        .expect(#"A verification code has been sent to your email address \(mailcode@"#),
        .expect("Verification code: "),
        .sendMatch(
          file: mailLog.path, pattern: TestWiki.emailedCodePattern, from: offset, suffix: "\r"),
        .expect("Account: \(account.name)"), .exit(0),
      ])
    #expect(run.status == 0, "\(run)")
    // The wiki mailed one code for this login, and it is what logged the account in.
    let codes = try wiki.emailedCodes(since: offset)
    #expect(codes.count == 1, "\(codes)")
    let code = try #require(codes.last)
    #expect(relay.requestText.contains("token=\(code)"), "the relay saw the code in a body")
    #expect(!Self.mentions(run.out, code), "the code was echoed: \(run)")
    for line in Self.requestLines(relay) { #expect(!Self.mentions(line, code), "\(line)") }
    let state = try String(contentsOf: sandbox.stateFile, encoding: .utf8)
    #expect(!Self.mentions(state, code))

    // The session is kept: a run from a script, with no password, is the account (the server
    // says so in its answer to the status read).
    let later = try await Tool.binary(["status"], sandbox.environment(user: account.name))
    #expect(later.status == 0, "\(later)")
    #expect(later.out.contains("Account: \(account.name)"), "\(later)")
    #expect(try wiki.emailedCodes(since: offset).count == 1, "a later run made the wiki mail again")
  }

  /// EmailAuth takes 3 retries, then fails the login with its own words; the tool ends with them.
  @Test func emailAuthsRetryLimitEndsTheLoginWithItsMessage() async throws {
    let account = try wiki.emailAuthAccount()
    let sandbox = try Sandbox()
    try sandbox.writeConfig(for: wiki)
    var steps: [PtySession.Step] = [.expect("Verification code: "), .send("zzzzzz\r")]
    for _ in 0..<3 {
      steps += [
        .expect("Invalid verification code!"), .expect("Verification code: "), .send("zzzzzz\r"),
      ]
    }
    steps += [.expect("failed: Too many failures!"), .exit(3)]
    let run = try await PtySession.runWithStepsFile(["status"], sandbox.environment(account), steps)
    #expect(run.status == 0, "\(run)")
    #expect(!run.out.contains("Account:"), "\(run)")
    // No session was kept: a later run without a terminal or a password is not logged in.
    let later = try await Tool.binary(["status"], sandbox.environment(user: account.name))
    #expect(later.status == 3, "\(later)")
  }

  @Test func withoutATerminalTheRunStopsOnceTheWikiAsksAndSendsNothingMore() async throws {
    let account = try wiki.emailAuthAccount()
    let relay = try LoopbackRelay(to: wiki.en.plainHTTPAPIURL)
    defer { relay.stop() }
    let sandbox = try Sandbox()
    try sandbox.writeConfig(["en": relay.apiURL.absoluteString])
    let offset = try wiki.mailLogSize()
    let run = try await Tool.binary(["enable", "mention"], sandbox.environment(account))
    #expect(run.status == 3, "\(run)")
    #expect(run.out.isEmpty, "\(run)")
    for part in [
      "Logging in as \(account.name)", "(Verification code)", "A verification code has been sent",
      "No terminal to ask on: run the tool once on a terminal",
      "use a bot password (Name@appid), which can read and change notification settings but "
        + "cannot manage push subscriptions",
    ] {
      #expect(run.err.contains(part), "lacks \(part): \(run)")
    }
    // The wiki asked (it mailed a code); the tool sent the password once and then nothing.
    #expect(try wiki.emailedCodes(since: offset).count == 1)
    let lines = Self.requestLines(relay)
    #expect(lines.last?.hasPrefix("POST ") == true, "\(lines)")
    #expect(relay.requestText.components(separatedBy: "action=clientlogin").count == 2)
    #expect(!relay.requestText.contains("logincontinue"))
    #expect(!relay.requestText.contains("action=options"))

    // An account the wiki asks no code of logs in from a script as before, and its change lands.
    let plain = try await wiki.freshAccount(prefix: "Nocode", on: [wiki.en])
    let other = try Sandbox()
    try other.writeConfig(for: wiki)
    let scripted = try await Tool.binary(["enable", "mention"], other.environment(plain))
    #expect(scripted.status == 0, "\(scripted)")
    #expect(values(try await wiki.readOptions(of: plain, on: wiki.en))[.mention] == true)
    // Not remembered (no token cookie): it logs in again with the password when the session
    // ends, and a copy of its cookies is worthless after a logout.
    let state = try String(contentsOf: other.stateFile, encoding: .utf8)
    #expect(state.contains("enwiki_session") && !state.contains("enwikiToken"), "\(state)")
  }

  /// Through the relay: a wrong two-factor code, then the right one. Both went to the wiki (in
  /// POST bodies), neither in a URL, the tool's arguments or environment (read from /proc while
  /// it waited for the second code), its output or its state file.
  @Test func noCodeInAnyURLTheProcessArgumentsOrTheStateFile() async throws {
    let account = try await wiki.freshAccount(prefix: "Tfa", on: [wiki.en])
    let enrolment = try await wiki.enrollTwoFactor(account, on: wiki.en)
    let relay = try LoopbackRelay(to: wiki.en.plainHTTPAPIURL)
    defer { relay.stop() }
    let sandbox = try Sandbox()
    try sandbox.writeConfig(["en": relay.apiURL.absoluteString])
    let wrong = try await LoginCodeTests.wrongCode(for: enrolment.secret)
    let right = try await TestWiki.twoFactorCode(enrolment.secret)
    let snapshot = sandbox.root.appendingPathComponent("proc.json")
    let run = try await PtySession.runWithStepsFile(
      ["enable", "mention"], sandbox.environment(account),
      [
        .expect(LoginCodeTests.prompt), .send(wrong + "\r"), .expect(#"Verification failed\."#),
        .expect(LoginCodeTests.prompt), .proc(snapshot.path), .send(right + "\r"),
        .expect("mention: on"), .exit(0),
      ])
    #expect(run.status == 0, "\(run)")
    #expect(relay.requestText.contains("OATHToken=\(wrong)"))
    #expect(relay.requestText.contains("OATHToken=\(right)"))

    let process = try JSONDecoder().decode(
      [String: [String]].self, from: Data(contentsOf: snapshot))
    let arguments = try #require(process["arguments"])
    let environment = try #require(process["environment"])
    #expect(arguments.first?.hasSuffix("wiki-notifications") == true, "\(arguments)")
    #expect(environment.contains("WIKI_USER=\(account.name)"), "the snapshot is the tool's")
    let state = try String(contentsOf: sandbox.stateFile, encoding: .utf8)
    for code in [wrong, right] {
      for line in Self.requestLines(relay) { #expect(!Self.mentions(line, code), "\(line)") }
      #expect(!arguments.contains { Self.mentions($0, code) }, "\(arguments)")
      #expect(!environment.contains { Self.mentions($0, code) })
      #expect(!Self.mentions(run.out, code), "a code was echoed: \(run)")
      #expect(!Self.mentions(state, code))
    }
    let client = try await wiki.loggedInClient(
      wiki.en, as: account, twoFactor: enrolment, windows: 2)
    #expect(values(try await client.loadAccount().options)[.mention] == true)
  }
}
