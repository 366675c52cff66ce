import NotificationSettings

/// The terminal's drawing of the theme's roles (`ScreenOutline.Element.style`, which the
/// SwiftUI view draws too): a text role's weight in the full-screen rendering, a symbol role's
/// mark. Colours stay the terminal's own (by banner kind); the plain rendering has neither and
/// says a heading in words.
enum TerminalTheme {
  static let bold = "\u{1B}[1m"
  static let dim = "\u{1B}[2m"

  /// The attributes a text role starts with: headings bold, details dim, the rest plain.
  static func attributes(_ role: TextRole) -> String {
    switch role {
    case .heading: bold
    case .detail: dim
    case .label, .message, .action: ""
    }
  }

  /// The single-column mark of a symbol role; the account's banners are information.
  static func mark(_ role: SymbolRole) -> String {
    switch role {
    case .error: "✖"
    case .warning: "⚠"
    case .info, .account, .temporaryAccount: "ℹ"
    }
  }

  /// The plain rendering's words before a heading.
  static let spokenHeading = "Heading: "
}
