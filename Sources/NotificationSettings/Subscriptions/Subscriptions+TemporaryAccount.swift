// What this device subscribed for a temporary account, deleted by the subscriptions child (see
// `SettingsFeature+TemporaryAccount.swift` for why).
extension Subscriptions {
  /// Deletes, one at a time, what this device recorded as subscribed for the temporary account.
  mutating func removeTemporaryAccountSubscriptions(
    of userName: String, language: WikiLanguage, device: DeviceRecord
  ) -> [Effect] {
    guard retryingUnsubscribe == nil, let recorded = device.subscriptions(of: userName).first
    else { return [] }
    retryingUnsubscribe = recorded.deviceToken
    return [
      .unsubscribe(language, token: recorded.deviceToken, .temporaryAccount, userName: userName)
    ]
  }

  /// The answer of a temporary account's delete: deleted (or already gone), the next one is
  /// sent; the temporary session ended, nothing can ever delete what it holds, so it is
  /// forgotten and the parent shows the logged-out state; failed, it is said.
  mutating func temporaryAccountUnsubscribed(
    token: String, _ result: Result<UnsubscribeOutcome, WikiFailure>, userName: String,
    loggingOut: Bool, language: WikiLanguage, device: inout DeviceRecord,
    said: inout Announcements
  ) -> (effects: [Effect], delegate: Delegate?) {
    guard retryingUnsubscribe == token else { return ([], nil) }
    retryingUnsubscribe = nil
    switch result {
    case .success:
      device.forget(DeviceSubscription(deviceToken: token, userName: userName))
      let next = removeTemporaryAccountSubscriptions(
        of: userName, language: language, device: device)
      return (next, nil)
    case .failure(.notLoggedIn):
      // No session of that account can exist on this device again (it has no password).
      device.forgetSubscriptions(of: userName)
      return ([], .sessionEnded)
    case .failure(let failure):
      // Unless its session is about to end: then never again, so it is forgotten.
      if loggingOut { device.forgetSubscriptions(of: userName) }
      // Said (tried again at the next read of the account, or forgotten when its logout is
      // under way).
      said.say(.temporaryAccountUnsubscribeFailed(userName: userName, failure), .assertive)
      return ([], nil)
    }
  }
}
