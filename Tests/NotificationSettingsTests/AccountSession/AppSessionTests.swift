import MediaWikiAPI
import Testing

@testable import NotificationSettings

/// The app's own session (``SettingsConfiguration/usesAppSession``): the app says who is logged in, and
/// a session found gone asks the app to log in again.
@Suite("The app's own session")
struct AppSessionTests {
  static func appSession(_ state: SettingsFeature.State) -> FeatureTester {
    var state = state
    state.configuration.usesAppSession = true
    return FeatureTester(state)
  }

  @Test func nobodyLoggedInShowsTheLoggedOutStateAndReadsNothing() {
    var t = Self.appSession(Fixture.initial())
    t.send(.appSessionChanged(.loggedOut)) { $0.session = .loggedOut }
    t.send(.appeared, effects: [.checkPermission]) { $0.presentation.isOnScreen = true }
    t.send(.appBecameActive, effects: [.checkPermission])
    t.send(.retryTapped)
    let screen = ScreenModel(state: t.state, strings: .english)
    #expect(screen.banners.map(\.id) == ["notification.banner.logged-out"])
  }

  @Test func theAppsAccountIsReadWithoutTheFirstLoginRuleAndOnlyOnce() {
    var t = Self.appSession(Fixture.initial())
    t.send(.appSessionChanged(.account(userName: Fixture.user)), effects: [.load("en")]) {
      $0.loading.inFlight = .init()
    }
    t.prepare(.preferencesLoaded(.success(Fixture.snapshot(Fixture.allOn, marker: false))))
    #expect(t.state.session == .loggedIn(userName: Fixture.user))
    // No reset: the app logged the account in before; a login now is `.loggedIn(userName:)`.
    #expect(t.state.writeInFlight == nil)
    t.send(.appSessionChanged(.account(userName: Fixture.user)))
  }

  @Test func aSessionFoundGoneAsksTheAppToLogInAgain() {
    var t = Self.appSession(Fixture.loaded().state)
    t.prepare(.appBecameActive)
    let effects = t.prepare(.preferencesLoaded(.failure(.notLoggedIn)))
    // The request names the account shown, so the app can tell whose re-login it is.
    #expect(effects.last == .reauthenticate(ReloginRequest(userName: Fixture.user)))
    #expect(t.state.session == .loggedOut)
    #expect(t.state.announcements.map(\.message) == [.loggedOut])
    // The package's own sessions ask nothing of the app.
    var own = Fixture.loaded()
    own.prepare(.appBecameActive)
    #expect(!own.prepare(.preferencesLoaded(.failure(.notLoggedIn))).contains { $0.isRelogin })
  }

  @Test func aLogoutThatFindsTheSessionGoneStillEndsTheAppsLogout() {
    var t = Self.appSession(Fixture.loaded().state)
    t.prepare(.toggleTapped(.editThank))
    t.prepare(.logoutTapped)
    let effects = t.prepare(.saveFinished(error: .notLoggedIn))
    #expect(effects.contains(.logout("en")))
    #expect(!effects.contains { $0.isRelogin })
  }

  @Test func theAppLoggingOutElsewhereShowsTheLoggedOutStateWithoutARequest() {
    var t = Self.appSession(Fixture.loaded().state)
    let subscribed = t.state.device.registered
    #expect(subscribed != nil)
    let effects = t.prepare(.appSessionChanged(.loggedOut))
    #expect(!effects.contains { if case .load = $0 { true } else { false } })
    #expect(t.state.session == .loggedOut)
    // The app logged out without the store's hook: the subscription can only be deleted at the
    // account's next login here, and the person hears so.
    #expect(t.state.device.registered == nil)
    #expect(t.state.device.pendingUnsubscribes == [subscribed].compactMap { $0 })
    #expect(
      t.state.announcements.map(\.message) == [
        .unsubscribeFailed(userName: Fixture.user, .notLoggedIn), .loggedOut,
      ])
  }

  @Test func anotherAccountSaidByTheAppOwesTheSubscriptionsOfTheOneShown() {
    var t = Self.appSession(Fixture.loaded().state)
    let subscribed = t.state.device.registered
    #expect(subscribed?.userName == Fixture.user)
    let effects = t.prepare(.appSessionChanged(.account(userName: "Bob")))
    #expect(effects.contains(.load("en")))
    #expect(t.state.isOn(.editThank) == nil, "nothing of the account shown before")
    #expect(t.state.device.registered == nil)
    #expect(t.state.device.pendingUnsubscribes == [subscribed].compactMap { $0 })
    #expect(
      t.state.announcements.map(\.message) == [
        .unsubscribeFailed(userName: Fixture.user, .notLoggedIn)
      ])
  }

  @Test func theAccountTheAppSaysKeepsItsOwnSubscription() {
    var state = Fixture.initial()
    state.device.registered = DeviceSubscription(deviceToken: "ab", userName: Fixture.user)
    var t = Self.appSession(state)
    t.prepare(.appSessionChanged(.account(userName: Fixture.user)))
    #expect(t.state.device.registered?.userName == Fixture.user)
    #expect(t.state.device.pendingUnsubscribes.isEmpty)
    #expect(t.state.announcements.isEmpty)
  }

  @Test func http401IsASessionGone() {
    #expect(WikiFailure(APIError.httpStatus(401, snippet: "")) == .notLoggedIn)
    #expect(
      WikiFailure(APIError.notJSON(status: 401, contentType: "text/html", snippet: ""))
        == .notLoggedIn)
    #expect(WikiFailure(APIError.httpStatus(403, snippet: "")) != .notLoggedIn)
  }
}

extension SettingsFeature.Effect {
  /// Whether this asks the app to log in again (for any account).
  var isRelogin: Bool {
    if case .reauthenticate = self { return true }
    return false
  }
}
