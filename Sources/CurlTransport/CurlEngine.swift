// libcurl is the Linux transport; Apple platforms use URLSession, which waits without spinning.
#if os(Linux)
  import CCurl
  import Glibc
  import MediaWikiAPI
  import Synchronization

  /// libcurl is set up once per process, before the first handle (thread-safe since 7.84).
  let curlIsReady: Bool = ccurl_global_init() == CURLE_OK

  /// One libcurl multi handle and the thread that drives its transfers. The thread starts with
  /// the first transfer, sleeps in `curl_multi_poll` while transfers are open, and ends when none
  /// are; the multi handle outlives it, so its kept-alive connections (and its cache of the
  /// certificate authorities) serve the next transfer. Only that thread touches the multi handle,
  /// apart from `curl_multi_wakeup`, which libcurl allows from any thread.
  final class CurlEngine: @unchecked Sendable {
    private let multi: UnsafeMutableRawPointer
    private struct Queue {
      /// Transfers handed over and not yet added to the multi handle.
      var waiting: [Transfer] = []
      /// Transfers whose caller gave up: removed from the multi handle at the next turn.
      var cancelled: [Transfer] = []
      /// Whether the thread is running (it alone clears this, when nothing is left to do).
      var running = false
    }
    private let queue = Mutex(Queue())

    /// Nil when libcurl cannot be initialised.
    init?() {
      guard curlIsReady, let multi = curl_multi_init() else { return nil }
      self.multi = multi
    }

    deinit { curl_multi_cleanup(multi) }

    /// Hands `transfer` to the thread, starting it if need be; false when no thread could start.
    func submit(_ transfer: Transfer) -> Bool {
      let start = queue.withLock { queue in
        queue.waiting.append(transfer)
        if queue.running { return false }
        queue.running = true
        return true
      }
      guard start else {
        curl_multi_wakeup(multi)
        return true
      }
      if runOnNewThread({ [self] in run() }) { return true }
      queue.withLock { queue in
        queue.waiting.removeAll { $0 === transfer }
        queue.running = false
      }
      return false
    }

    /// Removes `transfer` from the multi handle at the thread's next turn (closing its
    /// connection if the answer was under way).
    func cancel(_ transfer: Transfer) {
      let running = queue.withLock { queue in
        if queue.running { queue.cancelled.append(transfer) }
        return queue.running
      }
      if running { curl_multi_wakeup(multi) }
    }

    /// The thread: adds what was handed over, lets libcurl work, finishes what is done, sleeps
    /// until a socket, a timer or a wakeup needs it; ends when no transfer is left.
    private func run() {
      var active: [UnsafeMutableRawPointer: Transfer] = [:]
      while true {
        let work: (waiting: [Transfer], cancelled: [Transfer])? = queue.withLock { queue in
          if queue.waiting.isEmpty && active.isEmpty {
            queue.running = false
            return nil
          }
          defer {
            queue.waiting.removeAll()
            queue.cancelled.removeAll()
          }
          return (queue.waiting, queue.cancelled)
        }
        guard let work else { return }
        for transfer in work.cancelled where active.removeValue(forKey: transfer.easy) != nil {
          curl_multi_remove_handle(multi, transfer.easy)
        }
        for transfer in work.waiting where !transfer.isCancelled {
          if curl_multi_add_handle(multi, transfer.easy) == CURLM_OK {
            active[transfer.easy] = transfer
          } else {
            transfer.finish(.failure(.notSent(detail: "libcurl refused the request")))
          }
        }
        var stillRunning: Int32 = 0
        curl_multi_perform(multi, &stillRunning)
        var left: Int32 = 0
        while let message = curl_multi_info_read(multi, &left) {
          guard message.pointee.msg == CURLMSG_DONE, let easy = message.pointee.easy_handle,
            let transfer = active.removeValue(forKey: easy)
          else { continue }
          let code = message.pointee.data.result
          curl_multi_remove_handle(multi, easy)
          transfer.complete(code)
        }
        if active.isEmpty { continue }
        // libcurl shortens the wait to its own next timer (a deadline, a connection attempt).
        curl_multi_poll(multi, nil, 0, 10_000, nil)
      }
    }
  }

  /// Runs `body` on a new detached thread, with SIGPIPE blocked there (a write to a connection
  /// the server closed must fail with EPIPE, not end the process). False when no thread started.
  private func runOnNewThread(_ body: @escaping @Sendable () -> Void) -> Bool {
    final class Box {
      let body: @Sendable () -> Void
      init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }
    let context = Unmanaged.passRetained(Box(body)).toOpaque()
    var thread = pthread_t()
    let started = pthread_create(
      &thread, nil,
      { context in
        var blocked = sigset_t()
        sigemptyset(&blocked)
        sigaddset(&blocked, SIGPIPE)
        pthread_sigmask(SIG_BLOCK, &blocked, nil)
        let box = Unmanaged<Box>.fromOpaque(context!).takeRetainedValue()
        box.body()
        return nil
      }, context)
    guard started == 0 else {
      Unmanaged<Box>.fromOpaque(context).release()
      return false
    }
    pthread_detach(thread)
    return true
  }
#endif
