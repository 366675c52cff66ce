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
  /// The text with no control character a terminal would act on: line breaks and tabs become a
  /// space, every other C0 or C1 control (escape, bell, delete...) is dropped. For everything a
  /// wiki says that is drawn or printed (titles, messages, error texts): an edited message could
  /// otherwise move the cursor, fake a switch's state or set the clipboard (OSC 52).
  package func withoutControlCharacters() -> String {
    var result = String.UnicodeScalarView()
    for scalar in unicodeScalars {
      switch scalar.value {
      case 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: result.append(" ")
      case 0x00..<0x20, 0x7F..<0xA0: continue
      default: result.append(scalar)
      }
    }
    return String(result)
  }
}
