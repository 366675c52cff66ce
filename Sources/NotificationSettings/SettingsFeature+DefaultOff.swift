// The first-login reset: every offered type off, once per account and wiki.
extension SettingsFeature.State {
  /// Their explicit request: a fresh read, then the reset if the wiki still has no marker and no
  /// choice of theirs is waiting (never retried by itself; see ``applyDefaultOffIfFirstLogin()``).
  mutating func defaultsRetryTapped() -> [Effect] {
    guard saving.error?.outcome == .defaultsNotApplied, session.userName != nil else { return [] }
    saving.error = nil
    wiki.defaultOffCheckPending = true
    return loadForScreen(force: true)
  }

  /// At the first login of an account on this wiki, turns every offered type off, once, in one
  /// write; types set in the global preferences are the person's own choice and stay. A reset
  /// that fails is said (banner and announcement) and not retried by itself: a retry could
  /// overwrite choices made on the web since, and the screen shows what the wiki holds. A reset
  /// the wiki refused in part leaves no marker, so the next login tries again.
  mutating func applyDefaultOffIfFirstLogin() -> [Effect] {
    guard wiki.defaultOffCheckPending else { return [] }
    wiki.defaultOffCheckPending = false
    guard configuration.turnsTypesOffAtFirstLogin, !wiki.hasDefaultOffMarker,
      writeInFlight == nil, !session.isLoggingOut, let userName = session.userName,
      let held = wiki.values,
      // A choice the person made already is sent with the marker instead: never overwritten.
      saving.unsent.isEmpty
    else { return [] }
    let resettable = held.filter { !wiki.globalTypes.contains($0.key) }
    guard !resettable.isEmpty else { return [] }
    return [send(.defaultOff, resettable.mapValues { _ in false }, as: userName)]
  }

  /// The wiki holds the default-off marker: the first-login reset is done for this account.
  mutating func markerStored() {
    wiki.hasDefaultOffMarker = true
    wiki.defaultOffCheckPending = false
  }
}
