// The integration with the platform's clients, the logout hook and the page (UIKit, SwiftUI):
// syntax-checked on Linux, compiled on Apple platforms (the page is iOS's).
#if canImport(UIKit) && os(iOS)
  import Combine
  import Foundation
  import NotificationSettings
  import NotificationSettingsSwiftUI
  import SwiftUI
  import UIKit
  import WMF
  import WMFComponents

  extension NotificationSettingsIntegration {
    /// The app's integration, made once by `WMFAppViewController` where it sets up the data
    /// store, before the launch's login (`self.notificationSettings =
    /// [NotificationSettingsIntegration liveWithDataStore:self.dataStore];`), kept there and
    /// handed to `SettingsCoordinator` and the Notifications Center; started.
    @objc(liveWithDataStore:)
    static func live(dataStore: MWKDataStore) -> NotificationSettingsIntegration {
      let screens = AppScreensForwarder()
      let integration = NotificationSettingsIntegration(
        dataStore: dataStore, permission: .live,
        navigation: .live(
          showLogin: { screens.integration?.screens.showLogin?() },
          showCreateAccount: { screens.integration?.screens.showCreateAccount?() }),
        persistence: .userDefaults(key: "notification-settings.device"),
        knownChoices: .userDefaults(key: "notification-settings.known-choices"),
        titles: .userDefaults(key: "notification-settings.titles"),
        // The app's translations (docs/strings/NotificationSettingsStrings+WMF.swift).
        strings: .wikipediaApp(languageCode: Bundle.main.preferredLocalizations.first ?? "en"))
      screens.integration = integration
      integration.start()
      return integration
    }

    /// The new body of `SettingsCoordinator.showNotifications()`: pushes the page on the
    /// settings navigation controller, drawn in the app's theme, its Log in and Create account
    /// leading to the coordinator's own screens.
    func showPage(
      on navigationController: UINavigationController,
      showLogin: @escaping @MainActor () -> Void,
      showCreateAccount: @escaping @MainActor () -> Void
    ) {
      screens.showLogin = showLogin
      screens.showCreateAccount = showCreateAccount
      // The title inline, as on the app's other settings pages (`hostingController.title`).
      let page = NotificationSettingsViewController(
        store: store, themeSource: Self.themeSource())
      navigationController.pushViewController(page, animated: true)
    }

    /// The Notifications Center's opt-in panel ("Turn on") and its per-notification
    /// "Notification settings" activity: the page, where the person chooses which pushes they
    /// want (after the first login every type is off, so a permission alone subscribes
    /// nothing). The permission is asked by the page's first switch turned on.
    func showPageFromNotificationsCenter(
      on navigationController: UINavigationController,
      showLogin: @escaping @MainActor () -> Void
    ) {
      permissionMayHaveChanged()
      showPage(on: navigationController, showLogin: showLogin, showCreateAccount: showLogin)
    }

    /// The page's theme, following the app's (`WMFAppEnvironment.current.theme`, which the app
    /// sets on the main actor when the person changes it): a shown page restyles at once.
    static func themeSource() -> NotificationSettingsThemeSource {
      let environment = WMFAppEnvironment.current
      return NotificationSettingsThemeSource(
        initial: SettingsTheme.wikipediaApp(AppThemeColors(environment.theme)).colors,
        following: environment.$theme.map { SettingsTheme.wikipediaApp(AppThemeColors($0)).colors })
    }
  }

  /// Lets the navigation client, made before the integration, reach its screens.
  @MainActor
  private final class AppScreensForwarder {
    weak var integration: NotificationSettingsIntegration?
  }

  extension AppThemeColors where Value == UIColor {
    /// The app's theme colours by name (`SettingsTheme.wikipediaApp(_:)` measures `warning`:
    /// the warning symbol takes it where it reaches 3:1, in Dark and Black).
    init(_ theme: WMFTheme) {
      self.init(
        text: theme.text, secondaryText: theme.secondaryText, link: theme.link,
        accent: theme.accent, destructive: theme.destructive, warning: theme.warning,
        border: theme.border, paperBackground: theme.paperBackground,
        midBackground: theme.midBackground, baseBackground: theme.baseBackground)
    }
  }
#endif
