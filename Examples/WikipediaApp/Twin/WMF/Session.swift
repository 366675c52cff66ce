import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `Wikipedia/Code/Session.swift`: `@objc(WMFSession) public class Session: NSObject`, a plain
/// class. Its URLSession keeps the login in the app group's cookie storage
/// (`sharedCookieStorage`); the twin gives each install its own (an ephemeral configuration's),
/// so two installs in one test process do not share a login.
public class Session: NSObject {
  /// `public var defaultURLSession: URLSession` (~160): replaced when `permanentCache` is set,
  /// and `URLSession.shared` after `teardown()`.
  public var defaultURLSession: URLSession

  /// The install's cookie storage (the app's `sharedCookieStorage`, the app group's): the
  /// notification service extension reads through it too.
  public let cookieStorage: HTTPCookieStorage

  /// `@objc public static let sharedCookieStorage`: the app group's, here the storage of the
  /// install made last.
  public static var sharedCookieStorage: HTTPCookieStorage { lastMade?.cookieStorage ?? .shared }
  private static weak var lastMade: Session?

  /// A session of a new install: no cookies.
  public override init() {
    let configuration = URLSessionConfiguration.ephemeral
    // The ephemeral configuration's own storage, which keeps every cookie the wikis set.
    cookieStorage = configuration.httpCookieStorage ?? .shared
    cookieStorage.cookieAcceptPolicy = .always
    defaultURLSession = URLSession(configuration: configuration)
    super.init()
    Session.lastMade = self
  }

  /// `@objc public func teardown()` (~172): invalidates the session and puts
  /// `URLSession.shared`, which has none of the login cookies, in `defaultURLSession`.
  public func teardown() {
    guard defaultURLSession !== URLSession.shared else { return }
    defaultURLSession.invalidateAndCancel()
    defaultURLSession = URLSession.shared
  }

  /// `@objc public func removeAllCookies()` (~75): what the logout's `reset()` calls.
  public func removeAllCookies() {
    for cookie in cookieStorage.cookies ?? [] { cookieStorage.deleteCookie(cookie) }
  }

  /// `func hasCentralAuthUserCookie() -> Bool`: whether a `centralauth_User` cookie is stored.
  /// The test wikis have no CentralAuth: their own user-name cookie (`<wiki>UserName`, set for a
  /// permanent and a temporary account alike) stands in.
  func hasCentralAuthUserCookie() -> Bool {
    (cookieStorage.cookies ?? []).contains {
      $0.name == "centralauth_User" || $0.name.hasSuffix("UserName")
    }
  }
}
