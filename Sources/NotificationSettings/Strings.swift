import Foundation

/// The feature's user-facing text in one language; ``english`` and ``german`` are complete.
public struct Strings: Equatable, Sendable {
  /// The language's code, e.g. `en`.
  public let languageCode: String
  /// The messages; a missing one falls back to English (a test keeps both tables complete).
  public let table: [StringKey: String]

  /// Creates a table for a language.
  public init(languageCode: String, table: [StringKey: String]) {
    self.languageCode = languageCode
    self.table = table
  }

  /// Every language the feature ships.
  public static let all: [Strings] = [.english, .german]

  /// The table for a language code, English when it has none.
  public static func forLanguage(_ code: String) -> Strings {
    all.first { $0.languageCode == code } ?? .english
  }

  /// A message with its `{placeholders}` replaced by the arguments.
  public func text(_ key: StringKey, _ arguments: [String: String] = [:]) -> String {
    var text = table[key] ?? Strings.english.table[key] ?? key.name
    for (name, value) in arguments {
      text = text.replacingOccurrences(of: "{\(name)}", with: value)
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

  /// The name of a type, e.g. "Mention".
  public func title(_ type: NotificationType) -> String { text(.typeTitle(type)) }

  /// The names of types, listed in the spec's order.
  public func titles(_ types: [NotificationType]) -> String {
    list(NotificationType.allCases.filter(types.contains).map(title))
  }

  /// One sentence saying why a request to the wiki failed.
  public func reason(_ failure: WikiFailure) -> String {
    switch failure {
    case .notLoggedIn: return text(.reasonNotLoggedIn)
    case .keysRejected: return text(.reasonRejected)
    case .apiError(let code, _): return text(.reasonWikiError, ["code": code])
    case .throttled: return text(.reasonBusy)
    case .permissionDenied: return text(.reasonNoRight)
    case .unreachable: return text(.reasonOffline)
    case .outcomeUnknown: return text(.reasonInterrupted)
    }
  }
}
