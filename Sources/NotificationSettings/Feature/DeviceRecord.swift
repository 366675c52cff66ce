/// A device token subscribed to pushes for one account.
public struct DeviceSubscription: Equatable, Hashable, Sendable, Codable {
  /// The device token, hex encoded.
  public var deviceToken: String
  /// The account that holds the subscription (only it can delete it).
  public var userName: String

  /// `userName` is the account whose session subscribed the token.
  public init(deviceToken: String, userName: String) {
    self.deviceToken = deviceToken
    self.userName = userName
  }
}

/// What this device remembers across restarts about its push subscriptions.
public struct DeviceRecord: Equatable, Sendable, Codable {
  /// The token this device last subscribed, and for which account.
  public var registered: DeviceSubscription?
  /// Subscriptions whose delete failed at logout: retried at the next login of their account.
  public var pendingUnsubscribes: [DeviceSubscription]
  /// A create whose answer was lost: the wiki may hold it, so a logout deletes it too. The next
  /// subscribe settles it (Echo answers `token-exists` and the reclaim proves whose it is).
  public var unconfirmed: DeviceSubscription?

  /// The defaults are a device that never subscribed.
  public init(
    registered: DeviceSubscription? = nil, pendingUnsubscribes: [DeviceSubscription] = [],
    unconfirmed: DeviceSubscription? = nil
  ) {
    self.registered = registered
    self.pendingUnsubscribes = pendingUnsubscribes
    self.unconfirmed = unconfirmed
  }

  /// Remembers a subscription just created. The record has one slot: another account's earlier
  /// subscription (its session ended without a logout) becomes a pending delete for that
  /// account's next login rather than being forgotten.
  mutating func recordRegistered(_ subscription: DeviceSubscription) {
    forget(subscription)
    owe(registered)
    registered = subscription
  }

  /// Remembers a create whose answer was lost. One slot: an earlier one becomes a pending delete,
  /// retried at its account's next login (deleting a subscription that may exist is always safe).
  mutating func recordUnconfirmed(_ subscription: DeviceSubscription) {
    if unconfirmed != subscription { owe(unconfirmed) }
    unconfirmed = subscription
  }

  /// Adds a delete owed at the subscription's account's next login (once).
  mutating func owe(_ subscription: DeviceSubscription?) {
    guard let subscription, !pendingUnsubscribes.contains(subscription) else { return }
    pendingUnsubscribes.append(subscription)
  }

  /// Every subscription recorded for `userName` (registered, unconfirmed or owed), each once.
  public func subscriptions(of userName: String) -> [DeviceSubscription] {
    var found: [DeviceSubscription] = []
    for subscription in [registered, unconfirmed].compactMap({ $0 }) + pendingUnsubscribes
    where subscription.userName == userName && !found.contains(subscription) {
      found.append(subscription)
    }
    return found
  }

  /// Forgets `subscription` wherever it is recorded: the wiki no longer holds it for its account.
  public mutating func forget(_ subscription: DeviceSubscription) {
    if registered == subscription { registered = nil }
    if unconfirmed == subscription { unconfirmed = nil }
    pendingUnsubscribes.removeAll { $0 == subscription }
  }
}

extension DeviceRecord {
  /// A logout that cannot delete the subscriptions this device recorded (no read named the
  /// account, or the session had already ended) keeps them as pending deletes for their
  /// account's next login; returns what to say (assertively): the device keeps getting those
  /// pushes until then. The records of `session` (a temporary account now holding the session, which can
  /// delete its own) stay as they are.
  mutating func keepRecordedSubscriptionsPending(
    _ failure: WikiFailure, except session: String? = nil
  ) -> [Announcement.Message] {
    var said: [Announcement.Message] = []
    for recorded in [registered, unconfirmed].compactMap({ $0 }) where recorded.userName != session
    {
      if !pendingUnsubscribes.contains(recorded) {
        owe(recorded)
        said.append(.unsubscribeFailed(userName: recorded.userName, failure))
      }
      if registered == recorded { registered = nil }
      if unconfirmed == recorded { unconfirmed = nil }
    }
    return said
  }

  /// Forgets every subscription recorded for `userName`.
  mutating func forgetSubscriptions(of userName: String) {
    for subscription in subscriptions(of: userName) { forget(subscription) }
  }
}
