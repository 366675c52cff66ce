import Testing

@testable import NotificationSettings

@Suite("3. Permission on the first toggle")
struct PermissionTests {
  @Test func turningOnAsksFirstAndCompletesTheToggleWhenGranted() {
    var t = Fixture.loaded(permission: .notDetermined, registration: .idle)
    t.send(.toggleTapped(.editThank), effects: [.requestPermission]) {
      $0.saving.awaitingPermission = .editThank
    }
    // While the question is up the switches are disabled, and a tap changes nothing.
    t.send(.toggleTapped(.reverted))
    t.send(
      .permissionAnswered(granted: true),
      effects: [
        .save("en", Fixture.write([.editThank: true])),
        .startSaveWindow(Fixture.saveWindow),
        .registerForDeviceToken,
      ]
    ) {
      $0.saving.awaitingPermission = nil
      $0.presentation.permission = .authorized
      $0.saving.inFlight = SaveRequest(
        kind: .toggles, values: [.editThank: true], setsDefaultOffMarker: false)
      $0.saving.isWindowOpen = true
      $0.subscriptions.registration = .fetchingToken
    }
  }

  @Test func aDeniedAnswerLeavesTheToggleOffAndExplains() {
    var t = Fixture.loaded(permission: .notDetermined, registration: .idle)
    t.prepare(.toggleTapped(.editThank))
    t.send(.permissionAnswered(granted: false)) {
      $0.saving.awaitingPermission = nil
      $0.presentation.permission = .denied
      $0.announcements.queued = [
        Announcement(id: 1, message: .permissionDenied, politeness: .assertive)
      ]
    }
    #expect(t.state.isOn(.editThank) == false)
    let screen = ScreenModel(state: t.state, strings: .english)
    #expect(screen.banners.map(\.id) == ["notification.banner.permission-denied"])
    #expect(screen.banners.first?.actions.map(\.event) == [.openSettingsTapped])
    t.send(.openSettingsTapped, effects: [.open(.systemSettings)])
  }

  @Test func anUncheckedPermissionIsAskedForToo() {
    var t = FeatureTester(Fixture.initial())
    t.prepare(.appeared)
    t.prepare(.preferencesLoaded(.success(Fixture.snapshot(Fixture.values()))))
    t.send(.toggleTapped(.mention), effects: [.requestPermission]) {
      $0.saving.awaitingPermission = .mention
    }
  }

  @Test func turningOffNeverAsks() {
    var t = Fixture.loaded(permission: .notDetermined, registration: .idle)
    t.send(
      .toggleTapped(.mention),
      effects: [
        .save("en", Fixture.write([.mention: false])),
        .startSaveWindow(Fixture.saveWindow),
      ]
    ) {
      $0.saving.inFlight = SaveRequest(
        kind: .toggles, values: [.mention: false], setsDefaultOffMarker: false)
      $0.saving.isWindowOpen = true
    }
  }

  @Test func turningOnWhileDeniedSavesTheAccountChoiceAndSaysWhyNothingArrives() {
    var t = Fixture.loaded(permission: .denied, registration: .idle)
    t.send(
      .toggleTapped(.editThank),
      effects: [
        .save("en", Fixture.write([.editThank: true])),
        .startSaveWindow(Fixture.saveWindow),
      ]
    ) {
      $0.announcements.queued = [
        Announcement(id: 1, message: .permissionDenied, politeness: .polite)
      ]
      $0.saving.inFlight = SaveRequest(
        kind: .toggles, values: [.editThank: true], setsDefaultOffMarker: false)
      $0.saving.isWindowOpen = true
    }
  }

  /// Notifications turned off in the system settings while the app was away change
  /// the screen under the person's focus, so the change is announced (the first check is not).
  @Test func aPermissionWithdrawnInSettingsIsAnnounced() {
    var t = Fixture.loaded(permission: .authorized)
    t.send(.appBecameActive, effects: [.checkPermission, .load("en")]) {
      $0.loading.inFlight = .init()
    }
    t.send(.permissionChecked(.denied)) {
      $0.presentation.permission = .denied
      $0.announcements.queued = [
        Announcement(id: 1, message: .permissionDenied, politeness: .assertive)
      ]
    }
    // Checked again and still denied: nothing new to say.
    t.send(.permissionChecked(.denied))
  }

  @Test func theForegroundRechecksAndAGrantInSettingsRegisters() {
    var t = Fixture.loaded(permission: .denied, registration: .idle)
    t.prepare(.disappeared)
    t.send(.appBecameActive, effects: [.checkPermission])
    t.send(.permissionChecked(.authorized), effects: [.registerForDeviceToken]) {
      $0.presentation.permission = .authorized
      $0.subscriptions.registration = .fetchingToken
    }
    #expect(ScreenModel(state: t.state, strings: .english).banners.isEmpty)
  }
}
