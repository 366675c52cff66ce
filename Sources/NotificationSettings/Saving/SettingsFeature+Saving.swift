// The parent's side of the save pipeline (``SettingsFeature/Saving``, in `Saving+*.swift`): it
// builds the child's context, routes the answer of the one write in flight, and carries out the
// child's outputs (the wiki to keep among them: the parent is the wiki's one owner).
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

  /// The answer of the one write in flight: the screen's or a language copy's (the store never
  /// delivers that of a write let go of: language changed, logged in or out since).
  mutating func saveFinished(error: WikiFailure?) -> [Effect] {
    let request = saving.finish()
    let copy = request == nil ? migration.finish() : nil
    switch error {
    case nil, .keysRejected?:
      // The wiki now holds (some of) this save. A read in flight may have been served before the
      // save was applied: adopted after this answer, it would show the old values as the wiki's.
      // Its answer is dropped and a fresh read follows it.
      if request != nil || copy != nil { _ = runLoading(.saveLanded) }
    default:
      break
    }
    if let copy { return runMigration(.writeFinished(copy, error: error)) }
    guard let request else { return [] }
    return runSaving(.saveFinished(request, error: error))
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
      case .sessionEnded:
        effects += sessionEnded()
      case .wiki(let kept):
        wiki = kept
      }
    }
    return effects
  }
}
