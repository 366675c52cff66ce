import Foundation
import NotificationSettings
import TestSupport

/// What assistive technology gets from a screen, element by element, as text: each reachable
/// element's identifier, label, value, hint, Voice Control names and traits, where focus
/// goes, the page's language and direction, and what is announced. The transcripts of every
/// reachable screen are compared whole with Spoken/<language>.txt, so any change of any of them
/// in any state and language shows in review.
enum SpokenScreen {
  /// The transcript of every reachable screen in one language.
  static func transcript(_ strings: Strings) -> String {
    ReachableScreens.all.map { name, state in
      transcript(name, ScreenModel(state: state, strings: strings))
    }.joined(separator: "\n")
  }

  /// One screen's transcript.
  static func transcript(_ name: String, _ screen: ScreenModel) -> String {
    var lines = [
      "## \(name)",
      "language: \(screen.language) \(screen.direction.rawValue)",
    ]
    for element in screen.outline.reachable {
      let spoken = Spoken(element)
      var line = "\(element.id) [\(spoken.traits.map(\.rawValue).joined(separator: ","))]"
      line += "\n  label: \(spoken.label)"
      if let value = spoken.value { line += "\n  value: \(value)" }
      if let hint = spoken.hint { line += "\n  hint: \(hint)" }
      if let input = spoken.inputLabels { line += "\n  input: \(input.joined(separator: " | "))" }
      lines.append(line)
    }
    // Each mute list's own page, opened from its row.
    for row in screen.muted?.rows ?? [] {
      let page = row.page
      var line = "\(page.id) page: \(page.title)\n  \(page.explanation)\n  \(page.scope)"
      if let empty = page.empty { line += "\n  \(empty)" }
      for entry in page.entries {
        line += "\n\(entry.id): \(entry.name)"
        if !entry.accessibilityValue.isEmpty { line += "\n  value: \(entry.accessibilityValue)" }
        if !entry.hint.isEmpty { line += "\n  hint: \(entry.hint)" }
        if let remove = entry.remove {
          line += "\n  action \(remove.id): \(remove.label); hint: \(remove.hint)"
          line += "; input: \(remove.inputLabels.joined(separator: " | "))"
        }
      }
      line += "\n\(page.field.id): \(page.field.label)"
      line += "\n\(page.field.addID): \(page.field.addLabel); hint: \(page.field.addHint)"
      lines.append(line)
    }
    for announcement in screen.announcements {
      var line =
        "announce \(announcement.politeness.rawValue) (\(announcement.language))"
        + "\(announcement.isRepeat ? " again" : "")"
      if let focus = announcement.focus {
        line += announcement.isSaidByFocus ? " by focus on \(focus)" : " with focus on \(focus)"
      }
      lines.append(line + ": \(announcement.text)")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// One element as assistive technology gets it.
  struct Spoken: Equatable {
    var label: String
    var value: String?
    var hint: String?
    var inputLabels: [String]?
    var traits: [ScreenModel.Trait]

    init(_ element: ScreenOutline.Element) {
      switch element {
      case .loading(let loading):
        self.init(label: loading.text, traits: [])
      case .banner(let banner):
        self.init(label: banner.message, traits: [])
      case .sectionHeader(let heading):
        self.init(label: heading.title, traits: heading.traits)
      case .toggle(let row):
        self.init(
          label: row.accessibilityLabel, value: row.accessibilityValue, hint: row.hint,
          inputLabels: row.inputLabels, traits: row.traits)
      case .scope(let note):
        self.init(label: note.accessibilityLabel, traits: [])
      case .muteList(let row):
        self.init(
          label: row.label, value: row.accessibilityValue, hint: row.hint,
          inputLabels: row.inputLabels, traits: row.traits)
      case .learnMore(let learnMore):
        self.init(label: "\(learnMore.title): \(learnMore.body)", traits: [])
      case .bannerAction(let action), .rowAction(let action), .action(let action),
        .link(let action, _), .close(let action):
        self.init(
          label: action.label, hint: action.hint, inputLabels: action.inputLabels,
          traits: action.traits)
      }
    }

    init(
      label: String, value: String? = nil, hint: String? = nil, inputLabels: [String]? = nil,
      traits: [ScreenModel.Trait]
    ) {
      self.label = label
      self.value = value
      self.hint = hint
      self.inputLabels = inputLabels
      self.traits = traits
    }
  }
}
