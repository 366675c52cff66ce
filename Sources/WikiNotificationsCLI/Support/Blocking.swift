/// Runs blocking work (a read from the terminal) on a thread of its own.
enum Blocking {
  static func run<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { continuation in
      BlockingThread.start { continuation.resume(returning: work()) }
    }
  }
}
