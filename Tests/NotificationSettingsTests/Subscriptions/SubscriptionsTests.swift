import Testing

@testable import NotificationSettings

/// The registration as a child feature, driven through its one
/// ``Subscriptions/reduce(into:action:context:)``: only ``Subscriptions`` and the context it is
/// given (the device record among it), with its effects, its delegates for the parent and what it
/// says, compared whole, and the device record as it left it.
@Suite("4b. Subscriptions as a child feature")
struct SubscriptionsTests {
  typealias Step = ChildStep<Subscriptions.Delegate>
  static let context = Subscriptions.Context(
    userName: Fixture.user, isLoggingOut: false, language: "en", pushTopic: Fixture.topic)
  static let mine = DeviceSubscription(deviceToken: Fixture.token, userName: Fixture.user)

  /// A temporary account's session; `loggingOut`: its logout is under way.
  static func temporary(loggingOut: Bool = false) -> Subscriptions.Context {
    Subscriptions.Context(
      temporaryAccountName: "~2026-1", isLoggingOut: loggingOut, language: "en",
      pushTopic: Fixture.topic)
  }

  /// Sends `action` with `context` and `device`, and takes back the record as the child changed
  /// it, as the parent does.
  static func reduce(
    _ child: inout Subscriptions, _ action: Subscriptions.Action,
    _ context: Subscriptions.Context = context, device: inout DeviceRecord
  ) -> Step {
    var context = context
    context.device = device
    let result = Subscriptions.reduce(into: &child, action: action, context: &context)
    let step = Step(result, said: context.announcements)
    device = context.device
    return step
  }

  /// Sends `action` with `context` and a device record that is not kept.
  static func reduce(
    _ child: inout Subscriptions, _ action: Subscriptions.Action,
    _ context: Subscriptions.Context = context, device: DeviceRecord = DeviceRecord()
  ) -> Step {
    var device = device
    return reduce(&child, action, context, device: &device)
  }

  @Test func aCreatedSubscriptionIsRecordedWithNothingElseForTheParent() {
    var child = Subscriptions(registration: .subscribing(token: Fixture.token, afterReclaim: false))
    var device = DeviceRecord()
    let step = Self.reduce(
      &child, .subscribeFinished(token: Fixture.token, userName: Fixture.user, .success(.created)),
      device: &device)
    #expect(step == Step())
    #expect(child == Subscriptions(registration: .registered(token: Fixture.token)))
    #expect(device == DeviceRecord(registered: Self.mine))
  }

  /// The app switched from Bob to this account while Bob's subscribe of the same token
  /// travelled: Bob's answer (his session is gone) is not this registration's, and changes
  /// nothing (found by the randomized model, seed 17866802055436054730 of base 22).
  @Test func anotherAccountsAnswerForTheSameTokenIsNotThisRegistrations() {
    let subscribing = Subscriptions(
      registration: .subscribing(token: Fixture.token, afterReclaim: false))
    var child = subscribing
    var device = DeviceRecord()
    let step = Self.reduce(
      &child, .subscribeFinished(token: Fixture.token, userName: "Bob", .failure(.notLoggedIn)),
      device: &device)
    #expect(step == Step())
    #expect(child == subscribing)
    #expect(device == DeviceRecord())
  }

  @Test func aTokenStillHeldAfterTheReclaimIsAFailureForTheParentToSay() {
    var child = Subscriptions(registration: .subscribing(token: Fixture.token, afterReclaim: true))
    var device = DeviceRecord()
    let step = Self.reduce(
      &child,
      .subscribeFinished(token: Fixture.token, userName: Fixture.user, .success(.tokenExists)),
      device: &device)
    #expect(
      step
        == Step(said: [Spoken(.registrationFailed(.tokenHeldByAnotherAccount), .assertive)])
    )
    #expect(child == Subscriptions(registration: .failed(.tokenHeldByAnotherAccount)))
    #expect(device == DeviceRecord())
  }

  @Test func aLostSessionIsTheParents() {
    var child = Subscriptions(registration: .reclaiming(token: Fixture.token))
    var device = DeviceRecord(unconfirmed: Self.mine)
    let step = Self.reduce(
      &child, .unsubscribeFinished(token: Fixture.token, .reclaim, .failure(.notLoggedIn)),
      device: &device)
    #expect(step == Step(delegates: [.sessionEnded]))
    #expect(child == Subscriptions(registration: .reclaiming(token: Fixture.token)))
    #expect(device == DeviceRecord(unconfirmed: Self.mine))
  }

  @Test func aRotatedTokenDeletesTheOldSubscriptionFirst() {
    var child = Subscriptions(registration: .fetchingToken)
    let old = DeviceSubscription(deviceToken: "0ld", userName: Fixture.user)
    let step = Self.reduce(
      &child, .deviceToken(.success(Fixture.token)), device: DeviceRecord(registered: old))
    #expect(
      step
        == Step(effects: [
          .unsubscribe("en", token: "0ld", .replaceOldToken, userName: Fixture.user)
        ]))
    #expect(
      child == Subscriptions(registration: .replacingOldToken(old: "0ld", new: Fixture.token)))
  }

  @Test func withoutASessionNothingIsSubscribed() {
    var child = Subscriptions(registration: .fetchingToken)
    var context = Self.context
    context.userName = nil
    #expect(Self.reduce(&child, .deviceToken(.success(Fixture.token)), context) == Step())
    #expect(child == Subscriptions(registration: .fetchingToken))
  }

  @Test func aPendingDeleteThatSucceedsIsForgottenAndTheNextFollows() {
    let other = DeviceSubscription(deviceToken: "0ld", userName: Fixture.user)
    var child = Subscriptions()
    var device = DeviceRecord(pendingUnsubscribes: [Self.mine, other])
    #expect(
      Self.reduce(&child, .retryPendingUnsubscribe, device: &device)
        == Step(effects: [
          .unsubscribe("en", token: Fixture.token, .pendingRetry, userName: Fixture.user)
        ]))
    #expect(child == Subscriptions(retryingUnsubscribe: Fixture.token))
    let step = Self.reduce(
      &child, .unsubscribeFinished(token: Fixture.token, .pendingRetry, .success(.deleted)),
      device: &device)
    #expect(
      step
        == Step(
          effects: [.unsubscribe("en", token: "0ld", .pendingRetry, userName: Fixture.user)]))
    #expect(child == Subscriptions(retryingUnsubscribe: "0ld"))
    #expect(device == DeviceRecord(pendingUnsubscribes: [other]))
  }

  /// The retried delete lets the registration that waited for it go: the parent's rule after
  /// every event (``Subscriptions/Action/registerIfUseful``) then starts it.
  @Test func theRegistrationThatWaitedForTheLastPendingDeleteStartsAfterIt() {
    var wanted = Self.context
    wanted.pushesAreWanted = true
    var child = Subscriptions(retryingUnsubscribe: "0ld")
    let owed = DeviceSubscription(deviceToken: "0ld", userName: Fixture.user)
    var device = DeviceRecord(pendingUnsubscribes: [owed])
    // While the delete is out, no registration starts.
    #expect(Self.reduce(&child, .registerIfUseful, wanted, device: &device) == Step())
    let step = Self.reduce(
      &child, .unsubscribeFinished(token: "0ld", .pendingRetry, .success(.deleted)), wanted,
      device: &device)
    #expect(step == Step())
    #expect(child == Subscriptions())
    #expect(device == DeviceRecord())
    #expect(
      Self.reduce(&child, .registerIfUseful, wanted, device: &device)
        == Step(effects: [.registerForDeviceToken]))
    #expect(child == Subscriptions(registration: .fetchingToken))
    // A failed retry stays owed; the registration goes ahead all the same.
    var failing = Subscriptions(retryingUnsubscribe: "0ld")
    var kept = DeviceRecord(pendingUnsubscribes: [owed])
    let failed = Self.reduce(
      &failing,
      .unsubscribeFinished(token: "0ld", .pendingRetry, .failure(.unreachable(detail: "x"))),
      wanted, device: &kept)
    #expect(failed == Step())
    #expect(
      Self.reduce(&failing, .registerIfUseful, wanted, device: &kept)
        == Step(effects: [.registerForDeviceToken]))
    #expect(kept == DeviceRecord(pendingUnsubscribes: [owed]))
    // A lost session is the parent's: nothing is registered.
    var lost = Subscriptions(retryingUnsubscribe: "0ld")
    #expect(
      Self.reduce(
        &lost, .unsubscribeFinished(token: "0ld", .pendingRetry, .failure(.notLoggedIn)), wanted,
        device: DeviceRecord(pendingUnsubscribes: [owed])) == Step(delegates: [.sessionEnded]))
    #expect(lost == Subscriptions())
  }

  @Test func aPendingDeleteIsNotRetriedDuringALogout() {
    var child = Subscriptions()
    var context = Self.context
    context.isLoggingOut = true
    let device = DeviceRecord(pendingUnsubscribes: [Self.mine])
    #expect(Self.reduce(&child, .retryPendingUnsubscribe, context, device: device) == Step())
    #expect(child == Subscriptions())
  }

  @Test func anotherTokensAnswerIsNotTheRetrys() {
    var child = Subscriptions(retryingUnsubscribe: Fixture.token)
    var device = DeviceRecord(pendingUnsubscribes: [Self.mine])
    let step = Self.reduce(
      &child, .unsubscribeFinished(token: "0ld", .pendingRetry, .failure(.notLoggedIn)),
      device: &device)
    #expect(step == Step())
    #expect(child == Subscriptions(retryingUnsubscribe: Fixture.token))
    #expect(device == DeviceRecord(pendingUnsubscribes: [Self.mine]))
  }

  @Test func aRegistrationStartsOnlyWhenWantedAndNothingElseIsUnderWay() {
    var wanted = Self.context
    wanted.pushesAreWanted = true
    var child = Subscriptions()
    #expect(Self.reduce(&child, .registerIfUseful) == Step())
    #expect(child == Subscriptions())
    for busy in [\Subscriptions.Context.isCopyingSettings, \.isLoggingOut] {
      var context = wanted
      context[keyPath: busy] = true
      #expect(Self.reduce(&child, .registerIfUseful, context) == Step())
      #expect(child == Subscriptions())
    }
    var retrying = Subscriptions(retryingUnsubscribe: "0ld")
    #expect(Self.reduce(&retrying, .registerIfUseful, wanted) == Step())
    #expect(retrying == Subscriptions(retryingUnsubscribe: "0ld"))
    #expect(
      Self.reduce(&child, .registerIfUseful, wanted) == Step(effects: [.registerForDeviceToken]))
    #expect(child == Subscriptions(registration: .fetchingToken))
    // At most once per account: a running or failed one is not started again by itself.
    #expect(Self.reduce(&child, .registerIfUseful, wanted) == Step())
    var failed = Subscriptions(registration: .failed(.tokenHeldByAnotherAccount))
    #expect(Self.reduce(&failed, .registerIfUseful, wanted) == Step())
    #expect(Self.reduce(&failed, .retryTapped, wanted) == Step(effects: [.registerForDeviceToken]))
    #expect(failed == Subscriptions(registration: .fetchingToken))
  }

  @Test func aTemporaryAccountsSubscriptionsAreDeletedOneAtATime() {
    let first = DeviceSubscription(deviceToken: "t1", userName: "~2026-1")
    let second = DeviceSubscription(deviceToken: "t2", userName: "~2026-1")
    var device = DeviceRecord(registered: first, pendingUnsubscribes: [second])
    var child = Subscriptions()
    #expect(
      Self.reduce(&child, .removeTemporaryAccountSubscriptions, Self.temporary(), device: &device)
        == Step(effects: [.unsubscribe("en", token: "t1", .temporaryAccount, userName: "~2026-1")]))
    #expect(child == Subscriptions(retryingUnsubscribe: "t1"))
    let step = Self.reduce(
      &child, .unsubscribeFinished(token: "t1", .temporaryAccount, .success(.deleted)),
      Self.temporary(),
      device: &device)
    #expect(
      step
        == Step(
          effects: [.unsubscribe("en", token: "t2", .temporaryAccount, userName: "~2026-1")]))
    #expect(child == Subscriptions(retryingUnsubscribe: "t2"))
    #expect(device == DeviceRecord(pendingUnsubscribes: [second]))
    // A failure while its logout is under way is forgotten: nothing could delete it later.
    let failed = Self.reduce(
      &child,
      .unsubscribeFinished(
        token: "t2", .temporaryAccount, .failure(.unreachable(detail: "offline"))),
      Self.temporary(loggingOut: true), device: &device)
    #expect(
      failed
        == Step(said: [
          Spoken(
            .temporaryAccountUnsubscribeFailed(
              userName: "~2026-1", .unreachable(detail: "offline")), .assertive)
        ]))
    #expect(child == Subscriptions())
    #expect(device == DeviceRecord())
    #expect(
      Self.reduce(
        &child, .unsubscribeFinished(token: "t2", .temporaryAccount, .success(.deleted)),
        Self.temporary(loggingOut: true), device: &device) == Step())
  }

  @Test func aTemporarySessionThatEndedForgetsItsSubscriptions() {
    let recorded = DeviceSubscription(deviceToken: "t1", userName: "~2026-1")
    var device = DeviceRecord(unconfirmed: recorded)
    var child = Subscriptions(retryingUnsubscribe: "t1")
    let step = Self.reduce(
      &child, .unsubscribeFinished(token: "t1", .temporaryAccount, .failure(.notLoggedIn)),
      Self.temporary(), device: &device)
    #expect(
      step
        == Step(delegates: [.sessionEnded]))
    #expect(child == Subscriptions())
    #expect(device == DeviceRecord())
  }

  @Test func aResetRecordsACreateStillTravellingForTheAccountsNextLogout() {
    var child = Subscriptions(registration: .subscribing(token: Fixture.token, afterReclaim: false))
    var device = DeviceRecord()
    let step = Self.reduce(&child, .reset, device: &device)
    #expect(step == Step())
    #expect(child == Subscriptions())
    #expect(device == DeviceRecord(unconfirmed: Self.mine))
  }
}
