/// A command line the tool cannot run; reported with exit code 2 before anything is sent.
public struct UsageError: Error, Equatable, Sendable {
  /// One sentence saying what is wrong.
  public var message: String
  /// The command whose usage line helps, if known.
  public var command: CommandName?

  /// `command` names the subcommand whose usage the message goes with (nil: the tool's).
  public init(_ message: String, command: CommandName? = nil) {
    self.message = message
    self.command = command
  }
}
