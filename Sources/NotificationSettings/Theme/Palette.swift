/// Every colour the settings page draws with, by role: what the app passes in so the page matches
/// its theme (the Wikipedia app's Light, Sepia, Dark and Black), generic over the colour type.
/// The core describes palettes with ``PaletteColor`` (platform-neutral, so Linux tests can check
/// their contrast); `NotificationSettingsSwiftUI` draws with `Palette<SwiftUI.Color>` and takes
/// `Palette<UIColor>` from a UIKit app.
public struct Palette<Value> {
  /// Behind the list: the grouped page (the app's `baseBackground`).
  public var pageBackground: Value
  /// Behind each row and the "Learn more" sheet (the app's `paperBackground`).
  public var cellBackground: Value
  /// Row labels, the explanation, the loading text: on ``cellBackground``.
  public var primaryText: Value
  /// Descriptions and statuses under the labels: on ``cellBackground``.
  public var secondaryText: Value
  /// Section headings: on ``pageBackground``.
  public var headerText: Value
  /// Buttons and links (the app's `link`): on ``cellBackground`` and on each banner's background.
  public var accent: Value
  /// A switch that is on (the app's `accent`).
  public var switchOn: Value
  /// The lines between rows.
  public var separator: Value
  /// An information banner (e.g. logged out).
  public var info: BannerColors<Value>
  /// A banner about something that limits the page (notifications not allowed).
  public var warning: BannerColors<Value>
  /// A banner about a failure.
  public var error: BannerColors<Value>

  /// A palette with every role given.
  public init(
    pageBackground: Value, cellBackground: Value, primaryText: Value, secondaryText: Value,
    headerText: Value, accent: Value, switchOn: Value, separator: Value,
    info: BannerColors<Value>, warning: BannerColors<Value>, error: BannerColors<Value>
  ) {
    self.pageBackground = pageBackground
    self.cellBackground = cellBackground
    self.primaryText = primaryText
    self.secondaryText = secondaryText
    self.headerText = headerText
    self.accent = accent
    self.switchOn = switchOn
    self.separator = separator
    self.info = info
    self.warning = warning
    self.error = error
  }

  /// The colours of a banner of `kind`.
  public func banner(_ kind: ScreenModel.Banner.Kind) -> BannerColors<Value> {
    switch kind {
    case .info: info
    case .warning: warning
    case .error: error
    }
  }

  /// The same roles in another colour type, e.g. `palette.map(Color.init(uiColor:))`.
  public func map<Other>(_ transform: (Value) throws -> Other) rethrows -> Palette<Other> {
    Palette<Other>(
      pageBackground: try transform(pageBackground), cellBackground: try transform(cellBackground),
      primaryText: try transform(primaryText), secondaryText: try transform(secondaryText),
      headerText: try transform(headerText), accent: try transform(accent),
      switchOn: try transform(switchOn), separator: try transform(separator),
      info: try info.map(transform), warning: try warning.map(transform),
      error: try error.map(transform))
  }
}

extension Palette: Equatable where Value: Equatable {}
extension Palette: Sendable where Value: Sendable {}

/// A banner's colours: its message on its background, and the symbol of its kind.
public struct BannerColors<Value> {
  /// Behind the banner's message and its action buttons.
  public var background: Value
  /// The message.
  public var text: Value
  /// The symbol of the banner's kind (decorative: screen readers skip it).
  public var icon: Value

  /// A banner's colours.
  public init(background: Value, text: Value, icon: Value) {
    self.background = background
    self.text = text
    self.icon = icon
  }

  /// The same roles in another colour type.
  public func map<Other>(_ transform: (Value) throws -> Other) rethrows -> BannerColors<Other> {
    BannerColors<Other>(
      background: try transform(background), text: try transform(text), icon: try transform(icon))
  }
}

extension BannerColors: Equatable where Value: Equatable {}
extension BannerColors: Sendable where Value: Sendable {}

extension Palette {
  /// A role's name and where it is read in a palette, for a check of text (or a symbol) on its
  /// background.
  public struct TextPair {
    /// What the pair is, e.g. "secondary text on cell".
    public var name: String
    /// The text's colour.
    public var text: KeyPath<Palette, Value>
    /// The colour behind it.
    public var background: KeyPath<Palette, Value>
    /// The text roles drawn in this colour on this background: their fonts decide whether
    /// WCAG's rule for large text applies (``ThemeFont/isLargeText``). Empty for a symbol or a
    /// line.
    public var roles: [TextRole]
  }

  /// Every text the page draws with the colour behind it: each must reach WCAG's 4.5:1, or 3:1
  /// where every role drawn is large text (``SettingsTheme/contrastChecks``).
  public static var textPairs: [TextPair] {
    var pairs: [TextPair] = [
      TextPair(
        name: "primary text on cell", text: \.primaryText, background: \.cellBackground,
        roles: [.label, .message]),
      TextPair(
        name: "secondary text on cell", text: \.secondaryText, background: \.cellBackground,
        roles: [.detail]),
      TextPair(
        name: "accent (buttons, links) on cell", text: \.accent, background: \.cellBackground,
        roles: [.action]),
      TextPair(
        name: "header text on page", text: \.headerText, background: \.pageBackground,
        roles: [.heading]),
    ]
    for (name, banner) in Self.bannerPaths {
      pairs.append(
        TextPair(
          name: "\(name) banner text", text: banner.appending(path: \.text),
          background: banner.appending(path: \.background), roles: [.message]))
      pairs.append(
        TextPair(
          name: "accent on \(name) banner", text: \.accent,
          background: banner.appending(path: \.background), roles: [.action]))
    }
    return pairs
  }

  /// The banners' symbols on their backgrounds: each must reach 3:1, WCAG's rule for graphics
  /// (the message says what happened, but the symbol's colour tells the kinds apart).
  public static var symbolPairs: [TextPair] {
    Self.bannerPaths.map { name, banner in
      TextPair(
        name: "\(name) banner symbol", text: banner.appending(path: \.icon),
        background: banner.appending(path: \.background), roles: [])
    }
  }

  /// The parts that are neither text nor symbol, with what is behind them: reported, not
  /// required (a switch shows its state by the knob's position too; separators are decoration).
  public static var otherPairs: [TextPair] {
    [
      TextPair(
        name: "switch on, on cell", text: \.switchOn, background: \.cellBackground, roles: []),
      TextPair(
        name: "separator on cell", text: \.separator, background: \.cellBackground, roles: []),
    ]
  }

  private static var bannerPaths: [(String, KeyPath<Palette, BannerColors<Value>>)] {
    [("info", \.info), ("warning", \.warning), ("error", \.error)]
  }
}
