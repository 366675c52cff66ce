import Foundation

/// Where the tool writes: standard output for results, standard error for problems. Injected so
/// in-process tests can read what a command printed.
public struct Console: Sendable {
  /// Writes to standard output.
  public var out: @Sendable (String) -> Void
  /// Writes to standard error.
  public var err: @Sendable (String) -> Void

  /// Creates a console from its two writers.
  public init(out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void)
  {
    self.out = out
    self.err = err
  }

  /// The process's standard output and error, unbuffered.
  public static let standard = Console(
    out: { FileHandle.standardOutput.write(Data($0.utf8)) },
    err: { FileHandle.standardError.write(Data($0.utf8)) })

  /// Prints a line to standard output.
  func line(_ text: String) { out(text + "\n") }

  /// Prints a line to standard error.
  func problem(_ text: String) { err(text + "\n") }
}
