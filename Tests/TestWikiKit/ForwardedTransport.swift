import Foundation
import MediaWikiAPI

/// A transport whose every request says it comes from `address`, in the `X-Forwarded-For` header
/// a CDN adds: the test wikis take it from nginx in front of them, as Wikimedia's wikis take it
/// from their CDN, so a test can log in from a network the account has never used (LoginNotify's
/// "login from a new device").
public struct ForwardedTransport: HTTPTransport {
  /// The client address the wikis see, e.g. `192.0.2.10`.
  public let address: String
  private let base: any HTTPTransport

  /// Sends through `base` as `address`.
  public init(address: String, base: any HTTPTransport) {
    self.address = address
    self.base = base
  }

  /// The base's cookies: the forwarding changes the address only.
  public var cookieStore: (any CookieStore)? { base.cookieStore }

  /// Adds the header and forwards.
  public func send(_ request: HTTPRequest) async throws(TransportFailure) -> HTTPResponse {
    var forwarded = request
    forwarded.setValue(address, forHTTPHeaderField: "X-Forwarded-For")
    return try await base.send(forwarded)
  }
}
