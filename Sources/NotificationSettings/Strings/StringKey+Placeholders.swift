/// A message's placeholders in the three spellings a text may use: the package's own `{name}`,
/// TranslateWiki's positional `$1` (the format of the app's source `Localizable.strings`) and the
/// iOS format specifier `%1$@` (what `WMFLocalizedString` values and the app's native
/// localizations hold). Position N is the N-th placeholder of ``StringKey/placeholders``: the
/// order in which the English text first uses them.
extension StringKey {
  /// How positional placeholders are written.
  public enum PlaceholderStyle: Sendable {
    /// `$1`, `$2`: TranslateWiki's, as in the app's `Localizable.strings` source files.
    case translateWiki
    /// `%1$@`, `%2$@`: iOS format specifiers, as in `WMFLocalizedString` values.
    case formatSpecifier
  }

  /// `text` with each `{name}` placeholder written positionally in `style`, e.g.
  /// "Couldn't save $1. $2" for "Couldn't save {types}. {reason}".
  public func positionalPlaceholders(_ text: String, style: PlaceholderStyle) -> String {
    var result = text
    for (index, name) in placeholders.enumerated() {
      let position = index + 1
      let written = style == .translateWiki ? "$\(position)" : "%\(position)$@"
      result = result.replacing("{\(name)}", with: written)
    }
    return result
  }

  /// `text` with its placeholders written as `{name}`, when it has exactly this key's
  /// placeholders (each at least once, in any spelling: `{name}`, `$N`, `%N$@`, or a lone `%@`
  /// for a key with one); nil when it lacks one, names another, or is empty, so that a broken
  /// translation never reaches the screen.
  public func namedPlaceholders(_ text: String) -> String? {
    guard !text.isEmpty else { return nil }
    let names = placeholders
    var result = ""
    var rest = Substring(text)
    while let next = rest.firstIndex(where: { $0 == "$" || $0 == "%" }) {
      result += rest[..<next]
      rest = rest[next...]
      if let (position, length) = Self.position(in: rest) {
        guard position >= 1, position <= names.count else { return nil }
        result += "{\(names[position - 1])}"
        rest = rest.dropFirst(length)
      } else if rest.hasPrefix("%@") {
        guard names.count == 1 else { return nil }
        result += "{\(names[0])}"
        rest = rest.dropFirst(2)
      } else {
        result.append(rest.removeFirst())
      }
    }
    result += rest
    return Self.placeholderNames(in: result) == Set(names) ? result : nil
  }

  /// The position of a `$N` or `%N$@` at the start of `text`, and how many characters it takes.
  private static func position(in text: Substring) -> (Int, Int)? {
    let isFormat = text.first == "%"
    let digits = text.dropFirst().prefix(while: \.isASCIIDigit)
    guard !digits.isEmpty, let position = Int(digits) else { return nil }
    let length = 1 + digits.count
    if isFormat {
      guard text.dropFirst(length).hasPrefix("$@") else { return nil }
      return (position, length + 2)
    }
    return (position, length)
  }

  /// The names between braces in `text`, e.g. `reason` for "… {reason}".
  static func placeholderNames(in text: String) -> Set<String> {
    var names: Set<String> = []
    var rest = Substring(text)
    while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
      names.insert(String(rest[rest.index(after: open)..<close]))
      rest = rest[rest.index(after: close)...]
    }
    return names
  }
}

extension Character {
  /// 0 to 9 (not other scripts' digits, which no placeholder uses).
  fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
