import Foundation

/// `WMF/.../PushNotificationsCache.swift`: `public struct PushNotificationsCache: Codable`, kept
/// by the app in the app group for the notification service extension (only what the
/// integration uses).
public struct PushNotificationsCache: Codable {
  /// `public var settings: PushNotificationsSettings`
  public var settings: PushNotificationsSettings

  /// `public var notifications: Set<RemoteNotificationsAPIController.NotificationsResult
  /// .Notification>`: the unread notifications the extension fetched.
  public var notifications: Set<RemoteNotificationsAPIController.NotificationsResult.Notification>
  /// `public var currentUnreadCount: Int = 0`
  public var currentUnreadCount: Int = 0

  /// `public init(settings:notifications:currentUnreadCount:)`
  public init(
    settings: PushNotificationsSettings,
    notifications: Set<RemoteNotificationsAPIController.NotificationsResult.Notification>,
    currentUnreadCount: Int = 0
  ) {
    self.settings = settings
    self.notifications = notifications
    self.currentUnreadCount = currentUnreadCount
  }
}

/// `RemoteNotificationsAPIController` (WMF): only the nested type the cache names.
public class RemoteNotificationsAPIController: NSObject {
  /// `NotificationsResult`
  public struct NotificationsResult {
    /// One notification as `meta=notifications` answers it (its fields left out here).
    public struct Notification: Codable, Hashable {
      /// The notification's id.
      public let id: String
    }
  }
}

/// `public struct PushNotificationsSettings: Codable`: the primary language whose wiki the
/// extension reads (`NotificationService.swift`: `cache.settings.primaryLanguageCode`).
public struct PushNotificationsSettings: Codable {
  /// `public let primaryLanguageCode: String`
  public let primaryLanguageCode: String
  /// `public let primaryLocalizedName: String`
  public let primaryLocalizedName: String
  /// `public let primaryLanguageVariantCode: String?`
  public let primaryLanguageVariantCode: String?

  /// `public init(primaryLanguageCode:primaryLocalizedName:primaryLanguageVariantCode:)`
  public init(
    primaryLanguageCode: String, primaryLocalizedName: String, primaryLanguageVariantCode: String?
  ) {
    self.primaryLanguageCode = primaryLanguageCode
    self.primaryLocalizedName = primaryLocalizedName
    self.primaryLanguageVariantCode = primaryLanguageVariantCode
  }

  /// `public static let \\`default\\``: English, what a new install's extension reads until the
  /// app writes the cache.
  public static let `default` = PushNotificationsSettings(
    primaryLanguageCode: "en", primaryLocalizedName: "English", primaryLanguageVariantCode: nil)
}

/// `SharedContainerCacheCommonNames.swift`: the cache files' names.
public class SharedContainerCacheCommonNames: NSObject {
  /// `public static let pushNotificationsCache = "Push Notifications Cache"`
  public static let pushNotificationsCache = "Push Notifications Cache"
}
