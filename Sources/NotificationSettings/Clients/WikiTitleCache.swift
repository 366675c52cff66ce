import MediaWikiAPI

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The wiki's titles and descriptions of its notification types, per wiki and language, for as
/// long as the live client lives (or longer, through a ``Snapshot`` the app or the tool keeps).
/// They change with the wiki's software, not between reads, so a type's texts are asked for once.
/// In a language the package ships, the types it names (``NotificationType/named``) need nothing
/// from the wiki, so the first read asks for nothing; in another (``Strings/titlesFromWiki``),
/// the first read of a wiki asks for the title and the description of every named type, by name,
/// in the same request. A read that finds a type neither the package nor an earlier read
/// covered asks for that type's texts alone, in one small follow-up request.
public actor WikiTitleCache {
  /// What the cache knows, to keep between runs; not secret.
  public struct Snapshot: Codable, Equatable, Sendable {
    /// One wiki's texts in one language.
    public struct Entry: Codable, Equatable, Sendable {
      /// The wiki's `api.php` URL.
      public var wiki: URL
      /// The language of the texts.
      public var language: String
      /// Every category whose title and description were asked for, found or not (a category
      /// without them is not asked again).
      public var asked: Set<String>
      /// The titles the wiki has, by category.
      public var titles: [String: String]
      /// The descriptions the wiki has, by category (`echo-pref-tooltip-…`).
      public var descriptions: [String: String]
      /// When the texts were first read: a kept snapshot is trusted only for so long.
      public var readAt: Date

      /// An entry; no descriptions unless given.
      public init(
        wiki: URL, language: String, asked: Set<String>, titles: [String: String],
        descriptions: [String: String] = [:], readAt: Date
      ) {
        self.wiki = wiki
        self.language = language
        self.asked = asked
        self.titles = titles
        self.descriptions = descriptions
        self.readAt = readAt
      }

      private enum CodingKeys: String, CodingKey {
        case wiki, language, asked, titles, descriptions, readAt
      }

      /// Reads an entry; one kept by a version without descriptions has none.
      public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        wiki = try container.decode(URL.self, forKey: .wiki)
        language = try container.decode(String.self, forKey: .language)
        asked = try container.decode(Set<String>.self, forKey: .asked)
        titles = try container.decode([String: String].self, forKey: .titles)
        descriptions =
          try container.decodeIfPresent([String: String].self, forKey: .descriptions) ?? [:]
        readAt = try container.decode(Date.self, forKey: .readAt)
      }
    }

    /// The format this version writes. 1 (no `version` field): titles only, so a cache made from
    /// it asks again, once, for those types' titles and descriptions.
    public static let currentVersion = 2

    /// The format the snapshot was written in (``currentVersion`` for a new one).
    public var version: Int
    /// The entries, one per wiki and language.
    public var entries: [Entry]

    /// No entries: every wiki's first read asks for the texts the screen needs.
    public init(entries: [Entry] = []) {
      self.version = Self.currentVersion
      self.entries = entries
    }

    private enum CodingKeys: String, CodingKey {
      case version, entries
    }

    /// Reads a snapshot of any version; one without a `version` is version 1.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      version = try container.decodeIfPresent(Int.self, forKey: .version) ?? 1
      entries = try container.decode([Entry].self, forKey: .entries)
    }
  }

  private struct Key: Hashable {
    var wiki: URL
    var language: String
  }

  private var entries: [Key: Snapshot.Entry] = [:]
  private let now: @Sendable () -> Date
  private let didChange: (@Sendable (Snapshot) -> Void)?

  /// How long a kept snapshot is worth trusting: titles change with the wiki's software, which
  /// Wikimedia deploys weekly.
  public static let keptFor: TimeInterval = 7 * 24 * 3600

  /// The most categories kept for one wiki and language (Echo registers some forty): a wiki
  /// that offers more has the rest asked for again rather than fill the app's or tool's store.
  public static let maximumCategories = 256
  /// The most characters of one title or description kept.
  public static let maximumTextLength = 500
  /// The most wikis and languages kept; the entry read longest ago goes first.
  public static let maximumEntries = 64

  /// A cache starting from `snapshot`, without its entries read before `cutoff` (the wiki may
  /// have renamed a type since: those are read again) and without any of a snapshot older than
  /// ``Snapshot/currentVersion`` (it never asked for descriptions). `now` stamps new entries;
  /// `didChange` gets the whole snapshot after each read that learned something, for the app to
  /// keep it (so that a later launch asks no wiki for texts it already has).
  public init(
    _ snapshot: Snapshot = .init(), readAfter cutoff: Date = .distantPast,
    now: @escaping @Sendable () -> Date = { Date() },
    didChange: (@Sendable (Snapshot) -> Void)? = nil
  ) {
    self.now = now
    self.didChange = didChange
    guard snapshot.version >= Snapshot.currentVersion else { return }
    // A kept snapshot is held to the bounds a read is: it may have been written before them.
    let kept = snapshot.entries.filter { $0.readAt > cutoff }.sorted { $0.readAt > $1.readAt }
    for entry in kept.prefix(Self.maximumEntries) {
      var bounded = entry
      bounded.asked = Set(entry.asked.sorted().prefix(Self.maximumCategories))
      bounded.titles = Self.texts(entry.titles, of: bounded.asked)
      bounded.descriptions = Self.texts(entry.descriptions, of: bounded.asked)
      entries[Key(wiki: entry.wiki, language: entry.language)] = bounded
    }
  }

  /// The texts of `categories` only, each without control characters (they are drawn) and cut
  /// to ``maximumTextLength``.
  private static func texts(_ texts: [String: String], of categories: Set<String>) -> [String:
    String]
  {
    var kept: [String: String] = [:]
    for (category, text) in texts where categories.contains(category) {
      kept[category] = String(text.withoutControlCharacters().prefix(maximumTextLength))
    }
    return kept
  }

  /// Everything known, e.g. to store it for the next run.
  public var snapshot: Snapshot {
    Snapshot(
      entries: entries.values.sorted {
        ($0.wiki.absoluteString, $0.language) < ($1.wiki.absoluteString, $1.language)
      })
  }

  /// What an earlier read of `wiki` in `language` asked for and found.
  struct Known: Equatable, Sendable {
    /// The categories whose texts were asked for.
    var asked: Set<String>
    /// Their titles, by category.
    var titles: [String: String]
    /// Their descriptions, by category.
    var descriptions: [String: String]
  }

  /// The categories asked for on `wiki` in `language`, with the texts found (by category); nil
  /// when the wiki's texts were never read in that language.
  func known(wiki: URL, language: String) -> Known? {
    entries[Key(wiki: wiki, language: language)].map {
      Known(asked: $0.asked, titles: $0.titles, descriptions: $0.descriptions)
    }
  }

  /// Records that `categories` were asked for on `wiki` in `language` and what `titles` and
  /// `descriptions` the wiki has of them (by category; a category without them was asked for all
  /// the same). Recording nothing adds no entry. Only the texts of categories asked for are
  /// kept (a wiki's answer may hold any number of others), within the cache's bounds.
  func record(
    _ categories: Set<String>, titles: [String: String], descriptions: [String: String],
    wiki: URL, language: String
  ) {
    guard !categories.isEmpty || !titles.isEmpty || !descriptions.isEmpty else { return }
    let key = Key(wiki: wiki, language: language)
    var entry =
      entries[key]
      ?? Snapshot.Entry(wiki: wiki, language: language, asked: [], titles: [:], readAt: now())
    let room = max(0, Self.maximumCategories - entry.asked.count)
    entry.asked.formUnion(categories.subtracting(entry.asked).sorted().prefix(room))
    entry.titles.merge(Self.texts(titles, of: entry.asked)) { _, new in new }
    entry.descriptions.merge(Self.texts(descriptions, of: entry.asked)) { _, new in new }
    guard entries[key] != entry else { return }
    entries[key] = entry
    while entries.count > Self.maximumEntries,
      let oldest = entries.filter({ $0.key != key }).min(by: { $0.value.readAt < $1.value.readAt })
    {
      entries[oldest.key] = nil
    }
    didChange?(snapshot)
  }
}
