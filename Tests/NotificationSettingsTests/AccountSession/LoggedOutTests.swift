import Testing

@testable import NotificationSettings

@Suite("2. Logged out: explain, offer log-in, request nothing")
struct LoggedOutTests {
  @Test func anAnonymousReadShowsTheLoggedOutState() {
    var t = FeatureTester(Fixture.initial())
    t.prepare(.appeared)
    t.prepare(.permissionChecked(.authorized))
    t.send(.preferencesLoaded(.success(Fixture.snapshot([:], user: nil)))) {
      $0.loading.inFlight = nil
      $0.session = .loggedOut
    }
    // Nothing that needs a session follows: no toggles, no reload on the foreground.
    t.send(.toggleTapped(.mention))
    t.send(.appBecameActive, effects: [.checkPermission])
    t.send(.logoutTapped)
    t.send(.logInTapped, effects: [.open(.logIn)])
    let screen = ScreenModel(state: t.state, strings: .english)
    #expect(screen.sections.isEmpty)
    #expect(screen.banners.map(\.id) == ["notification.banner.logged-out"])
    #expect(screen.banners.first?.actions.map(\.event) == [.logInTapped])
  }

  @Test func notLoggedInFromTheReadShowsTheLoggedOutState() {
    var t = FeatureTester(Fixture.initial())
    t.prepare(.appeared)
    t.send(.preferencesLoaded(.failure(.notLoggedIn))) {
      $0.loading.inFlight = nil
      $0.session = .loggedOut
    }
  }

  // Otherwise the toggles would vanish without a word.
  @Test func aReadThatFindsTheSessionEndedWhileShowingTheAccountSaysSo() {
    var t = Fixture.loaded()
    t.send(.appBecameActive, effects: [.checkPermission, .load("en")]) {
      $0.loading.inFlight = .init()
    }
    // The session expired on the wiki: userinfo answers anonymous.
    t.send(.preferencesLoaded(.success(Fixture.snapshot([:], user: nil)))) {
      $0.loading.inFlight = nil
      $0.session = .loggedOut
      $0.wiki.values = nil
      $0.wiki.hasDefaultOffMarker = false
      $0.subscriptions.registration = .idle
      $0.announcements.queued = [Announcement(id: 1, message: .loggedOut, politeness: .assertive)]
    }
    let screen = ScreenModel(state: t.state, strings: .english)
    #expect(screen.sections.isEmpty)
    #expect(screen.announcements.map(\.politeness) == [.assertive])
  }

  @Test func appearingAgainChecksWhetherASessionExists() {
    var t = FeatureTester(Fixture.initial())
    t.prepare(.appeared)
    t.prepare(.preferencesLoaded(.failure(.notLoggedIn)))
    t.prepare(.disappeared)
    // Reading userinfo needs no session: it is how the screen learns about one.
    t.send(.appeared, effects: [.checkPermission, .load("en")]) {
      $0.presentation.isOnScreen = true
      $0.loading.inFlight = .init()
    }
  }
}
