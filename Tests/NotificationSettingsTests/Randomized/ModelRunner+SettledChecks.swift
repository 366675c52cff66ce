@testable import NotificationSettings

// The invariants of a settled state (nothing pending): idle, every choice on the wiki or
// announced as reverted, the screen the wiki's, and nothing left subscribed after a logout.
extension ModelRunner {
  func checkSettled(screen: ScreenModel?) {
    expect(
      state.writeInFlight == nil && !state.saving.isWindowOpen
        && state.loading.inFlight == nil && !state.migration.isActive
        && state.saving.awaitingPermission == nil,
      "settled means idle",
      "inFlight \(String(describing: state.writeInFlight)), window open \(state.saving.isWindowOpen)"
    )
    expect(
      state.saving.unsent.isEmpty || state.loading.error != nil, "every choice is sent",
      "unsent \(state.saving.unsent) after settling")
    let rows = Self.visible(state) ?? [:]
    let banners = Set(screen?.banners.map(\.id) ?? [])
    if let screen {
      let drawn = Dictionary(
        uniqueKeysWithValues: screen.sections.flatMap(\.rows).map { ($0.type, $0.isOn) })
      expect(drawn == rows, "the screen draws the state's toggles", "\(drawn) vs \(rows)")
    }
    switch state.session {
    case .loggedOut:
      expect(rows.isEmpty, "logged out shows no toggles", "\(rows)")
      expect(
        screen == nil || banners.contains("notification.banner.logged-out"),
        "logged out shows no toggles", "no log-in banner")
    case .loggedIn(let user), .loggingOut(.waiting(let user?)):
      let truth = wiki.values(user, state.language)
      if state.loading.error != nil {
        expect(
          screen == nil || banners.contains("notification.banner.load-failed"),
          "a failed read is shown", "no load-failed banner")
      }
      // With a failed read shown, rows (if any) are the last values read: they must still be
      // the wiki's unless it may have changed since (an unknown save outcome, the web). A web
      // change made while the screen was not visible is read when it appears.
      let mayBeStale =
        (serverMayDiffer && (state.loading.error != nil || !state.presentation.isOnScreen))
        // The device's kept choices are the wiki's once read: until the screen appears, or
        // while its read failed, they are what the last visit saw.
        || (state.wiki.isFromDevice
          && (state.loading.error != nil || !state.presentation.isOnScreen))
      if !mayBeStale {
        for type in ReferenceWiki.allTypes
        where state.saving.unsent[type] == nil && !landedUnseen.contains(type) {
          let shown = rows[type]
          expect(
            shown == truth[type] || (shown == nil && state.loading.error != nil),
            "the toggles equal the wiki",
            "\(type): screen \(String(describing: shown)), wiki \(String(describing: truth[type]))"
          )
        }
      }
      for (type, intent) in intents
      where !intent.resolved && intent.user == user && intent.language == state.language
        && state.saving.unsent[type] == nil
      {
        expect(
          truth[type] == intent.value, "a choice is on the wiki or was announced as reverted",
          "\(type): chose \(intent.value) at step \(intent.step), wiki \(String(describing: truth[type]))"
        )
      }
      if !mayBeStale, state.loading.error == nil, state.wiki.values != nil {
        // The marker says "applied" only where the reset held (or the person's choices landed).
        // (An abandoned save that stored it is the known stale-until-read limit above.)
        let marker = wiki.options[user]?[state.language]?.marker ?? false
        expect(
          state.wiki.hasDefaultOffMarker == marker || markerLandedUnseen,
          "the marker the screen believes is the wiki's",
          "screen \(state.wiki.hasDefaultOffMarker), wiki \(marker)")
        expect(
          state.wiki.globalTypes == wiki.globalTypes(user, state.language) || globalLandedUnseen,
          "the global types shown are the wiki's",
          "screen \(state.wiki.globalTypes), wiki \(wiki.globalTypes(user, state.language))")
      }
      checkEveryWikiHolds(user, rows: rows, mayBeStale: mayBeStale)
      checkMutedListsSettled(user, mayBeStale: mayBeStale)
      if case .registered(let token) = state.subscriptions.registration {
        expect(
          wiki.subscriptions[token] == user, "registered means subscribed",
          "\(token) is \(String(describing: wiki.subscriptions[token]))'s")
      }
    case .temporaryAccount(let user, _):
      expect(rows.isEmpty, "a temporary account shows no toggles", "\(rows)")
      expect(
        screen == nil || banners.contains("notification.banner.temporary-account"),
        "a temporary account shows no toggles", "no temporary-account banner")
      // What this device subscribed for it (an older app version did) is gone, or its failed
      // delete was said.
      let held = wiki.subscriptions.filter { $0.value == user }.map(\.key)
      expect(
        held.isEmpty || temporaryRemovalFailureAnnounced.contains(user),
        "a temporary account keeps no subscription", "\(held) still \(user)'s")
    case .unknown, .loggingOut(.waiting(nil)), .loggingOut(.ending):
      expect(rows.isEmpty, "no toggles without an account", "\(rows)")
    }
    if let account = loggedOutAccount, ReferenceWiki.isTemporary(account) {
      // A temporary account's subscriptions are deleted before its session ends; one whose
      // delete failed cannot be deleted later (it has no password), which was said. Unless no
      // read ever named the account: then its records are kept pending, as anyone's.
      let held = wiki.subscriptions.filter { $0.value == account }.map(\.key)
      expect(
        held.isEmpty || temporaryRemovalFailureAnnounced.contains(account)
          || (!loggedOutConfirmed && unsubscribeFailureAnnounced.contains(account)),
        "a logout leaves no subscription", "\(held) still \(account)'s after the logout")
    } else if let account = loggedOutAccount {
      // Logging out unsubscribes the device first: a subscription this device made for the
      // account is gone from the wiki, or its delete failed, was announced and is kept pending.
      for made in subscribedInRun
      where made.userName == account && wiki.subscriptions[made.deviceToken] == account {
        // Pending is accepted when the delete failed and was announced, when no read had named
        // the account (a "not found" would then prove nothing), or when the token is an old
        // one the system replaced (pushes to it go nowhere; its delete waits silently).
        expect(
          state.device.pendingUnsubscribes.contains(made)
            && (unsubscribeFailureAnnounced.contains(account) || !loggedOutConfirmed
              || initiallyPending.contains(made) || made.deviceToken != token),
          "a logout leaves no subscription",
          "\(made.deviceToken) is still \(account)'s after the logout"
            + (state.device.pendingUnsubscribes.contains(made)
              ? ", pending without a failure announced" : ", not pending"))
      }
    }
  }
}
