import NotificationSettings

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The linear rendering for screen readers and dumb terminals: no colour, no box drawing, no
/// cursor movement. The whole screen is printed once, then only what changed, as lines.
enum PlainRenderer {
  /// The whole screen.
  static func full(_ model: ScreenModel) -> [String] { drawn(model).map(\.text) }

  /// The whole screen, each line with the outline elements it draws: the title, then every
  /// reachable element of the outline in order (the sheet alone while it is open), then the keys.
  static func drawn(_ model: ScreenModel) -> [DrawnLine] {
    let elements = model.outline.reachable
    let count = elements.filter { $0.kind == .toggle }.count
    let t = Isolation(model.direction)
    var lines = [DrawnLine(text: t(model.title))]
    var row = 0
    var bannerPosition = -1
    var bannerActions = 0
    for element in elements {
      switch element {
      case .loading(let loading):
        lines.append(DrawnLine(text: t(loading.text), element: element))
      case .banner(let banner):
        bannerPosition += 1
        bannerActions = 0
        lines.append(DrawnLine(text: bannerLine(banner, t), element: element))
      case .bannerAction(let action):
        // The first action has a key and is read with its banner, on the banner's line.
        if bannerActions == 0 {
          let key = ViewState.key(ofBanner: bannerPosition)
          lines[lines.count - 1].append(" Press \(key): \(t(action.label)).", drawing: element)
        } else {
          lines.append(DrawnLine(text: "\(t(action.label)).", element: element))
        }
        bannerActions += 1
      case .sectionHeader(let heading):
        lines.append(
          DrawnLine(text: TerminalTheme.spokenHeading + t(heading.title), element: element))
      case .toggle(let toggle):
        row += 1
        lines.append(
          DrawnLine(text: rowLine(toggle, index: row, count: count, t), element: element))
      case .muteList(let list):
        lines.append(DrawnLine(text: muteListLine(list, t), element: element))
      case .rowAction(let action):
        // The switch's own retry is flipping it again, which its keys do.
        lines.append(
          DrawnLine(text: "\(t(action.label)): press space on the switch.", element: element))
      case .scope(let note):
        lines.append(DrawnLine(text: "\(t(note.text)) \(t(note.detail))", element: element))
      case .action(let action), .close(let action):
        lines.append(DrawnLine(text: "\(t(action.label)): press l.", element: element))
      case .learnMore(let learnMore):
        lines.append(
          DrawnLine(text: TerminalTheme.spokenHeading + t(learnMore.title), element: element))
        lines.append(DrawnLine(text: t(learnMore.body), element: element))
      case .link(let action, let url):
        lines.append(
          DrawnLine(
            text: "\(t(action.label)): \(url.absoluteString) (press o).", element: element))
      }
    }
    lines.append(DrawnLine(text: KeyBindings.spoken))
    return lines
  }

  /// What changed between two screens, as lines; everything when the screen's shape changed.
  static func changes(from old: ScreenModel, to new: ScreenModel) -> [String] {
    let toggles = { (model: ScreenModel) in
      model.outline.reachable.filter { $0.kind == .toggle }.map(\.id)
    }
    let after = drawn(new)
    if toggles(old) != toggles(new) || (old.learnMore == nil) != (new.learnMore == nil) {
      return after.map(\.text)
    }
    // The lines of elements that read differently now: a new banner or progress indicator, a
    // banner that moved (its key changed), a row whose value, status or availability changed.
    let before = Set(drawn(old).map(\.text))
    return after.filter { !$0.elements.isEmpty && !before.contains($0.text) }.map(\.text)
  }

  /// The focused row, as a screen reader would speak it.
  static func focusLine(_ model: ScreenModel, focus: Int) -> String? {
    let rows = model.rows
    guard rows.indices.contains(focus) else { return nil }
    return "Focus: "
      + rowLine(rows[focus], index: focus + 1, count: rows.count, Isolation(model.direction))
  }

  /// A toggle as a screen reader speaks it: position, label, role, value with status,
  /// description.
  static func rowLine(
    _ row: ScreenModel.ToggleRow, index: Int, count: Int, _ t: Isolation
  ) -> String {
    var parts = [
      sentence("\(index) of \(count). \(t(row.label)), switch, \(t(row.accessibilityValue))")
    ]
    if !row.isEnabled { parts.append("Unavailable.") }
    parts.append(t(row.description))
    return parts.joined(separator: " ")
  }

  /// A mute list's row: its name, count and scope, then its entries (the mute commands change
  /// them: the screen's keys are the switches').
  static func muteListLine(_ list: ScreenModel.MuteListRow, _ t: Isolation) -> String {
    var line = sentence("\(t(list.label)): \(t(list.value)), \(t(list.scope))")
    let names = list.page.entries.map { entry in
      t(entry.name) + (entry.status.map { " (\(t($0)))" } ?? "")
    }
    if !names.isEmpty { line += " " + sentence(names.joined(separator: ", ")) }
    return line
  }

  static func bannerLine(_ banner: ScreenModel.Banner, _ t: Isolation) -> String {
    let kind =
      switch banner.kind {
      case .error: "Error"
      case .warning: "Warning"
      case .info: "Note"
      }
    return "\(kind): \(t(banner.message))"
  }

  /// An announcement as printed: its text isolated when the language it is in is written from
  /// the right (a Hebrew announcement after the tool's English word).
  static func announcementLine(_ announcement: ScreenModel.SpokenAnnouncement) -> String {
    let t = Isolation(TextDirection(languageCode: announcement.language))
    return "Announcement: \(t(announcement.text))"
  }

  /// `text` ending in a full stop, unless it already ends in a stop or an ellipsis.
  static func sentence(_ text: String) -> String {
    let visible = text.last == Isolation.end ? text.dropLast() : Substring(text)
    guard let last = visible.last, !".…!?".contains(last) else { return text }
    return text + "."
  }

}

/// The page's texts on a right-to-left page, each set apart as a first-strong isolate (U+2068
/// ... U+2069): a terminal that lays out bidirectional text keeps the line's parts in reading
/// order (the English words of the plain rendering, then the Hebrew label, then its value) and a
/// screen reader reads them in that order; a left-to-right page is printed as it is.
struct Isolation: Sendable {
  /// FIRST STRONG ISOLATE.
  static let start: Character = "\u{2068}"
  /// POP DIRECTIONAL ISOLATE.
  static let end: Character = "\u{2069}"
  /// The page's direction.
  let direction: TextDirection

  init(_ direction: TextDirection) { self.direction = direction }

  /// `text`, isolated on a right-to-left page.
  func callAsFunction(_ text: String) -> String {
    guard direction == .rightToLeft, !text.isEmpty else { return text }
    return String(Self.start) + text + String(Self.end)
  }
}
