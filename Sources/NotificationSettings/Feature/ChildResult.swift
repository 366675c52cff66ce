extension SettingsFeature {
  /// What every child's `reduce` returns, in one shape (as each of TCA's scoped reducers
  /// returns its effects): the work for the store, and what the child tells the parent, in
  /// order. The parent composes the two; a child touches nothing of the parent's but the values
  /// its context hands it to change (the wiki or the device record, and what it says).
  struct ChildResult<Delegate: Equatable>: Equatable {
    /// The store's work the child asks for.
    var effects: [Effect] = []
    /// What the child tells the parent, in order (each becomes the child's `delegate` action).
    var delegates: [Delegate] = []
  }
}
