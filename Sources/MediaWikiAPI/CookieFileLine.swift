/// One line of the Netscape cookie file (curl's `-c` format), as the transports save a session:
/// checked field by field before a cookie engine sees it. libcurl's `CURLOPT_COOKIELIST` also
/// takes `Set-Cookie:` headers and commands (`ALL`, `FLUSH`...), and neither engine refuses every
/// control byte, so a saved session must not carry anything but cookies with printable fields.
package enum CookieFileLine {
  /// The line's seven fields: domain (`#HttpOnly_` prefix allowed), `TRUE`/`FALSE`, path,
  /// `TRUE`/`FALSE`, expiry in seconds, name, value. Nil when any field is malformed.
  package static func fields(_ line: String) -> [Substring]? {
    let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
    guard fields.count == 7 else { return nil }
    var domain = fields[0]
    if domain.hasPrefix("#HttpOnly_") { domain = domain.dropFirst("#HttpOnly_".count) }
    guard isDomain(domain), isFlag(fields[1]), fields[2].hasPrefix("/"),
      fields[2].utf8.allSatisfy(isVisible), isFlag(fields[3]), isExpiry(fields[4]),
      !fields[5].isEmpty, fields[5].utf8.allSatisfy({ isVisible($0) && $0 != 0x3D && $0 != 0x3B }),
      fields[6].utf8.allSatisfy({ ($0 == 0x20 || isVisible($0)) && $0 != 0x3B })
    else { return nil }
    return fields
  }

  /// A host name, an IPv4 address or an IPv6 one (bracketed or not): never `Set-Cookie:` or a
  /// command, which have letters beside a colon or none of these shapes.
  private static func isDomain(_ text: Substring) -> Bool {
    guard !text.isEmpty else { return false }
    let name = text.utf8.allSatisfy { byte in
      isLetterOrDigit(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")
        || byte == UInt8(ascii: "_")
    }
    var address = text
    if address.hasPrefix("[") && address.hasSuffix("]") {
      address = address.dropFirst().dropLast()
    }
    let ipv6 =
      address.contains(":")
      && address.utf8.allSatisfy { byte in
        byte == UInt8(ascii: ":") || byte == UInt8(ascii: ".") || isHexDigit(byte)
      }
    return name || ipv6
  }

  private static func isFlag(_ text: Substring) -> Bool { text == "TRUE" || text == "FALSE" }

  /// Seconds since 1970 (0: a session cookie), as digits that fit in 64 bits.
  private static func isExpiry(_ text: Substring) -> Bool {
    !text.isEmpty && text.utf8.allSatisfy { (0x30...0x39).contains($0) } && Int64(text) != nil
  }

  /// Printable ASCII other than the space.
  private static func isVisible(_ byte: UInt8) -> Bool { (0x21...0x7E).contains(byte) }

  private static func isLetterOrDigit(_ byte: UInt8) -> Bool {
    (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
  }

  private static func isHexDigit(_ byte: UInt8) -> Bool {
    (0x30...0x39).contains(byte) || (0x41...0x46).contains(byte) || (0x61...0x66).contains(byte)
  }
}
