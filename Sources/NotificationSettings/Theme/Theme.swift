/// Everything the page draws with that belongs to the app: the colours (``Palette``), the font
/// of each text role, the symbol of each symbol role and the few spacings. The app passes one
/// in, and a new one when its theme changes; renderers draw roles, never a colour, font or
/// symbol of their own. Generic over the colour type like the palette.
public struct SettingsTheme<Value> {
  /// The colours.
  public var palette: Palette<Value>
  /// The font of each text role.
  public var fonts: ThemeFonts
  /// The symbol of each symbol role.
  public var symbols: ThemeSymbols
  /// The distances the page sets itself.
  public var spacing: ThemeSpacing

  /// A theme of `palette`; fonts, symbols and spacing default to the system's look.
  public init(
    palette: Palette<Value>, fonts: ThemeFonts = .system, symbols: ThemeSymbols = .system,
    spacing: ThemeSpacing = .system
  ) {
    self.palette = palette
    self.fonts = fonts
    self.symbols = symbols
    self.spacing = spacing
  }

  /// The same theme in another colour type.
  public func map<Other>(_ transform: (Value) throws -> Other) rethrows -> SettingsTheme<Other> {
    SettingsTheme<Other>(
      palette: try palette.map(transform), fonts: fonts, symbols: symbols, spacing: spacing)
  }
}

extension SettingsTheme: Equatable where Value: Equatable {}
extension SettingsTheme: Sendable where Value: Sendable {}

extension SettingsTheme {
  /// The Wikipedia app's theme: its colours through ``Palette/init(appTheme:measure:)``, and
  /// its fonts, symbols and spacing. The app passes its `WMFTheme`'s `UIColor`s (the SwiftUI
  /// layer's `wikipediaApp(_:)` measures them); the tests its sRGB values.
  public static func wikipediaApp(_ colors: AppThemeColors<Value>, measure: (Value) -> SRGB?)
    -> SettingsTheme<Value>
  {
    SettingsTheme(
      palette: Palette(appTheme: colors, measure: measure), fonts: .wikipediaApp,
      symbols: .wikipediaApp, spacing: .wikipediaApp)
  }
}

extension SettingsTheme where Value == SRGB {
  /// The Wikipedia app's theme from its sRGB values (see ``wikipediaApp(_:measure:)``).
  public static func wikipediaApp(_ colors: AppThemeColors<SRGB>) -> SettingsTheme<SRGB> {
    wikipediaApp(colors, measure: { $0 })
  }
}

extension SettingsTheme where Value == PaletteColor {
  /// The system's colours, fonts, symbols and spacing: the page's look before themes.
  public static var system: SettingsTheme<PaletteColor> { SettingsTheme(palette: .system) }

  /// Every colour as sRGB in `appearance`.
  public func resolved(in appearance: Appearance) -> SettingsTheme<SRGB> {
    map { $0.resolved(in: appearance) }
  }
}
