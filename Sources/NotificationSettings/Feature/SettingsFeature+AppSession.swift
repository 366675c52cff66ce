// The app's own session: the app says who it is, and is asked to log in again when the wiki
// finds it gone. Only with ``SettingsConfiguration/usesAppSession``.
extension SettingsFeature.State {
  /// The app says who its session is. The same account as shown changes nothing; another is
  /// read (as after a login, but without the first-login rule: the app logged it in before);
  /// nobody shows the logged-out state at once, without a request. Either way nothing of the
  /// account shown before is kept or shown for the new one.
  mutating func appSessionChanged(_ appSession: AppSession) -> [Effect] {
    switch appSession {
    case .account(let userName):
      guard session.userName != userName else { return [] }
      oweRecordedSubscriptions(except: userName)
    case .temporaryAccount(let userName):
      guard session.temporaryAccountName != userName else { return [] }
      oweRecordedSubscriptions(except: userName)
    case .loggedOut:
      // A logout asked for here ends by its own answer (the app's logout is its last step).
      guard !session.isLoggingOut else { return [] }
      // Also when the store already showed nobody (the wiki had found the session gone): the app
      // logged out, so what this device subscribed can only be deleted at a later login.
      oweRecordedSubscriptions(except: nil)
      guard session != .loggedOut else { return [] }
      // The app itself ended it: nothing to ask the app.
      return sessionEnded(askingTheApp: false)
    }
    let dropped = apply(.letGoOfAccount()) + run(\.session, .loggedIn)
    return dropped + run(\.loading, .start(force: true))
  }

  /// The session whose subscriptions the device recorded is gone without a logout that deleted
  /// them (the app's session became another account's or nobody's, or a logout asked for found
  /// it already ended): Echo lets only the holder's session delete a subscription, so each is
  /// owed, deleted at that account's next login on this device, and said. `except` is the
  /// account the session now holds, whose own subscriptions stay.
  mutating func oweRecordedSubscriptions(except account: String?) {
    announcements.apply(
      .saidEach(device.messagesKeepingRecordedSubscriptionsPending(.notLoggedIn, except: account)))
    device.apply(.keepRecordedSubscriptionsPending(except: account))
  }
}
