import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Sends one HTTP request and returns the raw answer; the seam where tests count round trips,
/// add latency and inject faults.
public protocol HTTPTransport: Sendable {
  /// Sends `request` and returns the body and response, or throws a ``TransportFailure``.
  func send(_ request: URLRequest) async throws(TransportFailure) -> (Data, HTTPURLResponse)
}

/// Why a request got no HTTP answer, split by whether it may have reached the server.
public enum TransportFailure: Error, Equatable, Sendable {
  /// The request surely never left the device (no route, refused connection, bad URL).
  case notSent(detail: String)
  /// The request may have arrived and been applied before the connection broke or timed out.
  case outcomeUnknown(detail: String)
}

/// The live transport: one `URLSession` with no shared cookie storage (cookies are kept by the
/// client's ``CookieJar`` so that each wiki has its own session and it can be saved to a file).
public struct URLSessionTransport: HTTPTransport {
  private let session: URLSession

  /// `timeout` bounds a whole request, answer included, in seconds; its end is an unknown
  /// outcome, since the wiki may have applied the request.
  public init(timeout: TimeInterval = 30) {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.httpCookieStorage = nil
    configuration.httpShouldSetCookies = false
    configuration.httpCookieAcceptPolicy = .never
    configuration.urlCache = nil
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    configuration.timeoutIntervalForRequest = timeout
    configuration.timeoutIntervalForResource = timeout
    session = URLSession(configuration: configuration)
  }

  /// Sends the request through URLSession.
  public func send(_ request: URLRequest) async throws(TransportFailure) -> (Data, HTTPURLResponse)
  {
    let result: (Data, URLResponse)
    do {
      result = try await session.data(for: request)
    } catch let error as URLError {
      throw Self.classify(error)
    } catch {
      throw .outcomeUnknown(detail: String(describing: error))
    }
    guard let response = result.1 as? HTTPURLResponse else {
      throw .outcomeUnknown(detail: "not an HTTP response")
    }
    return (result.0, response)
  }

  /// Errors raised before a connection carried the request prove it was not applied; anything
  /// later (timeouts, dropped connections) leaves the outcome open.
  static func classify(_ error: URLError) -> TransportFailure {
    let detail = "\(error.code.rawValue): \(error.localizedDescription)"
    switch error.code {
    case .badURL, .unsupportedURL, .cannotFindHost, .cannotConnectToHost, .dnsLookupFailed,
      .notConnectedToInternet, .secureConnectionFailed, .serverCertificateUntrusted,
      .serverCertificateHasBadDate, .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot,
      .clientCertificateRejected, .clientCertificateRequired,
      .appTransportSecurityRequiresSecureConnection,
      .internationalRoamingOff, .callIsActive, .dataNotAllowed:
      return .notSent(detail: detail)
    case .cancelled:
      // A task can be cancelled after its body went out, and the wiki may have applied it: the
      // caller must re-read rather than roll back a save the wiki may hold.
      return .outcomeUnknown(detail: detail)
    default:
      return .outcomeUnknown(detail: detail)
    }
  }
}
