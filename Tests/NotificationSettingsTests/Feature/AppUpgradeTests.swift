import Testing

@testable import NotificationSettings

/// What an app hands over from its own earlier code (a subscription its old version made), the
/// registration that sends no create for a token the wiki holds already, and the end of the
/// app's logout by the store's own deadline: whole states and effects.
@Suite("The app's upgrade and its logout's deadline")
struct AppUpgradeTests {
  static let mine = DeviceSubscription(deviceToken: Fixture.token, userName: Fixture.user)

  /// The account read and the device waiting for its token (the launch after an upgrade).
  func fetching(device: DeviceRecord = .init()) -> FeatureTester {
    var state = Fixture.loaded(registration: .idle, device: device).state
    state.subscriptions.registration = .fetchingToken
    return FeatureTester(state)
  }

  @Test func anAdoptedSubscriptionIsTheStoresOwnAndNoCreateIsSent() {
    var t = fetching()
    let stored = DeviceRecord(registered: Self.mine)
    t.send(.subscriptionAdopted(Self.mine)) { $0.device = stored }
    // The launch's token is the adopted one: registered, with no request to the wiki.
    t.send(.deviceTokenReceived(Fixture.token)) {
      $0.subscriptions.registration = .registered(token: Fixture.token)
    }
    // And the logout deletes it.
    let effects = t.prepare(.logoutTapped)
    #expect(
      effects.contains(.unsubscribe("en", token: Fixture.token, .logout, userName: Fixture.user)))
  }

  @Test func anAdoptionNeverOverridesWhatTheDeviceRecorded() {
    let other = DeviceSubscription(deviceToken: "0ther", userName: Fixture.user)
    for record in [
      DeviceRecord(registered: other), DeviceRecord(unconfirmed: other),
      DeviceRecord(pendingUnsubscribes: [Self.mine]),
    ] {
      var t = fetching(device: record)
      t.send(.subscriptionAdopted(Self.mine))
    }
  }

  @Test func aTokenRegisteredForAnotherAccountIsStillCreatedForThisOne() {
    let theirs = DeviceSubscription(deviceToken: Fixture.token, userName: "Someone else")
    var t = fetching(device: DeviceRecord(registered: theirs))
    let subscription = PushSubscription(deviceToken: Fixture.token, topic: Fixture.topic)
    t.send(
      .deviceTokenReceived(Fixture.token),
      effects: [.subscribe("en", subscription, userName: Fixture.user)]
    ) {
      $0.subscriptions.registration = .subscribing(token: Fixture.token, afterReclaim: false)
    }
  }

  @Test func theDeadlineEndsTheLogoutAsAFailedDeleteWouldAndOwesTheDelete() {
    var t = FeatureTester(Fixture.loaded().state)
    let started = t.prepare(.logoutTapped)
    #expect(
      started.contains(.unsubscribe("en", token: Fixture.token, .logout, userName: Fixture.user)))
    #expect(t.state.session == .loggingOut(.ending(unsubscribing: Self.mine)))
    // What the same logout becomes when its delete fails and the wiki's logout fails likewise.
    let failure = WikiFailure.unreachable(detail: "The wiki did not answer before the logout.")
    var failed = t
    failed.prepare(.unsubscribeFinished(token: Fixture.token, .logout, .failure(failure)))
    failed.prepare(.logoutFinished(error: failure))

    let effects = t.prepare(.appLogoutDeadlinePassed)
    #expect(effects == [])
    #expect(t.state == failed.state, "\(diff(failed.state, t.state))")
    #expect(t.state.session == .loggedOut)
    #expect(t.state.lastLogout == .endedHereOnly(failure))
    // The delete's late answer, and the logout's, change nothing.
    var late = t
    late.send(.unsubscribeFinished(token: Fixture.token, .logout, .success(.deleted)))
    late.send(.logoutFinished(error: nil))
  }

  @Test func theDeadlineWithNoLogoutUnderWayChangesNothing() {
    var t = FeatureTester(Fixture.loaded().state)
    t.send(.appLogoutDeadlinePassed)
  }

  @Test func theAppNamingTheAccountShownFromTheDevicesKeptChoicesReadsItOnce() {
    // A relaunch: the kept choices show the account before any read; the launch's login then
    // names it. That is no read of the wiki: one follows, so the device can register.
    var state = KnownChoicesTests.restored().state
    state.configuration.usesAppSession = true
    var t = FeatureTester(state)
    t.send(.appSessionChanged(.account(userName: Fixture.user)), effects: [.load("en")]) {
      $0.loading.inFlight = .init()
    }
    // Said again while the read is out: nothing more.
    t.send(.appSessionChanged(.account(userName: Fixture.user)))
    // Once a read confirmed it, the app's word changes nothing.
    var loaded = Fixture.loaded().state
    loaded.configuration.usesAppSession = true
    var read = FeatureTester(loaded)
    read.send(.appSessionChanged(.account(userName: Fixture.user)))
  }
}
