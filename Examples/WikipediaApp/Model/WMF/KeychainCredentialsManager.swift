import Foundation

/// `Wikipedia/Code/KeychainCredentialsManager.swift`: `public class KeychainCredentialsManager:
/// NSObject`: the permanent account's saved login, which `WMFAuthenticationManager`'s login with
/// saved credentials (at launch, and the re-login) uses. A temporary account or a reader has
/// none.
public class KeychainCredentialsManager: NSObject {
  /// `@objc public static let shared = KeychainCredentialsManager()`
  @objc public static let shared = KeychainCredentialsManager()

  /// `public var username: String?`: the permanent account logged in, nil when none.
  public var username: String?
  /// `public var password: String?`
  public var password: String?
}
