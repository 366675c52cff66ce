#if canImport(SwiftUI) && os(iOS)
  import Combine
  import NotificationSettings
  import SwiftUI
  import UIKit

  /// Settings > Notifications for a UIKit app: push it on the settings screen's
  /// `UINavigationController`. It follows the app's theme through a
  /// ``NotificationSettingsThemeSource`` and lets the app configure its navigation bar:
  ///
  /// ```swift
  /// let page = NotificationSettingsViewController(
  ///   store: store, themeSource: themeSource,
  ///   configureNavigationBar: { page, title in page.navigationItem.title = title })
  /// navigationController?.pushViewController(page, animated: true)
  /// ```
  ///
  /// Leaving or returning sends the screen's `disappeared` / `appeared` events; the back button
  /// is the navigation controller's own.
  public final class NotificationSettingsViewController:
    UIHostingController<NotificationSettingsView>
  {
    /// Sets up the navigation bar for the page and its title (in the store's language):
    /// called each time the page is about to appear, and when the title changes while it is
    /// shown.
    public typealias NavigationBarConfiguration =
      @MainActor (NotificationSettingsViewController, String) -> Void

    // Keeps the title in step with the store's language while the page exists.
    private var observation: StoreObservation?
    // Keeps the page's UIKit background in step with the theme.
    private var themeChanges: AnyCancellable?
    private let configureNavigationBar: NavigationBarConfiguration
    private let themeSource: NotificationSettingsThemeSource
    // The screen's title, as last handed to `configureNavigationBar`.
    private var screenTitle: String

    /// `store` is the app's: keep the store, not the page, for the app's lifetime. The page
    /// draws in the theme `themeSource` publishes, restyled when it changes.
    /// `configureNavigationBar` is the app's own navigation bar setup (the Wikipedia app's
    /// `configureNavigationBar(titleConfig:…)`); by default the title is shown inline, as on the
    /// system's pages below the Settings root.
    public init(
      store: SettingsStore, themeSource: NotificationSettingsThemeSource,
      configureNavigationBar: NavigationBarConfiguration? = nil
    ) {
      self.configureNavigationBar =
        configureNavigationBar ?? NotificationSettingsViewController.inlineTitle
      self.themeSource = themeSource
      screenTitle = store.screen.title
      super.init(
        rootView: NotificationSettingsView(
          store: store, themeSource: themeSource, managesNavigationBar: false))
      // The title from the start, for the navigation controller's back menu; the app's setup
      // runs when the page is about to appear (`viewWillAppear`), as the app's pages do it.
      title = screenTitle
      observation = store.observe { [weak self, weak store] in
        guard let self, let store, store.screen.title != self.screenTitle else { return }
        self.screenTitle = store.screen.title
        self.title = self.screenTitle
        // On screen: at once; otherwise when it next appears.
        if self.viewIfLoaded?.window != nil {
          self.configureNavigationBar(self, self.screenTitle)
        }
      }
      // `@Published` sends before the change and on the main actor, where the source lives.
      themeChanges = themeSource.$theme.sink { [weak self] theme in
        MainActor.assumeIsolated {
          self?.viewIfLoaded?.backgroundColor = theme.pageBackgroundUIColor
        }
      }
    }

    /// Not supported: the page is created in code, with its store.
    @available(*, unavailable)
    required init?(coder aDecoder: NSCoder) {
      nil
    }

    /// Behind the page, before and around SwiftUI's list: the theme's page colour.
    public override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = themeSource.theme.pageBackgroundUIColor
    }

    /// The app's navigation bar setup runs each time the page is about to appear, as the app's
    /// own pages do it.
    public override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      configureNavigationBar(self, screenTitle)
    }

    /// The default: the title, inline.
    private static func inlineTitle(_ page: NotificationSettingsViewController, _ title: String) {
      page.title = title
      page.navigationItem.largeTitleDisplayMode = .never
    }
  }
#endif
