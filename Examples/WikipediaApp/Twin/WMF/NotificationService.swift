import Foundation
import WMFData

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `NotificationServiceExtension/NotificationService.swift`: a `checkEchoV1` push's text is
/// replaced by the unread notifications of the primary language's wiki, which the extension
/// reads from `PushNotificationsCache` (`cache.settings.primaryLanguageCode`, `en` by default),
/// with its own `Session` over the app group's cookies. Twin only as a function: the language
/// whose wiki it read, and how many unread notifications it found there.
public enum NotificationService {
  /// What the extension read for one push.
  public struct Read: Equatable {
    /// The language whose wiki the extension read.
    public var language: String
    /// The unread notifications it found.
    public var unread: Int
  }

  /// The extension's handling of a push of `category`, with the cookies of `cookieStorage`.
  public static func didReceive(
    category: String, cookieStorage: HTTPCookieStorage, apiURLs: [String: URL]
  ) async throws -> Read? {
    guard category == "checkEchoV1" else { return nil }
    let cache: PushNotificationsCache =
      WMFSharedContainerCache(fileName: SharedContainerCacheCommonNames.pushNotificationsCache)
      .loadCache() ?? PushNotificationsCache(settings: .default, notifications: [])
    let language = cache.settings.primaryLanguageCode
    guard let apiURL = apiURLs[language] else { return Read(language: language, unread: 0) }
    let configuration = URLSessionConfiguration.ephemeral
    configuration.httpCookieStorage = cookieStorage
    let answer = try await TwinAPI.call(
      URLSession(configuration: configuration), apiURL,
      ["action": "query", "meta": "notifications", "notfilter": "!read", "notlimit": "50"])
    let list = TwinAPI.value(answer, "query", "notifications", "list") as? [Any] ?? []
    return Read(language: language, unread: list.count)
  }
}
