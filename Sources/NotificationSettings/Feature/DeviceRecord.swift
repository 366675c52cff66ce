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
