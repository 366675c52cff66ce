// What an app hands over from its own earlier code, and the end of its logout by the store's
// own deadline. Only the app's own session (``SettingsConfiguration/usesAppSession``) sends these.
extension SettingsFeature.State {
  /// An earlier version of the app subscribed this device for the account: the store takes the
  /// subscription as its own registration (a logout deletes it; a registration with the same
  /// token sends no create). A record that already holds a subscription, or owes this one, is
  /// the store's own knowledge and wins.
  mutating func subscriptionAdopted(_ subscription: DeviceSubscription) -> [Effect] {
    guard device.registered == nil, device.unconfirmed == nil,
      !device.pendingUnsubscribes.contains(subscription)
    else { return [] }
    return device.applied(.recordRegistered(subscription))
  }

  /// The app's logout cannot wait longer: the store ends logged out now. A delete of this
  /// device's subscription still unanswered is owed (said), as after a failed one; its late
  /// answer, like any answer of the account let go, changes nothing. A waiting logout owes what
  /// the device recorded, as a logout whose session is gone does.
  mutating func appLogoutDeadlinePassed() -> [Effect] {
    guard session.isLoggingOut else { return [] }
    var effects: [Effect] = []
    let failure = WikiFailure.unreachable(detail: "The wiki did not answer before the logout.")
    if case .loggingOut(.ending(let subscription?)) = session {
      effects += device.applied(.forget(subscription)) + device.applied(.owe(subscription))
      announcements.apply(
        .said(.unsubscribeFailed(userName: subscription.userName, failure), .assertive))
    }
    return effects + becomeLoggedOut(ending: .endedHereOnly(failure))
  }
}
