#if canImport(Glibc)
  import Glibc
#else
  import Darwin
#endif

/// Where the tool writes: standard output for results, standard error for problems. Injected so
/// in-process tests can read what a command printed.
public struct Console: Sendable {
  /// Writes to standard output.
  public var out: @Sendable (String) -> Void
  /// Writes to standard error.
  public var err: @Sendable (String) -> Void

  /// `out` gets the command's results, `err` its notes and problems.
  public init(out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void)
  {
    self.out = out
    self.err = err
  }

  /// The process's standard output and error, unbuffered. A reader that has gone away (EPIPE,
  /// with SIGPIPE ignored) loses the rest of the text; the command still ends as it would.
  public static let standard = Console(
    out: { writeAll(1, $0) }, err: { writeAll(2, $0) })

  private static func writeAll(_ descriptor: Int32, _ text: String) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      if written < 0, errno == EINTR { continue }
      guard written > 0 else { return }
      bytes = bytes.dropFirst(written)
    }
  }

  /// Prints a line to standard output, as text (``TerminalText/printable(_:)``).
  func line(_ text: String) { out(TerminalText.printable(text) + "\n") }

  /// Prints text to standard output as it is, but made printable (``TerminalText``).
  func text(_ text: String) { out(TerminalText.printable(text)) }

  /// Prints a line to standard error, as text (``TerminalText/printable(_:)``).
  func problem(_ text: String) { err(TerminalText.printable(text) + "\n") }
}
