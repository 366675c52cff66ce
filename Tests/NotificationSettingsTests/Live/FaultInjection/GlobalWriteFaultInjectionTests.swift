import Foundation
import MediaWikiAPI
import TestSupport
import Testing

@testable import NotificationSettings

/// Fault injection on the global writes (issue 36): on the real wikis, where every choice goes
/// to GlobalPreferences (`action=globalpreferences`), that request answered by a cache's 503,
/// its answer lost with the read after it failing too (an outcome that stays unknown), and its
/// token refused (`badtoken`, once and twice). Each time the screen ends equal to what en AND de
/// hold, read back through separate sessions, and the person heard what became of the choice.
@Suite("Fault injection on global writes, on the real test wikis")
@MainActor
struct GlobalWriteFaultInjectionTests {
  let wiki: TestWiki
  init() throws { wiki = try TestWiki.load() }

  /// A global account's screen on en, over a transport that faults only what a test owes it;
  /// every choice already global (a first save carried them), so a save is one global write.
  struct Rig {
    let account: TestWiki.Account
    let transport: FaultyTransport
    let store: SettingsStore
  }

  func rig() async throws -> Rig {
    let account = try await wiki.freshAccount(prefix: "GlobalFault")
    let transport = FaultyTransport(seed: 36, rate: 0)
    let client = MediaWikiClient(
      apiURL: wiki.en.apiURL, userAgent: TestWiki.userAgent, transport: transport)
    let login = try await client.clientLogin(username: account.name, password: account.password)
    guard case .success = login else {
      throw TestWiki.Unavailable(description: "login of \(account.name) failed: \(login)")
    }
    let clients = SettingsClients.realWikis(
      sessions: WikiSessions { _ in client }, permission: .authorized, grantsRequest: true,
      token: { "36" + UUID().uuidString })
    let store = SettingsStore(
      configuration: SettingsConfiguration(
        pushTopic: "org.wikimedia.wikipedia", saveWindow: .milliseconds(50)),
      language: "en", clients: clients)
    store.send(.appeared)
    await store.settle()
    #expect(store.state.wiki.offersGlobalPreferences)
    // The first save carries every type not global yet: afterwards a save is one global write.
    store.send(.toggleTapped(.editThank))
    await store.settle()
    #expect(store.state.wiki.notYetGlobal.isEmpty)
    deliver(store)
    return Rig(account: account, transport: transport, store: store)
  }

  /// The announcements heard, delivered.
  @discardableResult
  func deliver(_ store: SettingsStore) -> [Announcement.Message] {
    let heard = store.state.announcements
    for announcement in heard { store.send(.announcementDelivered(id: announcement.id)) }
    return heard.map(\.message)
  }

  /// The screen shows what en and de both hold (every type is global: the same on each).
  func expectEveryWikiHoldsTheScreen(_ rig: Rig, _ moment: String) async throws {
    let shown = Dictionary(
      uniqueKeysWithValues: rig.store.state.wiki.offeredTypes.compactMap { type in
        rig.store.state.isOn(type).map { (type, $0) }
      })
    #expect(!shown.isEmpty)
    for site in [wiki.en, wiki.de] {
      let options = try await wiki.readOptions(of: rig.account, on: site)
      let held = WikiSnapshot(
        userInfo: UserInfo(id: 1, name: "x", isAnonymous: false, options: options)
      ).values
      for (type, value) in shown where held[type] != nil {
        #expect(held[type] == value, "\(moment): \(type) shows \(value) on \(site.language)")
      }
    }
    #expect(!rig.store.state.isSaving(.mention), "\(moment): still saving")
  }

  @Test func aGlobalWriteAnswered503IsSaidAndTheScreenShowsWhatEveryWikiHolds() async throws {
    let rig = try await rig()
    let before = rig.store.state.isOn(.mention)
    rig.transport.owe([("globalpreferences", .html503NotSent)])
    rig.store.send(.toggleTapped(.mention))
    await rig.store.settle()
    let heard = deliver(rig.store)
    #expect(rig.transport.faultCounts == [.html503NotSent: 1])
    // A 5xx may have been applied: said as unknown, then read again (it was not applied).
    #expect(heard.contains(.saveOutcomeUnknown), "\(heard)")
    #expect(!heard.contains(.saved), "\(heard)")
    #expect(rig.store.state.isOn(.mention) == before)
    try await expectEveryWikiHoldsTheScreen(rig, "after the 503")
  }

  @Test func anOutcomeThatStaysUnknownIsSaidAndARetryShowsWhatLandedEverywhere() async throws {
    let rig = try await rig()
    let chosen = !(rig.store.state.isOn(.mention) ?? true)
    // The global write lands but its answer is lost, and the read after it fails too.
    rig.transport.owe([("globalpreferences", .dropResponse), ("query", .html503NotSent)])
    rig.store.send(.toggleTapped(.mention))
    await rig.store.settle()
    let heard = deliver(rig.store)
    #expect(rig.transport.faultCounts == [.dropResponse: 1, .html503NotSent: 1])
    #expect(heard.contains(.saveOutcomeUnknown), "\(heard)")
    #expect(!heard.contains(.saved), "\(heard)")
    #expect(rig.store.state.loading.error != nil)
    // The person's retry reads what the wikis hold: the choice landed, on every wiki.
    rig.store.send(.retryTapped)
    await rig.store.settle()
    #expect(rig.store.state.loading.error == nil)
    #expect(rig.store.state.isOn(.mention) == chosen)
    #expect(rig.store.state.wiki.isGlobal(.mention))
    try await expectEveryWikiHoldsTheScreen(rig, "after the retry")
  }

  @Test func aBadTokenOnTheGlobalWriteIsRetriedOnceAndTheChoiceHoldsEverywhere() async throws {
    let rig = try await rig()
    let chosen = !(rig.store.state.isOn(.mention) ?? true)
    rig.transport.owe([("globalpreferences", .staleToken)])
    rig.store.send(.toggleTapped(.mention))
    await rig.store.settle()
    let heard = deliver(rig.store)
    #expect(rig.transport.faultCounts == [.staleToken: 1])
    #expect(heard == [.saved], "\(heard)")
    #expect(rig.store.state.isOn(.mention) == chosen)
    let global = try await wiki.readGlobalPreferences(of: rig.account)
    #expect(global[NotificationType.mention.optionName] == (chosen ? "1" : "0"))
    try await expectEveryWikiHoldsTheScreen(rig, "after one badtoken")
  }

  @Test func aBadTokenTwiceRevertsTheChoiceSaysSoAndNoWikiChanged() async throws {
    let rig = try await rig()
    let before = rig.store.state.isOn(.mention)
    let global = try await wiki.readGlobalPreferences(of: rig.account)
    rig.transport.owe([("globalpreferences", .staleToken), ("globalpreferences", .staleToken)])
    rig.store.send(.toggleTapped(.mention))
    await rig.store.settle()
    let heard = deliver(rig.store)
    #expect(rig.transport.faultCounts == [.staleToken: 2])
    #expect(
      heard.contains {
        if case .saveFailedReverted([.mention], _) = $0 { true } else { false }
      }, "\(heard)")
    #expect(rig.store.state.isOn(.mention) == before)
    #expect(try await wiki.readGlobalPreferences(of: rig.account) == global)
    try await expectEveryWikiHoldsTheScreen(rig, "after two badtokens")
  }
}
