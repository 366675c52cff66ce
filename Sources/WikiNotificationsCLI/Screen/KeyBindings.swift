/// What a key does on the settings screen (outside a question, which reads keys as typing).
enum ScreenAction: CaseIterable, Equatable, Sendable {
  /// Focus the row above.
  case moveUp
  /// Focus the row below.
  case moveDown
  /// Toggle the focused row.
  case toggle
  /// Read the settings again.
  case reload
  /// The first banner's action.
  case firstBannerAction
  /// A later banner's action, by the digit typed (2 is the second banner).
  case laterBannerAction
  /// Show or hide "Learn more".
  case learnMore
  /// Close "Learn more".
  case dismiss
  /// Print the whole screen again (the plain rendering).
  case reprint
  /// Leave the screen.
  case quit
}

/// One row of the key table: the keys, what they do, and how each place describes them (nil:
/// that place does not mention them, e.g. the second of a pair described together).
struct KeyBinding: Sendable {
  /// The keys that do it.
  var keys: [Key]
  /// What they do.
  var action: ScreenAction
  /// In the fancy screen's footer, terse.
  var footer: String? = nil
  /// In the plain rendering's "Keys:" line, as read aloud.
  var spoken: String? = nil
  /// In `ui --help`.
  var help: String? = nil
}

/// The screen's keys: the one table the screen acts on and the footer, the plain rendering and
/// the help describe.
enum KeyBindings {
  /// Every binding, in the order the descriptions list them.
  static let all: [KeyBinding] = [
    KeyBinding(keys: [.up, .character("k")], action: .moveUp),
    KeyBinding(
      keys: [.down, .character("j")], action: .moveDown, footer: "↑↓/jk move",
      spoken: "j or k (or arrows) move", help: "arrows or j/k move"),
    KeyBinding(
      keys: [.enter, .character(" ")], action: .toggle, footer: "space toggle",
      spoken: "space or enter toggles", help: "space or enter toggles"),
    KeyBinding(
      keys: [.character("r")], action: .reload, footer: "r reload", spoken: "r reloads",
      help: "r reloads"),
    KeyBinding(
      keys: [.character("o")], action: .firstBannerAction, footer: "o/2-9 action",
      spoken: "o (2 to 9 for later banners) uses a banner's action",
      help:
        "o uses the first banner's action (Open Settings, Try loading again, Log in, ...) and 2-9 "
        + "the action of the other banners"),
    KeyBinding(keys: "23456789".map { .character($0) }, action: .laterBannerAction),
    KeyBinding(
      keys: [.character("l")], action: .learnMore, footer: "l learn more",
      spoken: "l learn more", help: "l shows or hides \"Learn more\""),
    KeyBinding(keys: [.escape], action: .dismiss),
    KeyBinding(keys: [.character("p")], action: .reprint, spoken: "p prints the screen again"),
    KeyBinding(
      keys: [.character("q"), .interrupt], action: .quit, footer: "q quit", spoken: "q quits",
      help: "q quits"),
  ]

  /// What `key` does; nil when nothing.
  static func action(of key: Key) -> ScreenAction? {
    all.first { $0.keys.contains(key) }?.action
  }

  /// The fancy screen's footer line.
  static var footer: String {
    " " + all.compactMap(\.footer).joined(separator: " · ")
  }

  /// The plain rendering's line of keys.
  static var spoken: String {
    "Keys: " + all.compactMap(\.spoken).joined(separator: ", ") + "."
  }

  /// The sentence of `ui --help` on keys.
  static var help: String {
    all.compactMap(\.help).joined(separator: ", ") + "."
  }
}
