// The person's choices in the save pipeline: toggles, the permission they may wait for, and the
// one save that sends them.
extension Saving {
  typealias Effect = SettingsFeature.Effect
  typealias Wiki = SettingsFeature.Wiki

  /// The value a toggle shows: the unsent choice, else the one being saved (the screen's or the
  /// copy's), else the wiki's. Nil when the wiki does not offer the type (or nothing is loaded).
  func shows(_ type: NotificationType, wiki: Wiki, copyWrite: SaveRequest?) -> Bool? {
    guard let wikiValue = wiki.values?[type] else { return nil }
    return unsent[type] ?? (inFlight ?? copyWrite)?.values[type] ?? wikiValue
  }

  /// The person flipped a type's toggle.
  mutating func toggleTapped(
    _ type: NotificationType, _ context: Context, wiki: Wiki, said: inout Announcements
  ) -> [Effect] {
    // Rows are disabled in these states; a renderer that sends the tap anyway changes nothing.
    guard context.userName != nil, !context.isCopyingSettings, awaitingPermission == nil,
      !context.isLoggingOut, let current = shows(type, wiki: wiki, copyWrite: context.copyWrite)
    else { return [] }
    let newValue = !current
    if newValue {
      switch context.permission {
      case nil, .notDetermined?:
        // Ask first; the toggle completes only if the person allows notifications.
        awaitingPermission = type
        return [.requestPermission]
      case .denied?:
        // The choice is the account's (it reaches the person's other devices), so it is saved,
        // but the person must hear that this device will stay silent.
        said.say(.permissionDenied, .polite)
      case .authorized?, .provisional?:
        break
      }
    }
    setChoice(type, newValue, context, wiki: wiki)
    return sendUnsent(context, wiki: wiki)
  }

  /// The person answered the permission question a toggle waited for: allowed, the toggle
  /// completes (unless the type is on already).
  mutating func permissionAnswered(granted: Bool, _ context: Context, wiki: Wiki) -> [Effect] {
    let type = awaitingPermission
    awaitingPermission = nil
    guard granted, let type, shows(type, wiki: wiki, copyWrite: context.copyWrite) == false else {
      return []
    }
    setChoice(type, true, context, wiki: wiki)
    return sendUnsent(context, wiki: wiki)
  }

  /// Records the person's choice for a type, to be sent with the next save.
  mutating func setChoice(
    _ type: NotificationType, _ value: Bool, _ context: Context, wiki: Wiki
  ) {
    // While the type is being saved, any tap is a change made since that request, even one back
    // to the value in flight: it is kept, so a failure of the request does not undo it.
    // After a save whose outcome is unknown, the wiki
    // may hold either value: a tap back to the value read before is a choice to send too.
    // On the device's kept values every tap is kept: they may not be the wiki's, so a tap back
    // to one is still the person's absolute choice, compared with the wiki once read.
    let changesTheWiki =
      (inFlight ?? context.copyWrite)?.values[type] != nil || unconfirmed.contains(type)
      || wiki.values?[type] != value || wiki.isFromDevice || Self.awaitsGlobal(type, wiki)
    unsent[type] = changesTheWiki ? value : nil
  }

  /// The person asked to send the choices a failed save switched back again: they are chosen
  /// anew (those the wiki holds by now have nothing to send) and go out as any tap does.
  mutating func saveRetryTapped(_ context: Context, wiki: Wiki) -> [Effect] {
    guard let retry = error?.retry, !retry.isEmpty, context.userName != nil,
      !context.isCopyingSettings, !context.isLoggingOut
    else { return [] }
    error = nil
    for (type, value) in retry where unsent[type] == nil {
      setChoice(type, value, context, wiki: wiki)
    }
    return sendUnsent(context, wiki: wiki)
  }

  /// The person dismissed the save error banner.
  mutating func errorDismissed() -> [Effect] {
    error = nil
    return []
  }

  /// The window's collected taps go out together.
  mutating func saveWindowElapsed(_ context: Context, wiki: Wiki) -> [Effect] {
    guard isWindowOpen else { return [] }
    isWindowOpen = false
    return sendUnsent(context, wiki: wiki)
  }

  /// A write of these types may or may not have landed (a language copy's): a tap on one is sent
  /// even when it equals the value read before, until the next read.
  mutating func unconfirm(_ types: Set<NotificationType>) {
    unconfirmed.formUnion(types)
  }

  /// A read of the account answered: what it holds is confirmed, and an unsent toggle the wiki
  /// already holds (or no longer offers) has nothing left to send.
  mutating func accountRead(
    _ values: [NotificationType: Bool], copyWrite: SaveRequest?, wiki: Wiki
  ) {
    unconfirmed = []
    unsent = unsent.filter { type, value in
      guard let wikiValue = values[type] else { return false }
      return wikiValue != value || (inFlight ?? copyWrite)?.values[type] != nil
        || Self.awaitsGlobal(type, wiki)
    }
  }

  /// Whether a choice of `type` belongs in the global preferences but is not there yet: this
  /// wiki's own value equal to the choice does not make it hold on the account's other wikis,
  /// so it still has something to send (found by the randomized model: a choice equal to the
  /// local value, made while the first-login reset travelled or before the first read, stayed
  /// on this wiki alone).
  static func awaitsGlobal(_ type: NotificationType, _ wiki: Wiki) -> Bool {
    wiki.offersGlobalPreferences && wiki.writesGlobally(type) && !wiki.globalTypes.contains(type)
  }

  /// Sends every unsent choice that differs from the wiki as ONE save, and opens the save
  /// window: what the person taps until it ends goes out together in the next save, so a burst
  /// costs one write per window instead of one per tap. The first tap after a quiet moment is
  /// confirmed in one round trip. Nothing goes out while a save is in flight, nor while the
  /// window is open unless a logout waits (it would drop them).
  ///
  /// What a global save carries comes from the last read; the live client confirms it with a
  /// fresh read just before the write, unless `carriedAreFresh` (the read answered just now).
  mutating func sendUnsent(_ context: Context, wiki: Wiki, carriedAreFresh: Bool = false)
    -> [Effect]
  {
    // Values shown from the device are not the wiki's until a read confirms them: a tap waits
    // for that read (and its token), and nothing carried or compared is taken from them.
    guard inFlight == nil, context.copyWrite == nil, let userName = context.userName,
      let held = wiki.values, !wiki.isFromDevice
    else { return [] }
    // A choice the wiki holds already has nothing left to send, window or not.
    unsent = unsent.filter { type, value in
      held[type].map {
        $0 != value || unconfirmed.contains(type) || Self.awaitsGlobal(type, wiki)
      } ?? false
    }
    guard !isWindowOpen || context.isWaitingToLogOut, !unsent.isEmpty else { return [] }
    var changes = unsent
    unsent = [:]
    // A choice holds only where it is global: the types whose choice is not global yet go along
    // with the values the screen shows, in the same global write, so the account's other wikis
    // stop deciding by their own (Echo's push-on defaults, mostly). Never a request of its own:
    // a save of local exceptions alone carries nothing.
    let writesGlobally = changes.keys.contains(where: wiki.writesGlobally)
    let carried = writesGlobally ? wiki.notYetGlobal.filter { changes[$0.key] == nil } : [:]
    changes.merge(carried) { chosen, _ in chosen }
    // Any write of the person's choices of this wiki's own options marks the wiki, so a later
    // first-login reset can never overwrite them. Where choices are global there is no reset of
    // local values to guard against.
    let local = changes.keys.filter { !wiki.writesGlobally($0) }
    let marker =
      context.turnsTypesOffAtFirstLogin && !wiki.hasDefaultOffMarker && !local.isEmpty
      && !wiki.offersGlobalPreferences
    let (request, write) = Self.save(
      .toggles, changes, marker: marker, as: userName, language: context.language, wiki: wiki,
      carried: Set(carried.keys), confirmingCarried: !carriedAreFresh)
    inFlight = request
    isWindowOpen = true
    return [.save(context.language, write), .startSaveWindow(context.saveWindow)]
  }

  /// A new save's request and what it writes; the caller keeps the request where its answer is
  /// awaited (the screen's in ``inFlight``, a language copy's in ``Migration``).
  static func save(
    _ kind: SaveRequest.Kind, _ values: [NotificationType: Bool], marker: Bool,
    as userName: String, language: WikiLanguage, wiki: Wiki, carried: Set<NotificationType> = [],
    confirmingCarried: Bool = true
  ) -> (SaveRequest, OptionsWrite) {
    // Where the wiki offers global preferences every choice is written there (but a local
    // exception's), as is a type set there already: it then holds on every wiki, and on this one.
    let global = Set(values.keys.filter(wiki.writesGlobally))
    let request = SaveRequest(
      kind: kind, values: values, setsDefaultOffMarker: marker, globalTypes: global,
      carried: carried)
    let write = OptionsWrite(
      userName: userName, values: values, setsDefaultOffMarker: marker,
      markerNeedsEveryValue: request.markerNeedsEveryValue, globalTypes: global,
      carriedTypes: confirmingCarried ? carried : [])
    return (request, write)
  }
}
