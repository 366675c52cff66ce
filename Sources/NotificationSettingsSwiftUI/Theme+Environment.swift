#if canImport(SwiftUI)
  import NotificationSettings
  import SwiftUI

  /// Where the environment keeps the page's theme.
  private struct NotificationSettingsThemeKey: EnvironmentKey {
    // Computed, not stored: nothing global to share between threads.
    static var defaultValue: SettingsTheme<Color> { .system }
  }

  extension EnvironmentValues {
    /// The theme ``NotificationSettingsView`` draws with; the system's look by default.
    public var notificationSettingsTheme: SettingsTheme<Color> {
      get { self[NotificationSettingsThemeKey.self] }
      set { self[NotificationSettingsThemeKey.self] = newValue }
    }
  }

  extension View {
    /// Draws a ``NotificationSettingsView`` inside this view in `theme`, e.g. the app's current
    /// one.
    public func notificationSettingsTheme(_ theme: SettingsTheme<Color>) -> some View {
      environment(\.notificationSettingsTheme, theme)
    }

    /// Draws a ``NotificationSettingsView`` inside this view with `palette`, keeping the
    /// theme's fonts, symbols and spacing.
    public func notificationSettingsPalette(_ palette: Palette<Color>) -> some View {
      transformEnvironment(\.notificationSettingsTheme) { $0.palette = palette }
    }

    /// Draws a ``NotificationSettingsView`` inside this view in the theme `source` publishes,
    /// restyled whenever the app changes it.
    public func notificationSettingsTheme(_ source: NotificationSettingsThemeSource) -> some View {
      modifier(FollowsThemeSource(source: source))
    }
  }

  /// Puts the source's current theme in the environment, and a new one whenever it changes.
  private struct FollowsThemeSource: ViewModifier {
    @ObservedObject var source: NotificationSettingsThemeSource

    func body(content: Content) -> some View {
      content.environment(\.notificationSettingsTheme, source.theme)
    }
  }
#endif
