import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `WMFAuthenticationManager.swift` ~4-9: the internal delegate `MWKDataStore` holds.
protocol WMFAuthenticationManagerDelegate: AnyObject {
  var loginSiteURL: URL? { get }
  func authenticationManagerWillLogOut(completionHandler: @escaping () -> Void)
  func authenticationManagerDidLogin()
  func authenticationManagerDidReset()
}

/// `WMFCurrentUser` (WMF): what `meta=userinfo` says of the session.
public struct WMFCurrentUser {
  /// `authState`: `.permanent`, `.temporary` or `.ip` (nobody).
  public enum AuthState { case permanent, temporary, ip }
  /// The account's name (an IP for nobody).
  public let name: String
  /// Who the session is.
  public let authState: AuthState
}

/// `Wikipedia/Code/WMFAuthenticationManager.swift`, ported flow by flow: the login with saved
/// credentials at launch (`attemptLogin`), the person's login (`login`), the re-login that
/// logs out on failure (`attemptLoginWithLogoutOnFailure`) and the logout
/// (`logout(initiatedBy:completion:)`: the delegate's `authenticationManagerWillLogOut` first,
/// then `action=logout`, then `reset()` (`removeAllCookies()`), then `didLogOutNotification`).
/// Its callbacks come on the main queue, as the app's. The test wikis have no CentralAuth: a
/// login logs in on each language's wiki (the app's one login holds for every language through
/// CentralAuth's cookies).
public class WMFAuthenticationManager: NSObject {
  /// `@objc public enum LogoutInitiator: Int` (~40).
  public enum LogoutInitiator: Int {
    case user
    case app
    case server
  }

  /// Why a login failed (`LoginError`, and the wiki's answer).
  public struct LoginFailure: Error, CustomStringConvertible {
    /// What went wrong.
    public var description: String
  }

  /// `@objc public static let didLogOutNotification` (~48).
  public static let didLogOutNotification = Notification.Name(
    "WMFAuthenticationManagerDidLogOut")
  /// `@objc public static let didLogInNotification` (~49).
  public static let didLogInNotification = Notification.Name("WMFAuthenticationManagerDidLogIn")

  /// `@objc weak var delegate: WMFAuthenticationManagerDelegate?` (~55): `MWKDataStore`.
  weak var delegate: WMFAuthenticationManagerDelegate?

  private let session: Session
  private let apiURLs: [URL]
  private let apiURL: (URL) -> URL
  // `private var currentUserCache: [SiteURLHost: WMFCurrentUser]`
  private var currentUserCache: [String: WMFCurrentUser] = [:]

  /// `init(session:configuration:)`; `apiURL` maps a site URL to the test wiki's `api.php`, and
  /// `apiURLs` lists every language's (twin only).
  init(session: Session, apiURLs: [URL], apiURL: @escaping (URL) -> URL) {
    self.session = session
    self.apiURLs = apiURLs
    self.apiURL = apiURL
  }

  /// `@objc public var authStatePermanentUsername: String?` (~100).
  public var authStatePermanentUsername: String? {
    currentUserCache.values.first { $0.authState == .permanent }?.name
  }

  /// `@objc public var authStateIsPermanent: Bool` (~113).
  public var authStateIsPermanent: Bool {
    currentUserCache.values.contains { $0.authState == .permanent }
  }

  /// `@objc public var authStateIsTemporary: Bool` (~125): "is_temp = existence of central auth
  /// username cookie, but missing an entry in the local credential store".
  public var authStateIsTemporary: Bool {
    session.hasCentralAuthUserCookie() && KeychainCredentialsManager.shared.username == nil
      && KeychainCredentialsManager.shared.password == nil
  }

  /// `authStateTemporaryUsername: String?`: the temporary account's name, from the user-name
  /// cookie (the cache, once a read named it).
  public var authStateTemporaryUsername: String? {
    if let user = currentUserCache.values.first(where: { $0.authState == .temporary }) {
      return user.name
    }
    guard authStateIsTemporary else { return nil }
    let cookie = (session.cookieStorage.cookies ?? []).first { $0.name.hasSuffix("UserName") }
    return cookie.flatMap { $0.value.removingPercentEncoding ?? $0.value }
  }

  /// `isUserUnawareOfLogout` (UserDefaults): set by a logout the app or the server initiated;
  /// `WMFAppViewController` then shows "You have been logged out".
  public var isUserUnawareOfLogout: Bool {
    get { UserDefaults.standard.bool(forKey: "WMFIsUserUnawareOfLogout") }
    set { UserDefaults.standard.set(newValue, forKey: "WMFIsUserUnawareOfLogout") }
  }

  private var loginSiteURL: URL? { delegate?.loginSiteURL }

  // MARK: Login

  /// `@objc public func attemptLogin(completion:)`: the login with saved credentials, which
  /// `WMFAppViewController.finishResumingApp` runs at every launch.
  public func attemptLogin(completion: @escaping () -> Void = {}) {
    loginWithSavedCredentials { _ in completion() }
  }

  /// `public func login(username:password:retypePassword:oathToken:captchaID:captchaWord:...)`:
  /// the person's login (the login screen); on success the user cache, the keychain,
  /// `authenticationManagerDidLogin` and `didLogInNotification`, on the main queue.
  public func login(
    username: String, password: String,
    completion: @escaping (Result<WMFCurrentUser, Error>) -> Void
  ) {
    guard let siteURL = loginSiteURL else {
      return completion(.failure(LoginFailure(description: "missingLoginURL")))
    }
    Task { @MainActor in
      do {
        for url in self.apiURLs {
          try await self.clientLogin(url, username: username, password: password)
        }
        let user = try await self.fetchUser(siteURL)
        self.currentUserCache[siteURL.host ?? ""] = user
        KeychainCredentialsManager.shared.username = username
        KeychainCredentialsManager.shared.password = password
        self.delegate?.authenticationManagerDidLogin()
        TwinJournal.note("didLogIn")
        NotificationCenter.default.post(name: Self.didLogInNotification, object: nil)
        completion(.success(user))
      } catch {
        completion(.failure(error))
      }
    }
  }

  /// `public func loginWithSavedCredentials(...)`: nothing without keychain credentials (a
  /// reader, a temporary account: `blankUsernameOrPassword`); a session already permanent is
  /// kept (`didLogInNotification`); otherwise a login, which logs out (`.app`) when it fails
  /// for another reason than the network.
  func loginWithSavedCredentials(completion: @escaping (Result<WMFCurrentUser, Error>) -> Void) {
    guard let userName = KeychainCredentialsManager.shared.username, !userName.isEmpty,
      let password = KeychainCredentialsManager.shared.password, !password.isEmpty
    else {
      return completion(.failure(LoginFailure(description: "blankUsernameOrPassword")))
    }
    guard let siteURL = loginSiteURL else {
      return completion(.failure(LoginFailure(description: "missingLoginURL")))
    }
    Task { @MainActor in
      if let user = try? await self.fetchUser(siteURL) {
        self.currentUserCache[siteURL.host ?? ""] = user
        if user.authState == .permanent {
          TwinJournal.note("didLogIn")
          NotificationCenter.default.post(name: Self.didLogInNotification, object: nil)
          return completion(.success(user))
        }
      }
      self.login(username: userName, password: password) { result in
        if case .failure(let error) = result {
          self.logout(initiatedBy: .app)
          return completion(.failure(error))
        }
        completion(result)
      }
    }
  }

  /// `@objc(attemptLoginWithLogoutOnFailureWithCompletion:)` (~330): what
  /// `-[MWKDataStore attemptReauthentication]` runs; on ANY failure (no saved credentials: a
  /// reader or a temporary account; a wrong password) it logs out with `.server`.
  public func attemptLoginWithLogoutOnFailure(completion: @escaping () -> Void = {}) {
    loginWithSavedCredentials { result in
      if case .failure = result {
        self.logout(initiatedBy: .server) { completion() }
      } else {
        completion()
      }
    }
  }

  // MARK: Logout

  /// `@objc(logoutInitiatedBy:completion:)` (~350): the delegate cleans up first (the session
  /// still exists: `MWKDataStore` asks `WMFNotificationsController`), then `action=logout`,
  /// then `reset()` (`removeAllCookies()`), then `didLogOutNotification`.
  public func logout(
    initiatedBy logoutInitiator: LogoutInitiator, completion: @escaping () -> Void = {}
  ) {
    let proceed = {
      if logoutInitiator == .app || logoutInitiator == .server {
        self.isUserUnawareOfLogout = true
      }
      Task { @MainActor in
        for url in self.apiURLs { await self.actionLogout(url) }
        self.reset()
        completion()
        TwinJournal.note("didLogOut")
        NotificationCenter.default.post(name: Self.didLogOutNotification, object: nil)
      }
    }
    TwinJournal.note("logout(\(logoutInitiator))")
    if let delegate {
      delegate.authenticationManagerWillLogOut(completionHandler: proceed)
    } else {
      proceed()
    }
  }

  /// `private func reset()`: the keychain, the user cache, the cookies.
  private func reset() {
    KeychainCredentialsManager.shared.username = nil
    KeychainCredentialsManager.shared.password = nil
    currentUserCache = [:]
    session.removeAllCookies()
    TwinJournal.note("removeAllCookies")
    delegate?.authenticationManagerDidReset()
  }

  /// `appLanguageDidChange`: the user cache of the new primary site.
  func refreshCurrentUser() {
    guard let siteURL = loginSiteURL else { return }
    Task { @MainActor in
      if let user = try? await self.fetchUser(siteURL) {
        self.currentUserCache[siteURL.host ?? ""] = user
      }
    }
  }

  // MARK: The fetchers

  private func clientLogin(_ siteAPI: URL, username: String, password: String) async throws {
    let urlSession = session.defaultURLSession
    let token = try await TwinAPI.token(urlSession, siteAPI, type: "login")
    TwinJournal.note("clientlogin")
    let answer = try await TwinAPI.call(
      urlSession, siteAPI,
      [
        "action": "clientlogin", "username": username, "password": password,
        "logintoken": token, "loginreturnurl": siteAPI.absoluteString,
      ], post: true)
    guard TwinAPI.value(answer, "clientlogin", "status") as? String == "PASS" else {
      let message = TwinAPI.value(answer, "clientlogin", "message") as? String ?? "refused"
      throw LoginFailure(description: message)
    }
  }

  private func fetchUser(_ siteURL: URL) async throws -> WMFCurrentUser {
    TwinJournal.note("userinfo")
    let answer = try await TwinAPI.call(
      session.defaultURLSession, apiURL(siteURL), ["action": "query", "meta": "userinfo"])
    guard let info = TwinAPI.value(answer, "query", "userinfo") as? [String: Any],
      let name = info["name"] as? String
    else { throw LoginFailure(description: "no userinfo") }
    let state: WMFCurrentUser.AuthState =
      info["anon"] != nil ? .ip : (info["temp"] as? Bool == true ? .temporary : .permanent)
    return WMFCurrentUser(name: name, authState: state)
  }

  private func actionLogout(_ siteAPI: URL) async {
    let urlSession = session.defaultURLSession
    guard let token = try? await TwinAPI.token(urlSession, siteAPI) else { return }
    TwinJournal.note("action=logout")
    _ = try? await TwinAPI.call(
      urlSession, siteAPI, ["action": "logout", "token": token], post: true)
  }
}
