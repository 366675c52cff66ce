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
/// `MWKDataStore.attemptReauthentication()` (internal to WMF) runs. When it fails the app logs
/// the editor out (a temporary account always: it has no keychain password), and the store,
/// told by `didLogOutNotification`, stays logged out and reads nothing more.
@MainActor
final class AppRelogin {
  private let authentication: WMFAuthenticationManager
  private var last: ContinuousClock.Instant?

  /// Re-logs in through `authentication`.
  init(authentication: WMFAuthenticationManager) {
    self.authentication = authentication
  }

  /// Asks the app to log in again, at most once a minute: a wiki that keeps refusing a session
  /// the app believes good cannot start a loop of logins.
  func run() {
    let now = ContinuousClock.now
    if let last, now - last < .seconds(60) { return }
    last = now
    authentication.attemptLoginWithLogoutOnFailure()
  }
}
