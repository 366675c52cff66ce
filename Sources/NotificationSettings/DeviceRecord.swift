/// A device token subscribed to pushes for one account.
public struct DeviceSubscription: Equatable, Hashable, Sendable, Codable {
  /// The device token, hex encoded.
  public var deviceToken: String
  /// The account that holds the subscription (only it can delete it).
  public var userName: String

  /// Creates a record.
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

  /// Creates a record; the default is a device that never subscribed.
  public init(registered: DeviceSubscription? = nil, pendingUnsubscribes: [DeviceSubscription] = [])
  {
    self.registered = registered
    self.pendingUnsubscribes = pendingUnsubscribes
  }
}
