import Foundation
import MediaWikiAPI

/// A transport over the real network that records every request it sends (method and API
/// parameters, never the body's secrets), so tests can count round trips per flow.
public final class RecordingTransport: HTTPTransport, @unchecked Sendable {
  /// One request as seen on the wire.
  public struct Sent: Sendable, Equatable {
    /// GET or POST.
    public var method: String
    /// The `action` parameter.
    public var action: String
    /// The parameters, without `token`, passwords or other secrets.
    public var parameters: [String: String]
  }

  private let base: any HTTPTransport
  private let lock = NSLock()
  private var sent: [Sent] = []

  /// Wraps `base` (the live transport by default: see ``TestWiki/liveTransport(timeout:)``).
  public init(base: any HTTPTransport = TestWiki.liveTransport(timeout: 60)) { self.base = base }

  /// Every request sent so far.
  public var requests: [Sent] { lock.withLock { sent } }

  /// How many round trips were made so far.
  public var count: Int { lock.withLock { sent.count } }

  /// Forgets what was recorded (e.g. after the setup of a test).
  public func reset() { lock.withLock { sent.removeAll() } }

  /// The base's cookies: recording changes nothing of the session.
  public var cookieStore: (any CookieStore)? { base.cookieStore }

  /// Records and forwards.
  public func send(_ request: HTTPRequest) async throws(TransportFailure) -> HTTPResponse {
    let parameters = Self.parameters(of: request)
    lock.withLock {
      sent.append(
        Sent(
          method: request.method, action: parameters["action"] ?? "",
          parameters: parameters.filter { !Self.secretNames.contains($0.key) }))
    }
    return try await base.send(request)
  }

  private static let secretNames: Set<String> = [
    "token", "lgpassword", "password", "retype", "lgtoken", "logintoken", "createtoken",
  ]

  /// The decoded query or form parameters of a request.
  public static func parameters(of request: HTTPRequest) -> [String: String] {
    let query: String?
    if let body = request.body {
      query = String(decoding: body, as: UTF8.self)
    } else {
      query = URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.percentEncodedQuery
    }
    var result: [String: String] = [:]
    for pair in (query ?? "").split(separator: "&") {
      let parts = pair.split(separator: "=", maxSplits: 1)
      let name = String(parts[0]).removingPercentEncoding ?? String(parts[0])
      let value = parts.count > 1 ? (String(parts[1]).removingPercentEncoding ?? "") : ""
      result[name] = value
    }
    return result
  }
}
