// The first-login reset in the save pipeline: every offered type off, once per account, in one
// write (a global one where the wiki offers global preferences).
extension Saving {
  /// At the first login of an account, turns every offered type off, once, in one write; a
  /// choice the person already made stays. Where the wiki offers global preferences the write
  /// is global (see ``globalDefaultOff(_:)``); elsewhere it is this wiki's, marked so that it
  /// happens once. A reset that fails is said (banner and announcement) and not retried by
  /// itself: a retry could overwrite choices made on the web since, and the screen shows what
  /// the wiki holds. A reset the wiki refused in part leaves no marker (nor global values), so
  /// the next login tries again.
  mutating func applyDefaultOffIfFirstLogin(_ context: Context, wiki: inout SettingsFeature.Wiki)
    -> [Effect]
  {
    guard wiki.defaultOffCheckPending else { return [] }
    wiki.defaultOffCheck(pending: false)
    guard context.turnsTypesOffAtFirstLogin, inFlight == nil,
      context.copyWrite == nil, !context.isLoggingOut, let userName = context.userName,
      let held = wiki.values,
      // A choice the person made already is sent instead (with the rest carried, or the
      // marker): never overwritten.
      unsent.isEmpty
    else { return [] }
    let values: [NotificationType: Bool]
    if wiki.offersGlobalPreferences {
      values = Self.globalDefaultOff(wiki)
    } else {
      // Types set in the global preferences are the person's own choice and stay.
      values =
        wiki.hasDefaultOffMarker
        ? [:] : held.filter { !wiki.globalTypes.contains($0.key) }.mapValues { _ in false }
    }
    guard !values.isEmpty else { return [] }
    let (request, write) = Self.save(
      .defaultOff, values, marker: !wiki.offersGlobalPreferences, as: userName,
      language: context.language, wiki: wiki)
    inFlight = request
    return [.save(context.language, write)]
  }

  /// The global reset: every offered type whose choice is not global yet, in one global write.
  /// A value already global is the person's and stays (it is not written). A local value is
  /// carried over, never reset, where it is a choice: every value once this wiki holds the
  /// marker (the package reset it before), else a value that differs from Echo's default (set
  /// on the web). The rest is turned off. Local exceptions stay this wiki's own.
  static func globalDefaultOff(_ wiki: Wiki) -> [NotificationType: Bool] {
    wiki.notYetGlobal.reduce(into: [:]) { values, entry in
      let (type, held) = entry
      let isChoice = wiki.hasDefaultOffMarker || held != type.isOnByEchoDefault
      values[type] = isChoice ? held : false
    }
  }

  /// The person's explicit request: a fresh read, then the reset if the wiki still has no marker
  /// and no choice of theirs is waiting (never retried by itself; see
  /// ``applyDefaultOffIfFirstLogin(_:wiki:)``).
  mutating func defaultsRetryTapped(
    _ context: Context, wiki: inout SettingsFeature.Wiki, delegates: inout [Delegate]
  ) -> [Effect] {
    guard error?.outcome == .defaultsNotApplied, context.userName != nil else { return [] }
    error = nil
    wiki.defaultOffCheck(pending: true)
    delegates.append(.reload)
    return []
  }
}
