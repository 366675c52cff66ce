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
    guard let savedUser = await client.userName else {
      console.line("Not logged in to \(host); nothing to log out.")
      return
    }
    let store = context.makeStore(language: language, saveWindow: .milliseconds(100))
    // The subscriptions this device recorded before the logout, to tell what it did with them.
    let recorded = store.state.device
    let wanted = context.configuration.user.map(Credentials.accountName(of:))
    // Whether the saved session is not the one to log out: another account was asked for, or
    // the first read found it already ended (expired, or ended elsewhere), logging nothing out.
    var needsLogin = true
    if wanted == nil || wanted == savedUser {
      // The logout is asked for with the screen's first event instead of after everything has
      // settled: settling would register the device (permission given, a type on) only for the
      // logout to delete it. The core waits for the first read to name the account and
      // registers nothing once a logout is requested.
      store.send(.appeared)
      store.send(.logoutTapped)
      await store.settle()
      // The read is the first request, so the first failure recorded is its own.
      let read = context.recorder.snapshot(language)
      needsLogin =
        read.map { $0.userName == nil } ?? (context.recorder.allFailures.first == .notLoggedIn)
    }
    var user = context.recorder.snapshot(language)?.userName ?? savedUser
    if needsLogin {
      // As any command does then: log in (which the feature hears as a login, so the first-login
      // rule applies), then log out the same way.
      user = try await context.logIn(language)
      store.send(.loggedIn(userName: user))
      store.send(.appeared)
      store.send(.logoutTapped)
      await store.settle()
    }
    // The feature ends the session locally whatever the wiki answered; so does the tool.
    await client.forgetSession()
    let unsubscribeFailed = store.state.announcements.contains {
      if case .unsubscribeFailed = $0.message { return true }
      return false
    }
    // A subscription the logout could not delete (or could not tell to be this account's, when
    // the first read failed) is kept for a later delete.
    let kept = store.state.device.pendingUnsubscribes.contains {
      !recorded.pendingUnsubscribes.contains($0)
    }
    if unsubscribeFailed || kept {
      ScreenChecks.printNotes(store, console)
      throw CLIError(
        .serverFailure,
        "Logged out of \(host), but this device's subscription could not be deleted; it is "
          + "retried at \(user)'s next login here.")
    }
    let subscribed = [recorded.registered, recorded.unconfirmed].contains { $0?.userName == user }
    console.line(
      "Logged out \(user) from \(host)"
        + (subscribed ? "; this device's subscription was deleted first." : "."))
  }
}
