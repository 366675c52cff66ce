import NotificationSettings

/// Which device a store runs on.
enum DeviceUse: Equatable {
  /// None: the command changes the account's settings, as the wiki's preferences page does; no
  /// permission is asked and nothing is registered (a Linux shell is not a push device).
  case none
  /// The simulated device (`ui`, `logout`): its permission, token and record.
  case simulated
  /// A device token typed by the person (`subscribe --token`): its record lives in memory.
  case typedToken
}

extension NotificationPermissionClient {
  /// No device: nothing is shown here, so turning a type on only saves the account's choice.
  static let noDevice = NotificationPermissionClient(status: { .denied }, request: { false })
}

extension DeviceTokenClient {
  /// No device: no push address.
  static let noDevice = DeviceTokenClient { () throws(DeviceTokenFailure) -> String in
    throw DeviceTokenFailure(detail: "this command runs without a device")
  }
}

extension PersistenceClient {
  /// A device record that lives only as long as the command.
  static let inMemory = PersistenceClient(load: { DeviceRecord() }, save: { _ in })
}

extension NavigationClient {
  /// For commands without a screen: nothing to open.
  static let inert = NavigationClient(
    openSystemNotificationSettings: {}, openURL: { _ in }, showLogin: {}, showCreateAccount: {})
}
