import Foundation
import MediaWikiAPI
import NotificationSettings
import TestSupport
import Testing

/// Logging in as editors do on Wikimedia's wikis, through a pseudo-terminal on the real test
/// wikis: a two-factor code (OATHAuth) after the password, asked for by the wiki's own label and
/// message, without echo; the wiki's limits decide how many wrong codes it takes. Each test
/// enrols a fresh account of its own (so one test's wrong codes never throttle another's), and
/// reads the result back from the server with a login of its own.
@Suite("Two-factor codes through a terminal", .serialized)
struct LoginCodeTests {
  let wiki: TestWiki
  init() throws { wiki = try TestWiki.load() }

  /// The wiki's label for OATHAuth's field, as the prompt shows it.
  static let prompt = "Two-factor token or recovery code: "

  /// A fresh account on en, enrolled in two-factor codes, and a sandbox configured for the wikis.
  func enrolled() async throws -> (TestWiki.Account, TestWiki.TwoFactor, Sandbox) {
    let account = try await wiki.freshAccount(prefix: "Tfa", on: [wiki.en])
    let enrolment = try await wiki.enrollTwoFactor(account, on: wiki.en)
    let sandbox = try Sandbox()
    try sandbox.writeConfig(for: wiki)
    return (account, enrolment, sandbox)
  }

  /// A six-digit code no period OATHAuth accepts now gives.
  static func wrongCode(for secret: String) async throws -> String {
    var valid: Set<String> = []
    for window in -5...5 { valid.insert(try await TestWiki.twoFactorCode(secret, windows: window)) }
    return ["000000", "111111", "222222"].first { !valid.contains($0) } ?? "333333"
  }

  @Test func aFreshCodeLogsInThenLaterRunsReuseTheSessionAndAreAskedNothing() async throws {
    let (account, enrolment, sandbox) = try await enrolled()
    let code = try await TestWiki.twoFactorCode(enrolment.secret)
    let first = try await PtySession.runWithStepsFile(
      ["status"], sandbox.environment(account),
      [
        // The wiki's own words, its links shown as text, then the field by its label.
        .expect(#"FreeOTP \(https://freeotp\.github\.io/\)"#), .expect(Self.prompt),
        .send(code + "\r"), .expect("Account: \(account.name)"), .exit(0),
      ])
    #expect(first.status == 0, "\(first)")
    #expect(!first.out.contains("[https://"), "\(first)")
    #expect(!first.out.contains(code), "the code was echoed: \(first)")

    // The login on a terminal was remembered: the wiki set its token cookie, which logs the
    // account in again after the session's idle expiry (a login from a script is not: see
    // LoginCodeSecrecyTests).
    let state = try String(contentsOf: sandbox.stateFile, encoding: .utf8)
    #expect(state.contains("enwikiToken"), "\(state)")

    // A second run on the terminal, without the password: the saved session, nothing asked (a
    // prompt would wait until the helper's deadline and fail the run).
    let second = try await PtySession.run(
      ["status"], sandbox.environment(user: account.name),
      [.expect("Account: \(account.name)"), .exit(0)])
    #expect(second.status == 0, "\(second)")
    #expect(!second.out.contains("Password") && !second.out.contains("token"), "\(second)")
    // And from a script (cron): a change, with no terminal and no password.
    let scripted = try await Tool.binary(
      ["enable", "article-linked"], sandbox.environment(user: account.name))
    #expect(scripted.status == 0, "\(scripted)")
    #expect(scripted.out == "article-linked: on\n", "\(scripted)")

    // The server holds the change (read back with a login of the test's own, a later code).
    let client = try await wiki.loggedInClient(
      wiki.en, as: account, twoFactor: enrolment, windows: 2)
    let server = values(try await client.loadAccount().options)
    #expect(server[.articleLinked] == true)
    #expect(server[.mentionFailure] == false)
  }

  @Test func aWrongCodeThenTheRightOneLogsIn() async throws {
    let (account, enrolment, sandbox) = try await enrolled()
    let wrong = try await Self.wrongCode(for: enrolment.secret)
    let right = try await TestWiki.twoFactorCode(enrolment.secret)
    let run = try await PtySession.runWithStepsFile(
      ["enable", "edit-thank"], sandbox.environment(account),
      [
        .expect(Self.prompt), .send(wrong + "\r"),
        // The wiki's answer to the wrong code, then its field again.
        .expect(#"Verification failed\."#), .expect(Self.prompt), .send(right + "\r"),
        .expect("edit-thank: on"), .exit(0),
      ])
    #expect(run.status == 0, "\(run)")
    #expect(run.out.components(separatedBy: "Verification failed.").count == 2, "\(run)")
    let client = try await wiki.loggedInClient(
      wiki.en, as: account, twoFactor: enrolment, windows: 2)
    #expect(values(try await client.loadAccount().options)[.editThank] == true)
  }

  /// OATHAuth takes 10 wrong codes a minute; the 11th answer, even the right code, is refused
  /// with its "Too many attempts" (a throttle, not the tool's count), and the tool ends with it.
  @Test func tooManyWrongCodesEndWithTheWikisMessage() async throws {
    let (account, enrolment, sandbox) = try await enrolled()
    let wrong = try await Self.wrongCode(for: enrolment.secret)
    let right = try await TestWiki.twoFactorCode(enrolment.secret)
    var steps: [PtySession.Step] = []
    for _ in 0..<10 { steps += [.expect(Self.prompt), .send(wrong + "\r")] }
    steps += [
      .expect(Self.prompt), .send(right + "\r"),
      .expect("failed: Too many attempts! please wait a few minutes"), .exit(3),
    ]
    let run = try await PtySession.runWithStepsFile(["status"], sandbox.environment(account), steps)
    #expect(run.status == 0, "\(run)")
    #expect(run.out.components(separatedBy: "Verification failed.").count == 11, "\(run)")
    // Not logged in: a later run without a terminal has no session and no way to answer.
    let later = try await Tool.binary(["status"], sandbox.environment(user: account.name))
    #expect(later.status == 3, "\(later)")
  }

  @Test func aRecoveryCodeWorksOnce() async throws {
    let (account, enrolment, sandbox) = try await enrolled()
    let recovery = try #require(enrolment.recoveryCodes.first)
    let used = try await PtySession.runWithStepsFile(
      ["status"], sandbox.environment(account),
      [.expect(Self.prompt), .send(recovery + "\r"), .expect("Account: \(account.name)"), .exit(0)]
    )
    #expect(used.status == 0, "\(used)")
    #expect(!used.out.contains(recovery), "\(used)")
    // The wiki struck it off: a second login with it is refused; an empty answer ends the try.
    let again = try Sandbox()
    try again.writeConfig(for: wiki)
    let refused = try await PtySession.runWithStepsFile(
      ["status"], again.environment(account),
      [
        .expect(Self.prompt), .send(recovery + "\r"), .expect(#"Verification failed\."#),
        .expect(Self.prompt), .send("\r"), .expect("stopped: no two-factor token"), .exit(3),
      ])
    #expect(refused.status == 0, "\(refused)")
    #expect(!refused.out.contains("Account:"), "\(refused)")
    // The other recovery codes still work (read back with the wiki's own answer).
    let client = wiki.client(wiki.en)
    _ = try await client.clientLogin(username: account.name, password: account.password)
    #expect(
      try await client.continueClientLogin([("OATHToken", enrolment.recoveryCodes[1])])
        == .success(userName: account.name))
  }

  /// The interactive screen asks on its last line, the wiki's message above it, and hides the
  /// code as it does a password.
  @Test func theScreenAsksForTheCodeOnItsLastLine() async throws {
    let (account, enrolment, sandbox) = try await enrolled()
    let code = try await TestWiki.twoFactorCode(enrolment.secret)
    let run = try await PtySession.runWithStepsFile(
      ["ui"], sandbox.environment(account, ["WIKI_NOTIFICATIONS_PERMISSION": "allow"]),
      [
        .expect("Please enter a code from your two-factor authentication application"),
        .expect(Self.prompt), .send(code + "\r"),
        .expect("› \\[ \\] Talk page message"), .send(" "),
        .expect("Notification settings saved"), .send("q"), .exit(0),
      ])
    #expect(run.status == 0, "\(run)")
    #expect(!run.out.contains(code), "the code was shown: \(run)")
    let client = try await wiki.loggedInClient(
      wiki.en, as: account, twoFactor: enrolment, windows: 2)
    #expect(values(try await client.loadAccount().options)[.editUserTalk] == true)
  }
}
