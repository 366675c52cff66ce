/// Where a transport keeps one session's cookies: a maintained engine (libcurl's cookie engine on
/// Linux, Foundation's `HTTPCookieStorage` on Apple platforms) that takes `Set-Cookie`, applies
/// the domain, path, `Secure` and expiry rules, and sends `Cookie`. The package parses no cookie
/// itself; it only saves and restores a session for a program without a login of its own (the
/// command-line tool). An app that lends its session hands no store: its cookies stay its own.
public protocol CookieStore: Sendable {
  /// Every cookie held, as lines of the Netscape cookie file (curl's `-c` format). Secret: store
  /// them mode 0600, never print them.
  func savedCookies() -> [String]
  /// Adds cookies saved by ``savedCookies()``; a line the engine refuses is left out.
  func restore(_ lines: [String])
  /// Forgets every cookie (a logout, or a session that belongs to another login).
  func removeAll()
}

extension HTTPTransport {
  /// No cookies of its own (a wrapper forwards its base's, a borrowed session keeps the app's).
  public var cookieStore: (any CookieStore)? { nil }
}
