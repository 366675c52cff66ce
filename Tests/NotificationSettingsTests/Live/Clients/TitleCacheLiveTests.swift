import Foundation
import MediaWikiAPI
import TestSupport
import Testing

@testable import NotificationSettings

/// The same on the real wiki: in English no read asks for titles (the package names every type
/// the test wiki offers); in French the first read asks for them all and the second for none,
/// and the rows keep the wiki's own titles.
@Suite("Live client on the real wiki: only the titles the screen uses, read once", .serialized)
struct TitleCacheLiveTests {
  @Test func anEnglishReadOfTheRealWikiAsksForNoTitlesAndStillOffersItsOwnTwoTypes()
    async throws
  {
    let wiki = try TestWiki.load()
    let account = try await wiki.freshAccount(prefix: "T", on: [wiki.en])
    let (clients, transports) = try await wiki.loggedInClients(account, on: [wiki.en])
    let client = clients["en"]!
    let cache = WikiTitleCache()
    let live = WikiClient.live(sessions: WikiSessions { _ in client }, titles: cache)
    transports["en"]!.reset()

    let first = try await live.load("en")
    let second = try await live.load("en")

    let requests = transports["en"]!.requests
    #expect(requests.map { $0.parameters["meta"] } == [TitleCacheTests.bare, TitleCacheTests.bare])
    #expect(requests.allSatisfy { $0.parameters["ammessages"] == nil })
    #expect(first.values[.editUserPage] != nil && first.values[.dtSubscriptionArchiving] != nil)
    #expect(first.values.keys.sorted() == (try await wiki.offeredTypes(to: account, on: wiki.en)))
    #expect(first.titles.isEmpty)
    #expect(second == first)
    #expect(await cache.snapshot == WikiTitleCache.Snapshot())
  }

  @Test func theSecondFrenchReadOnTheRealWikiAsksForNoTitlesAndKeepsThem() async throws {
    let wiki = try TestWiki.load()
    let account = try await wiki.freshAccount(prefix: "T", on: [wiki.en])
    let (clients, transports) = try await wiki.loggedInClients(account, on: [wiki.en])
    let client = clients["en"]!
    let live = WikiClient.live(sessions: WikiSessions { _ in client }, titlesLanguage: "fr")
    transports["en"]!.reset()

    let first = try await live.load("en")
    let second = try await live.load("en")

    // Two round trips, as before the descriptions: they come in the first read itself.
    let requests = transports["en"]!.requests
    #expect(
      requests.map { $0.parameters["meta"] } == [
        TitleCacheTests.withTitles, TitleCacheTests.bare,
      ])
    #expect(requests.map { $0.parameters["amlang"] } == ["fr", nil])
    #expect(first.titles[.editUserPage] == "Modification de ma page utilisateur")
    #expect(first.titles[.dtSubscriptionArchiving] == "Archivage de la page de discussion")
    #expect(
      first.descriptions[.editUserPage]
        == "Me prévenir quand quelqu’un modifie ma page utilisateur.")
    #expect(
      first.descriptions[.editUserTalk]
        == "Me prévenir quand quelqu’un modifie ma page de discussion.")
    // Echo describes every type the wiki offers, in French.
    #expect(Set(first.descriptions.keys) == Set(first.values.keys))
    #expect(second.titles == first.titles)
    #expect(second.descriptions == first.descriptions)
    #expect(second.values == first.values)
    #expect(second.values.keys.sorted() == (try await wiki.offeredTypes(to: account, on: wiki.en)))
  }

  /// Spanish, which the package does not ship either, on the German wiki: every switch of the
  /// screen is worded by the wiki, its hint included; German, which the package ships, asks the
  /// wiki for nothing.
  @Test func aSpanishScreenOnTheRealWikiHasTheWikisWordsForEverySwitchInOneRead() async throws {
    let wiki = try TestWiki.load()
    let account = try await wiki.freshAccount(prefix: "T", on: [wiki.de])
    let (clients, transports) = try await wiki.loggedInClients(account, on: [wiki.de])
    let client = clients["de"]!
    transports["de"]!.reset()

    let spanish = try await WikiClient.live(
      sessions: WikiSessions { _ in client }, titlesLanguage: "es"
    ).load("de")
    let german = try await WikiClient.live(sessions: WikiSessions { _ in client }).load("de")

    let requests = transports["de"]!.requests
    #expect(
      requests.map { $0.parameters["meta"] } == [
        TitleCacheTests.withTitles, TitleCacheTests.bare,
      ])
    #expect(requests.map { $0.parameters["amlang"] } == ["es", nil])
    #expect(german.titles.isEmpty && german.descriptions.isEmpty)

    var snapshot = spanish
    snapshot.userName = Fixture.user
    snapshot.hasDefaultOffMarker = true
    let screen = ScreenModel(state: RealEcho.loaded(snapshot).state, strings: .forLanguage("es"))
    let rows = screen.sections.flatMap(\.rows)
    #expect(rows.count == spanish.values.count)
    for row in rows {
      #expect(row.label == spanish.titles[row.type], "\(row.type)")
      #expect(row.description == spanish.descriptions[row.type], "\(row.type)")
    }
    #expect(
      rows.first { $0.type == .editUserPage }?.description
        == "Notificarme cuando alguien edite mi página de usuario.")
  }

  /// The follow-up read of a type's texts, in German, straight from the real wiki.
  @Test func theRealWikiDescribesATypeInGerman() async throws {
    let wiki = try TestWiki.load()
    let messages = try await wiki.client(wiki.de).categoryTitles(
      ["edit-user-page", "no-such-category"], messagesLanguage: "de")
    #expect(
      messages == [
        "echo-category-title-edit-user-page": "Bearbeitung auf meiner Benutzerseite",
        "echo-pref-tooltip-edit-user-page":
          "Benachrichtige mich, wenn jemand meine Benutzerseite bearbeitet.",
      ])
  }
}
