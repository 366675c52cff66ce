/// Where this device stands in subscribing its push token for the logged-in account.
public enum Registration: Equatable, Sendable {
  /// Nothing tried for this account yet (or a retry was asked for).
  case idle
  /// Waiting for the operating system's device token.
  case fetchingToken
  /// The token changed: deleting the old subscription before creating the new one.
  case replacingOldToken(old: String, new: String)
  /// Creating the subscription; `afterReclaim` when the token was just deleted to prove ownership.
  case subscribing(token: String, afterReclaim: Bool)
  /// The wiki said the token exists; deleting it shows whether THIS account holds it.
  case reclaiming(token: String)
  /// Subscribed for this account: pushes can arrive.
  case registered(token: String)
  /// Not registered, for this reason; a retry starts over.
  case failed(RegistrationFailure)

  /// Whether a request to the wiki about the token is unanswered (a logout waits for it: a delete
  /// sent beside a create can overtake it and leave the device subscribed).
  var awaitsWiki: Bool {
    switch self {
    case .replacingOldToken, .subscribing, .reclaiming: return true
    case .idle, .fetchingToken, .registered, .failed: return false
    }
  }

  /// The token a request is currently about, if any (it must be deleted at logout).
  var tokenInPlay: String? {
    switch self {
    case .idle, .fetchingToken, .failed: return nil
    case .replacingOldToken(_, let new): return new
    case .subscribing(let token, _), .reclaiming(let token), .registered(let token): return token
    }
  }
}

/// Why this device is not registered for pushes.
public enum RegistrationFailure: Equatable, Sendable {
  /// The operating system gave no device token.
  case deviceToken(detail: String)
  /// The wiki refused or failed the subscription.
  case subscription(WikiFailure)
  /// Another account on the wiki holds this device's token (it can only be removed by that
  /// account logging out on this device).
  case tokenHeldByAnotherAccount
}
