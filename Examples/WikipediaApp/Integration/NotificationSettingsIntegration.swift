// Settings > Notifications in the Wikipedia app: add this file to the app's target (Swift 6
// language mode), with the other files of this folder. Foundation only: it compiles on Linux
// against the model of the app's interfaces beside it (Examples/WikipediaApp/Model,
// scripts/check-app-integration).
import Foundation
import MediaWikiAPI
import MediaWikiURLSession
import NotificationSettings
import WMF

/// The app's one notification settings store, over the app's own session, login, APNs token
/// and logout; made once at launch (`live(dataStore:)`, the AppDelegate) and kept.
///
/// - Session: every request reads `Session.defaultURLSession` on the main actor
///   (``AppURLSessionSource``); no `Session` is captured in a `@Sendable` closure, and a torn
///   down session (`URLSession.shared`, no login cookies) sends nothing.
/// - Login state: `WMFAuthenticationManager`'s, at launch when known, then its
///   `didLogInNotification` and `didLogOutNotification`.
/// - Re-login: `WMFAuthenticationManager.attemptLoginWithLogoutOnFailure(completion:)` (public),
///   what `MWKDataStore.attemptReauthentication()` runs; at most one a minute.
/// - Logout: ``appWillLogOut()``, awaited by `-[WMFNotificationsController
///   authenticationManagerWillLogOut:]` (see the guide).
/// - Token: `WMFNotificationsController.remoteRegistrationDeviceToken`, which the AppDelegate
///   sets at every launch (``AppDeviceToken``).
/// - Subscriptions: the store is their one owner; `wmf_isSubscribedToEchoNotifications` follows
///   it for the app's code that still reads it.
@MainActor
final class NotificationSettingsIntegration {
  /// The store the page draws.
  let store: SettingsStore
  /// The app's own screens the page can lead to, set by whoever shows the page.
  let screens = AppScreens()
  /// How long the app's logout waits for the delete of this device's subscription.
  static let logoutBound: Duration = .seconds(10)

  private let dataStore: MWKDataStore
  private var language: WikiLanguage
  private var observers: [any NSObjectProtocol] = []
  private var storeObservation: StoreObservation?

  /// The store over `dataStore`'s session, login and token; the other clients are the
  /// platform's (`live(dataStore:)` passes them). Call ``start()`` once it is kept.
  init(
    dataStore: MWKDataStore, permission: NotificationPermissionClient,
    navigation: NavigationClient, persistence: PersistenceClient,
    knownChoices: KnownChoicesClient, titles: WikiTitleCache, strings: Strings
  ) {
    self.dataStore = dataStore
    language = Self.language(of: dataStore.primarySiteURL)
    let source = AppURLSessionSource(session: dataStore.session)
    let transport = URLSessionTransport(appSession: { source.loggedInURLSession() })
    let userAgent = WikipediaAppUtils.versionedUserAgent()
    let sessions = WikiSessions { language in
      MediaWikiClient(apiURL: Self.apiURL(of: language), userAgent: userAgent, transport: transport)
    }
    let tokens = AppDeviceToken(controller: dataStore.notificationsController)
    let relogin = AppRelogin(authentication: dataStore.authenticationManager)
    var navigation = navigation
    navigation.reauthenticate = { await relogin.run() }
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
  }

  /// Follows the app's login state and language from now on, and tells the store what is known
  /// at launch: the app became active (the permission is read, and a token changed since the
  /// last launch replaces the old subscription), and who is logged in if the app knows yet.
  func start() {
    let center = NotificationCenter.default
    observers += [
      center.addObserver(
        forName: WMFAuthenticationManager.didLogInNotification, object: nil, queue: .main
      ) { [weak self] _ in
        MainActor.assumeIsolated { self?.store.send(.loggedIn) }
      },
      center.addObserver(
        forName: WMFAuthenticationManager.didLogOutNotification, object: nil, queue: .main
      ) { [weak self] _ in
        MainActor.assumeIsolated { self?.store.send(.appSessionChanged(.loggedOut)) }
      },
      center.addObserver(forName: .WMFAppLanguageDidChange, object: nil, queue: .main) {
        [weak self] _ in
        MainActor.assumeIsolated { self?.primaryLanguageMayHaveChanged() }
      },
    ]
    storeObservation = store.observe { [weak self] in self?.keepTheAppsFlag() }
    store.send(.appBecameActive)
    if let session = Self.knownSession(dataStore.authenticationManager) {
      store.send(.appSessionChanged(session))
    }
  }

  /// Keeps `observer` (a notification observer) for the integration's lifetime.
  func keep(_ observer: any NSObjectProtocol) {
    observers.append(observer)
  }

  /// The app is logging out: this device's subscription is deleted while the session still
  /// exists, then the app's logout goes on. Returns within ``logoutBound`` whatever the wiki
  /// does; safe when the session is already gone.
  func appWillLogOut() async {
    _ = await store.deleteSubscriptionBeforeAppLogout(within: Self.logoutBound)
  }

  /// The permission may have changed outside the page (the Notifications Center's opt-in panel
  /// asked): the store reads it again and registers the device if the account wants pushes.
  func permissionMayHaveChanged() {
    store.send(.appBecameActive)
  }

  /// Who the app says is logged in, if it knows yet: `authStatePermanentUsername` is empty
  /// until the login at launch has answered (its `didLogInNotification` says it then).
  static func knownSession(_ authentication: WMFAuthenticationManager) -> AppSession? {
    if authentication.authStateIsPermanent, let name = authentication.authStatePermanentUsername,
      !name.isEmpty
    {
      return .account(userName: name)
    }
    if authentication.authStateIsTemporary,
      let name = authentication.authStateTemporaryUsername, !name.isEmpty
    {
      return .temporaryAccount(userName: name)
    }
    return nil
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

  private func primaryLanguageMayHaveChanged() {
    let new = Self.language(of: dataStore.primarySiteURL)
    guard new != language else { return }
    store.send(.primaryLanguageChanged(from: language, to: new))
    language = new
  }

  /// `wmf_isSubscribedToEchoNotifications` says what the store holds: this device is subscribed
  /// for the account logged in. The app's own code that still reads the flag (the Notifications
  /// Center's opt-in panel) then agrees with the page.
  private func keepTheAppsFlag() {
    let state = store.state
    let subscribed =
      state.device.registered.map { $0.userName == state.session.userName } ?? false
    if UserDefaults.standard.wmf_isSubscribedToEchoNotifications != subscribed {
      UserDefaults.standard.wmf_isSubscribedToEchoNotifications = subscribed
    }
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
