import Testing

@testable import NotificationSettings

@Suite("1. Load: one read of the primary language's wiki")
struct LoadTests {
  @Test func appearingReadsOnceAndShowsTheServerValues() {
    var t = FeatureTester(Fixture.initial())
    t.send(.appeared, effects: [.checkPermission, .load("en")]) {
      $0.presentation.isOnScreen = true
      $0.loading.inFlight = .init()
    }
    t.send(.permissionChecked(.authorized)) { $0.presentation.permission = .authorized }
    let values = Fixture.values(on: [.mention, .editThank])
    t.send(
      .preferencesLoaded(.success(Fixture.snapshot(values))),
      effects: [.registerForDeviceToken]
    ) {
      $0.loading.inFlight = nil
      $0.session = .loggedIn(userName: Fixture.user)
      $0.wiki.values = values
      $0.wiki.hasDefaultOffMarker = true
      $0.subscriptions.registration = .fetchingToken
    }
    #expect(t.state.isOn(.mention) == true)
    #expect(t.state.isOn(.reverted) == false)
  }

  // A read served before a change on the web must not be the last word: the screen would show
  // the change undone.
  @Test func returningToTheForegroundDuringAReadReadsAgainAfterIt() {
    var t = FeatureTester(Fixture.initial())
    t.prepare(.appeared)  // read in flight
    // The person went to the web, changed a setting and came back before the read answered; it may
    // have been served before the change (iOS suspends the app with its requests).
    t.send(.appBecameActive, effects: [.checkPermission]) { $0.loading.reloadQueued = true }
    let stale = Fixture.values(on: [.mention])
    t.send(
      .preferencesLoaded(.success(Fixture.snapshot(stale))), effects: [.load("en")]
    ) {
      $0.loading.reloadQueued = false
      $0.loading.inFlight = .init()
    }
    let fresh = Fixture.values(on: [.mention, .editThank])
    t.send(.preferencesLoaded(.success(Fixture.snapshot(fresh)))) {
      $0.loading.inFlight = nil
      $0.session = .loggedIn(userName: Fixture.user)
      $0.wiki.values = fresh
      $0.wiki.hasDefaultOffMarker = true
    }
  }

  @Test func aFailedReadShowsTheErrorAndRetryReadsAgain() {
    var t = FeatureTester(Fixture.initial())
    t.prepare(.appeared)
    t.send(.preferencesLoaded(.failure(.unreachable(detail: "offline")))) {
      $0.loading.inFlight = nil
      $0.loading.error = .unreachable(detail: "offline")
      $0.announcements.queued = [
        Announcement(
          id: 1, message: .loadFailed(.unreachable(detail: "offline")), politeness: .polite)
      ]
    }
    t.send(.retryTapped, effects: [.load("en")]) {
      $0.loading.inFlight = .init()
    }
    let values = Fixture.values(on: [])
    t.send(.preferencesLoaded(.success(Fixture.snapshot(values)))) {
      $0.loading.inFlight = nil
      $0.loading.error = nil
      $0.session = .loggedIn(userName: Fixture.user)
      $0.wiki.values = values
      $0.wiki.hasDefaultOffMarker = true
    }
  }

  /// The store drops an abandoned read's answer (see StoreTests); one that arrives anyway with
  /// no read in flight changes nothing.
  @Test func anAnswerWithNoReadInFlightIsIgnored() {
    var t = FeatureTester(Fixture.initial())
    t.send(.preferencesLoaded(.success(Fixture.snapshot(Fixture.allOn))))
  }

  @Test func returningToTheForegroundReloadsOnlyAVisibleScreen() {
    var t = Fixture.loaded()
    t.send(.appBecameActive, effects: [.checkPermission, .load("en")]) {
      $0.loading.inFlight = .init()
    }
    t.send(.disappeared) { $0.presentation.isOnScreen = false }
    t.prepare(.preferencesLoaded(.success(Fixture.snapshot(Fixture.values(on: [.mention])))))
    t.send(.appBecameActive, effects: [.checkPermission])
  }

  @Test func aLoginWhileAReadIsInFlightStartsAFreshRead() {
    var t = FeatureTester(Fixture.initial())
    t.prepare(.appeared)
    // The reset lets go of the read of the account before; a fresh one follows.
    t.send(
      .loggedIn, effects: [.cancel(.read), .checkPermission, .load("en")]
    ) {
      $0.loading.inFlight = .init()
      $0.wiki.defaultOffCheckPending = true
    }
    // The older read's (anonymous) answer never arrives: the store drops it, see
    // StoreTests.theAnswerOfAnAbandonedReadIsDropped.
  }

  @Test func aForcedReadDuringARead_discardsTheStaleAnswerAndReadsAgain() {
    var t = Fixture.loaded()
    t.prepare(.toggleTapped(.reverted))  // save 1
    t.prepare(.appBecameActive)  // read in flight
    t.send(.saveFinished(error: .outcomeUnknown(detail: "cut")), effects: []) {
      $0.saving.inFlight = nil
      $0.loading.reloadQueued = true
      $0.saving.error = SaveError(outcome: .outcomeUnknown, failure: .outcomeUnknown(detail: "cut"))
      $0.saving.unconfirmed = [.reverted]
      $0.announcements.queued = [
        Announcement(id: 1, message: .saveOutcomeUnknown, politeness: .assertive)
      ]
    }
    t.send(
      .preferencesLoaded(.success(Fixture.snapshot(Fixture.values(on: [.mention])))),
      effects: [.load("en")]
    ) {
      $0.loading.reloadQueued = false
      $0.loading.inFlight = .init()
    }
    let values = Fixture.values(on: [.mention, .reverted])
    t.send(.preferencesLoaded(.success(Fixture.snapshot(values)))) {
      $0.loading.inFlight = nil
      $0.wiki.values = values
      $0.saving.unconfirmed = []
    }
    #expect(t.state.isOn(.reverted) == true)
  }
}
