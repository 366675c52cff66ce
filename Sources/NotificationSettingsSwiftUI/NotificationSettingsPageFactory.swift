#if canImport(SwiftUI) && os(iOS)
  import Foundation
  import NotificationSettings
  import UIKit

  /// Makes the Settings > Notifications page for Objective-C code, such as the Wikipedia app's
  /// `WMFSettingsViewController`, which cannot create the generic
  /// ``NotificationSettingsViewController`` or pass a `SettingsStore`. The app's Swift code
  /// creates the factory with the store, its theme source and its navigation bar setup, and
  /// hands it over; Objective-C calls `[factory makeViewController]` (after
  /// `@import NotificationSettingsSwiftUI;`) and pushes the result.
  @objc(NotificationSettingsPageFactory)
  @MainActor
  public final class NotificationSettingsPageFactory: NSObject {
    private let store: SettingsStore
    private let themeSource: NotificationSettingsThemeSource
    private let configureNavigationBar:
      NotificationSettingsViewController.NavigationBarConfiguration?

    /// A factory of pages drawing `store` in the theme `themeSource` publishes, their bar set up
    /// by `configureNavigationBar` (as for ``NotificationSettingsViewController``).
    public init(
      store: SettingsStore, themeSource: NotificationSettingsThemeSource,
      configureNavigationBar: NotificationSettingsViewController.NavigationBarConfiguration? = nil
    ) {
      self.store = store
      self.themeSource = themeSource
      self.configureNavigationBar = configureNavigationBar
      super.init()
    }

    /// A new page, to push on the settings navigation controller: create one each time.
    @objc public func makeViewController() -> UIViewController {
      NotificationSettingsViewController(
        store: store, themeSource: themeSource, configureNavigationBar: configureNavigationBar)
    }
  }
#endif
