#if canImport(SwiftUI) && canImport(UserNotifications)
  import NotificationSettings
  import UserNotifications
  import os

  extension NotificationPermissionClient {
    /// The system's permission to show this app's notifications, through
    /// `UNUserNotificationCenter`.
    public static let live = NotificationPermissionClient(
      status: {
        await currentStatus()
      },
      request: {
        do {
          return try await UNUserNotificationCenter.current()
            .requestAuthorization(options: [.alert, .sound, .badge])
        } catch {
          // The system could not ask (e.g. the app lacks the push entitlement). What it reports
          // now is the answer; the error goes to the log, not to the person. The logger is made
          // here, not kept in a global: `Logger` is not `Sendable` in every SDK.
          Logger(subsystem: "NotificationSettings", category: "permission").error(
            "Notification permission request failed: \(error.localizedDescription, privacy: .public)"
          )
          return await currentStatus().allowsDelivery
        }
      })
  }

  /// Reads the status without asking the person anything.
  private func currentStatus() async -> PermissionStatus {
    let settings = await UNUserNotificationCenter.current().notificationSettings()
    switch settings.authorizationStatus {
    case .notDetermined:
      return .notDetermined
    case .denied:
      return .denied
    case .authorized:
      return .authorized
    case .provisional:
      return .provisional
    #if os(iOS) || os(visionOS)
      case .ephemeral:
        // An App Clip's time-limited permission: pushes arrive without asking, as provisional.
        return .provisional
    #endif
    @unknown default:
      // A status added after this was written: treat it as "not allowed" until mapped, so the
      // screen offers the system settings rather than promising pushes.
      return .denied
    }
  }
#endif
