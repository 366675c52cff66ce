/// This device's push subscriptions for the account: the registration, and a delete in flight
/// that is no registration's.
public struct Subscriptions: Equatable, Sendable {
  /// This device's push subscription for the account.
  public internal(set) var registration: Registration = .idle
  /// The token of a delete in flight that is no registration's: a pending unsubscribe being
  /// retried, or what the device subscribed for a temporary account.
  public internal(set) var retryingUnsubscribe: String?

  /// Nothing tried for this account.
  public init() {}

  /// A child at `registration` and `retryingUnsubscribe`: only the core (and its tests) put
  /// one anywhere but at the start; from outside, events move it.
  init(registration: Registration = .idle, retryingUnsubscribe: String? = nil) {
    self.registration = registration
    self.retryingUnsubscribe = retryingUnsubscribe
  }

  /// Forgets the account's registration and retry. A create still travelling may land: it is
  /// recorded (in the device record the child's context hands it) for `userName`'s next logout on
  /// this device.
  mutating func reset(userName: String?, device: inout DeviceRecord) {
    if case .subscribing(let token, _) = registration, let userName {
      device.recordUnconfirmed(DeviceSubscription(deviceToken: token, userName: userName))
    }
    self = Subscriptions()
  }

  /// Whether a request to the wiki about a token is unanswered: a logout waits for it (a delete
  /// sent beside a create can overtake it and leave the device subscribed).
  public var awaitsWiki: Bool { registration.awaitsWiki || retryingUnsubscribe != nil }
}
