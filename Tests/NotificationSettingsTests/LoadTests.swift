import Testing

@testable import NotificationSettings

@Suite("1. Load: one read of the primary language's wiki")
struct LoadTests {
  @Test func appearingReadsOnceAndShowsTheServerValues() {
    var t = FeatureTester(Fixture.initial())
    t.send(.appeared, effects: [.checkPermission, .load("en", id: 1)]) {
      $0.isOnScreen = true
      $0.loading.inFlight = .init(id: 1, language: "en", purpose: .screen)
      $0.nextID = 2
    }
    t.send(.permissionChecked(.authorized)) { $0.permission = .authorized }
    let values = Fixture.values(on: [.mention, .editThank])
    t.send(
      .preferencesLoaded(id: 1, .success(Fixture.snapshot(values))),
      effects: [.registerForDeviceToken]
    ) {
      $0.loading.inFlight = nil
      $0.session = .loggedIn(userName: Fixture.user)
      $0.wiki.values = values
      $0.wiki.hasDefaultOffMarker = true
      $0.registration = .fetchingToken
    }
    #expect(t.state.isOn(.mention) == true)
    #expect(t.state.isOn(.reverted) == false)
  }

  // Found by the randomized model tests: the screen showed a web change undone.
  @Test func returningToTheForegroundDuringAReadReadsAgainAfterIt() {
    var t = FeatureTester(Fixture.initial())
    t.prepare(.appeared)  // read 1 in flight
    // The person went to the web, changed a setting and came back before read 1 answered; it may
    // have been served before the change (iOS suspends the app with its requests).
    t.send(.appBecameActive, effects: [.checkPermission]) { $0.loading.reloadQueued = true }
    let stale = Fixture.values(on: [.mention])
    t.send(
      .preferencesLoaded(id: 1, .success(Fixture.snapshot(stale))), effects: [.load("en", id: 2)]
    ) {
      $0.loading.reloadQueued = false
      $0.loading.inFlight = .init(id: 2, language: "en", purpose: .screen)
      $0.nextID = 3
    }
    let fresh = Fixture.values(on: [.mention, .editThank])
    t.send(.preferencesLoaded(id: 2, .success(Fixture.snapshot(fresh)))) {
      $0.loading.inFlight = nil
      $0.session = .loggedIn(userName: Fixture.user)
      $0.wiki.values = fresh
      $0.wiki.hasDefaultOffMarker = true
    }
  }

  @Test func aFailedReadShowsTheErrorAndRetryReadsAgain() {
    var t = FeatureTester(Fixture.initial())
    t.prepare(.appeared)
    t.send(.preferencesLoaded(id: 1, .failure(.unreachable(detail: "offline")))) {
      $0.loading.inFlight = nil
      $0.loading.error = .unreachable(detail: "offline")
      $0.announcements = [
        Announcement(
          id: 2, message: .loadFailed(.unreachable(detail: "offline")), politeness: .polite)
      ]
      $0.nextID = 3
    }
    t.send(.retryTapped, effects: [.load("en", id: 3)]) {
      $0.loading.inFlight = .init(id: 3, language: "en", purpose: .screen)
      $0.nextID = 4
    }
    let values = Fixture.values(on: [])
    t.send(.preferencesLoaded(id: 3, .success(Fixture.snapshot(values)))) {
      $0.loading.inFlight = nil
      $0.loading.error = nil
      $0.session = .loggedIn(userName: Fixture.user)
      $0.wiki.values = values
      $0.wiki.hasDefaultOffMarker = true
    }
  }

  @Test func anAnswerToAnAbandonedReadIsIgnored() {
    var t = FeatureTester(Fixture.initial())
    t.prepare(.appeared)
    t.send(.preferencesLoaded(id: 7, .success(Fixture.snapshot(Fixture.allOn))))
  }

  @Test func returningToTheForegroundReloadsOnlyAVisibleScreen() {
    var t = Fixture.loaded()
    t.send(.appBecameActive, effects: [.checkPermission, .load("en", id: 2)]) {
      $0.loading.inFlight = .init(id: 2, language: "en", purpose: .screen)
      $0.nextID = 3
    }
    t.send(.disappeared) { $0.isOnScreen = false }
    t.prepare(.preferencesLoaded(id: 2, .success(Fixture.snapshot(Fixture.values(on: [.mention])))))
    t.send(.appBecameActive, effects: [.checkPermission])
  }

  @Test func aLoginWhileAReadIsInFlightStartsAFreshRead() {
    var t = FeatureTester(Fixture.initial())
    t.prepare(.appeared)
    t.send(.loggedIn(userName: Fixture.user), effects: [.checkPermission, .load("en", id: 2)]) {
      $0.loading.inFlight = .init(id: 2, language: "en", purpose: .screen)
      $0.wiki.defaultOffCheckPending = true
      $0.nextID = 3
    }
    // The anonymous answer of the older read must not log the person out.
    t.send(.preferencesLoaded(id: 1, .success(Fixture.snapshot([:], user: nil))))
  }

  @Test func aForcedReadDuringARead_discardsTheStaleAnswerAndReadsAgain() {
    var t = Fixture.loaded()
    t.prepare(.toggleTapped(.reverted))  // save 2
    t.prepare(.appBecameActive)  // read 3 in flight
    t.send(.saveFinished(id: 2, error: .outcomeUnknown(detail: "cut")), effects: []) {
      $0.saving.inFlight = nil
      $0.loading.reloadQueued = true
      $0.saving.error = SaveError(outcome: .outcomeUnknown, failure: .outcomeUnknown(detail: "cut"))
      $0.saving.unconfirmed = [.reverted]
      $0.announcements = [Announcement(id: 4, message: .saveOutcomeUnknown, politeness: .assertive)]
      $0.nextID = 5
    }
    t.send(
      .preferencesLoaded(id: 3, .success(Fixture.snapshot(Fixture.values(on: [.mention])))),
      effects: [.load("en", id: 5)]
    ) {
      $0.loading.reloadQueued = false
      $0.loading.inFlight = .init(id: 5, language: "en", purpose: .screen)
      $0.nextID = 6
    }
    let values = Fixture.values(on: [.mention, .reverted])
    t.send(.preferencesLoaded(id: 5, .success(Fixture.snapshot(values)))) {
      $0.loading.inFlight = nil
      $0.wiki.values = values
      $0.saving.unconfirmed = []
    }
    #expect(t.state.isOn(.reverted) == true)
  }
}
