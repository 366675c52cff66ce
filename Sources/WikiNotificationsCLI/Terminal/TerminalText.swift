import MediaWikiAPI

/// The one place text is made safe for a terminal: everything the tool prints as text (results,
/// notes, problems, prompts) passes here, so a name, title or message a wiki sent can never set
/// the terminal's title or colours, move the cursor or reorder a line. The interactive screen's
/// frames carry the tool's own escape sequences and are drawn from values already cleaned where
/// they were decoded.
enum TerminalText {
  /// `text` with line breaks kept and every other control character (C0, C1, DEL) and every
  /// bidirectional control dropped (tabs become spaces).
  static func printable(_ text: String) -> String {
    // Most of what is printed is plain: returned as it is, without a copy.
    guard text.unicodeScalars.contains(where: needsFilter) else { return text }
    return text.withoutControlCharacters(keepingLineBreaks: true)
  }

  /// Whether `scalar` is changed by the filter (the line break is kept as it is).
  private static func needsFilter(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A: false
    case 0x00..<0x20, 0x7F..<0xA0, 0x200E, 0x200F, 0x202A...0x202E, 0x2028...0x2029,
      0x2066...0x2069:
      true
    default: false
    }
  }

  /// JSON text (already encoded) with every character a terminal acts on escaped: JSON escapes
  /// C0 controls itself, but C1 controls (U+0080-U+009F, CSI U+009B among them), DEL, the line
  /// and paragraph separators and the bidirectional controls are valid raw in a JSON string, so
  /// they are written as `\uXXXX` (they only occur inside strings: the document means the same).
  static func escapingJSON(_ json: String) -> String {
    guard json.unicodeScalars.contains(where: needsFilter) else { return json }
    var result = String.UnicodeScalarView()
    for scalar in json.unicodeScalars {
      guard scalar.value != 0x0A, needsFilter(scalar) else {
        result.append(scalar)
        continue
      }
      let hex = String(scalar.value, radix: 16)
      result.append(
        contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
          .unicodeScalars)
    }
    return String(result)
  }
}
