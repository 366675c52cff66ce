/// The `wiki-notifications` tool: parses the command line, runs the command against the
/// feature and returns the exit code. In a library so that tests run it in-process.
@MainActor
public enum WikiNotificationsTool {
  /// Runs one command line (without the program name) and returns the exit code.
  public static func run(_ arguments: [String], environment: ToolEnvironment) async -> Int32 {
    let console = environment.console
    let invocation: Invocation
    do {
      invocation = try CommandLineParser.parse(arguments)
    } catch {
      console.problem("wiki-notifications: \(error.message)")
      let usage = error.command.flatMap(ToolCommands.named).map {
        "wiki-notifications \($0.specification.usage)"
      }
      console.problem(
        (usage.map { "Usage: \($0)\n" } ?? "") + "Run `wiki-notifications --help` for help.")
      return ExitCode.usage.rawValue
    }
    let command: any ToolCommand
    switch invocation.action {
    case .help(let specification):
      console.out(specification.map(HelpText.command) ?? HelpText.general)
      return ExitCode.success.rawValue
    case .version:
      console.out(HelpText.versionLine)
      return ExitCode.success.rawValue
    case .run(let given):
      command = given
    }
    do throws(CLIError) {
      let context = try WikiContext(invocation, environment)
      let outcome = await result { () async throws(CLIError) in
        try await command.run(context)
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
