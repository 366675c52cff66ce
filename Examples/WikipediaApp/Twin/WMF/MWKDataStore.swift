import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `Wikipedia/Code/MWKDataStore.h/.m`: the app's data store, set up by `WMFAppViewController`;
/// it holds the session, the authentication manager (whose delegate it is) and the
/// notifications controller. The twin's is made for the test wikis: `apiURLs` maps each
/// language to its wiki's `api.php` (the app's `https://<language>.wikipedia.org/w/api.php`).
open class MWKDataStore: NSObject, WMFAuthenticationManagerDelegate {
  /// `+ (MWKDataStore *)shared;`: the one made last.
  open class func shared() -> MWKDataStore {
    guard let last = lastMade else { preconditionFailure("no data store set up yet") }
    return last
  }
  private static weak var lastMade: MWKDataStore?

  /// `@property (readonly, strong, nonatomic) WMFSession *session;`
  open private(set) var session: Session
  /// `@property (readonly, strong, nonatomic) WMFAuthenticationManager *authenticationManager;`
  open private(set) var authenticationManager: WMFAuthenticationManager
  /// `@property (readonly, strong, nonatomic) WMFNotificationsController *notificationsController;`
  open private(set) var notificationsController: WMFNotificationsController
  /// `@property (readonly, copy, nonatomic, nullable) NSURL *primarySiteURL;`
  open private(set) var primarySiteURL: URL?

  /// Each language's test wiki (twin only).
  public let apiURLs: [String: URL]

  /// A data store of an install whose primary language is `primaryLanguage`, over `session`
  /// (an earlier launch's: the app group's cookies outlive the process) or a new one (twin only).
  public init(apiURLs: [String: URL], primaryLanguage: String, session: Session? = nil) {
    self.apiURLs = apiURLs
    let session = session ?? Session()
    self.session = session
    primarySiteURL = MWKDataStore.siteURL(primaryLanguage)
    let urls = apiURLs.keys.sorted().compactMap { apiURLs[$0] }
    authenticationManager = WMFAuthenticationManager(
      session: session, apiURLs: urls,
      apiURL: { site in
        let language = site.host?.split(separator: ".").first.map(String.init) ?? "en"
        return apiURLs[language] ?? urls[0]
      })
    notificationsController = WMFNotificationsController()
    super.init()
    notificationsController.dataStore = self
    authenticationManager.delegate = self
    MWKDataStore.lastMade = self
  }

  /// The API of `language`'s test wiki (twin only).
  public func apiURL(_ language: String) -> URL {
    apiURLs[language] ?? apiURLs["en"]!
  }

  /// `-[MWKLanguageLinkController setAppLanguage...]`: the person makes `language` primary;
  /// `WMFAppLanguageDidChangeNotification` follows (twin only as a method).
  public func setPrimaryLanguage(_ language: String) {
    primarySiteURL = MWKDataStore.siteURL(language)
    NotificationCenter.default.post(name: .WMFAppLanguageDidChange, object: nil)
    authenticationManager.refreshCurrentUser()
  }

  static func siteURL(_ language: String) -> URL? {
    URL(string: "https://\(language).wikipedia.org")
  }

  /// `-[MWKDataStore attemptReauthentication]` (~99): the `Session`'s re-login on a 401.
  public func attemptReauthentication() {
    authenticationManager.attemptLoginWithLogoutOnFailure()
  }

  // MARK: WMFAuthenticationManagerDelegate

  var loginSiteURL: URL? { primarySiteURL }

  /// `-[MWKDataStore authenticationManagerWillLogOut:]`: reading-list sync stops (nothing to
  /// stop in the twin), then `WMFNotificationsController` cleans up, on the main thread, and
  /// calls the handler when done.
  func authenticationManagerWillLogOut(completionHandler: @escaping () -> Void) {
    DispatchQueue.main.async {
      self.notificationsController.authenticationManagerWillLogOut(completionHandler)
    }
  }

  func authenticationManagerDidLogin() {}

  func authenticationManagerDidReset() {}
}

/// `Wikipedia/Code/WikipediaAppUtils.h`: `+ (NSString *)versionedUserAgent;`
open class WikipediaAppUtils: NSObject {
  /// `WikipediaApp/<version> (iOS <version>; Phone)`: the twin's.
  open class func versionedUserAgent() -> String { "WikipediaApp/7.7.7 (iOS 17.6; Phone) twin" }
}

/// `MWKLanguageLinkController.h`: `WMFAppLanguageDidChangeNotification`.
extension NSNotification.Name {
  /// The primary (app) language changed.
  public static let WMFAppLanguageDidChange = NSNotification.Name(
    "WMFAppLanguageDidChangeNotification")
}

/// WMF's `UserDefaults` extension: `wmf_isSubscribedToEchoNotifications` (key
/// `WMFIsSubscribedToEchoNotifications`) and the Notifications Center's opt-in panel's mark.
extension UserDefaults {
  /// Whether this device is subscribed to Echo's pushes, as the app's old code kept it.
  public var wmf_isSubscribedToEchoNotifications: Bool {
    get { bool(forKey: "WMFIsSubscribedToEchoNotifications") }
    set { set(newValue, forKey: "WMFIsSubscribedToEchoNotifications") }
  }

  /// `wmf_didShowNotificationsCenterPushOptInPanel`: the panel was shown once.
  public var wmf_didShowNotificationsCenterPushOptInPanel: Bool {
    get { bool(forKey: "WMFDidShowNotificationsCenterPushOptInPanel") }
    set { set(newValue, forKey: "WMFDidShowNotificationsCenterPushOptInPanel") }
  }
}
