extension Palette where Value == PaletteColor {
  /// The default: the system's grouped-list colours, which follow light and dark mode. Where the
  /// system's standard colour for a text role gives less than WCAG's 4.5:1 on its background
  /// (`secondaryLabel` 3.4:1 and `systemBlue` 4.0:1 on white, in light mode), the role takes the
  /// value Apple gives that colour under Increase Contrast (`systemGray` #6C6C70 / #AEAEB2,
  /// `systemBlue` #0040DD / #409CFF), the same in every contrast setting.
  public static var system: Palette<PaletteColor> {
    let secondary = PaletteColor.adaptive(light: SRGB(0x6C6C70), dark: SRGB(0xAEAEB2))
    let accent = PaletteColor.adaptive(light: SRGB(0x0040DD), dark: SRGB(0x409CFF))
    func banner(icon: PaletteColor) -> BannerColors<PaletteColor> {
      BannerColors(
        background: .system(.secondaryGroupedBackground), text: .system(.label), icon: icon)
    }
    return Palette(
      pageBackground: .system(.groupedBackground),
      cellBackground: .system(.secondaryGroupedBackground),
      primaryText: .system(.label), secondaryText: secondary, headerText: secondary,
      accent: accent, switchOn: .system(.green), separator: .system(.separator),
      info: banner(icon: accent),
      // systemOrange and systemRed under Increase Contrast.
      warning: banner(icon: .adaptive(light: SRGB(0xC93400), dark: SRGB(0xFFB340))),
      error: banner(icon: .adaptive(light: SRGB(0xD70015), dark: SRGB(0xFF6961))))
  }

  /// The Wikipedia app's Light theme (`WMFTheme.light`) through ``init(appTheme:)``.
  public static var wikipediaLight: Palette<PaletteColor> { fixed(.light) }

  /// The Wikipedia app's Sepia theme (`WMFTheme.sepia`) through ``init(appTheme:)``.
  public static var wikipediaSepia: Palette<PaletteColor> { fixed(.sepia) }

  /// The Wikipedia app's Dark theme (`WMFTheme.dark`) through ``init(appTheme:)``.
  public static var wikipediaDark: Palette<PaletteColor> { fixed(.dark) }

  /// The Wikipedia app's Black theme (`WMFTheme.black`) through ``init(appTheme:)``.
  public static var wikipediaBlack: Palette<PaletteColor> { fixed(.black) }

  /// The app's four themes through the mapping, with their names and the appearance each is
  /// drawn in.
  public static var wikipediaThemes: [(name: String, palette: Palette, appearance: Appearance)] {
    AppThemeColors.wikipediaThemes.map { ($0.name, fixed($0.colors), $0.appearance) }
  }

  private static func fixed(_ colors: AppThemeColors<SRGB>) -> Palette<PaletteColor> {
    Palette<SRGB>(appTheme: colors).map(PaletteColor.srgb)
  }

  /// Every role as sRGB in `appearance`.
  public func resolved(in appearance: Appearance) -> Palette<SRGB> {
    map { $0.resolved(in: appearance) }
  }
}
