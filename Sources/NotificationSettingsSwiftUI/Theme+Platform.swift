#if canImport(SwiftUI)
  import NotificationSettings
  import SwiftUI
  #if canImport(UIKit)
    import UIKit
  #endif

  // The only file of the layer that names fonts and symbols (and, with Palette+Platform.swift,
  // colours): everything else draws the theme's roles (scripts/check-apple-layer checks).

  extension ThemeFont {
    /// The font as SwiftUI draws it: by Dynamic Type style, so it follows the person's text size.
    public var font: Font {
      var font = Font.system(style.swiftUIStyle)
      if let weight = weight.swiftUIWeight { font = font.weight(weight) }
      if isItalic { font = font.italic() }
      return font
    }
  }

  extension TextStyle {
    fileprivate var swiftUIStyle: Font.TextStyle {
      switch self {
      case .largeTitle: .largeTitle
      case .title: .title
      case .title2: .title2
      case .title3: .title3
      case .headline: .headline
      case .subheadline: .subheadline
      case .body: .body
      case .callout: .callout
      case .footnote: .footnote
      case .caption: .caption
      case .caption2: .caption2
      }
    }
  }

  extension FontWeight {
    /// Nil for the style's own weight.
    fileprivate var swiftUIWeight: Font.Weight? {
      switch self {
      case .standard: nil
      case .regular: .regular
      case .medium: .medium
      case .semibold: .semibold
      case .bold: .bold
      }
    }
  }

  extension SettingsTheme {
    /// The font of `role`.
    public func font(_ role: TextRole) -> Font { fonts[role].font }

    /// The SF Symbol of `role`; it takes the font of the text beside it.
    public func image(_ role: SymbolRole) -> Image { Image(systemName: symbols[role]) }

    /// A spacing as SwiftUI takes it; nil keeps the platform's own.
    func points(_ spacing: KeyPath<ThemeSpacing, Double?>) -> CGFloat? {
      self.spacing[keyPath: spacing].map { CGFloat($0) }
    }
  }

  extension SettingsTheme where Value == PaletteColor {
    /// Every colour as a SwiftUI colour.
    public var colors: SettingsTheme<Color> { map(\.color) }
  }

  extension SettingsTheme where Value == Color {
    /// The default theme (``SettingsTheme/system``), in SwiftUI colours.
    public static var system: SettingsTheme<Color> { SettingsTheme<PaletteColor>.system.colors }
  }

  #if canImport(UIKit)
    extension SettingsTheme where Value == UIColor {
      /// Every colour as a SwiftUI colour, for ``NotificationSettingsThemeSource``.
      public var colors: SettingsTheme<Color> { map { Color(uiColor: $0) } }

      /// The Wikipedia app's theme from its `WMFTheme`'s `UIColor`s, measured in sRGB where a
      /// role's colour depends on its contrast (the warning symbol).
      public static func wikipediaApp(_ colors: AppThemeColors<UIColor>) -> SettingsTheme<UIColor> {
        wikipediaApp(colors, measure: { $0.srgbValue })
      }
    }

    extension SettingsTheme where Value == Color {
      /// The page colour as UIKit draws it, behind the hosted SwiftUI page.
      var pageBackgroundUIColor: UIColor { UIColor(palette.pageBackground) }
    }
  #endif
#endif
