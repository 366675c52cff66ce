// The C library's `pow`, for the sRGB transfer function (the standard library has none).
#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A colour described without a UI framework: a system colour of the platform, a fixed sRGB
/// colour, or one sRGB colour in light mode and another in dark mode. The Apple layer turns it
/// into a `UIColor`/`NSColor`; tests resolve it to sRGB to compute contrast.
public enum PaletteColor: Hashable, Sendable {
  /// One of the platform's own colours, which follow light and dark mode (and the system's
  /// accessibility settings) by themselves.
  case system(SystemColor)
  /// The same sRGB colour in every appearance.
  case srgb(SRGB)
  /// One sRGB colour in light mode, another in dark mode.
  case adaptive(light: SRGB, dark: SRGB)

  /// The colour in `appearance`: a system colour by the value Apple documents for it
  /// (``SystemColor/documented(in:)``).
  public func resolved(in appearance: Appearance) -> SRGB {
    switch self {
    case .system(let color): color.documented(in: appearance)
    case .srgb(let value): value
    case .adaptive(let light, let dark): appearance == .light ? light : dark
    }
  }
}

/// Light mode or dark mode.
public enum Appearance: String, Sendable, CaseIterable {
  /// Dark text on light backgrounds.
  case light
  /// Light text on dark backgrounds.
  case dark
}

/// The system colours the default palette uses (UIKit's names; AppKit's nearest on macOS).
public enum SystemColor: String, Hashable, Sendable, CaseIterable {
  /// `systemGroupedBackground`: behind a grouped list.
  case groupedBackground
  /// `secondarySystemGroupedBackground`: a grouped list's rows.
  case secondaryGroupedBackground
  /// `label`: primary text.
  case label
  /// `separator`: lines between rows (translucent).
  case separator
  /// `systemGreen`: the system switch's on colour.
  case green

  /// Apple's documented value in the default (not increased) contrast, from the Human Interface
  /// Guidelines' colour tables (iOS): what the contrast check assumes the system draws.
  public func documented(in appearance: Appearance) -> SRGB {
    let light = appearance == .light
    switch self {
    case .groupedBackground: return light ? SRGB(0xF2F2F7) : SRGB(0x000000)
    case .secondaryGroupedBackground: return light ? SRGB(0xFFFFFF) : SRGB(0x1C1C1E)
    case .label: return light ? SRGB(0x000000) : SRGB(0xFFFFFF)
    case .separator: return light ? SRGB(0x3C3C43, alpha: 0.29) : SRGB(0x545458, alpha: 0.6)
    case .green: return light ? SRGB(0x34C759) : SRGB(0x30D158)
    }
  }
}

/// An sRGB colour, components from 0 to 1.
public struct SRGB: Hashable, Sendable, CustomStringConvertible {
  /// Red, 0…1.
  public var red: Double
  /// Green, 0…1.
  public var green: Double
  /// Blue, 0…1.
  public var blue: Double
  /// Opacity, 0…1.
  public var alpha: Double

  /// The colour written `0xRRGGBB`, with `alpha`.
  public init(_ hex: UInt32, alpha: Double = 1) {
    red = Double((hex >> 16) & 0xFF) / 255
    green = Double((hex >> 8) & 0xFF) / 255
    blue = Double(hex & 0xFF) / 255
    self.alpha = alpha
  }

  /// A colour from its components.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// `#RRGGBB`, and the opacity when not opaque.
  public var description: String {
    let hex = [red, green, blue].map { component -> String in
      let digits = String(Int((component * 255).rounded()), radix: 16, uppercase: true)
      return digits.count == 1 ? "0" + digits : digits
    }.joined()
    return alpha < 1 ? "#\(hex) at \(Int((alpha * 100).rounded()))%" : "#\(hex)"
  }

  /// This colour drawn over `background` (which is made opaque first), as the screen shows it.
  public func composited(over background: SRGB) -> SRGB {
    let below = background.alpha < 1 ? background.composited(over: SRGB(0xFFFFFF)) : background
    func mix(_ top: Double, _ bottom: Double) -> Double { top * alpha + bottom * (1 - alpha) }
    return SRGB(
      red: mix(red, below.red), green: mix(green, below.green), blue: mix(blue, below.blue))
  }

  /// WCAG 2.x relative luminance of the opaque colour: each component linearised from sRGB.
  public var relativeLuminance: Double {
    func linear(_ component: Double) -> Double {
      component <= 0.04045 ? component / 12.92 : pow((component + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
  }

  /// WCAG 2.x contrast ratio of this colour drawn on `background`, from 1 to 21.
  public func contrastRatio(on background: SRGB) -> Double {
    let below = background.alpha < 1 ? background.composited(over: SRGB(0xFFFFFF)) : background
    let top = composited(over: below).relativeLuminance
    let bottom = below.relativeLuminance
    return (max(top, bottom) + 0.05) / (min(top, bottom) + 0.05)
  }
}
