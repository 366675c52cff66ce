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

  /// A mute let go of when the account changed may still land (a users list may apply on every
  /// wiki): the next read waits for it, so it shows what the wiki holds after it, and the mute
  /// let go of is said.
  @Test func theReadAfterAMuteLetGoOfWaitsForItToLand() async {
    let gate = Gate()
    let after = MutingTests.lists(users: [MutingTests.bob, MutingTests.carol])
    await fakes.willMute(
      .success(.written([MutingTests.carol], changedSinceRead: false)), gate: gate)
    await fakes.willReportPermission(.denied)
    await fakes.willLoad(
      .success(
        WikiSnapshot(
          userName: Fixture.user, values: Fixture.values(), hasDefaultOffMarker: true,
          muted: after)))
    var start = Fixture.loaded(permission: .denied, registration: .idle)
    start.prepare(.muting(.accountRead(MutingTests.lists())))
    let store = SettingsStore(state: start.state, clients: fakes.clients(clock: clock.client))
    store.send(.muteRequested(.users, names: ["Carol"]))
    await gate.reached()
    store.send(.loggedIn)
    // Nothing else would send the read: a moment is enough to see it wait.
    try? await Task.sleep(for: .milliseconds(200))
    let write = MuteWrite(
      userName: Fixture.user, change: .mute(.users, names: ["Carol"]), isGlobal: false,
      idsAsRead: [7])
    #expect(await fakes.wikiCalls == [.mute("en", write)], "the read went out before the mute")
    await gate.open()
    await store.settle()
    #expect(await fakes.wikiCalls == [.mute("en", write), .load("en")])
    #expect(store.state.muting.lists == after)
    #expect(
      store.screen.announcements.map(\.text) == [
        "The change to Carol in your mute lists was interrupted and may not be saved."
      ])
    await fakes.verifyAllUsed()
  }
}
