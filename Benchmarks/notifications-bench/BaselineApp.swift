import MediaWikiAPI
import NotificationSettings

/// The request pattern of the Wikipedia iOS app today (see the API notes): options read
/// without a token, a fresh csrf token fetched before EVERY write, one request per toggle,
/// nothing coalesced.
struct BaselineApp {
  let client: MediaWikiClient

  private struct Ignored: Decodable {}

  /// Reads the account's options (userinfo only; the token comes later, per write).
  func readOptions() async throws {
    _ = try await client.perform(
      APIRequest(
        method: .get,
        parameters: [("action", "query"), ("meta", "userinfo"), ("uiprop", "options")]),
      as: Ignored.self)
  }

  /// One write preceded by its own token request: two round trips.
  func write(_ parameters: [(name: String, value: String)]) async throws {
    let token = try await client.token(ofType: "csrf")
    _ = try await client.perform(
      APIRequest(method: .post, parameters: parameters + [("token", token)]), as: Ignored.self)
  }

  /// Sets some notification types.
  func setOptions(_ values: [NotificationType: Bool]) async throws {
    let change = values.sorted { $0.key.rawValue < $1.key.rawValue }
      .map { "\($0.key.optionName)=\($0.value ? 1 : 0)" }.joined(separator: "|")
    try await write([("action", "options"), ("change", change)])
  }

  /// Subscribes a device token.
  func subscribe(_ token: String) async throws {
    try await write([
      ("action", "echopushsubscriptions"), ("command", "create"), ("provider", "apns"),
      ("providertoken", token), ("topic", "org.wikimedia.wikipedia"),
    ])
  }

  /// Unsubscribes a device token.
  func unsubscribe(_ token: String) async throws {
    try await write([
      ("action", "echopushsubscriptions"), ("command", "delete"), ("providertoken", token),
    ])
  }

  /// Logs out.
  func logout() async throws { try await write([("action", "logout")]) }
}
