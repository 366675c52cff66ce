import Foundation

/// `Wikipedia/Code/KeychainCredentialsManager.swift`: the permanent account's saved login. The
/// keychain outlives the app (an upgrade keeps it); the twin's lives as long as the test
/// process, and a test's new install clears it (`reset()`).
public class KeychainCredentialsManager: NSObject {
  /// `@objc public static let shared = KeychainCredentialsManager()`
  public static let shared = KeychainCredentialsManager()

  /// `public var username: String?`
  public var username: String?
  /// `public var password: String?`
  public var password: String?

  /// A device that never had the app: no saved login (twin only).
  public func reset() {
    username = nil
    password = nil
  }
}
