// The libcurl transport is Linux-only: Apple platforms use URLSession, which waits without spinning.
#if os(Linux)
  import CCurl
  import Glibc
  import MediaWikiAPI
  // Mutex and a plain pthread rather than NSLock and Thread, which on Linux are in the full
  // Foundation (with ICU) that the command-line tool does not otherwise load.
  import Synchronization

  /// Runs every transfer of the process on one curl multi handle, on one thread that blocks in
  /// `curl_multi_poll` until a socket is ready, a timeout is due, or a caller wakes it with new work.
  final class CurlDriver: @unchecked Sendable {
    /// The process's driver, started on first use.
    static let shared = CurlDriver()

    private let multi: UnsafeMutableRawPointer
    private let lock = Mutex(())
    // Guarded by `lock`: work handed over by callers, taken by the driver's thread.
    private var added: [CurlTransfer] = []
    private var cancelled: [CurlTransfer] = []
    // The driver thread's own: transfers curl is running, by their easy handle.
    private var running: [UnsafeMutableRawPointer: CurlTransfer] = [:]

    private init() {
      curl_global_init(Int(CURL_GLOBAL_DEFAULT))
      multi = curl_multi_init()
      // The driver lives as long as the process, so the thread's reference is never released.
      let context = Unmanaged.passRetained(self).toOpaque()
      var thread = pthread_t()
      let started = pthread_create(
        &thread, nil,
        { context in
          Unmanaged<CurlDriver>.fromOpaque(context!).takeUnretainedValue().loop()
          return nil
        }, context)
      precondition(started == 0, "cannot start the curl thread (error \(started))")
      pthread_detach(thread)
    }

    /// Runs `transfer` to its end; a cancelled task ends it with an unknown outcome.
    func perform(_ transfer: CurlTransfer) async -> CurlTransfer.Answer {
      await withTaskCancellationHandler {
        await withCheckedContinuation { continuation in
          transfer.continuation = continuation
          lock.withLock { _ in added.append(transfer) }
          curl_multi_wakeup(multi)
        }
      } onCancel: {
        lock.withLock { _ in
          guard !transfer.finished else { return }
          transfer.cancelRequested = true
          cancelled.append(transfer)
        }
        curl_multi_wakeup(multi)
      }
    }

    private func loop() {
      while true {
        let (new, gone) = lock.withLock { _ in
          defer { (added, cancelled) = ([], []) }
          return (added.map { ($0, $0.cancelRequested) }, cancelled)
        }
        for (transfer, cancelledEarly) in new {
          // A transfer whose task was cancelled before it was handed over is never started.
          if cancelledEarly {
            finish(transfer, .failure(CurlFailure.cancelled))
          } else {
            running[transfer.handle] = transfer
            curl_multi_add_handle(multi, transfer.handle)
          }
        }
        // A cancelled transfer not running yet is ended when it is handed over (above).
        for transfer in gone where running.removeValue(forKey: transfer.handle) != nil {
          curl_multi_remove_handle(multi, transfer.handle)
          finish(transfer, .failure(CurlFailure.cancelled))
        }
        var active: Int32 = 0
        curl_multi_perform(multi, &active)
        var code = CURLE_OK
        while let handle = ccurl_next_done(multi, &code) {
          guard let transfer = running.removeValue(forKey: handle) else { continue }
          curl_multi_remove_handle(multi, handle)
          finish(transfer, transfer.answer(code))
        }
        // Sleeps until a socket is ready, curl's next timeout, or a wake-up from a caller.
        curl_multi_poll(multi, nil, 0, 60_000, nil)
      }
    }

    /// Hands the answer to the caller (each transfer reaches here once).
    private func finish(_ transfer: CurlTransfer, _ answer: CurlTransfer.Answer) {
      lock.withLock { _ in transfer.finished = true }
      transfer.continuation?.resume(returning: answer)
      transfer.continuation = nil
    }
  }
#endif
