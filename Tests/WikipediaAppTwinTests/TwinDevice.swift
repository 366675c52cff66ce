import Foundation
import MediaWikiAPI
import MediaWikiURLSession
import NotificationSettings
import TestSupport
import WMF
import WMFData

@testable import WikipediaAppIntegration

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A reference the `@Sendable` clients may hold: only read on the main actor.
final class MainActorBox<Value: AnyObject>: @unchecked Sendable {
  weak var value: Value?
  init(_ value: Value? = nil) { self.value = value }
}

/// One device with the Wikipedia app on it, run against the real test wikis: what outlives a
/// launch (the keychain, `UserDefaults`, the app group's cookies and cache, the permission, the
/// APNs token, the store's device record) and the launch itself, as the app runs it:
/// `AppDelegate` registers for remote notifications and hands the token or the error to
/// `WMFNotificationsController` (with the integration's change, the error too);
/// `WMFAppViewController` sets up the data store, makes the integration there (before the
/// launch's login) and runs the launch's login (`finishResumingApp`).
@MainActor
final class TwinDevice {
  let wiki: TestWiki
  /// Each language's wiki, over plain http: FoundationNetworking cannot trust the wikis'
  /// private authority (the app's https).
  let apiURLs: [String: URL]
  /// The APNs token of this device.
  let token: Data
  /// What APNs answers at registration: the token, or this error.
  var registrationError: NSError?
  /// The device's notification permission, kept across launches.
  var permission: WMFNotificationsController.AuthorizationStatus = .notDetermined
  /// The store's device record and kept choices, as the app's `UserDefaults` keep them.
  let record = LockedBox(DeviceRecord())
  let known = LockedBox<KnownChoices?>(nil)
  /// Every registration and session the store went through (from the current launch on): a
  /// create is sent exactly when the registration becomes `subscribing`.
  private(set) var registrations: [Registration] = []
  private(set) var sessions: [AccountSession] = []

  private(set) var dataStore: MWKDataStore?
  private(set) var integration: NotificationSettingsIntegration?
  private var observation: StoreObservation?
  private var session: Session?

  /// A device that never had the app: nothing in its keychain, defaults or app group.
  init(wiki: TestWiki) {
    self.wiki = wiki
    apiURLs = [
      wiki.en.language: wiki.en.plainHTTPAPIURL, wiki.de.language: wiki.de.plainHTTPAPIURL,
    ]
    token = Data((0..<32).map { _ in UInt8.random(in: 0...255) })
    KeychainCredentialsManager.shared.reset()
    let defaults = UserDefaults.standard
    for key in defaults.dictionaryRepresentation().keys
    where key.hasPrefix("notification-settings.") || key.hasPrefix("WMF") {
      defaults.removeObject(forKey: key)
    }
    TwinDevice.cache.saveCache(PushNotificationsCache(settings: .default, notifications: []))
    try? FileManager.default.removeItem(at: TwinDevice.cacheFile)
    TwinJournal.clear()
    // The app group's cookie storage, there before the first launch.
    session = Session()
  }

  /// The token as Echo stores it (hex).
  var tokenHex: String { token.map { String(format: "%02x", $0) }.joined() }

  /// The store of the current launch.
  var store: SettingsStore { integration!.store }

  /// The app group's push notification cache.
  static var cache: WMFSharedContainerCache {
    WMFSharedContainerCache(fileName: SharedContainerCacheCommonNames.pushNotificationsCache)
  }
  static var cacheFile: URL {
    WMFSharedContainerCache.defaultContainerURL!.appendingPathComponent(
      SharedContainerCacheCommonNames.pushNotificationsCache + ".json")
  }

  /// The primary language the app group's cache names (the extension's wiki), nil when the
  /// app never wrote it (the extension then reads `en`).
  var cachedLanguage: String? {
    (TwinDevice.cache.loadCache() as PushNotificationsCache?)?.settings.primaryLanguageCode
  }

  /// Launches the app: the version with the integration, or (`integration: false`) the earlier
  /// version, which has none. The launch's login runs; the caller waits for what it needs.
  func launch(primaryLanguage: String = "en", integration withIntegration: Bool = true) {
    if let old = dataStore { permission = old.notificationsController.authorizationStatus }
    integration = nil
    observation = nil
    registrations = []
    sessions = []
    let dataStore = MWKDataStore(
      apiURLs: apiURLs, primaryLanguage: primaryLanguage, session: session)
    self.dataStore = dataStore
    session = dataStore.session
    dataStore.notificationsController.authorizationStatus = permission
    // AppDelegate, `application(_:didFinishLaunchingWithOptions:)`: registers for remote
    // notifications at every launch; APNs answers a moment later, on the main queue.
    let controller = MainActorBox(dataStore.notificationsController)
    let token = self.token
    let error = registrationError
    Task { @MainActor in
      try? await Task.sleep(for: .milliseconds(50))
      // `didRegisterForRemoteNotificationsWithDeviceToken` / with the integration's change,
      // `didFailToRegisterForRemoteNotificationsWithError` forwards the error too.
      controller.value?.setRemoteNotificationRegistrationStatusWithDeviceToken(
        error == nil ? token : nil, error: error)
    }
    if withIntegration {
      // WMFAppViewController, where it sets up the data store, before the launch's login.
      let made = makeIntegration(dataStore)
      integration = made
      observation = made.store.observe { [weak self] in self?.noteStoreState() }
      made.start()
      noteStoreState()
    }
    // `finishResumingApp`: the launch's login with the keychain's credentials.
    dataStore.authenticationManager.attemptLogin()
  }

  private func makeIntegration(_ dataStore: MWKDataStore) -> NotificationSettingsIntegration {
    let box = MainActorBox(dataStore)
    let record = self.record
    let known = self.known
    let apiURLs = self.apiURLs
    return NotificationSettingsIntegration(
      dataStore: dataStore,
      permission: NotificationPermissionClient(
        status: {
          await MainActor.run {
            switch box.value?.notificationsController.authorizationStatus {
            case .authorized: .authorized
            case .denied: .denied
            default: .notDetermined
            }
          }
        },
        request: {
          await MainActor.run {
            var allowed = false
            box.value?.notificationsController.requestPermissionsIfNecessary { granted, _ in
              allowed = granted
            }
            return allowed
          }
        }),
      navigation: NavigationClient(
        openSystemNotificationSettings: {}, openURL: { _ in }, showLogin: {},
        // The integration answers the store's re-login itself (`AppRelogin`).
        showCreateAccount: {}),
      persistence: PersistenceClient(load: { record.value }, save: { record.value = $0 }),
      knownChoices: KnownChoicesClient(load: { known.value }, save: { known.value = $0 }),
      titles: WikiTitleCache(), strings: .english,
      apiURL: { language in apiURLs[language.rawValue] ?? apiURLs["en"]! })
  }

  private func noteStoreState() {
    guard let state = integration?.store.state else { return }
    if registrations.last != state.subscriptions.registration {
      registrations.append(state.subscriptions.registration)
    }
    if sessions.last != state.session { sessions.append(state.session) }
  }

  /// Whether the store sent a create since the launch.
  var sentACreate: Bool {
    registrations.contains { if case .subscribing = $0 { true } else { false } }
  }

  /// The person logs in on the app's login screen.
  func logIn(_ account: TestWiki.Account) async throws {
    let manager = dataStore!.authenticationManager
    let result: Result<String, any Error> = await withCheckedContinuation { done in
      manager.login(username: account.name, password: account.password) { result in
        done.resume(returning: result.map(\.name))
      }
    }
    _ = try result.get()
  }

  /// The app logs out (`initiatedBy`), and returns when `didLogOutNotification` was posted.
  func logOut(_ initiator: WMFAuthenticationManager.LogoutInitiator = .user) async {
    let manager = dataStore!.authenticationManager
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      manager.logout(initiatedBy: initiator) { done.resume() }
    }
    await settle()
  }

  /// Waits until `condition` holds (at most 30 s), then for the store's work to end.
  func waitUntil(_ what: String, _ condition: () -> Bool) async throws {
    let deadline = ContinuousClock.now + .seconds(30)
    while !condition() {
      guard ContinuousClock.now < deadline else {
        let state = integration.map { "\($0.store.state.session), \($0.store.state.subscriptions)" }
        throw TestWiki.Unavailable(
          description:
            "waited 30 s for \(what); the store: \(state ?? "none"); the app: \(TwinJournal.entries)"
        )
      }
      try await Task.sleep(for: .milliseconds(20))
    }
    await settle()
  }

  /// Waits for the store's effects, and a moment for the twin's callbacks on the main queue.
  func settle() async {
    for _ in 0..<3 {
      if let store = integration?.store { await store.settle() }
      try? await Task.sleep(for: .milliseconds(30))
    }
  }

  /// A URLSession over this device's cookies (the app group's): what the app's other code, and
  /// the notification service extension, read with.
  func appGroupURLSession() -> URLSession {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.httpCookieStorage = session!.cookieStorage
    return URLSession(configuration: configuration)
  }

  /// A client of `language`'s wiki over the app's own cookies.
  func appClient(_ language: String = "en") -> MediaWikiClient {
    let urlSession = appGroupURLSession()
    return MediaWikiClient(
      apiURL: apiURLs[language]!, userAgent: TestWiki.userAgent,
      transport: URLSessionTransport(borrowing: { urlSession }))
  }

  /// The person turns `type` on on the page (shown), and the store's work ends.
  func turnOn(_ type: NotificationType) async {
    store.send(.appeared)
    await settle()
    if store.state.isOn(type) != true { store.send(.toggleTapped(type)) }
    await settle()
  }
}
