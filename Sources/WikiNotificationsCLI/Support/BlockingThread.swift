#if canImport(FoundationEssentials)
  import Glibc

  /// Starts blocking work (a read from the terminal) on a thread of its own, so it does not hold
  /// a thread of Swift's cooperative pool. A bare pthread: Foundation's Thread is in the full
  /// Foundation on Linux, which brings ICU.
  enum BlockingThread {
    /// Runs `body` on a new detached thread.
    static func start(_ body: @escaping @Sendable () -> Void) {
      let context = Unmanaged.passRetained(Work(body)).toOpaque()
      var thread = pthread_t()
      let started = pthread_create(
        &thread, nil,
        { context in
          Unmanaged<Work>.fromOpaque(context!).takeRetainedValue().body()
          return nil
        }, context)
      precondition(started == 0, "cannot start a thread (error \(started))")
      pthread_detach(thread)
    }

    private final class Work {
      let body: @Sendable () -> Void
      init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }
  }
#else
  import Foundation

  /// Starts blocking work (a read from the terminal) on a thread of its own, so it does not hold
  /// a thread of Swift's cooperative pool.
  enum BlockingThread {
    /// Runs `body` on a new thread.
    static func start(_ body: @escaping @Sendable () -> Void) { Thread(block: body).start() }
  }
#endif
