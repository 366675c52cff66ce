#if canImport(SwiftUI)
  import Combine
  import Foundation
  import NotificationSettings
  import SwiftUI
  #if canImport(UIKit)
    import UIKit
  #elseif canImport(AppKit)
    import AppKit
  #endif

  /// The Settings > Notifications screen: draws the store's `ScreenModel` and sends its events.
  ///
  /// Everything the screen decides happens in `SettingsStore` (tested on Linux); this view only
  /// maps the model's values to SwiftUI. In a UIKit app push `NotificationSettingsViewController`;
  /// in SwiftUI show this inside the app's `NavigationStack` (it sets the navigation title but
  /// brings no stack of its own).
  ///
  /// Its colours come from the environment's palette (`notificationSettingsPalette(_:)`,
  /// the system's by default), or from the one `NotificationSettingsViewController` passes.
  public struct NotificationSettingsView: View {
    // Follows the app's store while the screen exists; the app owns the store itself, since its
    // login, logout and language change send events to it too.
    @StateObject private var observer: SettingsScreenObserver
    // Set when the person leaves the app, consumed when it is active again (see below).
    @State private var wasAway = false
    // The app's palette from the environment, unless one was passed (`palette`).
    @Environment(\.notificationSettingsPalette) private var environmentPalette
    private let palette: Palette<Color>?

    /// `store` is the app's, kept for its lifetime; the view only follows it. The colours are
    /// the environment's palette.
    @MainActor
    public init(store: SettingsStore) {
      self.init(store: store, palette: nil)
    }

    /// `palette`, when given, wins over the environment's (the view controller's theme).
    @MainActor
    init(store: SettingsStore, palette: Palette<Color>?) {
      _observer = StateObject(wrappedValue: SettingsScreenObserver(store: store))
      self.palette = palette
    }

    /// The screen's content.
    public var body: some View {
      let screen = observer.screen
      let palette = self.palette ?? environmentPalette
      // The list draws the outline's page exactly as the terminal does (tested on Linux): one
      // list section per group, each element drawn and identified by `ElementView`.
      let layout = SettingsListLayout(screen.outline)
      List {
        ForEach(layout.list) { group in
          // A banner's section, its actions included, in the banner's colours.
          let background = group.bannerKind.map { palette.banner($0).background }
          Section {
            ForEach(group.rows) { element in
              ElementView(element: element, observer: observer)
                .listRowBackground(background ?? palette.cellBackground)
                .listRowSeparatorTint(palette.separator)
            }
          } header: {
            if let header = group.header {
              ElementView(element: header, observer: observer)
            }
          }
        }
      }
      .settingsPageStyle()
      // The palette's page instead of the list's own background (iOS 16 / macOS 13).
      .scrollContentBackground(.hidden)
      .background(palette.pageBackground)
      .tint(palette.accent)
      .notificationSettingsPalette(palette)
      .navigationTitle(screen.title)
      // `sheet(item:)` rather than `isPresented` keeps the content on screen while the sheet
      // slides down. The palette is passed on: a sheet is presented outside this hierarchy.
      .sheet(item: $observer.presentedLearnMore) { learnMore in
        LearnMoreView(sheet: SettingsListLayout.Sheet(learnMore), observer: observer)
          .notificationSettingsPalette(palette)
      }
      // While shown, the observer says each announcement as the store makes it (and those made
      // while the screen was hidden at once): no `onChange`, whose iOS 14 form is deprecated
      // from iOS 17 and whose replacement needs iOS 17.
      .onAppear {
        observer.send(.appeared)
        observer.isSpeaking = true
      }
      .onDisappear {
        observer.isSpeaking = false
        observer.send(.disappeared)
      }
      // Back from the system settings (or anywhere): permission and wiki may have changed. Only
      // a return from away counts: the app also turns inactive -> active when the permission
      // alert or Control Center closes, which would re-read and re-check for nothing. The
      // application's notifications rather than `scenePhase`, which a `UIHostingController` in
      // a UIKit app does not reliably receive.
      .onReceive(NotificationCenter.default.publisher(for: AppLifecycle.wentAway)) { _ in
        wasAway = true
      }
      .onReceive(NotificationCenter.default.publisher(for: AppLifecycle.cameBack)) { _ in
        guard wasAway else { return }
        wasAway = false
        observer.send(.appBecameActive)
      }
    }
  }

  extension View {
    /// On iOS, the look of a page below the Settings root: grouped sections inset from the
    /// edges, and an inline title (`NotificationSettingsViewController` says the same to
    /// UIKit). macOS keeps its own list and window title.
    @ViewBuilder
    fileprivate func settingsPageStyle() -> some View {
      #if os(iOS)
        listStyle(.insetGrouped)
          .navigationBarTitleDisplayMode(.inline)
      #else
        self
      #endif
    }
  }

  /// The application notifications around a trip away from the app.
  @MainActor
  private enum AppLifecycle {
    #if canImport(UIKit)
      /// The app went to the background (e.g. the person opened the Settings app).
      static var wentAway: Notification.Name { UIApplication.didEnterBackgroundNotification }
      /// The app is active again.
      static var cameBack: Notification.Name { UIApplication.didBecomeActiveNotification }
    #elseif canImport(AppKit)
      /// Another app became active (e.g. System Settings).
      static var wentAway: Notification.Name { NSApplication.didResignActiveNotification }
      /// This app is active again.
      static var cameBack: Notification.Name { NSApplication.didBecomeActiveNotification }
    #endif
  }
#endif
