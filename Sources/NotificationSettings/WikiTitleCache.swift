#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The wiki's titles of its notification types, per wiki and language, for as long as the live
/// client lives (or longer, through a ``Snapshot`` the app or the tool keeps). Titles change with
/// the wiki's software, not between reads, so a title is asked for once. In a language the
/// package ships, the types it names (``NotificationType/named``) need no title from the wiki, so
/// the first read asks for none; in another (``Strings/titlesFromWiki``), the first read of a wiki
/// asks for every title (`meta=allmessages` with a prefix costs the wiki a walk over every message
/// key, which would make each opening of the screen slower than the app's bare options read). A
/// read that finds a type neither the package nor an earlier read covered asks for that type's
/// title alone.
public actor WikiTitleCache {
  /// What the cache knows, to keep between runs; not secret.
  public struct Snapshot: Codable, Equatable, Sendable {
    /// One wiki's titles in one language.
    public struct Entry: Codable, Equatable, Sendable {
      /// The wiki's `api.php` URL.
      public var wiki: URL
      /// The language of the titles.
      public var language: String
      /// Every category asked for, titled or not (a category without a title is not asked again).
      public var asked: Set<String>
      /// The titles the wiki has, by category.
      public var titles: [String: String]
      /// When the titles were first read: a kept snapshot is trusted only for so long.
      public var readAt: Date
    }

    /// The entries, one per wiki and language.
    public var entries: [Entry]

    /// No entries: every wiki's first read asks for the titles the screen needs.
    public init(entries: [Entry] = []) { self.entries = entries }
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

  /// A cache starting from `snapshot`, without its entries read before `cutoff` (the wiki may
  /// have renamed a type since: those are read again). `now` stamps new entries; `didChange`
  /// gets the whole snapshot after each read that learned something, for the app to keep it
  /// (so that a later launch asks no wiki for titles it already has).
  public init(
    _ snapshot: Snapshot = .init(), readAfter cutoff: Date = .distantPast,
    now: @escaping @Sendable () -> Date = { Date() },
    didChange: (@Sendable (Snapshot) -> Void)? = nil
  ) {
    self.now = now
    self.didChange = didChange
    for entry in snapshot.entries where entry.readAt > cutoff {
      entries[Key(wiki: entry.wiki, language: entry.language)] = entry
    }
  }

  /// Everything known, e.g. to store it for the next run.
  public var snapshot: Snapshot {
    Snapshot(
      entries: entries.values.sorted {
        ($0.wiki.absoluteString, $0.language) < ($1.wiki.absoluteString, $1.language)
      })
  }

  /// The categories asked for on `wiki` in `language`, with the titles found (by category);
  /// nil when the wiki's titles were never read in that language.
  func known(wiki: URL, language: String) -> (asked: Set<String>, titles: [String: String])? {
    entries[Key(wiki: wiki, language: language)].map { ($0.asked, $0.titles) }
  }

  /// Records that `categories` were asked for on `wiki` in `language` and what `titles` the
  /// wiki has of them (by category; a category without one was asked for all the same).
  /// Recording nothing adds no entry.
  func record(
    _ categories: Set<String>, titles: [String: String], wiki: URL, language: String
  ) {
    guard !categories.isEmpty || !titles.isEmpty else { return }
    let key = Key(wiki: wiki, language: language)
    var entry =
      entries[key]
      ?? Snapshot.Entry(wiki: wiki, language: language, asked: [], titles: [:], readAt: now())
    entry.asked.formUnion(categories)
    entry.titles.merge(titles) { _, new in new }
    guard entries[key] != entry else { return }
    entries[key] = entry
    didChange?(snapshot)
  }
}
