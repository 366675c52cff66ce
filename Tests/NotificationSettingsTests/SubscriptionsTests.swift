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
}
