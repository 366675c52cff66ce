#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Reads `Set-Cookie` response headers: the name, value and expiry of each cookie (RFC 6265 §5.2).
///
/// Our own parser rather than `HTTPCookie.cookies(withResponseHeaderFields:for:)` because the
/// Linux Foundation one traps on a non-ASCII cookie name (`😀=`) and cuts values after one
/// (`a😀=b` gives an empty value): a broken proxy or captive portal must not be able to crash the
/// app or silently empty a session (`Fuzz/regressions/` holds such an input; every test run
/// replays it).
/// Only what a one-wiki session jar needs is read: `Domain`, `Path`, `Secure` and the rest are
/// ignored because each wiki has its own jar and every request goes to its `api.php`.
enum SetCookieHeader {
  /// One cookie as the server set it.
  struct Cookie: Equatable {
    /// The cookie's name.
    var name: String
    /// The cookie's value, quotes included as sent.
    var value: String
    /// When it expires (`Max-Age` wins over `Expires`); nil for a session cookie.
    var expires: Date?
  }

  /// The cookies of one header field. Several `Set-Cookie` headers arrive joined by commas, and
  /// an `Expires` date has a comma of its own, so a comma starts a new cookie only when the text
  /// after it (up to the next `;` or `,`) holds an `=`. Cookies whose name is not an RFC 7230
  /// token, or whose value has bytes RFC 6265 does not allow, are left out: they would be
  /// unsafe to send back in a `Cookie` header.
  static func cookies(in field: String, now: Date) -> [Cookie] {
    splitCookies(field).compactMap { cookie(from: $0, now: now) }
  }

  /// The field cut into one string per cookie.
  static func splitCookies(_ field: String) -> [Substring] {
    var parts: [Substring] = []
    var start = field.startIndex
    var index = field.startIndex
    while index < field.endIndex {
      if field[index] == ",", startsCookie(field[field.index(after: index)...]) {
        parts.append(field[start..<index])
        start = field.index(after: index)
      }
      index = field.index(after: index)
    }
    parts.append(field[start...])
    return parts
  }

  /// Whether the text after a comma begins a new `name=value` pair.
  private static func startsCookie(_ rest: Substring) -> Bool {
    let segment = rest.prefix { $0 != ";" && $0 != "," }
    return segment.contains("=")
  }

  /// One cookie from its `name=value; attribute; attribute=value` text, or nil when it is unusable.
  private static func cookie(from text: Substring, now: Date) -> Cookie? {
    var fields = text.split(separator: ";", omittingEmptySubsequences: false).makeIterator()
    guard let pair = fields.next(), let equals = pair.firstIndex(of: "=") else { return nil }
    let name = trimmed(pair[..<equals])
    let value = trimmed(pair[pair.index(after: equals)...])
    guard isToken(name), isCookieValue(value) else { return nil }

    var maxAge: Date?
    var expires: Date?
    while let attribute = fields.next() {
      let parts = attribute.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let key = trimmed(parts[0]).lowercased()
      let argument = parts.count > 1 ? trimmed(parts[1]) : ""
      switch key {
      case "max-age":
        // RFC 6265 §5.2.2: digits with an optional leading minus; zero or less is "now".
        if let seconds = Int(argument), argument.first != "+" {
          maxAge = seconds <= 0 ? .distantPast : now.addingTimeInterval(TimeInterval(seconds))
        }
      case "expires":
        if let date = CookieDate.parse(argument) { expires = date }
      default:
        continue
      }
    }
    return Cookie(name: String(name), value: String(value), expires: maxAge ?? expires)
  }

  /// The text without surrounding spaces and tabs.
  private static func trimmed(_ text: Substring) -> Substring {
    let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
    guard let first = text.firstIndex(where: { !isBlank($0) }),
      let last = text.lastIndex(where: { !isBlank($0) })
    else { return text[text.endIndex...] }
    return text[first...last]
  }

  /// RFC 7230's separators, which a `token` cannot contain.
  private static let separators = Set("()<>@,;:\\\"/[]?={} \t".unicodeScalars)

  /// RFC 7230 `token`: visible ASCII except separators; never empty.
  private static func isToken(_ name: Substring) -> Bool {
    return !name.isEmpty
      && name.unicodeScalars.allSatisfy {
        $0.value > 0x20 && $0.value < 0x7F && !separators.contains($0)
      }
  }

  /// RFC 6265 `cookie-value`: `cookie-octet`s, optionally inside one pair of double quotes.
  private static func isCookieValue(_ value: Substring) -> Bool {
    var octets = value.unicodeScalars[...]
    if octets.count >= 2, octets.first == "\"", octets.last == "\"" {
      octets = octets.dropFirst().dropLast()
    }
    return octets.allSatisfy { scalar in
      let byte = scalar.value
      return byte == 0x21 || (0x23...0x2B).contains(byte) || (0x2D...0x3A).contains(byte)
        || (0x3C...0x5B).contains(byte) || (0x5D...0x7E).contains(byte)
    }
  }
}
