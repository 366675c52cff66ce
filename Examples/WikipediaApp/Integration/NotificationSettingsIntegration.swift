// Settings > Notifications in the Wikipedia app: add this file to the app's target (Swift 6
// language mode), with the other files of this folder. Foundation only: it compiles on Linux
// against the model of the app's interfaces beside it (Examples/WikipediaApp/Model,
// scripts/check-app-integration), and runs there against the app's twin
// (Examples/WikipediaApp/Twin, Tests/WikipediaAppTwinTests).
import Foundation
import MediaWikiAPI
import MediaWikiURLSession
import NotificationSettings
import WMF

/// The app's one notification settings store, over the app's own session, login, APNs token
/// and logout; made once by `WMFAppViewController` where it sets up the data store, before the
/// launch's login (`live(dataStore:)`), and handed to `SettingsCoordinator` and the
/// Notifications Center.
///
/// - Session: every request reads `Session.defaultURLSession` on the main actor
///   (``AppURLSessionSource``); no `Session` is captured in a `@Sendable` closure, and a torn
///   down session (`URLSession.shared`, no login cookies) sends nothing.
/// - Login state (``AppLoginState``): at launch the store is told who the app holds (a
///   permanent account once the launch's login names it, a temporary account, or nobody); a
///   login the person makes is ``SettingsFeature/Action/loggedIn`` (the first-login rule); the
///   launch's login, and an account the app's earlier version was logged in to, is not.
/// - Re-login (``AppRelogin``): only for the permanent account the keychain holds.
/// - Logout: `WMFNotificationsController.willLogOutHandler` (one header line), awaited by
///   `authenticationManagerWillLogOut:`; ``appWillLogOut()`` does the work.
/// - Token: `WMFNotificationsController.remoteRegistrationDeviceToken` or its error, which the
///   AppDelegate sets at every launch (``AppDeviceToken``).
/// - Subscriptions: the store is their one owner; the old version's subscription is adopted
///   (``AppUpgrade``), `wmf_isSubscribedToEchoNotifications` follows the store, and
///   `PushNotificationsCache` names the primary language at each subscribe.
@MainActor
final class NotificationSettingsIntegration: NSObject {
  /// The store the page draws.
  let store: SettingsStore
  /// The app's own screens the page can lead to, set by whoever shows the page.
  let screens = AppScreens()
  /// How long the app's logout waits for the delete of this device's subscription.
  static let logoutBound: Duration = .seconds(10)
  /// How long the launch waits for the APNs token before it adopts an earlier version's
  /// subscription without it (it then adopts nothing).
  static let tokenWait: Duration = .seconds(30)

  private let dataStore: MWKDataStore
  private let defaults: UserDefaults
  private var language: WikiLanguage
  private var observers: [any NSObjectProtocol] = []
  private var storeObservation: StoreObservation?
  private let tokens: AppDeviceToken
  private var login: AppLoginState
  private var wasRegistered = false

  /// The store over `dataStore`'s session, login and token; the other clients are the
  /// platform's (`live(dataStore:)` passes them). `apiURL` gives a language's Action API (the
  /// app's wikis; the twin's tests give the test wikis). Call ``start()`` once it is kept.
  init(
    dataStore: MWKDataStore, permission: NotificationPermissionClient,
    navigation: NavigationClient, persistence: PersistenceClient,
    knownChoices: KnownChoicesClient, titles: WikiTitleCache, strings: Strings,
    defaults: UserDefaults = .standard,
    apiURL: @escaping @Sendable (WikiLanguage) -> URL = {
      NotificationSettingsIntegration.apiURL(of: $0)
    }
  ) {
    self.dataStore = dataStore
    self.defaults = defaults
    language = Self.language(of: dataStore.primarySiteURL)
    let source = AppURLSessionSource(session: dataStore.session)
    let transport = URLSessionTransport(appSession: { source.loggedInURLSession() })
    let userAgent = WikipediaAppUtils.versionedUserAgent()
    let sessions = WikiSessions { language in
      MediaWikiClient(apiURL: apiURL(language), userAgent: userAgent, transport: transport)
    }
    let tokens = AppDeviceToken(controller: dataStore.notificationsController)
    self.tokens = tokens
    login = AppLoginState(defaults: defaults)
    let relogin = AppRelogin(authentication: dataStore.authenticationManager)
    var navigation = navigation
    navigation.relogin = { request in await relogin.run(request) }
    store = SettingsStore(
      configuration: SettingsConfiguration(
        pushTopic: Bundle.main.bundleIdentifier ?? "org.wikimedia.wikipedia",
        usesAppSession: true),
      language: language,
      clients: SettingsClients(
        // The app's logout is already running when the store's logout asks for it (the hook
        // below is its first step): nothing more to do here.
        wiki: .appSession(sessions: sessions, titles: titles, logOut: { _ in }),
        permission: permission,
        deviceToken: DeviceTokenClient { () async throws(DeviceTokenFailure) -> String in
          try await tokens.token(timeout: .seconds(30))
        },
        clock: .continuous, navigation: navigation, persistence: persistence,
        knownChoices: knownChoices),
      strings: strings)
    super.init()
  }

  /// Follows the app's login state, language and logout from now on, and tells the store what
  /// is known at launch: the app became active (the permission is read), and who the app holds
  /// (a permanent account is named by the launch's login, which follows).
  func start() {
    let center = NotificationCenter.default
    // No `queue:`: the app posts these on the main thread, where the block then runs at once
    // (with `queue: .main`, swift-corelibs-foundation's post would wait for the main queue it
    // is running on).
    observers += [
      center.addObserver(
        forName: WMFAuthenticationManager.didLogInNotification, object: nil, queue: nil
      ) { [weak self] _ in
        let this = self
        Self.onMain { this?.appLoggedIn() }
      },
      center.addObserver(
        forName: WMFAuthenticationManager.didLogOutNotification, object: nil, queue: nil
      ) { [weak self] _ in
        let this = self
        Self.onMain { this?.appLoggedOut() }
      },
      center.addObserver(forName: .WMFAppLanguageDidChange, object: nil, queue: nil) {
        [weak self] _ in
        let this = self
        Self.onMain { this?.primaryLanguageMayHaveChanged() }
      },
    ]
    installLogoutHook()
    storeObservation = store.observe { [weak self] in self?.storeChanged() }
    store.send(.appBecameActive)
    let authentication = dataStore.authenticationManager
    login.launched(
      keychainAccount: KeychainCredentialsManager.shared.username,
      subscribedByEarlierVersion: defaults.wmf_isSubscribedToEchoNotifications)
    if let session = login.sessionAtLaunch(authentication) {
      store.send(.appSessionChanged(session))
    }
  }

  /// Keeps `observer` (a notification observer) for the integration's lifetime.
  func keep(_ observer: any NSObjectProtocol) {
    observers.append(observer)
  }

  /// The app is logging out: this device's subscription is deleted while the session still
  /// exists, then the app's logout goes on. Returns within ``logoutBound`` whatever the wiki
  /// does, the store logged out; safe when the session is already gone.
  @discardableResult
  func appWillLogOut() async -> AppLogoutWait {
    await store.deleteSubscriptionBeforeAppLogout(within: Self.logoutBound)
  }

  /// The permission may have changed outside the page (the Notifications Center's opt-in panel
  /// asked): the store reads it again and registers the device if the account wants pushes.
  func permissionMayHaveChanged() {
    store.send(.appBecameActive)
  }

  /// Hands `WMFNotificationsController` the logout hook (its `willLogOutHandler`, a typed
  /// block property): `authenticationManagerWillLogOut:` calls it with the logout's completion
  /// handler, on the main thread, before the app sends `action=logout`. The handler is called
  /// once, on the main actor, after the delete (within ``logoutBound``).
  func installLogoutHook() {
    dataStore.notificationsController.willLogOutHandler = { [weak self] completion in
      let completion = AppLogoutCompletion(completion)
      MainActor.assumeIsolated {
        guard let self else { return completion.call() }
        Task { @MainActor in
          await self.appWillLogOut()
          completion.call()
        }
      }
    }
  }

  /// Runs `body` on the main actor: at once on the main thread (where the app posts its
  /// notifications), else as soon as the main actor is free.
  nonisolated static func onMain(_ body: @escaping @MainActor @Sendable () -> Void) {
    if Thread.isMainThread {
      MainActor.assumeIsolated(body)
    } else {
      Task { @MainActor in body() }
    }
  }

  /// The primary language's code from its site, `https://en.wikipedia.org`: `en`.
  nonisolated static func language(of site: URL?) -> WikiLanguage {
    guard let host = site?.host, let code = host.split(separator: ".").first, !code.isEmpty
    else { return "en" }
    return WikiLanguage(rawValue: String(code))
  }

  /// The Action API of a language's Wikipedia.
  nonisolated static func apiURL(of language: WikiLanguage) -> URL {
    var components = URLComponents()
    components.scheme = "https"
    components.host = "\(language.rawValue).wikipedia.org"
    components.path = "/w/api.php"
    return components.url ?? URL(fileURLWithPath: "/nonexistent-wiki")
  }

  /// `didLogInNotification`: the launch's login (at every launch, for the account the keychain
  /// holds) or a login the person made. Only the second is new to this device; an earlier
  /// version's subscription is adopted first.
  private func appLoggedIn() {
    guard let name = dataStore.authenticationManager.authStatePermanentUsername, !name.isEmpty
    else { return }
    switch login.loggedIn(name) {
    case .newLogin:
      store.send(.loggedIn)
    case .knownAccount:
      store.send(.appSessionChanged(.account(userName: name)))
    case .adoptingEarlierSubscription:
      // The token comes from the AppDelegate's registration at this launch; the store's own
      // registration waits for the account's read, which follows the adoption.
      Task { @MainActor in
        if let token = try? await tokens.token(timeout: Self.tokenWait) {
          store.send(.subscriptionAdopted(DeviceSubscription(deviceToken: token, userName: name)))
        }
        login.adopted(name)
        store.send(.appSessionChanged(.account(userName: name)))
      }
    }
  }

  /// `didLogOutNotification`: nobody, or the temporary account the app's cookies still hold.
  private func appLoggedOut() {
    login.loggedOut()
    store.send(.appSessionChanged(.loggedOut))
  }

  private func primaryLanguageMayHaveChanged() {
    let new = Self.language(of: dataStore.primarySiteURL)
    guard new != language else { return }
    store.send(.primaryLanguageChanged(from: language, to: new))
    language = new
  }

  /// After each change of the store: the app's flag, and the extension's cache at a subscribe.
  private func storeChanged() {
    let state = store.state
    // `wmf_isSubscribedToEchoNotifications` says what the store holds: this device is
    // subscribed for the account logged in. Unchanged while the store does not know who is
    // logged in yet (at launch, before the launch's login names the account): an upgrading
    // device keeps its old version's flag until its subscription is adopted.
    let registered = state.device.registered
    let subscribed: Bool?
    if let userName = state.session.userName {
      subscribed = registered?.userName == userName
    } else if state.session == .unknown {
      subscribed = nil
    } else {
      subscribed = false
    }
    if let subscribed, defaults.wmf_isSubscribedToEchoNotifications != subscribed {
      defaults.wmf_isSubscribedToEchoNotifications = subscribed
    }
    // The notification service extension reads the primary language's wiki from the app
    // group's PushNotificationsCache: written at each subscribe, as the old subscribe did (a
    // new install that never changes its language would read `en` otherwise).
    let isRegistered: Bool
    if case .registered = state.subscriptions.registration {
      isRegistered = true
    } else {
      isRegistered = false
    }
    if isRegistered, !wasRegistered { PushNotificationsCacheWriter.write(language: language) }
    wasRegistered = isRegistered
  }
}

/// The app's login and account creation screens, for the page's "Log in" and "Create
/// account": set by the code that shows the page (`SettingsCoordinator`), which can present
/// them.
@MainActor
final class AppScreens {
  /// Presents the app's login screen.
  var showLogin: (@MainActor () -> Void)?
  /// Presents the app's account creation screen.
  var showCreateAccount: (@MainActor () -> Void)?
}

/// The logout's completion handler (an Objective-C block when the app calls the hook), called
/// once, on the main actor, where the app runs its logout: the block itself is not `Sendable`.
final class AppLogoutCompletion: @unchecked Sendable {
  private let handler: () -> Void

  /// Wraps the handler `authenticationManagerWillLogOut:` received.
  init(_ handler: @escaping () -> Void) {
    self.handler = handler
  }

  /// Lets the app's logout go on.
  @MainActor
  func call() {
    handler()
  }
}
