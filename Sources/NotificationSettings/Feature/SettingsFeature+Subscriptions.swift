// The parent's side of the subscriptions child (``Subscriptions``, in `Subscriptions/`): what it
// sees of the screen, and what it tells the parent.
extension Subscriptions: ChildFeature {
  static var context: WritableKeyPath<SettingsFeature.State, Context> { \.subscriptionsContext }

  static func told(_ delegate: Delegate) -> SettingsFeature.Action {
    .subscriptions(.delegate(delegate))
  }
}

extension SettingsFeature.State {
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
    // What the child changed of the parent's: the device record, the topic (a typed token's),
    // and what it said.
    set {
      device = newValue.device
      configuration.pushTopic = newValue.pushTopic
      announcements = newValue.announcements
    }
  }
}
