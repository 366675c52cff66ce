import Testing

@testable import NotificationSettings

/// The runner against scripted clients and a test clock; the request counts are the ones the
/// issue asks to be measured on the real wiki. A test waits for the sleeps it expects, so a
/// regression that starts fewer would hang it: the time limit turns that into a failure.
@Suite("Store: effects run against the clients", .timeLimit(.minutes(1)))
@MainActor
struct StoreTests {
  let fakes = Fakes()
  let clock = TestClock()

  func store(_ state: SettingsFeature.State) -> SettingsStore {
    SettingsStore(state: state, clients: fakes.clients(clock: clock.client))
  }

  @Test func openingTheScreenIsOneRequest() async {
    await fakes.willReportPermission(.denied)
    await fakes.willLoad(.success(Fixture.snapshot(Fixture.values(on: [.mention]))))
    let store = SettingsStore(
      configuration: Fixture.configuration, language: "en",
      clients: fakes.clients(clock: clock.client))
    store.send(.appeared)
    await store.settle()
    #expect(await fakes.wikiCalls == [.load("en")])
    #expect(store.state.session == .loggedIn(userName: Fixture.user))
    #expect(store.screen.sections.flatMap(\.rows).count == 16)
    #expect(store.screen.banners.map(\.id) == ["notification.banner.permission-denied"])
    await fakes.verifyAllUsed()
  }

  @Test func tenTogglesWithinTheWindowAreOneSave() async {
    let store = store(Fixture.loaded(Fixture.allOff).state)
    await fakes.willSave()
    let types = Array(NotificationType.allCases.prefix(10))
    for (index, type) in types.enumerated() {
      store.send(.toggleTapped(type))
      // Each tap restarts the window; the first also starts the deadline.
      await clock.waitForSleepsStarted(index + 2)
      await clock.advance(by: .milliseconds(40))
    }
    // The last tap's window elapses, then the deadline (its sleep must end for `settle`).
    await clock.advance(by: Fixture.saveWindow)
    await clock.advance(by: Fixture.maximumSaveDelay)
    await store.settle()
    let expected = Dictionary(uniqueKeysWithValues: types.map { ($0, true) })
    #expect(await fakes.wikiCalls == [.save("en", Fixture.write(expected))])
    #expect(await clock.sleepsStarted == types.count + 1)
    #expect(store.state.server == Fixture.allOff.merging(expected) { $1 })
    #expect(store.screen.announcements.map(\.text) == ["Notification settings saved."])
    await fakes.verifyAllUsed()
  }

  @Test func tenTapsEach100msApartAreOneSaveAfterTheLastTapsWindow() async {
    let store = store(Fixture.loaded(Fixture.allOff).state)
    let gate = Gate()
    await fakes.willSave(gate: gate)
    let types = Array(NotificationType.allCases.prefix(10))
    for (index, type) in types.enumerated() {
      if index > 0 { await clock.advance(by: .milliseconds(100)) }
      store.send(.toggleTapped(type))
      await clock.waitForSleepsStarted(index + 2)
    }
    // The last tap came at 900 ms: its window ends at 1400 ms, before the deadline at 2000 ms.
    // A fixed window would have sent the first five taps at 500 ms.
    await clock.advance(by: Fixture.saveWindow)
    await gate.reached()
    let expected = Dictionary(uniqueKeysWithValues: types.map { ($0, true) })
    #expect(await fakes.wikiCalls == [.save("en", Fixture.write(expected))])
    #expect(store.state.saveWindow == nil && store.state.saveDeadline == nil)
    await gate.open()
    // The deadline elapses after the save and sends nothing more.
    await clock.advance(by: .milliseconds(600))
    await store.settle()
    #expect(await fakes.wikiCalls == [.save("en", Fixture.write(expected))])
    #expect(await clock.sleepsStarted == types.count + 1)
    #expect(store.state.server == Fixture.allOff.merging(expected) { $1 })
    #expect(store.state.unsent.isEmpty && store.state.inFlight == nil)
    #expect(store.screen.announcements.map(\.text) == ["Notification settings saved."])
    await fakes.verifyAllUsed()
  }

  @Test func aBurstThatNeverPausesIsSentAtTheDeadlineAndATapDuringThatSaveFollowsIt() async {
    let store = store(Fixture.loaded(Fixture.allOff).state)
    let gate = Gate()
    await fakes.willSave(gate: gate)
    await fakes.willSave()
    // Seven taps 300 ms apart (0 … 1800 ms): no window of 500 ms ever elapses before the next.
    let types = Array(NotificationType.allCases.prefix(7))
    for (index, type) in types.enumerated() {
      if index > 0 { await clock.advance(by: .milliseconds(300)) }
      store.send(.toggleTapped(type))
      await clock.waitForSleepsStarted(index + 2)
    }
    // At 2000 ms the deadline sends all seven, while the last tap's window is still open.
    await clock.advance(by: .milliseconds(200))
    await gate.reached()
    let burst = Dictionary(uniqueKeysWithValues: types.map { ($0, true) })
    #expect(await fakes.wikiCalls == [.save("en", Fixture.write(burst))])
    // A tap while that save is in flight waits for its answer, without a window of its own.
    await clock.advance(by: .milliseconds(100))
    store.send(.toggleTapped(.loginFail))
    #expect(store.state.unsent == [.loginFail: true])
    await gate.open()
    // The last window of the burst elapses (2300 ms) and sends nothing by itself.
    await clock.advance(by: .milliseconds(200))
    await store.settle()
    #expect(
      await fakes.wikiCalls == [
        .save("en", Fixture.write(burst)), .save("en", Fixture.write([.loginFail: true])),
      ])
    #expect(await clock.sleepsStarted == types.count + 1)
    let saved = Fixture.allOff.merging(burst) { $1 }.merging([.loginFail: true]) { $1 }
    #expect(store.state.server == saved)
    #expect(store.state.unsent.isEmpty && store.state.inFlight == nil)
    await fakes.verifyAllUsed()
  }

  @Test func togglesDuringAnInFlightSaveAreOneFollowUpSave() async {
    let store = store(Fixture.loaded(Fixture.allOff).state)
    let gate = Gate()
    await fakes.willSave(gate: gate)
    await fakes.willSave()
    store.send(.toggleTapped(.mention))
    await clock.waitForSleepsStarted(2)  // the window and the deadline
    await clock.advance(by: Fixture.saveWindow)
    await gate.reached()
    store.send(.toggleTapped(.editThank))
    store.send(.toggleTapped(.reverted))
    store.send(.toggleTapped(.mention))
    #expect(store.state.inFlight?.values == [.mention: true])
    await gate.open()
    await clock.advance(by: Fixture.maximumSaveDelay)  // the deadline, stale by now
    await store.settle()
    #expect(
      await fakes.wikiCalls == [
        .save("en", Fixture.write([.mention: true])),
        .save("en", Fixture.write([.editThank: true, .reverted: true, .mention: false])),
      ])
    // The follow-up went out on the answer: the taps during the save started no sleeps.
    #expect(await clock.sleepsStarted == 2)
    #expect(store.state.isOn(.mention) == false)
    #expect(store.state.isOn(.editThank) == true)
    await fakes.verifyAllUsed()
  }

  @Test func aRejectedSaveRevertsAndAnnouncesTheType() async {
    let store = store(Fixture.loaded(Fixture.allOff).state)
    await fakes.willSave(.keysRejected([.mention]))
    store.send(.toggleTapped(.mention))
    await clock.waitForSleepsStarted(2)
    await clock.advance(by: Fixture.saveWindow)
    await clock.advance(by: Fixture.maximumSaveDelay)
    await store.settle()
    #expect(store.state.isOn(.mention) == false)
    #expect(
      store.screen.announcements.map(\.text) == [
        "Couldn't save Mention, so the previous setting is shown again. "
          + "Wikipedia didn't accept this setting."
      ])
    await fakes.verifyAllUsed()
  }

  @Test func theFirstLoginDefaultOffIsOneWrite() async {
    let store = store(Fixture.initial())
    await fakes.willReportPermission(.notDetermined)
    await fakes.willLoad(.success(Fixture.snapshot(Fixture.allOn, marker: false)))
    await fakes.willSave()
    store.send(.loggedIn(userName: Fixture.user))
    await store.settle()
    #expect(
      await fakes.wikiCalls == [
        .load("en"), .save("en", Fixture.resetWrite(Fixture.allOff)),
      ])
    #expect(store.state.server == Fixture.allOff)
    await fakes.verifyAllUsed()
  }

  @Test func grantingPermissionOnTheFirstToggleSavesAndSubscribes() async {
    let store = store(
      Fixture.loaded(Fixture.allOff, permission: .notDetermined, registration: .idle).state)
    await fakes.willAnswerPermission(true)
    await fakes.willGiveToken(.success(Fixture.token))
    await fakes.willSubscribe(.success(.created))
    await fakes.willSave()
    store.send(.toggleTapped(.mention))
    await clock.waitForSleepsStarted(2)
    await clock.advance(by: Fixture.saveWindow)
    await clock.advance(by: Fixture.maximumSaveDelay)
    await store.settle()
    let calls = await fakes.calls
    #expect(calls.first == .permissionRequest)
    #expect(calls.contains(.save("en", Fixture.write([.mention: true]))))
    #expect(
      calls.contains(
        .subscribe("en", PushSubscription(deviceToken: Fixture.token, topic: Fixture.topic))))
    let record = DeviceRecord(
      registered: DeviceSubscription(deviceToken: Fixture.token, userName: Fixture.user))
    #expect(
      calls.last(where: { if case .persist = $0 { return true } else { return false } })
        == .persist(record))
    #expect(store.state.registration == .registered(token: Fixture.token))
    await fakes.verifyAllUsed()
  }

  @Test func logoutUnsubscribesBeforeTheSessionEnds() async {
    let store = store(Fixture.loaded().state)
    await fakes.willUnsubscribe(.success(.deleted))
    await fakes.willLogout()
    store.send(.logoutTapped)
    await store.settle()
    #expect(await fakes.wikiCalls == [.unsubscribe("en", Fixture.token), .logout("en")])
    #expect(await fakes.calls.contains(.persist(DeviceRecord())))
    #expect(store.state.session == .loggedOut)
    await fakes.verifyAllUsed()
  }

  @Test func aLanguageChangeIsOneReadAndOneWrite() async {
    let store = store(Fixture.loaded(Fixture.values(on: [.mention])).state)
    await fakes.willLoad(.success(Fixture.snapshot(Fixture.allOn, marker: false)))
    await fakes.willSave()
    store.send(.primaryLanguageChanged(from: "en", to: "de"))
    await store.settle()
    #expect(
      await fakes.wikiCalls == [
        .load("de"), .save("de", Fixture.write(Fixture.values(on: [.mention]), marker: true)),
      ])
    #expect(store.state.server == Fixture.values(on: [.mention]))
    await fakes.verifyAllUsed()
  }

  @Test func navigationGoesToTheClient() async {
    let store = store(Fixture.loaded().state)
    store.send(.openSettingsTapped)
    store.send(.helpPageTapped)
    store.send(.logInTapped)
    await store.settle()
    #expect(
      Set(await fakes.calls.map { "\($0)" })
        == Set(
          [Call.openSettings, .openURL(Configuration.defaultHelpPageURL), .showLogin].map {
            "\($0)"
          }))
  }

  @Test func aSentSaveCancelsItsWindowsSoSettlingWaitsForNoTimer() async {
    let store = store(Fixture.loaded(Fixture.allOff).state)
    await fakes.willSave()
    store.send(.toggleTapped(.mention))
    store.send(.toggleTapped(.editThank))
    await clock.waitForSleepsStarted(3)
    await clock.advance(by: .milliseconds(500))
    // The first window (restarted) and the 2 s deadline (save sent) are cancelled: settling
    // returns without time moving on. Before, it waited the deadline out.
    await store.settle()
    #expect(
      await fakes.wikiCalls == [.save("en", Fixture.write([.mention: true, .editThank: true]))])
    #expect(store.state.saveWindow == nil)
    #expect(store.state.saveDeadline == nil)
    await fakes.verifyAllUsed()
  }
}
