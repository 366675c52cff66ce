import Foundation
import MediaWikiAPI
import TestSupport
import Testing

@testable import NotificationSettings

/// A kept ``WikiTitleCache/Snapshot``: a later run reads no titles it has, unless they are old.
@Suite("Title cache: kept between runs")
struct TitleCacheSnapshotTests {
  static let readAt = Date(timeIntervalSince1970: 1_790_000_000)

  /// A cache that read `watchlist`'s title from the test wiki at ``readAt`` (`mention` is the
  /// package's to title in English: not asked).
  static func filled() async throws -> WikiTitleCache.Snapshot {
    let transport = ScriptedTransport([
      TitleCacheTests.account(["mention": 1, "watchlist": 0]),
      TitleCacheTests.titlesOnly(["watchlist": "Edit to watched page"]),
    ])
    let client = MediaWikiClient(
      apiURL: TitleCacheTests.api, userAgent: "Tests/1.0 (test)", transport: transport)
    let cache = WikiTitleCache(now: { readAt })
    _ = try await WikiClient.live(sessions: WikiSessions { _ in client }, titles: cache).load("en")
    #expect(transport.isExhausted)
    return await cache.snapshot
  }

  @Test func theSnapshotHoldsWhatWasAskedAndFound() async throws {
    let snapshot = try await Self.filled()
    #expect(
      snapshot
        == WikiTitleCache.Snapshot(entries: [
          .init(
            wiki: TitleCacheTests.api, language: "en", asked: ["watchlist"],
            titles: ["watchlist": "Edit to watched page"], readAt: Self.readAt)
        ]))
    let decoded = try JSONDecoder().decode(
      WikiTitleCache.Snapshot.self, from: try JSONEncoder().encode(snapshot))
    #expect(decoded == snapshot)
  }

  @Test func aCacheFromTheSnapshotAsksForNoTitles() async throws {
    let snapshot = try await Self.filled()
    let transport = ScriptedTransport([TitleCacheTests.account(["mention": 0, "watchlist": 1])])
    let client = MediaWikiClient(
      apiURL: TitleCacheTests.api, userAgent: "Tests/1.0 (test)", transport: transport)
    let cache = WikiTitleCache(snapshot, readAfter: Self.readAt.addingTimeInterval(-1))
    let loaded = try await WikiClient.live(sessions: WikiSessions { _ in client }, titles: cache)
      .load("en")
    #expect(transport.parameters.map { $0["meta"] } == [TitleCacheTests.bare])
    #expect(loaded.titles == [TitleCacheTests.watchlist: "Edit to watched page"])
    #expect(loaded.values == [.mention: false, TitleCacheTests.watchlist: true])
  }

  @Test func theAppIsHandedEverySnapshotThatLearnedSomethingAndNoOther() async throws {
    let handed = Handed()
    let cache = WikiTitleCache(now: { Self.readAt }, didChange: { handed.append($0) })
    let transport = ScriptedTransport([
      TitleCacheTests.account(["mention": 1, "watchlist": 0]),
      TitleCacheTests.titlesOnly(["watchlist": "Edit to watched page"]),
      // The second read finds nothing new: no follow-up, and nothing to keep.
      TitleCacheTests.account(["mention": 0, "watchlist": 0]),
    ])
    let client = MediaWikiClient(
      apiURL: TitleCacheTests.api, userAgent: "Tests/1.0 (test)", transport: transport)
    let wiki = WikiClient.live(sessions: WikiSessions { _ in client }, titles: cache)
    _ = try await wiki.load("en")
    _ = try await wiki.load("en")
    #expect(transport.isExhausted)
    let expected = WikiTitleCache.Snapshot(entries: [
      .init(
        wiki: TitleCacheTests.api, language: "en", asked: ["watchlist"],
        titles: ["watchlist": "Edit to watched page"], readAt: Self.readAt)
    ])
    #expect(handed.snapshots == [expected])
    #expect(await cache.snapshot == expected)
  }

  /// What a cache handed to the app, in order.
  final class Handed: @unchecked Sendable {
    private let lock = NSLock()
    private var kept: [WikiTitleCache.Snapshot] = []
    func append(_ snapshot: WikiTitleCache.Snapshot) { lock.withLock { kept.append(snapshot) } }
    var snapshots: [WikiTitleCache.Snapshot] { lock.withLock { kept } }
  }

  /// A snapshot as the version before descriptions kept it (no `version`, no `descriptions`):
  /// still readable, and a cache made from it asks again, once, for the texts of its types.
  @Test func aSnapshotKeptBeforeDescriptionsIsReadAndItsTypesAreAskedForAgain() async throws {
    let kept = Data(
      #"{"entries":[{"wiki":"http://127.0.0.1:18081/api.php","language":"en","asked":["watchlist"],"titles":{"watchlist":"Edit to watched page"},"readAt":811307200}]}"#
        .utf8)
    let old = try JSONDecoder().decode(WikiTitleCache.Snapshot.self, from: kept)
    #expect(old.version == 1)
    #expect(
      old.entries == [
        .init(
          wiki: TitleCacheTests.api, language: "en", asked: ["watchlist"],
          titles: ["watchlist": "Edit to watched page"], descriptions: [:],
          readAt: Date(timeIntervalSinceReferenceDate: 811_307_200))
      ])

    let transport = ScriptedTransport([
      TitleCacheTests.account(["mention": 0, "watchlist": 1]),
      TitleCacheTests.titlesOnly(
        ["watchlist": "Edit to watched page"],
        descriptions: ["watchlist": TitleCacheTests.watchlistDescription]),
    ])
    let client = MediaWikiClient(
      apiURL: TitleCacheTests.api, userAgent: "Tests/1.0 (test)", transport: transport)
    let cache = WikiTitleCache(old, now: { Self.readAt })
    let loaded = try await WikiClient.live(sessions: WikiSessions { _ in client }, titles: cache)
      .load("en")
    #expect(
      transport.parameters.map { $0["ammessages"] } == [
        nil, TitleCacheTests.textNames(["watchlist"]),
      ]
    )
    #expect(
      loaded.descriptions == [TitleCacheTests.watchlist: TitleCacheTests.watchlistDescription])

    // What is kept now says its version and holds the descriptions.
    let json = try JSONSerialization.jsonObject(with: JSONEncoder().encode(await cache.snapshot))
    let object = try #require(json as? [String: Any])
    #expect(object["version"] as? Int == WikiTitleCache.Snapshot.currentVersion)
    let entry = try #require((object["entries"] as? [[String: Any]])?.first)
    #expect(
      entry["descriptions"] as? [String: String] == [
        "watchlist": TitleCacheTests.watchlistDescription
      ])
  }

  @Test func titlesReadBeforeTheCutoffAreReadAgain() async throws {
    let snapshot = try await Self.filled()
    let transport = ScriptedTransport([
      TitleCacheTests.account(["mention": 0, "watchlist": 0]),
      TitleCacheTests.titlesOnly(["watchlist": "Edits to watched pages"]),
    ])
    let client = MediaWikiClient(
      apiURL: TitleCacheTests.api, userAgent: "Tests/1.0 (test)", transport: transport)
    let cache = WikiTitleCache(snapshot, readAfter: Self.readAt)
    let loaded = try await WikiClient.live(sessions: WikiSessions { _ in client }, titles: cache)
      .load("en")
    #expect(
      transport.parameters.map { $0["ammessages"] } == [
        nil, TitleCacheTests.textNames(["watchlist"]),
      ]
    )
    #expect(loaded.titles == [TitleCacheTests.watchlist: "Edits to watched pages"])
  }
}
