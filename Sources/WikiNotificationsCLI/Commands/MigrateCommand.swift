import NotificationSettings

/// `migrate --from A --to B`: the app's primary-language change, run through the feature (it
/// reads the new wiki once, then writes what is not global yet in one request: nothing where
/// every choice is a global preference).
struct MigrateCommand: ToolCommand {
  static let specification = CommandSpecification(
    name: "migrate",
    options: [fromOption, toOption],
    summary: "copy the settings between two languages' wikis",
    details: """
      Copies the settings from the --from language's wiki to the --to language's wiki, the way
      the app does when its primary language changes. Settings saved in the account's global
      preferences need no copy: every wiki of the account follows them, and the --to wiki is
      only read to confirm it. The rest (a wiki without global preferences, local exceptions)
      is copied in one write, which also marks the new wiki so that its first login does not
      reset them. Both wikis need a session (the same credentials are used).
      """)

  /// `--from CODE`.
  static let fromOption = CommandOption.value("--from", "CODE", required: true)
  /// `--to CODE`.
  static let toOption = CommandOption.value("--to", "CODE", required: true)

  /// The language whose wiki's settings are copied.
  var from: WikiLanguage
  /// The language whose wiki receives them.
  var to: WikiLanguage

  init(_ arguments: ParsedArguments) throws(UsageError) {
    let name = arguments.command
    from = try CommandLineParser.language(try arguments.required(Self.fromOption), command: name)
    to = try CommandLineParser.language(try arguments.required(Self.toOption), command: name)
    guard from != to else {
      throw arguments.error(
        "\(Self.fromOption.name) and \(Self.toOption.name) name the same language.")
    }
  }

  @MainActor func run(_ context: WikiContext) async throws(CLIError) {
    var store = try await migrated(context)
    if store.showsLoggedOut {
      // The saved session of the new wiki had ended: log in there and run the change again.
      _ = try await context.authenticator.logIn(to)
      store = try await migrated(context)
    }
    guard let source = context.stores.recorder.snapshot(from)?.values else {
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
      // The screen keeps a failed copy silent, as the spec asks; the copy's outcome says why.
      guard case .failed(let failure)? = store.state.migration.outcome else {
        throw CLIError(.serverFailure, "\(what) did not arrive; the wiki's values are shown.")
      }
      throw FailureMessages.error(failure, .change, what: what)
    }
    let on = copied.values.filter { $0 }.count
    let global = store.screen.sections.flatMap(\.rows).filter(\.isGlobal).map(\.type)
    let counts = "\(on) on, \(copied.count - on) off"
    let console = context.environment.console
    if !copied.isEmpty, copied.keys.allSatisfy(global.contains) {
      console.line(
        "Nothing to copy: the \(copied.count) settings are global preferences, which \(to) "
          + "(\(context.host(to))) already follows: \(counts).")
    } else {
      console.line(
        "Copied \(copied.count) settings from \(from) (\(context.host(from))) to \(to) "
          + "(\(context.host(to))): \(counts).")
    }
    ScreenChecks.printNotes(store, context.environment.console)
  }

  /// Opens the old language's screen, then tells the feature the primary language changed.
  @MainActor private func migrated(_ context: WikiContext) async throws(CLIError) -> SettingsStore {
    let store = context.stores.makeStore(language: from, saveWindow: .milliseconds(100))
    try await context.authenticator.openScreen(store, from)
    try ScreenChecks.requireLoaded(store, from, context)
    try await context.authenticator.ensureSession(to)
    store.send(.primaryLanguageChanged(from: from, to: to))
    await store.settle()
    return store
  }
}
