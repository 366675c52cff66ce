import Foundation
import NotificationSettings

/// A value shared between a test and the clients it injects (a device record the store keeps).
public final class LockedBox<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: Value

  /// Holds `value` until a client or the test replaces it.
  public init(_ value: Value) { stored = value }

  /// The value now; reads and writes are serialised.
  public var value: Value {
    get { lock.withLock { stored } }
    set { lock.withLock { stored = newValue } }
  }

  /// Changes the value in one step under the lock: `value.append(x)` is a read and a separate
  /// write, so two clients appending at once would lose one of the two.
  public func mutate(_ change: (inout Value) -> Void) {
    lock.withLock { change(&stored) }
  }
}

extension NavigationClient {
  /// Goes nowhere: the tests on the real wikis never leave the screen.
  public static let nowhere = NavigationClient(
    openSystemNotificationSettings: {}, openURL: { _ in }, showLogin: {}, showCreateAccount: {})
}

extension SettingsClients {
  /// The store's clients for a test on the real wikis: the live wiki client over `sessions`, a
  /// device whose notification permission is `permission` (a request is answered
  /// `grantsRequest`) and whose token comes from `token`, the device record kept in `record`
  /// (nil: a record that is always empty and never kept), the continuous clock, no navigation.
  public static func realWikis(
    sessions: WikiSessions,
    permission: PermissionStatus,
    grantsRequest: Bool,
    token: @escaping @Sendable () async throws(DeviceTokenFailure) -> String,
    record: LockedBox<DeviceRecord>? = nil
  ) -> SettingsClients {
    SettingsClients(
      wiki: .live(sessions: sessions),
      permission: NotificationPermissionClient(
        status: { permission }, request: { grantsRequest }),
      deviceToken: DeviceTokenClient(register: token),
      clock: .continuous,
      navigation: .nowhere,
      persistence: PersistenceClient(
        load: { record?.value ?? DeviceRecord() }, save: { record?.value = $0 }))
  }
}
