import NotificationSettings

/// Draws the screen model full-screen with colour and box drawing: a fixed header (title,
/// progress, banners), the toggles scrolled to keep the focus visible, a fixed footer
/// (announcement, question or status, keys). Pure: a model in, lines out (snapshot-tested).
enum FancyRenderer {
  struct Size: Equatable, Sendable {
    var rows: Int
    var columns: Int
  }

  private static let bold = "\u{1B}[1m"
  private static let dim = "\u{1B}[2m"
  private static let reverse = "\u{1B}[7m"
  private static let reset = "\u{1B}[0m"
  private static let red = "\u{1B}[31m"
  private static let yellow = "\u{1B}[33m"
  private static let cyan = "\u{1B}[36m"
  private static let green = "\u{1B}[32m"

  /// The screen's lines, exactly `size.rows` of them, none wider than `size.columns`.
  static func lines(_ model: ScreenModel, _ view: ViewState, _ size: Size) -> [String] {
    let width = max(size.columns, 20)
    var header: [String] = []
    let progress =
      view.spinner.map { "\($0) \(model.loadingText ?? "Working…")" }
      ?? (model.isLoading ? model.loadingText ?? "" : "")
    header.append(
      bold + fit(" " + model.title, width - progress.count - 1) + reset + cyan + progress + reset)
    header.append(dim + String(repeating: "─", count: width) + reset)
    for (position, banner) in model.banners.enumerated() {
      let (colour, mark) =
        switch banner.kind {
        case .error: (red, "✖")
        case .warning: (yellow, "⚠")
        case .info: (cyan, "ℹ")
        }
      let actions = banner.actions.prefix(1).map {
        "[\(ViewState.key(ofBanner: position))] \($0.label)"
      }
      .joined()
      for (index, line) in wrap(banner.message, width - 4).enumerated() {
        header.append(colour + (index == 0 ? " \(mark) " : "   ") + line + reset)
      }
      if !actions.isEmpty { header.append("   " + bold + actions + reset) }
    }

    var body: [String] = []
    var focusLine = 0
    if let learnMore = model.learnMore {
      body.append(bold + " " + learnMore.title + reset)
      body += wrap(learnMore.body, width - 2).map { " " + $0 }
      body.append(" [o] \(learnMore.link.label): \(learnMore.url.absoluteString)")
      body.append(" [l] \(learnMore.close.label)")
    } else {
      var index = 0
      for section in model.sections {
        body.append("")
        body.append(bold + " " + section.title + reset)
        for row in section.rows {
          if index == view.focus { focusLine = body.count }
          body.append(rowLine(row, focused: index == view.focus, width: width))
          index += 1
        }
      }
      if !model.sections.isEmpty { body.append("") }
      body += model.actions.map { " [l] \($0.label)" }
    }

    var footer: [String] = [dim + String(repeating: "─", count: width) + reset]
    if let question = view.question {
      let typed =
        question.isSecret ? String(repeating: "•", count: question.typed.count) : question.typed
      footer.append(bold + fit(" " + question.text + typed, width) + reset)
    } else if let status = view.status {
      footer += wrap(status, width - 1).map { " " + $0 }
    }
    if let announcement = view.announcement {
      footer += wrap("Announcement: " + announcement, width - 1).map { " " + $0 }
    }
    footer.append(
      dim
        + fit(" ↑↓/jk move · space toggle · r reload · o/2-9 action · l learn more · q quit", width)
        + reset)

    let room = max(size.rows - header.count - footer.count, 1)
    var top = 0
    if body.count > room {
      top = min(max(focusLine - room / 2, 0), body.count - room)
    }
    var visible = Array(body.dropFirst(top).prefix(room))
    while visible.count < room { visible.append("") }
    return Array((header + visible + footer).prefix(max(size.rows, 1)))
  }

  private static func rowLine(_ row: ScreenModel.ToggleRow, focused: Bool, width: Int) -> String {
    let box = row.isOn ? green + "[x]" + reset : "[ ]"
    let pointer = focused ? "›" : " "
    let status = row.status.map { "  " + $0 } ?? ""
    let label = fit(row.label, 32)
    let hintRoom = max(width - 4 - 3 - 1 - 32 - 2 - status.count, 0)
    let hint = dim + fit(row.hint, hintRoom) + reset
    let text = "\(label)  \(hint)\(yellow)\(status)\(reset)"
    let line = " \(pointer) \(box) " + (focused ? reverse + text + reset : text)
    return row.isEnabled ? line : dim + line + reset
  }

  /// `text` cut or padded to exactly `width` characters.
  static func fit(_ text: String, _ width: Int) -> String {
    guard width > 0 else { return "" }
    if text.count > width { return String(text.prefix(max(width - 1, 0))) + "…" }
    return text + String(repeating: " ", count: width - text.count)
  }

  /// `text` broken into lines of at most `width` characters, at spaces.
  static func wrap(_ text: String, _ width: Int) -> [String] {
    let width = max(width, 10)
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ", omittingEmptySubsequences: true) {
      if line.isEmpty {
        line = String(word)
      } else if line.count + 1 + word.count <= width {
        line += " " + word
      } else {
        lines.append(line)
        line = String(word)
      }
      while line.count > width {
        lines.append(String(line.prefix(width)))
        line = String(line.dropFirst(width))
      }
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }
}
