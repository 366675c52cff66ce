#if canImport(SwiftUI)
  import Foundation
  import NotificationSettings
  import os

  extension PersistenceClient {
    // Made where it is used, not kept in a global: `Logger` is not `Sendable` in every SDK, and
    // creating one is cheap (the system caches the log handle).
    private static var log: Logger {
      Logger(subsystem: "NotificationSettings", category: "persistence")
    }

    /// Keeps the `DeviceRecord` as JSON in the standard user defaults under `key`.
    public static func userDefaults(key: String) -> PersistenceClient {
      PersistenceClient(
        load: {
          // Unreadable (written by an incompatible version): start as a device that never
          // subscribed. The next registration subscribes it again.
          StoredJSON.load(DeviceRecord.self, key: key, what: "device record", log: log)
            ?? DeviceRecord()
        },
        save: { record in
          StoredJSON.save(record, key: key, what: "Device record", log: log)
        })
    }
  }
#endif
