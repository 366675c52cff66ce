// The parent's side of the save pipeline (``SettingsFeature/Saving``, in `Saving+*.swift`): it
// builds the child's context, routes the answer of the one write in flight, and carries out the
// child's outputs.
extension SettingsFeature.State {
  /// What the save pipeline sees of the screen.
  var savingContext: SettingsFeature.Saving.Context {
    .init(
      userName: session.userName, isLoggingOut: session.isLoggingOut,
      isWaitingToLogOut: session.isWaitingToLogOut, isCopyingSettings: migration.isActive,
      copyWrite: migration.request, permission: permission, language: language,
      saveWindow: configuration.saveWindow,
      turnsTypesOffAtFirstLogin: configuration.turnsTypesOffAtFirstLogin)
  }

  /// Runs one step of the save pipeline (given the pipeline, its context, the wiki and the
  /// outputs to fill) and carries out what it asks of the screen.
  mutating func runSaving(
    _ step: (
      inout SettingsFeature.Saving, SettingsFeature.Saving.Context, inout SettingsFeature.Wiki,
      inout [SettingsFeature.Saving.Output]
    ) -> [Effect]
  ) -> [Effect] {
    var outputs: [SettingsFeature.Saving.Output] = []
    let effects = step(&saving, savingContext, &wiki, &outputs)
    return effects + savingOutputs(outputs)
  }

  /// Sends the unsent choices if nothing holds them back.
  mutating func sendUnsent() -> [Effect] {
    saving.sendUnsent(savingContext, wiki: wiki)
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
    return runSaving { pipeline, context, wiki, outputs in
      pipeline.saveFinished(request, error: error, context, wiki: &wiki, outputs: &outputs)
    }
  }

  /// Carries out what the save pipeline asks of the screen, in its order.
  mutating func savingOutputs(_ outputs: [SettingsFeature.Saving.Output]) -> [Effect] {
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
      }
    }
    return effects
  }
}
