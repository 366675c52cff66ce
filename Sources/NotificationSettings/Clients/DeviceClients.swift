#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What the operating system says about this app's permission to show notifications.
public enum PermissionStatus: String, Equatable, Sendable, Codable {
  /// The person has not been asked yet.
  case notDetermined
  /// The person refused; only the system settings can change that.
  case denied
  /// Notifications may be shown.
  case authorized
  /// Notifications may be delivered quietly (to the notification centre) without asking.
  case provisional

  /// Whether pushes can reach this device, so that registering it is worth doing.
  public var allowsDelivery: Bool { self == .authorized || self == .provisional }
}

/// The device's notification permission (UNUserNotificationCenter on Apple platforms).
public struct NotificationPermissionClient: Sendable {
  /// Reads the current status without asking the person anything.
  public var status: @Sendable () async -> PermissionStatus
  /// Asks the person (only the first time the system allows it); true when granted.
  public var request: @Sendable () async -> Bool

  /// Apple platforms get `.live` from NotificationSettingsSwiftUI; the CLI simulates a device.
  public init(
    status: @escaping @Sendable () async -> PermissionStatus,
    request: @escaping @Sendable () async -> Bool
  ) {
    self.status = status
    self.request = request
  }
}

/// Why the device could not get a push token (e.g. APNs unreachable, no entitlement).
public struct DeviceTokenFailure: Error, Equatable, Sendable {
  /// The system's explanation, shown to the person as the cause.
  public var detail: String
  /// Wraps the system's explanation.
  public init(detail: String) { self.detail = detail }
}

/// The device's push token (UIApplication.registerForRemoteNotifications on Apple platforms).
public struct DeviceTokenClient: Sendable {
  /// Registers with the push service and returns the device token, hex encoded.
  public var register: @Sendable () async throws(DeviceTokenFailure) -> String

  /// `register` may wait for the system's answer; it throws when the system gives no token.
  public init(register: @escaping @Sendable () async throws(DeviceTokenFailure) -> String) {
    self.register = register
  }
}

/// Time, so that the save window can be driven by a test clock.
public struct ClockClient: Sendable {
  /// Suspends for the duration; throws only when the waiting task was cancelled.
  public var sleep: @Sendable (Duration) async throws -> Void

  /// `sleep` must throw when its task is cancelled, as `Task.sleep` does.
  public init(sleep: @escaping @Sendable (Duration) async throws -> Void) {
    self.sleep = sleep
  }

  /// The real clock.
  public static let continuous = ClockClient { duration in
    try await ContinuousClock().sleep(for: duration)
  }
}

/// Places outside the screen the person can be sent to.
public struct NavigationClient: Sendable {
  /// Opens this app's page in the system settings, where notifications can be allowed.
  public var openSystemNotificationSettings: @Sendable () async -> Void
  /// Opens a web page (the help page of "Learn more").
  public var openURL: @Sendable (URL) async -> Void
  /// Shows the app's log-in screen.
  public var showLogin: @Sendable () async -> Void
  /// Shows the app's screen for creating an account (offered to a temporary account).
  public var showCreateAccount: @Sendable () async -> Void
  /// The app's own session was found gone (``SettingsConfiguration/usesAppSession``): the app's
  /// re-login runs (the Wikipedia app's `attemptReauthentication()`); the package asks for no
  /// password.
  public var reauthenticate: @Sendable () async -> Void
  /// The same request, naming the account, answered: the app's re-login runs for
  /// ``ReloginRequest/userName`` (an app logs in again only a registered account it holds the
  /// credentials of) and says who its session is afterwards (nil: it does not say; a logout it
  /// makes is said by its own notification). By default it calls ``reauthenticate`` and says
  /// nothing.
  public var relogin: @Sendable (ReloginRequest) async -> AppSession?

  /// On Apple platforms `.live(showLogin:showCreateAccount:)` supplies the first two; the
  /// log-in and account creation screens are the app's, and so is `reauthenticate`.
  public init(
    openSystemNotificationSettings: @escaping @Sendable () async -> Void,
    openURL: @escaping @Sendable (URL) async -> Void,
    showLogin: @escaping @Sendable () async -> Void,
    showCreateAccount: @escaping @Sendable () async -> Void,
    reauthenticate: @escaping @Sendable () async -> Void = {},
    relogin: (@Sendable (ReloginRequest) async -> AppSession?)? = nil
  ) {
    self.openSystemNotificationSettings = openSystemNotificationSettings
    self.openURL = openURL
    self.showLogin = showLogin
    self.showCreateAccount = showCreateAccount
    self.reauthenticate = reauthenticate
    self.relogin =
      relogin ?? { _ in
        await reauthenticate()
        return nil
      }
  }
}

/// The store's request for the app's re-login, when the wiki found the app's session gone.
public struct ReloginRequest: Equatable, Sendable {
  /// The registered account the store showed, nil when no read had named one (a temporary
  /// account is never named: it cannot log in again).
  public var userName: String?
  /// What the wiki answered (`notLoggedIn`: an `assertuserfailed`, a 401 or an anonymous read).
  public var failure: WikiFailure

  /// A request for `userName`'s re-login after `failure`.
  public init(userName: String?, failure: WikiFailure = .notLoggedIn) {
    self.userName = userName
    self.failure = failure
  }
}

/// Storage for what must survive a restart of the app (``DeviceRecord``).
public struct PersistenceClient: Sendable {
  /// Reads the stored record, or an empty one.
  public var load: @Sendable () -> DeviceRecord
  /// Stores the record; an implementation that can fail reports it itself (it is not the screen's).
  public var save: @Sendable (DeviceRecord) async -> Void

  /// `load` is called synchronously when the store is created, so it must be quick (a
  /// UserDefaults read, as `.userDefaults(key:)` does on Apple platforms).
  public init(
    load: @escaping @Sendable () -> DeviceRecord,
    save: @escaping @Sendable (DeviceRecord) async -> Void
  ) {
    self.load = load
    self.save = save
  }
}

/// Every client the store runs effects against, injected together.
public struct SettingsClients: Sendable {
  /// The wikis.
  public var wiki: WikiClient
  /// The notification permission.
  public var permission: NotificationPermissionClient
  /// The device token.
  public var deviceToken: DeviceTokenClient
  /// Time.
  public var clock: ClockClient
  /// System settings, web pages and the log-in screen.
  public var navigation: NavigationClient
  /// The device record.
  public var persistence: PersistenceClient
  /// The account's last known choices, shown at once on the next visit.
  public var knownChoices: KnownChoicesClient

  /// Bundles the clients; by default nothing is kept of the choices (every visit reads first).
  public init(
    wiki: WikiClient,
    permission: NotificationPermissionClient,
    deviceToken: DeviceTokenClient,
    clock: ClockClient,
    navigation: NavigationClient,
    persistence: PersistenceClient,
    knownChoices: KnownChoicesClient = .none
  ) {
    self.knownChoices = knownChoices
    self.wiki = wiki
    self.permission = permission
    self.deviceToken = deviceToken
    self.clock = clock
    self.navigation = navigation
    self.persistence = persistence
  }
}
