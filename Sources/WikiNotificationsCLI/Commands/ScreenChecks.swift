import NotificationSettings

/// What every command checks once the store has settled, and the notes it passes on; read from
/// the screen model (and the recorded answers for the account's name), as any renderer would.
@MainActor
enum ScreenChecks {
  /// Throws unless the store shows the settings of a logged-in account.
  static func requireLoaded(
    _ store: SettingsStore, _ language: WikiLanguage, _ context: WikiContext
  ) throws(CLIError) {
    let host = context.host(language)
    let banners = store.screen.banners
    if banners.contains(where: { $0.subject == .loggedOut }) {
      throw CLIError(.notLoggedIn, "The session on \(host) has ended and no password was given.")
    }
    if let error = temporaryAccount(store.state, host: host) { throw error }
    if let banner = banners.first(where: { $0.subject == .loadFailed }) {
      guard let failure = banner.failure else {
        throw CLIError(.serverFailure, "Reading the settings from \(host) failed.")
      }
      throw FailureMessages.error(failure, .read, what: "Reading the settings from \(host)")
    }
    guard context.stores.recorder.snapshot(language)?.userName != nil else {
      throw CLIError(.serverFailure, "Reading the settings from \(host) gave no answer.")
    }
  }

  /// The error of a session that is a temporary account, which cannot choose notifications:
  /// the screen's own explanation, and how the tool logs in instead (nothing was sent for the
  /// settings). Nil when the session is not one.
  static func temporaryAccount(_ state: SettingsFeature.State, host: String) -> CLIError? {
    guard let name = state.session.temporaryAccountName else { return nil }
    return CLIError(
      .notLoggedIn,
      "The session on \(host) is the temporary account \(name). "
        + Strings.english.text(.screen(.temporaryAccountMessage))
        + " Nothing was sent. To log in, set "
        + "WIKI_USER and WIKI_PASSWORD, or run on a terminal to be asked.")
  }

  /// The announcements a command passes on to stderr: what concerns the account beyond the
  /// command's own result (which the command reports itself), and the device's own when the
  /// command ran on the simulated device.
  static func notes(_ model: ScreenModel, device: DeviceUse) -> [String] {
    model.announcements.compactMap { announcement in
      switch announcement.message {
      case .defaultsNotApplied, .loggedOut:
        return announcement.text
      case .permissionDenied, .registrationFailed, .unsubscribeFailed,
        .temporaryAccountUnsubscribeFailed:
        return device == .none ? nil : announcement.text
      // A temporary account ends the command with its explanation (ScreenChecks.requireLoaded).
      // The scripted commands read live, never from kept values: nothing moves.
      case .saved, .saveFailedReverted, .saveFailedSuperseded, .saveOutcomeUnknown, .loadFailed,
        .temporaryAccount, .choicesUpdatedFromWiki:
        return nil
      // The mute commands report their own outcome.
      case .muting: return nil
      }
    }
  }

  /// Prints the notes, each once.
  static func printNotes(_ store: SettingsStore, _ console: Console, device: DeviceUse = .none) {
    var seen: Set<String> = []
    for note in notes(store.screen, device: device) where seen.insert(note).inserted {
      console.problem("note: \(note)")
    }
  }

  /// `language`'s screen, loaded as the configured account, for a command about push
  /// subscriptions: refused for a bot password before anything is sent (a saved session's login
  /// is known), and again once the login the screen needed is.
  static func openForSubscriptions(_ language: WikiLanguage, _ context: WikiContext)
    async throws(CLIError) -> SettingsStore
  {
    try refuseBotPassword(context)
    let store = context.stores.makeStore(language: language, saveWindow: .milliseconds(100))
    try await context.authenticator.openScreen(store, language)
    try requireLoaded(store, language, context)
    try refuseBotPassword(context)
    return store
  }

  /// A bot password may not manage push subscriptions (the wiki refuses them): say so once,
  /// before anything is sent, rather than send a request that cannot succeed.
  static func refuseBotPassword(_ context: WikiContext) throws(CLIError) {
    let language = context.configuration.language
    guard context.vault.isBotLogin(language) else { return }
    throw CLIError(.notDone, "Nothing was sent. " + context.botPasswordNote(language))
  }
}
