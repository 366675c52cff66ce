import Foundation
import MediaWikiAPI
import TestSupport
import Testing

@testable import NotificationSettings

/// The live client asks the wiki only for the titles the screen will use, each once: in English
/// and German the package names the spec's types and the two others the real wikis register, so
/// a read asks for the title of any other type alone; in a language the package does not ship,
/// only the first read of a wiki asks for every title. Either way opening the screen costs the
/// wiki no more than the app's bare options read.
@Suite("Live client: the wiki's titles, only those the screen uses, read once")
struct TitleCacheTests {
  static let api = URL(string: "http://127.0.0.1:18081/api.php")!
  /// A category the package has no words for (Echo's title: "Edit to watched page").
  static let watchlist = NotificationType(rawValue: "watchlist")!
  /// Another one (Echo's title: "Page reminder").
  static let reminder = NotificationType(rawValue: "article-reminder")!
  /// The account read's modules without titles: the bare options read.
  static let bare = "userinfo|tokens|globalpreferences"
  /// The account read's modules with titles.
  static let withTitles = "userinfo|tokens|allmessages|globalpreferences"

  /// An answer to the account read: `options` as the wiki lists them, `titles` and
  /// `descriptions` by category.
  static func account(
    _ options: [String: Int], titles: [String: String] = [:],
    descriptions: [String: String] = [:]
  ) -> ScriptedTransport.Answer {
    let optionsJSON = options.sorted { $0.key < $1.key }
      .map { #""echo-subscriptions-push-\#($0.key)":\#($0.value)"# }.joined(separator: ",")
    let messages = messagesJSON(titles: titles, descriptions: descriptions)
    let allmessages = messages.isEmpty ? "" : #","allmessages":[\#(messages)]"#
    return .json(
      #"{"batchcomplete":true,"query":{"userinfo":{"id":7,"name":"Reader","options":{\#(optionsJSON)}},"tokens":{"csrftoken":"c0ffee+\\"}\#(allmessages)}}"#
    )
  }

  /// An answer to a read of category texts alone.
  static func titlesOnly(_ titles: [String: String], descriptions: [String: String] = [:])
    -> ScriptedTransport.Answer
  {
    let messages = messagesJSON(titles: titles, descriptions: descriptions)
    return .json(#"{"batchcomplete":true,"query":{"allmessages":[\#(messages)]}}"#)
  }

  /// `meta=allmessages` entries: the titles, then the descriptions, each sorted by category.
  static func messagesJSON(titles: [String: String], descriptions: [String: String]) -> String {
    let entries =
      titles.sorted { $0.key < $1.key }.map { ("echo-category-title-" + $0.key, $0.value) }
      + descriptions.sorted { $0.key < $1.key }.map { ("echo-pref-tooltip-" + $0.key, $0.value) }
    return entries.map { #"{"name":"\#($0.0)","content":"\#($0.1)"}"# }
      .joined(separator: ",")
  }

  /// `ammessages` for the texts of `categories`: each one's title and description.
  static func textNames(_ categories: [String]) -> String {
    categories.flatMap { ["echo-category-title-" + $0, "echo-pref-tooltip-" + $0] }
      .joined(separator: "|")
  }

  /// Echo's English description of `watchlist`, as the real wiki has it.
  static let watchlistDescription =
    "Notify me when someone makes a (non-minor) edit to a page on my watchlist."

  static func wiki(_ transport: ScriptedTransport, titlesLanguage: String? = nil) -> WikiClient {
    let client = MediaWikiClient(
      apiURL: api, userAgent: "Tests/1.0 (test)", transport: transport)
    return .live(sessions: WikiSessions { _ in client }, titlesLanguage: titlesLanguage)
  }

  /// The "More notifications" section of the screen showing `snapshot` in `strings`.
  static func moreSection(_ snapshot: WikiSnapshot, _ strings: Strings) throws
    -> ScreenModel.Section
  {
    var snapshot = snapshot
    snapshot.userName = Fixture.user
    snapshot.hasDefaultOffMarker = true
    let screen = ScreenModel(state: RealEcho.loaded(snapshot).state, strings: strings)
    return try #require(screen.sections.last { $0.id == "notification.section.more" })
  }

  @Test(arguments: [Strings.english, .german])
  func theFirstReadInAShippedLanguageAsksForNoTitlesAndThePackageNamesTheWikisTwo(
    strings: Strings
  ) async throws {
    let options = ["mention": 1, "edit-user-page": 1, "dt-subscription-archiving": 0]
    let transport = ScriptedTransport([Self.account(options)])
    let cache = WikiTitleCache()
    let client = MediaWikiClient(
      apiURL: Self.api, userAgent: "Tests/1.0 (test)", transport: transport)
    let snapshot = try await WikiClient.live(
      sessions: WikiSessions { _ in client }, titlesLanguage: strings.languageCode, titles: cache
    ).load("en")

    // One request, the bare options read: no `allmessages`, no `amlang`, no follow-up.
    #expect(transport.parameters.map { $0["meta"] } == [Self.bare])
    #expect(transport.parameters.map { $0["amprefix"] ?? $0["amlang"] } == [nil])
    #expect(transport.isExhausted)
    #expect(
      snapshot
        == WikiSnapshot(
          userName: "Reader",
          values: [.mention: true, .editUserPage: true, .dtSubscriptionArchiving: false],
          hasDefaultOffMarker: false, titles: [:], globalTypes: [],
          // The mute lists ride on the same options: empty, and named by no request.
          muted: MutedLists()))
    // Nothing was asked, so nothing is kept.
    #expect(await cache.snapshot == WikiTitleCache.Snapshot())

    let more = try Self.moreSection(snapshot, strings)
    let german = strings == .german
    #expect(
      more.rows.map(\.label)
        == (german
          ? ["Diskussionsseiten-Archivierung", "Bearbeitung auf meiner Benutzerseite"]
          : ["Talk page archiving", "Edit to my user page"]))
    #expect(
      more.rows.map(\.description)
        == (german
          ? [
            "Wenn eine Diskussion, die du abonniert hast, archiviert oder von ihrer Seite "
              + "entfernt wird.",
            "Wenn jemand deine Benutzerseite bearbeitet.",
          ]
          : [
            "When a discussion you subscribed to is archived or removed from its page.",
            "When someone edits your user page.",
          ]))
  }

  @Test func anUnnamedTypeCostsOneFollowUpReadOfItsTextsAloneAndTheScreenShowsThem()
    async throws
  {
    let options = ["mention": 1, "edit-user-page": 1, "watchlist": 0]
    let transport = ScriptedTransport([
      Self.account(options),
      Self.titlesOnly(
        ["watchlist": "Edit to watched page"],
        descriptions: ["watchlist": Self.watchlistDescription]),
    ])
    let cache = WikiTitleCache(now: { TitleCacheSnapshotTests.readAt })
    let client = MediaWikiClient(
      apiURL: Self.api, userAgent: "Tests/1.0 (test)", transport: transport)
    let snapshot = try await WikiClient.live(
      sessions: WikiSessions { _ in client }, titles: cache
    ).load("en")

    #expect(transport.parameters.map { $0["meta"] } == [Self.bare, "allmessages"])
    #expect(transport.parameters.map { $0["ammessages"] } == [nil, Self.textNames(["watchlist"])])
    #expect(transport.parameters.map { $0["amlang"] } == [nil, "en"])
    #expect(transport.parameters.allSatisfy { $0["amprefix"] == nil })
    #expect(transport.isExhausted)
    #expect(
      snapshot
        == WikiSnapshot(
          userName: "Reader", values: [.mention: true, .editUserPage: true, Self.watchlist: false],
          hasDefaultOffMarker: false, titles: [Self.watchlist: "Edit to watched page"],
          descriptions: [Self.watchlist: Self.watchlistDescription], globalTypes: [],
          muted: MutedLists()))
    #expect(
      await cache.snapshot
        == WikiTitleCache.Snapshot(entries: [
          .init(
            wiki: Self.api, language: "en", asked: ["watchlist"],
            titles: ["watchlist": "Edit to watched page"],
            descriptions: ["watchlist": Self.watchlistDescription],
            readAt: TitleCacheSnapshotTests.readAt)
        ]))

    // The package's words for its own type, the wiki's for the other, per key.
    let more = try Self.moreSection(snapshot, .english)
    #expect(more.rows.map(\.label) == ["Edit to my user page", "Edit to watched page"])
    #expect(
      more.rows.map(\.description) == [
        "When someone edits your user page.", Self.watchlistDescription,
      ])
  }

  @Test func anUnnamedTypeTheWikiDoesNotDescribeGetsTheGeneralSentence() async throws {
    let transport = ScriptedTransport([
      Self.account(["mention": 1, "watchlist": 0]),
      Self.titlesOnly(["watchlist": "Edit to watched page"]),
    ])
    let snapshot = try await Self.wiki(transport).load("en")
    #expect(snapshot.descriptions.isEmpty)
    let more = try Self.moreSection(snapshot, .english)
    #expect(more.rows.map(\.label) == ["Edit to watched page"])
    #expect(
      more.rows.map(\.description) == [Strings.english.text(.toggle(.typeDescriptionFromWiki))])
  }

  @Test func aTypeNoEarlierReadCoveredCostsOneReadOfItsTitleAlone() async throws {
    let transport = ScriptedTransport([
      Self.account(["mention": 1, "edit-user-page": 1]),
      Self.account(["mention": 1, "watchlist": 1]),
      Self.titlesOnly(["watchlist": "Edit to watched page"]),
      Self.account(["mention": 0, "watchlist": 1]),
    ])
    let wiki = Self.wiki(transport)
    _ = try await wiki.load("en")
    let second = try await wiki.load("en")
    let third = try await wiki.load("en")

    #expect(
      transport.parameters.map { $0["meta"] } == [
        Self.bare, Self.bare, "allmessages", Self.bare,
      ])
    #expect(
      transport.parameters.map { $0["ammessages"] } == [
        nil, nil, Self.textNames(["watchlist"]), nil,
      ])
    #expect(transport.parameters.map { $0["amlang"] } == [nil, nil, "en", nil])
    #expect(second.titles == [Self.watchlist: "Edit to watched page"])
    #expect(second.values == [.mention: true, Self.watchlist: true])
    #expect(third.titles == second.titles)
    #expect(third.values == [.mention: false, Self.watchlist: true])
    #expect(transport.isExhausted)
  }

  @Test func aTitleReadThatFailsLeavesTheAccountReadAndIsAskedAgainNextTime() async throws {
    let transport = ScriptedTransport([
      Self.account(["mention": 1]),
      Self.account(["mention": 1, "article-reminder": 1]),
      .http(
        status: 503, headers: ["Content-Type": "text/html; charset=utf-8"],
        body: Data("<html><body>503 Service Unavailable</body></html>".utf8)),
      Self.account(["mention": 1, "article-reminder": 0]),
      Self.titlesOnly(["article-reminder": "Page reminder"]),
    ])
    let wiki = Self.wiki(transport)
    _ = try await wiki.load("en")
    let second = try await wiki.load("en")
    let third = try await wiki.load("en")

    #expect(second.values == [.mention: true, Self.reminder: true])
    #expect(second.titles == [:])
    #expect(third.values == [.mention: true, Self.reminder: false])
    #expect(third.titles == [Self.reminder: "Page reminder"])
    #expect(
      transport.parameters.map { $0["ammessages"] } == [
        nil, nil, Self.textNames(["article-reminder"]), nil, Self.textNames(["article-reminder"]),
      ])
    #expect(transport.isExhausted)
  }

  /// A language the package does not ship (French): every type is titled and described by the
  /// wiki, so the first read asks, in the same request and by name, for the texts of every type
  /// the package names; a type beyond them costs one follow-up; the next read asks for none.
  @Test func inALanguageWithoutPackageStringsTheFirstReadAsksForTheNamedTypesTextsInItself()
    async throws
  {
    let options = ["mention": 1, "edit-user-page": 0, "watchlist": 1]
    let titles = [
      "mention": "Mention", "edit-user-page": "Modification de ma page utilisateur",
    ]
    let descriptions = [
      "mention": "Me prévenir quand quelqu’un fait référence à ma page utilisateur.",
      "edit-user-page": "Me prévenir quand quelqu’un modifie ma page utilisateur.",
    ]
    let transport = ScriptedTransport([
      Self.account(options, titles: titles, descriptions: descriptions),
      Self.titlesOnly(["watchlist": "Modification d’une page suivie"]),
      Self.account(options),
    ])
    let wiki = Self.wiki(transport, titlesLanguage: "fr")
    let first = try await wiki.load("en")
    let second = try await wiki.load("en")

    #expect(transport.parameters.map { $0["meta"] } == [Self.withTitles, "allmessages", Self.bare])
    let named = NotificationType.named.map(\.rawValue)
    #expect(
      transport.parameters.map { $0["ammessages"] } == [
        Self.textNames(named), Self.textNames(["watchlist"]), nil,
      ])
    // Within the API's 50 values per parameter, which would otherwise fail the whole read.
    #expect(Self.textNames(named).split(separator: "|").count <= 50)
    #expect(transport.parameters.allSatisfy { $0["amprefix"] == nil })
    #expect(transport.parameters.map { $0["amlang"] } == ["fr", "fr", nil])
    #expect(
      first.titles == [
        .mention: "Mention", .editUserPage: "Modification de ma page utilisateur",
        Self.watchlist: "Modification d’une page suivie",
      ])
    #expect(
      first.descriptions == [
        .mention: descriptions["mention"]!, .editUserPage: descriptions["edit-user-page"]!,
      ])
    #expect(second == first)
    #expect(transport.isExhausted)

    // Per type: the wiki's description where it has one, the package's English where not.
    let more = try Self.moreSection(first, .forLanguage("fr"))
    #expect(
      more.rows.map(\.label) == [
        "Modification de ma page utilisateur", "Modification d’une page suivie",
      ])
    #expect(
      more.rows.map(\.description) == [
        descriptions["edit-user-page"]!, Strings.english.text(.toggle(.typeDescriptionFromWiki)),
      ])
  }

  @Test func moreUnknownTypesThanOneReadMayNameAreAskedForInShares() async throws {
    let unknown = (1...30).map { "extension-type-\($0)" }.sorted()
    var options = ["mention": 1]
    for category in unknown { options[category] = 1 }
    let transport = ScriptedTransport([
      Self.account(options), Self.titlesOnly(["extension-type-1": "One"]),
      Self.titlesOnly(["extension-type-9": "Nine"]),
    ])
    let snapshot = try await Self.wiki(transport).load("en")
    let asked = transport.parameters.compactMap { $0["ammessages"] }
    #expect(
      asked == [
        Self.textNames(Array(unknown.prefix(25))), Self.textNames(Array(unknown.dropFirst(25))),
      ])
    #expect(
      snapshot.titles == [
        NotificationType(rawValue: "extension-type-1")!: "One",
        NotificationType(rawValue: "extension-type-9")!: "Nine",
      ])
    #expect(transport.isExhausted)
  }

  @Test func titlesAreKeptPerLanguage() async throws {
    let transport = ScriptedTransport([
      Self.account(["mention": 1], titles: ["mention": "Mention"]),
      Self.account(["mention": 1], titles: ["mention": "Menzione"]),
      Self.account(["mention": 1]),
    ])
    let client = MediaWikiClient(
      apiURL: Self.api, userAgent: "Tests/1.0 (test)", transport: transport)
    let cache = WikiTitleCache()
    let sessions = WikiSessions { _ in client }
    let live = { (language: String) in
      WikiClient.live(sessions: sessions, titlesLanguage: language, titles: cache)
    }
    let french = try await live("fr").load("en")
    let italian = try await live("it").load("en")
    let frenchAgain = try await live("fr").load("en")

    #expect(transport.parameters.map { $0["amlang"] } == ["fr", "it", nil])
    #expect(french.titles == [.mention: "Mention"])
    #expect(italian.titles == [.mention: "Menzione"])
    #expect(frenchAgain.titles == [.mention: "Mention"])
  }
}
