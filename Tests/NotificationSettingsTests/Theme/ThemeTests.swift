import NotificationSettings
import TestSupport
import Testing

/// The theme: the mapping from the app's theme colours, the fonts' part in the contrast rule,
/// and the default look.
@Suite("SettingsTheme: the app's theme mapped to roles, fonts and symbols")
struct ThemeTests {
  /// The mapping by name: each role takes the `WMFTheme` colour it says it takes.
  @Test func theMappingTakesTheThemesNamedColours() {
    let names = AppThemeColors(
      text: "text", secondaryText: "secondaryText", link: "link", accent: "accent",
      destructive: "destructive", warning: "warning", border: "border",
      paperBackground: "paperBackground", midBackground: "midBackground",
      baseBackground: "baseBackground")
    // Names cannot be measured: the warning symbol takes the colour that always passes.
    let palette = Palette(appTheme: names, measure: { _ in nil })
    #expect(palette.pageBackground == "baseBackground")
    #expect(palette.cellBackground == "paperBackground")
    #expect(palette.primaryText == "text")
    #expect(palette.secondaryText == "secondaryText")
    #expect(palette.headerText == "text")
    #expect(palette.accent == "link")
    #expect(palette.switchOn == "accent")
    #expect(palette.separator == "border")
    for kind in [ScreenModel.Banner.Kind.info, .warning, .error] {
      #expect(palette.banner(kind).background == "paperBackground")
      #expect(palette.banner(kind).text == "text")
    }
    #expect(palette.info.icon == "link")
    #expect(palette.warning.icon == "secondaryText")
    #expect(palette.error.icon == "destructive")
  }

  /// Why the mapping departs from the theme's own pairings: the app's real values fall short
  /// there (docs/PALETTE.md lists these choices).
  @Test func theAppsOwnPairingsThatFallShort() {
    let light = AppThemeColors.light
    let sepia = AppThemeColors.sepia
    // Headings: secondaryText on baseBackground.
    #expect(light.secondaryText.contrastRatio(on: light.baseBackground) < 4.5)
    // Banners: the link colour on midBackground.
    #expect(sepia.link.contrastRatio(on: sepia.midBackground) < 4.5)
    #expect(abs(sepia.link.contrastRatio(on: sepia.midBackground) - 4.34) < 0.01)
    // The theme's orange: too faint for a symbol on Light's and Sepia's paper.
    #expect(abs(light.warning.contrastRatio(on: light.paperBackground) - 2.20) < 0.01)
    #expect(abs(sepia.warning.contrastRatio(on: sepia.paperBackground) - 1.95) < 0.01)
  }

  /// The theme's `warning` colour is the warning symbol's wherever it reaches 3:1 on the
  /// banner (Dark's and Black's yellow), `secondaryText` where it does not (Light's and Sepia's
  /// orange).
  @Test func theWarningSymbolIsTheThemesWarningColourWhereItPasses() {
    for (name, colors, _) in AppThemeColors.wikipediaThemes {
      let palette = Palette(appTheme: colors)
      let passes = colors.warning.contrastRatio(on: colors.paperBackground) >= 3
      #expect(passes == ["Dark", "Black"].contains(name), "\(name)")
      #expect(palette.warning.icon == (passes ? colors.warning : colors.secondaryText), "\(name)")
      #expect(palette.warning.icon.contrastRatio(on: palette.warning.background) >= 3, "\(name)")
    }
    #expect(Palette(appTheme: AppThemeColors.dark).warning.icon == SRGB(0xFFCC33))
    #expect(
      Palette(appTheme: AppThemeColors.light).warning.icon == AppThemeColors.light.secondaryText)
  }

  /// WCAG's large text at the default text size: 18 points, or 14 points bold, in CSS points.
  @Test func largeTextIsTwentyFourPointsOrBoldEighteenAndTwoThirds() {
    #expect(ThemeFont(.title).isLargeText)
    #expect(ThemeFont(.title3, weight: .semibold).isLargeText)
    #expect(!ThemeFont(.title3).isLargeText)
    #expect(!ThemeFont(.title2).isLargeText)
    #expect(!ThemeFont(.headline).isLargeText)
    #expect(!ThemeFont(.body, weight: .bold).isLargeText)
    #expect(ThemeFont(.headline).isBold)
    #expect(!ThemeFont(.headline, weight: .regular).isBold)
  }

  /// A role drawn in large text needs 3:1; a pair drawn in several roles needs what the
  /// smallest of them needs.
  @Test func aLargeHeadingNeedsThreeToOneAndSharedPairsTheStricter() throws {
    var theme = SettingsTheme.wikipediaApp(AppThemeColors.light)
    theme.fonts.heading = ThemeFont(.title2, weight: .bold)
    theme.fonts.label = ThemeFont(.title)
    let checks = Dictionary(uniqueKeysWithValues: theme.contrastChecks.map { ($0.name, $0) })
    #expect(checks["header text on page"]?.minimum == 3)
    // The primary text also draws the explanation (body): still 4.5.
    #expect(checks["primary text on cell"]?.minimum == 4.5)
    #expect(checks["info banner symbol"]?.minimum == 3)
    #expect(checks["switch on, on cell"]?.minimum == nil)
  }

  /// The default theme is the page's look before themes.
  @Test func theSystemThemeIsTheOldLook() {
    let theme = SettingsTheme.system
    #expect(theme.palette == .system)
    #expect(theme.fonts[.label] == ThemeFont(.body))
    #expect(theme.fonts[.detail] == ThemeFont(.footnote))
    #expect(theme.symbols[.info] == "info.circle.fill")
    #expect(theme.symbols[.warning] == "exclamationmark.triangle.fill")
    #expect(theme.symbols[.error] == "xmark.octagon.fill")
    #expect(theme.symbols[.account] == "person.crop.circle")
    #expect(theme.symbols[.temporaryAccount] == "person.crop.circle.badge.exclamationmark")
    #expect(theme.spacing == ThemeSpacing(rowText: nil, bannerIcon: nil, sheetPadding: nil))
  }

  /// The app's theme carries its colours, and the app's fonts, symbols and spacing.
  @Test func theAppsThemeIsItsColoursFontsSymbolsAndSpacing() {
    let theme = SettingsTheme.wikipediaApp(AppThemeColors.sepia)
    #expect(theme.palette == Palette(appTheme: .sepia))
    #expect(theme.palette.map(PaletteColor.srgb) == .wikipediaSepia)
    #expect(theme.fonts == .wikipediaApp)
    #expect(theme.symbols[.temporaryAccount] == "person.crop.circle.badge.xmark")
    #expect(theme.spacing.sheetPadding == 16)
    #expect(Set(SymbolRole.allCases.map { theme.symbols[$0] }).count == SymbolRole.allCases.count)
  }

  /// Each kind of element is drawn in one set of roles; a banner's symbol is its account's or
  /// its kind's.
  @Test func eachKindOfElementHasItsRoles() {
    var seen: [ScreenOutline.Kind: ElementStyle] = [:]
    for (name, state) in ReachableScreens.all {
      for element in ScreenModel(state: state, strings: .english).outline.reachable {
        let style = element.style
        switch element {
        case .banner(let banner):
          #expect(style == ElementStyle(text: .message, symbol: banner.symbol), "\(name)")
          switch banner.subject {
          case .loggedOut: #expect(banner.symbol == .account)
          case .temporaryAccount: #expect(banner.symbol == .temporaryAccount)
          default: #expect(banner.symbol.rawValue == banner.kind.rawValue, "\(name)")
          }
        default:
          #expect(seen[element.kind, default: style] == style, "\(name): \(element.kind)")
          seen[element.kind] = style
        }
      }
    }
    #expect(seen[.sectionHeader] == ElementStyle(text: .heading))
    #expect(seen[.toggle] == ElementStyle(text: .label, detail: .detail))
    #expect(seen[.loading] == ElementStyle(text: .label))
    #expect(seen[.learnMore] == ElementStyle(text: .message))
    for kind in [ScreenOutline.Kind.action, .bannerAction, .link, .close] {
      #expect(seen[kind] == ElementStyle(text: .action), "\(kind)")
    }
  }
}
