import Testing

@testable import NotificationSettings

/// A returning editor's page: the device's last known choices at once, confirmed by one read,
/// never written back unless tapped (issue 37). Whole states and effects at every step.
@Suite("1b. Open instantly: the last known choices, confirmed by one read")
struct KnownChoicesTests {
  static let kept = KnownChoices(
    userName: Fixture.user, language: "en", values: Fixture.values(on: [.mention, .editThank]))

  /// The state right after the kept choices were restored.
  static func restored(_ known: KnownChoices = kept) -> FeatureTester {
    var t = FeatureTester(Fixture.initial())
    t.send(.knownChoicesRestored(known)) {
      $0.session = .loggedIn(userName: Fixture.user)
      $0.wiki.values = known.values
      $0.wiki.globalTypes = known.globalTypes
      $0.wiki.offersGlobalPreferences = known.offersGlobalPreferences
      $0.wiki.localExceptions = known.localExceptions
      $0.wiki.isFromDevice = true
    }
    return t
  }

  /// What every read that lands over kept choices changes: the read is out of flight, the
  /// wiki's `values` (marked) replace the device's.
  static func readLanded(_ values: [NotificationType: Bool], _ state: inout SettingsFeature.State) {
    state.loading.inFlight = nil
    state.wiki.values = values
    state.wiki.hasDefaultOffMarker = true
    state.wiki.isFromDevice = false
  }

  @Test func theKeptChoicesShowAtOnceAndTheReadConfirmsThemSilently() {
    var t = Self.restored()
    // Zero round trips: the switches are there before anything is read, under the note that
    // stays until the read answers (it does not flicker as the screen appears).
    #expect(t.state.isOn(.mention) == true && t.state.isOn(.reverted) == false)
    #expect(ScreenModel(state: t.state, strings: .english).loading?.id == "notification.checking")
    t.send(.appeared, effects: [.checkPermission, .load("en")]) {
      $0.presentation.isOnScreen = true
      $0.loading.inFlight = .init()
    }
    let screen = ScreenModel(state: t.state, strings: .english)
    #expect(screen.loading?.id == "notification.checking")
    #expect(screen.loading?.text == "Checking your notification settings with Wikipedia…")
    #expect(screen.sections.flatMap(\.rows).first { $0.type == .mention }?.isEnabled == true)
    t.send(.permissionChecked(.denied)) { $0.presentation.permission = .denied }
    // The wiki holds what was kept: nothing moves, nothing is said, nothing is written.
    t.send(.preferencesLoaded(.success(Fixture.snapshot(Self.kept.values)))) {
      Self.readLanded(Self.kept.values, &$0)
    }
    #expect(ScreenModel(state: t.state, strings: .english).loading == nil)
    #expect(t.state.knownChoicesUpdate == .keep(Self.kept))
  }

  @Test func aValueChangedOnTheWebMovesItsSwitchAndIsSaidOnce() {
    var t = Self.restored()
    t.prepare(.appeared)
    t.prepare(.permissionChecked(.denied))
    var onWiki = Self.kept.values
    onWiki[.mention] = false
    t.send(.preferencesLoaded(.success(Fixture.snapshot(onWiki)))) {
      Self.readLanded(onWiki, &$0)
      $0.announcements.queued = [
        Announcement(id: 1, message: .choicesUpdatedFromWiki, politeness: .polite)
      ]
    }
    #expect(t.state.isOn(.mention) == false)
    // The next read is an ordinary one: nothing more is said.
    t.prepare(.appBecameActive)
    t.send(.preferencesLoaded(.success(Fixture.snapshot(onWiki)))) {
      $0.loading.inFlight = nil
    }
    #expect(t.state.announcements.count == 1)
  }

  @Test func aTapBeforeTheReadWaitsForItAndIsOneWriteWithItsToken() {
    var t = Self.restored()
    t.prepare(.appeared)
    t.prepare(.permissionChecked(.authorized))
    // Tapped while checking: shown at once, sent only once the read has landed.
    t.send(.toggleTapped(.reverted)) { $0.saving.unsent = [.reverted: true] }
    t.send(.toggleTapped(.mention)) { $0.saving.unsent = [.reverted: true, .mention: false] }
    #expect(t.state.isOn(.reverted) == true && t.state.isOn(.mention) == false)
    // The wiki changed editThank on the web and already holds mention off: the person's
    // reverted goes out alone, in one write; editThank moves to the wiki's value.
    var onWiki = Self.kept.values
    onWiki[.editThank] = false
    onWiki[.mention] = false
    let write = Fixture.write([.reverted: true])
    t.send(
      .preferencesLoaded(.success(Fixture.snapshot(onWiki))),
      // The device registers only now: its subscription follows the wiki's confirmed choices.
      effects: [
        .save("en", write), .startSaveWindow(Fixture.saveWindow), .registerForDeviceToken,
      ]
    ) {
      Self.readLanded(onWiki, &$0)
      $0.saving.unsent = [:]
      $0.saving.inFlight = SaveRequest(
        kind: .toggles, values: [.reverted: true], setsDefaultOffMarker: false)
      $0.saving.isWindowOpen = true
      $0.subscriptions.registration = .fetchingToken
      $0.announcements.queued = [
        Announcement(id: 1, message: .choicesUpdatedFromWiki, politeness: .polite)
      ]
    }
  }

  @Test func aTapBeforeTheReadCarriesThatReadsValuesWithNothingToConfirm() {
    // A wiki with global preferences, nothing global yet: the tap's global write carries the
    // other types at the values the read just brought (never the kept ones), so the live
    // client has nothing to confirm with another read.
    var known = Self.kept
    known.offersGlobalPreferences = true
    var t = Self.restored(known)
    t.prepare(.appeared)
    t.prepare(.permissionChecked(.denied))
    let denied = Announcement(id: 1, message: .permissionDenied, politeness: .polite)
    t.send(.toggleTapped(.reverted)) {
      $0.saving.unsent = [.reverted: true]
      $0.announcements.queued = [denied]
    }
    var onWiki = Self.kept.values
    onWiki[.editThank] = false  // changed on the web since the last visit
    let snapshot = WikiSnapshot(
      userName: Fixture.user, values: onWiki, hasDefaultOffMarker: true,
      offersGlobalPreferences: true)
    var sent = onWiki
    sent[.reverted] = true
    let write = OptionsWrite(
      userName: Fixture.user, values: sent, globalTypes: Set(sent.keys), carriedTypes: [])
    t.send(
      .preferencesLoaded(.success(snapshot)),
      effects: [.save("en", write), .startSaveWindow(Fixture.saveWindow)]
    ) {
      Self.readLanded(onWiki, &$0)
      $0.saving.unsent = [:]
      $0.saving.inFlight = SaveRequest(
        kind: .toggles, values: sent, setsDefaultOffMarker: false, globalTypes: Set(sent.keys),
        carried: Set(sent.keys).subtracting([.reverted]))
      $0.saving.isWindowOpen = true
      $0.announcements.queued = [
        denied, Announcement(id: 2, message: .choicesUpdatedFromWiki, politeness: .polite),
      ]
    }
    #expect(write.values[.editThank] == false, "the wiki's value, not the kept one")
  }

  @Test func aTapOnlyDifferenceIsNotNewsAndNothingKeptIsCarried() {
    // Every choice this wiki's own (no global preferences): the kept mention differs from the
    // wiki's only where the person tapped it, so nothing is said; nothing is sent either.
    var t = Self.restored()
    t.prepare(.appeared)
    t.prepare(.permissionChecked(.denied))
    t.send(.toggleTapped(.mention)) { $0.saving.unsent = [.mention: false] }
    var onWiki = Self.kept.values
    onWiki[.mention] = false
    t.send(.preferencesLoaded(.success(Fixture.snapshot(onWiki)))) {
      Self.readLanded(onWiki, &$0)
      $0.saving.unsent = [:]
    }
  }

  @Test func anotherAccountsReadDropsTheKeptChoices() {
    var t = Self.restored()
    t.prepare(.appeared)
    let values = Fixture.values(on: [.reverted])
    t.send(.preferencesLoaded(.success(Fixture.snapshot(values, user: "Bob")))) {
      Self.readLanded(values, &$0)
      $0.session = .loggedIn(userName: "Bob")
      $0.announcements.queued = [
        Announcement(id: 1, message: .choicesUpdatedFromWiki, politeness: .polite)
      ]
    }
    #expect(t.state.knownChoicesUpdate.applied(to: Self.kept)?.userName == "Bob")
  }

  @Test func aSessionFoundGoneForgetsThem() {
    var t = Self.restored()
    t.prepare(.appeared)
    t.prepare(.preferencesLoaded(.success(Fixture.snapshot([:], user: nil))))
    #expect(t.state.session == .loggedOut)
    #expect(t.state.wiki == SettingsFeature.Wiki())
    #expect(t.state.knownChoicesUpdate.applied(to: Self.kept) == nil)
  }

  @Test func theyAreShownOnlyAtTheStartOnlyForThisWiki() {
    // Another language's choices, or after anything is known, are not shown.
    var t = FeatureTester(Fixture.initial(language: "de"))
    t.send(.knownChoicesRestored(Self.kept))
    var loaded = FeatureTester(Fixture.initial())
    loaded.prepare(.appeared)
    loaded.prepare(.preferencesLoaded(.success(Fixture.snapshot(Fixture.values(on: [])))))
    let before = loaded.state
    loaded.send(.knownChoicesRestored(Self.kept))
    #expect(loaded.state == before)
  }

  @Test func aLanguageChangeBeforeTheReadCopiesNothingKept() {
    var t = Self.restored()
    t.prepare(.appeared)
    let effects = t.prepare(.primaryLanguageChanged(from: "en", to: "de"))
    // The copy reads the old wiki itself: no kept value is ever written to the new one.
    #expect(!effects.contains { if case .saveCopy = $0 { true } else { false } })
    #expect(t.state.wiki.isFromDevice == false)
  }

  @Test func whatIsKeptFollowsTheAccount() {
    var state = Fixture.initial()
    #expect(state.knownChoicesUpdate == .leave)
    state.session = .loggedIn(userName: Fixture.user)
    #expect(state.knownChoicesUpdate == .keepOnlyOf(Fixture.user))
    state.wiki.values = Self.kept.values
    #expect(state.knownChoicesUpdate == .keep(Self.kept))
    state.wiki.isFromDevice = true
    #expect(state.knownChoicesUpdate == .keepOnlyOf(Fixture.user))
    for session: AccountSession in [
      .loggedOut, .temporaryAccount(userName: "~2026-1", loggingOut: false),
      .loggingOut(.waiting(userName: Fixture.user)),
    ] {
      state.session = session
      #expect(state.knownChoicesUpdate == .forget, "\(session)")
    }
    let other = KnownChoices(userName: "Bob", language: "en", values: [:])
    #expect(KnownChoicesUpdate.keepOnlyOf(Fixture.user).applied(to: other) == nil)
    #expect(KnownChoicesUpdate.keepOnlyOf(Fixture.user).applied(to: Self.kept) == Self.kept)
    #expect(KnownChoicesUpdate.leave.applied(to: other) == other)
  }

  // Found by the randomized model starting from kept choices (issue 37).

  @Test func aTapBackToAKeptValueIsStillThePersonsChoice() {
    var t = Self.restored()
    t.prepare(.appeared)
    t.prepare(.permissionChecked(.denied))
    t.send(.toggleTapped(.editThank)) { $0.saving.unsent = [.editThank: false] }
    // Back to the kept value, which the wiki may no longer hold: kept as an absolute choice.
    t.send(.toggleTapped(.editThank)) {
      $0.saving.unsent = [.editThank: true]
      $0.announcements.queued = [
        Announcement(id: 1, message: .permissionDenied, politeness: .polite)
      ]
    }
    var onWiki = Self.kept.values
    onWiki[.editThank] = false
    let write = Fixture.write([.editThank: true])
    t.send(
      .preferencesLoaded(.success(Fixture.snapshot(onWiki))),
      effects: [.save("en", write), .startSaveWindow(Fixture.saveWindow)]
    ) {
      Self.readLanded(onWiki, &$0)
      $0.saving.unsent = [:]
      $0.saving.inFlight = SaveRequest(
        kind: .toggles, values: [.editThank: true], setsDefaultOffMarker: false)
      $0.saving.isWindowOpen = true
    }
  }

  @Test func aTapBeforeTheScreenAppearedStartsTheReadItWaitsFor() {
    var t = Self.restored()
    t.send(.toggleTapped(.reverted), effects: [.requestPermission]) {
      $0.saving.awaitingPermission = .reverted
    }
    t.send(.permissionAnswered(granted: true), effects: [.load("en")]) {
      $0.saving.awaitingPermission = nil
      $0.presentation.permission = .authorized
      $0.saving.unsent = [.reverted: true]
      $0.loading.inFlight = .init()
    }
  }

  @Test func aLogoutOnKeptChoicesReadsFirstToNameTheAccount() {
    // The kept account may no longer be the session's: the logout starts as after a relaunch.
    var t = Self.restored()
    t.send(.logoutTapped, effects: [.load("en")]) {
      $0.session = .loggingOut(.waiting(userName: nil))
      $0.loading.inFlight = .init()
    }
  }

  @Test func aLanguageChangeOnKeptChoicesForgetsTheAccountTheyNamed() {
    var t = Self.restored()
    let effects = t.prepare(.primaryLanguageChanged(from: "en", to: "de"))
    #expect(t.state.session == .unknown)
    #expect(t.state.wiki == SettingsFeature.Wiki())
    #expect(effects.contains(.loadForCopy("en")), "the copy reads the old wiki itself")
  }
}
