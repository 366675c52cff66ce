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
  /// It draws with the environment's theme (`notificationSettingsTheme(_:)`, the system's look
  /// by default), or follows a `NotificationSettingsThemeSource`.
  public struct NotificationSettingsView: View {
    // Follows the app's store while the screen exists; the app owns the store itself, since its
    // login, logout and language change send events to it too.
    @StateObject private var observer: SettingsScreenObserver
    // Set when the person leaves the app, consumed when it is active again (see below).
    @State private var wasAway = false
    // The app's theme, when it publishes one; else the environment's.
    private let themeSource: NotificationSettingsThemeSource?
    // False inside `NotificationSettingsViewController`, whose navigation bar the app configures.
    private let managesNavigationBar: Bool

    /// `store` is the app's, kept for its lifetime; the view only follows it. It draws with the
    /// environment's theme.
    @MainActor
    public init(store: SettingsStore) {
      self.init(store: store, themeSource: nil, managesNavigationBar: true)
    }

    /// Follows the theme `themeSource` publishes: a change restyles the shown page.
    @MainActor
    public init(store: SettingsStore, themeSource: NotificationSettingsThemeSource) {
      self.init(store: store, themeSource: themeSource, managesNavigationBar: true)
    }

    @MainActor
    init(
      store: SettingsStore, themeSource: NotificationSettingsThemeSource?,
      managesNavigationBar: Bool
    ) {
      _observer = StateObject(wrappedValue: SettingsScreenObserver(store: store))
      self.themeSource = themeSource
      self.managesNavigationBar = managesNavigationBar
    }

    /// The screen's content.
    public var body: some View {
      themed(
        SettingsList(observer: observer, managesNavigationBar: managesNavigationBar)
          .modifier(IncreasedContrastTheme())
      )
      .pageLanguage(observer.screen)
      // While shown, the observer says each announcement as the store makes it (and those
      // made while the screen was hidden at once): no `onChange`, whose iOS 14 form is
      // deprecated from iOS 17 and whose replacement needs iOS 17.
      .onAppear {
        observer.send(.appeared)
        observer.isSpeaking = true
      }
      .onDisappear {
        observer.isSpeaking = false
        observer.send(.disappeared)
      }
      // Back from the system settings (or anywhere): permission and wiki may have changed.
      // Only a return from away counts: the app also turns inactive -> active when the
      // permission alert or Control Center closes, which would re-read and re-check for
      // nothing. The application's notifications rather than `scenePhase`, which a
      // `UIHostingController` in a UIKit app does not reliably receive.
      .onReceive(NotificationCenter.default.publisher(for: AppLifecycle.wentAway)) { _ in
        wasAway = true
      }
      .onReceive(NotificationCenter.default.publisher(for: AppLifecycle.cameBack)) { _ in
        guard wasAway else { return }
        wasAway = false
        observer.send(.appBecameActive)
      }
      #if canImport(UIKit)
        // Whether VoiceOver finished saying an announcement: one cut off (by the reverted
        // switch speaking its value, or dropped while the person kept swiping) is said once
        // more; the store decides (`announcementNotHeard`).
        .onReceive(
          NotificationCenter.default.publisher(
            for: UIAccessibility.announcementDidFinishNotification)
        ) { notification in
          let info = notification.userInfo
          guard
            let text = info?[UIAccessibility.announcementStringValueUserInfoKey] as? String
          else { return }
          let heard =
            (info?[UIAccessibility.announcementWasSuccessfulUserInfoKey] as? NSNumber)?
            .boolValue ?? true
          observer.announcementFinished(text: text, heard: heard)
        }
        // VoiceOver turned off: what it was saying will never be confirmed.
        .onReceive(
          NotificationCenter.default.publisher(
            for: UIAccessibility.voiceOverStatusDidChangeNotification)
        ) { _ in
          if !UIAccessibility.isVoiceOverRunning { observer.screenReaderStopped() }
        }
      #endif
    }

    /// The page in the source's theme, when there is a source.
    @ViewBuilder
    private func themed(_ page: some View) -> some View {
      if let themeSource {
        page.notificationSettingsTheme(themeSource)
      } else {
        page
      }
    }
  }

  /// The theme with the increased-contrast palette while the person asks for more contrast
  /// (Increase Contrast): the system's colours adapt by themselves, an app's fixed ones do not.
  private struct IncreasedContrastTheme: ViewModifier {
    @Environment(\.colorSchemeContrast) private var contrast
    @Environment(\.notificationSettingsTheme) private var theme

    func body(content: Content) -> some View {
      content.notificationSettingsTheme(contrast == .increased ? theme.increasedContrast : theme)
    }
  }

  /// The list of the screen's outline, in the environment's theme.
  private struct SettingsList: View {
    @ObservedObject var observer: SettingsScreenObserver
    let managesNavigationBar: Bool
    @Environment(\.notificationSettingsTheme) private var theme
    // The element VoiceOver (or Switch Control) is on, when the model asks to move it.
    @AccessibilityFocusState private var focused: String?
    // The announcement whose focus request was carried out last.
    @State private var movedFocusFor: Int?

    var body: some View {
      let palette = theme.palette
      // The list draws the outline's page exactly as the terminal does (tested on Linux): one
      // list section per group, each element drawn and identified by `ElementView`.
      let layout = SettingsListLayout(observer.screen.outline)
      ScrollViewReader { proxy in
        List {
          ForEach(layout.list) { group in
            // A banner's section, its actions included, in the banner's colours.
            let background = group.bannerKind.map { palette.banner($0).background }
            Section {
              ForEach(group.rows) { element in
                ElementView(element: element, observer: observer)
                  .accessibilityFocused($focused, equals: element.id)
                  .listRowBackground(background ?? palette.cellBackground)
                  .listRowSeparatorTint(palette.separator)
              }
            } header: {
              if let header = group.header {
                ElementView(element: header, observer: observer)
                  .accessibilityFocused($focused, equals: header.id)
              }
            }
          }
        }
        // When the person's own save fails, its announcement asks for focus once (the switch
        // switched back, whose "Try again" follows it, or the save's banner): scrolled to, for
        // Zoom and sighted people, and focused, for VoiceOver. Only a new request moves it: a
        // redraw, or a failure the person did not cause, keeps the person where they are.
        .onReceive(observer.$focusRequest.compactMap { $0 }.removeDuplicates()) { request in
          // Once per request: a publisher subscribed again (a redraw) replays the last one.
          guard request.id != movedFocusFor else { return }
          movedFocusFor = request.id
          // `$focusRequest` publishes before the list has drawn the new screen: scroll once it
          // has, and focus once the row scrolled into view exists.
          Task { @MainActor in
            try? await Task.sleep(for: .milliseconds(50))
            proxy.scrollTo(request.element, anchor: .center)
            try? await Task.sleep(for: .milliseconds(350))
            focused = request.element
          }
        }
      }
      .settingsPageStyle(managesNavigationBar: managesNavigationBar, title: observer.screen.title)
      // The palette's page instead of the list's own background (iOS 16 / macOS 13).
      .scrollContentBackground(.hidden)
      .background(palette.pageBackground)
      .tint(palette.accent)
      // `sheet(item:)` rather than `isPresented` keeps the content on screen while the sheet
      // slides down. The theme is passed on: a sheet is presented outside this hierarchy.
      .sheet(item: $observer.presentedLearnMore) { learnMore in
        LearnMoreView(sheet: SettingsListLayout.Sheet(learnMore), observer: observer)
          .notificationSettingsTheme(theme)
          .pageLanguage(observer.screen)
      }
    }
  }

  extension View {
    /// The page's language and direction, not the phone's: a Hebrew page on an English phone
    /// is laid out from the right, and its dates and numbers follow the page's locale.
    func pageLanguage(_ screen: ScreenModel) -> some View {
      environment(\.layoutDirection, screen.direction == .rightToLeft ? .rightToLeft : .leftToRight)
        .environment(\.locale, Locale(identifier: screen.language))
    }

    /// On iOS, the look of a page below the Settings root: grouped sections inset from the
    /// edges, and, unless the app configures the bar (`NotificationSettingsViewController`), an
    /// inline title. macOS keeps its own list, with the title as the window's.
    @ViewBuilder
    fileprivate func settingsPageStyle(managesNavigationBar: Bool, title: String) -> some View {
      #if os(iOS)
        if managesNavigationBar {
          listStyle(.insetGrouped)
            .navigationTitle(title)
            .navigationBarTitleDisplayMode(.inline)
        } else {
          listStyle(.insetGrouped)
        }
      #else
        navigationTitle(title)
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
