/// Whether the wiki knows who is using the app.
public enum Session: Equatable, Sendable {
  /// Not known yet: nothing has been read since the app started or the account changed.
  case unknown
  /// No account: the screen explains that notifications need one.
  case loggedOut
  /// Logged in as this account.
  case loggedIn(userName: String)
  /// Logging out: this subscription (if any) is being deleted, then the session ends.
  case loggingOut(unsubscribing: DeviceSubscription?)

  /// The account's name while logged in (not while logging out).
  public var userName: String? {
    if case .loggedIn(let name) = self { return name }
    return nil
  }
}
