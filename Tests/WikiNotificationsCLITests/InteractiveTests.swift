import Foundation
import NotificationSettings
import TestSupport
import Testing

/// The interactive screen through a pseudo-terminal (python3's pty module): keys in, screen out,
/// the server read back.
// Serialized for the same reason as the end-to-end suite (one SQLite database per wiki).
@Suite("Interactive screen through a pseudo-terminal", .serialized)
struct InteractiveTests {
  let wiki: TestWiki
  init() throws { wiki = try TestWiki.load() }

  typealias Step = PtySession.Step

  func session(
    _ arguments: [String], _ environment: [String: String], _ steps: [Step]
  ) async throws -> ToolRun {
    try await PtySession.run(arguments, environment, steps)
  }

  @Test func toggleWithKeysAnswerThePermissionAndReadBack() async throws {
    let account = try await wiki.freshAccount(prefix: "Ui", on: [wiki.en])
    let sandbox = try Sandbox()
    try sandbox.writeConfig(for: wiki)
    // Messages and mentions: Talk page message, Talk page subscription, Mention (third row).
    let run = try await session(
      ["ui"], sandbox.environment(account),
      [
        .expect("› \\[ \\] Talk page message"), .send("jj"), .expect("› \\[ \\] Mention"),
        .send(" "), .expect("show notifications on this device\\? \\[y/n\\]"), .send("y"),
        .expect("Announcement: Notification settings saved"), .send("q"), .exit(0),
      ])
    #expect(run.status == 0, "\(run)")
    let server = values(try await wiki.readOptions(of: account, on: wiki.en))
    #expect(server[.mention] == true)
    #expect(server.filter(\.value).count == 1)
    #expect(!run.out.contains(account.password))
  }

  @Test func deniedAndRegistrationFailedStatesInThePlainRendering() async throws {
    let account = try await wiki.freshAccount(prefix: "Ui", on: [wiki.en])
    let rows = try await wiki.offeredTypes(to: account, on: wiki.en).count
    let sandbox = try Sandbox()
    try sandbox.writeConfig(for: wiki)
    let denied = try await session(
      ["ui", "--plain"], sandbox.environment(account, ["WIKI_NOTIFICATIONS_SIMULATE": "deny"]),
      [
        .expect(
          "Warning: Notifications are turned off for this app in Settings.*Press o: Open Settings"),
        .expect("3 of \(rows)\\. Mention, switch, Off\\."), .send("jj"),
        .expect("Focus: 3 of \(rows)\\. Mention"),
        .send(" "),
        .expect("Announcement: Notifications are turned off for this app\\. Open Settings"),
        .expect("Announcement: Notification settings saved"),
        .send("o"), .expect("WIKI_NOTIFICATIONS_SIMULATE=deny"), .send("q"), .exit(0),
      ])
    #expect(denied.status == 0, "\(denied)")
    #expect(!denied.out.contains("\u{1B}["), "the plain rendering has no escape sequences")
    #expect(values(try await wiki.readOptions(of: account, on: wiki.en))[.mention] == true)

    // The saved session is used now; the subscription fails, retry fails again, visibly.
    let failed = try await session(
      ["ui", "--plain"],
      sandbox.environment(["WIKI_NOTIFICATIONS_SIMULATE": "subscribe-failure"]),
      [
        .expect("1 of \(rows)\\. Talk page message, switch, Off\\."), .send(" "),
        .expect("\\[y/n\\]"), .send("y"),
        .expect(
          "Announcement: This device couldn't be registered with Wikipedia.*simulated-subscribe-failure"
        ),
        .expect("Error: This device couldn't be registered.*Press o: Try registering again"),
        .send("o"), .expect("Announcement: This device couldn't be registered"),
        .send("q"), .exit(0),
      ])
    #expect(failed.status == 0, "\(failed)")
    // The subscription failed, the choice did not: it is saved beside the earlier one.
    let afterFailure = values(try await wiki.readOptions(of: account, on: wiki.en))
    #expect(afterFailure[.editUserTalk] == true && afterFailure[.mention] == true)
    #expect(afterFailure.filter(\.value).count == 2)
  }

  /// Ctrl-C at the password prompt (typed without echo) ends the tool as the signal does, and
  /// leaves the terminal echoing again: the person's shell is not left blind.
  @Test func ctrlCAtThePasswordPromptLeavesTheTerminalEchoing() async throws {
    let sandbox = try Sandbox()
    try sandbox.writeConfig(for: wiki)
    let run = try await session(
      ["status"], sandbox.environment(user: "Someone"),
      [
        .expect("Password for Someone on 127\\.0\\.0\\.1:\\d+: "), .echo(false), .send("secr"),
        .send("\u{03}"), .exit(130), .echo(true),
      ])
    #expect(run.status == 0, "\(run)")
    #expect(!run.out.contains("secr"), "what was typed is not echoed")
  }

  @Test func tokenFailureAndLoggedOutStates() async throws {
    let account = try await wiki.freshAccount(prefix: "Ui", on: [wiki.en])
    let rows = try await wiki.offeredTypes(to: account, on: wiki.en).count
    let sandbox = try Sandbox()
    try sandbox.writeConfig(for: wiki)
    // No credentials anywhere: the screen asks; an empty name leaves it logged out.
    let loggedOut = try await session(
      ["ui", "--plain"], sandbox.environment(),
      [
        .expect("User name on 127\\.0\\.0\\.1:\\d+"), .send("\r"),
        .expect("Note: Push notifications need a Wikipedia account\\..*Press o: Log in"),
        .send("o"), .expect("User name on"), .send(account.name + "\r"),
        .expect("Password for \(account.name)"), .send(account.password + "\r"),
        .expect("1 of \(rows)\\. Talk page message, switch, Off\\."), .send("q"), .exit(0),
      ])
    #expect(loggedOut.status == 0, "\(loggedOut)")
    #expect(!loggedOut.out.contains(account.password), "the password is not echoed")

    let tokenFailure = try await session(
      ["ui", "--plain"],
      sandbox.environment([
        "WIKI_NOTIFICATIONS_SIMULATE": "token-failure", "WIKI_NOTIFICATIONS_PERMISSION": "allow",
      ]),
      [
        .expect("1 of \(rows)\\."), .send(" "),
        .expect("Error: This device couldn't get a push address from the system.*token-failure"),
        .send("q"), .exit(0),
      ])
    #expect(tokenFailure.status == 0, "\(tokenFailure)")
    // No push address, yet the choice is saved on the wiki, and only that one.
    let server = values(try await wiki.readOptions(of: account, on: wiki.en))
    #expect(server[.editUserTalk] == true)
    #expect(server.filter(\.value).count == 1)
  }

  /// `ui` opens instantly for a returning editor (issue 37): the second run draws the choices
  /// its state file kept, says it is checking, then shows the wiki's value changed on the web
  /// between the runs and says so; nothing kept is written back. The scripted `status` reads
  /// live.
  @Test func aSecondRunStartsFromTheKeptChoicesThenShowsTheWikis() async throws {
    let account = try await wiki.freshAccount(prefix: "Ui", on: [wiki.en, wiki.de])
    let rows = try await wiki.offeredTypes(to: account, on: wiki.en).count
    let sandbox = try Sandbox()
    try sandbox.writeConfig(for: wiki)
    let first = try await session(
      ["ui", "--plain"], sandbox.environment(account, ["WIKI_NOTIFICATIONS_SIMULATE": "deny"]),
      [.expect("3 of \(rows)\\. Mention, switch, Off\\."), .send("q"), .exit(0)])
    #expect(first.status == 0, "\(first)")
    let kept = try String(contentsOf: sandbox.stateFile, encoding: .utf8)
    #expect(kept.contains("\"known\""), "the state file keeps the choices")
    #expect(!kept.contains(account.password))

    // On the web, between the runs: Mention turned on, everywhere.
    let mention = NotificationType.mention.optionName
    try await wiki.setGlobalPreferences([(mention, "1")], of: account, on: wiki.de)

    let second = try await session(
      ["ui", "--plain"], sandbox.environment(["WIKI_NOTIFICATIONS_SIMULATE": "deny"]),
      [
        .expect("Checking your notification settings with Wikipedia"),
        .expect("Announcement: Your notification settings were updated from Wikipedia\\."),
        .expect("3 of \(rows)\\. Mention, switch, On\\."), .send("q"), .exit(0),
      ])
    #expect(second.status == 0, "\(second)")
    // The kept value was drawn first: the row said Off before the read moved it.
    let off = try #require(second.out.range(of: "Mention, switch, Off"))
    let on = try #require(second.out.range(of: "Mention, switch, On"))
    #expect(off.lowerBound < on.lowerBound)
    #expect(second.out.components(separatedBy: "updated from Wikipedia").count == 2, "said once")
    // Nothing stale was written: the web's choice holds on both wikis.
    #expect(try await wiki.readGlobalPreferences(of: account)[mention] == "1")
    for site in [wiki.en, wiki.de] {
      #expect(values(try await wiki.readOptions(of: account, on: site))[.mention] == true)
    }
  }
}
