/// What a text on the page is, so the app's theme can give each kind its font: the renderers
/// draw a role, never a font of their own.
public enum TextRole: String, Hashable, Sendable, CaseIterable {
  /// A switch's label and the progress indicator's text.
  case label
  /// The description and status under a switch's label.
  case detail
  /// A section heading.
  case heading
  /// A banner's message and the "Learn more" explanation.
  case message
  /// A button or a link.
  case action
}

/// One of the platform's Dynamic Type text styles: a font given by style grows and shrinks with
/// the person's text size setting.
public enum TextStyle: String, Hashable, Sendable, CaseIterable {
  /// Large title, 34 points at the default size.
  case largeTitle
  /// Title 1, 28 points.
  case title
  /// Title 2, 22 points.
  case title2
  /// Title 3, 20 points.
  case title3
  /// Headline, 17 points semibold.
  case headline
  /// Subheadline, 15 points.
  case subheadline
  /// Body, 17 points.
  case body
  /// Callout, 16 points.
  case callout
  /// Footnote, 13 points.
  case footnote
  /// Caption 1, 12 points.
  case caption
  /// Caption 2, 11 points.
  case caption2

  /// The style's size in points at the default text size (iOS, "Large"), from Apple's Human
  /// Interface Guidelines: what the contrast check takes as the text's size.
  public var defaultPointSize: Double {
    switch self {
    case .largeTitle: 34
    case .title: 28
    case .title2: 22
    case .title3: 20
    case .headline, .body: 17
    case .callout: 16
    case .subheadline: 15
    case .footnote: 13
    case .caption: 12
    case .caption2: 11
    }
  }
}

/// The weight of a font's strokes.
public enum FontWeight: String, Hashable, Sendable, CaseIterable {
  /// The text style's own weight (semibold for a headline, regular otherwise).
  case standard
  /// Regular.
  case regular
  /// Medium.
  case medium
  /// Semibold.
  case semibold
  /// Bold.
  case bold
}

/// A font by Dynamic Type style and weight: what a theme gives a text role. Platform-neutral, so
/// Linux tests check the theme's sizes against the contrast rule; the Apple layer makes the
/// platform font, which follows the person's text size.
public struct ThemeFont: Hashable, Sendable {
  /// The Dynamic Type style.
  public var style: TextStyle
  /// The weight.
  public var weight: FontWeight
  /// Italic or upright.
  public var isItalic: Bool

  /// A font of `style`, in `weight`.
  public init(_ style: TextStyle, weight: FontWeight = .standard, italic: Bool = false) {
    self.style = style
    self.weight = weight
    isItalic = italic
  }

  /// Whether the font is bold enough to count as bold for WCAG (semibold or heavier).
  public var isBold: Bool {
    switch weight {
    case .semibold, .bold: true
    case .standard: style == .headline
    case .regular, .medium: false
    }
  }

  /// WCAG 2.x "large text" at the default text size: at least 18 points, or 14 points bold.
  /// WCAG's points are CSS points (4/3 of a CSS pixel), and an iOS point is drawn about as large
  /// as a CSS pixel, so the thresholds here are 24 and 18.67 iOS points: a larger text size
  /// only makes the text larger, so the check holds for every size.
  public var isLargeText: Bool {
    let points = style.defaultPointSize
    return points >= 24 || (isBold && points >= 56.0 / 3)
  }
}
