#if canImport(SwiftUI)
  import Combine
  import Foundation
  import NotificationSettings
  import SwiftUI

  /// The app's current theme for the page, which restyles a shown page at once when it changes:
  /// no rebuild, no reference to the page. The app keeps one, sets ``theme`` from its own
  /// theme change (the Wikipedia app's `apply(theme:)`) or lets it follow a publisher such as
  /// `WMFAppEnvironment.current.$theme`. An `ObservableObject`, so iOS 16 is served.
  @MainActor
  public final class NotificationSettingsThemeSource: ObservableObject {
    /// The theme the page draws with; set it to restyle every page that follows this source.
    @Published public var theme: SettingsTheme<Color>

    /// A source holding `theme` until the app sets another.
    public init(theme: SettingsTheme<Color> = .system) {
      self.theme = theme
    }

    /// A source that starts with `initial` and takes every theme `themes` publishes, on the
    /// main queue, for as long as the source exists.
    public convenience init<Themes: Publisher>(
      initial: SettingsTheme<Color>, following themes: Themes
    )
    where Themes.Output == SettingsTheme<Color>, Themes.Failure == Never {
      self.init(theme: initial)
      // Published on the main queue, where the page reads it; the subscription ends with the
      // `theme` property, that is with this object.
      themes.receive(on: DispatchQueue.main).assign(to: &$theme)
    }
  }
#endif
