#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Sends one HTTP request and returns the raw answer; the seam where tests count round trips,
/// add latency and inject faults.
///
/// It speaks the package's own ``HTTPRequest`` and ``HTTPResponse`` rather than `URLRequest`,
/// because on Linux those live in FoundationNetworking, which with ICU costs a command-line tool
/// most of its memory before it sends anything. Each transport converts at its own edge.
public protocol HTTPTransport: Sendable {
  /// Sends `request` and returns the answer, or throws a ``TransportFailure``.
  func send(_ request: HTTPRequest) async throws(TransportFailure) -> HTTPResponse
  /// The cookies the transport sends with, when it keeps them where the client may save and
  /// restore them; nil when they are not the client's to touch (an app's session).
  var cookieStore: (any CookieStore)? { get }
}

/// Why a request got no HTTP answer, split by whether it may have reached the server.
public enum TransportFailure: Error, Equatable, Sendable {
  /// The request surely never left the device (no route, refused connection, bad URL).
  case notSent(detail: String)
  /// The request may have arrived and been applied before the connection broke or timed out.
  case outcomeUnknown(detail: String)
}
