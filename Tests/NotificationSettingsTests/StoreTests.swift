import Testing

@testable import NotificationSettings

/// The runner against scripted clients and a test clock; the request counts are the ones the
/// issue asks to be measured on the real wiki.
@Suite("Store: effects run against the clients")
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
      if index == 0 { await clock.waitForSleepers(1) }
      await clock.advance(by: .milliseconds(40))
    }
    await clock.advance(by: .milliseconds(100))
    await store.settle()
    let expected = Dictionary(uniqueKeysWithValues: types.map { ($0, true) })
    #expect(await fakes.wikiCalls == [.save("en", Fixture.write(expected))])
    #expect(await clock.sleepsStarted == 1)
    #expect(store.state.server == Fixture.allOff.merging(expected) { $1 })
    #expect(store.screen.announcements.map(\.text) == ["Notification settings saved."])
    await fakes.verifyAllUsed()
  }

  @Test func togglesDuringAnInFlightSaveAreOneFollowUpSave() async {
    let store = store(Fixture.loaded(Fixture.allOff).state)
    let gate = Gate()
    await fakes.willSave(gate: gate)
    await fakes.willSave()
    store.send(.toggleTapped(.mention))
    await clock.waitForSleepers(1)
    await clock.advance(by: .milliseconds(500))
    await gate.reached()
    store.send(.toggleTapped(.editThank))
    store.send(.toggleTapped(.reverted))
    store.send(.toggleTapped(.mention))
    #expect(store.state.inFlight?.values == [.mention: true])
    await gate.open()
    await store.settle()
    #expect(
      await fakes.wikiCalls == [
        .save("en", Fixture.write([.mention: true])),
        .save("en", Fixture.write([.editThank: true, .reverted: true, .mention: false])),
      ])
    #expect(store.state.isOn(.mention) == false)
    #expect(store.state.isOn(.editThank) == true)
    await fakes.verifyAllUsed()
  }

  @Test func aRejectedSaveRevertsAndAnnouncesTheType() async {
    let store = store(Fixture.loaded(Fixture.allOff).state)
    await fakes.willSave(.keysRejected([.mention]))
    store.send(.toggleTapped(.mention))
    await clock.waitForSleepers(1)
    await clock.advance(by: .milliseconds(500))
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
        .load("en"), .save("en", Fixture.write(Fixture.allOff, marker: true)),
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
    await clock.waitForSleepers(1)
    await clock.advance(by: .milliseconds(500))
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
}
