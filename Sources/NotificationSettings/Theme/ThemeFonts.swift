/// The font of each text role.
public struct ThemeFonts: Hashable, Sendable {
  /// A switch's label and the progress indicator's text.
  public var label: ThemeFont
  /// The description and status under a switch's label.
  public var detail: ThemeFont
  /// Section headings.
  public var heading: ThemeFont
  /// Banner messages and the "Learn more" explanation.
  public var message: ThemeFont
  /// Buttons and links.
  public var action: ThemeFont

  /// Every role's font.
  public init(
    label: ThemeFont, detail: ThemeFont, heading: ThemeFont, message: ThemeFont,
    action: ThemeFont
  ) {
    self.label = label
    self.detail = detail
    self.heading = heading
    self.message = message
    self.action = action
  }

  /// The font of `role`.
  public subscript(role: TextRole) -> ThemeFont {
    switch role {
    case .label: label
    case .detail: detail
    case .heading: heading
    case .message: message
    case .action: action
    }
  }

  /// The system's look, as the page had before themes: body text, footnote details, and a
  /// grouped list's footnote headings.
  public static var system: ThemeFonts {
    ThemeFonts(
      label: ThemeFont(.body), detail: ThemeFont(.footnote), heading: ThemeFont(.footnote),
      message: ThemeFont(.body), action: ThemeFont(.body))
  }

  /// The Wikipedia app's fonts for a settings page (`WMFFont`): `.body` labels, messages and
  /// actions, `.footnote` details (`WMFFont.footnote`), `.semiboldSubheadline` headings.
  public static var wikipediaApp: ThemeFonts {
    ThemeFonts(
      label: ThemeFont(.body), detail: ThemeFont(.footnote),
      heading: ThemeFont(.subheadline, weight: .semibold), message: ThemeFont(.body),
      action: ThemeFont(.body))
  }
}
