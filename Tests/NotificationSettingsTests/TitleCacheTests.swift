import Foundation
import MediaWikiAPI
import TestSupport
import Testing

@testable import NotificationSettings

/// The live client keeps the wiki's titles of its types: only the first read of a wiki asks for
/// them, so opening the screen again costs the wiki no more than the app's bare options read.
@Suite("Live client: the wiki's titles are read once")
struct TitleCacheTests {
  static let api = URL(string: "http://127.0.0.1:18081/api.php")!
  static let userPage = NotificationType(rawValue: "edit-user-page")!
  static let archiving = NotificationType(rawValue: "dt-subscription-archiving")!

  /// An answer to the account read: `options` as the wiki lists them, `titles` by category.
  static func account(_ options: [String: Int], titles: [String: String] = [:])
    -> ScriptedTransport.Answer
  {
    let optionsJSON = options.sorted { $0.key < $1.key }
      .map { #""echo-subscriptions-push-\#($0.key)":\#($0.value)"# }.joined(separator: ",")
    let messages = titles.sorted { $0.key < $1.key }
      .map { #"{"name":"echo-category-title-\#($0.key)","content":"\#($0.value)"}"# }
    let allmessages = titles.isEmpty ? "" : #","allmessages":[\#(messages.joined(separator: ","))]"#
    return .json(
      #"{"batchcomplete":true,"query":{"userinfo":{"id":7,"name":"Reader","options":{\#(optionsJSON)}},"tokens":{"csrftoken":"c0ffee+\\"}\#(allmessages)}}"#
    )
  }

  static func titlesOnly(_ titles: [String: String]) -> ScriptedTransport.Answer {
    let messages = titles.sorted { $0.key < $1.key }
      .map { #"{"name":"echo-category-title-\#($0.key)","content":"\#($0.value)"}"# }
    return .json(
      #"{"batchcomplete":true,"query":{"allmessages":[\#(messages.joined(separator: ","))]}}"#)
  }

  static func wiki(_ transport: ScriptedTransport) -> WikiClient {
    let client = MediaWikiClient(
      apiURL: api, userAgent: "Tests/1.0 (test)", transport: transport)
    return .live(sessions: WikiSessions { _ in client })
  }

  @Test func theSecondReadAsksForNoTitlesAndShowsTheFirstReadsTitles() async throws {
    let options = ["mention": 1, "edit-user-page": 0]
    let transport = ScriptedTransport([
      Self.account(
        options, titles: ["mention": "Mention", "edit-user-page": "Edit to my user page"]),
      Self.account(options),
    ])
    let wiki = Self.wiki(transport)
    let first = try await wiki.load("en")
    let second = try await wiki.load("en")

    #expect(
      transport.parameters.map { $0["meta"] } == [
        "userinfo|tokens|allmessages|globalpreferences", "userinfo|tokens|globalpreferences",
      ])
    #expect(transport.parameters[0]["amprefix"] == "echo-category-title-")
    #expect(transport.parameters[1]["amprefix"] == nil && transport.parameters[1]["amlang"] == nil)
    #expect(first.titles == [.mention: "Mention", Self.userPage: "Edit to my user page"])
    #expect(second == first)
    #expect(transport.isExhausted)
  }

  @Test func aTypeNoEarlierReadCoveredCostsOneReadOfItsTitleAlone() async throws {
    let transport = ScriptedTransport([
      Self.account(["mention": 1], titles: ["mention": "Mention"]),
      Self.account(["mention": 1, "dt-subscription-archiving": 1]),
      Self.titlesOnly(["dt-subscription-archiving": "Talk page archiving"]),
      Self.account(["mention": 0, "dt-subscription-archiving": 1]),
    ])
    let wiki = Self.wiki(transport)
    _ = try await wiki.load("en")
    let second = try await wiki.load("en")
    let third = try await wiki.load("en")

    #expect(
      transport.parameters.map { $0["meta"] } == [
        "userinfo|tokens|allmessages|globalpreferences", "userinfo|tokens|globalpreferences",
        "allmessages", "userinfo|tokens|globalpreferences",
      ])
    #expect(
      transport.parameters[2]["ammessages"] == "echo-category-title-dt-subscription-archiving")
    #expect(transport.parameters[2]["amlang"] == "en")
    #expect(second.titles == [.mention: "Mention", Self.archiving: "Talk page archiving"])
    #expect(second.values == [.mention: true, Self.archiving: true])
    #expect(third.titles == second.titles)
    #expect(third.values == [.mention: false, Self.archiving: true])
    #expect(transport.isExhausted)
  }

  @Test func aTitleReadThatFailsLeavesTheAccountReadAndIsAskedAgainNextTime() async throws {
    let transport = ScriptedTransport([
      Self.account(["mention": 1], titles: ["mention": "Mention"]),
      Self.account(["mention": 1, "edit-user-page": 1]),
      .http(
        status: 503, headers: ["Content-Type": "text/html; charset=utf-8"],
        body: Data("<html><body>503 Service Unavailable</body></html>".utf8)),
      Self.account(["mention": 1, "edit-user-page": 0]),
      Self.titlesOnly(["edit-user-page": "Edit to my user page"]),
    ])
    let wiki = Self.wiki(transport)
    _ = try await wiki.load("en")
    let second = try await wiki.load("en")
    let third = try await wiki.load("en")

    #expect(second.values == [.mention: true, Self.userPage: true])
    #expect(second.titles == [.mention: "Mention"])
    #expect(third.values == [.mention: true, Self.userPage: false])
    #expect(third.titles == [.mention: "Mention", Self.userPage: "Edit to my user page"])
    #expect(transport.parameters.map { $0["meta"] }.filter { $0 == "allmessages" }.count == 2)
    #expect(transport.isExhausted)
  }

  @Test func titlesAreKeptPerLanguage() async throws {
    let transport = ScriptedTransport([
      Self.account(["mention": 1], titles: ["mention": "Mention"]),
      Self.account(["mention": 1], titles: ["mention": "Erwähnung"]),
      Self.account(["mention": 1]),
    ])
    let client = MediaWikiClient(
      apiURL: Self.api, userAgent: "Tests/1.0 (test)", transport: transport)
    let cache = WikiTitleCache()
    let sessions = WikiSessions { _ in client }
    let english = try await WikiClient.live(sessions: sessions, titles: cache).load("en")
    let german = try await WikiClient.live(sessions: sessions, titlesLanguage: "de", titles: cache)
      .load("en")
    let englishAgain = try await WikiClient.live(sessions: sessions, titles: cache).load("en")

    #expect(transport.parameters.map { $0["amlang"] } == ["en", "de", nil])
    #expect(english.titles == [.mention: "Mention"])
    #expect(german.titles == [.mention: "Erwähnung"])
    #expect(englishAgain.titles == [.mention: "Mention"])
  }
}

/// A kept ``WikiTitleCache/Snapshot``: a later run reads no titles it has, unless they are old.
@Suite("Title cache: kept between runs")
struct TitleCacheSnapshotTests {
  static let readAt = Date(timeIntervalSince1970: 1_790_000_000)

  /// A cache that read `mention`'s title from the test wiki at ``readAt``.
  static func filled() async throws -> WikiTitleCache.Snapshot {
    let transport = ScriptedTransport([
      TitleCacheTests.account(["mention": 1, "reverted": 0], titles: ["mention": "Mention"])
    ])
    let client = MediaWikiClient(
      apiURL: TitleCacheTests.api, userAgent: "Tests/1.0 (test)", transport: transport)
    let cache = WikiTitleCache(now: { readAt })
    _ = try await WikiClient.live(sessions: WikiSessions { _ in client }, titles: cache).load("en")
    return await cache.snapshot
  }

  @Test func theSnapshotHoldsWhatWasAskedAndFound() async throws {
    let snapshot = try await Self.filled()
    #expect(
      snapshot
        == WikiTitleCache.Snapshot(entries: [
          .init(
            wiki: TitleCacheTests.api, language: "en", asked: ["mention", "reverted"],
            titles: ["mention": "Mention"], readAt: Self.readAt)
        ]))
    let decoded = try JSONDecoder().decode(
      WikiTitleCache.Snapshot.self, from: try JSONEncoder().encode(snapshot))
    #expect(decoded == snapshot)
  }

  @Test func aCacheFromTheSnapshotAsksForNoTitles() async throws {
    let snapshot = try await Self.filled()
    let transport = ScriptedTransport([TitleCacheTests.account(["mention": 0, "reverted": 1])])
    let client = MediaWikiClient(
      apiURL: TitleCacheTests.api, userAgent: "Tests/1.0 (test)", transport: transport)
    let cache = WikiTitleCache(snapshot, readAfter: Self.readAt.addingTimeInterval(-1))
    let loaded = try await WikiClient.live(sessions: WikiSessions { _ in client }, titles: cache)
      .load("en")
    #expect(transport.parameters.map { $0["meta"] } == ["userinfo|tokens|globalpreferences"])
    #expect(loaded.titles == [.mention: "Mention"])
    #expect(loaded.values == [.mention: false, .reverted: true])
  }

  @Test func titlesReadBeforeTheCutoffAreReadAgain() async throws {
    let snapshot = try await Self.filled()
    let transport = ScriptedTransport([
      TitleCacheTests.account(["mention": 0], titles: ["mention": "Mentions of you"])
    ])
    let client = MediaWikiClient(
      apiURL: TitleCacheTests.api, userAgent: "Tests/1.0 (test)", transport: transport)
    let cache = WikiTitleCache(snapshot, readAfter: Self.readAt)
    let loaded = try await WikiClient.live(sessions: WikiSessions { _ in client }, titles: cache)
      .load("en")
    #expect(transport.parameters[0]["amprefix"] == "echo-category-title-")
    #expect(loaded.titles == [.mention: "Mentions of you"])
  }
}

/// The same on the real wiki: the second read of an account asks for no titles, and the
/// screen's rows keep the wiki's own titles.
@Suite("Live client on the real wiki: titles read once", .serialized)
struct TitleCacheLiveTests {
  @Test func theSecondReadOnTheRealWikiAsksForNoTitlesAndKeepsThem() async throws {
    let wiki = try TestWiki.load()
    let account = try await wiki.freshAccount(prefix: "T", on: [wiki.en])
    let (clients, transports) = try await wiki.loggedInClients(account, on: [wiki.en])
    let client = clients["en"]!
    let live = WikiClient.live(sessions: WikiSessions { _ in client })
    transports["en"]!.reset()

    let first = try await live.load("en")
    let second = try await live.load("en")

    let metas = transports["en"]!.requests.map { $0.parameters["meta"] }
    #expect(
      metas == [
        "userinfo|tokens|allmessages|globalpreferences", "userinfo|tokens|globalpreferences",
      ])
    #expect(first.titles[TitleCacheTests.userPage] == "Edit to my user page")
    #expect(first.titles[TitleCacheTests.archiving] == "Talk page archiving")
    #expect(second.titles == first.titles)
    #expect(second.values == first.values)
    #expect(second.values.keys.sorted() == (try await wiki.offeredTypes(to: account, on: wiki.en)))
  }
}
