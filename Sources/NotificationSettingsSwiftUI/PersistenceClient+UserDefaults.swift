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
          // The standard defaults are read here rather than captured: they are thread-safe, but
          // not every SDK marks UserDefaults as Sendable.
          guard let data = UserDefaults.standard.data(forKey: key) else { return DeviceRecord() }
          do {
            return try JSONDecoder().decode(DeviceRecord.self, from: data)
          } catch {
            // Unreadable (written by an incompatible version): start as a device that never
            // subscribed. The next registration subscribes it again.
            log.error(
              "Stored device record unreadable: \(error.localizedDescription, privacy: .public)")
            return DeviceRecord()
          }
        },
        save: { record in
          do {
            UserDefaults.standard.set(try JSONEncoder().encode(record), forKey: key)
          } catch {
            log.error(
              "Device record not stored: \(error.localizedDescription, privacy: .public)")
          }
        })
    }
  }
#endif
