// The parent's side of the save pipeline (``Saving``, in `Saving/`): what it
// sees of the screen, and its outputs in the parent's words.
extension Saving: ChildFeature {
  static var context: KeyPath<SettingsFeature.State, Context> { \.savingContext }

  static func delegate(_ output: Output) -> SettingsFeature.Delegate {
    switch output {
    case .announce(let message, let politeness): .announce(message, politeness)
    case .reload: .loading(.start(force: true))
    case .landed: .loading(.saveLanded)
    case .sessionEnded: .sessionEnded
    case .wiki(let change): .wiki(change)
    }
  }
}

extension SettingsFeature.State {
  /// What the save pipeline sees of the screen.
  var savingContext: Saving.Context {
    .init(
      userName: session.userName, isLoggingOut: session.isLoggingOut,
      isWaitingToLogOut: session.isWaitingToLogOut, isCopyingSettings: migration.isActive,
      copyWrite: migration.request, permission: presentation.permission, language: language,
      saveWindow: configuration.saveWindow,
      turnsTypesOffAtFirstLogin: configuration.turnsTypesOffAtFirstLogin, wiki: wiki)
  }
}
