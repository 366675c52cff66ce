@testable import NotificationSettings

// The sequence's actions (``ModelAction``), played as the person, the web, the app and the
// device would: each becomes the events the store would send.
extension ModelRunner {
  func perform(_ action: ModelAction) {
    guard violation == nil else { return }
    trace?.append("\(action)")
    switch action {
    case .appear: send(.appeared)
    case .disappear: send(.disappeared)
    case .foreground: send(.appBecameActive)
    case .tap(let type): send(.toggleTapped(type))
    case .webEdit(let type, let value):
      // Out of this model: a change on the web during a language change's copy (two quick round
      // trips; the foreground is not read until it is done), and one made while the screen was
      // not shown (the screen reads when it appears, but a read already in flight then may
      // predate the change: forcing another would cost the login-then-open path a round trip),
      // and one made while a save is in flight (a read adopted before the save's answer may be
      // newer than the save, which the answer then overwrites: reported, not fixed).
      if !state.migration.isActive, state.presentation.isOnScreen, state.writeInFlight == nil,
        let user = wiki.session,
        wiki.options[user]?[state.language]?.values[type] != nil
      {
        wiki.options[user]?[state.language]?.values[type] = value
        // The person's latest choice for the type is now the web's.
        intents[type] = nil
        webEditedUnread.insert(type)
        divergence += 1
        trace?.append("    wiki: \(user)@\(state.language) \(type) = \(value) (on the web)")
      }
      send(.appBecameActive)
    case .webGlobal(let type, let value):
      // As a change on the web (same limits): the type is now set globally, so a save of it
      // that was not sent with `global=update` is ignored by the wiki until the feature re-reads.
      if !state.migration.isActive, state.presentation.isOnScreen, state.writeInFlight == nil,
        let user = wiki.session,
        wiki.options[user]?[state.language]?.values[type] != nil,
        !wiki.notGlobalized.contains(user)
      {
        wiki.global[user, default: [:]][type] = value
        intents[type] = nil
        webEditedUnread.insert(type)
        divergence += 1
        trace?.append("    wiki: \(user) \(type) = \(value) (set globally elsewhere)")
      }
      send(.appBecameActive)
    case .systemPermission(let status):
      permission = status
      send(.appBecameActive)
    case .logoutTapped: send(.logoutTapped)
    case .login(let user):
      // The app logs in only when the screen shows no account (logging out goes through the
      // feature, so an account switch is a logout, then a login).
      guard
        [.loggedOut, .unknown, .loggingOut(.waiting(userName: nil))].contains(state.session)
          || state.session.temporaryAccountName != nil
      else { return }
      wiki.session = user
      sessionEpoch += 1
      lastLogin = user
      accountConfirmed = false
      intents = [:]
      send(.loggedIn)
    case .editWithoutAccount:
      // MediaWiki logs the anonymous session in to a new temporary account.
      guard wiki.session == nil else { return }
      temporaryCount += 1
      let user = "~2026-\(temporaryCount + 1)"
      wiki.session = user
      sessionEpoch += 1
      lastLogin = user
      accountConfirmed = false
      intents = [:]
      trace?.append("    wiki: the session is the temporary account \(user)")
      // The app knows its own session's account, and says so.
      if mode == .appSession { send(.appSessionChanged(.temporaryAccount(userName: user))) }
    case .changeLanguage:
      let from = state.language
      let to: WikiLanguage = from == "en" ? "de" : "en"
      intents = [:]
      send(.primaryLanguageChanged(from: from, to: to))
    case .appSays(let user): appSays(user)
    case .relogin(let succeeds): relogin(succeeds)
    case .retry: send(.retryTapped)
    case .registrationRetry: send(.registrationRetryTapped)
    case .dismissSaveError: send(.saveErrorDismissed)
    case .retryDefaults:
      // "Turn every notification off" is the person's newest choice for every type: earlier
      // taps are superseded by it (whether or not the read then finds the reset still owed).
      intents = [:]
      send(.defaultsRetryTapped)
    case .deliverAnnouncements:
      for announcement in state.announcements { send(.announcementDelivered(id: announcement.id)) }
    case .rotateToken:
      tokenCount += 1
      token = "t\(tokenCount)"
    case .answer(let pick, let fault, let yes):
      guard !pending.isEmpty else { return }
      answer(Int(pick % UInt32(pending.count)), fault, yes)
    case .fire:
      guard windowTimer else { return }
      fire()
    case .settle(let seed):
      settle(seed)
    case .mute(let kind, let name): send(.muteRequested(kind, names: [name]))
    case .unmute(let kind, let pick):
      let entries = state.muting.rows(kind).compactMap(\.entry)
      guard !entries.isEmpty else { return }
      send(.unmuteRequested(kind, ids: [entries[Int(pick % UInt32(entries.count))].id]))
    case .webMute(let kind, let name): webMute(kind, name)
    }
  }

  func fire() {
    windowTimer = false
    send(.saveWindowElapsed)
  }
}
