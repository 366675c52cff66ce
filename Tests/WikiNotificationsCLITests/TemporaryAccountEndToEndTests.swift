import Foundation
import MediaWikiAPI
import NotificationSettings
import TestSupport
import Testing

@testable import WikiNotificationsCLI

/// The built binary whose saved session is a temporary account, made as a person makes one (an
/// edit without an account): every command that needs an account ends with exit 3 and the
/// screen's explanation, sending nothing for the settings; the server is read back. (The tool
/// itself never makes such a session: it logs in with a password. The state file is where a
/// session comes from, so the test writes one there, as a run that kept it would.)
// Serialized: the test wikis keep their data in SQLite (see EndToEndTests).
@Suite("wiki-notifications with a temporary account's session", .serialized)
struct TemporaryAccountEndToEndTests {
  let wiki: TestWiki
  init() throws { wiki = try TestWiki.load() }

  static let push = "echo-subscriptions-push-"

  /// A sandbox configured for en and de whose state file holds the temporary account's session
  /// of en; the client of that session and the account's name.
  func temporarySandbox(en: URL? = nil) async throws -> (Sandbox, MediaWikiClient, String) {
    let (client, name) = try await wiki.temporaryAccountClient(wiki.en)
    let sandbox = try Sandbox()
    let api = en ?? wiki.en.apiURL
    try sandbox.writeConfig(["en": api.absoluteString, "de": wiki.de.apiURL.absoluteString])
    let session = await client.savedSession
    #expect(session.userName == name)
    let key = api.absoluteString
    let state = try StateFile(path: sandbox.stateFile.path, report: { Issue.record("\($0)") })
    state.update {
      $0.sessions[key] = session
      $0.logins[key] = name
    }
    return (sandbox, client, name)
  }

  func pushOptions(_ client: MediaWikiClient) async throws -> [String: OptionValue] {
    try await client.loadAccount().options.filter { $0.key.hasPrefix(Self.push) }
  }

  @Test func everyCommandThatNeedsAnAccountIsExitThreeWithTheExplanation() async throws {
    let (sandbox, client, name) = try await temporarySandbox()
    let before = try await pushOptions(client)
    let token = "7e3e" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
    let commands: [[String]] = [
      ["status"], ["status", "--json"], ["enable", "mention"], ["disable", "all"],
      ["migrate", "--from", "en", "--to", "de"], ["subscribe", "--token", token],
      ["unsubscribe", "--token", token],
    ]
    let explanation =
      "wiki-notifications: The session on \(WikiContext.host(of: wiki.en.apiURL)) is the "
      + "temporary account \(name). You're editing with a temporary account. Choosing which push "
      + "notifications you get on this device needs a registered Wikipedia account: log in, or "
      + "create an account. Nothing was sent. To log in, set WIKI_USER and WIKI_PASSWORD, or run "
      + "on a terminal to be asked.\n"
    for command in commands {
      // No credentials: nothing can replace the temporary session.
      let run = try await Tool.binary(command, sandbox.environment())
      #expect(run.status == 3, "\(command): \(run)")
      #expect(run.out.isEmpty, "\(command): \(run)")
      #expect(run.err == explanation, "\(command): \(run)")
    }
    // Nothing was written for the options, and nothing subscribed.
    #expect(try await pushOptions(client) == before)
    #expect(try await wiki.storedSubscriptions(of: name) == [])
  }

  /// `logout` needs no account: it ends the temporary session (through the feature, which would
  /// first delete what this device subscribed for it) and forgets its cookies. (MediaWiki keeps
  /// a temporary account's remember-me token valid after a logout: a COPY of its cookies logs
  /// in again, so forgetting them is what ends it for this device.)
  @Test func logoutEndsTheTemporarySession() async throws {
    // Through a relay that keeps every request (the session's cookies are the same on the
    // wiki's plain http port), to see the logout reach the wiki.
    let relay = try LoopbackRelay(to: wiki.en.plainHTTPAPIURL)
    defer { relay.stop() }
    let (sandbox, client, name) = try await temporarySandbox(en: relay.apiURL)
    let run = try await Tool.binary(["logout"], sandbox.environment())
    #expect(run.status == 0, "\(run)")
    #expect(run.out == "Logged out \(name) from \(WikiContext.host(of: relay.apiURL)).\n")
    #expect(relay.requestText.components(separatedBy: "action=logout&").count == 2)
    #expect(!relay.requestText.contains("action=options&"))
    struct State: Decodable { var sessions: [String: SavedSession] }
    let state = try JSONDecoder().decode(State.self, from: Data(contentsOf: sandbox.stateFile))
    #expect(state.sessions.isEmpty)
    #expect(try await client.loadAccount().isTemporary)
  }

  /// With credentials the command runs as the account: the temporary session is no session of
  /// that login, so it is not used, and the login replaces it.
  @Test func withCredentialsTheAccountLogsInInstead() async throws {
    let (sandbox, client, name) = try await temporarySandbox()
    let account = try await wiki.freshAccount(prefix: "Cli", on: [wiki.en])
    let run = try await Tool.binary(["enable", "article-linked"], sandbox.environment(account))
    #expect(run.status == 0, "\(run)")
    #expect(run.out == "article-linked: on\n")
    #expect(values(try await wiki.readOptions(of: account, on: wiki.en))[.articleLinked] == true)
    #expect(try await pushOptions(client)[Self.push + "mention"] == .bool(true))
    #expect(try await wiki.storedSubscriptions(of: name) == [])
  }

  /// The screen on a terminal: the explanation with its log-in key, said once.
  @Test func theScreenExplainsAndOffersTheLogIn() async throws {
    let (sandbox, _, _) = try await temporarySandbox()
    let run = try await PtySession.run(
      ["ui", "--plain"], sandbox.environment(),
      [
        .expect(
          "Announcement: You're using a temporary account\\. Log in or create an account to "
            + "choose notifications\\."),
        .expect(
          "Note: You're editing with a temporary account\\. .*create an account\\. Press o: Log in\\."
        ),
        .expect("Create account\\."),
        // The session is no account's: the tool asks for one right away, as when logged out.
        .expect("User name on "), .send("\u{1B}"), .send("q"), .exit(0),
      ])
    #expect(run.status == 0, "\(run)")
  }
}
