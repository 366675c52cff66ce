/// The Wikipedia app's theme colours the page uses, by their `WMFTheme` names: the input of
/// ``Palette/init(appTheme:)``, the mapping the package ships and tests. Generic over the colour
/// type: the app passes `UIColor`s, the tests the app's published sRGB values.
public struct AppThemeColors<Value> {
  /// `text`: body text.
  public var text: Value
  /// `secondaryText`: text of less weight.
  public var secondaryText: Value
  /// `link`: links and buttons.
  public var link: Value
  /// `accent`: the app's green, for a switch that is on.
  public var accent: Value
  /// `destructive`: failures and destructive actions.
  public var destructive: Value
  /// `warning`: the app's orange (Light, Sepia) or yellow (Dark, Black), for warnings.
  public var warning: Value
  /// `border`: lines between rows.
  public var border: Value
  /// `paperBackground`: behind content (the rows).
  public var paperBackground: Value
  /// `midBackground`: between paper and base (cards, banners in the app's own pages).
  public var midBackground: Value
  /// `baseBackground`: behind everything (a grouped list's page).
  public var baseBackground: Value

  /// The theme's colours, named as in `WMFTheme`.
  public init(
    text: Value, secondaryText: Value, link: Value, accent: Value, destructive: Value,
    warning: Value, border: Value, paperBackground: Value, midBackground: Value,
    baseBackground: Value
  ) {
    self.text = text
    self.secondaryText = secondaryText
    self.link = link
    self.accent = accent
    self.destructive = destructive
    self.warning = warning
    self.border = border
    self.paperBackground = paperBackground
    self.midBackground = midBackground
    self.baseBackground = baseBackground
  }
}

extension AppThemeColors: Equatable where Value: Equatable {}
extension AppThemeColors: Sendable where Value: Sendable {}

extension Palette {
  /// The page's colours from the app's theme: the mapping the package ships, tested with the
  /// app's Light, Sepia, Dark and Black values (docs/PALETTE.md lists every ratio). `measure`
  /// gives a colour's sRGB value, for the one choice that depends on contrast (nil: not known).
  ///
  /// Where the theme's own pairing falls short of WCAG, a role takes another of its colours:
  /// - headings are `text`: `secondaryText` on `baseBackground` is 3.82:1 in Light;
  /// - banners are drawn on `paperBackground`, set apart by their own list section and their
  ///   symbol: on `midBackground` the link colour is 4.34:1 in Sepia;
  /// - the warning symbol is the theme's `warning` where it reaches WCAG's 3:1 for graphics on
  ///   the banner (Dark's and Black's yellow), and `secondaryText` where it does not (Light's
  ///   and Sepia's orange is 2.20:1 on white and 1.95:1 on Sepia's paper), or is not known.
  public init(appTheme theme: AppThemeColors<Value>, measure: (Value) -> SRGB?) {
    func banner(icon: Value) -> BannerColors<Value> {
      BannerColors(background: theme.paperBackground, text: theme.text, icon: icon)
    }
    var warningPasses = false
    if let warning = measure(theme.warning), let paper = measure(theme.paperBackground) {
      warningPasses = warning.contrastRatio(on: paper) >= 3
    }
    self.init(
      pageBackground: theme.baseBackground, cellBackground: theme.paperBackground,
      primaryText: theme.text, secondaryText: theme.secondaryText, headerText: theme.text,
      accent: theme.link, switchOn: theme.accent, separator: theme.border,
      info: banner(icon: theme.link),
      warning: banner(icon: warningPasses ? theme.warning : theme.secondaryText),
      error: banner(icon: theme.destructive))
  }
}

extension Palette where Value == SRGB {
  /// The page's colours from the app's theme given as sRGB values (see
  /// ``init(appTheme:measure:)``).
  public init(appTheme theme: AppThemeColors<SRGB>) {
    self.init(appTheme: theme, measure: { $0 })
  }
}
