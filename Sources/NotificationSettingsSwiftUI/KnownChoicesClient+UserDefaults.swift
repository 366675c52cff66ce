#if canImport(SwiftUI)
  import Foundation
  import NotificationSettings
  import os

  extension KnownChoicesClient {
    // Made where it is used, not kept in a global: `Logger` is not `Sendable` in every SDK.
    private static var log: Logger {
      Logger(subsystem: "NotificationSettings", category: "known-choices")
    }

    /// Keeps the account's last known choices as JSON in the standard user defaults under
    /// `key` (they hold no secret: values and where they apply), so that Settings >
    /// Notifications shows them the moment it opens while one read confirms them.
    public static func userDefaults(key: String) -> KnownChoicesClient {
      KnownChoicesClient(
        load: {
          // Unreadable (written by an incompatible version): the page reads before it shows.
          StoredJSON.load(KnownChoices.self, key: key, what: "known choices", log: log)
        },
        save: { choices in
          guard let choices else {
            UserDefaults.standard.removeObject(forKey: key)
            return
          }
          StoredJSON.save(choices, key: key, what: "Known choices", log: log)
        })
    }
  }
#endif
