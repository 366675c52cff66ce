import Foundation
import WMFData

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `Wikipedia/Code/WMFNotificationsController.h/.m`: the APNs token and its error (set by the
/// AppDelegate at every launch), the permission, the logout's clean-up
/// (`authenticationManagerWillLogOut:`, with the integration's one header line,
/// `willLogOutHandler`), the language observer that keeps `PushNotificationsCache` in step, and
/// the old version's subscribe (for upgrades).
open class WMFNotificationsController: NSObject {
  /// The permission as `UNUserNotificationCenter` answers it (twin only: the device's).
  public enum AuthorizationStatus { case notDetermined, denied, authorized }

  weak var dataStore: MWKDataStore?
  private var observer: NSObjectProtocol?

  /// `@property (readonly, copy, nullable) NSData *remoteRegistrationDeviceToken;`
  open private(set) var remoteRegistrationDeviceToken: Data?
  /// `@property (readonly, strong, nullable) NSError *remoteRegistrationError;`
  open private(set) var remoteRegistrationError: Error?

  /// The device's permission (twin only); what the person answers when asked.
  public var authorizationStatus: AuthorizationStatus = .notDetermined
  /// What the person answers to the system's question (twin only).
  public var personAllowsNotifications = true

  /// The integration's one header line: `@property (nonatomic, copy, nullable) void
  /// (^willLogOutHandler)(void (^completion)(void));`
  open var willLogOutHandler: ((@escaping () -> Void) -> Void)?

  override init() {
    super.init()
    // `-initWithDataStore:languageLinkController:`: observes the app language's changes.
    observer = NotificationCenter.default.addObserver(
      forName: .WMFAppLanguageDidChange, object: nil, queue: nil
    ) { [weak self] _ in
      self?.handleAppLanguageDidChangeNotification()
    }
  }

  /// `- (void)setRemoteNotificationRegistrationStatusWithDeviceToken:error:` (.h ~31).
  open func setRemoteNotificationRegistrationStatusWithDeviceToken(
    _ deviceToken: Data?, error: Error?
  ) {
    remoteRegistrationDeviceToken = deviceToken
    remoteRegistrationError = error
  }

  /// `- (void)requestPermissionsIfNecessaryWithCompletionHandler:` (.h ~18): asks when not
  /// determined; `isAllowed` unless denied.
  open func requestPermissionsIfNecessary(completionHandler: @escaping (Bool, Error?) -> Void) {
    if authorizationStatus == .notDetermined {
      authorizationStatus = personAllowsNotifications ? .authorized : .denied
    }
    completionHandler(authorizationStatus == .authorized, nil)
  }

  /// `- (void)authenticationManagerWillLogOut:` (.m ~37) with the integration's new body: the
  /// handler goes to ``willLogOutHandler`` when one is set, and is called at once otherwise.
  open func authenticationManagerWillLogOut(_ completionHandler: @escaping () -> Void) {
    UserDefaults.standard.wmf_didShowNotificationsCenterPushOptInPanel = false
    TwinJournal.note("willLogOut")
    let done = {
      TwinJournal.note("willLogOut done")
      completionHandler()
    }
    if let willLogOutHandler {
      willLogOutHandler(done)
    } else {
      done()
    }
  }

  /// `-handleAppLanguageDidChangeNotification:` →
  /// `updatePushNotificationsCacheWithNewPrimaryAppLanguage:` (WMFNotificationsController+Cache).
  func handleAppLanguageDidChangeNotification() {
    updatePushNotificationsCacheWithPrimaryAppLanguage()
  }

  func updatePushNotificationsCacheWithPrimaryAppLanguage() {
    guard let code = dataStore?.primarySiteURL?.host?.split(separator: ".").first else { return }
    let shared = WMFSharedContainerCache(
      fileName: SharedContainerCacheCommonNames.pushNotificationsCache)
    var cache: PushNotificationsCache =
      shared.loadCache() ?? PushNotificationsCache(settings: .default, notifications: [])
    cache.settings = PushNotificationsSettings(
      primaryLanguageCode: String(code), primaryLocalizedName: String(code),
      primaryLanguageVariantCode: nil)
    shared.saveCache(cache)
  }

  /// The old version's `- (void)subscribeToEchoNotificationsWithCompletionHandler:` (what the
  /// Settings switch and the Notifications Center's opt-in called before the integration): the
  /// cache names the app language, the token is subscribed on the app language's wiki
  /// (`WMFEchoSubscriptionFetcher`: `echopushsubscriptions`, `create`, `apns`, the app's bundle
  /// identifier as topic), and on success `wmf_isSubscribedToEchoNotifications` is set. Twin only
  /// for upgrades: the integration never calls it.
  public func subscribeToEchoNotificationsOfEarlierVersion(
    completionHandler: @escaping (Error?) -> Void
  ) {
    updatePushNotificationsCacheWithPrimaryAppLanguage()
    guard let dataStore, let token = remoteRegistrationDeviceToken,
      let site = dataStore.primarySiteURL,
      let language = site.host?.split(separator: ".").first
    else { return completionHandler(TwinAPI.Failure(description: "no token or site")) }
    let apiURL = dataStore.apiURL(String(language))
    let urlSession = dataStore.session.defaultURLSession
    Task { @MainActor in
      do {
        let csrf = try await TwinAPI.token(urlSession, apiURL)
        _ = try await TwinAPI.call(
          urlSession, apiURL,
          [
            "action": "echopushsubscriptions", "command": "create", "provider": "apns",
            "providertoken": token.map { String(format: "%02x", $0) }.joined(),
            "topic": "org.wikimedia.wikipedia", "token": csrf,
          ], post: true)
        UserDefaults.standard.wmf_isSubscribedToEchoNotifications = true
        completionHandler(nil)
      } catch {
        completionHandler(error)
      }
    }
  }
}
