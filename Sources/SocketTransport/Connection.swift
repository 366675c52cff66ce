// The socket transport is Linux-only: Apple platforms use URLSession, which waits without spinning.
#if os(Linux)
  import COpenSSL
  import Glibc

  /// What an exchange's waits answer to: its deadline, and the descriptor its cancellation makes
  /// readable. Every wait sleeps in `poll` on both, so nothing ever spins.
  struct Waiter {
    /// When the request times out.
    var deadline: ContinuousClock.Instant
    /// Readable once the exchange is cancelled.
    var cancellation: Int32

    /// Sleeps until `socket` is ready for `events` (or reports an error), the deadline passes
    /// or the exchange is cancelled.
    func wait(for events: Int32, on socket: Int32) throws(WireError) {
      var descriptors = [
        pollfd(fd: socket, events: Int16(events), revents: 0),
        pollfd(fd: cancellation, events: Int16(POLLIN), revents: 0),
      ]
      while true {
        let left = deadline - ContinuousClock.now
        guard left > .zero else { throw .timedOut }
        let milliseconds = min(
          left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000 + 1,
          Int64(Int32.max))
        let ready = poll(&descriptors, 2, Int32(milliseconds))
        if ready < 0 {
          if errno == EINTR { continue }
          throw .connectionLost("poll failed: " + systemError())
        }
        if descriptors[1].revents != 0 { throw .cancelled }
        if ready > 0 { return }
      }
    }
  }

  /// One TCP connection to an origin, with TLS for `https`. Used by one exchange at a time (or
  /// kept idle by the pool), so it needs no lock of its own.
  final class Connection: ByteSource, @unchecked Sendable {
    /// Where it is connected.
    let origin: Origin
    private let socket: Int32
    private var tls: OpaquePointer?
    /// The exchange currently using the connection.
    var waiter: Waiter

    private init(origin: Origin, socket: Int32, waiter: Waiter) {
      self.origin = origin
      self.socket = socket
      self.waiter = waiter
    }

    deinit {
      if let tls {
        // close_notify, without waiting for the peer's.
        copenssl_SSL_shutdown(tls)
        copenssl_SSL_free(tls)
      }
      close(socket)
    }

    /// A new connection to `origin` (TLS from `context` for https), made within `waiter`'s
    /// deadline: each resolved address is tried in turn.
    static func open(to origin: Origin, tls context: TLSContext?, waiter: Waiter)
      throws(WireError) -> Connection
    {
      var hints = addrinfo()
      hints.ai_family = AF_UNSPEC
      hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
      // An address (such as the local wiki's 127.0.0.1) needs no lookup; a name is looked up
      // with AI_ADDRCONFIG, for which glibc asks the kernel for the machine's addresses.
      hints.ai_flags = AI_NUMERICSERV | AI_NUMERICHOST
      var addresses: UnsafeMutablePointer<addrinfo>?
      var resolved = getaddrinfo(origin.host, String(origin.port), &hints, &addresses)
      if resolved == EAI_NONAME {
        hints.ai_flags = AI_NUMERICSERV | AI_ADDRCONFIG
        resolved = getaddrinfo(origin.host, String(origin.port), &hints, &addresses)
      }
      guard resolved == 0, let first = addresses else {
        throw .cannotConnect(
          "could not resolve \(origin.host): " + String(cString: gai_strerror(resolved)))
      }
      defer { freeaddrinfo(first) }
      var reason = "no address"
      var next: UnsafeMutablePointer<addrinfo>? = first
      while let address = next {
        next = address.pointee.ai_next
        let socket = Glibc.socket(
          address.pointee.ai_family,
          Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue)
            | Int32(SOCK_CLOEXEC.rawValue),
          0)
        guard socket >= 0 else {
          reason = systemError()
          continue
        }
        let connection = Connection(origin: origin, socket: socket, waiter: waiter)
        do throws(WireError) {
          try connection.connect(to: address.pointee)
        } catch .cannotConnect(let detail) {
          reason = detail
          continue
        }
        var one: Int32 = 1
        // Requests are written whole: no point in waiting for more bytes before sending.
        setsockopt(
          socket, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
        if let context { try connection.startTLS(context) }
        return connection
      }
      throw .cannotConnect("could not connect to \(origin.description): \(reason)")
    }

    private func connect(to address: addrinfo) throws(WireError) {
      if Glibc.connect(socket, address.ai_addr, address.ai_addrlen) == 0 { return }
      guard errno == EINPROGRESS else { throw .cannotConnect(systemError()) }
      try waiter.wait(for: POLLOUT, on: socket)
      var failure: Int32 = 0
      var length = socklen_t(MemoryLayout<Int32>.size)
      getsockopt(socket, SOL_SOCKET, SO_ERROR, &failure, &length)
      guard failure == 0 else { throw .cannotConnect(String(cString: strerror(failure))) }
    }

    private func startTLS(_ context: TLSContext) throws(WireError) {
      guard let tls = copenssl_SSL_new(context.pointer) else {
        throw .cannotConnect("TLS: " + TLSContext.lastError())
      }
      self.tls = tls
      copenssl_SSL_set_fd(tls, socket)
      if origin.isAddressLiteral {
        copenssl_expect_ip(tls, origin.host)
      } else {
        // SNI, and the name the certificate must carry (the chain is checked: SSL_VERIFY_PEER).
        copenssl_set_server_name(tls, origin.host)
        copenssl_SSL_set1_host(tls, origin.host)
      }
      while true {
        let result = copenssl_SSL_connect(tls)
        if result == 1 { return }
        switch copenssl_SSL_get_error(tls, result) {
        case SSL_ERROR_WANT_READ: try waiter.wait(for: POLLIN, on: socket)
        case SSL_ERROR_WANT_WRITE: try waiter.wait(for: POLLOUT, on: socket)
        default:
          let verdict = copenssl_SSL_get_verify_result(tls)
          let detail =
            verdict == X509_V_OK
            ? TLSContext.lastError()
            : String(cString: copenssl_X509_verify_cert_error_string(verdict))
          throw .cannotConnect("TLS handshake with \(origin.host) failed: \(detail)")
        }
      }
    }

    /// Writes all of `bytes`.
    func write(_ bytes: [UInt8]) throws(WireError) {
      // Array's withUnsafeBytes does not carry a typed error through: the loop returns it.
      let outcome = bytes.withUnsafeBytes { all -> Result<Void, WireError> in
        do throws(WireError) {
          try write(all)
          return .success(())
        } catch {
          return .failure(error)
        }
      }
      try outcome.get()
    }

    private func write(_ all: UnsafeRawBufferPointer) throws(WireError) {
      var offset = 0
      while offset < all.count {
        let rest = UnsafeRawBufferPointer(rebasing: all[offset...])
        if let tls {
          let written = copenssl_SSL_write(tls, rest.baseAddress, Int32(clamping: rest.count))
          if written > 0 {
            offset += Int(written)
            continue
          }
          try waitForTLS(tls, after: written, writing: true)
        } else {
          let written = send(socket, rest.baseAddress, rest.count, Int32(MSG_NOSIGNAL))
          if written >= 0 {
            offset += written
            continue
          }
          if errno == EINTR { continue }
          guard errno == EAGAIN || errno == EWOULDBLOCK else {
            throw .connectionLost("sending failed: " + systemError())
          }
          try waiter.wait(for: POLLOUT, on: socket)
        }
      }
    }

    /// Reads what has arrived, waiting for at least one byte; 0 when the peer closed.
    func read(into buffer: UnsafeMutableRawBufferPointer) throws(WireError) -> Int {
      while true {
        if let tls {
          let count = copenssl_SSL_read(tls, buffer.baseAddress, Int32(clamping: buffer.count))
          if count > 0 { return Int(count) }
          if copenssl_SSL_get_error(tls, count) == SSL_ERROR_ZERO_RETURN { return 0 }
          try waitForTLS(tls, after: count, writing: false)
        } else {
          let count = recv(socket, buffer.baseAddress, buffer.count, 0)
          if count >= 0 { return count }
          if errno == EINTR { continue }
          guard errno == EAGAIN || errno == EWOULDBLOCK else {
            throw .connectionLost("receiving failed: " + systemError())
          }
          try waiter.wait(for: POLLIN, on: socket)
        }
      }
    }

    /// Waits as OpenSSL asks after a read or write returned `result`, or throws its failure (a
    /// connection that ends without close_notify is a failure: the answer may be cut short).
    private func waitForTLS(_ tls: OpaquePointer, after result: Int32, writing: Bool)
      throws(WireError)
    {
      switch copenssl_SSL_get_error(tls, result) {
      case SSL_ERROR_WANT_READ: try waiter.wait(for: POLLIN, on: socket)
      case SSL_ERROR_WANT_WRITE: try waiter.wait(for: POLLOUT, on: socket)
      default:
        let detail = TLSContext.lastError()
        throw .connectionLost(
          (writing ? "sending failed" : "receiving failed") + (detail.isEmpty ? "" : ": " + detail))
      }
    }

    /// Whether an idle connection can carry another request: the peer has not closed it, and
    /// nothing unasked for arrived (TLS session tickets are taken in passing).
    var isStillOpen: Bool {
      while true {
        var descriptor = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, 0) > 0 else { return true }
        var byte: UInt8 = 0
        if let tls {
          let count = copenssl_SSL_read(tls, &byte, 1)
          guard count <= 0, copenssl_SSL_get_error(tls, count) == SSL_ERROR_WANT_READ else {
            return false
          }
        } else {
          let count = recv(socket, &byte, 1, Int32(MSG_PEEK | MSG_DONTWAIT))
          return count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)
        }
      }
    }
  }

  extension Origin {
    /// Whether the host is an IPv4 or IPv6 address rather than a name.
    var isAddressLiteral: Bool {
      var address = in6_addr()
      return inet_pton(AF_INET, host, &address) == 1 || inet_pton(AF_INET6, host, &address) == 1
    }
  }

  /// The text of the current `errno`.
  func systemError() -> String { String(cString: strerror(errno)) }
#endif
