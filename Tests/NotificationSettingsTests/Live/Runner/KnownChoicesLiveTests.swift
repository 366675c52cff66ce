import Foundation
import MediaWikiAPI
import TestSupport
import Testing

@testable import NotificationSettings

/// Open instantly, on the real test wikis (issue 37): a returning editor's switches come from the
/// device at once, one read confirms them, a value changed on the web in between moves its
/// switch and is said once, and nothing the device kept is ever written back. The server is
/// read back after each visit.
@Suite("Open instantly: the last known choices on the real test wikis", .serialized)
@MainActor
struct KnownChoicesLiveTests {
  let wiki: TestWiki
  init() throws { wiki = try TestWiki.load() }

  /// One visit of the screen: a new store over the same logged-in session and the same kept
  /// choices, as when the app starts again.
  struct Visit {
    let store: SettingsStore
    let transport: RecordingTransport

    var actions: [String] { transport.requests.map(\.action) }
  }

  func visit(
    _ client: MediaWikiClient, _ transport: RecordingTransport, kept: LockedBox<KnownChoices?>
  ) -> Visit {
    transport.reset()
    var clients = SettingsClients.realWikis(
      sessions: WikiSessions { _ in client }, permission: .denied, grantsRequest: false,
      token: { "5eed" + UUID().uuidString })
    clients.knownChoices = KnownChoicesClient(
      load: { kept.value }, save: { choices in kept.value = choices })
    let store = SettingsStore(
      configuration: SettingsConfiguration(pushTopic: "org.wikimedia.wikipedia"), language: "en",
      clients: clients)
    return Visit(store: store, transport: transport)
  }

  func serverValues(_ account: TestWiki.Account) async throws -> [NotificationType: Bool] {
    try await wiki.notificationValues(of: account, on: wiki.en)
  }

  func shown(_ store: SettingsStore) -> [NotificationType: Bool] {
    Dictionary(
      uniqueKeysWithValues: store.state.wiki.offeredTypes.compactMap { type in
        store.state.isOn(type).map { (type, $0) }
      })
  }

  /// The web's change of `type` to `value` on en, as the person would make it in
  /// Special:Preferences in a browser (its own session).
  func changeOnTheWeb(_ type: NotificationType, _ value: Bool, of account: TestWiki.Account)
    async throws
  {
    let web = try await wiki.loggedInClients(account, on: [wiki.en]).clients["en"]!
    let result = try await web.setOptions(
      [(name: type.optionName, value: value)], assertUser: account.name)
    #expect(result.allStored, "\(result)")
  }

  @Test func aValueChangedOnTheWebBetweenVisitsMovesItsSwitchOnceAndNothingStaleIsWritten()
    async throws
  {
    let account = try await wiki.freshAccount(on: [wiki.en, wiki.de])
    let (clients, transports) = try await wiki.loggedInClients(account, on: [wiki.en])
    let client = clients["en"]!
    let transport = transports["en"]!
    let kept = LockedBox<KnownChoices?>(nil)

    // First visit: nothing kept, so the spinner and one read, as before; then kept.
    let first = visit(client, transport, kept: kept)
    #expect(first.store.state.wiki.values == nil)
    first.store.send(.appeared)
    #expect(first.store.screen.loading?.id == "notification.loading")
    await first.store.settle()
    #expect(first.actions == ["query"])
    let firstShown = shown(first.store)
    #expect(firstShown[.mention] == true)
    #expect(kept.value?.userName == account.name)
    #expect(kept.value?.values == firstShown)

    try await changeOnTheWeb(.mention, false, of: account)

    // Second visit: the kept switches at once, with nothing sent yet.
    let second = visit(client, transport, kept: kept)
    #expect(shown(second.store) == firstShown)
    #expect(second.store.screen.sections.flatMap(\.rows).count == firstShown.count)
    #expect(second.actions.isEmpty, "first paint after 0 round trips")
    second.store.send(.appeared)
    #expect(second.store.screen.loading?.id == "notification.checking")
    await second.store.settle()
    // Confirmed by one read: the switch moved to the wiki's value, said once, politely.
    #expect(second.actions == ["query"])
    #expect(second.store.state.isOn(.mention) == false)
    #expect(second.store.screen.loading == nil)
    #expect(
      second.store.state.announcements.map(\.message) == [.choicesUpdatedFromWiki])
    #expect(
      second.store.screen.announcements.map(\.text) == [
        "Your notification settings were updated from Wikipedia."
      ])
    // The server still holds the web's choice, and every other value as it was: nothing the
    // device kept was written.
    var expected = firstShown
    expected[.mention] = false
    #expect(try await serverValues(account) == expected)
    #expect(try await wiki.readGlobalPreferences(of: account) == [:])
    #expect(kept.value?.values == expected)
  }

  @Test func aTapWhileCheckingIsOneWriteOfTheReadsValuesInAll() async throws {
    let account = try await wiki.freshAccount(on: [wiki.en, wiki.de])
    let (clients, transports) = try await wiki.loggedInClients(account, on: [wiki.en])
    let kept = LockedBox<KnownChoices?>(nil)
    let first = visit(clients["en"]!, transports["en"]!, kept: kept)
    first.store.send(.appeared)
    await first.store.settle()
    let firstShown = shown(first.store)
    #expect(firstShown[.editThank] == true && firstShown[.reverted] == true)

    try await changeOnTheWeb(.editThank, false, of: account)

    let second = visit(clients["en"]!, transports["en"]!, kept: kept)
    second.store.send(.appeared)
    // Tapped before the read answered: shown at once, sent with the read's token.
    second.store.send(.toggleTapped(.reverted))
    #expect(second.store.state.isOn(.reverted) == false)
    await second.store.settle()
    // One read and one write in all (the write, global, carries the other types at the values
    // the read brought: nothing left to confirm).
    #expect(second.actions == ["query", "globalpreferences"])
    #expect(second.store.state.saving.error == nil)
    var expected = firstShown
    expected[.editThank] = false  // the web's, never the kept true
    expected[.reverted] = false  // the person's tap
    #expect(try await serverValues(account) == expected)
    #expect(shown(second.store) == expected)
    let global = try await wiki.readGlobalPreferences(of: account)
    #expect(global[NotificationType.editThank.optionName] == "0")
    #expect(global[NotificationType.reverted.optionName] == "0")
    #expect(
      second.store.state.announcements.map(\.message) == [.choicesUpdatedFromWiki, .saved])
  }
}
