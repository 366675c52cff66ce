#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

// The writes: the account's options (local or global) and its push subscriptions. Each can only
// land on the account it names.
extension MediaWikiClient {
  /// Stores `values` (as `1`/`0`) in ONE request that can only land on `assertUser`'s account.
  /// A warning naming a key means that key was NOT stored: it is reported in `rejected`, or in
  /// `globallyOverridden` when the warning says a global preference overrides it.
  public func setOptions(_ values: [(name: String, value: Bool)], assertUser: String)
    async throws(APIError) -> OptionsWriteResult
  {
    try await writeOptions(
      values, .setOptions(values, assertUser: assertUser), answer: \OptionsBody.options,
      module: "options", overridesApart: true)
  }

  /// Stores `values` (as `1`/`0`) in the account's GLOBAL preferences, in ONE request that can
  /// only land on `assertUser`'s account: GlobalPreferences' own `action=globalpreferences`,
  /// which stores each value as given, on every wiki. (Core's `action=options&global=update`
  /// turns a value equal to the default into a deletion, so the global row would vanish and
  /// each wiki fall back to its local value.) Use it only for options already set globally: it
  /// makes any option it names global. A warning naming a key means that key was NOT stored.
  /// An account without a global account is refused with ``APIErrorCode/notGlobalized``.
  public func setGlobalPreferences(_ values: [(name: String, value: Bool)], assertUser: String)
    async throws(APIError) -> OptionsWriteResult
  {
    try await writeOptions(
      values, .setGlobalPreferences(values, assertUser: assertUser),
      answer: \GlobalPreferencesBody.globalpreferences, module: "globalpreferences",
      overridesApart: false)
  }

  /// The one answer handling of both option writes: nothing to write asks nothing; more than 50
  /// values would need a second request, losing atomicity (the API takes 50 per request for
  /// ordinary accounts); the module must answer `success`; a warning naming a key means that key
  /// was NOT stored. With `overridesApart`, a warning that a global preference overrides the
  /// value is reported apart (a local write only: a global one cannot be overridden).
  private func writeOptions<Body: Decodable>(
    _ values: [(name: String, value: Bool)], _ request: @autoclosure () -> APIRequest,
    answer: KeyPath<Body, String>, module: String, overridesApart: Bool
  ) async throws(APIError) -> OptionsWriteResult {
    guard !values.isEmpty else { return OptionsWriteResult(rejected: [:], warnings: []) }
    guard values.count <= 50 else { throw .invalidRequest("more than 50 options in one write") }
    let (body, warnings) = try await perform(request(), as: Body.self)
    guard body[keyPath: answer] == "success" else {
      throw .unexpectedResponse(detail: "\(module) answered \(body[keyPath: answer])")
    }
    var rejected: [String: String] = [:]
    var overridden: [String: String] = [:]
    for (name, _) in values {
      guard let warning = warnings.first(where: { Self.text($0.text, names: name) }) else {
        continue
      }
      if overridesApart && warning.meansGloballyOverridden {
        overridden[name] = warning.text
      } else {
        rejected[name] = warning.text
      }
    }
    return OptionsWriteResult(
      rejected: rejected, globallyOverridden: overridden, warnings: warnings)
  }

  /// Subscribes a device to pushes for this account (`echopushsubscriptions` create), asserting
  /// `assertUser` (by default the account this session is known to be), so the subscription can
  /// never land on another account, or on a temporary account the session became since.
  public func createPushSubscription(
    provider: PushProvider = .apns, deviceToken: String, topic: String?,
    assertUser: String? = nil
  ) async throws(APIError) -> PushCreateOutcome {
    let request = assertingAccount(
      .createPushSubscription(provider: provider, deviceToken: deviceToken, topic: topic),
      as: assertUser)
    do throws(APIError) {
      let (body, _) = try await perform(request, as: PushBody.self)
      guard body.create?.result == "Success" else {
        throw APIError.unexpectedResponse(
          detail: "create answered \(body.create?.result ?? "nothing")")
      }
      return .created
    } catch  where error.code == .pushTokenExists {
      return .tokenExists
    }
  }

  /// Deletes this account's subscriptions of `deviceTokens` (`echopushsubscriptions` delete),
  /// asserting `assertUser` (by default the account this session is known to be): Echo deletes
  /// only the session's own, so under another session "not found" would prove nothing.
  public func deletePushSubscriptions(deviceTokens: [String], assertUser: String? = nil)
    async throws(APIError) -> PushDeleteOutcome
  {
    do throws(APIError) {
      let (body, _) = try await perform(
        assertingAccount(.deletePushSubscriptions(deviceTokens: deviceTokens), as: assertUser),
        as: PushBody.self)
      guard body.delete?.result == "Success" else {
        throw APIError.unexpectedResponse(
          detail: "delete answered \(body.delete?.result ?? "nothing")")
      }
      return .deleted
    } catch  where error.code == .pushTokenNotFound {
      return .notFound
    }
  }

  /// Adds `assert=user` and `assertuser` for `account` (by default the account this session is
  /// known to be), so a subscription change can never land on another account whose cookies
  /// replaced ours.
  private func assertingAccount(_ request: APIRequest, as account: String? = nil) -> APIRequest {
    guard let userName = account ?? userName else { return request }
    var asserted = request
    asserted.parameters += [("assert", "user"), ("assertuser", userName)]
    return asserted
  }
}
