import NotificationSettings

extension SettingsFeature.State {
  /// Sends `events` through ``SettingsFeature/reduce(into:_:)``, in order, as a store would,
  /// without running their effects: a test reaches a state the way the app does, never by
  /// setting a child's fields (only the core can).
  public mutating func send(_ events: SettingsFeature.Action...) {
    for event in events { _ = SettingsFeature.reduce(into: &self, event) }
  }
}
