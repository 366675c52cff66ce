@testable import NotificationSettings

/// Short descriptions of events and effects for the trace of a failing sequence (the default
/// descriptions spell out every module-qualified type name).
enum ModelFormat {
  static func values(_ values: [NotificationType: Bool]) -> String {
    let listed = values.keys.sorted().compactMap { type in
      values[type].map { "\(type): \($0)" }
    }
    return "[\(listed.joined(separator: ", "))]"
  }

  static func failure(_ failure: WikiFailure) -> String {
    switch failure {
    case .notLoggedIn: "notLoggedIn"
    case .keysRejected(let types):
      "keysRejected(\(types.sorted()))"
    case .globallyOverridden(let types, let rejected):
      "globallyOverridden(\(types.sorted()), rejected: \(rejected.sorted()))"
    case .apiError(let code, _): "apiError(\(code))"
    case .throttled: "throttled"
    case .permissionDenied: "permissionDenied"
    case .unreachable: "unreachable"
    case .outcomeUnknown: "outcomeUnknown"
    }
  }

  static func result<Value>(_ result: Result<Value, WikiFailure>, _ describe: (Value) -> String)
    -> String
  {
    switch result {
    case .success(let value): describe(value)
    case .failure(let error): failure(error)
    }
  }

  static func snapshot(_ snapshot: WikiSnapshot) -> String {
    guard let user = snapshot.userName else { return "anonymous" }
    return "\(user), marker \(snapshot.hasDefaultOffMarker), \(values(snapshot.values))"
  }

  static func event(_ event: SettingsFeature.Action) -> String {
    switch event {
    case .loading(.answered(let result)):
      return "preferencesLoaded(\(Self.result(result, snapshot)))"
    case .saving(.saveFinished(let error)):
      return "saveFinished(\(error.map(failure) ?? "ok"))"
    case .migration(.loaded(let result)):
      return "copyPreferencesLoaded(\(Self.result(result, snapshot)))"
    case .migration(.writeFinished(let error)):
      return "copySaveFinished(\(error.map(failure) ?? "ok"))"
    case .subscriptions(.subscribeFinished(let token, let userName, let result)):
      return "subscribeFinished(\(token), \(userName), \(Self.result(result) { "\($0)" }))"
    case .subscriptions(.unsubscribeFinished(let token, let purpose, let result)):
      return "unsubscribeFinished(\(token), \(purpose), \(Self.result(result) { "\($0)" }))"
    case .session(.unsubscribed(let token, let result)):
      return "unsubscribeFinished(\(token), logout, \(Self.result(result) { "\($0)" }))"
    case .session(.finished(let error)):
      return "logoutFinished(\(error.map(failure) ?? "ok"))"
    default:
      return "\(event)"
    }
  }

  static func effect(_ effect: SettingsFeature.Effect) -> String {
    switch effect {
    case .save(let language, let write):
      return
        "save(\(language), as \(write.userName), \(values(write.values))\(write.setsDefaultOffMarker ? " + marker" : ""))"
    default:
      return "\(effect)"
    }
  }

  static func announcement(_ message: Announcement.Message) -> String {
    switch message {
    case .saveFailedReverted(let types, let error):
      "saveFailedReverted(\(types), \(failure(error)))"
    case .saveFailedSuperseded(let types, let error):
      "saveFailedSuperseded(\(types), \(failure(error)))"
    default: "\(message)"
    }
  }
}
