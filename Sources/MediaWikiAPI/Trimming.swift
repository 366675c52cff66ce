extension StringProtocol {
  /// The text without the leading and trailing characters `isEdge` accepts (whitespace and
  /// newlines by default). For the package's modules only: Foundation's `trimmingCharacters(in:)`
  /// needs CharacterSet, which FoundationEssentials lacks.
  package func trimmed(where isEdge: (Character) -> Bool = \.isWhitespace) -> String {
    guard let first = firstIndex(where: { !isEdge($0) }),
      let last = lastIndex(where: { !isEdge($0) })
    else { return "" }
    return String(self[first...last])
  }
}

extension StringProtocol {
  /// The text with no control character a terminal would act on, nor one that reorders what is
  /// drawn: line breaks and tabs become a space (a line break stays one with
  /// `keepingLineBreaks`), every other C0 or C1 control (escape, bell, delete, CSI...) and the
  /// bidirectional marks, overrides and isolates (U+200E, U+200F, U+202A-U+202E, U+2066-U+2069)
  /// are dropped. The one filter for everything a wiki says that is drawn or printed (titles,
  /// messages, error texts, names): an edited message could otherwise move the cursor, fake a
  /// switch's state, set the clipboard (OSC 52) or show a name backwards.
  package func withoutControlCharacters(keepingLineBreaks: Bool = false) -> String {
    var result = String.UnicodeScalarView()
    for scalar in unicodeScalars {
      let value = scalar.value
      if keepingLineBreaks, value == 0x0A || value == 0x2028 || value == 0x2029 {
        result.append("\n")
        continue
      }
      switch value {
      case 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: result.append(" ")
      case 0x00..<0x20, 0x7F..<0xA0: continue
      case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: continue
      default: result.append(scalar)
      }
    }
    return String(result)
  }

  /// An account name as the wiki gave it, without what no MediaWiki name holds (control
  /// characters, bidirectional controls) and without spaces at its ends: a hostile wiki's name
  /// could otherwise reach a terminal, the state file and `assertuser`.
  package func cleanedAccountName() -> String {
    withoutControlCharacters().trimmed()
  }
}
