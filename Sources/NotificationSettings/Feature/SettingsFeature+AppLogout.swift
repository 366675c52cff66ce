// The end of the app's logout by the store's own deadline. Only the app's own session
// (``SettingsConfiguration/usesAppSession``) sends it. (What an app hands over from its own
// earlier code, a subscription, is the subscriptions child's: `Subscriptions.Action.adopted`.)
extension SettingsFeature.State {
  /// The app's logout cannot wait longer: the store ends logged out now. A delete of this
  /// device's subscription still unanswered is owed (said), as after a failed one; its late
  /// answer, like any answer of the account let go, changes nothing. A waiting logout owes what
  /// the device recorded, as a logout whose session is gone does.
  mutating func appLogoutDeadlinePassed() -> [Effect] {
    guard session.isLoggingOut else { return [] }
    let failure = WikiFailure.unreachable(detail: "The wiki did not answer before the logout.")
    if case .loggingOut(.ending(let subscription?)) = session {
      device.forget(subscription)
      device.owe(subscription)
      announcements.say(.unsubscribeFailed(userName: subscription.userName, failure), .assertive)
    }
    return becomeLoggedOut(ending: .endedHereOnly(failure))
  }
}
