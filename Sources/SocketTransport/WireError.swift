// The socket transport is Linux-only: Apple platforms use URLSession, which waits without spinning.
#if os(Linux)
  import MediaWikiAPI

  /// Why an exchange failed, in the transport's own terms; ``transportFailure(sent:)`` says what
  /// the client may conclude from it.
  enum WireError: Error, Equatable {
    /// The request cannot be written as HTTP/1.1 (a bad URL, a header with a line break).
    case invalidRequest(String)
    /// No connection carried the request: the name did not resolve, every address refused, or
    /// the TLS handshake (certificate check included) failed.
    case cannotConnect(String)
    /// The deadline passed.
    case timedOut
    /// The task was cancelled.
    case cancelled
    /// The connection broke or closed before the whole answer arrived.
    case connectionLost(String)
    /// The bytes that came back are not an HTTP/1.1 answer, or one too large to hold.
    case malformed(String)

    /// The client's view: only a failure before any byte of the request was written proves it
    /// was not applied (as `URLSessionTransport` decides from URLSession's errors).
    func transportFailure(sent: Bool) -> TransportFailure {
      switch self {
      case .invalidRequest(let detail), .cannotConnect(let detail):
        return .notSent(detail: detail)
      case .timedOut:
        return sent
          ? .outcomeUnknown(detail: "timed out") : .notSent(detail: "timed out connecting")
      case .cancelled:
        // Like URLSession's `.cancelled` (and whatever the phase): the caller learns nothing more.
        return .outcomeUnknown(detail: "cancelled")
      case .connectionLost(let detail), .malformed(let detail):
        return sent ? .outcomeUnknown(detail: detail) : .notSent(detail: detail)
      }
    }
  }
#endif
