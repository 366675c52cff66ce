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
    let effects = scope(\.session, .accountRead(known.userName))
    wiki.restore(known)
    return effects
  }
}

extension KnownChoices {
  /// Whether the first read's answer moves a switch shown from these kept choices: for a type
  /// not in `tapped` (the person's choices before the read keep the person's choice, so their
  /// difference is not news), its value, or where it applies; or another account.
  func areMoved(by snapshot: WikiSnapshot, tapped: Set<NotificationType>) -> Bool {
    let types = Set(values.keys).union(snapshot.values.keys).subtracting(tapped)
    return userName != snapshot.userName
      || offersGlobalPreferences != snapshot.offersGlobalPreferences
      || types.contains { type in
        values[type] != snapshot.values[type]
          || globalTypes.contains(type) != snapshot.globalTypes.contains(type)
          || localExceptions.contains(type) != snapshot.localExceptions.contains(type)
      }
  }
}
