// Who the app holds at launch, and which of its logins are new to this device.
import Foundation
import NotificationSettings
import WMF

/// What the integration knows of the app's logins beyond the store: the launch's login (the
/// app logs the keychain's account in again at every launch, `WMFAppViewController`'s
/// `finishResumingApp`, and posts `didLogInNotification`) is not a login the person made, nor
/// is a login of an account the app's earlier version was logged in to on this device; only a
/// login new to the device gets the first-login rule. Kept in the app's `UserDefaults`.
@MainActor
final class AppLoginState {
  /// How a `didLogInNotification` is told to the store.
  enum Login: Equatable {
    /// A login the person made of an account new to this device: ``SettingsFeature/Action/loggedIn``.
    case newLogin
    /// The launch's login, or an account the earlier version held:
    /// ``SettingsFeature/Action/appSessionChanged(_:)`` (no first-login rule).
    case knownAccount
    /// As ``knownAccount``, after adopting the subscription the earlier version made.
    case adoptingEarlierSubscription
  }

  private static let startedKey = "notification-settings.integration-started"
  private static let earlierAccountsKey = "notification-settings.earlier-version-accounts"
  private static let adoptKey = "notification-settings.adopt-earlier-subscription-of"

  private let defaults: UserDefaults
  // The keychain's account at launch, until the launch's login names it (or the app logs out).
  private var launchLogin: String?

  /// Reads and keeps its marks in `defaults`.
  init(defaults: UserDefaults) {
    self.defaults = defaults
  }

  /// The app launched holding `keychainAccount` (the permanent account, if any). At the first
  /// launch with the integration (an upgrade, when the earlier version was logged in) that
  /// account is known to this device, and the subscription the earlier version made
  /// (`wmf_isSubscribedToEchoNotifications`) is to be adopted.
  func launched(keychainAccount: String?, subscribedByEarlierVersion: Bool) {
    let account = keychainAccount.flatMap { $0.isEmpty ? nil : $0 }
    launchLogin = account
    guard !defaults.bool(forKey: Self.startedKey) else { return }
    defaults.set(true, forKey: Self.startedKey)
    guard let account else { return }
    defaults.set([account], forKey: Self.earlierAccountsKey)
    if subscribedByEarlierVersion { defaults.set(account, forKey: Self.adoptKey) }
  }

  /// Who the app holds at launch, when it knows without the launch's login: a temporary account
  /// (its cookies, no keychain credentials), or nobody. Nil while a permanent account waits for
  /// the launch's login to name it.
  func sessionAtLaunch(_ authentication: WMFAuthenticationManager) -> AppSession? {
    if launchLogin != nil { return nil }
    if authentication.authStateIsTemporary, let name = authentication.authStateTemporaryUsername,
      !name.isEmpty
    {
      return .temporaryAccount(userName: name)
    }
    return .loggedOut
  }

  /// `didLogInNotification` named `name`.
  func loggedIn(_ name: String) -> Login {
    let isLaunchLogin = launchLogin == name
    launchLogin = nil
    if defaults.string(forKey: Self.adoptKey) == name { return .adoptingEarlierSubscription }
    let earlier = defaults.stringArray(forKey: Self.earlierAccountsKey) ?? []
    return isLaunchLogin || earlier.contains(name) ? .knownAccount : .newLogin
  }

  /// The earlier version's subscription of `name` was handed to the store (or no token came).
  func adopted(_ name: String) {
    if defaults.string(forKey: Self.adoptKey) == name {
      defaults.removeObject(forKey: Self.adoptKey)
    }
  }

  /// `didLogOutNotification`: no launch login is awaited any more.
  func loggedOut() {
    launchLogin = nil
  }
}
