import NotificationSettings

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Draws the screen model full-screen with colour and box drawing: a fixed header (title,
/// progress, banners), the toggles scrolled to keep the focus visible, a fixed footer
/// (announcement, question or status, keys). Pure: a model in, lines out (snapshot-tested).
enum FancyRenderer {
  struct Size: Equatable, Sendable {
    var rows: Int
    var columns: Int
  }

  private static let bold = TerminalTheme.bold
  private static let dim = TerminalTheme.dim
  private static let reverse = "\u{1B}[7m"
  private static let reset = "\u{1B}[0m"
  private static let red = "\u{1B}[31m"
  private static let yellow = "\u{1B}[33m"
  private static let cyan = "\u{1B}[36m"
  private static let green = "\u{1B}[32m"

  /// The screen's lines, exactly `size.rows` of them, none wider than `size.columns`.
  static func lines(_ model: ScreenModel, _ view: ViewState, _ size: Size) -> [String] {
    drawn(model, view, size).map(\.text)
  }

  /// The screen's lines, each with the outline elements it draws. The reachable elements of the
  /// outline are drawn in order: the progress indicator on the title line, banners and their
  /// actions in the fixed header, the rest (toggles, or the open sheet) in the scrolled body.
  /// Only what fits is drawn, so a small terminal reports fewer elements.
  static func drawn(_ model: ScreenModel, _ view: ViewState, _ size: Size) -> [DrawnLine] {
    let width = max(size.columns, 20)
    let (loading, banners, body, focusLine) = outlined(model, view, width: width)

    let progress =
      view.spinner.map { "\($0) \(loading?.text ?? "Working…")" }
      ?? loading?.text ?? ""
    var header = [
      DrawnLine(
        text: bold + fit(" " + model.title, width - progress.count - 1) + reset + cyan + progress
          + reset,
        element: loading.map { ScreenOutline.Element.loading($0) })
    ]
    header.append(DrawnLine(text: dim + String(repeating: "─", count: width) + reset))
    header += banners

    let footer = footer(view, width: width)

    let room = max(size.rows - header.count - footer.count, 1)
    var top = 0
    if body.count > room {
      top = min(max(focusLine - room / 2, 0), body.count - room)
    }
    var visible = Array(body.dropFirst(top).prefix(room))
    while visible.count < room { visible.append(DrawnLine(text: "")) }
    return Array((header + visible + footer).prefix(max(size.rows, 1)))
  }

  /// The outline's reachable elements as lines: the banners (for the fixed header) and the body
  /// (toggles or the open sheet), the progress indicator, and the body line of the focused row.
  private static func outlined(_ model: ScreenModel, _ view: ViewState, width: Int) -> (
    loading: ScreenModel.LoadingIndicator?, banners: [DrawnLine], body: [DrawnLine], focusLine: Int
  ) {
    var loading: ScreenModel.LoadingIndicator?
    var banners: [DrawnLine] = []
    var body: [DrawnLine] = []
    var focusLine = 0
    var row = 0
    var bannerPosition = -1
    var bannerActions = 0
    var previous: ScreenOutline.Kind?
    // The one line where a page's text is followed by the tool's words (the row action's
    // key): isolated on a right-to-left page, so the key stays after the label.
    let t = Isolation(model.direction)
    for element in model.outline.reachable {
      let afterToggle = previous == .toggle || previous == .scope
      previous = element.kind
      switch element {
      case .loading(let indicator):
        loading = indicator
      case .banner(let banner):
        bannerPosition += 1
        bannerActions = 0
        let colour =
          switch banner.kind {
          case .error: red
          case .warning: yellow
          case .info: cyan
          }
        let mark = TerminalTheme.mark(element.style.symbol ?? banner.symbol)
        for (index, line) in wrap(banner.message, width - 4).enumerated() {
          banners.append(
            DrawnLine(
              text: colour + (index == 0 ? " \(mark) " : "   ") + line + reset, element: element))
        }
      case .bannerAction(let action):
        // Only a banner's first action has a key.
        let key = bannerActions == 0 ? "[\(ViewState.key(ofBanner: bannerPosition))] " : ""
        banners.append(DrawnLine(text: "   " + bold + key + action.label + reset, element: element))
        bannerActions += 1
      case .sectionHeader(let heading):
        body.append(DrawnLine(text: ""))
        body.append(
          DrawnLine(
            text: TerminalTheme.attributes(element.style.text) + " " + heading.title + reset,
            element: element))
      case .toggle(let toggle):
        if row == view.focus { focusLine = body.count }
        body.append(
          DrawnLine(
            text: rowLine(toggle, element.style, focused: row == view.focus, width: width),
            element: element))
        row += 1
      case .muteList(let list):
        // Shown, not focused: the mute commands change the lists (`wiki-notifications mute`).
        // The count and where the list applies, then each entry, in the details' role.
        let detail = TerminalTheme.attributes(element.style.detail ?? element.style.text)
        body.append(
          DrawnLine(
            text: "     " + fit(list.label, 28) + "  " + detail
              + fit("\(list.value) · \(list.scope)", max(width - 37, 0)) + reset,
            element: element))
        for entry in list.page.entries {
          let status = entry.status.map { "  " + $0 } ?? ""
          body.append(
            DrawnLine(
              text: "       " + detail + fit(entry.name + status, max(width - 8, 0)) + reset,
              element: element))
        }
      case .rowAction(let action):
        // The switch's own retry is flipping it again: its keys say how.
        body.append(
          DrawnLine(
            text: "       " + bold + t(action.label) + reset + "  (space)", element: element))
      case .scope(let note):
        body.append(DrawnLine(text: ""))
        body += wrap("\(note.text) \(note.detail)", width - 2).map {
          DrawnLine(
            text: TerminalTheme.attributes(element.style.text) + " " + $0 + reset, element: element)
        }
      case .action(let action), .close(let action):
        // Set apart from the toggles above it.
        if afterToggle { body.append(DrawnLine(text: "")) }
        body.append(DrawnLine(text: " [l] \(action.label)", element: element))
      case .learnMore(let learnMore):
        body.append(DrawnLine(text: bold + " " + learnMore.title + reset, element: element))
        body += wrap(learnMore.body, width - 2).map { DrawnLine(text: " " + $0, element: element) }
      case .link(let action, let url):
        body.append(
          DrawnLine(text: " [o] \(action.label): \(url.absoluteString)", element: element))
      }
    }
    return (loading, banners, body, focusLine)
  }

  /// The fixed footer: a rule, the question being asked or the status, the last announcement,
  /// and the keys.
  private static func footer(_ view: ViewState, width: Int) -> [DrawnLine] {
    var footer = [DrawnLine(text: dim + String(repeating: "─", count: width) + reset)]
    if let question = view.question {
      let typed =
        question.isSecret ? String(repeating: "•", count: question.typed.count) : question.typed
      footer.append(DrawnLine(text: bold + fit(" " + question.text + typed, width) + reset))
    } else if let status = view.status {
      footer += wrap(status, width - 1).map { DrawnLine(text: " " + $0) }
    }
    if let announcement = view.announcement {
      footer += wrap("Announcement: " + announcement, width - 1).map { DrawnLine(text: " " + $0) }
    }
    footer.append(DrawnLine(text: dim + fit(KeyBindings.footer, width) + reset))
    return footer
  }

  private static func rowLine(
    _ row: ScreenModel.ToggleRow, _ style: ElementStyle, focused: Bool, width: Int
  ) -> String {
    let box = row.isOn ? green + "[x]" + reset : "[ ]"
    let pointer = focused ? "›" : " "
    let status = row.status.map { "  " + $0 } ?? ""
    let label = fit(row.label, 32)
    let hintRoom = max(width - 4 - 3 - 1 - 32 - 2 - status.count, 0)
    let hint =
      TerminalTheme.attributes(style.detail ?? style.text) + fit(row.description, hintRoom) + reset
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
