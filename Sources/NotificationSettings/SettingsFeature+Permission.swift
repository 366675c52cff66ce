extension SettingsFeature.State {
  mutating func permissionChecked(_ status: PermissionStatus) -> [Effect] {
    permission = status
    return registerIfUseful()
  }

  mutating func permissionAnswered(granted: Bool) -> [Effect] {
    let type = awaitingPermission
    awaitingPermission = nil
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
