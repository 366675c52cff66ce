@testable import NotificationSettings

// Sending one event through the reducer, as the store does: its effects become pending work (or
// let go of what they replace), and the invariants are checked after it.
extension ModelRunner {
  func send(_ event: Event) {
    step += 1
    let before = state
    let effects = SettingsFeature.reduce(into: &state, event)
    if case .session(.finished) = event, case .loggingOut(.ending) = before.session,
      state.session == .loggedOut
    {
      loggedOutAccount = lastLogin
      loggedOutConfirmed = accountConfirmed
    } else if let user = state.session.userName ?? state.session.temporaryAccountName {
      loggedOutAccount = nil
      if user == lastLogin { accountConfirmed = true }
    }
    let firstNew = (before.announcements.last?.id ?? 0) + 1
    for announcement in state.announcements where announcement.id >= firstNew {
      if case .unsubscribeFailed(let user, _) = announcement.message {
        unsubscribeFailureAnnounced.insert(user)
      }
      if case .temporaryAccountUnsubscribeFailed(let user, _) = announcement.message {
        temporaryRemovalFailureAnnounced.insert(user)
      }
    }
    if trace != nil {
      trace?.append("  -> \(ModelFormat.event(event))")
      for effect in effects { trace?.append("       effect \(ModelFormat.effect(effect))") }
      let lastID = before.announcements.last?.id ?? 0
      for added in state.announcements where added.id > lastID {
        trace?.append("       announce \(ModelFormat.announcement(added.message))")
      }
    }
    for effect in effects { emitted(effect) }
    checkMode(event, before, effects)
    checkOneWritePerWindow(event, before, effects)
    // The reducer lets go of what the state no longer waits for: a window it closed has its
    // timer cancelled, and no read it no longer waits for is still wanted.
    expect(
      state.saving.isWindowOpen || !windowTimer, "a closed save window's timer is cancelled",
      "timer running after \(ModelFormat.event(event))")
    // Both ways, for each key: no read or write it no longer waits for is still wanted, and the
    // one it waits for is one the store will deliver (a reducer that let it go would leave the
    // screen loading). The screen's and a language copy's have their own keys.
    let awaited: [(SettingsFeature.EffectKey, Bool)] = [
      (.read, state.loading.inFlight != nil), (.copyRead, state.migration.step?.isReading == true),
      (.write, state.saving.inFlight != nil), (.copyWrite, state.migration.request != nil),
    ]
    for (key, isAwaited) in awaited {
      let wanted = pending.filter { $0.effect.key == key && !$0.isAbandoned }.count
      expect(
        wanted == (isAwaited ? 1 : 0), "a request the state no longer waits for is let go of",
        "\(wanted) \(key) wanted, awaited \(isAwaited), after \(ModelFormat.event(event))")
    }
    expect(
      state.saving.inFlight == nil || state.migration.request == nil,
      "one write in flight: the screen's or a copy's", "both after \(ModelFormat.event(event))")
    checkAfter(event, before)
  }

  /// Lets go of the pending work under `key`, as the store does: its answer is never delivered.
  func abandon(_ key: SettingsFeature.EffectKey) {
    for index in pending.indices where pending[index].effect.key == key {
      pending[index].isAbandoned = true
    }
  }

  func emitted(_ effect: Effect) {
    switch effect {
    case .load, .loadForCopy, .subscribe, .unsubscribe, .logout, .checkPermission,
      .requestPermission, .registerForDeviceToken, .mute:
      if case .subscribe = effect {
        expect(
          state.session.userName != nil, "no write while logged out",
          "subscribe while \(state.session)")
        expect(
          state.session.temporaryAccountName == nil, "no subscription for a temporary account",
          "subscribe while \(state.session)")
      }
      // One read per key is wanted at a time: a newer one abandons the older.
      if let key = effect.key { abandon(key) }
      pending.append(Pending(effect: effect, answer: nil, epoch: sessionEpoch))
    case .save(let language, let write), .saveCopy(let language, let write):
      checkWrite(language, write)
      // One write per key is wanted at a time: a newer one abandons the older (its work goes on).
      if let key = effect.key { abandon(key) }
      pending.append(
        Pending(
          effect: effect, answer: nil, epoch: sessionEpoch, sentAt: step,
          carried: state.writeInFlight?.carried ?? []))
    case .startSaveWindow:
      // A newer window cancels the older one's timer.
      windowTimer = true
    case .cancel(let key) where key != .saveWindow:
      abandon(key)
    case .cancel:
      windowTimer = false
    case .reauthenticate:
      expect(
        mode == .appSession, "only the app's session asks the app to log in again",
        "\(state.session)")
      reloginAsked = true
    case .open:
      break
    }
  }
}
