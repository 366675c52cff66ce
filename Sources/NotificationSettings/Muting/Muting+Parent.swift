// The parent's side of the mute lists (``Muting``): what they see of the screen, and their
// outputs in the parent's words.
extension Muting: ChildFeature {
  static var context: KeyPath<SettingsFeature.State, Context> { \.mutingContext }

  static func delegate(_ output: Output) -> SettingsFeature.Delegate {
    switch output {
    case .announce(let message, let politeness): .announce(.muting(message), politeness)
    case .reload: .loading(.start(force: true))
    case .landed: .loading(.saveLanded)
    case .sessionEnded: .sessionEnded
    }
  }
}

extension SettingsFeature.State {
  /// What the mute lists see of the screen.
  var mutingContext: Muting.Context {
    .init(
      userName: session.userName, isTemporaryAccount: session.temporaryAccountName != nil,
      mayWrite: !session.isEnding, language: language)
  }
}
