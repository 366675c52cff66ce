import Foundation
import MediaWikiAPI
import TestSupport
import Testing

@testable import NotificationSettings

/// What a wiki says about its types is kept within bounds (a hostile wiki cannot fill the app's
/// or the tool's store) and without a control character (it is drawn).
@Suite("Title cache: bounded, and only the offered types' texts")
struct TitleCacheBoundTests {
  static let readAt = Date(timeIntervalSince1970: 1_800_000_000)

  @Test func anAnswerFullOfOtherTitlesKeepsOnlyTheOfferedTypes() async throws {
    // The follow-up read of watchlist's texts comes back with 5,000 titles of types the wiki
    // does not offer.
    var others: [String: String] = ["watchlist": "Edit to watched page"]
    for index in 0..<5000 { others["spam-\(index)"] = String(repeating: "x", count: 100) }
    let transport = ScriptedTransport([
      TitleCacheTests.account(["mention": 1, "watchlist": 0]),
      TitleCacheTests.titlesOnly(others, descriptions: ["spam-1": "y", "watchlist": "Watched."]),
    ])
    let cache = WikiTitleCache(now: { Self.readAt })
    let client = MediaWikiClient(
      apiURL: TitleCacheTests.api, userAgent: "Tests/1.0 (test)", transport: transport)
    let snapshot = try await WikiClient.live(sessions: WikiSessions { _ in client }, titles: cache)
      .load("en")
    #expect(snapshot.titles == [TitleCacheTests.watchlist: "Edit to watched page"])
    #expect(
      await cache.snapshot
        == WikiTitleCache.Snapshot(entries: [
          .init(
            wiki: TitleCacheTests.api, language: "en", asked: ["watchlist"],
            titles: ["watchlist": "Edit to watched page"], descriptions: ["watchlist": "Watched."],
            readAt: Self.readAt)
        ]))
  }

  @Test func aWikiOfThousandsOfTypesAndLanguagesIsKeptWithinTheBounds() async throws {
    let cache = WikiTitleCache(now: { Self.readAt })
    let categories = (0..<1000).map { "type-\($0)" }
    let long = String(repeating: "t", count: 10_000)
    for index in 0..<100 {
      await cache.record(
        ["watchlist"], titles: ["watchlist": "Edit"], descriptions: [:],
        wiki: URL(string: "https://wiki\(index).example/w/api.php")!, language: "en")
    }
    // Recorded last, so the entries that go are others (all are read at the same moment here,
    // and the one just recorded is never the one to go).
    await cache.record(
      Set(categories), titles: Dictionary(uniqueKeysWithValues: categories.map { ($0, long) }),
      descriptions: [:], wiki: TitleCacheTests.api, language: "en")
    let snapshot = await cache.snapshot
    #expect(snapshot.entries.count == WikiTitleCache.maximumEntries)
    let first = try #require(snapshot.entries.first { $0.wiki == TitleCacheTests.api })
    #expect(first.asked.count == WikiTitleCache.maximumCategories)
    #expect(first.titles.count == WikiTitleCache.maximumCategories)
    #expect(first.titles.values.allSatisfy { $0.count == WikiTitleCache.maximumTextLength })
    // A snapshot kept before the bounds is held to them as it is read.
    var unbounded = WikiTitleCache.Snapshot.Entry(
      wiki: TitleCacheTests.api, language: "de", asked: Set(categories),
      titles: Dictionary(uniqueKeysWithValues: categories.map { ($0, long) }), readAt: Self.readAt)
    unbounded.descriptions = ["type-1": "\u{1B}[2Jcleared"]
    let restored = await WikiTitleCache(.init(entries: [unbounded])).snapshot.entries
    #expect(restored.count == 1)
    #expect(restored.first?.asked.count == WikiTitleCache.maximumCategories)
    #expect(restored.first?.titles.count == WikiTitleCache.maximumCategories)
    #expect(restored.first?.descriptions == ["type-1": "[2Jcleared"])
  }

  @Test func aTitleWithTerminalEscapesReachesTheScreenWithoutThem() async throws {
    // An edited MediaWiki:Echo-category-title-watchlist: set the clipboard (OSC 52), paint a
    // fake switch, clear the screen (C1 CSI), ring the bell.
    let hostile = "\u{1B}]52;c;cm0gLXJmIH4=\u{07}\u{1B}[32m[on]\u{1B}[0m Watched\u{9B}2J\u{7F} page"
    let answer = try JSONSerialization.data(withJSONObject: [
      "batchcomplete": true,
      "query": [
        "allmessages": [["name": "echo-category-title-watchlist", "content": hostile]]
      ],
    ])
    let transport = ScriptedTransport([
      TitleCacheTests.account(["mention": 1, "watchlist": 0]),
      .json(String(decoding: answer, as: UTF8.self)),
    ])
    let cache = WikiTitleCache(now: { Self.readAt })
    let client = MediaWikiClient(
      apiURL: TitleCacheTests.api, userAgent: "Tests/1.0 (test)", transport: transport)
    let snapshot = try await WikiClient.live(sessions: WikiSessions { _ in client }, titles: cache)
      .load("en")
    let clean = "]52;c;cm0gLXJmIH4=[32m[on][0m Watched2J page"
    #expect(snapshot.titles == [TitleCacheTests.watchlist: clean])
    #expect(await cache.snapshot.entries.first?.titles == ["watchlist": clean])
    let more = try TitleCacheTests.moreSection(snapshot, .english)
    #expect(more.rows.map(\.label).contains(clean))
  }
}
