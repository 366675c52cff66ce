// The parent's side of the subscriptions child (``Subscriptions``, in `Subscriptions/`): what it
// sees of the screen, what it tells the parent, and the events of the device's token.
extension Subscriptions: ChildFeature {
  static var context: WritableKeyPath<SettingsFeature.State, Context> { \.subscriptionsContext }

  static func told(_ delegate: Delegate) -> SettingsFeature.Action {
    .subscriptions(.delegate(delegate))
  }
}

extension SettingsFeature.State {
  /// A token typed by a person is registered as if the operating system had just given it: for a
  /// device whose record starts empty (this device's own subscription is not touched), under
  /// the topic typed, if any. Earlier announcements are not this request's to repeat.
  mutating func tokenEntered(_ token: String, topic: String?) -> [Effect] {
    device = DeviceRecord()
    announcements.clear()
    if let topic { configuration.pushTopic = topic }
    return scope(\.subscriptions, .tokenEntered(token))
  }

  /// What the registration child sees of the screen.
  var subscriptionsContext: Subscriptions.Context {
    get {
      Subscriptions.Context(
        userName: session.userName, temporaryAccountName: session.temporaryAccountName,
        isLoggingOut: session.isLoggingOut, language: language,
        pushTopic: configuration.pushTopic, isCopyingSettings: migration.isActive,
        // Values shown from the device are not the wiki's yet: the device registers once a read
        // has confirmed the account and its choices.
        pushesAreWanted: presentation.permission?.allowsDelivery == true && !wiki.isFromDevice
          && wiki.values?.keys.contains { isOn($0) == true } == true, device: device,
        announcements: announcements)
    }
    // What the child changed of the parent's: the device record, and what it said.
    set {
      device = newValue.device
      announcements = newValue.announcements
    }
  }
}
