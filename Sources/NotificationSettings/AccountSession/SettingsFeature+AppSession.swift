// The app's own session: the app says who it is, and is asked to log in again when the wiki
// finds it gone. Only with ``Configuration/usesAppSession``.
extension SettingsFeature.State {
  /// Whether the app said nobody is logged in: nothing is read (the app's cookie store holds no
  /// session, so a read could only say so again).
  var appSaysNobody: Bool { configuration.usesAppSession && session == .loggedOut }

  /// The app says who its session is. The same account as shown changes nothing; another is
  /// read (as after a login, but without the first-login rule: the app logged it in before);
  /// nobody shows the logged-out state at once, without a request.
  mutating func appSessionChanged(_ appSession: AppSession) -> [Effect] {
    switch appSession {
    case .account(let userName):
      guard session.userName != userName else { return [] }
    case .temporaryAccount(let userName):
      guard session.temporaryAccountName != userName else { return [] }
    case .loggedOut:
      // A logout asked for here ends by its own answer (the app's logout is its last step).
      guard session != .loggedOut, !session.isLoggingOut else { return [] }
      let wasShowingAccount = session.userName != nil || session.temporaryAccountName != nil
      let dropped = becomeLoggedOut()
      if wasShowingAccount { announce(.loggedOut, .assertive) }
      return dropped
    }
    let dropped = resetAccount() + runSession(.loggedIn)
    return dropped + loadForScreen(force: true)
  }

  /// After the wiki found the session gone: with the app's session, the app is asked to log in
  /// again, or, when the person had asked to log out, to finish its own logout (nothing is left
  /// to delete with a session that is gone). The package's own sessions need nothing.
  func askTheAppAfterTheSessionEnded(wasLoggingOut: Bool) -> [Effect] {
    guard configuration.usesAppSession else { return [] }
    return [wasLoggingOut ? .logout(language) : .reauthenticate]
  }
}
