/// A flag set from any task.
final class Flag: @unchecked Sendable {
  private let lock = Lock()
  private var value = false
  /// Sets the flag.
  func set() { lock.withLock { value = true } }
  /// Whether it was set.
  var isSet: Bool { lock.withLock { value } }
}

/// Runs blocking work (a read from the terminal) on a thread of its own.
enum Blocking {
  static func run<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { continuation in
      BlockingThread.start { continuation.resume(returning: work()) }
    }
  }
}
