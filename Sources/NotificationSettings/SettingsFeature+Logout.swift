extension SettingsFeature.State {
  /// Saves the choices not yet sent, then deletes this device's subscription while the session
  /// still exists, then ends the session.
  mutating func logoutTapped() -> [Effect] {
    guard session != .loggedOut, !session.isLoggingOut else { return [] }
    if let temporary = session.temporaryAccountName { return logOutOfTemporaryAccount(temporary) }
    let unread = session == .unknown
    // A choice made just before logging out is the person's too: it is saved first (the save
    // names the account, so it can only land on it), and the logout follows its answer.
    session = .loggingOut(.waiting(userName: session.userName))
    let save = sendUnsent()
    // After a relaunch nothing may have been read yet (the app logs out without showing this
    // screen): the account is read first, so the delete can name it.
    // An old failure does not stop it: the network may be back.
    let read = unread && loading.inFlight == nil ? loadForScreen(force: false) : []
    return save + read + continueLogout()
  }

  /// Starts the logout asked for once no save and no subscription request is unanswered: the
  /// delete must reach the wiki after any create, or the device would stay subscribed. Right
  /// after a login it also waits for the first read to name the account, so that a subscription
  /// recorded for another account is not taken for this one's.
  mutating func continueLogout() -> [Effect] {
    if session.temporaryAccountName != nil { return continueTemporaryAccountLogout() }
    guard case .loggingOut(.waiting(let userName)) = session, writeInFlight == nil,
      !subscriptions.awaitsWiki,
      userName != nil || !isLoading
    else { return [] }
    return beginLogout()
  }

  mutating func beginLogout() -> [Effect] {
    guard let userName = session.userName else {
      // The account is unconfirmed (its first read failed): the subscription this device
      // recorded may be another account's, and a "not found" would then prove nothing.
      keepRecordedSubscriptionsPending(loading.error ?? .unreachable(detail: "not read"))
      let dropped = resetAccount()
      session = .loggingOut(.ending(unsubscribing: nil))
      return dropped + [.logout(language)]
    }
    let token =
      subscriptions.registration.tokenInPlay
      ?? device.registered.flatMap { $0.userName == userName ? $0.deviceToken : nil }
      ?? device.unconfirmed.flatMap { $0.userName == userName ? $0.deviceToken : nil }
    let dropped = resetAccount()
    guard let token else {
      session = .loggingOut(.ending(unsubscribing: nil))
      return dropped + [.logout(language)]
    }
    session = .loggingOut(
      .ending(unsubscribing: DeviceSubscription(deviceToken: token, userName: userName)))
    return dropped + [.unsubscribe(language, token: token, .logout, userName: userName)]
  }

  /// A logout that cannot delete the subscriptions this device recorded (no read named the
  /// account, or the session had already ended) keeps them as pending deletes for their
  /// account's next login, and says so: the device keeps getting those pushes until then.
  /// The records of `session` (a temporary account now holding the session, which can delete
  /// its own) stay as they are.
  mutating func keepRecordedSubscriptionsPending(
    _ failure: WikiFailure, except session: String? = nil
  ) {
    for recorded in [device.registered, device.unconfirmed].compactMap({ $0 })
    where recorded.userName != session {
      if !device.pendingUnsubscribes.contains(recorded) {
        device.owe(recorded)
        announce(.unsubscribeFailed(userName: recorded.userName, failure), .assertive)
      }
      if device.registered == recorded { device.registered = nil }
      if device.unconfirmed == recorded { device.unconfirmed = nil }
    }
  }

  /// Whatever the delete answered, the logout proceeds: the person asked to log out, and refusing
  /// (offline, say) would trap them in the account. A failure is announced and kept pending,
  /// retried at the account's next login on this device.
  mutating func logoutUnsubscribed(token: String, _ result: Result<UnsubscribeOutcome, WikiFailure>)
    -> [Effect]
  {
    guard case .loggingOut(.ending(let subscription?)) = session,
      subscription.deviceToken == token
    else { return [] }
    // Only this account's record: the same token may be recorded for another account, which
    // still holds it (a delete by this one answers "not found").
    device.forget(subscription)
    switch result {
    case .success:
      break
    case .failure(let failure):
      device.owe(subscription)
      announce(.unsubscribeFailed(userName: subscription.userName, failure), .assertive)
    }
    return [.logout(language)]
  }

  /// The local session ends whatever the wiki answered: the person asked to log out, and the
  /// device was already unsubscribed (or the failure recorded) before this request.
  mutating func logoutFinished() -> [Effect] {
    guard session.isEnding else { return [] }
    let dropped = becomeLoggedOut()
    lastLogout = .loggedOut
    return dropped
  }
}
