extension SettingsFeature {
  /// Applies an event to the state and returns the work to do next. Pure: no clock, no network.
  public static func reduce(into state: inout State, _ event: Event) -> [Effect] {
    let before = state
    var effects = state.apply(event)
    // Pushes can reach the device and the account wants some: the device registers, once per
    // account (the child says when it may: no attempt yet, no copy, no logout, no delete retried).
    effects += state.run(\.subscriptions, .registerIfUseful)
    // A logout asked for waits for the wiki's answers to the account's requests; each of them
    // may be the last one it waited for.
    if event.mayEndTheWaitOfALogout { effects += state.run(\.session, .proceed) }
    // A choice made on the device's kept values waits for a read: one is out whenever one waits.
    effects += state.run(\.loading, .startForWaitingChoices)
    // Whatever changed the device record, it is stored once, after the change.
    if state.device != before.device { effects.append(.persist(state.device)) }
    return effects
  }
}

extension SettingsFeature.State {
  typealias Effect = SettingsFeature.Effect

  // Each event goes to the child it belongs to (``Loading``, ``Saving``, ``Subscriptions``,
  // ``AccountSession``, ``Migration``, ``Presentation``) as one action, through the one runner
  // (``run(_:_:)``), which gives the child its context and takes each of its outputs as a
  // ``SettingsFeature/Delegate`` step; to a plan (``SettingsFeature/Plan``) when what follows
  // reads nothing of the state; or to a named parent rule (in `Feature/SettingsFeature+X.swift`)
  // when it reads several children to decide (a read naming the account, a language change).
  mutating func apply(_ event: SettingsFeature.Event) -> [Effect] {
    switch event {
    // Presentation: visible or not, the permission, "Learn more" and the screen's links.
    case .appeared: return run(\.presentation, .appeared)
    case .disappeared:
      // What was posted but not yet confirmed will not be confirmed now: said, not to be said
      // again out of context when the screen comes back.
      return run(\.presentation, .disappeared) + announcements.applied(.postedDelivered)
    case .appBecameActive: return run(\.presentation, .appBecameActive)
    case .permissionAnswered(let granted):
      return run(\.presentation, .permissionAnswered(granted: granted))
    case .permissionChecked(let status): return run(\.presentation, .permissionChecked(status))
    case .openSettingsTapped: return run(\.presentation, .openSettingsTapped)
    case .logInTapped: return run(\.presentation, .logInTapped)
    case .createAccountTapped: return run(\.presentation, .createAccountTapped)
    case .learnMoreTapped: return run(\.presentation, .learnMore(shown: true))
    case .learnMoreDismissed: return run(\.presentation, .learnMore(shown: false))
    case .helpPageTapped: return run(\.presentation, .helpPageTapped)
    // Loading: the screen's read; the account: who it is.
    case .retryTapped: return run(\.loading, .start(force: false))
    case .preferencesLoaded(let result): return run(\.loading, .answered(result))
    case .loggedIn: return apply(SettingsFeature.Plan.loggedIn)
    case .appSessionChanged(let appSession): return appSessionChanged(appSession)
    case .subscriptionAdopted(let subscription): return subscriptionAdopted(subscription)
    case .knownChoicesRestored(let known): return knownChoicesRestored(known)
    // Saving: the person's choices and the first-login reset.
    case .toggleTapped(let type): return run(\.saving, .toggleTapped(type))
    case .saveWindowElapsed: return run(\.saving, .saveWindowElapsed)
    case .saveFinished(let error): return run(\.saving, .saveFinished(error: error))
    case .saveErrorDismissed: return run(\.saving, .errorDismissed)
    case .saveRetryTapped: return run(\.saving, .saveRetryTapped)
    case .defaultsRetryTapped: return run(\.saving, .defaultsRetryTapped)
    // Muting: Echo's mute lists.
    case .muteRequested(let kind, let names):
      return run(\.muting, .muteRequested(kind, names: names))
    case .unmuteRequested(let kind, let ids): return run(\.muting, .unmuteRequested(kind, ids: ids))
    case .muteFinished(let result): return run(\.muting, .writeFinished(result))
    // Subscriptions: the device's push subscription.
    case .deviceTokenReceived(let token): return run(\.subscriptions, .deviceTokenReceived(token))
    case .deviceTokenFailed(let failure): return run(\.subscriptions, .deviceTokenFailed(failure))
    case .subscribeFinished(let token, let userName, let result):
      return run(\.subscriptions, .subscribeFinished(token: token, userName: userName, result))
    case .unsubscribeFinished(let token, let purpose, let result):
      return run(\.subscriptions, .unsubscribeFinished(token: token, purpose, result))
    case .registrationRetryTapped: return run(\.subscriptions, .retryTapped)
    case .tokenEntered(let token, let topic): return tokenEntered(token, topic: topic)
    // Logout.
    case .logoutTapped: return run(\.session, .asked)
    case .logoutFinished(let error): return run(\.session, .finished(error: error))
    case .appLogoutDeadlinePassed: return appLogoutDeadlinePassed()
    // Migration: the language copy.
    case .primaryLanguageChanged(let from, let to):
      return primaryLanguageChanged(from: from, to: to)
    case .copyPreferencesLoaded(let result): return run(\.migration, .loaded(result))
    case .copySaveFinished(let error): return run(\.migration, .writeFinished(error: error))
    // The announcements.
    case .announcementPosted(let id): return announcements.applied(.posted(id: id))
    case .screenReaderStopped: return announcements.applied(.postedDelivered)
    case .announcementDelivered(let id): return announcements.applied(.delivered(id: id))
    case .announcementNotHeard(let id): return announcements.applied(.notHeard(id: id))
    }
  }
}

extension SettingsFeature.Event {
  /// Whether this is the answer to a request a waiting logout may be waiting for: a read (the
  /// first one names the account), a save, or a subscription request.
  var mayEndTheWaitOfALogout: Bool {
    switch self {
    case .preferencesLoaded, .saveFinished, .copyPreferencesLoaded, .copySaveFinished,
      .subscribeFinished, .unsubscribeFinished:
      true
    default: false
    }
  }
}
