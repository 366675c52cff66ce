import Foundation
import MediaWikiAPI

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A session's cookies in Foundation's `HTTPCookieStorage`, which URLSession fills from
/// `Set-Cookie` and sends by its own domain, path, `Secure` and expiry rules. Saved and restored
/// as Netscape cookie file lines (the format libcurl writes), so a saved session moves between
/// the two engines; each line is a cookie's stored properties, never a header to parse.
public final class FoundationCookies: CookieStore, @unchecked Sendable {
  /// The storage URLSession reads and fills (HTTPCookieStorage is thread-safe).
  public let storage: HTTPCookieStorage

  /// Wraps `storage`; its cookies are this store's.
  public init(storage: HTTPCookieStorage) { self.storage = storage }

  /// Every cookie held, one Netscape cookie file line each. Secret.
  public func savedCookies() -> [String] {
    (storage.cookies ?? []).map { cookie in
      let expiry = cookie.expiresDate.map { Int($0.timeIntervalSince1970) } ?? 0
      let subdomains = cookie.domain.hasPrefix(".") ? "TRUE" : "FALSE"
      let prefix = cookie.isHTTPOnly ? "#HttpOnly_" : ""
      return [
        prefix + cookie.domain, subdomains, cookie.path, cookie.isSecure ? "TRUE" : "FALSE",
        String(expiry), cookie.name, cookie.value,
      ].joined(separator: "\t")
    }
  }

  /// Adds each saved line as a cookie; a line that is not a Netscape cookie file line with
  /// printable fields, or one Foundation refuses as a cookie, is left out.
  public func restore(_ lines: [String]) {
    for line in lines {
      guard var fields = CookieFileLine.fields(line)?.map(String.init) else { continue }
      var properties: [HTTPCookiePropertyKey: Any] = [:]
      if fields[0].hasPrefix("#HttpOnly_") {
        fields[0].removeFirst("#HttpOnly_".count)
        properties[HTTPCookiePropertyKey("HttpOnly")] = "TRUE"
      }
      properties[.domain] = fields[0]
      properties[.path] = fields[2]
      if fields[3] == "TRUE" { properties[.secure] = "TRUE" }
      if let expiry = Int(fields[4]), expiry > 0 {
        properties[.expires] = Date(timeIntervalSince1970: TimeInterval(expiry))
      }
      properties[.name] = fields[5]
      properties[.value] = fields[6]
      if let cookie = HTTPCookie(properties: properties) { storage.setCookie(cookie) }
    }
  }

  /// Deletes every cookie of the storage.
  public func removeAll() {
    for cookie in storage.cookies ?? [] { storage.deleteCookie(cookie) }
  }
}
