#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The wiki's titles of its notification types, per wiki and language, for as long as the live
/// client lives. Titles change with the wiki's software, not between reads, so only the first
/// read of a wiki asks for them (`meta=allmessages` costs the wiki a walk over every message key,
/// which would make each opening of the screen slower than the app's bare options read); a read
/// that finds a type no earlier read covered asks for that type's title alone.
public actor WikiTitleCache {
  private struct Key: Hashable {
    var wiki: URL
    var language: String
  }

  /// Per wiki and language: every category asked for, and the titles the wiki has of them.
  private struct Entry {
    var asked: Set<String> = []
    var titles: [String: String] = [:]
  }

  private var entries: [Key: Entry] = [:]

  /// An empty cache: the first read of each wiki will ask for every title.
  public init() {}

  /// The categories asked for on `wiki` in `language`, with the titles found (by category);
  /// nil when the wiki's titles were never read in that language.
  func known(wiki: URL, language: String) -> (asked: Set<String>, titles: [String: String])? {
    entries[Key(wiki: wiki, language: language)].map { ($0.asked, $0.titles) }
  }

  /// Records that `categories` were asked for on `wiki` in `language` and what `titles` the
  /// wiki has of them (by category; a category without one was asked for all the same).
  func record(
    _ categories: Set<String>, titles: [String: String], wiki: URL, language: String
  ) {
    let key = Key(wiki: wiki, language: language)
    var entry = entries[key] ?? Entry()
    entry.asked.formUnion(categories)
    entry.titles.merge(titles) { _, new in new }
    entries[key] = entry
  }
}
