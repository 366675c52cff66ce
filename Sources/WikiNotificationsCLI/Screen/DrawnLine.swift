/// A line a terminal renderer produced, with the identifiers of the screen outline's elements it
/// draws (none for the title, blank lines, keys and the tool's own status).
struct DrawnLine: Equatable, Sendable {
  /// The line as printed (with colour codes in the full-screen rendering).
  var text: String
  /// The identifiers of the elements drawn on it, in order.
  var elements: [String] = []
}

extension [DrawnLine] {
  /// The identifiers of the elements drawn, in order; an element drawn on several consecutive
  /// lines (a wrapped banner) is listed once.
  var identifiers: [String] {
    var identifiers: [String] = []
    for identifier in flatMap(\.elements) where identifier != identifiers.last {
      identifiers.append(identifier)
    }
    return identifiers
  }
}
