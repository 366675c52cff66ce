import Testing

@testable import NotificationSettings

/// The registration as a child feature: only ``Subscriptions``, the device record it is handed
/// and the context it is given, with its outputs for the parent.
@Suite("4b. Subscriptions as a child feature")
struct SubscriptionsTests {
  static let context = Subscriptions.Context(
    userName: Fixture.user, isLoggingOut: false, language: "en", pushTopic: Fixture.topic)
  static let mine = DeviceSubscription(deviceToken: Fixture.token, userName: Fixture.user)

  @Test func aCreatedSubscriptionIsRecordedWithNothingForTheParent() {
    var child = Subscriptions(registration: .subscribing(token: Fixture.token, afterReclaim: false))
    var device = DeviceRecord()
    let step = child.subscribeFinished(
      token: Fixture.token, .success(.created), Self.context, device: &device)
    #expect(step.effects.isEmpty)
    #expect(step.output == nil)
    #expect(child == Subscriptions(registration: .registered(token: Fixture.token)))
    #expect(device == DeviceRecord(registered: Self.mine))
  }

  @Test func aTokenStillHeldAfterTheReclaimIsAFailureForTheParentToSay() {
    var child = Subscriptions(registration: .subscribing(token: Fixture.token, afterReclaim: true))
    var device = DeviceRecord()
    let step = child.subscribeFinished(
      token: Fixture.token, .success(.tokenExists), Self.context, device: &device)
    #expect(step.effects.isEmpty)
    #expect(step.output == .failed(.tokenHeldByAnotherAccount))
    #expect(child == Subscriptions(registration: .failed(.tokenHeldByAnotherAccount)))
    #expect(device == DeviceRecord())
  }

  @Test func aLostSessionIsTheParents() {
    var child = Subscriptions(registration: .reclaiming(token: Fixture.token))
    var device = DeviceRecord(unconfirmed: Self.mine)
    let step = child.reclaimFinished(
      token: Fixture.token, .failure(.notLoggedIn), Self.context, device: &device)
    #expect(step.effects.isEmpty)
    #expect(step.output == .sessionEnded)
    #expect(child == Subscriptions(registration: .reclaiming(token: Fixture.token)))
    #expect(device == DeviceRecord(unconfirmed: Self.mine))
  }

  @Test func aRotatedTokenDeletesTheOldSubscriptionFirst() {
    var child = Subscriptions(registration: .fetchingToken)
    let old = DeviceSubscription(deviceToken: "0ld", userName: Fixture.user)
    let step = child.deviceTokenReceived(
      Fixture.token, Self.context, device: DeviceRecord(registered: old))
    #expect(
      step.effects == [.unsubscribe("en", token: "0ld", .replaceOldToken, userName: Fixture.user)])
    #expect(step.output == nil)
    #expect(
      child == Subscriptions(registration: .replacingOldToken(old: "0ld", new: Fixture.token)))
  }

  @Test func withoutASessionNothingIsSubscribed() {
    var child = Subscriptions(registration: .fetchingToken)
    var context = Self.context
    context.userName = nil
    let step = child.deviceTokenReceived(Fixture.token, context, device: DeviceRecord())
    #expect(step.effects.isEmpty)
    #expect(child == Subscriptions(registration: .fetchingToken))
  }

  @Test func aPendingDeleteThatSucceedsIsForgottenAndTheNextFollows() {
    let other = DeviceSubscription(deviceToken: "0ld", userName: Fixture.user)
    var child = Subscriptions()
    var device = DeviceRecord(pendingUnsubscribes: [Self.mine, other])
    #expect(
      child.retryPendingUnsubscribe(Self.context, device: device) == [
        .unsubscribe("en", token: Fixture.token, .pendingRetry, userName: Fixture.user)
      ])
    #expect(child == Subscriptions(retryingUnsubscribe: Fixture.token))
    let step = child.pendingUnsubscribeRetried(
      token: Fixture.token, .success(.deleted), Self.context, device: &device)
    #expect(
      step?.effects == [.unsubscribe("en", token: "0ld", .pendingRetry, userName: Fixture.user)])
    #expect(step?.output == nil)
    #expect(child == Subscriptions(retryingUnsubscribe: "0ld"))
    #expect(device == DeviceRecord(pendingUnsubscribes: [other]))
  }

  @Test func aPendingDeleteIsNotRetriedDuringALogout() {
    var child = Subscriptions()
    var context = Self.context
    context.isLoggingOut = true
    let device = DeviceRecord(pendingUnsubscribes: [Self.mine])
    #expect(child.retryPendingUnsubscribe(context, device: device).isEmpty)
    #expect(child == Subscriptions())
  }

  @Test func anotherTokensAnswerIsNotTheRetrys() {
    var child = Subscriptions(retryingUnsubscribe: Fixture.token)
    var device = DeviceRecord(pendingUnsubscribes: [Self.mine])
    let step = child.pendingUnsubscribeRetried(
      token: "0ld", .failure(.notLoggedIn), Self.context, device: &device)
    #expect(step == nil)
    #expect(child == Subscriptions(retryingUnsubscribe: Fixture.token))
    #expect(device == DeviceRecord(pendingUnsubscribes: [Self.mine]))
  }

  @Test func aRegistrationStartsOnlyWhenWantedAndNothingElseIsUnderWay() {
    var wanted = Self.context
    wanted.pushesAreWanted = true
    var child = Subscriptions()
    #expect(child.registerIfUseful(Self.context) == [])
    #expect(child == Subscriptions())
    for busy in [\Subscriptions.Context.isCopyingSettings, \.isLoggingOut] {
      var context = wanted
      context[keyPath: busy] = true
      #expect(child.registerIfUseful(context) == [])
      #expect(child == Subscriptions())
    }
    var retrying = Subscriptions(retryingUnsubscribe: "0ld")
    #expect(retrying.registerIfUseful(wanted) == [])
    #expect(retrying == Subscriptions(retryingUnsubscribe: "0ld"))
    #expect(child.registerIfUseful(wanted) == [.registerForDeviceToken])
    #expect(child == Subscriptions(registration: .fetchingToken))
    // At most once per account: a running or failed one is not started again by itself.
    #expect(child.registerIfUseful(wanted) == [])
    var failed = Subscriptions(registration: .failed(.tokenHeldByAnotherAccount))
    #expect(failed.registerIfUseful(wanted) == [])
    #expect(failed.retryTapped(wanted) == [.registerForDeviceToken])
    #expect(failed == Subscriptions(registration: .fetchingToken))
  }

  @Test func aTemporaryAccountsSubscriptionsAreDeletedOneAtATime() {
    let first = DeviceSubscription(deviceToken: "t1", userName: "~2026-1")
    let second = DeviceSubscription(deviceToken: "t2", userName: "~2026-1")
    var device = DeviceRecord(registered: first, pendingUnsubscribes: [second])
    var child = Subscriptions()
    #expect(
      child.removeTemporaryAccountSubscriptions(of: "~2026-1", language: "en", device: device)
        == [.unsubscribe("en", token: "t1", .temporaryAccount, userName: "~2026-1")])
    #expect(child == Subscriptions(retryingUnsubscribe: "t1"))
    let step = child.temporaryAccountUnsubscribed(
      token: "t1", .success(.deleted), userName: "~2026-1", loggingOut: false, language: "en",
      device: &device)
    #expect(
      step?.effects == [.unsubscribe("en", token: "t2", .temporaryAccount, userName: "~2026-1")])
    #expect(step?.outcome == .deleted)
    #expect(child == Subscriptions(retryingUnsubscribe: "t2"))
    #expect(device == DeviceRecord(pendingUnsubscribes: [second]))
    // A failure while its logout is under way is forgotten: nothing could delete it later.
    let failed = child.temporaryAccountUnsubscribed(
      token: "t2", .failure(.unreachable(detail: "offline")), userName: "~2026-1",
      loggingOut: true, language: "en", device: &device)
    #expect(failed?.effects == [])
    #expect(failed?.outcome == .failed(.unreachable(detail: "offline")))
    #expect(child == Subscriptions())
    #expect(device == DeviceRecord())
    #expect(
      child.temporaryAccountUnsubscribed(
        token: "t2", .success(.deleted), userName: "~2026-1", loggingOut: true, language: "en",
        device: &device) == nil)
  }

  @Test func aTemporarySessionThatEndedForgetsItsSubscriptions() {
    let recorded = DeviceSubscription(deviceToken: "t1", userName: "~2026-1")
    var device = DeviceRecord(unconfirmed: recorded)
    var child = Subscriptions(retryingUnsubscribe: "t1")
    let step = child.temporaryAccountUnsubscribed(
      token: "t1", .failure(.notLoggedIn), userName: "~2026-1", loggingOut: false,
      language: "en", device: &device)
    #expect(step?.effects == [])
    #expect(step?.outcome == .sessionEnded)
    #expect(child == Subscriptions())
    #expect(device == DeviceRecord())
  }
}
