import Foundation
import MediaWikiAPI
import NotificationSettings
import TestWikiKit

/// One phone of an account on a test wiki, as the app makes it: the feature's store with the
/// LIVE wiki client (a session of its own), notifications allowed, a device token made for the
/// test, the device record in memory. Logging in is the app's `.loggedIn`: at an account's first
/// login the store turns every type off, and it registers the device once a type is on.
@MainActor
public final class PushTestDevice {
  /// The account logged in on this device.
  public let account: TestWiki.Account
  /// The push token the device registers (hex, unique to the test).
  public let token: String
  /// The APNs topic it registers with.
  public let topic: String
  /// The app's store.
  public let store: SettingsStore

  private init(account: TestWiki.Account, token: String, topic: String, store: SettingsStore) {
    self.account = account
    self.token = token
    self.topic = topic
    self.store = store
  }

  /// A new device token: hex, as APNs gives them (and as the tool's `--token` takes them).
  public static func newToken() -> String {
    "5eed" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
  }

  /// Logs `account` in on a new device for `site` (the store's language is the site's) and waits
  /// until the store has done what the login asks (the first login's reset, any registration).
  /// The store's session is `session` when given (a client already logged in as `account`, which
  /// the test may read with too), else a new one.
  public static func logIn(
    _ account: TestWiki.Account, on site: TestWiki.Site, wiki: TestWiki,
    topic: String = "org.wikimedia.wikipedia", token: String = newToken(),
    session: MediaWikiClient? = nil
  ) async throws -> PushTestDevice {
    let client: MediaWikiClient
    if let session {
      client = session
    } else {
      client = try await wiki.loggedInClient(site, as: account)
    }
    let clients = SettingsClients.realWikis(
      sessions: WikiSessions { _ in client }, permission: .authorized, grantsRequest: true,
      token: { token }, record: LockedBox(DeviceRecord()))
    // A short save window: these tests wait for every save, and do not test the window.
    let store = SettingsStore(
      configuration: SettingsConfiguration(pushTopic: topic, saveWindow: .milliseconds(20)),
      language: WikiLanguage(rawValue: site.language), clients: clients)
    store.send(.loggedIn)
    await store.settle()
    return PushTestDevice(account: account, token: token, topic: topic, store: store)
  }

  /// Taps `type`'s switch, as a person on the screen does, and waits for the save.
  public func toggle(_ type: NotificationType) async {
    store.send(.toggleTapped(type))
    await store.settle()
  }

  /// Logs out from the app's screen (which deletes the device's subscription first).
  public func logOut() async {
    store.send(.logoutTapped)
    await store.settle()
  }

  /// The one push an event sends to this device alone: provider, topic, tokens, message type.
  public var expectedPush: [PushSummary] {
    [PushSummary(provider: "apns", topic: topic, deviceTokens: [token], messageType: "checkEchoV1")]
  }

  /// The subscription the wiki should hold for this device.
  public var subscription: TestWiki.StoredSubscription {
    TestWiki.StoredSubscription(provider: "apns", token: token, topic: topic)
  }
}

/// A push as compared in tests: what Echo sent, without the time it arrived.
public struct PushSummary: Equatable, Sendable, CustomStringConvertible {
  /// `apns` or `fcm`.
  public var provider: String
  /// The APNs topic.
  public var topic: String?
  /// The device tokens it went to.
  public var deviceTokens: [String]
  /// Echo's message type.
  public var messageType: String

  /// A push to compare with.
  public init(provider: String, topic: String?, deviceTokens: [String], messageType: String) {
    self.provider = provider
    self.topic = topic
    self.deviceTokens = deviceTokens
    self.messageType = messageType
  }

  /// The recorded push, without its time.
  public init(_ push: TestWiki.RecordedPush) {
    self.init(
      provider: push.provider, topic: push.topic, deviceTokens: push.deviceTokens,
      messageType: push.messageType)
  }

  /// Reads as `apns org.wikimedia.wikipedia [tokens] checkEchoV1`.
  public var description: String {
    "\(provider) \(topic ?? "-") \(deviceTokens) \(messageType)"
  }
}

extension Array where Element == TestWiki.RecordedPush {
  /// The pushes without their times.
  public var summaries: [PushSummary] { map(PushSummary.init) }
}
