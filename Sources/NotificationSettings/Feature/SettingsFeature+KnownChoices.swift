// The parent's rule for the device's last known choices (``KnownChoices``): shown at once when
// the store starts, confirmed or replaced by the screen's first read, never written back.
extension SettingsFeature.State {
  /// Shows the kept choices of the account on this wiki before anything is read, as if a read
  /// had named the account: the switches appear at once, with "checking with the wiki" while
  /// the first read is out. Only at the very start (nothing known yet, the app has not said
  /// nobody is logged in) and only for this language's wiki.
  mutating func knownChoicesRestored(_ known: KnownChoices) -> [Effect] {
    guard session == .unknown, wiki.values == nil, known.language == language,
      !session.isNobody(sayingTheApp: configuration.usesAppSession),
      !migration.isActive
    else { return [] }
    let effects = run(\.session, .accountRead(known.userName))
    wiki.apply(.restored(known))
    return effects
  }

  /// The first read answered after the kept choices were shown: when it differs from them for
  /// a type the person did not tap (its value, or where it applies), the switches have moved
  /// to the wiki's values, and a screen reader hears it once. A type in `tapped` (the person's
  /// choices before the read) keeps the person's choice, so its difference is not news.
  mutating func announceIfTheReadMoved(
    _ shown: KnownChoices, _ snapshot: WikiSnapshot, tapped: Set<NotificationType>
  ) {
    let types = Set(shown.values.keys).union(snapshot.values.keys).subtracting(tapped)
    let moved =
      shown.userName != snapshot.userName
      || shown.offersGlobalPreferences != snapshot.offersGlobalPreferences
      || types.contains { type in
        shown.values[type] != snapshot.values[type]
          || shown.globalTypes.contains(type) != snapshot.globalTypes.contains(type)
          || shown.localExceptions.contains(type) != snapshot.localExceptions.contains(type)
      }
    if moved { announcements.apply(.said(.choicesUpdatedFromWiki, .polite)) }
  }
}
