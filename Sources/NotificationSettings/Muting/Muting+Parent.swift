// The parent's side of the mute lists (``Muting``): what they see of the screen, and their
// parent action.
extension Muting: ChildFeature {
  static var context: WritableKeyPath<SettingsFeature.State, Context> { \.mutingContext }

  static func told(_ delegate: Delegate) -> SettingsFeature.Action { .muting(.delegate(delegate)) }
}

extension SettingsFeature.State {
  /// What the mute lists see of the screen.
  var mutingContext: Muting.Context {
    get {
      .init(
        userName: session.userName, isTemporaryAccount: session.temporaryAccountName != nil,
        mayWrite: !session.isEnding, language: language, announcements: announcements)
    }
    // What the child said.
    set { announcements = newValue.announcements }
  }
}
