extension SettingsFeature {
  /// What every child's `reduce` returns, in one shape (as each of TCA's scoped reducers
  /// returns its effects): the work for the store, and what the child tells the parent, in
  /// order. The parent composes the two; a child touches nothing of the parent's but the one
  /// value its context hands it.
  struct ChildResult<Delegate: Equatable>: Equatable {
    /// The store's work the child asks for.
    var effects: [Effect] = []
    /// What the child tells the parent, in order (each becomes the child's `delegate` action).
    var delegates: [Delegate] = []
  }

  /// A change of the ``Wiki``: every change of it is one of these, named. A child that may
  /// change the wiki (the save pipeline, the copy) gets it in its context and changes it only by
  /// these; the parent, its one owner, takes it back (and changes it the same way itself).
  enum WikiChange: Equatable, Sendable {
    /// A read of the account answered with `snapshot`. Types in `stillGlobal` stay global even
    /// if the read did not list them (see `SettingsFeature.State.adopt(_:)`).
    case read(WikiSnapshot, stillGlobal: Set<NotificationType>)
    /// The values held may no longer be the wiki's: dropped until a read.
    case valuesUnknown
    /// The account or the language changed: nothing read applies.
    case forgotten
    /// The wiki holds `values`, all or some of what the request wrote (see
    /// `Wiki.stored(_:of:refused:)`).
    case stored([NotificationType: Bool], of: SaveRequest, refused: Set<NotificationType>?)
    /// These types are set in the global preferences.
    case madeGlobal(Set<NotificationType>)
    /// Whether the next read decides on the first-login reset.
    case defaultOffCheck(pending: Bool)
    /// The device's last known choices, shown until a read confirms or replaces them.
    case restored(KnownChoices)
  }
}

extension SettingsFeature.Wiki: ChangeApplying {
  /// Applies a child's change.
  mutating func apply(_ change: SettingsFeature.WikiChange) {
    switch change {
    case .stored(let values, let request, let refused):
      stored(values, of: request, refused: refused)
    case .madeGlobal(let types): globalTypes.formUnion(types)
    case .defaultOffCheck(let pending): defaultOffCheckPending = pending
    case .read(let snapshot, let stillGlobal):
      values = snapshot.values
      hasDefaultOffMarker = snapshot.hasDefaultOffMarker
      titles = snapshot.titles
      descriptions = snapshot.descriptions
      globalTypes = snapshot.globalTypes.union(globalTypes.intersection(stillGlobal))
      offersGlobalPreferences = snapshot.offersGlobalPreferences
      localExceptions = snapshot.localExceptions
      isFromDevice = false
    case .restored(let known):
      self = .init()
      values = known.values
      globalTypes = known.globalTypes
      offersGlobalPreferences = known.offersGlobalPreferences
      localExceptions = known.localExceptions
      isFromDevice = true
    case .valuesUnknown:
      values = nil
      isFromDevice = false
    case .forgotten: self = .init()
    }
  }
}
