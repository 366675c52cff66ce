extension SettingsFeature {
  /// Applies an event to the state and returns the work to do next. Pure: no clock, no network.
  public static func reduce(into state: inout State, _ event: Event) -> [Effect] {
    let before = state
    var effects = state.apply(event)
    // A logout asked for waits for the wiki's answers to the account's requests; each of them
    // may be the last one it waited for.
    if event.mayEndTheWaitOfALogout { effects += state.continueLogout() }
    // Whatever changed the device record, it is stored once, after the change.
    if state.device != before.device { effects.append(.persist(state.device)) }
    return effects
  }
}

extension SettingsFeature.State {
  typealias Effect = SettingsFeature.Effect

  // Each event goes to the flow it belongs to; the flows live in the files named after them.
  mutating func apply(_ event: SettingsFeature.Event) -> [Effect] {
    switch event {
    // The screen and its reads.
    case .appeared: return appeared()
    case .disappeared: return disappeared()
    case .appBecameActive: return appBecameActive()
    case .retryTapped: return loadForScreen(force: false)
    case .preferencesLoaded(let result): return preferencesLoaded(result)
    case .loggedIn: return loggedIn()
    // Saving the person's choices, and the first-login reset.
    case .toggleTapped(let type):
      return saving { $0.toggleTapped(type, $1, wiki: $2, outputs: &$3) }
    case .saveWindowElapsed: return saving.saveWindowElapsed(savingContext, wiki: wiki)
    case .saveFinished(let error): return saveFinished(error: error)
    case .saveErrorDismissed:
      saving.error = nil
      return []
    case .defaultsRetryTapped:
      return saving {
        $0.defaultsRetryTapped($1, wiki: &$2, outputs: &$3)
        return []
      }
    // The permission.
    case .permissionChecked(let status): return permissionChecked(status)
    case .permissionAnswered(let granted): return permissionAnswered(granted: granted)
    case .openSettingsTapped: return [.openSystemSettings]
    // The device's push subscription.
    case .deviceTokenReceived(let token): return deviceTokenReceived(token)
    case .deviceTokenFailed(let failure): return deviceTokenFailed(failure)
    case .subscribeFinished(let token, let result): return subscribeFinished(token: token, result)
    case .unsubscribeFinished(let token, let purpose, let result):
      return unsubscribeFinished(token: token, purpose, result)
    case .registrationRetryTapped: return subscriptions.retryTapped(subscriptionsContext)
    case .tokenEntered(let token, let topic): return tokenEntered(token, topic: topic)
    // Logging out, and the language copy.
    case .logoutTapped: return logoutTapped()
    case .logoutFinished: return logoutFinished()
    case .primaryLanguageChanged(let from, let to):
      return primaryLanguageChanged(from: from, to: to)
    // What the screen shows beside the settings.
    case .logInTapped: return [.showLogin]
    case .createAccountTapped: return createAccountTapped()
    case .learnMoreTapped: return showLearnMore(true)
    case .learnMoreDismissed: return showLearnMore(false)
    case .helpPageTapped: return [.openURL(configuration.helpPageURL)]
    case .announcementDelivered(let id): return announcementDelivered(id: id)
    }
  }

  mutating func showLearnMore(_ shown: Bool) -> [Effect] {
    isShowingLearnMore = shown
    return []
  }

  /// Queues an announcement for the renderer.
  mutating func announce(_ message: Announcement.Message, _ politeness: Politeness) {
    defer { nextAnnouncementID += 1 }
    announcements.append(
      Announcement(id: nextAnnouncementID, message: message, politeness: politeness))
  }

  /// Queues assertive announcements, in their order.
  mutating func announce(_ messages: [Announcement.Message]) {
    for message in messages { announce(message, .assertive) }
  }

  mutating func announcementDelivered(id: Int) -> [Effect] {
    announcements.removeAll { $0.id == id }
    return []
  }
}

extension SettingsFeature.Event {
  /// Whether this is the answer to a request a waiting logout may be waiting for: a read (the
  /// first one names the account), a save, or a subscription request.
  var mayEndTheWaitOfALogout: Bool {
    switch self {
    case .preferencesLoaded, .saveFinished, .subscribeFinished, .unsubscribeFinished: true
    default: false
    }
  }
}
