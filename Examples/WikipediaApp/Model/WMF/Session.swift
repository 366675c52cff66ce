// A model of what the Wikipedia app's target sees of the WMF framework (Swift 5 language mode,
// as WMF builds): only public and open declarations, with their @objc names, isolation and
// Sendable-ness as declared. Each cites its file in wikimedia/wikipedia-ios. The bodies are
// placeholders; only the declarations matter. On Linux the check removes `@objc` and
// `dynamic` (no Objective-C runtime); on Apple platforms the files compile as they are.
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `Wikipedia/Code/Session.swift`: `@objc(WMFSession) public class Session: NSObject`. A plain
/// class: not `Sendable`, no global actor. What the app target cannot see is left out:
/// `authenticationDelegate` (`@objc weak var`, internal) and the internal protocol
/// `SessionAuthenticationDelegate` (`attemptReauthentication()`, `deauthenticate()`), and the
/// internal `permanentCache`, whose `didSet` replaces `defaultURLSession`.
@objc(WMFSession)
public class Session: NSObject {
  /// `public var defaultURLSession: URLSession` (Session.swift ~160): replaced when
  /// `permanentCache` is set, and `URLSession.shared` after `teardown()`.
  public var defaultURLSession: URLSession

  /// `@objc public static let sharedCookieStorage = HTTPCookieStorage.sharedCookieStorage(
  /// forGroupContainerIdentifier: WMFApplicationGroupIdentifier)` (Session.swift ~166): the
  /// app group's cookie storage, which holds the login.
  @objc public static let sharedCookieStorage = HTTPCookieStorage.shared

  /// `@objc public func teardown()` (Session.swift ~172): invalidates the session and puts
  /// `URLSession.shared`, which has none of the login cookies, in `defaultURLSession`.
  @objc public func teardown() {
    guard defaultURLSession !== URLSession.shared else { return }
    defaultURLSession.invalidateAndCancel()
    defaultURLSession = URLSession.shared
  }

  /// `@objc public func removeAllCookies()` (Session.swift ~75).
  @objc public func removeAllCookies() {}

  // The real initializer is `@objc public required init(configuration: Configuration)`; the
  // app gets its session from `MWKDataStore.session`, so the model needs no public one.
  init(urlSession: URLSession) {
    defaultURLSession = urlSession
  }
}
