#if canImport(SwiftUI) && os(iOS)
  import NotificationSettings
  import SwiftUI
  import UIKit

  /// Settings > Notifications for a UIKit app: push it on the settings screen's
  /// `UINavigationController`, in the app's theme.
  ///
  /// ```swift
  /// let page = NotificationSettingsViewController(store: store, palette: Palette(theme: theme))
  /// navigationController?.pushViewController(page, animated: true)
  /// // When the theme changes while the page is shown (the app's apply(theme:)):
  /// page.apply(palette: Palette(theme: newTheme))
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
    private let store: SettingsStore
    /// The colours the page draws with; ``apply(palette:)`` changes them.
    public private(set) var palette: Palette<UIColor>

    /// `store` is the app's: keep the store, not the page, for the app's lifetime. `palette` is
    /// the app's current theme; the system's colours by default.
    public init(store: SettingsStore, palette: Palette<UIColor> = .system) {
      self.store = store
      self.palette = palette
      super.init(rootView: NotificationSettingsView(store: store, palette: palette.colors))
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

    /// Behind the page, before and around SwiftUI's list: the palette's page colour.
    public override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = palette.pageBackground
    }

    /// Draws the page in `palette` from now on, at once if it is shown: call it from the app's
    /// `apply(theme:)` when the theme changes. The screen's state (scroll position, an open
    /// "Learn more") stays as it is.
    public func apply(palette: Palette<UIColor>) {
      self.palette = palette
      // The same view in a new palette: SwiftUI keeps the view's state (its observer of the
      // store) and redraws the colours.
      rootView = NotificationSettingsView(store: store, palette: palette.colors)
      if isViewLoaded { view.backgroundColor = palette.pageBackground }
    }
  }
#endif
