import Testing

@testable import NotificationSettings

@Suite("5. Saving: coalesced, one in flight, exact rollback")
struct SavingTests {
  static let window = Duration.milliseconds(500)

  @Test func aToggleShowsAtOnceAndIsSavedWhenTheWindowElapses() {
    var t = Fixture.loaded()
    t.send(.toggleTapped(.editThank), effects: [.startSaveWindow(id: 2, Self.window)]) {
      $0.unsent = [.editThank: true]
      $0.saveWindow = 2
      $0.nextID = 3
    }
    #expect(t.state.isOn(.editThank) == true)
    #expect(t.state.isSaving(.editThank))
    t.send(.toggleTapped(.mention)) { $0.unsent[.mention] = false }
    t.send(
      .saveWindowElapsed(id: 2),
      effects: [.save("en", Fixture.write([.editThank: true, .mention: false]), id: 3)]
    ) {
      $0.saveWindow = nil
      $0.unsent = [:]
      $0.inFlight = SaveRequest(
        id: 3, kind: .toggles, values: [.editThank: true, .mention: false],
        setsDefaultOffMarker: false)
      $0.nextID = 4
    }
    t.send(.saveFinished(id: 3, error: nil)) {
      $0.inFlight = nil
      $0.server?[.editThank] = true
      $0.server?[.mention] = false
      $0.announcements = [Announcement(id: 4, message: .saved, politeness: .polite)]
      $0.nextID = 5
    }
  }

  @Test func aToggleBackToTheServerValueSendsNothing() {
    var t = Fixture.loaded()
    t.prepare(.toggleTapped(.editThank))
    t.send(.toggleTapped(.editThank)) { $0.unsent = [:] }
    t.send(.saveWindowElapsed(id: 2)) { $0.saveWindow = nil }
  }

  @Test func togglesDuringASaveGoOutTogetherAsOneFollowUp() {
    var t = Fixture.loaded()
    t.prepare(.toggleTapped(.editThank))
    t.prepare(.saveWindowElapsed(id: 2))  // save 3 in flight: editThank on
    // No window opens while a save is in flight, and no second save starts.
    t.send(.toggleTapped(.reverted)) { $0.unsent = [.reverted: true] }
    t.send(.toggleTapped(.loginFail)) { $0.unsent[.loginFail] = true }
    t.send(.toggleTapped(.editThank)) { $0.unsent[.editThank] = false }
    t.send(
      .saveFinished(id: 3, error: nil),
      effects: [
        .save("en", Fixture.write([.reverted: true, .loginFail: true, .editThank: false]), id: 5)
      ]
    ) {
      $0.server?[.editThank] = true
      $0.announcements = [Announcement(id: 4, message: .saved, politeness: .polite)]
      $0.unsent = [:]
      $0.inFlight = SaveRequest(
        id: 5, kind: .toggles, values: [.reverted: true, .loginFail: true, .editThank: false],
        setsDefaultOffMarker: false)
      $0.nextID = 6
    }
  }

  @Test func aDefiniteFailureResetsExactlyTheTogglesNotChangedSince() {
    var t = Fixture.loaded()
    t.prepare(.toggleTapped(.editThank))
    t.prepare(.toggleTapped(.reverted))
    t.prepare(.saveWindowElapsed(id: 2))  // save 3: editThank on, reverted on
    t.prepare(.toggleTapped(.reverted))  // changed again since: reverted off
    t.prepare(.toggleTapped(.reverted))  // and on again: still a change made since
    let failure = WikiFailure.apiError(code: "readonly", info: "The wiki is read-only")
    t.send(
      .saveFinished(id: 3, error: failure),
      effects: [.save("en", Fixture.write([.reverted: true]), id: 5)]
    ) {
      $0.announcements = [
        Announcement(
          id: 4, message: .saveFailedReverted([.editThank], failure), politeness: .assertive)
      ]
      $0.saveError = SaveError(outcome: .reverted([.editThank]), failure: failure)
      $0.unsent = [:]
      $0.inFlight = SaveRequest(
        id: 5, kind: .toggles, values: [.reverted: true], setsDefaultOffMarker: false)
      $0.nextID = 6
    }
    #expect(t.state.isOn(.editThank) == false)
    #expect(t.state.isOn(.reverted) == true)
    // A later success clears the banner.
    t.send(.saveFinished(id: 5, error: nil)) {
      $0.inFlight = nil
      $0.server?[.reverted] = true
      $0.saveError = nil
      $0.announcements.append(Announcement(id: 6, message: .saved, politeness: .polite))
      $0.nextID = 7
    }
  }

  @Test func rejectedKeysResetOnlyThoseKeys() {
    var t = Fixture.loaded()
    t.prepare(.toggleTapped(.editThank))
    t.prepare(.toggleTapped(.mention))
    t.prepare(.saveWindowElapsed(id: 2))  // save 3: editThank on, mention off
    let failure = WikiFailure.keysRejected([.editThank])
    t.send(.saveFinished(id: 3, error: failure)) {
      $0.inFlight = nil
      $0.server?[.mention] = false
      $0.saveError = SaveError(outcome: .reverted([.editThank]), failure: failure)
      $0.announcements = [
        Announcement(
          id: 4, message: .saveFailedReverted([.editThank], failure), politeness: .assertive)
      ]
      $0.nextID = 5
    }
    #expect(t.state.isOn(.editThank) == false)
    #expect(t.state.isOn(.mention) == false)
  }

  @Test func aFailureOfTogglesAllChangedSinceSaysTheNewerChoiceIsSent() {
    var t = Fixture.loaded()
    t.prepare(.toggleTapped(.editThank))
    t.prepare(.saveWindowElapsed(id: 2))
    t.prepare(.toggleTapped(.editThank))  // back off during the save
    let failure = WikiFailure.unreachable(detail: "offline")
    t.send(.saveFinished(id: 3, error: failure)) {
      $0.inFlight = nil
      // Off is what the wiki holds, so nothing is left to send.
      $0.unsent = [:]
      $0.saveError = SaveError(outcome: .superseded([.editThank]), failure: failure)
      $0.announcements = [
        Announcement(
          id: 4, message: .saveFailedSuperseded([.editThank], failure), politeness: .assertive)
      ]
      $0.nextID = 5
    }
  }

  @Test func anAmbiguousFailureRereadsAndShowsWhatTheWikiHolds() {
    var t = Fixture.loaded()
    t.prepare(.toggleTapped(.editThank))
    t.prepare(.saveWindowElapsed(id: 2))
    let failure = WikiFailure.outcomeUnknown(detail: "connection reset")
    t.send(.saveFinished(id: 3, error: failure), effects: [.load("en", id: 5)]) {
      $0.inFlight = nil
      $0.saveError = SaveError(outcome: .outcomeUnknown, failure: failure)
      $0.announcements = [Announcement(id: 4, message: .saveOutcomeUnknown, politeness: .assertive)]
      $0.loadInFlight = .init(id: 5, language: "en", purpose: .screen)
      $0.nextID = 6
    }
    #expect(t.state.isOn(.editThank) == false)
    let held = Fixture.values(on: [.mention, .editThank])
    t.send(.preferencesLoaded(id: 5, .success(Fixture.snapshot(held)))) {
      $0.loadInFlight = nil
      $0.server = held
    }
    #expect(t.state.isOn(.editThank) == true)
  }

  @Test func notLoggedInWhileSavingShowsTheLoggedOutState() {
    var t = Fixture.loaded()
    t.prepare(.toggleTapped(.editThank))
    t.prepare(.saveWindowElapsed(id: 2))
    t.send(.saveFinished(id: 3, error: .notLoggedIn)) {
      $0.resetAccount()
      $0.session = .loggedOut
      $0.announcements = [Announcement(id: 4, message: .loggedOut, politeness: .assertive)]
      $0.nextID = 5
    }
  }

  @Test func theFirstChoiceOnAWikiWithoutTheMarkerSetsIt() {
    var t = Fixture.loaded(marker: false)
    t.prepare(.toggleTapped(.editThank))
    t.send(
      .saveWindowElapsed(id: 2),
      effects: [.save("en", Fixture.write([.editThank: true], marker: true), id: 3)]
    ) {
      $0.saveWindow = nil
      $0.unsent = [:]
      $0.inFlight = SaveRequest(
        id: 3, kind: .toggles, values: [.editThank: true], setsDefaultOffMarker: true)
      $0.nextID = 4
    }
    t.prepare(.saveFinished(id: 3, error: nil))
    #expect(t.state.hasDefaultOffMarker)
  }

  @Test func aStaleWindowOrAnswerChangesNothing() {
    var t = Fixture.loaded()
    t.prepare(.toggleTapped(.editThank))
    t.send(.saveWindowElapsed(id: 99))
    t.send(.saveFinished(id: 99, error: nil))
  }

  @Test func untouchedTypesAreNotOfferedWhenTheWikiLacksThem() {
    let offered: [NotificationType] = [.editThank, .mention]
    var t = Fixture.loaded(Fixture.values(on: [], offered: offered), registration: .idle)
    t.send(.toggleTapped(.loginFail))
    #expect(t.state.offeredTypes == offered)
  }
}

@Suite("6. Default off at the first login")
struct DefaultOffTests {
  func loggedInAndLoaded(marker: Bool, policy: Bool = true) -> (
    FeatureTester, [SettingsFeature.Effect]
  ) {
    var state = Fixture.initial()
    state.configuration.turnsTypesOffAtFirstLogin = policy
    var t = FeatureTester(state)
    t.prepare(.appeared)
    t.prepare(.permissionChecked(.authorized))
    t.prepare(.loggedIn(userName: Fixture.user))  // read 2
    let effects = t.prepare(
      .preferencesLoaded(
        id: 2,
        .success(Fixture.snapshot(Fixture.values(on: [.mention, .editThank]), marker: marker))))
    return (t, effects)
  }

  @Test func aFirstLoginTurnsEveryOfferedTypeOffWithTheMarkerInOneWrite() {
    let (t, effects) = loggedInAndLoaded(marker: false)
    #expect(effects == [.save("en", Fixture.write(Fixture.allOff, marker: true), id: 3)])
    #expect(
      t.state.inFlight
        == SaveRequest(id: 3, kind: .defaultOff, values: Fixture.allOff, setsDefaultOffMarker: true)
    )
    #expect(t.state.defaultOffCheckPending == false)
    // Nothing is on any more, so the device is not registered.
    #expect(t.state.registration == .idle)
    var after = t
    after.send(.saveFinished(id: 3, error: nil)) {
      $0.inFlight = nil
      $0.server = Fixture.allOff
      $0.hasDefaultOffMarker = true
    }
  }

  @Test func anAccountWithTheMarkerIsNeverReset() {
    let (t, effects) = loggedInAndLoaded(marker: true)
    #expect(effects == [.registerForDeviceToken])
    #expect(t.state.inFlight == nil)
  }

  @Test func thePolicyCanBeTurnedOff() {
    let (t, effects) = loggedInAndLoaded(marker: false, policy: false)
    #expect(effects == [.registerForDeviceToken])
    #expect(t.state.inFlight == nil)
  }

  @Test func aReadWithoutALoginNeverResets() {
    var t = FeatureTester(Fixture.initial())
    t.prepare(.appeared)
    t.prepare(.permissionChecked(.authorized))
    let effects = t.prepare(
      .preferencesLoaded(
        id: 1, .success(Fixture.snapshot(Fixture.values(on: [.mention]), marker: false))))
    #expect(effects == [.registerForDeviceToken])
  }

  @Test func aFailedResetShowsTheWikiValuesAndSaysSo() {
    var (t, _) = loggedInAndLoaded(marker: false)
    let failure = WikiFailure.throttled(retryAfterSeconds: nil)
    t.send(.saveFinished(id: 3, error: failure), effects: []) {
      $0.inFlight = nil
      $0.saveError = SaveError(outcome: .defaultsNotApplied, failure: failure)
      $0.announcements = [
        Announcement(id: 4, message: .defaultsNotApplied(failure), politeness: .assertive)
      ]
      $0.nextID = 5
    }
    #expect(t.state.isOn(.mention) == true)
  }
}
