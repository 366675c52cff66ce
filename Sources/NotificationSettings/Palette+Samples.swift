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

  /// The Wikipedia app's Light theme (`WMFTheme.light`): its page, paper, text, secondary text,
  /// link, accent and border colours. Headings in `gray600`, the banners' backgrounds (`blue100`,
  /// `red100` and, for warnings, #FEF6E7, which `WMFColor` lacks) and the warning symbol in
  /// `orange800` are this package's choice: the theme has no such roles.
  public static var wikipediaLight: Palette<PaletteColor> {
    Palette(
      pageBackground: .srgb(WMFColor.gray200), cellBackground: .srgb(WMFColor.white),
      primaryText: .srgb(WMFColor.gray700), secondaryText: .srgb(WMFColor.gray500),
      headerText: .srgb(WMFColor.gray600), accent: .srgb(WMFColor.blue600),
      switchOn: .srgb(WMFColor.green600), separator: .srgb(WMFColor.gray400),
      info: .fixed(WMFColor.blue100, WMFColor.gray700, WMFColor.blue600),
      warning: .fixed(SRGB(0xFEF6E7), WMFColor.gray700, WMFColor.orange800),
      error: .fixed(WMFColor.red100, WMFColor.gray700, WMFColor.red600))
  }

  /// The Wikipedia app's Sepia theme (`WMFTheme.sepia`). Headings in `gray600` and the banners
  /// are this package's choice, the banners as in Light: on the theme's own `beige300` the link
  /// colour reaches only 4.34:1.
  public static var wikipediaSepia: Palette<PaletteColor> {
    Palette(
      pageBackground: .srgb(WMFColor.beige400), cellBackground: .srgb(WMFColor.beige100),
      primaryText: .srgb(WMFColor.gray700), secondaryText: .srgb(WMFColor.taupe600),
      headerText: .srgb(WMFColor.gray600), accent: .srgb(WMFColor.blue600),
      switchOn: .srgb(WMFColor.green600), separator: .srgb(WMFColor.taupe200),
      info: .fixed(WMFColor.blue100, WMFColor.gray700, WMFColor.blue600),
      warning: .fixed(SRGB(0xFEF6E7), WMFColor.gray700, WMFColor.orange800),
      error: .fixed(WMFColor.red100, WMFColor.gray700, WMFColor.red700))
  }

  /// The Wikipedia app's Dark theme (`WMFTheme.dark`). Every banner on the theme's
  /// `midBackground`, told apart by its symbol's colour, is this package's choice.
  public static var wikipediaDark: Palette<PaletteColor> {
    Palette(
      pageBackground: .srgb(WMFColor.gray800), cellBackground: .srgb(WMFColor.gray675),
      primaryText: .srgb(WMFColor.gray100), secondaryText: .srgb(WMFColor.gray300),
      headerText: .srgb(WMFColor.gray300), accent: .srgb(WMFColor.blue300),
      switchOn: .srgb(WMFColor.green600), separator: .srgb(WMFColor.gray650),
      info: .fixed(WMFColor.gray700, WMFColor.gray100, WMFColor.blue300),
      warning: .fixed(WMFColor.gray700, WMFColor.gray100, WMFColor.yellow600),
      error: .fixed(WMFColor.gray700, WMFColor.gray100, WMFColor.red600))
  }

  /// The Wikipedia app's Black theme (`WMFTheme.black`): black paper. Banners as in Dark.
  public static var wikipediaBlack: Palette<PaletteColor> {
    Palette(
      pageBackground: .srgb(WMFColor.gray800), cellBackground: .srgb(WMFColor.black),
      primaryText: .srgb(WMFColor.gray100), secondaryText: .srgb(WMFColor.gray300),
      headerText: .srgb(WMFColor.gray300), accent: .srgb(WMFColor.blue300),
      switchOn: .srgb(WMFColor.green600), separator: .srgb(WMFColor.gray675),
      info: .fixed(WMFColor.gray700, WMFColor.gray100, WMFColor.blue300),
      warning: .fixed(WMFColor.gray700, WMFColor.gray100, WMFColor.yellow600),
      error: .fixed(WMFColor.gray700, WMFColor.gray100, WMFColor.red600))
  }

  /// The four sample palettes with their names and the appearance each is drawn in.
  public static var wikipediaThemes: [(name: String, palette: Palette, appearance: Appearance)] {
    [
      ("Light", wikipediaLight, .light), ("Sepia", wikipediaSepia, .light),
      ("Dark", wikipediaDark, .dark), ("Black", wikipediaBlack, .dark),
    ]
  }

  /// Every role as sRGB in `appearance`.
  public func resolved(in appearance: Appearance) -> Palette<SRGB> {
    map { $0.resolved(in: appearance) }
  }
}

extension BannerColors where Value == PaletteColor {
  /// Fixed sRGB colours.
  fileprivate static func fixed(_ background: SRGB, _ text: SRGB, _ icon: SRGB) -> Self {
    BannerColors(background: .srgb(background), text: .srgb(text), icon: .srgb(icon))
  }
}

/// The Wikipedia app's colours as it publishes them (wikimedia/wikipedia-ios,
/// `WMFComponents/Sources/WMFComponents/Style/WMFColor.swift`, from the Wikimedia Style Guide).
private enum WMFColor {
  static let black = SRGB(0x000000)
  static let white = SRGB(0xFFFFFF)
  static let gray800 = SRGB(0x101418)
  static let gray700 = SRGB(0x202122)
  static let gray675 = SRGB(0x27292D)
  static let gray650 = SRGB(0x2E3136)
  static let gray600 = SRGB(0x54595D)
  static let gray500 = SRGB(0x72777D)
  static let gray400 = SRGB(0xA2A9B1)
  static let gray300 = SRGB(0xC8CCD1)
  static let gray200 = SRGB(0xEAECF0)
  static let gray100 = SRGB(0xF8F9FA)
  static let blue600 = SRGB(0x3366CC)
  static let blue300 = SRGB(0x6699FF)
  static let blue100 = SRGB(0xEAF3FF)
  static let red700 = SRGB(0xB32424)
  static let red600 = SRGB(0xDD3333)
  static let red100 = SRGB(0xFEE7E6)
  static let green600 = SRGB(0x00AF89)
  static let yellow600 = SRGB(0xFFCC33)
  static let beige400 = SRGB(0xE1DAD1)
  static let beige300 = SRGB(0xF0E6D6)
  static let beige100 = SRGB(0xF8F1E3)
  static let taupe600 = SRGB(0x646059)
  static let taupe200 = SRGB(0xCBC8C1)
  static let orange800 = SRGB(0x8E4424)
}
