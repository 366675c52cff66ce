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
    /// The app's integration, made once in `application(_:didFinishLaunchingWithOptions:)`
    /// after the data store is set up, kept by the AppDelegate, and started.
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
      integration.keep(integration.installLogoutHook())
      integration.start()
      return integration
    }

    /// The name `-[WMFNotificationsController authenticationManagerWillLogOut:]` posts (the
    /// guide's change of that method), with the logout's completion handler and a reply.
    static let willLogOutNotification = Notification.Name("WMFNotificationSettingsWillLogOut")

    /// Answers the app's logout: says it will call the completion handler (`reply["accepted"]`,
    /// read by the poster right after posting), deletes this device's subscription within
    /// ``logoutBound``, then calls it on the main actor. Without an answer (no integration),
    /// the poster calls the handler itself.
    func installLogoutHook() -> any NSObjectProtocol {
      NotificationCenter.default.addObserver(
        forName: Self.willLogOutNotification, object: nil, queue: nil
      ) { [weak self] notification in
        guard let self, let reply = notification.userInfo?["reply"] as? NSMutableDictionary,
          let handler = notification.userInfo?["completion"] as? AppLogoutCompletion.Handler
        else { return }
        reply["accepted"] = true
        let completion = AppLogoutCompletion(handler)
        Task { @MainActor in
          await self.appWillLogOut()
          completion.call()
        }
      }
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

  /// The app logout's completion handler (an Objective-C block), called once, on the main actor,
  /// where the app runs its logout: the block itself is not `Sendable`.
  final class AppLogoutCompletion: @unchecked Sendable {
    /// The block `-[WMFNotificationsController authenticationManagerWillLogOut:]` receives.
    typealias Handler = @convention(block) () -> Void
    private let handler: Handler

    init(_ handler: @escaping Handler) {
      self.handler = handler
    }

    /// Lets the app's logout go on.
    @MainActor
    func call() {
      handler()
    }
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
