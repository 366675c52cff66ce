import NotificationSettings

/// The linear rendering for screen readers and dumb terminals: no colour, no box drawing, no
/// cursor movement. The whole screen is printed once, then only what changed, as lines.
enum PlainRenderer {
  /// The whole screen.
  static func full(_ model: ScreenModel) -> [String] {
    var lines = [model.title]
    if model.isLoading, let text = model.loadingText { lines.append(text) }
    lines += model.banners.enumerated().map { bannerLine($1, position: $0) }
    if let learnMore = model.learnMore {
      lines += learnMoreLines(learnMore)
    } else {
      let count = model.rows.count
      var index = 0
      for section in model.sections {
        lines.append("Heading: \(section.title)")
        for row in section.rows {
          index += 1
          lines.append(rowLine(row, index: index, count: count))
        }
      }
      lines += model.actions.map { "\($0.label): press l." }
    }
    lines.append(keys)
    return lines
  }

  /// What changed between two screens, as lines; everything when the screen's shape changed.
  static func changes(from old: ScreenModel, to new: ScreenModel) -> [String] {
    if old.rows.map(\.id) != new.rows.map(\.id) || (old.learnMore == nil) != (new.learnMore == nil)
    {
      return full(new)
    }
    var lines: [String] = []
    if new.isLoading, !old.isLoading, let text = new.loadingText { lines.append(text) }
    let oldBanners = Set(old.banners.enumerated().map { "\($0)|\($1.id)|\($1.message)" })
    for (position, banner) in new.banners.enumerated()
    where !oldBanners.contains("\(position)|\(banner.id)|\(banner.message)") {
      lines.append(bannerLine(banner, position: position))
    }
    let oldRows = Dictionary(old.rows.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    let count = new.rows.count
    for (offset, row) in new.rows.enumerated() {
      guard let before = oldRows[row.id] else { continue }
      if before.isOn != row.isOn || before.status != row.status || before.isEnabled != row.isEnabled
      {
        lines.append(rowLine(row, index: offset + 1, count: count))
      }
    }
    return lines
  }

  /// The focused row, as a screen reader would speak it.
  static func focusLine(_ model: ScreenModel, focus: Int) -> String? {
    let rows = model.rows
    guard rows.indices.contains(focus) else { return nil }
    return "Focus: " + rowLine(rows[focus], index: focus + 1, count: rows.count)
  }

  static func rowLine(_ row: ScreenModel.ToggleRow, index: Int, count: Int) -> String {
    var parts = ["\(index) of \(count). \(row.label), switch, \(row.value)."]
    if let status = row.status { parts.append(status) }
    if !row.isEnabled { parts.append("Unavailable.") }
    parts.append(row.hint)
    return parts.joined(separator: " ")
  }

  static func bannerLine(_ banner: ScreenModel.Banner, position: Int) -> String {
    let kind =
      switch banner.kind {
      case .error: "Error"
      case .warning: "Warning"
      case .info: "Note"
      }
    let actions = banner.actions.prefix(1).map {
      " Press \(ViewState.key(ofBanner: position)): \($0.label)."
    }.joined()
    return "\(kind): \(banner.message)\(actions)"
  }

  static func learnMoreLines(_ learnMore: ScreenModel.LearnMore) -> [String] {
    [
      "Heading: \(learnMore.title)", learnMore.body,
      "\(learnMore.link.label): \(learnMore.url.absoluteString) (press o).",
      "\(learnMore.close.label): press l.",
    ]
  }

  static let keys =
    "Keys: j or k (or arrows) move, space or enter toggles, r reloads, o (2 to 9 for later banners) uses a "
    + "banner's action, "
    + "l learn more, p prints the screen again, q quits."
}
