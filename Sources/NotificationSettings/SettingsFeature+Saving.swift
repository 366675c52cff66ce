extension SettingsFeature {
  /// The save pipeline: choices collected, at most one write in flight, then the wiki's answer.
  public struct Saving: Equatable, Sendable {
    /// Toggles made since the last save was sent, not yet sent.
    public var unsent: [NotificationType: Bool] = [:]
    /// The save in flight, if any (never more than one).
    public var inFlight: SaveRequest?
    /// Types of a save whose outcome is unknown: the wiki's values read before may not hold
    /// until the next read, so a toggle of one is sent even when it equals them.
    public var unconfirmed: Set<NotificationType> = []
    /// Whether the save window opened by the last save of toggles is open: taps are collected
    /// until it ends (and the save in flight answers), then sent together.
    public var isWindowOpen = false
    /// The last failed save, shown as a banner.
    public var error: SaveError?
    /// The type waiting to be turned on while the permission question is asked.
    public var awaitingPermission: NotificationType?

    /// Nothing to save.
    public init() {}

    /// Drops every choice and the save in flight, and closes the save window: the write (which
    /// may still land, its answer never delivered) and the window's wait are let go of.
    mutating func reset() -> [SettingsFeature.Effect] {
      defer { self = .init() }
      return (inFlight == nil ? [] : [.cancel(.write)])
        + (isWindowOpen ? [.cancel(.saveWindow)] : [])
    }

    /// The save that answered, taken out of flight; nil when the screen has none.
    mutating func finish() -> SaveRequest? {
      defer { inFlight = nil }
      return inFlight
    }
  }
}

extension SettingsFeature.State {
  mutating func toggleTapped(_ type: NotificationType) -> [Effect] {
    // Rows are disabled in these states; a renderer that sends the tap anyway changes nothing.
    guard session.userName != nil, !migration.isActive, saving.awaitingPermission == nil,
      !session.isLoggingOut, let current = isOn(type)
    else { return [] }
    let newValue = !current
    if newValue {
      switch permission {
      case nil, .notDetermined?:
        // Ask first; the toggle completes only if the person allows notifications.
        saving.awaitingPermission = type
        return [.requestPermission]
      case .denied?:
        // The choice is the account's (it reaches the person's other devices), so it is saved,
        // but the person must hear that this device will stay silent.
        announce(.permissionDenied, .polite)
      case .authorized?, .provisional?:
        break
      }
    }
    setChoice(type, newValue)
    return scheduleSave() + (newValue ? registerIfUseful() : [])
  }

  /// Records the person's choice for a type, to be sent with the next save.
  mutating func setChoice(_ type: NotificationType, _ value: Bool) {
    // While the type is being saved, any tap is a change made since that request, even one back
    // to the value in flight: it is kept, so a failure of the request does not undo it.
    // After a save whose outcome is unknown, the wiki
    // may hold either value: a tap back to the value read before is a choice to send too.
    let changesTheWiki =
      writeInFlight?.values[type] != nil || saving.unconfirmed.contains(type)
      || wiki.values?[type] != value
    saving.unsent[type] = changesTheWiki ? value : nil
  }

  /// Sends the choices at once when nothing is in flight and no save window is open: the first
  /// tap after a quiet moment is confirmed in one round trip. Otherwise they are collected, and
  /// the answer of the write in flight or the end of the window sends them.
  mutating func scheduleSave() -> [Effect] {
    sendUnsent()
  }

  /// The window's collected taps go out together.
  mutating func saveWindowElapsed() -> [Effect] {
    guard saving.isWindowOpen else { return [] }
    saving.isWindowOpen = false
    return sendUnsent()
  }

  mutating func saveErrorDismissed() -> [Effect] {
    saving.error = nil
    return []
  }

  /// Sends every unsent choice that differs from the wiki as ONE save, and opens the save
  /// window: what the person taps until it ends goes out together in the next save, so a burst
  /// costs one write per window instead of one per tap. Nothing goes out while a save is in
  /// flight, nor while the window is open unless a logout waits (it would drop them).
  mutating func sendUnsent() -> [Effect] {
    guard writeInFlight == nil, let userName = session.userName, let held = wiki.values else {
      return []
    }
    // A choice the wiki holds already has nothing left to send, window or not.
    saving.unsent = saving.unsent.filter { type, value in
      held[type].map { $0 != value || saving.unconfirmed.contains(type) } ?? false
    }
    guard !saving.isWindowOpen || session.isWaitingToLogOut, !saving.unsent.isEmpty else {
      return []
    }
    let changes = saving.unsent
    saving.unsent = [:]
    let save = send(.toggles, changes, as: userName)
    saving.isWindowOpen = true
    return [save, .startSaveWindow(configuration.saveWindow)]
  }

  /// Records a save of the screen's in ``SettingsFeature/Saving/inFlight`` and returns it.
  mutating func send(
    _ kind: SaveRequest.Kind, _ values: [NotificationType: Bool], as userName: String
  ) -> Effect {
    let (request, write) = makeSave(kind, values, as: userName)
    saving.inFlight = request
    return write
  }

  /// A new save's request and its effect; the caller keeps the request where its answer is
  /// awaited.
  mutating func makeSave(
    _ kind: SaveRequest.Kind, _ values: [NotificationType: Bool], as userName: String
  ) -> (SaveRequest, Effect) {
    // A type set in the global preferences is written there (the reset and a language copy
    // never include one): the choice then holds on every wiki, and on this one.
    let global = Set(values.keys).intersection(wiki.globalTypes)
    // Any write of the person's choices of this wiki's own options marks the wiki, so a later
    // first-login reset can never overwrite them; the default-off and migration writes always
    // carry the marker. A global choice alone needs none: the reset leaves global types alone.
    let marker =
      kind != .toggles
      || (configuration.turnsTypesOffAtFirstLogin && !wiki.hasDefaultOffMarker
        && global.count < values.count)
    let request = SaveRequest(
      kind: kind, values: values, setsDefaultOffMarker: marker, globalTypes: global)
    let write = OptionsWrite(
      userName: userName, values: values, setsDefaultOffMarker: marker,
      markerNeedsEveryValue: request.markerNeedsEveryValue, globalTypes: global)
    return (request, .save(language, write))
  }

  /// The answer of the one write in flight: the screen's or a language copy's (the store never
  /// delivers that of a write let go of: language changed, logged in or out since).
  mutating func saveFinished(error: WikiFailure?) -> [Effect] {
    guard let request = saving.finish() ?? migration.finish() else { return [] }
    switch error {
    case nil, .keysRejected?:
      // The wiki now holds (some of) this save. A read in flight may have been served before the
      // save was applied: adopted after this answer, it would show the old values as the wiki's.
      // Its answer is dropped and a fresh read follows it.
      loading.saveLanded()
    default:
      break
    }
    guard let error else { return saveSucceeded(request) }
    return saveFailed(request, error)
  }

  mutating func saveSucceeded(_ request: SaveRequest) -> [Effect] {
    wiki.values?.merge(request.values) { _, saved in saved }
    if request.setsDefaultOffMarker { markerStored() }
    switch request.kind {
    case .toggles:
      saving.error = nil
      announce(.saved, .polite)
    case .defaultOff:
      break
    case .migration:
      migration.end(.copied)
    }
    return sendUnsent() + registerIfUseful()
  }

  mutating func saveFailed(_ request: SaveRequest, _ error: WikiFailure) -> [Effect] {
    if error == .notLoggedIn {
      let dropped = becomeLoggedOut()
      announce(.loggedOut, .assertive)
      return dropped
    }
    if case .globallyOverridden(let global, let rejected) = error {
      return globalOptionsIgnored(request, global, rejected: rejected)
    }
    if request.kind == .migration { return migrationSaveFailed(request, error) }
    guard error.isDefinite else {
      // The wiki may or may not hold the request: only a fresh read tells.
      saving.error = SaveError(outcome: .outcomeUnknown, failure: error)
      saving.unconfirmed.formUnion(request.values.keys)
      announce(.saveOutcomeUnknown, .assertive)
      return loadForScreen(force: true)
    }
    return saveRefused(request, error)
  }

  /// The wiki refused (some of) a save of the person's choices or of the first-login reset:
  /// the banner and the announcement name what fell back to the wiki's values.
  mutating func saveRefused(_ request: SaveRequest, _ error: WikiFailure) -> [Effect] {
    var failed = request.values.keys.sorted()
    if case .keysRejected(let rejected) = error {
      // The wiki stored the rest of the request, and the marker with it only where it may stand
      // (a reset refused in part has it withdrawn: the next login tries again).
      failed = failed.filter(rejected.contains)
      if failed.isEmpty { return saveSucceeded(request) }
      let stored = request.values.filter { !rejected.contains($0.key) }
      wiki.values?.merge(stored) { _, saved in saved }
      if request.setsDefaultOffMarker, request.markerHolds(refused: rejected) { markerStored() }
    }
    // A failed toggle the person has not changed since falls back to the wiki's value by
    // itself (nothing unsent covers it); one changed since keeps the newer choice, sent next.
    let reverted = failed.filter { saving.unsent[$0] == nil }
    let superseded = failed.filter { saving.unsent[$0] != nil }
    if request.kind == .defaultOff {
      saving.error = SaveError(outcome: .defaultsNotApplied, failure: error)
      announce(.defaultsNotApplied(error), .assertive)
    } else if !reverted.isEmpty {
      saving.error = SaveError(outcome: .reverted(reverted), failure: error)
      announce(.saveFailedReverted(reverted, error), .assertive)
    } else {
      saving.error = SaveError(outcome: .superseded(superseded), failure: error)
      announce(.saveFailedSuperseded(superseded, error), .assertive)
    }
    return sendUnsent()
  }
}
