/// The direction a language is written in, which a renderer lays the page out in (SwiftUI's
/// `layoutDirection`; the terminal isolates each text of a right-to-left page).
public enum TextDirection: String, Equatable, Sendable {
  /// Latin, Cyrillic, Greek, most scripts.
  case leftToRight
  /// Hebrew, Arabic and the other scripts written from the right.
  case rightToLeft

  /// The direction of a language code (`he`, `ar`, `fa-IR`): the right-to-left languages are
  /// MediaWiki's (`$rtl` in its languages' message files) that Wikipedia has editions in.
  public init(languageCode: String) {
    let language =
      languageCode.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" })
      .first.map(String.init) ?? ""
    self = Self.rightToLeftLanguages.contains(language) ? .rightToLeft : .leftToRight
  }

  /// The base codes of right-to-left languages.
  static let rightToLeftLanguages: Set<String> = [
    "ar", "arc", "ary", "arz", "azb", "bcc", "bgn", "bqi", "ckb", "dv", "fa", "glk", "he", "iw",
    "khw", "ks", "lki", "lrc", "luz", "mzn", "nqo", "pnb", "ps", "sd", "sdh", "skr", "ug", "ur",
    "yi",
  ]
}

extension Strings {
  /// The direction the language of these strings is written in.
  public var direction: TextDirection { TextDirection(languageCode: languageCode) }

  /// The language `key`'s text is in: these strings' own, or English, which ``text(_:_:)``
  /// falls back to where they have none (every key, for a language the package does not ship).
  public func language(of key: StringKey) -> String {
    table[key] != nil ? languageCode : Strings.english.languageCode
  }
}
