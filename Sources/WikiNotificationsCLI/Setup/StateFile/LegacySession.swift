import MediaWikiAPI

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A session as the state file holds it: the cookie engine's lines, or the shape written before
/// libcurl kept the cookies (the package's own jar: each cookie by name, with no domain).
enum StoredSession: Decodable {
  case current(SavedSession)
  case legacy(LegacySession)

  init(from decoder: any Decoder) throws {
    if let session = try? SavedSession(from: decoder) {
      self = .current(session)
    } else {
      self = .legacy(try LegacySession(from: decoder))
    }
  }

  /// The session for the wiki whose `api.php` URL is `key`; nil for a legacy one whose key is
  /// not a URL (it could not say where its cookies belong).
  func session(forKey key: String) -> SavedSession? {
    switch self {
    case .current(let session): session
    case .legacy(let legacy): URL(string: key).flatMap(legacy.converted(for:))
    }
  }
}

/// A session saved by the tool before libcurl kept its cookies, so that an update does not ask
/// everyone to log in again.
struct LegacySession: Decodable {
  struct Jar: Decodable { var cookies: [String: Cookie] }
  struct Cookie: Decodable {
    var name: String
    var value: String
    var expires: Date?

    private enum CodingKeys: String, CodingKey { case name, value, expires }

    /// An expiry must be a whole second a cookie file can hold: a file saying `1e300` is not
    /// one the old tool wrote, and is refused as unreadable rather than trapping.
    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      name = try container.decode(String.self, forKey: .name)
      value = try container.decode(String.self, forKey: .value)
      expires = try container.decodeIfPresent(Date.self, forKey: .expires)
      if let expires, Self.seconds(expires) == nil {
        throw DecodingError.dataCorruptedError(
          forKey: .expires, in: container, debugDescription: "an expiry out of range")
      }
    }

    /// `date` as whole seconds since 1970, or nil when no 64-bit count holds it.
    static func seconds(_ date: Date) -> Int64? {
      let seconds = date.timeIntervalSince1970.rounded(.down)
      return seconds.isFinite ? Int64(exactly: seconds) : nil
    }
  }
  var cookies: Jar
  var userName: String?

  /// The same cookies as libcurl's cookie file lines: each for the wiki's host only (the jar
  /// sent every cookie to the one wiki it belonged to), path `/`, `Secure` over https. A cookie
  /// that cannot be one line (a tab or a line break in it) is left out: the next read then finds
  /// no session and the tool logs in once.
  func converted(for apiURL: URL) -> SavedSession? {
    guard let host = apiURL.host, !host.isEmpty else { return nil }
    let secure = apiURL.scheme?.lowercased() == "https" ? "TRUE" : "FALSE"
    let lines = cookies.cookies.values.sorted { $0.name < $1.name }.compactMap {
      cookie -> String? in
      let text = cookie.name + cookie.value
      guard !cookie.name.isEmpty, !text.contains(where: { $0 == "\t" || $0.isNewline }) else {
        return nil
      }
      let expiry = cookie.expires.flatMap(Cookie.seconds).map { String($0) } ?? "0"
      return [host, "FALSE", "/", secure, expiry, cookie.name, cookie.value].joined(
        separator: "\t")
    }
    return SavedSession(cookies: lines, userName: userName)
  }
}
