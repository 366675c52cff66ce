extension SettingsFeature.State {
  mutating func permissionChecked(_ status: PermissionStatus) -> [Effect] {
    let before = permission
    permission = status
    // Turned off in the system settings while the app was away: the screen's banner changes
    // under the person's focus, so it is said. The first check is no change.
    if status == .denied, let before, before != .denied, isOnScreen, session.userName != nil {
      announce(.permissionDenied, .assertive)
    }
    return run(\.subscriptions, .registerIfUseful)
  }

  mutating func permissionAnswered(granted: Bool) -> [Effect] {
    permission = granted ? .authorized : .denied
    let effects = run(\.saving, .permissionAnswered(granted: granted))
    guard granted else {
      announce(.permissionDenied, .assertive)
      return effects
    }
    return effects + run(\.subscriptions, .registerIfUseful)
  }
}
