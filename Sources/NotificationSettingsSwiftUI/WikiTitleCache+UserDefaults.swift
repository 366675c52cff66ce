#if canImport(SwiftUI)
  import Foundation
  import NotificationSettings
  import os

  extension WikiTitleCache {
    // Made where it is used, not kept in a global: `Logger` is not `Sendable` in every SDK.
    private static var log: Logger {
      Logger(subsystem: "NotificationSettings", category: "titles")
    }

    /// A cache kept as JSON in the standard user defaults under `key`, trusted for
    /// ``keptFor``: a wiki's titles of the types the package does not name are then read once a
    /// week, not at the first opening after every launch. Not secret (titles are public).
    public static func userDefaults(key: String) -> WikiTitleCache {
      // Unreadable (written by an incompatible version): the titles are read again.
      let kept = StoredJSON.load(Snapshot.self, key: key, what: "titles", log: log) ?? Snapshot()
      return WikiTitleCache(
        kept, readAfter: Date().addingTimeInterval(-keptFor),
        didChange: { snapshot in
          StoredJSON.save(snapshot, key: key, what: "Titles", log: log)
        })
    }
  }
#endif
