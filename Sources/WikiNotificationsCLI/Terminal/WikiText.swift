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
    // A login message is a sentence or two: past the cap the rest is cut before any work.
    let scalars = wikitext.unicodeScalars
    guard scalars.count > maximumLength else { return converted(wikitext) }
    return converted(String(String.UnicodeScalarView(scalars.prefix(maximumLength)))) + " …"
  }

  /// The most of a wiki's message converted, in Unicode scalars (a login message is a sentence
  /// or two; a wiki sending megabytes of one must not pin the CPU or fill the terminal).
  static let maximumLength = 4096

  /// The whole conversion, uncapped: every step is one pass over the text (a bracket or a `<`
  /// that closes nowhere does not send each later one scanning to the end again).
  static func converted(_ wikitext: String) -> String {
    var text = removingComments(wikitext)
    text = removingTags(text)
    text = replacingLinks(text)
    text = text.replacing("'''", with: "").replacing("''", with: "")
    text = decodingReferences(text)
    return cleaned(text)
  }

  /// Only printable characters and line breaks (the package's one filter of a wiki's words,
  /// `withoutControlCharacters(keepingLineBreaks:)` of MediaWikiAPI), spaces collapsed,
  /// each line trimmed.
  static func cleaned(_ text: String) -> String {
    let lines = text.withoutControlCharacters(keepingLineBreaks: true)
      .split(separator: "\n", omittingEmptySubsequences: false).map { line in
        line.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
      }
    return lines.joined(separator: "\n").trimmed()
  }

  private static func removingComments(_ text: String) -> String {
    var result = ""
    var rest = text[...]
    while let start = firstRange(of: "<!--", in: rest) {
      result += rest[..<start.lowerBound]
      guard let end = firstRange(of: "-->", in: rest[start.upperBound...]) else { return result }
      rest = rest[end.upperBound...]
    }
    return result + rest
  }

  /// `<br>` and `<p>` end a line; any other tag goes, its content stays.
  private static func removingTags(_ text: String) -> String {
    var result = ""
    var rest = text[...]
    // The next `>` at or after the current `<`, found once for every `<` before it.
    var close: Substring.Index?
    while let open = firstIndex(of: "<", in: rest) {
      result += rest[..<open]
      let after = rest.index(after: open)
      if let found = close, found < after { close = nil }
      if close == nil, after < rest.endIndex {
        close = firstIndex(of: ">", in: rest[after...])
        // No `>` left: no later `<` starts a tag either.
        if close == nil {
          rest = rest[open...]
          break
        }
      }
      // Only a tag when a name (or `/`) follows: "a < b" stays.
      guard after < rest.endIndex, rest[after].isLetter || rest[after] == "/", let close
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
    // The next `]]` and `]` at or after the current bracket, each found once for every bracket
    // before it; nil once none is left.
    var doubleClose: Range<Substring.Index>?
    var noDoubleClose = false
    var singleClose: Substring.Index?
    var noSingleClose = false
    while let open = firstIndex(of: "[", in: rest) {
      result += rest[..<open]
      if !noDoubleClose, rest[open...].hasPrefix("[[") {
        let start = rest.index(open, offsetBy: 2)
        if let found = doubleClose, found.lowerBound < start { doubleClose = nil }
        if doubleClose == nil {
          doubleClose = firstRange(of: "]]", in: rest[start...])
          noDoubleClose = doubleClose == nil
        }
        if let close = doubleClose {
          let inner = rest[start..<close.lowerBound]
          let shown = inner.split(separator: "|", maxSplits: 1, omittingEmptySubsequences: false)
          result += (shown.count == 2 ? shown[1] : inner).trimmed { $0 == ":" || $0 == " " }
          rest = rest[close.upperBound...]
          continue
        }
      }
      let inner = rest[rest.index(after: open)...]
      if let found = singleClose, found < inner.startIndex { singleClose = nil }
      if singleClose == nil, !noSingleClose {
        singleClose = firstIndex(of: "]", in: inner)
        noSingleClose = singleClose == nil
      }
      guard let close = singleClose, isURL(inner[..<close]) else {
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

  /// Counts the bytes the conversion's searches pass over, when a test sets one: the proof that
  /// every step is one pass (a quadratic scan passes over the text once per bracket).
  final class ScanMeter: @unchecked Sendable {
    /// The bytes passed over.
    var bytes = 0
  }

  /// The meter of the running test; nil otherwise.
  @TaskLocal static var meter: ScanMeter?

  /// `text.firstIndex(of: character)`, counted by the ``meter``.
  private static func firstIndex(of character: Character, in text: Substring) -> Substring.Index? {
    let found = text.firstIndex(of: character)
    if let meter {
      meter.bytes += text.utf8.distance(from: text.startIndex, to: found ?? text.endIndex)
    }
    return found
  }

  /// `text.firstRange(of: pattern)`, counted by the ``meter``.
  private static func firstRange(of pattern: String, in text: Substring) -> Range<Substring.Index>?
  {
    let found = text.firstRange(of: pattern)
    if let meter {
      meter.bytes += text.utf8.distance(
        from: text.startIndex, to: found?.upperBound ?? text.endIndex)
    }
    return found
  }

  private static func isURL(_ text: Substring) -> Bool {
    // Only the start decides: lowercasing a long text for each bracket would not be one pass.
    let lower = text.prefix(8).lowercased()
    return ["https://", "http://", "//", "mailto:"].contains { lower.hasPrefix($0) }
  }

  private static let named: [String: String] = [
    "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": " ",
  ]

  /// `&amp;`, `&#39;`, `&#x2019;`...; an unknown or malformed reference stays as written.
  private static func decodingReferences(_ text: String) -> String {
    var result = ""
    var rest = text[...]
    while let amp = firstIndex(of: "&", in: rest) {
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
