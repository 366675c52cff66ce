import Foundation

/// `Wikipedia/Code/WMFAuthenticationManager.swift`: `@objc public class WMFAuthenticationManager:
/// NSObject`, not `Sendable`, no global actor (its callbacks come on the main queue). Left out,
/// because the app target cannot see them: the internal `@objc protocol
/// WMFAuthenticationManagerDelegate` (`authenticationManagerWillLogOut(completionHandler:)`,
/// `authenticationManagerDidLogin()`, `authenticationManagerDidReset()`, `loginSiteURL`) and its
/// one `@objc weak var delegate`, held by `MWKDataStore`.
@objc public class WMFAuthenticationManager: NSObject {
  /// `@objc public enum LogoutInitiator: Int` (~40).
  @objc public enum LogoutInitiator: Int {
    case user
    case app
    case server
  }

  /// `@objc public static let didLogOutNotification` (~48): posted on the main queue after the
  /// logout ended the session and cleared the cookies.
  @objc public static let didLogOutNotification = Notification.Name(
    "WMFAuthenticationManagerDidLogOut")
  /// `@objc public static let didLogInNotification` (~49): posted on the main queue after a
  /// login, and after the login with saved credentials at launch.
  @objc public static let didLogInNotification = Notification.Name(
    "WMFAuthenticationManagerDidLogIn")

  /// `@objc public var authStatePermanentUsername: String?` (~100): from a per-host cache of
  /// `meta=userinfo`, empty until the login at launch has answered.
  @objc public var authStatePermanentUsername: String? { nil }

  /// `@objc public var authStateIsPermanent: Bool` (~113): from the same cache.
  @objc public var authStateIsPermanent: Bool { false }

  /// `@objc public var authStateIsTemporary: Bool` (~125): from the cookies (a CentralAuth user
  /// cookie and no keychain credentials).
  @objc public var authStateIsTemporary: Bool { false }

  /// `authStateTemporaryUsername: String?`, public: the app target reads it
  /// (`SettingsCoordinator.asyncStart()`, `userAuthenticationStateDidChange()`).
  @objc public var authStateTemporaryUsername: String? { nil }

  /// `@objc(attemptLoginWithLogoutOnFailureWithCompletion:) public func
  /// attemptLoginWithLogoutOnFailure(completion: @escaping () -> Void = {})` (~330): the login
  /// with the keychain's credentials that `MWKDataStore.attemptReauthentication()` runs (the
  /// `Session`'s re-login on a 401); when it fails it logs out (`.server`), which a temporary
  /// account, with no keychain password, always does.
  @objc(attemptLoginWithLogoutOnFailureWithCompletion:)
  public func attemptLoginWithLogoutOnFailure(completion: @escaping () -> Void = {}) {
    completion()
  }

  /// `@objc(logoutInitiatedBy:completion:) public func logout(initiatedBy:completion:)`
  /// (~350): asks its delegate (`MWKDataStore`, which asks `WMFNotificationsController`) to
  /// clean up, then sends `action=logout`, resets and posts `didLogOutNotification`.
  @objc(logoutInitiatedBy:completion:)
  public func logout(
    initiatedBy logoutInitiator: LogoutInitiator, completion: @escaping () -> Void = {}
  ) {
    completion()
  }
}
