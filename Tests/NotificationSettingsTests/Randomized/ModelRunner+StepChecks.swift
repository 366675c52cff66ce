@testable import NotificationSettings

// The invariants checked after every event: what a write may be, what a tap changes, and what
// always holds of the state.
extension ModelRunner {
  func checkWrite(_ language: WikiLanguage, _ write: OptionsWrite) {
    // A value shown from the device is never written back unless tapped: nothing is sent
    // until a read has replaced them all.
    expect(
      !state.wiki.isFromDevice, "nothing is written from the device's kept choices",
      "\(write) while the kept choices show")
    expect(
      state.session.userName == write.userName, "no write while logged out",
      "save as \(write.userName) while \(state.session)")
    // (A write for the account the screen shows may still meet a temporary session the screen
    // has not read yet: `assertuser` makes the wiki refuse it.)
    expect(
      state.session.temporaryAccountName == nil && !ReferenceWiki.isTemporary(write.userName),
      "no option write for a temporary account",
      "save as \(write.userName) while \(state.session)")
    expect(
      language == state.language, "writes go to the primary language",
      "save to \(language) while the language is \(state.language)")
    let offered = Set(ReferenceWiki.offered(language))
    expect(
      write.values.keys.allSatisfy(offered.contains), "writes name only offered keys",
      "\(write.values.keys.filter { !offered.contains($0) }) to \(language)")
    checkModeWrite(write)
    expect(
      !write.values.isEmpty || write.setsDefaultOffMarker, "no empty write", "\(write)")
    let others = pending.filter {
      // A save abandoned at a change of language or account may still be travelling (its answer
      // is never delivered); what it does to the wiki is checked at the next settle.
      if case .save(let other, _) = $0.effect { return other == language && !$0.isAbandoned }
      return false
    }
    expect(
      others.isEmpty, "one save in flight per wiki",
      "\(write) sent while \(others.map(\.effect)) is unanswered")
  }

  /// One tap, at most one write per save window (issue 47): a save of taps goes out with the
  /// window it opens, and none follows while that window is open; only a logout that waits for
  /// the choices sends them at once. Checked in every mode.
  func checkOneWritePerWindow(_ event: Event, _ before: SettingsFeature.State, _ effects: [Effect])
  {
    let saves = effects.filter {
      if case .save = $0 { return true }
      return false
    }
    guard !saves.isEmpty else { return }
    expect(
      saves.count == 1, "one write per step",
      "\(saves.count) saves after \(ModelFormat.event(event))")
    guard state.saving.inFlight?.kind == .toggles else { return }
    let opensWindow = effects.contains {
      if case .startSaveWindow = $0 { return true }
      return false
    }
    expect(
      opensWindow, "a save of taps opens its save window",
      "no window with it after \(ModelFormat.event(event))")
    // The window open before this step, unless the step closed it (it ended, or was let go of).
    let closed = event == .saveWindowElapsed || effects.contains(.cancel(.saveWindow))
    let logoutWaits = before.session.isWaitingToLogOut || state.session.isWaitingToLogOut
    expect(
      !before.saving.isWindowOpen || closed || logoutWaits,
      "one tap, at most one write per save window",
      "a second save in the window after \(ModelFormat.event(event))")
  }

  /// The toggles a person sees: nil when no rows are shown.
  static func visible(_ state: SettingsFeature.State) -> [NotificationType: Bool]? {
    guard state.session.userName != nil, state.wiki.values != nil else { return nil }
    var shown: [NotificationType: Bool] = [:]
    for type in state.wiki.offeredTypes { shown[type] = state.isOn(type) }
    return shown
  }

  func checkAfter(_ event: Event, _ before: SettingsFeature.State) {
    // Announcements are appended with growing ids; only the renderer removes them.
    let lastID = before.announcements.last?.id ?? 0
    let new = state.announcements.filter { $0.id > lastID }.map(\.message)
    for message in new {
      switch message {
      case .saveFailedReverted(let types, _):
        for type in types { intents[type]?.resolved = true }
      case .saveOutcomeUnknown, .loggedOut:
        for type in intents.keys { intents[type]?.resolved = true }
      default:
        break
      }
    }
    recordTaps(event, before)
    checkAlways(before)
    checkSaveAnswer(event, before, new)
    checkFailuresAnnounced(event, before, new)
    checkMuting(event, before)
    if case .loading(.answered(.success)) = event, state.loading.error == nil,
      state.loading.inFlight == nil, before.loading.inFlight != nil
    {
      divergenceRead = max(divergenceRead, deliveredDivergence)
      if !serverMayDiffer {
        webEditedUnread = []
        landedUnseen = []
        markerLandedUnseen = false
        globalLandedUnseen = false
        muteLandedUnseen = false
      }
    }
  }

  func recordTaps(_ event: Event, _ before: SettingsFeature.State) {
    let type: NotificationType?
    switch event {
    case .saving(.toggleTapped(let tapped)): type = tapped
    case .presentation(.permissionAnswered): type = before.saving.awaitingPermission
    default: type = nil
    }
    guard let type, let user = state.session.userName else { return }
    if let shown = state.isOn(type), before.isOn(type) != shown {
      // A tap on a value the wiki no longer holds (changed on the web, or by an abandoned save
      // that landed unseen: the known limit above) is a choice made against stale information.
      intents[type] =
        webEditedUnread.contains(type) || landedUnseen.contains(type)
        ? nil : Intent(value: shown, step: step, user: user, language: state.language)
      lastTap[type] = step
    }
    for other in ReferenceWiki.allTypes where other != type {
      expect(
        before.isOn(other) == state.isOn(other), "a tap changes only its toggle",
        "\(event) changed \(other)")
    }
  }

  func checkAlways(_ before: SettingsFeature.State) {
    if state.session == .loggedOut || state.session.temporaryAccountName != nil {
      expect(
        state.wiki.values == nil && state.saving.unsent.isEmpty && state.writeInFlight == nil
          && state.subscriptions.registration == .idle,
        "logged out holds nothing", "server \(String(describing: state.wiki.values))")
    }
    if let server = state.wiki.values {
      expect(
        state.saving.unsent.keys.allSatisfy { server[$0] != nil }, "unsent keys are offered",
        "\(state.saving.unsent)")
    } else {
      // Kept through a failed read after an unknown save outcome (the values held were
      // dropped), to be sent after the next read.
      expect(
        state.saving.unsent.isEmpty || state.loading.error != nil, "unsent keys are offered",
        "\(state.saving.unsent) with nothing loaded")
    }
    if !state.saving.unsent.isEmpty, state.writeInFlight == nil {
      // A choice not sent must have something that will send it.
      expect(
        state.saving.isWindowOpen || state.loading.inFlight != nil
          || state.loading.error != nil,
        "an unsent choice is on its way", "unsent \(state.saving.unsent), nothing will send it")
    }
    if !state.saving.unsent.isEmpty, state.writeInFlight == nil, !state.saving.isWindowOpen,
      state.loading.inFlight == nil, state.session.userName != nil, state.wiki.values != nil,
      // Kept choices wait for a read: after a failed one, for the person's retry.
      !(state.wiki.isFromDevice && state.loading.error != nil)
    {
      // Nothing holds it back (after an unknown outcome it waits for the read that tells what
      // the wiki holds): the first choice after a quiet moment goes out at once.
      expect(
        false, "a choice with nothing in its way is sent at once", "unsent \(state.saving.unsent)")
    }
    if state.saving.isWindowOpen {
      expect(windowTimer, "a save window has a timer", "no timer runs")
    }
  }
}
