import NotificationSettings
import Testing

@testable import WikiNotificationsCLI

@Suite("Argument parsing")
struct ArgumentParserTests {
  @Test func statusWithGlobalOptionsAnywhere() throws {
    let invocation = try CommandLineParser.parse([
      "--config", "/tmp/c.json", "status", "--json", "--wiki=https://x.org/w/api.php",
      "--language", "de",
    ])
    #expect(invocation.configPath == "/tmp/c.json")
    #expect(invocation.wikiURL == "https://x.org/w/api.php")
    #expect(invocation.language == "de")
    #expect(try command(invocation, StatusCommand.self)?.json == true)
  }

  @Test func enableTakesCategoriesOptionNamesAndAllInSpecOrder() throws {
    let some = try parse(["enable", "mention", "echo-subscriptions-push-edit-thank"])
    #expect(try command(some, EnableCommand.self)?.types == [.editThank, .mention])
    // `all` is every type the wiki offers, known only from its answer: the empty list.
    let all = try parse(["disable", "all", "mention"])
    #expect(try command(all, DisableCommand.self)?.types == [])
    // The two types beyond the spec's that the package names can be named too, after the spec's;
    // a category the package does not know stays a usage error (a typo must not reach the wiki).
    let named = try parse(["disable", "edit-user-page", "mention"])
    #expect(try command(named, DisableCommand.self)?.types == [.mention, .editUserPage])
    #expect(throws: UsageError.self) { try CommandLineParser.parse(["disable", "watchlist"]) }
  }

  @Test func migrateSubscribeUnsubscribeLogoutUI() throws {
    let migrate = try command(
      parse(["migrate", "--from", "en", "--to", "de"]), MigrateCommand.self)
    #expect(migrate?.from == "en" && migrate?.to == "de")
    let subscribe = try command(
      parse(["subscribe", "--token", "ABCDEF0123", "--topic", "org.x"]), SubscribeCommand.self)
    #expect(subscribe?.token == "abcdef0123" && subscribe?.topic == "org.x")
    let unsubscribe = try command(
      parse(["unsubscribe", "--token=abcdef0123"]), UnsubscribeCommand.self)
    #expect(unsubscribe?.token == "abcdef0123")
    #expect(try command(parse(["logout"]), LogoutCommand.self) != nil)
    #expect(try command(parse(["ui", "--plain"]), ScreenCommand.self)?.plain == true)
    #expect(try command(parse(["ui"]), ScreenCommand.self)?.plain == false)
  }

  @Test func helpAndVersion() throws {
    #expect(try helpName(parse(["--help"])) == .some(nil))
    #expect(try helpName(parse(["-h"])) == .some(nil))
    #expect(try helpName(parse(["migrate", "--help"])) == "migrate")
    #expect(try helpName(parse(["help", "--help"])) == .some(nil))
    guard case .version = try parse(["--version"]).action else {
      Issue.record("--version is not the version")
      return
    }
    guard case .version = try parse(["-V"]).action else {
      Issue.record("-V is not the version")
      return
    }
  }

  /// Every registered command has its own name, and its synopsis starts with it.
  @Test func theRegistryNamesEachCommandOnce() {
    let names = ToolCommands.all.map { $0.specification.name }
    #expect(
      names == [
        "status", "enable", "disable", "mute", "unmute", "migrate", "subscribe", "unsubscribe",
        "logout", "ui",
      ])
    for command in ToolCommands.all {
      let name = command.specification.name
      #expect(command.specification.usage.hasPrefix(name))
      #expect(ToolCommands.named(name).map(ObjectIdentifier.init) == ObjectIdentifier(command))
    }
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
    #expect(throws: UsageError.self) { try CommandLineParser.parse(arguments) }
    do {
      _ = try CommandLineParser.parse(arguments)
    } catch {
      #expect(error.message == message)
    }
  }

  private func parse(_ arguments: [String]) throws -> Invocation {
    try CommandLineParser.parse(arguments)
  }

  /// The command the invocation runs, if it is a `T`.
  private func command<T: ToolCommand>(_ invocation: Invocation, _: T.Type) throws -> T? {
    guard case .run(let command) = invocation.action else { return nil }
    return command as? T
  }

  /// The name of the command whose help is asked for: `.some(nil)` for the tool's, nil when the
  /// invocation is not a help.
  private func helpName(_ invocation: Invocation) -> String?? {
    guard case .help(let specification) = invocation.action else { return nil }
    return .some(specification?.name)
  }
}
