/// An app's own way of sending, lent to the client: the app's session (its cookie store, its
/// login, its certificate checks) serves every request, and the client keeps no cookie and
/// never clears the app's (``cookieStore`` is nil). For an app whose networking is not a plain
/// `URLSession` (on Apple platforms `URLSessionTransport(borrowing:)` lends one).
public struct LentTransport: HTTPTransport {
  private let sendThroughApp: @Sendable (HTTPRequest) async throws(TransportFailure) -> HTTPResponse

  /// `send` is the app's: called for each request, it sends through the session the app holds
  /// at that moment.
  public init(
    send: @escaping @Sendable (HTTPRequest) async throws(TransportFailure) -> HTTPResponse
  ) {
    sendThroughApp = send
  }

  /// Sends through the app.
  public func send(_ request: HTTPRequest) async throws(TransportFailure) -> HTTPResponse {
    try await sendThroughApp(request)
  }
}
