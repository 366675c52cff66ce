@testable import NotificationSettings

// What each mode (``ModelMode``) adds to the runner: the app's own session's events, and the
// rules that check each mode's promise.
extension ModelRunner {
  // MARK: The app's own session

  /// The app's session is now `user`'s (nil: nobody's; a `~` name: a temporary account), and the
  /// app says so. Another account than the wiki's session is a switch: the app ended the old
  /// session itself.
  func appSays(_ user: String?) {
    // While a logout runs (its hook, ``SettingsStore/deleteSubscriptionBeforeAppLogout``) the
    // app logs nobody in: it says an account at launch and after a login, never during its own
    // logout. (Nobody, `didLogOut`, may come early: the hook's bound passed.)
    guard mode == .appSession, user == nil || !state.session.isLoggingOut else { return }
    if wiki.session != user {
      wiki.session = user
      sessionEpoch += 1
      lastLogin = user
      accountConfirmed = false
      intents = [:]
      trace?.append("    wiki: the app's session is \(user ?? "nobody")'s")
    }
    let said: AppSession =
      switch user {
      case nil: .loggedOut
      case let name? where ReferenceWiki.isTemporary(name): .temporaryAccount(userName: name)
      case let name?: .account(userName: name)
      }
    let wasShown = state.session.userName ?? state.session.temporaryAccountName
    let wasLoggingOut = state.session.isLoggingOut
    let recorded = Set([state.device.registered, state.device.unconfirmed].compactMap { $0 })
    send(.appSessionChanged(said))
    // A logout asked for here goes on by itself: what it could not delete is owed when it ends
    // (checked with every logout at the next settle).
    guard wasShown != user, !wasLoggingOut else { return }
    // The old session is gone from the app: what this device recorded subscribing for any
    // other account can only be deleted at that account's next login here, so it is owed (and
    // said). (A create still travelling is recorded by its answer.)
    checkOwedAfterSwitch(keeping: user, recorded: recorded)
  }

  /// The app's re-login: the same registered account again (`didLogIn`), or, when it fails (a
  /// temporary account's always does), the app's logout: its hook, then `didLogOut`.
  func relogin(_ succeeds: Bool) {
    guard reloginAsked else { return }
    reloginAsked = false
    if succeeds, let user = lastLogin, !ReferenceWiki.isTemporary(user),
      [.loggedOut, .unknown].contains(state.session)
    {
      wiki.session = user
      sessionEpoch += 1
      accountConfirmed = false
      intents = [:]
      trace?.append("    wiki: the app logged \(user) in again")
      send(.loggedIn)
      return
    }
    send(.logoutTapped)
    if !state.session.isLoggingOut {
      wiki.session = nil
      sessionEpoch += 1
      send(.appSessionChanged(.loggedOut))
    }
  }

  /// After a switch of the app's session: every subscription this device made for another
  /// account that the wiki still holds is owed to that account's next login (a temporary
  /// account's cannot be: it has no password, and its failed delete was said).
  private func checkOwedAfterSwitch(keeping user: String?, recorded: Set<DeviceSubscription>) {
    for made in subscribedInRun.intersection(recorded)
    where made.userName != user && wiki.subscriptions[made.deviceToken] == made.userName
      && !temporaryRemovalFailureAnnounced.contains(made.userName)
    {
      expect(
        state.device.pendingUnsubscribes.contains(made),
        "a switch of the app's session owes the other account's subscription",
        "\(made.deviceToken) is still \(made.userName)'s after the app said \(user ?? "nobody")")
    }
  }

  // MARK: Rules per mode

  /// After every event: a session found gone asks the app (to log in again, or to finish the
  /// logout asked for), and nothing is read while the app says nobody is logged in.
  func checkMode(_ event: Event, _ before: SettingsFeature.State, _ effects: [Effect]) {
    guard mode == .appSession else { return }
    if effects.contains(where: { if case .load = $0 { true } else { false } }) {
      expect(
        !state.session.isNobody(sayingTheApp: state.configuration.usesAppSession),
        "nothing is read while the app says nobody is logged in",
        "\(ModelFormat.event(event))")
    }
    let endedByAnswer: Bool =
      switch event {
      case .loading(.answered), .migration(.loaded), .saving(.saveFinished),
        .migration(.writeFinished), .subscriptions(.subscribeFinished),
        .subscriptions(.unsubscribeFinished), .session(.unsubscribed):
        true
      default: false
      }
    let wasShown = before.session.userName != nil || before.session.temporaryAccountName != nil
    if endedByAnswer, wasShown, state.session == .loggedOut {
      expect(
        effects.contains { $0.isRelogin }
          || effects.contains { if case .logout = $0 { true } else { false } },
        "a session found gone asks the app", "\(ModelFormat.event(event)) ended \(before.session)")
    }
  }

  /// The rules of a write, per mode. A reset or a copy never overwrites a choice already
  /// global (the person's). Where the wiki offers global preferences every value but a local
  /// exception's goes there (the reset's and the carried ones too); elsewhere only a type
  /// already global does, and a local account (`notglobalized`) writes nothing globally.
  func checkModeWrite(_ write: OptionsWrite) {
    let shown = state.wiki
    if let request = state.writeInFlight, request.kind != .toggles {
      expect(
        write.values.keys.allSatisfy { !shown.globalTypes.contains($0) },
        "a reset or copy never overwrites a global choice", "\(write)")
    }
    let global = Set(write.values.keys.filter(shown.writesGlobally))
    expect(
      write.globalTypes == global, "a choice is written where it holds",
      "\(write), global here \(shown.globalTypes), offers \(shown.offersGlobalPreferences)")
    expect(
      write.carriedTypes.isSubset(of: write.globalTypes)
        && write.carriedTypes.isDisjoint(with: shown.globalTypes),
      "only values not global yet are carried", "\(write)")
    if wiki.notGlobalized.contains(write.userName) || mode == .withoutGlobalPreferences {
      expect(
        write.globalTypes.isSubset(of: shown.globalTypes),
        "nothing becomes global where the account has no global preferences", "\(write)")
    }
    if shown.offersGlobalPreferences {
      expect(
        !write.setsDefaultOffMarker, "where choices are global no local marker is written",
        "\(write)")
    }
  }

  /// Where the account has global preferences, what the screen shows as global is what every
  /// wiki of the account holds (but where a local exception keeps a wiki's own), and a choice
  /// the person made here holds on every wiki once it is written globally.
  func checkEveryWikiHolds(_ user: String, rows: [NotificationType: Bool], mayBeStale: Bool) {
    guard wiki.globalAccounts.contains(user), state.loading.error == nil else { return }
    if !mayBeStale {
      for type in state.wiki.globalTypes
      where state.saving.unsent[type] == nil && !landedUnseen.contains(type) {
        guard let shown = rows[type] else { continue }
        for language in ReferenceWiki.languages
        where !wiki.exceptions(user, language).contains(type) {
          guard let held = wiki.values(user, language)[type] else { continue }
          expect(
            held == shown, "what the screen shows as global every wiki holds",
            "\(type): screen \(shown), \(language) holds \(held)")
        }
      }
    }
    for (type, intent) in intents
    where !intent.resolved && intent.user == user && intent.language == state.language
      && state.saving.unsent[type] == nil && state.wiki.writesGlobally(type)
    {
      for language in ReferenceWiki.languages
      where !wiki.exceptions(user, language).contains(type) {
        guard let held = wiki.values(user, language)[type] else { continue }
        expect(
          held == intent.value, "a choice made where choices are global holds on every wiki",
          "\(type): chose \(intent.value) at step \(intent.step), \(language) holds \(held)")
      }
    }
  }
}
