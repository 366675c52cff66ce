#if canImport(SwiftUI)
  import NotificationSettings
  import SwiftUI
  #if canImport(UIKit)
    import UIKit
  #elseif canImport(AppKit)
    import AppKit
  #endif

  // With Theme+Platform.swift, the only file of the layer that names colours: everything else
  // draws with the palette's roles (scripts/check-apple-layer checks).

  #if canImport(UIKit)
    extension PaletteColor {
      /// The colour as UIKit draws it; a system colour stays the system's dynamic colour.
      public var uiColor: UIColor {
        switch self {
        case .system(let color): color.uiColor
        case .srgb(let value): value.uiColor
        case .adaptive(let light, let dark): Self.dynamic(light: light, dark: dark)
        }
      }

      /// A colour UIKit resolves for each trait collection. Made outside any actor, so the
      /// provider (which UIKit may call while drawing off the main thread) is not isolated to
      /// one; it captures only `Sendable` values.
      private nonisolated static func dynamic(light: SRGB, dark: SRGB) -> UIColor {
        UIColor { traits in
          (traits.userInterfaceStyle == .dark ? dark : light).uiColor
        }
      }
    }

    extension SystemColor {
      /// UIKit's colour of this name.
      fileprivate var uiColor: UIColor {
        switch self {
        case .groupedBackground: .systemGroupedBackground
        case .secondaryGroupedBackground: .secondarySystemGroupedBackground
        case .label: .label
        case .separator: .separator
        case .green: .systemGreen
        }
      }
    }

    extension SRGB {
      /// The same colour in UIKit, in the sRGB colour space.
      fileprivate var uiColor: UIColor {
        UIColor(red: red, green: green, blue: blue, alpha: alpha)
      }
    }

    extension UIColor {
      /// The colour's sRGB value (the app's theme colours are fixed sRGB colours); nil when
      /// UIKit cannot give one.
      var srgbValue: SRGB? {
        var red: CGFloat = 0
        var green: CGFloat = 0
        var blue: CGFloat = 0
        var alpha: CGFloat = 0
        guard getRed(&red, green: &green, blue: &blue, alpha: &alpha) else { return nil }
        return SRGB(
          red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
      }
    }

    extension Palette where Value == PaletteColor {
      /// Every role as a `UIColor`.
      public var uiColors: Palette<UIColor> { map(\.uiColor) }
    }

    extension Palette where Value == UIColor {
      /// The default palette: system colours (``Palette/system``), as UIKit colours.
      public static var system: Palette<UIColor> { Palette<PaletteColor>.system.uiColors }

      /// Every role as a SwiftUI colour, for ``NotificationSettingsView``.
      public var colors: Palette<Color> { map { Color(uiColor: $0) } }
    }
  #elseif canImport(AppKit)
    extension PaletteColor {
      /// The colour as AppKit draws it; a system colour stays the system's dynamic colour.
      public var nsColor: NSColor {
        switch self {
        case .system(let color): color.nsColor
        case .srgb(let value): value.nsColor
        case .adaptive(let light, let dark): Self.dynamic(light: light, dark: dark)
        }
      }

      /// A colour AppKit resolves for each appearance, made outside any actor (see UIKit's).
      private nonisolated static func dynamic(light: SRGB, dark: SRGB) -> NSColor {
        NSColor(name: nil) { appearance in
          let isDark = appearance.bestMatch(from: [.aqua, .darkAqua]) == .darkAqua
          return (isDark ? dark : light).nsColor
        }
      }
    }

    extension SystemColor {
      /// AppKit's nearest colour: macOS has no grouped-list colours of UIKit's names.
      fileprivate var nsColor: NSColor {
        switch self {
        case .groupedBackground: .windowBackgroundColor
        case .secondaryGroupedBackground: .controlBackgroundColor
        case .label: .labelColor
        case .separator: .separatorColor
        case .green: .systemGreen
        }
      }
    }

    extension SRGB {
      /// The same colour in AppKit, in the sRGB colour space.
      fileprivate var nsColor: NSColor {
        NSColor(srgbRed: red, green: green, blue: blue, alpha: alpha)
      }
    }
  #endif

  extension PaletteColor {
    /// The colour as SwiftUI draws it; a system colour stays the system's dynamic colour.
    public var color: Color {
      #if canImport(UIKit)
        Color(uiColor: uiColor)
      #elseif canImport(AppKit)
        Color(nsColor: nsColor)
      #endif
    }
  }

  extension Palette where Value == PaletteColor {
    /// Every role as a SwiftUI colour.
    public var colors: Palette<Color> { map(\.color) }
  }

  extension Palette where Value == Color {
    /// The default palette: system colours (``Palette/system``), as SwiftUI colours.
    public static var system: Palette<Color> { Palette<PaletteColor>.system.colors }
  }
#endif
