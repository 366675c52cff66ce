import Dispatch

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

#if canImport(Glibc)
  import Glibc

  /// Everything the tool does to the terminal through termios: raw mode and its restoration
  /// (also on SIGINT/SIGTERM), prompts without echo, the window size. Linux only; elsewhere the
  /// tool behaves as without a terminal.
  enum TTY {
    /// The terminal settings before raw mode, restored on exit and on a signal.
    nonisolated(unsafe) private static var original: termios?
    nonisolated(unsafe) private static var signalSources: [any DispatchSourceSignal] = []
    private static let lock = Lock()

    /// Whether the file descriptor is a terminal.
    static func isTerminal(_ descriptor: Int32) -> Bool { isatty(descriptor) == 1 }

    /// The terminal's rows and columns, or 24x80 when unknown.
    static func windowSize() -> (rows: Int, columns: Int) {
      var size = winsize()
      guard ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0, size.ws_col > 0 else {
        return (24, 80)
      }
      return (Int(size.ws_row), Int(size.ws_col))
    }

    /// Switches standard input to raw mode (keys arrive one by one, no echo, Ctrl-C as a key)
    /// and arranges for the terminal to be restored if SIGINT, SIGTERM or SIGHUP arrives.
    static func enterRawMode(onSignal: @escaping @Sendable () -> Void) {
      lock.withLock {
        var settings = termios()
        guard tcgetattr(0, &settings) == 0 else { return }
        original = settings
        cfmakeraw(&settings)
        // Keep output processing so that "\n" still returns the carriage.
        settings.c_oflag |= tcflag_t(OPOST)
        tcsetattr(0, TCSAFLUSH, &settings)
        for number in [SIGINT, SIGTERM, SIGHUP] {
          signal(number, SIG_IGN)
          let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
          source.setEventHandler {
            restore()
            onSignal()
            exit(128 + number)
          }
          source.resume()
          signalSources.append(source)
        }
      }
    }

    /// Restores the settings saved by ``enterRawMode(onSignal:)``; safe to call twice.
    static func restore() {
      lock.withLock {
        guard var settings = original else { return }
        tcsetattr(0, TCSAFLUSH, &settings)
        original = nil
      }
    }

    /// Leaves raw mode for a moment (a prompt), then enters it again.
    static func withCookedMode<T>(_ body: () -> T) -> T {
      let saved: termios? = lock.withLock { original }
      guard var cooked = saved else { return body() }
      var raw = termios()
      tcgetattr(0, &raw)
      tcsetattr(0, TCSAFLUSH, &cooked)
      defer { tcsetattr(0, TCSAFLUSH, &raw) }
      return body()
    }

    /// Asks on the controlling terminal and reads one line; without echo for secrets. Nil when
    /// there is no terminal or it was closed.
    static func prompt(_ text: String, echo: Bool) -> String? {
      let descriptor = open("/dev/tty", O_RDWR | O_NOCTTY)
      guard descriptor >= 0 else { return nil }
      defer { close(descriptor) }
      _ = TerminalText.printable(text).withCString { write(descriptor, $0, strlen($0)) }
      var before = termios()
      let hasSettings = tcgetattr(descriptor, &before) == 0
      if hasSettings {
        var settings = before
        settings.c_lflag |= tcflag_t(ICANON)
        if echo { settings.c_lflag |= tcflag_t(ECHO) } else { settings.c_lflag &= ~tcflag_t(ECHO) }
        tcsetattr(descriptor, TCSAFLUSH, &settings)
      }
      // Ctrl-C (or a SIGTERM, SIGHUP) while the echo is off would leave the person's terminal
      // without echo: the settings before are put back first, then the tool ends as by the
      // signal. (In raw mode, its own handlers put back the settings from before raw mode.)
      let interruption = hasSettings && !echo ? Interruption(descriptor, before) : nil
      defer {
        interruption?.end()
        if hasSettings { tcsetattr(descriptor, TCSAFLUSH, &before) }
        // The Enter of a hidden answer was not echoed: end the prompt's line ourselves.
        if !echo { _ = write(descriptor, "\n", 1) }
      }
      var bytes: [UInt8] = []
      var byte: UInt8 = 0
      while read(descriptor, &byte, 1) == 1 {
        if byte == 10 || byte == 13 { return String(decoding: bytes, as: UTF8.self) }
        bytes.append(byte)
      }
      return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self)
    }

    /// While a hidden prompt waits: SIGINT, SIGTERM and SIGHUP put the terminal's settings back
    /// and end the tool with the signal's exit code (128 + its number). Only outside raw mode,
    /// whose own handlers do the same with the settings from before it.
    private final class Interruption: @unchecked Sendable {
      private var sources: [any DispatchSourceSignal] = []
      private let numbers: [Int32] = [SIGINT, SIGTERM, SIGHUP]

      init?(_ descriptor: Int32, _ settings: termios) {
        guard lock.withLock({ original == nil }) else { return nil }
        let queue = DispatchQueue(label: "wiki-notifications.prompt-signals")
        for number in numbers {
          signal(number, SIG_IGN)
          let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
          source.setEventHandler {
            var restored = settings
            tcsetattr(descriptor, TCSAFLUSH, &restored)
            _ = write(descriptor, "\n", 1)
            exit(128 + number)
          }
          source.resume()
          sources.append(source)
        }
      }

      /// The prompt was answered: the signals act as before it.
      func end() {
        for source in sources { source.cancel() }
        for number in numbers { signal(number, SIG_DFL) }
      }
    }

    /// The bytes typed on standard input, read on a thread of their own (a blocking read must
    /// not hold a thread of Swift's cooperative pool).
    static func keyBytes() -> AsyncStream<[UInt8]> {
      AsyncStream { continuation in
        BlockingThread.start {
          var buffer = [UInt8](repeating: 0, count: 64)
          while true {
            let count = read(0, &buffer, buffer.count)
            if count <= 0 { break }
            continuation.yield(Array(buffer[0..<count]))
          }
          continuation.finish()
        }
      }
    }

    /// Calls `handler` on the main queue whenever the terminal is resized.
    static func onResize(_ handler: @escaping @Sendable () -> Void) {
      lock.withLock {
        signal(SIGWINCH, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: SIGWINCH, queue: .main)
        source.setEventHandler(handler: handler)
        source.resume()
        signalSources.append(source)
      }
    }
  }
#else
  /// Without Glibc the tool behaves as if it had no terminal.
  enum TTY {
    static func isTerminal(_ descriptor: Int32) -> Bool { false }
    static func windowSize() -> (rows: Int, columns: Int) { (24, 80) }
    static func enterRawMode(onSignal: @escaping @Sendable () -> Void) {}
    static func restore() {}
    static func withCookedMode<T>(_ body: () -> T) -> T { body() }
    static func prompt(_ text: String, echo: Bool) -> String? { nil }
    static func keyBytes() -> AsyncStream<[UInt8]> {
      AsyncStream { continuation in
        BlockingThread.start {
          while let line = readLine(strippingNewline: false) {
            continuation.yield(Array(line.utf8))
          }
          continuation.finish()
        }
      }
    }
    static func onResize(_ handler: @escaping @Sendable () -> Void) {}
  }
#endif
