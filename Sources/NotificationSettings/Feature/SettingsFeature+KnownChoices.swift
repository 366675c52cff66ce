// The device's last known choices (``KnownChoices``): shown at once when the store starts (the
// session child restores them: `AccountSession.Action.knownChoicesRestored`), confirmed or
// replaced by the screen's first read, never written back.
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
