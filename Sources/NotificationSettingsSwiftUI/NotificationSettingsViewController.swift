#if canImport(SwiftUI) && os(iOS)
  import NotificationSettings
  import SwiftUI
  import UIKit

  /// Settings > Notifications for a UIKit app: push it on the settings screen's
  /// `UINavigationController`.
  ///
  /// ```swift
  /// navigationController?.pushViewController(
  ///   NotificationSettingsViewController(store: store), animated: true)
  /// ```
  ///
  /// It behaves as a settings page: its title is the screen's title (following the store's
  /// language), shown inline like the other pages below the Settings root; the back button is
  /// the navigation controller's own (titled after the page that pushed this one, with its edge
  /// swipe), and leaving or returning sends the screen's `disappeared` / `appeared` events.
  public final class NotificationSettingsViewController:
    UIHostingController<NotificationSettingsView>
  {
    // Keeps the title in step with the store's language while the page exists.
    private var observation: StoreObservation?

    /// `store` is the app's: keep the store, not the page, for the app's lifetime.
    public init(store: SettingsStore) {
      super.init(rootView: NotificationSettingsView(store: store))
      title = store.screen.title
      // A page below the Settings root: an inline title, as in the system's Settings app.
      navigationItem.largeTitleDisplayMode = .never
      observation = store.observe { [weak self, weak store] in
        guard let self, let store else { return }
        let title = store.screen.title
        if self.title != title { self.title = title }
      }
    }

    /// Not supported: the page is created in code, with its store.
    @available(*, unavailable)
    required init?(coder aDecoder: NSCoder) {
      nil
    }
  }
#endif
