import NotificationSettings

/// `migrate --from A --to B`: the app's primary-language change, run through the feature (it
/// reads the new wiki once, then writes the 16 values with the default-off marker in one request).
@MainActor
enum MigrateCommand {
  static func run(from: WikiLanguage, to: WikiLanguage, _ context: WikiContext)
    async throws(CLIError)
  {
    var store = try await migrated(from: from, to: to, context)
    if store.showsLoggedOut {
      // The saved session of the new wiki had ended: log in there and run the change again.
      _ = try await context.logIn(to)
      store = try await migrated(from: from, to: to, context)
    }
    guard let source = context.recorder.snapshot(from)?.values else {
      throw CLIError(
        .serverFailure, "Reading the settings from \(context.host(from)) gave no answer.")
    }
    try ScreenChecks.requireLoaded(store, to, context)
    let shown = Dictionary(
      store.screen.sections.flatMap(\.rows).map { ($0.type, $0.isOn) },
      uniquingKeysWith: { first, _ in first })
    let copied = source.filter { shown[$0.key] != nil }
    let missed = copied.filter { shown[$0.key] != $0.value }
    guard missed.isEmpty else {
      let what = "Copying the settings from \(context.host(from)) to \(context.host(to))"
      guard let failure = context.recorder.allFailures.last else {
        throw CLIError(.serverFailure, "\(what) did not arrive; the wiki's values are shown.")
      }
      throw FailureMessages.error(failure, .change, what: what)
    }
    let on = copied.values.filter { $0 }.count
    context.environment.console.line(
      "Copied \(copied.count) settings from \(from) (\(context.host(from))) to \(to) "
        + "(\(context.host(to))): \(on) on, \(copied.count - on) off.")
    ScreenChecks.printNotes(store, context.environment.console)
  }

  /// Opens the old language's screen, then tells the feature the primary language changed.
  private static func migrated(from: WikiLanguage, to: WikiLanguage, _ context: WikiContext)
    async throws(CLIError) -> SettingsStore
  {
    let store = context.makeStore(language: from, saveWindow: .milliseconds(100))
    try await context.openScreen(store, from)
    try ScreenChecks.requireLoaded(store, from, context)
    try await context.ensureSession(to)
    store.send(.primaryLanguageChanged(from: from, to: to))
    await store.settle()
    return store
  }
}
