#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The cookies of one wiki session. A plain value so the session can be saved and restored
/// (the command-line tool keeps it in a mode-0600 file) and never shared between wikis.
public struct CookieJar: Sendable, Codable, Equatable {
  /// One stored cookie; only what a MediaWiki session needs.
  public struct Cookie: Sendable, Codable, Equatable {
    /// The cookie's name, e.g. `enwiki_session`.
    public var name: String
    /// The cookie's value. Secret: never print or log it.
    public var value: String
    /// When the cookie expires; nil for a session cookie.
    public var expires: Date?
  }

  /// The cookies by name.
  public private(set) var cookies: [String: Cookie] = [:]

  /// An empty jar: a session that has not logged in.
  public init() {}

  /// Takes the `Set-Cookie` headers of a response; an expired or deleted cookie is removed.
  mutating func store(from response: HTTPResponse, now: Date = Date()) {
    guard let field = response.value(forHTTPHeaderField: "Set-Cookie") else { return }
    for cookie in SetCookieHeader.cookies(in: field, now: now) {
      if let expires = cookie.expires, expires <= now {
        cookies[cookie.name] = nil
      } else if cookie.value.isEmpty || cookie.value == "deleted" {
        cookies[cookie.name] = nil
      } else {
        cookies[cookie.name] = Cookie(
          name: cookie.name, value: cookie.value, expires: cookie.expires)
      }
    }
  }

  /// The `Cookie` request header for the live cookies, or nil when there are none.
  func header(now: Date = Date()) -> String? {
    let live = cookies.values.filter { $0.expires.map { $0 > now } ?? true }
    guard !live.isEmpty else { return nil }
    return live.sorted { $0.name < $1.name }.map { "\($0.name)=\($0.value)" }.joined(
      separator: "; ")
  }

  /// Forgets every cookie.
  public mutating func removeAll() { cookies = [:] }
}

// A cookie's value is the session: printing, interpolating or dumping a jar shows only names
// and expiry, so a log line or a failed test never hands the session to a reader.
extension CookieJar.Cookie: CustomStringConvertible, CustomDebugStringConvertible,
  CustomReflectable
{
  /// The name and expiry, with the value redacted.
  public var description: String {
    let expiry = expires.map { String(describing: $0) } ?? "end of session"
    return "Cookie(name: \(name), value: \(Redaction.placeholder), expires: \(expiry))"
  }

  /// The same as ``description``: the value stays redacted in debug output too.
  public var debugDescription: String { description }

  /// A mirror with the value redacted, so `dump` and debuggers do not show it.
  public var customMirror: Mirror {
    Mirror(
      self,
      children: ["name": name, "value": Redaction.placeholder, "expires": expires as Any],
      displayStyle: .struct)
  }
}

extension CookieJar: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
  /// The cookies sorted by name, so output is stable.
  private var sortedCookies: [Cookie] { cookies.values.sorted { $0.name < $1.name } }

  /// The cookies' names and expiry, with their values redacted.
  public var description: String {
    "CookieJar(\(sortedCookies.map(\.description).joined(separator: ", ")))"
  }

  /// The same as ``description``: values stay redacted in debug output too.
  public var debugDescription: String { description }

  /// A mirror of the redacted cookies, so `dump` and debuggers do not show their values.
  public var customMirror: Mirror {
    Mirror(self, children: ["cookies": sortedCookies], displayStyle: .struct)
  }
}
