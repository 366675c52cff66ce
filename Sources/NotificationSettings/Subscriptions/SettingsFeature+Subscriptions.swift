// The parent's side of the subscriptions child (``Subscriptions/reduce(into:action:context:)``
// in `Subscriptions+Registration.swift`): it gives the child its context, applies the changes of
// the device record the child hands back (the parent is its one owner), and carries out the
// child's outputs.
extension SettingsFeature.State {
  /// Sends the subscriptions `action`, and applies the changes of the device record it hands
  /// back, in order; the rest of its outputs is the caller's to carry out.
  mutating func runSubscriptions(_ action: Subscriptions.Action)
    -> SettingsFeature.ChildResult<Subscriptions.Output>
  {
    let step = Subscriptions.reduce(
      into: &subscriptions, action: action, context: subscriptionsContext)
    for case .device(let change) in step.outputs { device.apply(change) }
    return step
  }

  /// Sends `action`: its effects, then those of its outputs.
  mutating func subscriptions(_ action: Subscriptions.Action) -> [Effect] {
    let step = runSubscriptions(action)
    return step.effects + subscriptionsOutputs(step.outputs)
  }

  /// Starts registering the device when pushes could arrive and the account wants some; at most
  /// once per account (a failure waits for the person's retry).
  mutating func registerIfUseful() -> [Effect] {
    subscriptions(.registerIfUseful)
  }

  /// A token typed by a person is registered as if the operating system had just given it: for a
  /// device whose record starts empty (this device's own subscription is not touched), under
  /// the topic typed, if any. Earlier announcements are not this request's to repeat.
  mutating func tokenEntered(_ token: String, topic: String?) -> [Effect] {
    device = DeviceRecord()
    announcements = []
    if let topic { configuration.pushTopic = topic }
    return subscriptions(.tokenEntered(token))
  }

  /// What the registration child sees of the screen.
  var subscriptionsContext: Subscriptions.Context {
    Subscriptions.Context(
      userName: session.userName, temporaryAccountName: session.temporaryAccountName,
      isLoggingOut: session.isLoggingOut, language: language,
      pushTopic: configuration.pushTopic, isCopyingSettings: migration.isActive,
      // Values shown from the device are not the wiki's yet: the device registers once a read
      // has confirmed the account and its choices.
      pushesAreWanted: permission?.allowsDelivery == true && !wiki.isFromDevice
        && wiki.values?.keys.contains { isOn($0) == true } == true, device: device)
  }

  mutating func unsubscribeFinished(
    token: String, _ purpose: SettingsFeature.UnsubscribePurpose,
    _ result: Result<UnsubscribeOutcome, WikiFailure>
  ) -> [Effect] {
    switch purpose {
    case .logout:
      return runSession(.unsubscribed(token: token, result))
    case .pendingRetry:
      return subscriptions(.pendingUnsubscribeRetried(token: token, result))
    case .replaceOldToken:
      return subscriptions(.oldTokenUnsubscribed(token: token, result))
    case .temporaryAccount:
      return subscriptions(.temporaryAccountUnsubscribed(token: token, result))
    case .reclaim:
      return subscriptions(.reclaimFinished(token: token, result))
    }
  }

  /// What the registration child asks of the screen: a failure is announced; the end of the
  /// session logs out. The changes of the device record are already applied.
  private mutating func subscriptionsOutputs(_ outputs: [Subscriptions.Output]) -> [Effect] {
    var effects: [Effect] = []
    for output in outputs {
      switch output {
      case .failed(let reason):
        announce(.registrationFailed(reason), .assertive)
      case .sessionEnded:
        effects += sessionEnded()
      case .temporaryAccountUnsubscribeFailed(let userName, let failure):
        announce(.temporaryAccountUnsubscribeFailed(userName: userName, failure), .assertive)
      case .device:
        // Applied by ``runSubscriptions(_:)``, before any other output.
        break
      }
    }
    return effects
  }

  /// Retries, one at a time, deletes that failed at an earlier logout of this account.
  mutating func retryPendingUnsubscribe() -> [Effect] {
    subscriptions(.retryPendingUnsubscribe)
  }
}
