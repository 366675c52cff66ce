extension SettingsFeature.State {
  /// Saves the choices not yet sent, then deletes this device's subscription while the session
  /// still exists, then ends the session.
  mutating func logoutTapped() -> [Effect] {
    guard session != .loggedOut, !isLoggingOut, !logoutRequested else { return [] }
    // A choice made just before logging out is the person's too: it is saved first (the save
    // names the account, so it can only land on it), and the logout follows its answer.
    let save = sendUnsent()
    guard inFlight == nil else {
      logoutRequested = true
      return save
    }
    return beginLogout()
  }

  mutating func beginLogout() -> [Effect] {
    // Before the first read the account is unknown; the device record says who subscribed here
    // (deleting another account's token only answers "not found").
    let userName = session.userName ?? device.registered?.userName
    let token =
      registration.tokenInPlay
      ?? device.registered.flatMap { $0.userName == userName ? $0.deviceToken : nil }
    resetAccount()
    guard let userName, let token else {
      session = .loggingOut(unsubscribing: nil)
      return [.logout(language)]
    }
    session = .loggingOut(
      unsubscribing: DeviceSubscription(deviceToken: token, userName: userName))
    return [.unsubscribe(language, token: token, .logout)]
  }

  /// Whatever the delete answered, the logout proceeds: the person asked to log out, and refusing
  /// (offline, say) would trap them in the account. A failure is announced and kept pending,
  /// retried at the account's next login on this device.
  mutating func logoutUnsubscribed(token: String, _ result: Result<UnsubscribeOutcome, WikiFailure>)
    -> [Effect]
  {
    guard case .loggingOut(let subscription?) = session, subscription.deviceToken == token else {
      return []
    }
    if device.registered?.deviceToken == token { device.registered = nil }
    switch result {
    case .success:
      device.pendingUnsubscribes.removeAll { $0 == subscription }
    case .failure(let failure):
      if !device.pendingUnsubscribes.contains(subscription) {
        device.pendingUnsubscribes.append(subscription)
      }
      announce(.unsubscribeFailed(userName: subscription.userName, failure), .assertive)
    }
    return [.logout(language)]
  }
}
