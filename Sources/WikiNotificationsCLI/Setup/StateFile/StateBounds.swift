import NotificationSettings

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What the state file keeps of what wikis said, bounded so that no wiki can grow the file past
/// what a later run reads back (``StateFile/maximumSize``): that would cost every wiki's
/// session, the remembered two-factor logins and the unsubscribes owed. Bounds are in bytes (a
/// title of one letter and a million combining marks is one character), and on the number of
/// types and entries; a file still too large loses its caches first, never a session.
extension ToolState {
  /// The most bytes (UTF-8) of one title or description kept; longer ones are cut.
  static let maximumTextBytes = 512
  /// The most bytes of a type's name kept (Echo's are under 40): a longer one is not kept.
  static let maximumTypeNameBytes = 128
  /// The most types whose texts are kept for one wiki and language (Echo registers some forty).
  static let maximumTitledTypes = 100
  /// The most wikis and languages whose texts are kept; the entries read last stay.
  static let maximumTitleEntries = 16
  /// The most types of a wiki's kept choices: a wiki offering more has none kept (`ui` reads).
  static let maximumKnownTypes = 128
  /// The most bytes of an account name kept with choices (MediaWiki allows 255).
  static let maximumNameBytes = 255

  /// The state with its caches (the wikis' titles, the kept choices) within the bounds above.
  func bounded() -> ToolState {
    var state = self
    state.titles = Self.bounded(titles)
    state.known = known.filter { _, choices in
      choices.values.count <= Self.maximumKnownTypes
        && choices.userName.utf8.count <= Self.maximumNameBytes
        && choices.values.keys.allSatisfy { $0.rawValue.utf8.count <= Self.maximumTypeNameBytes }
    }
    return state
  }

  /// The file's bytes, at most `limit` of them: without the titles, then without the kept
  /// choices, when they do not fit. Throws when even the sessions and the device do not fit
  /// (nothing is written then: the file keeps what it held).
  func encoded(atMost limit: Int) throws -> Data {
    var state = self
    var data = try Self.encode(state)
    if data.count > limit {
      state.titles = .init()
      data = try Self.encode(state)
    }
    if data.count > limit {
      state.known = [:]
      data = try Self.encode(state)
    }
    guard data.count <= limit else { throw TooLarge(size: data.count) }
    return data
  }

  /// Sessions and the device alone would not fit in the file.
  struct TooLarge: Error, CustomStringConvertible {
    /// The bytes they take.
    var size: Int
    var description: String { "the state would take \(size) bytes" }
  }

  private static func encode(_ state: ToolState) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
    return try encoder.encode(state)
  }

  private static func bounded(_ titles: WikiTitleCache.Snapshot) -> WikiTitleCache.Snapshot {
    var bounded = titles
    bounded.entries = titles.entries.sorted { $0.readAt > $1.readAt }
      .prefix(maximumTitleEntries).map { entry in
        var entry = entry
        entry.asked = Set(
          entry.asked.filter { $0.utf8.count <= maximumTypeNameBytes }.sorted()
            .prefix(maximumTitledTypes))
        entry.titles = texts(entry.titles, of: entry.asked)
        entry.descriptions = texts(entry.descriptions, of: entry.asked)
        return entry
      }
    return bounded
  }

  private static func texts(_ texts: [String: String], of kept: Set<String>) -> [String: String] {
    var result: [String: String] = [:]
    for (category, text) in texts where kept.contains(category) {
      result[category] = cut(text, toBytes: maximumTextBytes)
    }
    return result
  }

  /// `text` cut to at most `limit` bytes of UTF-8, between Unicode scalars.
  static func cut(_ text: String, toBytes limit: Int) -> String {
    guard text.utf8.count > limit else { return text }
    var kept = String.UnicodeScalarView()
    var used = 0
    for scalar in text.unicodeScalars {
      used += UTF8.width(scalar)
      guard used <= limit else { break }
      kept.append(scalar)
    }
    return String(kept)
  }
}
