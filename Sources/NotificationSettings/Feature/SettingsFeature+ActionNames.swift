#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

// The common actions by the names the store, the command-line tool, the SwiftUI layer and the
// app use, without their child: `.toggleTapped(type)` reads as what the person did, and is the
// saving child's action. Each is only a name: the action is the child's.
extension SettingsFeature.Action {
  // Presentation.
  /// The screen became visible.
  public static var appeared: Self { .presentation(.appeared) }
  /// The screen was left.
  public static var disappeared: Self { .presentation(.disappeared) }
  /// The app returned to the foreground (the person may have changed the system settings).
  public static var appBecameActive: Self { .presentation(.appBecameActive) }
  /// The permission status was read.
  public static func permissionChecked(_ status: PermissionStatus) -> Self {
    .presentation(.permissionChecked(status))
  }
  /// The person answered the permission question.
  public static func permissionAnswered(granted: Bool) -> Self {
    .presentation(.permissionAnswered(granted: granted))
  }
  /// The person asked to open the system settings.
  public static var openSettingsTapped: Self { .presentation(.linkTapped(.systemSettings)) }
  /// The person asked to log in.
  public static var logInTapped: Self { .presentation(.linkTapped(.logIn)) }
  /// The person asked to create an account (offered to a temporary account).
  public static var createAccountTapped: Self { .presentation(.linkTapped(.createAccount)) }
  /// The person opened "Learn more".
  public static var learnMoreTapped: Self { .presentation(.learnMore(shown: true)) }
  /// The person closed "Learn more".
  public static var learnMoreDismissed: Self { .presentation(.learnMore(shown: false)) }
  /// The person followed the help page link to `url` (the configuration's
  /// ``SettingsConfiguration/helpPageURL``, which the screen model's link carries).
  public static func helpPageTapped(_ url: URL) -> Self {
    .presentation(.linkTapped(.webPage(url)))
  }

  // Loading.
  /// The person asked to read the settings again after a failure.
  public static var retryTapped: Self { .loading(.start(force: false)) }
  /// The screen's read of its wiki answered.
  public static func preferencesLoaded(_ result: Result<WikiSnapshot, WikiFailure>) -> Self {
    .loading(.answered(result))
  }

  // Saving.
  /// The person flipped a type's toggle.
  public static func toggleTapped(_ type: NotificationType) -> Self { .saving(.toggleTapped(type)) }
  /// The open save window elapsed.
  public static var saveWindowElapsed: Self { .saving(.saveWindowElapsed) }
  /// The screen's write in flight answered (the store never delivers a let-go write's answer);
  /// `error` is nil on success.
  public static func saveFinished(error: WikiFailure?) -> Self {
    .saving(.saveFinished(error: error))
  }
  /// The person dismissed the save error banner.
  public static var saveErrorDismissed: Self { .saving(.errorDismissed) }
  /// The person asked to send the choices a failed save switched back again.
  public static var saveRetryTapped: Self { .saving(.saveRetryTapped) }
  /// The person asked to try the failed first-login reset (every type off) again.
  public static var defaultsRetryTapped: Self { .saving(.defaultsRetryTapped) }

  // Muting.
  /// The person asked to mute these accounts (or page titles) by name.
  public static func muteRequested(_ kind: MuteListKind, names: [String]) -> Self {
    .muting(.muteRequested(kind, names: names))
  }
  /// The person asked to unmute these entries (by id) of a mute list.
  public static func unmuteRequested(_ kind: MuteListKind, ids: [Int]) -> Self {
    .muting(.unmuteRequested(kind, ids: ids))
  }
  /// The mute write in flight answered (the store never delivers a let-go write's answer).
  public static func muteFinished(_ result: Result<MuteWriteOutcome, WikiFailure>) -> Self {
    .muting(.writeFinished(result))
  }

  // Subscriptions.
  /// The operating system gave the device token.
  public static func deviceTokenReceived(_ token: String) -> Self {
    .subscriptions(.deviceToken(.success(token)))
  }
  /// The operating system gave no device token.
  public static func deviceTokenFailed(_ failure: DeviceTokenFailure) -> Self {
    .subscriptions(.deviceToken(.failure(failure)))
  }
  /// The person typed a device token (and perhaps a topic) to subscribe for the account: a
  /// device other than this one, so this device's record is left out and a fresh one is used.
  public static func tokenEntered(token: String, topic: String?) -> Self {
    .subscriptions(.tokenEntered(token, topic: topic))
  }
  /// A subscribe of the token for the account named answered (the account tells it apart from
  /// another account's subscribe of the same token, sent before the session changed).
  public static func subscribeFinished(
    token: String, userName: String, _ result: Result<SubscribeOutcome, WikiFailure>
  ) -> Self {
    .subscriptions(.subscribeFinished(token: token, userName: userName, result))
  }
  /// An unsubscribe answered: the logout's delete is the session's, every other the
  /// subscriptions'.
  public static func unsubscribeFinished(
    token: String, _ purpose: SettingsFeature.UnsubscribePurpose,
    _ result: Result<UnsubscribeOutcome, WikiFailure>
  ) -> Self {
    purpose == .logout
      ? .session(.unsubscribed(token: token, result))
      : .subscriptions(.unsubscribeFinished(token: token, purpose, result))
  }
  /// This device is already subscribed for the account (an earlier version of the app
  /// subscribed it, outside the store): recorded as the store's own registration, so a logout
  /// deletes it and no second create is sent. Ignored when the record already holds a
  /// subscription of the device or owes this one.
  public static func subscriptionAdopted(_ subscription: DeviceSubscription) -> Self {
    .subscriptions(.adopted(subscription))
  }
  /// The person asked to try registering the device again.
  public static var registrationRetryTapped: Self { .subscriptions(.retryTapped) }

  // The session.
  /// The person asked to log out (the app routes its logout through the feature).
  public static var logoutTapped: Self { .session(.asked) }
  /// The deadline of the app's logout passed (``SettingsStore/deleteSubscriptionBeforeAppLogout(within:)``):
  /// the store ends logged out now, whatever its requests still do.
  public static var appLogoutDeadlinePassed: Self { .session(.appLogoutDeadlinePassed) }
  /// The device kept these choices from an earlier visit: shown at once, confirmed by the
  /// screen's first read (the store sends this when it starts).
  public static func knownChoicesRestored(_ known: KnownChoices) -> Self {
    .session(.knownChoicesRestored(known))
  }
  /// The logout request answered; `error` is nil on success.
  public static func logoutFinished(error: WikiFailure?) -> Self {
    .session(.finished(error: error))
  }

  // Migration.
  /// A language copy's read of a wiki answered (the store never delivers that of a read let
  /// go of).
  public static func copyPreferencesLoaded(_ result: Result<WikiSnapshot, WikiFailure>) -> Self {
    .migration(.loaded(result))
  }
  /// A language copy's write answered (the store never delivers a let-go write's answer);
  /// `error` is nil on success.
  public static func copySaveFinished(error: WikiFailure?) -> Self {
    .migration(.writeFinished(error: error))
  }

  // The announcements.
  /// A renderer posted this announcement and waits to hear whether it was heard: no renderer
  /// posts it again (a new one for the same screen included) unless it was not heard.
  public static func announcementPosted(id: Int) -> Self { .announcements(.posted(id: id)) }
  /// The screen reader was turned off: what it was saying counts as heard, since no word of it
  /// will come.
  public static var screenReaderStopped: Self { .announcements(.postedDelivered) }
  /// A renderer spoke this announcement (or, when it can tell, the screen reader finished
  /// saying it: UIKit's `announcementDidFinishNotification` with `wasSuccessful`).
  public static func announcementDelivered(id: Int) -> Self { .announcements(.delivered(id: id)) }
  /// The screen reader did not finish saying this announcement (`wasSuccessful` false): it is
  /// offered once more as a repeat, never a third time.
  public static func announcementNotHeard(id: Int) -> Self { .announcements(.notHeard(id: id)) }
}
