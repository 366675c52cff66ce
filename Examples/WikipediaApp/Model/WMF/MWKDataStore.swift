import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `Wikipedia/Code/MWKDataStore.h`: `@interface MWKDataStore : NSObject`, Objective-C (not
/// `Sendable`, no global actor); only the members the integration uses.
@objc(MWKDataStore)
open class MWKDataStore: NSObject {
  /// `+ (MWKDataStore *)shared;` ("Deprecated: Use dependency injection").
  @objc open class func shared() -> MWKDataStore { MWKDataStore() }

  /// `@property (readonly, strong, nonatomic) WMFSession *session;`
  @objc open private(set) var session = Session(urlSession: URLSession.shared)
  /// `@property (readonly, strong, nonatomic) WMFAuthenticationManager *authenticationManager;`
  @objc open private(set) var authenticationManager = WMFAuthenticationManager()
  /// `@property (readonly, strong, nonatomic) WMFNotificationsController
  /// *notificationsController;`
  @objc open private(set) var notificationsController = WMFNotificationsController()
  /// `@property (readonly, copy, nonatomic, nullable) NSURL *primarySiteURL;`: the site of the
  /// first preferred language, e.g. `https://en.wikipedia.org`.
  @objc open private(set) var primarySiteURL: URL?

  override init() {}
}

/// `Wikipedia/Code/WikipediaAppUtils.h`: `@interface WikipediaAppUtils : NSObject` with
/// `+ (NSString *)versionedUserAgent;` (~12): `WikipediaApp/<version> (iOS <version>; Phone)`.
@objc(WikipediaAppUtils)
open class WikipediaAppUtils: NSObject {
  /// The app's User-Agent, as every request of the app sends it.
  @objc open class func versionedUserAgent() -> String { "WikipediaApp/0 (iOS 17.0; Phone)" }
}

/// `MWKLanguageLinkController.h`: `extern NSString *const WMFAppLanguageDidChangeNotification;`,
/// posted when the primary (app) language changes.
extension NSNotification.Name {
  /// The primary language changed; `MWKDataStore.primarySiteURL` is the new one's site.
  public static let WMFAppLanguageDidChange = NSNotification.Name(
    "WMFAppLanguageDidChangeNotification")
}

/// WMF's `UserDefaults` extension (`wmf_isSubscribedToEchoNotifications`, key
/// `WMFIsSubscribedToEchoNotifications`): read by `WMFNotificationsController` at logout, read
/// and set from the app target by `NotificationsCenterViewController.swift`.
extension UserDefaults {
  /// Whether this device is subscribed to Echo's pushes, as the app's old code kept it.
  @objc public var wmf_isSubscribedToEchoNotifications: Bool {
    get { bool(forKey: "WMFIsSubscribedToEchoNotifications") }
    set { set(newValue, forKey: "WMFIsSubscribedToEchoNotifications") }
  }
}
