// The socket transport is Linux-only: Apple platforms use URLSession, which waits without spinning.
#if os(Linux)
  import Glibc
  import MediaWikiAPI
  import Synchronization

  /// The Linux transport: HTTP/1.1 over the system's sockets, with OpenSSL for https. Each
  /// request runs on a thread of its own that sleeps in `poll` while it waits (FoundationNetworking's
  /// URLSession spins a core then), and connections are kept alive between requests.
  ///
  /// It does only what the Action API needs: no redirects (a password must not follow one to
  /// another address), no proxies, no compression, no HTTP/2. Loading libcurl would cost the tool
  /// a third of its memory before its first request, for features it never uses.
  public struct SocketTransport: HTTPTransport {
    private let timeout: Duration
    private let shared: Shared

    /// Requests time out `timeout` seconds after they start, connecting included. `authorities`,
    /// a PEM file, replaces the system's certificate authorities (e.g. a private CA's).
    public init(timeout: Double = 30, authorities: String? = nil) {
      self.timeout = .milliseconds(Int64((timeout * 1000).rounded()))
      shared = Shared(authorities: authorities)
    }

    /// Sends the request and returns the answer, whatever its status; a cancelled task ends the
    /// request at once with an unknown outcome.
    public func send(_ request: HTTPRequest) async throws(TransportFailure) -> HTTPResponse {
      let exchange = Exchange(request: request, shared: shared, deadline: .now + timeout)
      let result = await withTaskCancellationHandler {
        await withCheckedContinuation { exchange.start($0) }
      } onCancel: {
        exchange.cancel()
      }
      return try result.get()
    }
  }

  /// What a transport's copies share: its idle connections and, once made, its TLS settings.
  final class Shared: Sendable {
    let pool = ConnectionPool()
    private let authorities: String?
    private let context = Mutex<TLSContext?>(nil)

    init(authorities: String?) { self.authorities = authorities }

    /// The TLS settings, made on first use.
    func tls() throws(WireError) -> TLSContext {
      try context.withLock { (context) throws(WireError) -> TLSContext in
        if let made = context { return made }
        let made = try TLSContext(authorities: authorities)
        context = made
        return made
      }
    }
  }

  /// One request on its own thread, and the one answer its caller gets: the thread's, or the
  /// cancellation's if that comes first.
  final class Exchange: Sendable {
    typealias Answer = Result<HTTPResponse, TransportFailure>

    private let request: HTTPRequest
    private let shared: Shared
    private let deadline: ContinuousClock.Instant
    private struct Wait {
      var continuation: CheckedContinuation<Answer, Never>?
      var cancelled = false
      /// The pipe whose read end a cancellation makes readable; closed when the thread ends.
      var pipe: (read: Int32, write: Int32)?
    }
    private let wait = Mutex(Wait())

    init(request: HTTPRequest, shared: Shared, deadline: ContinuousClock.Instant) {
      self.request = request
      self.shared = shared
      self.deadline = deadline
    }

    /// Starts the thread, which resumes `continuation` (unless a cancellation does first).
    func start(_ continuation: CheckedContinuation<Answer, Never>) {
      var ends: [Int32] = [-1, -1]
      let piped = pipe(&ends) == 0
      if piped {
        for end in ends {
          _ = fcntl(end, F_SETFD, FD_CLOEXEC)
          _ = fcntl(end, F_SETFL, O_NONBLOCK)
        }
      }
      let readEnd = ends[0]
      let cancelled = wait.withLock { wait in
        if piped { wait.pipe = (readEnd, ends[1]) }
        if !wait.cancelled { wait.continuation = continuation }
        return wait.cancelled
      }
      guard piped, !cancelled else {
        closePipe()
        continuation.resume(
          returning: .failure(
            cancelled
              ? WireError.cancelled.transportFailure(sent: false)
              : .notSent(detail: "cannot create a pipe: " + systemError())))
        return
      }
      let started = runOnNewThread { [self] in
        let answer = perform(cancellation: readEnd)
        closePipe()
        finish(answer)
      }
      if !started {
        closePipe()
        finish(.failure(.notSent(detail: "cannot start a request thread")))
      }
    }

    /// Answers the caller at once and wakes the thread, which stops at its next wait.
    func cancel() {
      let continuation = wait.withLock { wait in
        wait.cancelled = true
        if let pipe = wait.pipe {
          var byte: UInt8 = 1
          _ = Glibc.write(pipe.write, &byte, 1)
        }
        defer { wait.continuation = nil }
        return wait.continuation
      }
      continuation?.resume(returning: .failure(WireError.cancelled.transportFailure(sent: true)))
    }

    private func finish(_ answer: Answer) {
      let continuation = wait.withLock { wait in
        defer { wait.continuation = nil }
        return wait.continuation
      }
      continuation?.resume(returning: answer)
    }

    private func closePipe() {
      wait.withLock { wait in
        if let pipe = wait.pipe {
          close(pipe.read)
          close(pipe.write)
        }
        wait.pipe = nil
      }
    }

    /// The whole exchange, blocking this thread: a kept-alive or new connection, the request
    /// written, the answer read, and the connection kept if it may carry another request.
    private func perform(cancellation: Int32) -> Answer {
      let waiter = Waiter(deadline: deadline, cancellation: cancellation)
      var sent = false
      do throws(WireError) {
        let origin = try Origin(request.url)
        let bytes = try RequestWire.bytes(of: request, to: origin)
        let connection: Connection
        if let kept = shared.pool.take(origin) {
          connection = kept
          connection.waiter = waiter
        } else {
          connection = try Connection.open(
            to: origin, tls: origin.isTLS ? try shared.tls() : nil, waiter: waiter)
        }
        // From the first byte written on, the wiki may act on the request.
        sent = true
        try connection.write(bytes)
        var reader = ResponseReader(source: connection)
        let (response, reusable) = try reader.read(method: request.method)
        if reusable { shared.pool.put(connection) }
        return .success(response)
      } catch {
        return .failure(error.transportFailure(sent: sent))
      }
    }
  }

  /// Runs `body` on a new detached thread, with SIGPIPE blocked there: a write to a connection
  /// the server closed then fails with EPIPE (OpenSSL writes with plain `write`). False when no
  /// thread could be started.
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
