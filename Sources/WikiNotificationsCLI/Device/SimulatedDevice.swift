import NotificationSettings

/// Linux has no push service, so the tool simulates the device the feature runs on: the
/// permission question, the device token and the device record, all kept in the state file.
struct SimulatedDevice: Sendable {
  let state: StateFile
  let simulation: Simulation
  /// Asks the person whether notifications may be shown; nil when nobody can be asked.
  let ask: @Sendable () async -> Bool?

  /// The permission: the remembered answer, unless a denial is forced.
  var permission: NotificationPermissionClient {
    NotificationPermissionClient(
      status: { [state, simulation] in
        simulation.deniesPermission ? .denied : state.current.device.permission
      },
      request: { [state, simulation, ask] in
        if simulation.deniesPermission { return false }
        let answer: Bool?
        if let given = simulation.permissionAnswer { answer = given } else { answer = await ask() }
        guard let answer else {
          // Not remembered: the question is asked again when someone can answer it.
          return false
        }
        state.update { $0.device.permission = answer ? .authorized : .denied }
        return answer
      })
  }

  /// The device token: generated once (32 random bytes as hex) and kept; or a forced failure.
  var deviceToken: DeviceTokenClient {
    DeviceTokenClient { [state, simulation] () throws(DeviceTokenFailure) -> String in
      if simulation.failsDeviceToken {
        throw DeviceTokenFailure(
          detail: "the push service gave no device token (simulated by "
            + "WIKI_NOTIFICATIONS_SIMULATE=token-failure)")
      }
      if let token = state.current.device.deviceToken { return token }
      var generator = SystemRandomNumberGenerator()
      let token = (0..<32).map { _ in hex(UInt8.random(in: 0...255, using: &generator)) }.joined()
      state.update { $0.device.deviceToken = token }
      return token
    }
  }

  /// The feature's device record, kept in the state file.
  var persistence: PersistenceClient {
    PersistenceClient(
      load: { [state] in state.current.device.record },
      save: { [state] record in state.update { $0.device.record = record } })
  }
}

private func hex(_ byte: UInt8) -> String {
  let digits = Array("0123456789abcdef")
  return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
}
