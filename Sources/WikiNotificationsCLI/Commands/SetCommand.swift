import NotificationSettings

/// `enable TYPE...` / `disable TYPE...`: the account's settings changed as the wiki's preferences
/// page changes them: the toggles go through the feature as one save, with no device involved
/// (no permission question, no registration), and the result is read from the screen model.
enum SetCommand {
  /// The specification of `enable` (`on`) or `disable`.
  static func specification(on: Bool) -> CommandSpecification {
    CommandSpecification(
      name: on ? "enable" : "disable", operands: "TYPE...",
      summary: "turn types \(on ? "on" : "off") (TYPE... or all)",
      details: """
        Switches the named types \(on ? "on" : "off") in the primary language's wiki, in \
        one request, and prints the result read back. TYPE is a category such as mention or \
        edit-user-talk, or `all` (every type the wiki offers). Only the account's settings change, \
        as on the wiki's preferences page. A type the wiki does not offer is reported, \
        nothing is sent for it, and the exit code is 1 (not done).
        """)
  }

  /// The types named by the operands: categories, option names or `all`, in the package's order
  /// (``NotificationType/named``); `all` gives the empty list, every type the wiki offers.
  static func types(_ arguments: ParsedArguments) throws(UsageError) -> [NotificationType] {
    let words = arguments.operands
    guard !words.isEmpty else {
      throw arguments.error("\(arguments.command) needs at least one TYPE or `all`.")
    }
    var chosen: Set<NotificationType> = []
    var all = false
    for word in words {
      if word == "all" {
        all = true
      } else if let type = NotificationType(optionName: word) ?? NotificationType(rawValue: word),
        // A name is checked before anything is sent, so only the types the package names can
        // be named: a typo must stay a usage error. `all` reaches the wiki's other types.
        NotificationType.named.contains(type)
      {
        chosen.insert(type)
      } else {
        throw arguments.error("Unknown notification type \"\(word)\".")
      }
    }
    return all ? [] : NotificationType.named.filter(chosen.contains)
  }

  @MainActor static func run(_ types: [NotificationType], on: Bool, _ context: WikiContext)
    async throws(CLIError)
  {
    let console = context.environment.console
    let language = context.configuration.language
    let host = context.host(language)
    // A short window: every toggle is sent at once, the window only has to outlast the loop.
    let store = context.stores.makeStore(language: language, saveWindow: .milliseconds(100))
    try await context.authenticator.openScreen(store, language)
    try ScreenChecks.requireLoaded(store, language, context)

    let rows = store.screen.sections.flatMap(\.rows)
    let before = Dictionary(
      rows.map { ($0.type, $0.isOn) }, uniquingKeysWith: { first, _ in first })
    // `all` (the empty list): every type the wiki offers, the spec's and its own.
    let named = types.isEmpty ? rows.map(\.type) : types
    let offered = named.filter { before[$0] != nil }
    let notOffered = named.filter { before[$0] == nil }
    for type in notOffered {
      console.problem("note: \(host) does not offer \(type.rawValue); nothing was sent for it.")
    }
    guard !offered.isEmpty else {
      throw CLIError(.notDone, "Nothing was changed: \(host) offers none of the types named.")
    }
    let changing = offered.filter { before[$0] != on }
    for type in changing { store.send(.toggleTapped(type)) }
    await store.settle()
    try check(store, offered, on: on, language, context)
    for type in offered {
      let changed = changing.contains(type) ? "" : " (unchanged)"
      console.line("\(type.rawValue): \(on ? "on" : "off")\(changed)")
    }
    ScreenChecks.printNotes(store, console)
    guard notOffered.isEmpty else {
      let names = notOffered.map(\.rawValue).joined(separator: ", ")
      throw CLIError(.notDone, "Not done for \(names): \(host) does not offer it.")
    }
  }

  /// Whether the wiki now holds what was asked; the screen and the wiki agree either way.
  @MainActor private static func check(
    _ store: SettingsStore, _ types: [NotificationType], on: Bool, _ language: WikiLanguage,
    _ context: WikiContext
  ) throws(CLIError) {
    let host = context.host(language)
    let model = store.screen
    if model.banners.contains(where: { $0.subject == .loggedOut }) {
      throw CLIError(.notLoggedIn, "The session on \(host) ended while saving.")
    }
    if let error = ScreenChecks.temporaryAccount(store.state, host: host) { throw error }
    // A save whose outcome is unknown was followed by a fresh read: the rows below tell.
    if let banner = model.banners.first(where: { $0.subject == .saveFailed }),
      let failure = saveFailure(model)
    {
      throw CLIError(FailureMessages.code(failure, .change), banner.message)
    }
    if let banner = model.banners.first(where: { $0.subject == .loadFailed }) {
      let failure = banner.failure ?? .outcomeUnknown(detail: "no answer")
      throw FailureMessages.error(
        failure, .read, what: "Reading the settings back from \(host)")
    }
    let rows = model.sections.flatMap(\.rows)
    let missed = types.filter { type in
      !rows.contains { $0.type == type && $0.isOn == on && !$0.isSaving }
    }
    guard missed.isEmpty else {
      let names = missed.map(\.rawValue).joined(separator: ", ")
      throw CLIError(
        .serverFailure, "The wiki does not hold the change of \(names); it shows the wiki's values."
      )
    }
  }

  /// The failure of the save the screen reports, from its announcement (none when the outcome
  /// is unknown).
  private static func saveFailure(_ model: ScreenModel) -> WikiFailure? {
    for announcement in model.announcements.reversed() {
      switch announcement.message {
      case .saveFailedReverted(_, let failure), .saveFailedSuperseded(_, let failure),
        .defaultsNotApplied(let failure):
        return failure
      case .saved, .saveOutcomeUnknown, .loadFailed, .choicesUpdatedFromWiki, .permissionDenied,
        .registrationFailed, .unsubscribeFailed, .loggedOut, .temporaryAccount,
        .temporaryAccountUnsubscribeFailed, .muting:
        continue
      }
    }
    return nil
  }
}
