extension SettingsFeature.State {
  /// A save met `global-option-ignored`: since the read, these types were set in the person's
  /// global preferences elsewhere, and the wiki kept their global value. That is not the
  /// person's failure: their choice of a type stays on screen, the account is read again (the
  /// rows then say the choice applies on every wiki), and the choice is written globally after
  /// the read. The first-login reset and a language copy leave a global choice as it is.
  mutating func globalOptionsIgnored(
    _ request: SaveRequest, _ global: Set<NotificationType>, rejected: Set<NotificationType>
  ) -> [Effect] {
    wiki.globalTypes.formUnion(global)
    // Taken before the refusal below may send (and clear) the unsent choices.
    let changedSince = Set(saving.unsent.keys)
    var rest = request
    rest.values = request.values.filter { !global.contains($0.key) }
    var effects: [Effect] = []
    if rejected.isEmpty {
      wiki.values?.merge(rest.values) { _, saved in saved }
      if request.setsDefaultOffMarker, request.markerHolds(refused: []) { markerStored() }
      if request.kind == .migration { migration.end(.copied) }
    } else {
      // The types the wiki refused outright fail as any refusal does.
      effects = saveFailed(rest, .keysRejected(rejected))
    }
    if request.kind == .toggles {
      // A type tapped again since keeps the newer choice (sent, or equal to the wiki's).
      for type in global where !changedSince.contains(type) {
        saving.unsent[type] = request.values[type]
      }
    }
    // A language copy's refusal already started the read; any other read in flight may predate
    // the global change, so another follows it.
    let reading = effects.contains { if case .load = $0 { true } else { false } }
    return effects + (reading ? [] : loadForScreen(force: true))
  }
}
