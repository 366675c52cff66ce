import NotificationSettings

/// `logout`: the feature's logout: this device's subscription is deleted while the session still
/// exists, then the session ends (and is forgotten here whatever the wiki answered).
@MainActor
enum LogoutCommand {
  static func run(_ context: WikiContext) async throws(CLIError) {
    let language = context.configuration.language
    let host = context.host(language)
    let console = context.environment.console
    let client = await context.sessions.client(for: language)
    guard await client.userName != nil else {
      console.line("Not logged in to \(host); nothing to log out.")
      return
    }
    let store = context.makeStore(language: language, saveWindow: .milliseconds(100))
    try await context.openScreen(store)
    try ScreenChecks.requireLoaded(store, context)
    let user = store.state.session.userName ?? ""
    let subscribed = store.state.device.registered?.userName == user
    store.send(.logoutTapped)
    await store.settle()
    // The feature ends the session locally whatever the wiki answered; so does the tool.
    await client.forgetSession()
    let unsubscribeFailed = store.state.announcements.contains {
      if case .unsubscribeFailed = $0.message { return true }
      return false
    }
    if unsubscribeFailed {
      ScreenChecks.printNotes(store, console)
      throw CLIError(
        .serverFailure,
        "Logged out of \(host), but this device's subscription could not be deleted; it is "
          + "retried at \(user)'s next login here.")
    }
    console.line(
      "Logged out \(user) from \(host)"
        + (subscribed ? "; this device's subscription was deleted first." : "."))
  }
}
