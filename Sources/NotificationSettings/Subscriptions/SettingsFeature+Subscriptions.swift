extension SettingsFeature.State {
  /// Starts registering the device when pushes could arrive and the account wants some; at most
  /// once per account (a failure waits for the person's retry).
  mutating func registerIfUseful() -> [Effect] {
    subscriptions.registerIfUseful(subscriptionsContext)
  }

  /// A token typed by a person is registered as if the operating system had just given it: for a
  /// device whose record starts empty (this device's own subscription is not touched), under
  /// the topic typed, if any. Earlier announcements are not this request's to repeat.
  mutating func tokenEntered(_ token: String, topic: String?) -> [Effect] {
    device = DeviceRecord()
    announcements = []
    if let topic { configuration.pushTopic = topic }
    let step = subscriptions.tokenEntered(token, subscriptionsContext, device: device)
    return step.effects + subscriptionsOutput(step.output)
  }

  /// What the registration child sees of the screen.
  var subscriptionsContext: Subscriptions.Context {
    Subscriptions.Context(
      userName: session.userName, isLoggingOut: session.isLoggingOut, language: language,
      pushTopic: configuration.pushTopic, isCopyingSettings: migration.isActive,
      pushesAreWanted: permission?.allowsDelivery == true
        && wiki.values?.keys.contains { isOn($0) == true } == true)
  }

  mutating func deviceTokenReceived(_ token: String) -> [Effect] {
    let step = subscriptions.deviceTokenReceived(token, subscriptionsContext, device: device)
    return step.effects + subscriptionsOutput(step.output)
  }

  mutating func deviceTokenFailed(_ failure: DeviceTokenFailure) -> [Effect] {
    subscriptionsOutput(subscriptions.deviceTokenFailed(failure))
  }

  mutating func subscribeFinished(token: String, _ result: Result<SubscribeOutcome, WikiFailure>)
    -> [Effect]
  {
    let step = subscriptions.subscribeFinished(
      token: token, result, subscriptionsContext, device: &device)
    return step.effects + subscriptionsOutput(step.output)
  }

  mutating func unsubscribeFinished(
    token: String, _ purpose: SettingsFeature.UnsubscribePurpose,
    _ result: Result<UnsubscribeOutcome, WikiFailure>
  ) -> [Effect] {
    switch purpose {
    case .logout:
      return runLogout(.unsubscribed(token: token, result))
    case .pendingRetry:
      return pendingUnsubscribeRetried(token: token, result)
    case .replaceOldToken:
      let step = subscriptions.oldTokenUnsubscribed(
        token: token, result, subscriptionsContext, device: &device)
      return step.effects + subscriptionsOutput(step.output)
    case .temporaryAccount:
      return temporaryAccountUnsubscribed(token: token, result)
    case .reclaim:
      let step = subscriptions.reclaimFinished(
        token: token, result, subscriptionsContext, device: &device)
      return step.effects + subscriptionsOutput(step.output)
    }
  }

  /// What the registration child asks of the screen: a failure is announced; the end of the
  /// session logs out.
  mutating func subscriptionsOutput(_ output: Subscriptions.Output?) -> [Effect] {
    switch output {
    case nil:
      return []
    case .failed(let reason)?:
      announce(.registrationFailed(reason), .assertive)
      return []
    case .sessionEnded?:
      return sessionEnded()
    }
  }

  /// Retries, one at a time, deletes that failed at an earlier logout of this account.
  mutating func retryPendingUnsubscribe() -> [Effect] {
    subscriptions.retryPendingUnsubscribe(subscriptionsContext, device: device)
  }

  mutating func pendingUnsubscribeRetried(
    token: String, _ result: Result<UnsubscribeOutcome, WikiFailure>
  ) -> [Effect] {
    guard
      let step = subscriptions.pendingUnsubscribeRetried(
        token: token, result, subscriptionsContext, device: &device)
    else { return [] }
    if step.output == .sessionEnded { return subscriptionsOutput(step.output) }
    return step.effects + registerIfUseful()
  }
}
