import MediaWikiAPI

/// A wiki's message as plain text for the terminal: login messages come as wikitext
/// (`[https://freeotp.github.io/ FreeOTP]`, `'''bold'''`, `<br>`), and a wiki is not trusted to
/// send nothing that moves the cursor or rewrites the screen.
enum WikiText {
  /// External links become `text (url)`, internal links their text; quotes for bold and
  /// italics, tags and comments go; character references are decoded; control characters
  /// (escape sequences among them) and bidirectional overrides are removed; runs of spaces
  /// become one. Lines are kept.
  static func plain(_ wikitext: String) -> String {
    var text = removingComments(wikitext)
    text = removingTags(text)
    text = replacingLinks(text)
    text = text.replacing("'''", with: "").replacing("''", with: "")
    text = decodingReferences(text)
    return cleaned(text)
  }

  /// Only printable characters and line breaks, spaces collapsed, each line trimmed.
  static func cleaned(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x0A: result.unicodeScalars.append(scalar)
      case 0x09, 0x0D: result.append(" ")
      case 0x00...0x1F, 0x7F...0x9F: continue
      case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: continue
      case 0x2028, 0x2029: result.append("\n")
      default: result.unicodeScalars.append(scalar)
      }
    }
    let lines = result.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      line.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    }
    return lines.joined(separator: "\n").trimmed()
  }

  private static func removingComments(_ text: String) -> String {
    var result = ""
    var rest = text[...]
    while let start = rest.firstRange(of: "<!--") {
      result += rest[..<start.lowerBound]
      guard let end = rest[start.upperBound...].firstRange(of: "-->") else { return result }
      rest = rest[end.upperBound...]
    }
    return result + rest
  }

  /// `<br>` and `<p>` end a line; any other tag goes, its content stays.
  private static func removingTags(_ text: String) -> String {
    var result = ""
    var rest = text[...]
    while let open = rest.firstIndex(of: "<") {
      result += rest[..<open]
      let after = rest.index(after: open)
      // Only a tag when a name (or `/`) follows: "a < b" stays.
      guard after < rest.endIndex, rest[after].isLetter || rest[after] == "/",
        let close = rest[after...].firstIndex(of: ">")
      else {
        result.append("<")
        rest = rest[after...]
        continue
      }
      let name = rest[after..<close].drop { $0 == "/" }.prefix { $0.isLetter }.lowercased()
      if name == "br" || name == "p" { result.append("\n") }
      rest = rest[rest.index(after: close)...]
    }
    return result + rest
  }

  /// `[[target|text]]` -> text, `[[target]]` -> target, `[url text]` -> `text (url)`,
  /// `[url]` -> url; a bracket that starts no link stays.
  private static func replacingLinks(_ text: String) -> String {
    var result = ""
    var rest = text[...]
    while let open = rest.firstIndex(of: "[") {
      result += rest[..<open]
      if rest[open...].hasPrefix("[["), let close = rest[open...].firstRange(of: "]]") {
        let inner = rest[rest.index(open, offsetBy: 2)..<close.lowerBound]
        let shown = inner.split(separator: "|", maxSplits: 1, omittingEmptySubsequences: false)
        result += (shown.count == 2 ? shown[1] : inner).trimmed { $0 == ":" || $0 == " " }
        rest = rest[close.upperBound...]
        continue
      }
      let inner = rest[rest.index(after: open)...]
      guard let close = inner.firstIndex(of: "]"), isURL(inner[..<close]) else {
        result.append("[")
        rest = inner
        continue
      }
      let link = inner[..<close]
      if let space = link.firstIndex(of: " ") {
        let url = link[..<space]
        let label = link[link.index(after: space)...].trimmed()
        result += label.isEmpty ? String(url) : "\(label) (\(url))"
      } else {
        result += link
      }
      rest = inner[inner.index(after: close)...]
    }
    return result + rest
  }

  private static func isURL(_ text: Substring) -> Bool {
    let lower = text.lowercased()
    return ["https://", "http://", "//", "mailto:"].contains { lower.hasPrefix($0) }
  }

  private static let named: [String: String] = [
    "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": " ",
  ]

  /// `&amp;`, `&#39;`, `&#x2019;`...; an unknown or malformed reference stays as written.
  private static func decodingReferences(_ text: String) -> String {
    var result = ""
    var rest = text[...]
    while let amp = rest.firstIndex(of: "&") {
      result += rest[..<amp]
      let after = rest.index(after: amp)
      guard let semicolon = rest[after...].prefix(10).firstIndex(of: ";") else {
        result.append("&")
        rest = rest[after...]
        continue
      }
      let name = String(rest[after..<semicolon])
      var decoded = named[name]
      if decoded == nil, name.hasPrefix("#") {
        let digits = name.dropFirst()
        let value =
          digits.first == "x" || digits.first == "X"
          ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
        decoded = value.flatMap(Unicode.Scalar.init).map { String(Character($0)) }
      }
      if let decoded {
        result += decoded
        rest = rest[rest.index(after: semicolon)...]
      } else {
        result.append("&")
        rest = rest[after...]
      }
    }
    return result + rest
  }
}
