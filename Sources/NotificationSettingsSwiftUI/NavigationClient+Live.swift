#if canImport(SwiftUI)
  import Foundation
  import NotificationSettings
  #if canImport(UIKit)
    import UIKit
  #elseif canImport(AppKit)
    import AppKit
  #endif

  extension NavigationClient {
    /// Opens the system settings and web pages through the application object; `showLogin`
    /// and `showCreateAccount` present the app's own log-in and account creation screens.
    public static func live(
      showLogin: @escaping @MainActor @Sendable () -> Void,
      showCreateAccount: @escaping @MainActor @Sendable () -> Void
    ) -> NavigationClient {
      NavigationClient(
        openSystemNotificationSettings: { await presentNotificationSettings() },
        openURL: { url in await openExternally(url) },
        showLogin: { await showLogin() },
        showCreateAccount: { await showCreateAccount() })
    }
  }

  #if canImport(UIKit)
    /// Opens this app's notification settings, or its page in the Settings app if that fails.
    @MainActor
    private func presentNotificationSettings() async {
      // The notification page's URL exists from iOS 16, the package's minimum; the app's
      // Settings page stays as the fallback should the system refuse to open it.
      if let url = URL(string: UIApplication.openNotificationSettingsURLString),
        await UIApplication.shared.open(url)
      {
        return
      }
      if let url = URL(string: UIApplication.openSettingsURLString) {
        await openExternally(url)
      }
    }

    /// Opens a URL; when nothing can open it, there is nothing else the screen could do.
    @MainActor
    private func openExternally(_ url: URL) async {
      _ = await UIApplication.shared.open(url)
    }
  #elseif canImport(AppKit)
    /// Opens the Notifications pane of System Settings. macOS has no public constant for it;
    /// this is the URL System Settings registers for that pane (macOS 13 and later).
    @MainActor
    private func presentNotificationSettings() async {
      if let url = URL(
        string: "x-apple.systempreferences:com.apple.Notifications-Settings.extension")
      {
        await openExternally(url)
      }
    }

    /// Opens a URL; when nothing can open it, there is nothing else the screen could do.
    @MainActor
    private func openExternally(_ url: URL) async {
      _ = NSWorkspace.shared.open(url)
    }
  #endif
#endif
