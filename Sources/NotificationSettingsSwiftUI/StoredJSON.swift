#if canImport(SwiftUI)
  import Foundation
  import os

  /// A value kept as JSON in the standard user defaults: the device record and the wiki's
  /// titles. Failures are logged, never thrown: what is kept can always be rebuilt.
  enum StoredJSON {
    /// The value under `key`; nil when there is none, or when it cannot be read (written by an
    /// incompatible version), which is logged as `what`.
    static func load<Value: Decodable>(_ type: Value.Type, key: String, what: String, log: Logger)
      -> Value?
    {
      // The standard defaults are read here rather than captured by the callers' closures:
      // they are thread-safe, but not every SDK marks UserDefaults as Sendable.
      guard let data = UserDefaults.standard.data(forKey: key) else { return nil }
      do {
        return try JSONDecoder().decode(type, from: data)
      } catch {
        log.error(
          "Stored \(what, privacy: .public) unreadable: \(error.localizedDescription, privacy: .public)"
        )
        return nil
      }
    }

    /// Keeps `value` under `key`; a failure is logged as `what`.
    static func save<Value: Encodable>(_ value: Value, key: String, what: String, log: Logger) {
      do {
        UserDefaults.standard.set(try JSONEncoder().encode(value), forKey: key)
      } catch {
        log.error(
          "\(what, privacy: .public) not stored: \(error.localizedDescription, privacy: .public)")
      }
    }
  }
#endif
