// The socket transport is Linux-only: Apple platforms use URLSession, which waits without spinning.
#if os(Linux)
  import Synchronization

  /// Idle connections kept alive for the next request to the same origin (over https that saves
  /// a TLS handshake, a round trip or two). A connection is handed out only after it proves still
  /// open, and never to two exchanges at once.
  final class ConnectionPool: Sendable {
    /// How many idle connections one origin keeps.
    static let perOrigin = 4
    /// How long an idle connection is trusted (servers close theirs after seconds to minutes).
    static let idleLimit = Duration.seconds(30)

    private let idle = Mutex<[Origin: [(Connection, since: ContinuousClock.Instant)]]>([:])

    /// An idle connection to `origin` that is still open, if any; the others are closed.
    func take(_ origin: Origin) -> Connection? {
      while true {
        let candidate: (Connection, since: ContinuousClock.Instant)? = idle.withLock {
          $0[origin]?.popLast()
        }
        guard let (connection, since) = candidate else { return nil }
        if ContinuousClock.now - since < Self.idleLimit, connection.isStillOpen {
          return connection
        }
      }
    }

    /// Keeps `connection` for a later request; beyond ``perOrigin`` it is closed.
    func put(_ connection: Connection) {
      idle.withLock {
        var kept = $0[connection.origin, default: []]
        guard kept.count < Self.perOrigin else { return }
        kept.append((connection, since: ContinuousClock.now))
        $0[connection.origin] = kept
      }
    }
  }
#endif
