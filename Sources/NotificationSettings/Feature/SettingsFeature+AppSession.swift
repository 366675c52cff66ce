// The app's own session: the app says who it is, and is asked to log in again when the wiki
// finds it gone. Only with ``SettingsConfiguration/usesAppSession``.
extension SettingsFeature.State {
  /// The app says who its session is. The same account as shown changes nothing; another is
  /// read (as after a login, but without the first-login rule: the app logged it in before);
  /// nobody shows the logged-out state at once, without a request. Either way nothing of the
  /// account shown before is kept or shown for the new one.
  mutating func appSessionChanged(_ appSession: AppSession) -> [Effect] {
    // What this device subscribed for any other account can no longer be deleted now: Echo
    // lets only the holder's session delete a subscription, and that session is gone from the
    // app. Each is owed to that account's next login here (the account now held keeps its own).
    let owed: [Effect]
    switch appSession {
    case .account(let userName):
      guard session.userName != userName else {
        // Shown only from the device's kept choices: the app's word is no read of the wiki (the
        // device registers once a read confirmed the account), so one follows now.
        return wiki.isFromDevice ? scope(\.loading, .start(force: false)) : []
      }
      owed = scope(\.subscriptions, .oweRecordedSubscriptions(except: userName))
    case .temporaryAccount(let userName):
      guard session.temporaryAccountName != userName else { return [] }
      owed = scope(\.subscriptions, .oweRecordedSubscriptions(except: userName))
    case .loggedOut:
      // A logout asked for here ends by its own answer (the app's logout is its last step).
      guard !session.isLoggingOut else { return [] }
      // Also when the store already showed nobody (the wiki had found the session gone): the app
      // logged out, so what this device subscribed can only be deleted at a later login.
      owed = scope(\.subscriptions, .oweRecordedSubscriptions(except: nil))
      guard session != .loggedOut else { return owed }
      // The app itself ended it: nothing to ask the app.
      return owed + sessionEnded(askingTheApp: false)
    }
    let dropped = letGoOfAccount() + scope(\.session, .loggedIn)
    return owed + dropped + scope(\.loading, .start(force: true))
  }
}
