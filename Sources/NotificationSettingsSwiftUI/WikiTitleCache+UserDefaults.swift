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
      var kept = Snapshot()
      // The standard defaults are read here rather than captured: they are thread-safe, but
      // not every SDK marks UserDefaults as Sendable.
      if let data = UserDefaults.standard.data(forKey: key) {
        do {
          kept = try JSONDecoder().decode(Snapshot.self, from: data)
        } catch {
          // Unreadable (written by an incompatible version): the titles are read again.
          log.error("Stored titles unreadable: \(error.localizedDescription, privacy: .public)")
        }
      }
      return WikiTitleCache(
        kept, readAfter: Date().addingTimeInterval(-keptFor),
        didChange: { snapshot in
          do {
            UserDefaults.standard.set(try JSONEncoder().encode(snapshot), forKey: key)
          } catch {
            log.error("Titles not stored: \(error.localizedDescription, privacy: .public)")
          }
        })
    }
  }
#endif
