/// The tool's exit codes (documented in the help; scripts rely on them).
public enum ExitCode: Int32, Sendable {
  /// Done.
  case success = 0
  /// Not done, for a reason given that is neither usage nor the wiki (e.g. permission refused).
  case notDone = 1
  /// The command line is wrong; nothing was sent.
  case usage = 2
  /// Not logged in, the credentials were refused, or the session is a temporary account's.
  case notLoggedIn = 3
  /// The server or the network failed.
  case serverFailure = 4
  /// The wiki rejected a change; the settings shown afterwards are the wiki's.
  case rejected = 5
}

/// A failure that ends the command: its exit code and one clear sentence for stderr.
public struct CLIError: Error, Equatable, Sendable {
  /// The exit code.
  public var code: ExitCode
  /// What went wrong, as one sentence (never a password, token or cookie).
  public var message: String

  /// `message` is printed to standard error; the process ends with `code`.
  public init(_ code: ExitCode, _ message: String) {
    self.code = code
    self.message = message
  }
}
