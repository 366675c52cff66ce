extension SettingsFeature.State {
  mutating func permissionChecked(_ status: PermissionStatus) -> [Effect] {
    let before = permission
    permission = status
    // Turned off in the system settings while the app was away: the screen's banner changes
    // under the person's focus, so it is said. The first check is no change.
    if status == .denied, let before, before != .denied, isOnScreen, session.userName != nil {
      announce(.permissionDenied, .assertive)
    }
    return registerIfUseful()
  }

  mutating func permissionAnswered(granted: Bool) -> [Effect] {
    let type = saving.awaitingPermission
    saving.awaitingPermission = nil
    guard granted else {
      permission = .denied
      announce(.permissionDenied, .assertive)
      return []
    }
    permission = .authorized
    var effects: [Effect] = []
    if let type, isOn(type) == false {
      setChoice(type, true)
      effects += scheduleSave()
    }
    return effects + registerIfUseful()
  }
}
