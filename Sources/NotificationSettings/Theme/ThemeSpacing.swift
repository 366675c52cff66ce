/// The few distances the page sets itself, in points; nil keeps the platform's own (what a list
/// row or `padding()` gives by default). Everything else is the list's.
public struct ThemeSpacing: Hashable, Sendable {
  /// Between a switch's label, its description and its status.
  public var rowText: Double?
  /// Between a banner's symbol and its message.
  public var bannerIcon: Double?
  /// Around the "Learn more" explanation.
  public var sheetPadding: Double?

  /// The given distances.
  public init(rowText: Double?, bannerIcon: Double?, sheetPadding: Double?) {
    self.rowText = rowText
    self.bannerIcon = bannerIcon
    self.sheetPadding = sheetPadding
  }

  /// The platform's own distances: the page's look before themes.
  public static var system: ThemeSpacing {
    ThemeSpacing(rowText: nil, bannerIcon: nil, sheetPadding: nil)
  }

  /// The Wikipedia app's spacing scale (`WMFSpacing`): `xxSmall` (2) between a row's lines,
  /// `small` (8) beside a banner's symbol, `large` (16) around the explanation.
  public static var wikipediaApp: ThemeSpacing {
    ThemeSpacing(rowText: 2, bannerIcon: 8, sheetPadding: 16)
  }
}
