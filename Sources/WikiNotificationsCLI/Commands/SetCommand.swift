import NotificationSettings

/// `enable TYPE...` / `disable TYPE...`: the person's toggles, sent through the feature (which
/// asks for the permission on the first "on", saves them as one request and reverts on failure).
@MainActor
enum SetCommand {
  static func run(_ types: [NotificationType], on: Bool, _ context: WikiContext)
    async throws(CLIError)
  {
    let console = context.environment.console
    let language = context.configuration.language
    let host = context.host(language)
    // A short window: every toggle is sent at once, the window only has to outlast the loop.
    let store = context.makeStore(language: language, saveWindow: .milliseconds(100))
    try await context.openScreen(store)
    try ScreenChecks.requireLoaded(store, context)

    // `all`: every type the wiki offers, the spec's and its own.
    let types = types.isEmpty ? store.state.offeredTypes : types
    let offered = types.filter { store.state.isOn($0) != nil }
    for type in types where !offered.contains(type) {
      console.problem("note: \(host) does not offer \(type.rawValue); it is left out.")
    }
    guard !offered.isEmpty else {
      throw CLIError(.rejected, "\(host) offers none of the types named.")
    }
    let changing = offered.filter { store.state.isOn($0) != on }
    for type in changing {
      store.send(.toggleTapped(type))
      // The first "on" may ask for the permission; the other toggles wait for the answer.
      while store.state.awaitingPermission != nil {
        do {
          try await Task.sleep(for: .milliseconds(5))
        } catch {
          throw CLIError(.notDone, "Interrupted while waiting for the permission answer.")
        }
      }
      if store.state.isOn(type) != on, on, store.state.permission == .denied {
        await store.settle()
        throw permissionRefused(context)
      }
    }
    await store.settle()
    try check(store, offered, on: on, context)
    for type in offered {
      let changed = changing.contains(type) ? "" : " (unchanged)"
      console.line("\(type.rawValue): \(on ? "on" : "off")\(changed)")
    }
    ScreenChecks.printNotes(store, console)
  }

  private static func permissionRefused(_ context: WikiContext) -> CLIError {
    if context.permissionUnanswered.isSet {
      return CLIError(
        .notDone,
        "Nothing was turned on: this device was never allowed to show notifications and there is "
          + "no terminal to ask; run on a terminal or set WIKI_NOTIFICATIONS_PERMISSION=allow.")
    }
    return CLIError(
      .notDone, "Nothing was turned on: notifications were not allowed on this device.")
  }

  /// Whether the wiki now holds what was asked; the screen and the wiki agree either way.
  private static func check(
    _ store: SettingsStore, _ types: [NotificationType], on: Bool, _ context: WikiContext
  ) throws(CLIError) {
    let state = store.state
    if state.session == .loggedOut {
      throw CLIError(
        .notLoggedIn, "The session on \(context.host(state.language)) ended while saving.")
    }
    if let error = state.saveError, error.outcome != .outcomeUnknown {
      let banner = store.screen.banners.first { $0.id == "notification.banner.save-failed" }
      throw CLIError(
        FailureMessages.code(error.failure, .change),
        banner?.message ?? FailureMessages.reason(error.failure))
    }
    if let failure = state.loadError {
      throw FailureMessages.error(
        failure, .read, what: "Reading the settings back from \(context.host(state.language))")
    }
    let missed = types.filter { state.isOn($0) != on || state.isSaving($0) }
    guard missed.isEmpty else {
      let names = missed.map(\.rawValue).joined(separator: ", ")
      throw CLIError(
        .serverFailure, "The wiki does not hold the change of \(names); it shows the wiki's values."
      )
    }
  }
}
