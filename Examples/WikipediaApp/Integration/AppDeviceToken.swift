// The app's own APNs token, the one WMFNotificationsController keeps.
import Foundation
import NotificationSettings
import WMF

/// The device token from the app's one source: the AppDelegate registers for remote
/// notifications at every launch and hands the token (or the error) to
/// `WMFNotificationsController.setRemoteNotificationRegistrationStatusWithDeviceToken(_:error:)`.
/// A token that changed since the last launch reaches the store at its first registration of
/// the launch, which deletes the old subscription and creates the new one.
@MainActor
final class AppDeviceToken {
  private let controller: WMFNotificationsController

  /// Reads `controller`'s token.
  init(controller: WMFNotificationsController) {
    self.controller = controller
  }

  /// The token, hex encoded as Echo expects it; waits for the launch's registration to answer,
  /// at most `timeout`.
  func token(timeout: Duration) async throws(DeviceTokenFailure) -> String {
    let deadline = ContinuousClock.now + timeout
    while true {
      if let token = controller.remoteRegistrationDeviceToken, !token.isEmpty {
        return token.map { String(format: "%02x", $0) }.joined()
      }
      if let error = controller.remoteRegistrationError {
        throw DeviceTokenFailure(detail: error.localizedDescription)
      }
      guard ContinuousClock.now < deadline, !Task.isCancelled else {
        throw DeviceTokenFailure(detail: "No answer from Apple's push service within \(timeout).")
      }
      // The AppDelegate's callback sets the token on the main thread; looked at again soon.
      try? await Task.sleep(for: .milliseconds(100))
    }
  }
}

/// The app's re-login when the wiki finds the session gone: the public
/// `WMFAuthenticationManager.attemptLoginWithLogoutOnFailure(completion:)`, which is what
/// `MWKDataStore.attemptReauthentication()` (internal to WMF) runs. Only for the permanent
/// account the keychain holds: for a reader or a temporary account (no keychain credentials)
/// that call can only fail, and on failure it logs out (`.server`: "You have been logged out",
/// and a temporary account's cookies wiped). When it fails for a permanent account the app logs
/// the editor out, and the store, told by `didLogOutNotification`, stays logged out.
@MainActor
final class AppRelogin {
  private let authentication: WMFAuthenticationManager
  private var last: ContinuousClock.Instant?

  /// Re-logs in through `authentication`.
  init(authentication: WMFAuthenticationManager) {
    self.authentication = authentication
  }

  /// Logs the keychain's account in again when the store asks for it, at most once a minute (a
  /// wiki that keeps refusing a session the app believes good cannot start a loop of logins),
  /// and answers who the app's session is afterwards: the account, when the login held (the
  /// store reads it again); nil otherwise (a failed login logs out, which the app says itself).
  func run(_ request: ReloginRequest) async -> AppSession? {
    guard let account = KeychainCredentialsManager.shared.username, !account.isEmpty,
      request.userName == nil || request.userName == account
    else { return nil }
    let now = ContinuousClock.now
    if let last, now - last < .seconds(60) { return nil }
    last = now
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      authentication.attemptLoginWithLogoutOnFailure { done.resume() }
    }
    guard let name = authentication.authStatePermanentUsername, name == account else {
      return nil
    }
    return .account(userName: name)
  }
}
