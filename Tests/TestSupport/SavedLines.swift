import Foundation
import MediaWikiAPI

/// A cookie store that only holds the lines it is given, for tests of what the client saves,
/// restores and forgets (what the lines mean is the real engines' business: CurlCookies,
/// FoundationCookies).
public final class SavedLines: CookieStore, @unchecked Sendable {
  private let lock = NSLock()
  private var held: [String]

  /// Starts with `lines`.
  public init(_ lines: [String] = []) { held = lines }

  /// The lines held.
  public func savedCookies() -> [String] { lock.withLock { held } }

  /// Adds the lines.
  public func restore(_ lines: [String]) { lock.withLock { held += lines } }

  /// Forgets every line.
  public func removeAll() { lock.withLock { held = [] } }
}
