import MediaWikiAPI
import NotificationSettings

/// `logout`: the feature's logout on every wiki with a saved session of the login: this device's
/// subscription is deleted while the session still exists, then the session ends (and is
/// forgotten here whatever the wiki answered). Sessions it leaves alone are named, with why.
struct LogoutCommand: ToolCommand {
  static let specification = CommandSpecification(
    name: "logout", summary: "unsubscribe this device, then end the sessions",
    details: """
      On every wiki with a saved session of this login: deletes this device's push subscription
      while the session still exists, then ends the session on the wiki and forgets it here.
      Saved sessions it leaves alone (another login's) are named, with why.
      """)

  init(_ arguments: ParsedArguments) {}

  @MainActor func run(_ context: WikiContext) async throws(CLIError) {
    let console = context.environment.console
    let (languages, leftAlone) = context.vault.savedSessions()
    if languages.isEmpty {
      console.line(
        "Not logged in to \(context.host(context.configuration.language)); nothing to log out.")
    }
    var failures: [CLIError] = []
    for language in languages {
      do throws(CLIError) {
        try await Self.logOut(language, context)
      } catch {
        console.problem("wiki-notifications: \(error.message)")
        failures.append(error)
      }
    }
    for remaining in leftAlone {
      console.problem("note: a saved session remains on \(remaining).")
    }
    if let first = failures.first {
      throw CLIError(
        first.code,
        failures.count == 1
          ? first.message : "Logging out failed on \(failures.count) wikis (see above).")
    }
  }

  /// Logs out of one wiki whose saved session this run holds.
  @MainActor private static func logOut(_ language: WikiLanguage, _ context: WikiContext)
    async throws(CLIError)
  {
    let client = await context.stores.sessions.client(for: language)
    guard let savedUser = await client.userName else { return }
    // A bot password may not delete push subscriptions: its logout only ends the session.
    let bot = context.vault.isBotLogin(language)
    let store = context.stores.makeStore(
      language: language, saveWindow: .milliseconds(100), device: bot ? .none : .simulated)
    // The subscriptions this device recorded before the logout, to tell what it did with them
    // (a bot password's logout does not touch them).
    let recorded = bot ? DeviceRecord() : context.state.current.device.record
    // The logout is asked for with the screen's first event instead of after everything has
    // settled: settling would register the device (permission given, a type on) only for the
    // logout to delete it. The core waits for the first read to name the account and
    // registers nothing once a logout is requested.
    store.send(.appeared)
    store.send(.logoutTapped)
    await store.settle()
    // Whether the first read found the session already ended (expired, or ended elsewhere),
    // logging nothing out: the feature keeps how the logout ended.
    let needsLogin = store.state.lastLogout == .sessionAlreadyEnded
    var user = context.stores.recorder.snapshot(language)?.userName ?? savedUser
    if needsLogin {
      // As any command does then: log in (which the feature hears as a login, so the first-login
      // rule applies), then log out the same way.
      user = try await context.authenticator.logIn(language)
      store.send(.loggedIn)
      store.send(.appeared)
      store.send(.logoutTapped)
      await store.settle()
    }
    // The feature ends the session locally whatever the wiki answered; so does the tool.
    await context.authenticator.forgetSession(language)
    try report(store, language, user: user, recorded: recorded, bot: bot, context)
  }

  /// Says what the logout did with this device's subscription; throws when it could not be
  /// deleted. `recorded` is the device's record from before the logout.
  @MainActor private static func report(
    _ store: SettingsStore, _ language: WikiLanguage, user: String, recorded: DeviceRecord,
    bot: Bool, _ context: WikiContext
  ) throws(CLIError) {
    let host = context.host(language)
    let console = context.environment.console
    let unsubscribeFailed = store.screen.announcements.contains {
      if case .unsubscribeFailed = $0.message { return true }
      return false
    }
    // A subscription the logout could not delete (or could not tell to be this account's, when
    // the first read failed) is kept for a later delete.
    let kept =
      !bot
      && context.state.current.device.record.pendingUnsubscribes.contains {
        !recorded.pendingUnsubscribes.contains($0)
      }
    if unsubscribeFailed || kept {
      ScreenChecks.printNotes(store, console, device: .simulated)
      throw CLIError(
        .serverFailure,
        "Logged out of \(host), but this device's subscription could not be deleted; it is "
          + "retried at \(user)'s next login here.")
    }
    let subscribed = [recorded.registered, recorded.unconfirmed].contains { $0?.userName == user }
    let device = context.state.current.device.record
    if bot, [device.registered, device.unconfirmed].contains(where: { $0?.userName == user }) {
      console.problem(
        "note: this device's subscription for \(user) stays: " + context.botPasswordNote(language))
    }
    console.line(
      "Logged out \(user) from \(host)"
        + (subscribed ? "; this device's subscription was deleted first." : "."))
    if case .endedHereOnly(let failure) = store.state.lastLogout {
      console.problem(
        "note: \(host) did not confirm the logout (\(FailureMessages.reason(failure))); this "
          + "device forgot the session, which the wiki keeps until it expires.")
    }
  }
}
