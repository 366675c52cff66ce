import Foundation

/// What the twin did, in order (twin only): the scenarios read the order of a logout's steps
/// (`willLogOut`, the hook's end, `action=logout`, `removeAllCookies`, `didLogOut`) and count the
/// app's own logins and logouts.
public enum TwinJournal {
  nonisolated(unsafe) private static var kept: [String] = []
  private static let lock = NSLock()

  /// Everything noted since the last ``clear()``.
  public static var entries: [String] {
    lock.lock()
    defer { lock.unlock() }
    return kept
  }

  /// Notes a step.
  public static func note(_ entry: String) {
    lock.lock()
    kept.append(entry)
    lock.unlock()
  }

  /// Forgets every entry (a new scenario).
  public static func clear() {
    lock.lock()
    kept = []
    lock.unlock()
  }
}
