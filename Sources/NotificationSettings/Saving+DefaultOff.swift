// The first-login reset in the save pipeline: every offered type off, once per account and wiki.
extension SettingsFeature.Saving {
  /// At the first login of an account on this wiki, turns every offered type off, once, in one
  /// write; types set in the global preferences are the person's own choice and stay. A reset
  /// that fails is said (banner and announcement) and not retried by itself: a retry could
  /// overwrite choices made on the web since, and the screen shows what the wiki holds. A reset
  /// the wiki refused in part leaves no marker, so the next login tries again.
  mutating func applyDefaultOffIfFirstLogin(_ context: Context, wiki: inout Wiki) -> [Effect] {
    guard wiki.defaultOffCheckPending else { return [] }
    wiki.defaultOffCheckPending = false
    guard context.turnsTypesOffAtFirstLogin, !wiki.hasDefaultOffMarker, inFlight == nil,
      context.copyWrite == nil, !context.isLoggingOut, let userName = context.userName,
      let held = wiki.values,
      // A choice the person made already is sent with the marker instead: never overwritten.
      unsent.isEmpty
    else { return [] }
    let resettable = held.filter { !wiki.globalTypes.contains($0.key) }
    guard !resettable.isEmpty else { return [] }
    let (request, write) = Self.save(
      .defaultOff, resettable.mapValues { _ in false }, marker: true, as: userName,
      language: context.language, wiki: wiki)
    inFlight = request
    return [write]
  }

  /// The person's explicit request: a fresh read, then the reset if the wiki still has no marker
  /// and no choice of theirs is waiting (never retried by itself; see
  /// ``applyDefaultOffIfFirstLogin(_:wiki:)``).
  mutating func defaultsRetryTapped(
    _ context: Context, wiki: inout Wiki, outputs: inout [Output]
  ) -> [Effect] {
    guard error?.outcome == .defaultsNotApplied, context.userName != nil else { return [] }
    error = nil
    wiki.defaultOffCheckPending = true
    outputs.append(.reload)
    return []
  }
}
