extension SettingsFeature.State {
  /// Starts ONE read of the primary language's wiki. A read already in flight is enough, unless
  /// `force`: then its answer may predate what we must see (a login, an unknown save outcome),
  /// so another read follows it.
  mutating func loadForScreen(force: Bool) -> [Effect] {
    // A language migration reads the new wiki itself; logging out needs nothing read.
    guard !isLoggingOut, migration == nil else { return [] }
    if loadInFlight != nil {
      if force { reloadQueued = true }
      return []
    }
    return [startLoad(language, .screen)]
  }

  /// Records and returns a read of a wiki.
  mutating func startLoad(_ wiki: WikiLanguage, _ purpose: SettingsFeature.LoadPurpose) -> Effect {
    let id = takeID()
    loadInFlight = .init(id: id, language: wiki, purpose: purpose)
    return .load(wiki, id: id)
  }

  var isLoggingOut: Bool {
    if case .loggingOut = session { return true }
    return false
  }

  mutating func preferencesLoaded(id: Int, _ result: Result<WikiSnapshot, WikiFailure>)
    -> [Effect]
  {
    // An answer to an abandoned read (language changed, logged in or out since) is stale.
    guard let request = loadInFlight, request.id == id else { return [] }
    loadInFlight = nil
    switch request.purpose {
    case .screen:
      if reloadQueued {
        reloadQueued = false
        return loadForScreen(force: false)
      }
      return screenLoaded(result)
    case .migrationSource:
      return migrationSourceLoaded(result)
    case .migrationTarget:
      return migrationTargetLoaded(result)
    }
  }

  /// Shows what the wiki holds, then does what the account needs next.
  mutating func screenLoaded(_ result: Result<WikiSnapshot, WikiFailure>) -> [Effect] {
    switch result {
    case .failure(.notLoggedIn):
      sessionEnded()
      return []
    case .failure(let failure):
      loadError = failure
      // After a save whose outcome is unknown,
      // the values held are those from before it, which the wiki may no longer hold; this read
      // was to tell. It failed, so they are dropped: the screen shows the failed read and its
      // retry instead of rows that may be wrong. Unsent choices stay, sent after the next read.
      if !unconfirmed.isEmpty { server = nil }
      announce(.loadFailed(failure), .polite)
      return []
    case .success(let snapshot):
      guard adopt(snapshot) else { return [] }
      return afterAccountRead()
    }
  }

  /// What follows every successful read of the account: default-off, unsent toggles, a pending
  /// unsubscribe and the device registration.
  mutating func afterAccountRead() -> [Effect] {
    var effects = applyDefaultOffIfFirstLogin()
    if inFlight == nil, saveWindow == nil { effects += sendUnsent() }
    effects += retryPendingUnsubscribe()
    effects += registerIfUseful()
    return effects
  }

  /// Takes a snapshot's account and values; false when it shows that nobody is logged in.
  mutating func adopt(_ snapshot: WikiSnapshot) -> Bool {
    guard let userName = snapshot.userName else {
      sessionEnded()
      return false
    }
    if let previous = session.userName, previous != userName {
      // Another account logged in behind our back: nothing of the old one applies, but a logout
      // the person asked for still does.
      let logoutWasRequested = logoutRequested
      resetAccount()
      logoutRequested = logoutWasRequested
    }
    session = .loggedIn(userName: userName)
    loadError = nil
    server = snapshot.values
    unconfirmed = []
    hasDefaultOffMarker = snapshot.hasDefaultOffMarker
    typeTitles = snapshot.titles
    // A choice waiting to be rewritten globally (its plain write met `global-option-ignored`)
    // stays global even if this read did not list it: `global=update` stores a local option
    // locally, so it is never wrong, and a plain write could be ignored again.
    globalTypes = snapshot.globalTypes.union(globalTypes.filter { unsent[$0] != nil })
    // An unsent toggle the wiki already holds (or no longer offers) has nothing left to send.
    unsent = unsent.filter { type, value in
      guard let serverValue = snapshot.values[type] else { return false }
      return serverValue != value || inFlight?.values[type] != nil
    }
    return true
  }

  /// Forgets everything that belongs to an account (not the device record or the permission).
  mutating func resetAccount() {
    // A create still travelling may land: remembered so that this account's next logout on the
    // device deletes it.
    if case .subscribing(let token, _) = registration, let userName = session.userName {
      device.recordUnconfirmed(DeviceSubscription(deviceToken: token, userName: userName))
    }
    resetWiki()
    defaultOffCheckPending = false
    logoutRequested = false
    registration = .idle
    retryingUnsubscribe = nil
  }

  /// Forgets everything read from or meant for the current wiki; answers to requests in flight
  /// are then recognised as stale and ignored.
  mutating func resetWiki() {
    loadInFlight = nil
    reloadQueued = false
    loadError = nil
    server = nil
    hasDefaultOffMarker = false
    typeTitles = [:]
    globalTypes = []
    inFlight = nil
    unsent = [:]
    unconfirmed = []
    saveWindow = nil
    saveError = nil
    awaitingPermission = nil
    migration = nil
  }

  /// A read found the session gone (expired, or ended elsewhere). The account's toggles vanish
  /// from the screen, so a person who was shown them hears why, as when a save or registration
  /// finds it; at the first read nothing was shown, and nothing is said.
  mutating func sessionEnded() {
    let wasShowingAccount = session.userName != nil
    becomeLoggedOut()
    if wasShowingAccount { announce(.loggedOut, .assertive) }
  }

  /// Shows the logged-out state; no request that needs a session follows.
  mutating func becomeLoggedOut() {
    // A logout asked for that finds the session already ended can delete nothing.
    if logoutRequested { keepRecordedSubscriptionsPending(.notLoggedIn) }
    resetAccount()
    session = .loggedOut
  }

  mutating func loggedIn() -> [Effect] {
    resetAccount()
    session = .unknown
    defaultOffCheckPending = true
    return [.checkPermission] + loadForScreen(force: true)
  }
}
