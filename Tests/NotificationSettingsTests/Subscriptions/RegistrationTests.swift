import Testing

@testable import NotificationSettings

@Suite("4. Registration of the device")
struct RegistrationTests {
  static let subscription = PushSubscription(deviceToken: Fixture.token, topic: Fixture.topic)
  static let mine = DeviceSubscription(deviceToken: Fixture.token, userName: Fixture.user)

  func fetching(device: DeviceRecord = .init()) -> FeatureTester {
    var t = Fixture.loaded(registration: .idle, device: device)
    var state = t.state
    state.subscriptions.registration = .fetchingToken
    t = FeatureTester(state)
    return t
  }

  @Test func aLoadWithPermissionAndATypeOnRegistersOnce() {
    var t = FeatureTester(Fixture.initial())
    t.prepare(.appeared)
    t.prepare(.permissionChecked(.authorized))
    let effects = t.prepare(
      .preferencesLoaded(.success(Fixture.snapshot(Fixture.values(on: [.mention])))))
    #expect(effects == [.registerForDeviceToken])
    // A second read while registering or registered does not register again.
    t.prepare(.appBecameActive)
    #expect(
      t.prepare(
        .preferencesLoaded(.success(Fixture.snapshot(Fixture.values(on: [.mention])))))
        == [])
  }

  @Test func nothingOnMeansNoRegistration() {
    let t = Fixture.loaded(Fixture.values(on: []), registration: .idle)
    #expect(t.state.subscriptions.registration == .idle)
  }

  @Test func theTokenIsSubscribedAndRemembered() {
    var t = fetching()
    t.send(
      .deviceTokenReceived(Fixture.token),
      effects: [.subscribe("en", Self.subscription, userName: Fixture.user)]
    ) {
      $0.subscriptions.registration = .subscribing(token: Fixture.token, afterReclaim: false)
    }
    let stored = DeviceRecord(registered: Self.mine)
    t.send(
      .subscribeFinished(token: Fixture.token, userName: Fixture.user, .success(.created))
    ) {
      $0.subscriptions.registration = .registered(token: Fixture.token)
      $0.device = stored
    }
  }

  @Test func tokenExistsForThisAccountByOurRecordIsRegistered() {
    var t = fetching(device: DeviceRecord(registered: Self.mine))
    t.prepare(.deviceTokenReceived(Fixture.token))
    t.send(.subscribeFinished(token: Fixture.token, userName: Fixture.user, .success(.tokenExists)))
    {
      $0.subscriptions.registration = .registered(token: Fixture.token)
    }
  }

  @Test func tokenExistsWithoutARecordIsReclaimed() {
    var t = fetching()
    t.prepare(.deviceTokenReceived(Fixture.token))
    t.send(
      .subscribeFinished(token: Fixture.token, userName: Fixture.user, .success(.tokenExists)),
      effects: [.unsubscribe("en", token: Fixture.token, .reclaim, userName: Fixture.user)]
    ) {
      $0.subscriptions.registration = .reclaiming(token: Fixture.token)
    }
    t.send(
      .unsubscribeFinished(token: Fixture.token, .reclaim, .success(.deleted)),
      effects: [.subscribe("en", Self.subscription, userName: Fixture.user)]
    ) {
      $0.subscriptions.registration = .subscribing(token: Fixture.token, afterReclaim: true)
    }
    let stored = DeviceRecord(registered: Self.mine)
    t.send(
      .subscribeFinished(token: Fixture.token, userName: Fixture.user, .success(.created))
    ) {
      $0.subscriptions.registration = .registered(token: Fixture.token)
      $0.device = stored
    }
  }

  @Test func aTokenHeldByAnotherAccountIsAClearFailure() {
    var t = fetching()
    t.prepare(.deviceTokenReceived(Fixture.token))
    t.prepare(
      .subscribeFinished(token: Fixture.token, userName: Fixture.user, .success(.tokenExists)))
    t.send(.unsubscribeFinished(token: Fixture.token, .reclaim, .success(.notFound))) {
      $0.subscriptions.registration = .failed(.tokenHeldByAnotherAccount)
      $0.announcements.queued = [
        Announcement(
          id: 1, message: .registrationFailed(.tokenHeldByAnotherAccount), politeness: .assertive)
      ]
    }
  }

  @Test func tokenExistsAgainAfterReclaimingIsAFailure() {
    var t = fetching()
    t.prepare(.deviceTokenReceived(Fixture.token))
    t.prepare(
      .subscribeFinished(token: Fixture.token, userName: Fixture.user, .success(.tokenExists)))
    t.prepare(.unsubscribeFinished(token: Fixture.token, .reclaim, .success(.deleted)))
    t.send(.subscribeFinished(token: Fixture.token, userName: Fixture.user, .success(.tokenExists)))
    {
      $0.subscriptions.registration = .failed(.tokenHeldByAnotherAccount)
      $0.announcements.queued = [
        Announcement(
          id: 1, message: .registrationFailed(.tokenHeldByAnotherAccount), politeness: .assertive)
      ]
    }
  }

  @Test func aNewTokenReplacesTheOldOne() {
    let old = DeviceSubscription(deviceToken: "0ld", userName: Fixture.user)
    var t = fetching(device: DeviceRecord(registered: old))
    t.send(
      .deviceTokenReceived(Fixture.token),
      effects: [.unsubscribe("en", token: "0ld", .replaceOldToken, userName: Fixture.user)]
    ) {
      $0.subscriptions.registration = .replacingOldToken(old: "0ld", new: Fixture.token)
    }
    t.send(
      .unsubscribeFinished(token: "0ld", .replaceOldToken, .success(.deleted)),
      effects: [
        .subscribe("en", Self.subscription, userName: Fixture.user)
      ]
    ) {
      $0.subscriptions.registration = .subscribing(token: Fixture.token, afterReclaim: false)
      $0.device = DeviceRecord()
    }
  }

  @Test func aFailedDeleteOfTheOldTokenIsKeptPending() {
    let old = DeviceSubscription(deviceToken: "0ld", userName: Fixture.user)
    var t = fetching(device: DeviceRecord(registered: old))
    t.prepare(.deviceTokenReceived(Fixture.token))
    let record = DeviceRecord(pendingUnsubscribes: [old])
    t.send(
      .unsubscribeFinished(
        token: "0ld", .replaceOldToken, .failure(.throttled(retryAfterSeconds: 5))),
      effects: [.subscribe("en", Self.subscription, userName: Fixture.user)]
    ) {
      $0.subscriptions.registration = .subscribing(token: Fixture.token, afterReclaim: false)
      $0.device = record
    }
  }

  @Test func aDeviceTokenFailureAndASubscriptionFailureAreDistinct() {
    var t = fetching()
    let failure = DeviceTokenFailure(detail: "no aps-environment entitlement")
    t.send(.deviceTokenFailed(failure)) {
      $0.subscriptions.registration = .failed(.deviceToken(detail: failure.detail))
      $0.announcements.queued = [
        Announcement(
          id: 1, message: .registrationFailed(.deviceToken(detail: failure.detail)),
          politeness: .assertive)
      ]
    }
    t.send(.registrationRetryTapped, effects: [.registerForDeviceToken]) {
      $0.subscriptions.registration = .fetchingToken
    }
    t.prepare(.deviceTokenReceived(Fixture.token))
    let wikiFailure = WikiFailure.permissionDenied
    t.send(.subscribeFinished(token: Fixture.token, userName: Fixture.user, .failure(wikiFailure)))
    {
      $0.subscriptions.registration = .failed(.subscription(wikiFailure))
      $0.announcements.queued.append(
        Announcement(
          id: 2, message: .registrationFailed(.subscription(wikiFailure)), politeness: .assertive))
    }
    let banners = ScreenModel(state: t.state, strings: .english).banners
    #expect(banners.map(\.id) == ["notification.banner.registration-failed"])
    #expect(banners.first?.actions.map(\.event) == [.registrationRetryTapped])
  }

  @Test func anEndedSessionWhileSubscribingLogsOut() {
    var t = fetching()
    t.prepare(.deviceTokenReceived(Fixture.token))
    t.send(.subscribeFinished(token: Fixture.token, userName: Fixture.user, .failure(.notLoggedIn)))
    {
      // A definite answer: the create did not land, so the device records nothing of it.
      $0.subscriptions.registration = .idle
      $0.expectAccountLetGo()
      $0.session = .loggedOut
      $0.announcements.queued = [Announcement(id: 1, message: .loggedOut, politeness: .assertive)]
    }
    #expect(t.state.device == DeviceRecord())
  }

  @Test func aTypedTokenIsSubscribedForAFreshDeviceUnderTheTypedTopic() {
    // This device is registered and an earlier announcement is waiting to be spoken.
    var state = Fixture.loaded().state
    state.announcements.queued = [Announcement(id: 9, message: .loggedOut, politeness: .assertive)]
    var t = FeatureTester(state)
    let typed = "d4e5f6"
    let topic = "org.example.other"
    t.send(
      .tokenEntered(token: typed, topic: topic),
      effects: [
        .subscribe(
          "en", PushSubscription(deviceToken: typed, topic: topic), userName: Fixture.user)
      ]
    ) {
      $0.device = DeviceRecord()
      $0.configuration.pushTopic = topic
      $0.announcements.queued = []
      $0.subscriptions.registration = .subscribing(token: typed, afterReclaim: false)
    }
    let stored = DeviceRecord(
      registered: DeviceSubscription(deviceToken: typed, userName: Fixture.user))
    t.send(
      .subscribeFinished(token: typed, userName: Fixture.user, .success(.created))
    ) {
      $0.subscriptions.registration = .registered(token: typed)
      $0.device = stored
    }
  }

  @Test func aTypedTokenWithoutATopicKeepsTheConfiguredOne() {
    var t = Fixture.loaded(registration: .idle, device: DeviceRecord())
    t.send(
      .tokenEntered(token: Fixture.token, topic: nil),
      effects: [.subscribe("en", Self.subscription, userName: Fixture.user)]
    ) {
      $0.announcements.queued = []
      $0.subscriptions.registration = .subscribing(token: Fixture.token, afterReclaim: false)
    }
  }

  @Test func aTypedTokenWithoutASessionSubscribesNothing() {
    var t = FeatureTester(Fixture.initial())
    t.send(.tokenEntered(token: Fixture.token, topic: nil)) {
      $0.subscriptions.registration = .fetchingToken
    }
  }
}
