/// Whether the wiki knows who is using the app, and how far a logout has come.
public enum AccountSession: Equatable, Sendable {
  /// Not known yet: nothing has been read since the app started or the account changed.
  case unknown
  /// No account: the screen explains that notifications need one.
  case loggedOut
  /// Logged in as this account.
  case loggedIn(userName: String)
  /// The person asked to log out; the session ends at the end of these phases.
  case loggingOut(Logout)
  /// A temporary account (MediaWiki's `$wgAutoCreateTempUser`, made by an edit without an
  /// account, e.g. `~2026-1`): the wiki refuses to save its preferences, so, as when logged out,
  /// the screen explains that choosing notifications needs a registered account, and nothing is
  /// written or subscribed for it. `loggingOut` once the person asked to end its session.
  case temporaryAccount(userName: String, loggingOut: Bool)

  /// The account's name while its toggles are shown: logged in, or waiting to log out (never a
  /// temporary account's: it has no toggles).
  public var userName: String? {
    switch self {
    case .loggedIn(let name): name
    case .loggingOut(.waiting(let name)): name
    case .unknown, .loggedOut, .loggingOut(.ending), .temporaryAccount: nil
    }
  }

  /// The temporary account's name, when the session is one.
  public var temporaryAccountName: String? {
    if case .temporaryAccount(let name, _) = self { return name }
    return nil
  }

  /// Whether the person asked to log out (any phase, a temporary account's too).
  public var isLoggingOut: Bool {
    switch self {
    case .loggingOut, .temporaryAccount(_, loggingOut: true): true
    default: false
    }
  }

  /// Whether a logout was asked for and waits for the account's requests in flight.
  var isWaitingToLogOut: Bool {
    if case .loggingOut(.waiting) = self { return true }
    return false
  }

  /// Whether the account is let go and the wiki session is being ended.
  var isEnding: Bool {
    if case .loggingOut(.ending) = self { return true }
    return false
  }

  /// Whether the app said nobody is logged in (with `sayingTheApp`: the app's own session, see
  /// ``SettingsConfiguration/usesAppSession``): nothing is read then.
  func isNobody(sayingTheApp: Bool) -> Bool { sayingTheApp && self == .loggedOut }

  /// The session after a read named the account: a logout waiting keeps waiting.
  func named(_ userName: String) -> AccountSession {
    isWaitingToLogOut ? .loggingOut(.waiting(userName: userName)) : .loggedIn(userName: userName)
  }
}

/// The phases of a logout: it waits until no save or subscription request of the account is
/// unanswered (a delete sent beside a create can overtake it and leave the device subscribed),
/// then deletes this device's subscription while the session still exists, then ends it.
public enum Logout: Equatable, Sendable {
  /// The account (nil: not read yet) still shows; its unsent choices are saved first.
  case waiting(userName: String?)
  /// The account is let go: this subscription (if any) is being deleted, then the session ends.
  case ending(unsubscribing: DeviceSubscription?)
}

/// How a logout the person asked for ended.
public enum LogoutOutcome: Equatable, Sendable {
  /// The wiki ended the session, after this device's subscription was deleted or kept pending.
  case loggedOut
  /// The wiki's logout failed (unreachable, say), after this device's subscription was deleted
  /// or kept pending: the session ended here all the same (the person asked to log out), but
  /// the wiki may hold it until it expires.
  case endedHereOnly(WikiFailure)
  /// Before the logout could start, the wiki found the session already ended (expired, or
  /// ended elsewhere): nothing was deleted or logged out.
  case sessionAlreadyEnded
}
