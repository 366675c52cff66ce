// Deletes that failed at an earlier logout of the account, retried by the subscriptions child.
extension Subscriptions {
  /// Retries, one at a time, deletes that failed at an earlier logout of this account.
  mutating func retryPendingUnsubscribe(_ context: Context, device: DeviceRecord) -> [Effect] {
    // Not while the token is being fetched either: it may be the one pending, and its create
    // would then race the delete.
    guard retryingUnsubscribe == nil, registration != .fetchingToken, !context.isLoggingOut,
      let userName = context.userName,
      // Not the token being subscribed again: its delete landing last would undo the subscription.
      let pending = device.pendingUnsubscribes.first(where: {
        $0.userName == userName && $0.deviceToken != registration.tokenInPlay
      })
    else { return [] }
    retryingUnsubscribe = pending.deviceToken
    return [
      .unsubscribe(context.language, token: pending.deviceToken, .pendingRetry, userName: userName)
    ]
  }

  /// The retried delete's answer: the next pending one follows a success; a failure stays
  /// pending for the next login (the person heard about it at logout). Nil effects: not this
  /// retry's answer.
  mutating func pendingUnsubscribeRetried(
    token: String, _ result: Result<UnsubscribeOutcome, WikiFailure>, _ context: Context,
    device: inout DeviceRecord
  ) -> (effects: [Effect], delegate: Delegate?)? {
    guard retryingUnsubscribe == token, let userName = context.userName else { return nil }
    retryingUnsubscribe = nil
    switch result {
    case .success:
      device.forget(DeviceSubscription(deviceToken: token, userName: userName))
      return (retryPendingUnsubscribe(context, device: device), nil)
    case .failure(.notLoggedIn):
      return ([], .sessionEnded)
    case .failure:
      return ([], nil)
    }
  }
}
