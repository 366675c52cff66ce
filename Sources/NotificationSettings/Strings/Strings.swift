#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The feature's user-facing text in one language, resolved per key: the app's own translation
/// (``forLanguage(_:translations:)``), else the package's (``english`` and ``german`` are
/// complete), else, for a type's title and description, the wiki's words
/// (``withWikiTexts(titles:descriptions:)``), else English. A language never falls back as a
/// whole: one missing key shows that key alone in the next source.
public struct Strings: Equatable, Sendable {
  /// The language's code, e.g. `en`.
  public let languageCode: String
  /// The messages this language has; a missing one falls back to the wiki's words (a type's title
  /// or description) and then to English. English and German are complete (a test checks).
  public let table: [StringKey: String]
  /// Whether the package has no strings of its own for this language, so every type is titled
  /// and described by the wiki's own messages where the app's translations do not (English is
  /// only the fallback).
  public let titlesFromWiki: Bool

  /// The text of each key in `languageCode`; `titlesFromWiki` when the package has no strings
  /// for the language.
  public init(languageCode: String, table: [StringKey: String], titlesFromWiki: Bool = false) {
    self.languageCode = languageCode
    self.table = table
    self.titlesFromWiki = titlesFromWiki
  }

  /// English, the source language.
  public static let english = Strings(languageCode: "en", table: StringKey.table(\.english))

  /// German, the second complete language.
  public static let german = Strings(languageCode: "de", table: StringKey.table(\.german))

  /// Hebrew, the right-to-left language the package ships (every key; see
  /// `StringKey+Hebrew.swift`).
  public static let hebrew = Strings(languageCode: "he", table: StringKey.hebrewTable)

  /// Every language the feature ships.
  public static let all: [Strings] = [.english, .german, .hebrew]

  /// The package's table for a language code; for a language the package has no strings for, an
  /// empty table (``titlesFromWiki``): English text with the wiki's titles and descriptions of
  /// the types.
  public static func forLanguage(_ code: String) -> Strings {
    all.first { $0.languageCode == code }
      ?? Strings(languageCode: code, table: [:], titlesFromWiki: true)
  }

  /// The app's own translations for `code` (e.g. TranslateWiki's, through the app's
  /// `Localizable.strings` and `WMFLocalizedString`), asked once per key of
  /// ``StringKey/allCases``, over the package's strings for the language.
  ///
  /// Per key, the app's text is used only when it is a translation: nil, an empty text, a text
  /// whose placeholders are not exactly the key's (`{name}`, or positional `%1$@` / `$1` in the
  /// order of ``StringKey/placeholders``), and, in a language other than English, a text equal
  /// to the package's English source (what `WMFLocalizedString` returns for a key nobody
  /// translated yet) all fall back to the next source for that key alone: the package's own
  /// text in the language, the wiki's title or description of a type, English.
  public static func forLanguage(
    _ code: String, translations: (StringKey) -> String?
  ) -> Strings {
    let own = forLanguage(code)
    var table = own.table
    for key in StringKey.allCases {
      guard let given = translations(key), let text = key.namedPlaceholders(given) else {
        continue
      }
      if code != english.languageCode, text == english.table[key] { continue }
      table[key] = text
    }
    return Strings(languageCode: code, table: table, titlesFromWiki: own.titlesFromWiki)
  }

  /// These strings with the types titled by the wiki's messages (`echo-category-title-…`) where
  /// they have no title of their own: in a language the package ships, the types beyond
  /// ``NotificationType/named``; in another, every type the app did not translate.
  public func withWikiTitles(_ titles: [NotificationType: String]) -> Strings {
    withWikiTexts(titles: titles, descriptions: [:])
  }

  /// These strings with the wiki's title (`echo-category-title-…`) and description
  /// (`echo-pref-tooltip-…`, the sentence Echo shows on its preferences page) of each type for
  /// which they have none of their own, key by key: a type the wiki does not describe keeps the
  /// English description, or the general sentence for a type beyond ``NotificationType/named``.
  public func withWikiTexts(
    titles: [NotificationType: String], descriptions: [NotificationType: String]
  ) -> Strings {
    guard !titles.isEmpty || !descriptions.isEmpty else { return self }
    var table = self.table
    for (type, title) in titles where table[.typeTitle(type)] == nil {
      table[.typeTitle(type)] = title
    }
    for (type, description) in descriptions where table[.typeDescription(type)] == nil {
      table[.typeDescription(type)] = description
    }
    return Strings(languageCode: languageCode, table: table, titlesFromWiki: titlesFromWiki)
  }

  /// A message with its `{placeholders}` replaced by the arguments.
  public func text(_ key: StringKey, _ arguments: [String: String] = [:]) -> String {
    var text = table[key] ?? Strings.english.table[key] ?? key.name
    for (name, value) in arguments {
      text = text.replacing("{\(name)}", with: value)
    }
    return text
  }

  /// Items joined as a sentence would list them: "A, B and C".
  public func list(_ items: [String]) -> String {
    guard let last = items.last else { return "" }
    guard items.count > 1 else { return last }
    let first = items.dropLast().joined(separator: text(.list(.listSeparator)))
    return text(.list(.listLastPair), ["first": first, "last": last])
  }

  /// The name of a type, e.g. "Mention"; a type nobody named is called by its category name.
  public func title(_ type: NotificationType) -> String {
    table[.typeTitle(type)] ?? Strings.english.table[.typeTitle(type)] ?? type.rawValue
  }

  /// When a type notifies; a type beyond ``NotificationType/named`` gets a general sentence.
  public func description(_ type: NotificationType) -> String {
    table[.typeDescription(type)] ?? Strings.english.table[.typeDescription(type)]
      ?? text(.toggle(.typeDescriptionFromWiki))
  }

  /// The names of types, listed in screen order.
  public func titles(_ types: [NotificationType]) -> String {
    list(Set(types).sorted().map(title))
  }

  /// One sentence saying why a request to the wiki failed.
  public func reason(_ failure: WikiFailure) -> String {
    switch failure {
    case .notLoggedIn: return text(.reason(.reasonNotLoggedIn))
    case .keysRejected, .globallyOverridden: return text(.reason(.reasonRejected))
    case .apiError("notglobalized", _): return text(.reason(.reasonNotGlobal))
    case .apiError(let code, _): return text(.reason(.reasonWikiError), ["code": code])
    case .throttled: return text(.reason(.reasonBusy))
    case .permissionDenied: return text(.reason(.reasonNoRight))
    case .unreachable: return text(.reason(.reasonOffline))
    case .outcomeUnknown: return text(.reason(.reasonInterrupted))
    }
  }
}
