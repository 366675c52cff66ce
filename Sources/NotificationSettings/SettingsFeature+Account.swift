// Who the account is: a login, a read naming it, and everything dropped when it or the wiki
// changes.
extension SettingsFeature.State {
  mutating func loggedIn() -> [Effect] {
    resetAccount()
    session = .unknown
    wiki.defaultOffCheckPending = true
    return [.checkPermission] + loadForScreen(force: true)
  }

  /// Takes a snapshot's account and values; false when it shows that nobody is logged in.
  mutating func adopt(_ snapshot: WikiSnapshot) -> Bool {
    guard let userName = snapshot.userName else {
      sessionEnded()
      return false
    }
    // Another account logged in behind our back: nothing of the old one applies, but a logout
    // the person asked for still does. Nothing of a temporary account applies to a registered one.
    if let previous = session.userName, previous != userName { resetAccount() }
    if session.temporaryAccountName != nil { resetAccount() }
    session = session.named(userName)
    loading.error = nil
    saving.unconfirmed = []
    // A choice waiting to be rewritten globally (its plain write met `global-option-ignored`)
    // stays global even if this read did not list it: the wiki proved it global a moment ago
    // (a read answering in between may have been served before that), and a plain write could
    // be ignored again. Only a person who removed the global preference in that moment would
    // see it made global again, with the choice they made on a row that said so.
    let globalTypes = snapshot.globalTypes.union(
      wiki.globalTypes.filter { saving.unsent[$0] != nil })
    wiki.values = snapshot.values
    wiki.hasDefaultOffMarker = snapshot.hasDefaultOffMarker
    wiki.titles = snapshot.titles
    wiki.descriptions = snapshot.descriptions
    wiki.globalTypes = globalTypes
    // An unsent toggle the wiki already holds (or no longer offers) has nothing left to send.
    saving.unsent = saving.unsent.filter { type, value in
      guard let wikiValue = snapshot.values[type] else { return false }
      return wikiValue != value || writeInFlight?.values[type] != nil
    }
    return true
  }

  /// Forgets everything that belongs to an account (not the device record or the permission).
  mutating func resetAccount() {
    // A create still travelling may land: remembered so that this account's next logout on the
    // device deletes it.
    if case .subscribing(let token, _) = subscriptions.registration, let userName = session.userName
    {
      device.recordUnconfirmed(DeviceSubscription(deviceToken: token, userName: userName))
    }
    resetWiki()
    subscriptions.registration = .idle
    subscriptions.retryingUnsubscribe = nil
  }

  /// Forgets everything read from or meant for the current wiki; answers to requests in flight
  /// are then recognised as stale and ignored.
  mutating func resetWiki() {
    loading = .init()
    wiki = .init()
    saving = .init()
    migration.step = nil
  }

  /// A read found the session gone (expired, or ended elsewhere). The account's toggles vanish
  /// from the screen, so a person who was shown them hears why, as when a save or registration
  /// finds it; at the first read nothing was shown, and nothing is said.
  mutating func sessionEnded() {
    let wasShowingAccount = session.userName != nil || session.temporaryAccountName != nil
    becomeLoggedOut()
    if wasShowingAccount { announce(.loggedOut, .assertive) }
  }

  /// Shows the logged-out state; no request that needs a session follows.
  mutating func becomeLoggedOut() {
    // A logout asked for that finds the session already ended can delete nothing.
    if session.isWaitingToLogOut {
      keepRecordedSubscriptionsPending(.notLoggedIn)
      lastLogout = .sessionAlreadyEnded
    }
    resetAccount()
    session = .loggedOut
  }
}
