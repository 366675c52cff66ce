import Testing

@testable import NotificationSettings

/// The store runs a mute through the wiki client: one call per change, its answer applied, the
/// calls exactly those scripted.
@Suite("Muting through the store", .timeLimit(.minutes(1)))
@MainActor
struct MutingStoreTests {
  let fakes = Fakes()
  let clock = TestClock()

  @Test func aMuteIsOneClientCallAndItsAnswerIsShown() async {
    let lists = MutingTests.lists(global: true)
    await fakes.willReportPermission(.denied)
    await fakes.willLoad(
      .success(
        WikiSnapshot(
          userName: Fixture.user, values: Fixture.values(), hasDefaultOffMarker: true,
          offersGlobalPreferences: true, muted: lists)))
    await fakes.willMute(.success(.written([MutingTests.carol], changedSinceRead: false)))
    let store = SettingsStore(
      configuration: Fixture.configuration, language: "en",
      clients: fakes.clients(clock: clock.client))
    store.send(.appeared)
    await store.settle()
    store.send(.muteRequested(.users, names: ["Carol"]))
    await store.settle()
    let write = MuteWrite(
      userName: Fixture.user, change: .mute(.users, names: ["Carol"]), isGlobal: true,
      idsAsRead: [7])
    #expect(await fakes.wikiCalls == [.load("en"), .mute("en", write)])
    #expect(store.state.muting.lists?.users.entries == [MutingTests.bob, MutingTests.carol])
    #expect(store.state.muting.pending.isEmpty && !store.state.muting.isWriting)
    #expect(store.screen.announcements.map(\.text) == ["Muted Carol."])
    await fakes.verifyAllUsed()
  }
}
