// The notification service extension's one input the integration keeps: the primary language.
import Foundation
import NotificationSettings
import WMF
import WMFData

/// Writes the primary language into the app group's `PushNotificationsCache`, as
/// `-[WMFNotificationsController subscribeToEchoNotificationsWithCompletionHandler:]` did at
/// each subscribe: the notification service extension (`NotificationService.swift`) reads the
/// unread notifications of `cache.settings.primaryLanguageCode`'s wiki, which defaults to `en`.
/// `WMFNotificationsController` keeps it in step at each language change (its
/// `updatePushNotificationsCacheWithNewPrimaryAppLanguage:`, internal to WMF); a cache that
/// names the language already is left as it is (its language variant included); a missing one
/// is written.
enum PushNotificationsCacheWriter {
  /// Names `language` in the cache, unless it does already.
  static func write(language: WikiLanguage) {
    let shared = WMFSharedContainerCache(
      fileName: SharedContainerCacheCommonNames.pushNotificationsCache)
    let loaded: PushNotificationsCache? = shared.loadCache()
    guard loaded?.settings.primaryLanguageCode != language.rawValue else { return }
    var cache = loaded ?? PushNotificationsCache(settings: .default, notifications: [])
    cache.settings = PushNotificationsSettings(
      primaryLanguageCode: language.rawValue,
      primaryLocalizedName: Locale.current.localizedString(forLanguageCode: language.rawValue)
        ?? language.rawValue,
      primaryLanguageVariantCode: nil)
    shared.saveCache(cache)
  }
}
