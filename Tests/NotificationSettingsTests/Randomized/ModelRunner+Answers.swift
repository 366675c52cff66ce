@testable import NotificationSettings

// The answers to pending work: a wiki request arrives at the ``ReferenceWiki`` (which applies
// it and fixes the answer), then its answer is delivered; a settle answers everything.
extension ModelRunner {
  /// Answers pending work `index`: a wiki request arrives, or an answer is delivered.
  func answer(_ index: Int, _ fault: Fault, _ yes: Bool) {
    let item = pending[index]
    if let event = item.answer {
      pending.remove(at: index)
      guard !item.isAbandoned else {
        trace?.append("    dropped: \(ModelFormat.event(event))")
        return
      }
      deliveredDivergence = item.divergence
      deliveredSaveSentAt = item.sentAt
      send(event)
      // The app's logout (the client's `logOut`) ends with the app's `didLogOut`.
      if mode == .appSession, case .session(.finished) = event {
        send(.appSessionChanged(.loggedOut))
      }
      return
    }
    let current = wiki.session
    let stale = item.epoch != sessionEpoch
    if stale { wiki.session = nil }
    defer {
      if stale {
        wiki.session = current
      } else if wiki.session != current {
        sessionEpoch += 1
      }
    }
    switch item.effect {
    case .mute(let language, let write):
      let before = wiki.mutedIDs(write.userName, language, write.change.kind)
      let result = wiki.mute(language, write, fault)
      let landed = wiki.mutedIDs(write.userName, language, write.change.kind) != before
      // A write the state let go of (the account or the language changed) may land unseen; one
      // of unknown outcome is read again: either way the lists may differ until a read.
      if (item.isAbandoned && landed) || result == .failure(.outcomeUnknown(detail: "HTTP 503")) {
        divergence += 1
        muteLandedUnseen = true
      }
      pending[index].answer = .muteFinished(result)
    case .load(let language):
      pending[index].answer = .preferencesLoaded(wiki.load(language, fault))
      pending[index].divergence = divergence
    case .loadForCopy(let language):
      pending[index].answer = .copyPreferencesLoaded(wiki.load(language, fault))
      pending[index].divergence = divergence
    case .save(let language, let write), .saveCopy(let language, let write):
      let markerBefore = wiki.options[write.userName]?[language]?.marker
      let error = wiki.save(language, write, fault, carried: item.carried)
      if item.isAbandoned, wiki.options[write.userName]?[language]?.marker != markerBefore {
        divergence += 1
        markerLandedUnseen = true
      }
      if case .outcomeUnknown = error { divergence += 1 }
      // The keys the wiki (maybe) stored: all, or all but those refused or left for their
      // global value.
      let keys = Set(write.values.keys)
      let landed: Set<NotificationType>
      switch error {
      case nil, .outcomeUnknown?: landed = keys
      case .keysRejected(let rejected)?: landed = keys.subtracting(rejected)
      case .globallyOverridden(let global, let rejected)?:
        landed = keys.subtracting(global).subtracting(rejected)
      default: landed = []
      }
      if item.isAbandoned, !landed.isEmpty {
        // A save the state let go of (the language or account changed while it travelled)
        // landed, wholly or in part: nothing tells the state, so its keys may show stale values
        // until the next read served after it. A known limit of the design, kept out of the
        // checks.
        divergence += 1
        landedUnseen.formUnion(landed)
        if !landed.isDisjoint(with: write.globalTypes) { globalLandedUnseen = true }
        for type in landed { intents[type] = nil }
      }
      pending[index].answer =
        item.effect.key == .copyWrite
        ? .copySaveFinished(error: error) : .saveFinished(error: error)
    case .subscribe(_, let subscription, let userName):
      let token = subscription.deviceToken
      let holder = wiki.subscriptions[token]
      pending[index].answer = .subscribeFinished(
        token: token, userName: userName, wiki.subscribe(token, as: userName, fault))
      // Echo would take it for a temporary session: every default-on type would then reach the
      // device, unchosen.
      expect(
        holder != nil || wiki.subscriptions[token].map(ReferenceWiki.isTemporary) != true,
        "no subscription for a temporary account",
        "\(token) was subscribed in the session of \(wiki.session ?? "")")
      if let user = wiki.subscriptions[token], holder == nil {
        subscribedInRun.insert(DeviceSubscription(deviceToken: token, userName: user))
      }
    case .unsubscribe(_, let token, let purpose, let userName):
      pending[index].answer = .unsubscribeFinished(
        token: token, purpose, wiki.unsubscribe(token, as: userName, fault))
    case .logout:
      pending[index].answer = .logoutFinished(error: wiki.logout(fault))
      // The client forgets its cookies whatever the answer: from here on it is anonymous, even
      // if the wiki never heard the logout.
      wiki.session = nil
    case .checkPermission:
      pending.remove(at: index)
      send(.permissionChecked(permission))
      return
    case .requestPermission:
      pending.remove(at: index)
      if permission == .notDetermined { permission = yes ? .authorized : .denied }
      send(.permissionAnswered(granted: permission.allowsDelivery))
      return
    case .registerForDeviceToken:
      pending.remove(at: index)
      send(
        fault == .none
          ? .deviceTokenReceived(token) : .deviceTokenFailed(.init(detail: "no APNs")))
      return
    case .startSaveWindow, .open, .reauthenticate, .cancel:
      preconditionFailure("never pending")
    }
    trace?.append(
      "    arrives with \(fault): \(pending[index].answer.map(ModelFormat.event) ?? "")")
  }

  /// Answers everything, without faults, in a random order; then checks the settled state.
  func settle(_ seed: UInt64) {
    var rng = SeededGenerator(seed: seed)
    var rounds = 0
    while violation == nil, !pending.isEmpty || windowTimer {
      rounds += 1
      guard rounds <= 500 else {
        fail("settles", "still busy after 500 answers: \(pending.map(\.effect))")
        return
      }
      let index = rng.below(pending.count + (windowTimer ? 1 : 0))
      if index < pending.count {
        answer(index, .none, rng.chance(50))
      } else {
        fire()
      }
    }
    guard violation == nil else { return }
    settles += 1
    // Deriving the whole screen (every text) costs more than the rest of a sequence: it is
    // checked at one settle in four, the toggles at all of them.
    checkSettled(screen: seed % 4 == 0 ? ScreenModel(state: state, strings: .english) : nil)
  }
}
