import NotificationSettings

/// What the terminal screen shows beyond the feature's screen model: the focused row, the
/// question being asked, the tool's own status line and the last announcement.
struct ViewState: Equatable, Sendable {
  /// The index of the focused toggle among all rows, in order.
  var focus = 0
  /// A question waiting for the person's answer, with what they typed so far.
  var question: Question?
  /// The tool's own status (logging in, an error of the tool, a URL to open).
  var status: String?
  /// The last announcement, kept on screen until the next one.
  var announcement: String?
  /// The spinner's frame while the network is busy, nil when idle.
  var spinner: Character?

  /// A question on the screen's last lines.
  struct Question: Equatable, Sendable {
    /// The question.
    var text: String
    /// Whether the answer is y or n (one key), else a line of text.
    var isYesNo: Bool
    /// Whether the typed text is hidden (a password).
    var isSecret: Bool
    /// What was typed so far.
    var typed = ""
  }

  /// The key that uses a banner's action: `o` for the first, then `2` to `9`.
  static func key(ofBanner position: Int) -> String { position == 0 ? "o" : "\(position + 1)" }

  /// The spinner's frames (ASCII in the plain rendering).
  static let frames: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
}

extension ScreenModel {
  /// Every toggle row in screen order.
  var rows: [ToggleRow] { sections.flatMap(\.rows) }

  /// The action the `o` key uses: the learn-more link when it is open, else the first banner's.
  var primaryAction: Action? {
    if let learnMore { return learnMore.link }
    return bannerAction(0)
  }

  /// The action of the banner at `position` (the keys `2` to `9`); none while the "Learn more"
  /// sheet covers the banners.
  func bannerAction(_ position: Int) -> Action? {
    guard learnMore == nil, banners.indices.contains(position) else { return nil }
    return banners[position].actions.first
  }
}
