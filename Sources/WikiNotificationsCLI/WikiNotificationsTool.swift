/// The `wiki-notifications` tool: parses the command line, runs the command against the
/// feature and returns the exit code. In a library so that tests run it in-process.
@MainActor
public enum WikiNotificationsTool {
  /// Runs one command line (without the program name) and returns the exit code.
  public static func run(_ arguments: [String], environment: ToolEnvironment) async -> Int32 {
    let console = environment.console
    let invocation: Invocation
    do {
      invocation = try ArgumentParser.parse(arguments)
    } catch {
      console.problem("wiki-notifications: \(error.message)")
      let usage = error.command.map { "wiki-notifications \(HelpText.usage($0))" }
      console.problem(
        (usage.map { "Usage: \($0)\n" } ?? "") + "Run `wiki-notifications --help` for help.")
      return ExitCode.usage.rawValue
    }
    switch invocation.command {
    case .help(let name):
      console.out(name.map(HelpText.command) ?? HelpText.general)
      return ExitCode.success.rawValue
    case .version:
      console.out(HelpText.versionLine)
      return ExitCode.success.rawValue
    default:
      break
    }
    do throws(CLIError) {
      let context = try WikiContext(invocation, environment)
      let outcome = await result { () async throws(CLIError) in
        try await execute(invocation.command, context)
      }
      // Sessions are saved whatever the command's outcome (a login may have succeeded).
      await context.saveSessions()
      if case .failure(let error) = outcome { throw error }
      return ExitCode.success.rawValue
    } catch {
      console.problem("wiki-notifications: \(error.message)")
      return error.code.rawValue
    }
  }

  private static func execute(_ command: Command, _ context: WikiContext) async throws(CLIError) {
    switch command {
    case .help, .version:
      return
    case .status(let json):
      try await StatusCommand.run(json: json, context)
    case .set(let types, let on):
      try await SetCommand.run(types, on: on, context)
    case .migrate(let from, let to):
      try await MigrateCommand.run(from: from, to: to, context)
    case .subscribe(let token, let topic):
      try await SubscriptionCommands.subscribe(token: token, topic: topic, context)
    case .unsubscribe(let token):
      try await SubscriptionCommands.unsubscribe(token: token, context)
    case .logout:
      try await LogoutCommand.run(context)
    case .ui(let plain):
      try await ScreenCommand.run(plain: plain, context)
    }
  }

  private static func result(_ body: () async throws(CLIError) -> Void) async -> Result<
    Void, CLIError
  > {
    do {
      try await body()
      return .success(())
    } catch {
      return .failure(error)
    }
  }
}
