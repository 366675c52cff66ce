extension SettingsFeature {
  /// Applies an event to the state and returns the work to do next. Pure: no clock, no network.
  public static func reduce(into state: inout State, _ event: Event) -> [Effect] {
    let deviceBefore = state.device
    var effects = state.apply(event)
    // Whatever changed the device record, it is stored once, after the change.
    if state.device != deviceBefore { effects.append(.persist(state.device)) }
    return effects
  }
}

extension SettingsFeature.State {
  typealias Effect = SettingsFeature.Effect

  // One place routes each event; the flows live in the files named after them.
  mutating func apply(_ event: SettingsFeature.Event) -> [Effect] {
    switch event {
    case .appeared:
      isOnScreen = true
      return [.checkPermission] + loadForScreen(force: false)
    case .disappeared:
      isOnScreen = false
      isShowingLearnMore = false
      return []
    case .appBecameActive:
      // The person may have changed the permission, or the wiki settings on the web. A read in
      // flight may have been served before that change (iOS suspends an app with its requests),
      // so another read follows it (also when logged out: that read may find a session).
      guard isOnScreen, session != .loggedOut || loadInFlight != nil else {
        return [.checkPermission]
      }
      return [.checkPermission] + loadForScreen(force: true)
    case .loggedIn:
      return loggedIn()
    case .logoutTapped:
      return logoutTapped()
    case .primaryLanguageChanged(let from, let to):
      return primaryLanguageChanged(from: from, to: to)
    case .toggleTapped(let type):
      return toggleTapped(type)
    case .retryTapped:
      return loadForScreen(force: false)
    case .defaultsRetryTapped:
      // Their explicit request: a fresh read, then the reset if the wiki still has no marker
      // and no choice of theirs is waiting (never retried by itself; see applyDefaultOff...).
      guard saveError?.outcome == .defaultsNotApplied, session.userName != nil else { return [] }
      saveError = nil
      defaultOffCheckPending = true
      return loadForScreen(force: true)
    case .registrationRetryTapped:
      guard case .failed = registration else { return [] }
      registration = .idle
      return registerIfUseful()
    case .logInTapped:
      return [.showLogin]
    case .openSettingsTapped:
      return [.openSystemSettings]
    case .learnMoreTapped:
      isShowingLearnMore = true
      return []
    case .learnMoreDismissed:
      isShowingLearnMore = false
      return []
    case .helpPageTapped:
      return [.openURL(configuration.helpPageURL)]
    case .saveErrorDismissed:
      saveError = nil
      return []
    case .announcementDelivered(let id):
      announcements.removeAll { $0.id == id }
      return []
    case .saveWindowElapsed(let id):
      guard saveWindow == id else { return [] }
      saveWindow = nil
      return sendUnsent()
    case .preferencesLoaded(let id, let result):
      return preferencesLoaded(id: id, result) + continueLogout()
    case .saveFinished(let id, let error):
      return saveFinished(id: id, error: error) + continueLogout()
    case .permissionChecked(let status):
      return permissionChecked(status)
    case .permissionAnswered(let granted):
      return permissionAnswered(granted: granted)
    case .deviceTokenReceived(let token):
      return deviceTokenReceived(token)
    case .deviceTokenFailed(let failure):
      return deviceTokenFailed(failure)
    case .subscribeFinished(let token, let result):
      return subscribeFinished(token: token, result) + continueLogout()
    case .unsubscribeFinished(let token, let purpose, let result):
      return unsubscribeFinished(token: token, purpose, result) + continueLogout()
    case .logoutFinished:
      // The local session ends whatever the wiki answered: the person asked to log out, and the
      // device was already unsubscribed (or the failure recorded) before this request.
      guard case .loggingOut = session else { return [] }
      becomeLoggedOut()
      return []
    }
  }

  /// Queues an announcement for the renderer.
  mutating func announce(_ message: Announcement.Message, _ politeness: Politeness) {
    announcements.append(Announcement(id: takeID(), message: message, politeness: politeness))
  }

  /// A fresh identifier for a save, a window or an announcement.
  mutating func takeID() -> Int {
    defer { nextID += 1 }
    return nextID
  }
}
