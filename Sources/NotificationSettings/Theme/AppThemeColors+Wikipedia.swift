extension AppThemeColors where Value == SRGB {
  /// `WMFTheme.light`.
  public static var light: AppThemeColors<SRGB> {
    AppThemeColors(
      text: WMFColor.gray700, secondaryText: WMFColor.gray500, link: WMFColor.blue600,
      accent: WMFColor.green600, destructive: WMFColor.red600, warning: WMFColor.orange600,
      border: WMFColor.gray400,
      paperBackground: WMFColor.white, midBackground: WMFColor.gray100,
      baseBackground: WMFColor.gray200)
  }

  /// `WMFTheme.sepia`.
  public static var sepia: AppThemeColors<SRGB> {
    AppThemeColors(
      text: WMFColor.gray700, secondaryText: WMFColor.taupe600, link: WMFColor.blue600,
      accent: WMFColor.green600, destructive: WMFColor.red700, warning: WMFColor.orange600,
      border: WMFColor.taupe200,
      paperBackground: WMFColor.beige100, midBackground: WMFColor.beige300,
      baseBackground: WMFColor.beige400)
  }

  /// `WMFTheme.dark`.
  public static var dark: AppThemeColors<SRGB> {
    AppThemeColors(
      text: WMFColor.gray100, secondaryText: WMFColor.gray300, link: WMFColor.blue300,
      accent: WMFColor.green600, destructive: WMFColor.red600, warning: WMFColor.yellow600,
      border: WMFColor.gray650,
      paperBackground: WMFColor.gray675, midBackground: WMFColor.gray700,
      baseBackground: WMFColor.gray800)
  }

  /// `WMFTheme.black`.
  public static var black: AppThemeColors<SRGB> {
    AppThemeColors(
      text: WMFColor.gray100, secondaryText: WMFColor.gray300, link: WMFColor.blue300,
      accent: WMFColor.green600, destructive: WMFColor.red600, warning: WMFColor.yellow600,
      border: WMFColor.gray675,
      paperBackground: WMFColor.black, midBackground: WMFColor.gray700,
      baseBackground: WMFColor.gray800)
  }

  /// The app's four themes, by name, with the appearance each is drawn in.
  public static var wikipediaThemes:
    [(name: String, colors: AppThemeColors<SRGB>, appearance: Appearance)]
  {
    [
      ("Light", light, .light), ("Sepia", sepia, .light), ("Dark", dark, .dark),
      ("Black", black, .dark),
    ]
  }
}

/// The Wikipedia app's colours as it publishes them (wikimedia/wikipedia-ios,
/// `WMFComponents/Sources/WMFComponents/Style/WMFColor.swift`, from the Wikimedia Style Guide),
/// the ones its four themes give the names above.
private enum WMFColor {
  static let black = SRGB(0x000000)
  static let white = SRGB(0xFFFFFF)
  static let gray800 = SRGB(0x101418)
  static let gray700 = SRGB(0x202122)
  static let gray675 = SRGB(0x27292D)
  static let gray650 = SRGB(0x2E3136)
  static let gray500 = SRGB(0x72777D)
  static let gray400 = SRGB(0xA2A9B1)
  static let gray300 = SRGB(0xC8CCD1)
  static let gray200 = SRGB(0xEAECF0)
  static let gray100 = SRGB(0xF8F9FA)
  static let blue600 = SRGB(0x3366CC)
  static let blue300 = SRGB(0x6699FF)
  static let red700 = SRGB(0xB32424)
  static let red600 = SRGB(0xDD3333)
  static let green600 = SRGB(0x00AF89)
  static let orange600 = SRGB(0xFF9500)
  static let yellow600 = SRGB(0xFFCC33)
  static let beige400 = SRGB(0xE1DAD1)
  static let beige300 = SRGB(0xF0E6D6)
  static let beige100 = SRGB(0xF8F1E3)
  static let taupe600 = SRGB(0x646059)
  static let taupe200 = SRGB(0xCBC8C1)
}
