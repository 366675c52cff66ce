@testable import NotificationSettings

/// One run of a child as its tests compare it whole: the work it asks for, what it tells the
/// parent, and what it says (into the screen's announcements its context hands it, in order).
struct ChildStep<Delegate: Equatable>: Equatable {
  /// The store's work the child asks for.
  var effects: [SettingsFeature.Effect] = []
  /// What the child tells the parent, in order.
  var delegates: [Delegate] = []
  /// What the child says, in order.
  var said: [Spoken] = []

  /// A step as written in a test.
  init(effects: [SettingsFeature.Effect] = [], delegates: [Delegate] = [], said: [Spoken] = []) {
    self.effects = effects
    self.delegates = delegates
    self.said = said
  }

  /// The child's `result`, and what it added to `announcements` (which started empty).
  init(_ result: SettingsFeature.ChildResult<Delegate>, said announcements: Announcements) {
    self.init(
      effects: result.effects, delegates: result.delegates,
      said: announcements.map { Spoken($0.message, $0.politeness) })
  }
}

/// A message said, with how urgently.
struct Spoken: Equatable {
  /// What is said.
  var message: Announcement.Message
  /// How urgently.
  var politeness: Politeness

  /// `message`, said with `politeness`.
  init(_ message: Announcement.Message, _ politeness: Politeness) {
    self.message = message
    self.politeness = politeness
  }
}
