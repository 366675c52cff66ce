import NotificationSettings
import Testing

@testable import WikiNotificationsCLI

@Suite("Argument parsing")
struct ArgumentParserTests {
  @Test func statusWithGlobalOptionsAnywhere() throws {
    let invocation = try ArgumentParser.parse([
      "--config", "/tmp/c.json", "status", "--json", "--wiki=https://x.org/w/api.php",
      "--language", "de",
    ])
    #expect(
      invocation
        == Invocation(
          configPath: "/tmp/c.json", wikiURL: "https://x.org/w/api.php", language: "de",
          command: .status(json: true)))
  }

  @Test func enableTakesCategoriesOptionNamesAndAllInSpecOrder() throws {
    let some = try ArgumentParser.parse(["enable", "mention", "echo-subscriptions-push-edit-thank"])
    #expect(some.command == .set([.editThank, .mention], on: true))
    // `all` is every type the wiki offers, known only from its answer: the empty list.
    let all = try ArgumentParser.parse(["disable", "all", "mention"])
    #expect(all.command == .set([], on: false))
    // The two types beyond the spec's that the package names can be named too, after the spec's;
    // a category the package does not know stays a usage error (a typo must not reach the wiki).
    let named = try ArgumentParser.parse(["disable", "edit-user-page", "mention"])
    #expect(named.command == .set([.mention, .editUserPage], on: false))
    #expect(throws: UsageError.self) { try ArgumentParser.parse(["disable", "watchlist"]) }
  }

  @Test func migrateSubscribeUnsubscribeLogoutUI() throws {
    #expect(
      try ArgumentParser.parse(["migrate", "--from", "en", "--to", "de"]).command
        == .migrate(from: "en", to: "de"))
    #expect(
      try ArgumentParser.parse(["subscribe", "--token", "ABCDEF0123", "--topic", "org.x"]).command
        == .subscribe(token: "abcdef0123", topic: "org.x"))
    #expect(
      try ArgumentParser.parse(["unsubscribe", "--token=abcdef0123"]).command
        == .unsubscribe(token: "abcdef0123"))
    #expect(try ArgumentParser.parse(["logout"]).command == .logout)
    #expect(try ArgumentParser.parse(["ui", "--plain"]).command == .ui(plain: true))
    #expect(try ArgumentParser.parse(["ui"]).command == .ui(plain: false))
  }

  @Test func helpAndVersion() throws {
    #expect(try ArgumentParser.parse(["--help"]).command == .help(nil))
    #expect(try ArgumentParser.parse(["-h"]).command == .help(nil))
    #expect(try ArgumentParser.parse(["migrate", "--help"]).command == .help(.migrate))
    #expect(try ArgumentParser.parse(["--version"]).command == .version)
    #expect(try ArgumentParser.parse(["-V"]).command == .version)
  }

  @Test(
    arguments: [
      ([], "No command given."),
      (["frobnicate"], "Unknown command \"frobnicate\"."),
      (["enable"], "enable needs at least one TYPE or `all`."),
      (["enable", "mention", "bogus"], "Unknown notification type \"bogus\"."),
      (["status", "--verbose"], "Unknown option --verbose."),
      (["status", "--plain"], "--plain belongs to ui, not here."),
      (["enable", "--json", "mention"], "--json belongs to status, not here."),
      (["status", "extra"], "Unexpected argument \"extra\"."),
      (["migrate", "--from", "en"], "migrate needs --to."),
      (["migrate", "--from", "en", "--to", "en"], "--from and --to name the same language."),
      (["migrate", "--from", "EN!", "--to", "de"], "\"EN!\" is not a language code."),
      (["subscribe", "--token", "xyz"], "--token must be a device token in hexadecimal."),
      (["subscribe"], "subscribe needs --token."),
      (["status", "--config"], "--config needs a value."),
    ])
  func usageErrors(arguments: [String], message: String) {
    #expect(throws: UsageError.self) { try ArgumentParser.parse(arguments) }
    do {
      _ = try ArgumentParser.parse(arguments)
    } catch {
      #expect(error.message == message)
    }
  }
}
