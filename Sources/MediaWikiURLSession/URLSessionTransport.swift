import Foundation
import MediaWikiAPI

// On Linux URLSession lives in FoundationNetworking. It is kept out of MediaWikiAPI so that a
// client on another transport (the command-line tool's socket one) does not load it and ICU.
#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The live transport of Apple platforms: one `URLSession` with no shared cookie storage
/// (cookies are kept by the client's `CookieJar` so that each wiki has its own session and it
/// can be saved to a file).
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
  public func send(_ request: HTTPRequest) async throws(TransportFailure) -> HTTPResponse {
    let result: (Data, URLResponse)
    do {
      result = try await session.data(for: Self.urlRequest(request))
    } catch let error as URLError {
      throw Self.classify(error)
    } catch {
      throw .outcomeUnknown(detail: String(describing: error))
    }
    guard let response = result.1 as? HTTPURLResponse else {
      throw .outcomeUnknown(detail: "not an HTTP response")
    }
    return Self.response(response, body: result.0)
  }

  /// The `URLRequest` for `request`: the same method, URL, header fields and body.
  static func urlRequest(_ request: HTTPRequest) -> URLRequest {
    var urlRequest = URLRequest(url: request.url)
    urlRequest.httpMethod = request.method
    for (name, value) in request.headers { urlRequest.setValue(value, forHTTPHeaderField: name) }
    urlRequest.httpBody = request.body
    return urlRequest
  }

  /// The answer in the package's terms; URLSession has already joined repeated fields.
  static func response(_ response: HTTPURLResponse, body: Data) -> HTTPResponse {
    var headers: [String: String] = [:]
    for case (let name as String, let value as String) in response.allHeaderFields {
      headers[name] = value
    }
    return HTTPResponse(statusCode: response.statusCode, headers: headers, body: body)
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
