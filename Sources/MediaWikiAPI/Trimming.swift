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
