@testable import NotificationSettings

/// A broken invariant: its name (the shrinker keeps a sequence only while the SAME one breaks)
/// and what was seen.
struct Violation: Error, Equatable, CustomStringConvertible {
  var invariant: String
  var detail: String
  var description: String { "\(invariant): \(detail)" }
}

/// Plays the runner's role for the pure reducer: keeps the effects pending, lets the sequence
/// decide which one the wiki (a ``ReferenceWiki``) or the device answers next, and checks the
/// invariants after every event and at every settle.
final class ModelRunner {
  typealias Event = SettingsFeature.Event
  typealias Effect = SettingsFeature.Effect

  /// An effect waiting for its answer; a wiki request first arrives (the wiki applies it and the
  /// answer is fixed), then the answer is delivered, so answers can overtake each other.
  struct Pending {
    var effect: Effect
    var answer: Event?
    /// For a read: how many changes the state could not know about had happened when the wiki
    /// served it.
    var divergence = 0
    /// The session whose cookie the request carries (see ``ModelRunner/sessionEpoch``).
    var epoch = 0
    /// A read or a write the state let go of (``SettingsFeature/Effect/cancel(_:)``, or a newer
    /// one of its key): it still reaches the wiki, but the store drops its answer.
    var isAbandoned = false
    /// For a save: the step at which it was sent (a tap after it is a change made since).
    var sentAt = 0
    /// For a save: the types it carried along (not the person's choices).
    var carried: Set<NotificationType> = []
  }

  /// The person's last choice for a type, until the wiki holds it or they were told otherwise.
  struct Intent {
    var value: Bool
    var step: Int
    var user: String
    var language: WikiLanguage
    var resolved = false
  }

  /// The kind of wiki and session (``ModelMode``).
  let mode: ModelMode
  private(set) var state: SettingsFeature.State
  var wiki: ReferenceWiki
  private(set) var permission: PermissionStatus
  private var token = "t0"
  private var tokenCount = 0
  /// Temporary accounts made during the run (the world's may be `~2026-1`).
  private var temporaryCount = 0
  /// Temporary accounts for which a failed delete of their subscription was announced.
  var temporaryRemovalFailureAnnounced: Set<String> = []
  private(set) var pending: [Pending] = []
  /// The store asked the app to log in again (``SettingsFeature/Effect/reauthenticate``), and
  /// the app has not answered yet.
  var reloginAsked = false
  /// Whether the save window's timer runs (the store runs one, cancelled with the window).
  private(set) var windowTimer = false
  private var persisted: DeviceRecord
  private var step = 0
  var intents: [NotificationType: Intent] = [:]
  private var lastTap: [NotificationType: Int] = [:]
  /// The step at which the save whose answer is being delivered was sent.
  private var deliveredSaveSentAt = 0
  /// Types changed on the web that no adopted read has shown yet: a tap on one is a choice made
  /// against a value the wiki no longer holds, so it is not tracked as an intent.
  private var webEditedUnread: Set<NotificationType> = []
  /// Types written by an abandoned save that landed, until a read served after it is adopted.
  var landedUnseen: Set<NotificationType> = []
  /// Whether such a save stored the default-off marker, until a read served after it is adopted.
  private var markerLandedUnseen = false
  /// Whether such a save made types global, until a read served after it is adopted.
  private var globalLandedUnseen = false
  /// Changes of the wiki the state cannot know about until it reads (an unknown save outcome, a
  /// change on the web), counted; and how many of them the last adopted read had seen.
  private var divergence = 0
  private var divergenceRead = 0
  private var deliveredDivergence = 0
  private var serverMayDiffer: Bool { divergenceRead < divergence }
  /// Subscriptions of this device's tokens the wiki took during the run (the world may start with
  /// one the device knows nothing about), and the account of the last logout that completed.
  var subscribedInRun: Set<DeviceSubscription> = []
  private var loggedOutAccount: String?
  var lastLogin: String?
  /// Whether a read named the account since its login, when its logout completed: a logout of an
  /// account no read confirmed may only keep the subscription as a pending delete.
  var accountConfirmed = false
  private var loggedOutConfirmed = false
  /// Accounts for which a failed delete was announced (a pending delete is then accepted).
  private var unsubscribeFailureAnnounced: Set<String> = []
  /// Deletes owed before the run began (announced at that earlier logout).
  private var initiallyPending: Set<DeviceSubscription> = []
  /// Counts the wiki's sessions: a request carries the cookie of the session it was sent in, so
  /// one that arrives after that session ended (a logout, an expiry, a new login) is anonymous.
  var sessionEpoch = 0
  private(set) var violation: Violation?
  /// What happened, for the report of a failing sequence (nil: not recorded, for speed).
  var trace: [String]?
  private(set) var settles = 0

  init(world: ModelWorld, tracing: Bool = false) {
    mode = world.mode
    let configuration = SettingsConfiguration(
      pushTopic: "org.wikimedia.wikipedia",
      turnsTypesOffAtFirstLogin: world.turnsTypesOffAtFirstLogin,
      usesAppSession: world.mode == .appSession)
    state = SettingsFeature.State(
      configuration: configuration, language: world.language, device: world.device)
    wiki = world.wiki
    permission = world.permission
    persisted = world.device
    trace = tracing ? [] : nil
    // The session the run starts in is a login too (its logout is checked like any other), and
    // the subscriptions the device recorded before the run are its own as well.
    lastLogin = world.wiki.session
    initiallyPending = Set(world.device.pendingUnsubscribes)
    let recorded =
      [world.device.registered, world.device.unconfirmed].compactMap { $0 }
      + world.device.pendingUnsubscribes
    subscribedInRun = Set(
      recorded.filter { world.wiki.subscriptions[$0.deviceToken] == $0.userName })
    // The store's start: the device's kept choices, shown before anything is read.
    if let kept = world.kept {
      let effects = SettingsFeature.reduce(into: &state, .knownChoicesRestored(kept))
      expect(effects.isEmpty, "showing kept choices sends nothing", "\(effects)")
    }
  }

  /// Runs a whole case; stops at the first violation.
  static func run(_ modelCase: ModelCase, actions: [ModelAction]? = nil, tracing: Bool = false)
    -> ModelRunner
  {
    let runner = ModelRunner(world: modelCase.world, tracing: tracing)
    for action in actions ?? modelCase.actions {
      runner.perform(action)
      if runner.violation != nil { break }
    }
    return runner
  }

  // MARK: Actions

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
    }
  }

  private func fire() {
    windowTimer = false
    send(.saveWindowElapsed)
  }

  /// Answers pending work `index`: a wiki request arrives, or an answer is delivered.
  private func answer(_ index: Int, _ fault: Fault, _ yes: Bool) {
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
      if mode == .appSession, case .logoutFinished = event {
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
    case .startSaveWindow, .persist, .openSystemSettings, .openURL, .showLogin, .showCreateAccount,
      .reauthenticate,
      .cancel:
      preconditionFailure("never pending")
    }
    trace?.append(
      "    arrives with \(fault): \(pending[index].answer.map(ModelFormat.event) ?? "")")
  }

  /// Answers everything, without faults, in a random order; then checks the settled state.
  private func settle(_ seed: UInt64) {
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

  // MARK: Sending events

  func send(_ event: Event) {
    step += 1
    let before = state
    let effects = SettingsFeature.reduce(into: &state, event)
    if case .logoutFinished = event, case .loggingOut(.ending) = before.session,
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
  private func abandon(_ key: SettingsFeature.EffectKey) {
    for index in pending.indices where pending[index].effect.key == key {
      pending[index].isAbandoned = true
    }
  }

  private func emitted(_ effect: Effect) {
    switch effect {
    case .load, .loadForCopy, .subscribe, .unsubscribe, .logout, .checkPermission,
      .requestPermission, .registerForDeviceToken:
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
    case .persist(let record):
      persisted = record
    case .cancel(let key) where key != .saveWindow:
      abandon(key)
    case .cancel:
      windowTimer = false
    case .reauthenticate:
      expect(
        mode == .appSession, "only the app's session asks the app to log in again",
        "\(state.session)")
      reloginAsked = true
    case .openSystemSettings, .openURL, .showLogin, .showCreateAccount:
      break
    }
  }

  // MARK: Invariants

  func fail(_ invariant: String, _ detail: String) {
    guard violation == nil else { return }
    violation = Violation(invariant: invariant, detail: detail)
    trace?.append("!!! \(invariant): \(detail)")
  }

  func expect(
    _ condition: Bool, _ invariant: String, _ detail: @autoclosure () -> String
  ) {
    if !condition { fail(invariant, detail()) }
  }

  private func checkWrite(_ language: WikiLanguage, _ write: OptionsWrite) {
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

  /// The toggles a person sees: nil when no rows are shown.
  private static func visible(_ state: SettingsFeature.State) -> [NotificationType: Bool]? {
    guard state.session.userName != nil, state.wiki.values != nil else { return nil }
    var shown: [NotificationType: Bool] = [:]
    for type in state.wiki.offeredTypes { shown[type] = state.isOn(type) }
    return shown
  }

  private func checkAfter(_ event: Event, _ before: SettingsFeature.State) {
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
    if case .preferencesLoaded(.success) = event, state.loading.error == nil,
      state.loading.inFlight == nil, before.loading.inFlight != nil
    {
      divergenceRead = max(divergenceRead, deliveredDivergence)
      if !serverMayDiffer {
        webEditedUnread = []
        landedUnseen = []
        markerLandedUnseen = false
        globalLandedUnseen = false
      }
    }
  }

  private func recordTaps(_ event: Event, _ before: SettingsFeature.State) {
    let type: NotificationType?
    switch event {
    case .toggleTapped(let tapped): type = tapped
    case .permissionAnswered: type = before.saving.awaitingPermission
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

  private func checkAlways(_ before: SettingsFeature.State) {
    expect(persisted == state.device, "the device record is stored", "\(state.device)")
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

  /// A save's answer: a rollback touches only the failed keys the person has not changed since,
  /// and every failure is announced naming exactly the reverted types.
  private func checkSaveAnswer(
    _ event: Event, _ before: SettingsFeature.State, _ new: [Announcement.Message]
  ) {
    // The store delivers only the answer of the write in flight.
    let answered: (error: WikiFailure, request: SaveRequest?, isCopy: Bool)
    switch event {
    case .saveFinished(let error?): answered = (error, before.saving.inFlight, false)
    case .copySaveFinished(let error?): answered = (error, before.migration.request, true)
    default: return
    }
    guard let request = answered.request else { return }
    let error = answered.error
    if error == .notLoggedIn {
      expect(new.contains(.loggedOut), "failures are announced", "notLoggedIn: \(new)")
      return
    }
    guard !answered.isCopy else { return }  // a copy's: silent, as the spec asks
    guard error.isDefinite else {
      expect(new.contains(.saveOutcomeUnknown), "failures are announced", "\(error): \(new)")
      return
    }
    // Types carried along were not the person's choices: their refusal names nothing.
    var failed = request.kind == .defaultOff ? request.values.keys.sorted() : request.chosenTypes
    if case .keysRejected(let rejected) = error { failed = failed.filter(rejected.contains) }
    // Ignored for a global value set meanwhile: not a failure (re-read, then written globally).
    if case .globallyOverridden(let global, let rejected) = error {
      failed = failed.filter(rejected.contains)
      if request.kind == .toggles, state.session.userName != nil {
        // Unless tapped again since: the newer choice is then sent (or equals the wiki's).
        let sent = deliveredSaveSentAt
        expect(
          global.subtracting(request.carried).allSatisfy {
            state.wiki.globalTypes.contains($0)
              && (state.saving.unsent[$0] != nil || (lastTap[$0] ?? -1) > sent)
          },
          "a choice ignored for its global value is written globally",
          "ignored \(global), unsent \(state.saving.unsent), global \(state.wiki.globalTypes)")
      }
      expect(
        !new.contains { if case .saveFailedReverted = $0 { true } else { false } }
          || !failed.isEmpty,
        "a global choice set elsewhere is not a failure", "\(new)")
    }
    guard !failed.isEmpty else { return }
    let reported: WikiFailure
    if case .globallyOverridden(_, let rejected) = error {
      reported = .keysRejected(rejected)
    } else {
      reported = error
    }
    if request.kind == .defaultOff {
      expect(new.contains(.defaultsNotApplied(reported)), "failures are announced", "\(new)")
      return
    }
    let sent = deliveredSaveSentAt
    let since = failed.filter { (lastTap[$0] ?? -1) > sent }
    let reverted = failed.filter { !since.contains($0) }
    let expected: Announcement.Message =
      reverted.isEmpty
      ? .saveFailedSuperseded(since, reported) : .saveFailedReverted(reverted, reported)
    expect(
      new.contains(expected), "a failed save announces exactly the reverted types",
      "expected \(expected), got \(new)")
    // Logging out (asked for during the save) follows its answer and clears the screen.
    guard state.session.userName != nil else { return }
    for type in ReferenceWiki.allTypes {
      if reverted.contains(type) {
        expect(
          state.isOn(type) == before.wiki.values?[type], "a rollback restores the wiki's value",
          "\(type) shows \(String(describing: state.isOn(type)))")
      } else if request.carried.contains(type), state.isOn(type) == before.wiki.values?[type] {
        // A value carried along was never a choice: with its write failed the row shows what
        // the wiki holds (which a read may have changed while the write travelled).
        continue
      } else {
        expect(
          state.isOn(type) == before.isOn(type),
          "a rollback touches only failed keys not changed since",
          "\(type) was \(String(describing: before.isOn(type))), now \(String(describing: state.isOn(type)))"
        )
      }
    }
  }

  private func checkFailuresAnnounced(
    _ event: Event, _ before: SettingsFeature.State, _ new: [Announcement.Message]
  ) {
    if case .failed(let reason) = state.subscriptions.registration,
      before.subscriptions.registration != state.subscriptions.registration
    {
      expect(
        new.contains(.registrationFailed(reason)), "failures are announced",
        "registration failed (\(reason)) silently")
    }
    if case .preferencesLoaded(.failure(let failure)) = event,
      before.loading.inFlight != nil, state.loading.inFlight == nil,
      state.loading.error == failure
    {
      expect(
        new.contains(.loadFailed(failure)), "failures are announced", "load failed silently")
    }
    if case .unsubscribeFinished(let token, .logout, .failure(let failure)) = event,
      case .loggingOut(.ending(let subscription?)) = before.session,
      subscription.deviceToken == token
    {
      expect(
        new.contains(.unsubscribeFailed(userName: subscription.userName, failure)),
        "failures are announced", "unsubscribe at logout failed silently")
    }
    // Whatever failed: if the toggles a person sees changed, they hear why.
    let failedAnswer: Bool
    switch event {
    case .saveFinished(_?) where before.saving.inFlight != nil:
      failedAnswer = true
    case .copySaveFinished:
      // A failed language migration is silent, as the spec asks: the new wiki's values show.
      failedAnswer = false
    case .preferencesLoaded(.failure), .copyPreferencesLoaded(.failure),
      .subscribeFinished(_, _, .failure), .unsubscribeFinished(_, _, .failure), .deviceTokenFailed,
      .logoutFinished(_?):
      failedAnswer = true
    case .preferencesLoaded(.success(let snapshot)), .copyPreferencesLoaded(.success(let snapshot)):
      // A read that finds the session gone.
      failedAnswer = snapshot.userName == nil
    default:
      failedAnswer = false
    }
    // A logout the person asked for, which went ahead once the answer came, is not a failure's doing.
    let loggingOutAsAsked = before.session.isWaitingToLogOut && state.session.userName == nil
    if failedAnswer, !loggingOutAsAsked, let shown = Self.visible(before),
      Self.visible(state) != shown
    {
      expect(
        !new.isEmpty, "a failure that changes the screen is announced",
        "\(event) changed the toggles silently")
    }
  }

  private func checkSettled(screen: ScreenModel?) {
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
