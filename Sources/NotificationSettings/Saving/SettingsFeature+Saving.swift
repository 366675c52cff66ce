// The parent's side of the save pipeline (``SettingsFeature/Saving``, in `Saving+*.swift`): it
// builds the child's context and carries out the child's outputs (the wiki's named changes among
// them: the parent is the wiki's one owner).
extension SettingsFeature.State {
  /// What the save pipeline sees of the screen.
  var savingContext: SettingsFeature.Saving.Context {
    .init(
      userName: session.userName, isLoggingOut: session.isLoggingOut,
      isWaitingToLogOut: session.isWaitingToLogOut, isCopyingSettings: migration.isActive,
      copyWrite: migration.request, permission: permission, language: language,
      saveWindow: configuration.saveWindow,
      turnsTypesOffAtFirstLogin: configuration.turnsTypesOffAtFirstLogin, wiki: wiki)
  }

  /// Sends the save pipeline `action`: its effects, then those of its outputs.
  mutating func runSaving(_ action: SettingsFeature.Saving.Action) -> [Effect] {
    let step = SettingsFeature.Saving.reduce(
      into: &saving, action: action, context: savingContext)
    return step.effects + savingOutputs(step.outputs)
  }

  /// Sends the unsent choices if nothing holds them back.
  mutating func sendUnsent() -> [Effect] {
    runSaving(.sendUnsent)
  }

  /// Carries out what the save pipeline asks of the screen, in its order.
  private mutating func savingOutputs(_ outputs: [SettingsFeature.Saving.Output]) -> [Effect] {
    var effects: [Effect] = []
    for output in outputs {
      switch output {
      case .announce(let message, let politeness):
        announce(message, politeness)
      case .registerIfUseful:
        effects += registerIfUseful()
      case .reload:
        effects += loadForScreen(force: true)
      case .landed:
        _ = runLoading(.saveLanded)
      case .sessionEnded:
        effects += sessionEnded()
      case .wiki(let change):
        wiki.apply(change)
      }
    }
    return effects
  }
}
