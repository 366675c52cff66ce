#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The feature's user-facing text in one language; ``english`` and ``german`` are complete.
public struct Strings: Equatable, Sendable {
  /// The language's code, e.g. `en`.
  public let languageCode: String
  /// The messages; a missing one falls back to English (a test keeps both languages complete).
  public let table: [StringKey: String]
  /// Whether every type is titled by the wiki's own messages: the package has no strings for
  /// this language, and the wiki names the types in it (English is only the fallback).
  public let titlesFromWiki: Bool

  /// The text of each key in `languageCode`; `titlesFromWiki` when the wiki names the types.
  public init(languageCode: String, table: [StringKey: String], titlesFromWiki: Bool = false) {
    self.languageCode = languageCode
    self.table = table
    self.titlesFromWiki = titlesFromWiki
  }

  /// English, the source language.
  public static let english = Strings(languageCode: "en", table: StringKey.table(\.english))

  /// German, the second complete language.
  public static let german = Strings(languageCode: "de", table: StringKey.table(\.german))

  /// Every language the feature ships.
  public static let all: [Strings] = [.english, .german]

  /// The table for a language code; for a language the package has no strings for, English
  /// text with the wiki's titles of the types (``titlesFromWiki``).
  public static func forLanguage(_ code: String) -> Strings {
    all.first { $0.languageCode == code }
      ?? Strings(languageCode: code, table: english.table, titlesFromWiki: true)
  }

  /// These strings with the types titled by the wiki's messages (`echo-category-title-…`): every
  /// type when ``titlesFromWiki``, otherwise only the types these strings have no title for
  /// (beyond ``NotificationType/named``). A description is never the wiki's: it has none.
  public func withWikiTitles(_ titles: [NotificationType: String]) -> Strings {
    guard !titles.isEmpty else { return self }
    var table = self.table
    for (type, title) in titles where titlesFromWiki || self.table[.typeTitle(type)] == nil {
      table[.typeTitle(type)] = title
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
    let first = items.dropLast().joined(separator: text(.listSeparator))
    return text(.listLastPair, ["first": first, "last": last])
  }

  /// The name of a type, e.g. "Mention"; a type nobody named is called by its category name.
  public func title(_ type: NotificationType) -> String {
    table[.typeTitle(type)] ?? Strings.english.table[.typeTitle(type)] ?? type.rawValue
  }

  /// When a type notifies; a type beyond ``NotificationType/named`` gets a general sentence.
  public func description(_ type: NotificationType) -> String {
    table[.typeDescription(type)] ?? Strings.english.table[.typeDescription(type)]
      ?? text(.typeDescriptionFromWiki)
  }

  /// The names of types, listed in screen order.
  public func titles(_ types: [NotificationType]) -> String {
    list(Set(types).sorted().map(title))
  }

  /// One sentence saying why a request to the wiki failed.
  public func reason(_ failure: WikiFailure) -> String {
    switch failure {
    case .notLoggedIn: return text(.reasonNotLoggedIn)
    case .keysRejected, .globallyOverridden: return text(.reasonRejected)
    case .apiError(let code, _): return text(.reasonWikiError, ["code": code])
    case .throttled: return text(.reasonBusy)
    case .permissionDenied: return text(.reasonNoRight)
    case .unreachable: return text(.reasonOffline)
    case .outcomeUnknown: return text(.reasonInterrupted)
    }
  }
}
