extension SettingsFeature {
  /// Something that happened: a person's action, an app lifecycle moment or a client's answer.
  public enum Event: Equatable, Sendable {
    // The person and the app.
    /// The screen became visible.
    case appeared
    /// The screen was left.
    case disappeared
    /// The app returned to the foreground (the person may have changed the system settings).
    case appBecameActive
    /// The app logged an account in. The next read names it: who holds the session is what the
    /// wiki answers, never what the app believes (the first-login rule applies to that account).
    case loggedIn
    /// The app says who its session is (at start, and when it changes without a login here).
    case appSessionChanged(AppSession)
    /// This device is already subscribed for the account (an earlier version of the app
    /// subscribed it, outside the store): recorded as the store's own registration, so a logout
    /// deletes it and no second create is sent. Ignored when the record already holds a
    /// subscription of the device or owes this one.
    case subscriptionAdopted(DeviceSubscription)
    /// The deadline of the app's logout passed (``SettingsStore/deleteSubscriptionBeforeAppLogout(within:)``):
    /// the store ends logged out now, whatever its requests still do; what it was deleting is
    /// owed to the account's next login here.
    case appLogoutDeadlinePassed
    /// The device kept these choices from an earlier visit: shown at once, confirmed by the
    /// screen's first read (the store sends this when it starts).
    case knownChoicesRestored(KnownChoices)
    /// The person asked to log out (the app routes its logout through the feature).
    case logoutTapped
    /// The app's primary language changed.
    case primaryLanguageChanged(from: WikiLanguage, to: WikiLanguage)
    /// The person flipped a type's toggle.
    case toggleTapped(NotificationType)
    /// The person asked to read the settings again after a failure.
    case retryTapped
    /// The person asked to try registering the device again.
    case registrationRetryTapped
    /// The person typed a device token (and perhaps a topic) to subscribe for the account: a
    /// device other than this one, so this device's record is left out and a fresh one is used.
    case tokenEntered(token: String, topic: String?)
    /// The person asked to try the failed first-login reset (every type off) again.
    case defaultsRetryTapped
    /// The person asked to log in.
    case logInTapped
    /// The person asked to create an account (offered to a temporary account).
    case createAccountTapped
    /// The person asked to open the system settings.
    case openSettingsTapped
    /// The person opened "Learn more".
    case learnMoreTapped
    /// The person closed "Learn more".
    case learnMoreDismissed
    /// The person followed the help page link.
    case helpPageTapped
    /// The person dismissed the save error banner.
    case saveErrorDismissed
    /// The person asked to send the choices a failed save switched back again.
    case saveRetryTapped
    /// The person asked to mute these accounts (or page titles) by name.
    case muteRequested(MuteListKind, names: [String])
    /// The person asked to unmute these entries (by id) of a mute list.
    case unmuteRequested(MuteListKind, ids: [Int])
    /// A renderer posted this announcement and waits to hear whether it was heard: no
    /// renderer posts it again (a new one for the same screen included) unless it was not heard.
    case announcementPosted(id: Int)
    /// The screen reader was turned off: what it was saying counts as heard, since no word of
    /// it will come.
    case screenReaderStopped
    /// A renderer spoke this announcement (or, when it can tell, the screen reader finished
    /// saying it: UIKit's `announcementDidFinishNotification` with `wasSuccessful`).
    case announcementDelivered(id: Int)
    /// The screen reader did not finish saying this announcement (`wasSuccessful` false): it is
    /// offered once more as a repeat, never a third time.
    case announcementNotHeard(id: Int)

    // Answers of the clients.
    /// The open save window elapsed.
    case saveWindowElapsed
    /// The screen's read of its wiki answered.
    case preferencesLoaded(Result<WikiSnapshot, WikiFailure>)
    /// The screen's write in flight answered (the store never delivers a let-go write's
    /// answer); `error` is nil on success.
    case saveFinished(error: WikiFailure?)
    /// A language copy's read of a wiki answered (the store never delivers that of a read let
    /// go of).
    case copyPreferencesLoaded(Result<WikiSnapshot, WikiFailure>)
    /// A language copy's write answered (the store never delivers a let-go write's answer);
    /// `error` is nil on success.
    case copySaveFinished(error: WikiFailure?)
    /// The permission status was read.
    case permissionChecked(PermissionStatus)
    /// The person answered the permission question.
    case permissionAnswered(granted: Bool)
    /// The operating system gave the device token.
    case deviceTokenReceived(String)
    /// The operating system gave no device token.
    case deviceTokenFailed(DeviceTokenFailure)
    /// A subscribe of the token for the account named answered (the account tells it apart
    /// from another account's subscribe of the same token, sent before the session changed).
    case subscribeFinished(token: String, userName: String, Result<SubscribeOutcome, WikiFailure>)
    /// An unsubscribe answered.
    case unsubscribeFinished(
      token: String, UnsubscribePurpose, Result<UnsubscribeOutcome, WikiFailure>)
    /// The logout request answered; `error` is nil on success.
    case logoutFinished(error: WikiFailure?)
    /// The mute write in flight answered (the store never delivers a let-go write's answer).
    case muteFinished(Result<MuteWriteOutcome, WikiFailure>)
  }
}
