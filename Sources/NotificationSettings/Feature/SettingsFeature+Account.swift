// Who the account is: a login, a read naming it, and everything dropped when it or the wiki
// changes.
extension SettingsFeature.State {
  /// Takes a snapshot's account and values. `adopted` is false when it shows that nobody is
  /// logged in; `effects` let go of what an account change dropped.
  mutating func adopt(_ snapshot: WikiSnapshot) -> (adopted: Bool, effects: [Effect]) {
    guard let userName = snapshot.userName else { return (false, sessionEnded()) }
    // What the switches showed from the device, to compare with this read's answer.
    let shown =
      wiki.isFromDevice
      ? session.userName.flatMap { KnownChoices(userName: $0, language: language, wiki: wiki) }
      : nil
    let tapped = Set(saving.unsent.keys)
    // Another account logged in behind our back: nothing of the old one applies, but a logout
    // the person asked for still does. Nothing of a temporary account applies to a registered one.
    var dropped: [Effect] = []
    if let previous = session.userName, previous != userName { dropped += letGoOfAccount() }
    if session.temporaryAccountName != nil { dropped += letGoOfAccount() }
    dropped += scope(\.session, .accountRead(userName))
    // A choice waiting to be rewritten globally (its plain write met `global-option-ignored`)
    // stays global even if this read did not list it: the wiki proved it global a moment ago
    // (a read answering in between may have been served before that), and a plain write could
    // be ignored again. Only a person who removed the global preference in that moment would
    // see it made global again, with the choice they made on a row that said so.
    // (Values from the device were never proved global by the wiki: the read alone decides.)
    wiki.read(snapshot, stillGlobal: shown == nil ? Set(saving.unsent.keys) : [])
    dropped += scope(\.saving, .accountRead(snapshot.values))
    dropped += scope(\.muting, .accountRead(snapshot.muted))
    // The switches moved to the wiki's values: a screen reader hears it once.
    if let shown, shown.areMoved(by: snapshot, tapped: tapped) {
      announcements.say(.choicesUpdatedFromWiki, .polite)
    }
    return (true, dropped)
  }

  /// The session ended. Found gone by a read, a save or a subscription request (`outcome` nil:
  /// expired, or ended elsewhere): the account's toggles (or a temporary account's explanation)
  /// vanish from the screen, so a person who was shown them hears why (at the first read
  /// nothing was shown, and nothing is said); with the app's session, the app is then asked to
  /// log in again or, when the person had asked to log out, to finish its own logout (nothing is
  /// left to delete with a session that is gone), unless `askingTheApp` is false (the app said
  /// so itself); the package's own sessions need nothing. Ended by the logout asked for, with
  /// `outcome` (the wiki's answer, or the app's deadline): the logged-out state, nothing said.
  /// Either way no request that needs a session follows.
  mutating func sessionEnded(by outcome: LogoutOutcome? = nil, askingTheApp: Bool = true)
    -> [Effect]
  {
    let wasShowingAccount = session.userName != nil || session.temporaryAccountName != nil
    let request = ReloginRequest(userName: session.userName)
    let wasLoggingOut = session.isWaitingToLogOut
    // A logout asked for that finds the session already ended can delete nothing: what the
    // device recorded is owed to the account's next login here.
    var dropped: [Effect] = []
    if wasLoggingOut {
      dropped = scope(\.subscriptions, .oweRecordedSubscriptions(except: nil))
      lastLogout = .sessionAlreadyEnded
    }
    dropped += letGoOfAccount() + scope(\.session, .ended)
    if let outcome {
      lastLogout = outcome
      return dropped
    }
    if wasShowingAccount { announcements.say(.loggedOut, .assertive) }
    guard askingTheApp, configuration.usesAppSession else { return dropped }
    return dropped + [wasLoggingOut ? .logout(language) : .reauthenticate(request)]
  }
}
