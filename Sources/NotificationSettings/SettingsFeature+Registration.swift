extension SettingsFeature.State {
  /// Starts registering the device when pushes could arrive and the account wants some; at most
  /// once per account (a failure waits for the person's retry).
  mutating func registerIfUseful() -> [Effect] {
    guard registrationMayStart, pushesAreWanted else { return [] }
    subscriptions.registration = .fetchingToken
    return [.registerForDeviceToken]
  }

  mutating func registrationRetryTapped() -> [Effect] {
    guard case .failed = subscriptions.registration else { return [] }
    subscriptions.registration = .idle
    return registerIfUseful()
  }

  /// Nothing else is under way for this account's subscriptions: no attempt yet, no language
  /// copy (it reads another wiki), no logout, no pending delete being retried.
  private var registrationMayStart: Bool {
    subscriptions.registration == .idle && session.userName != nil && !migration.isActive
      && !session.isLoggingOut && subscriptions.retryingUnsubscribe == nil
  }

  /// Pushes can arrive (the permission allows them) and the account turned at least one type on.
  private var pushesAreWanted: Bool {
    permission?.allowsDelivery == true && offeredTypes.contains { isOn($0) == true }
  }

  /// A token typed by a person is registered as if the operating system had just given it: for a
  /// device whose record starts empty (this device's own subscription is not touched), under
  /// the topic typed, if any. Earlier announcements are not this request's to repeat.
  mutating func tokenEntered(_ token: String, topic: String?) -> [Effect] {
    device = DeviceRecord()
    subscriptions.registration = .fetchingToken
    announcements = []
    if let topic { configuration.pushTopic = topic }
    return deviceTokenReceived(token)
  }

  mutating func deviceTokenReceived(_ token: String) -> [Effect] {
    guard subscriptions.registration == .fetchingToken, let userName = session.userName else {
      return []
    }
    if let record = device.registered ?? device.unconfirmed, record.userName == userName,
      record.deviceToken != token
    {
      // The operating system rotated the token: the old subscription (or the one whose create
      // may have landed) goes first.
      subscriptions.registration = .replacingOldToken(old: record.deviceToken, new: token)
      return [
        .unsubscribe(language, token: record.deviceToken, .replaceOldToken, userName: userName)
      ]
    }
    return subscribe(token, afterReclaim: false)
  }

  mutating func deviceTokenFailed(_ failure: DeviceTokenFailure) -> [Effect] {
    guard subscriptions.registration == .fetchingToken else { return [] }
    return registrationFailed(.deviceToken(detail: failure.detail))
  }

  mutating func subscribe(_ token: String, afterReclaim: Bool) -> [Effect] {
    // Every caller holds an account's session; without one nothing is subscribed.
    guard let userName = session.userName else {
      subscriptions.registration = .idle
      return []
    }
    subscriptions.registration = .subscribing(token: token, afterReclaim: afterReclaim)
    let subscription = PushSubscription(deviceToken: token, topic: configuration.pushTopic)
    // Named, so that the wiki refuses it for any other session: the session may have become
    // another account's, or a temporary account's, since the last read.
    return [.subscribe(language, subscription, userName: userName)]
  }

  mutating func subscribeFinished(token: String, _ result: Result<SubscribeOutcome, WikiFailure>)
    -> [Effect]
  {
    guard case .subscribing(let expected, let afterReclaim) = subscriptions.registration,
      expected == token,
      let userName = session.userName
    else { return [] }
    let mine = DeviceSubscription(deviceToken: token, userName: userName)
    switch result {
    case .success(.created):
      subscriptions.registration = .registered(token: token)
      // A delete of this token left pending by an earlier
      // logout would now remove the subscription just made.
      device.recordRegistered(mine)
      return []
    case .success(.tokenExists) where device.registered == mine:
      // We created it for this account earlier and the wiki still holds it.
      subscriptions.registration = .registered(token: token)
      return []
    case .success(.tokenExists):
      // Echo's index is global: the token may belong to another account. Only the holder can
      // delete it, so a delete that succeeds proves it is ours, and we create it again.
      guard !afterReclaim else { return registrationFailed(.tokenHeldByAnotherAccount) }
      if session.isLoggingOut {
        // No reclaim on the way out: the token may be ours, so the logout's delete tries it.
        device.recordUnconfirmed(mine)
        subscriptions.registration = .idle
        return []
      }
      subscriptions.registration = .reclaiming(token: token)
      return [.unsubscribe(language, token: token, .reclaim, userName: userName)]
    case .failure(.outcomeUnknown(let detail)):
      // The create may have landed: remembered so that a
      // logout deletes it; the retry's `token-exists` and reclaim settle whose it is.
      device.recordUnconfirmed(mine)
      return registrationRequestFailed(.outcomeUnknown(detail: detail))
    case .failure(let failure):
      // A definite failure: nothing landed, so there is nothing to remember at logout.
      subscriptions.registration = .idle
      return registrationRequestFailed(failure)
    }
  }

  mutating func unsubscribeFinished(
    token: String, _ purpose: SettingsFeature.UnsubscribePurpose,
    _ result: Result<UnsubscribeOutcome, WikiFailure>
  ) -> [Effect] {
    switch purpose {
    case .logout:
      return logoutUnsubscribed(token: token, result)
    case .pendingRetry:
      return pendingUnsubscribeRetried(token: token, result)
    case .replaceOldToken:
      return oldTokenUnsubscribed(token: token, result)
    case .temporaryAccount:
      return temporaryAccountUnsubscribed(token: token, result)
    case .reclaim:
      guard subscriptions.registration == .reclaiming(token: token) else { return [] }
      let mine = session.userName.map { DeviceSubscription(deviceToken: token, userName: $0) }
      switch result {
      case .success(.deleted):
        if let mine { device.forget(mine) }
        guard !session.isLoggingOut else {
          subscriptions.registration = .idle
          return []
        }
        return subscribe(token, afterReclaim: true)
      case .success(.notFound):
        // Not this account's: whatever this device recorded of it for this account is wrong.
        if let mine { device.forget(mine) }
        return registrationFailed(.tokenHeldByAnotherAccount)
      case .failure(let failure):
        return registrationRequestFailed(failure)
      }
    }
  }

  mutating func oldTokenUnsubscribed(
    token: String, _ result: Result<UnsubscribeOutcome, WikiFailure>
  )
    -> [Effect]
  {
    guard case .replacingOldToken(let old, let new) = subscriptions.registration, old == token,
      let userName = session.userName
    else { return [] }
    switch result {
    case .success:
      device.forget(DeviceSubscription(deviceToken: old, userName: userName))
    case .failure(.notLoggedIn):
      return registrationRequestFailed(.notLoggedIn)
    case .failure:
      // The old token is dead (the system replaced it), so pushes to it go nowhere; the delete
      // is still retried at the next login rather than forgotten.
      let stale = DeviceSubscription(deviceToken: old, userName: userName)
      device.forget(stale)
      device.owe(stale)
    }
    guard !session.isLoggingOut else {
      // The new token was never subscribed; the logout deletes it anyway (harmless `not found`).
      subscriptions.registration = .idle
      return []
    }
    return subscribe(new, afterReclaim: false)
  }

  /// Retries, one at a time, deletes that failed at an earlier logout of this account.
  mutating func retryPendingUnsubscribe() -> [Effect] {
    // Not while the token is being fetched either: it may be the one pending, and its create
    // would then race the delete.
    guard subscriptions.retryingUnsubscribe == nil, subscriptions.registration != .fetchingToken,
      !session.isLoggingOut,
      let userName = session.userName,
      // Not the token being subscribed again: its delete landing last would undo the subscription.
      let pending = device.pendingUnsubscribes.first(where: {
        $0.userName == userName && $0.deviceToken != subscriptions.registration.tokenInPlay
      })
    else { return [] }
    subscriptions.retryingUnsubscribe = pending.deviceToken
    return [.unsubscribe(language, token: pending.deviceToken, .pendingRetry, userName: userName)]
  }

  mutating func pendingUnsubscribeRetried(
    token: String, _ result: Result<UnsubscribeOutcome, WikiFailure>
  ) -> [Effect] {
    guard subscriptions.retryingUnsubscribe == token, let userName = session.userName else {
      return []
    }
    subscriptions.retryingUnsubscribe = nil
    switch result {
    case .success:
      device.forget(DeviceSubscription(deviceToken: token, userName: userName))
      return retryPendingUnsubscribe() + registerIfUseful()
    case .failure(.notLoggedIn):
      becomeLoggedOut()
      announce(.loggedOut, .assertive)
      return []
    case .failure:
      // It stays pending for the next login; the person heard about it at logout.
      return registerIfUseful()
    }
  }

  mutating func registrationRequestFailed(_ failure: WikiFailure) -> [Effect] {
    if failure == .notLoggedIn {
      becomeLoggedOut()
      announce(.loggedOut, .assertive)
      return []
    }
    return registrationFailed(.subscription(failure))
  }

  mutating func registrationFailed(_ reason: RegistrationFailure) -> [Effect] {
    subscriptions.registration = .failed(reason)
    announce(.registrationFailed(reason), .assertive)
    return []
  }
}
