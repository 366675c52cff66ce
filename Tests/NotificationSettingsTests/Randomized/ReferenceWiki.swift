@testable import NotificationSettings

/// The reference model of the wikis: per account and language the 16 values (only the offered
/// types) and the default-off marker, one session shared by both wikis, and Echo's global index of
/// push subscriptions. A request is applied atomically when it ARRIVES; its answer is delivered
/// later, so arrivals and deliveries of concurrent requests interleave in any order.
struct ReferenceWiki: Equatable, CustomStringConvertible {
  struct Options: Equatable {
    var values: [NotificationType: Bool]
    var marker: Bool
  }

  static let users = ["Alice", "Bob"]
  static let languages: [WikiLanguage] = ["en", "de"]
  /// `de` lacks three categories (they need extensions or config flags), as real wikis can.
  static func offered(_ language: WikiLanguage) -> [NotificationType] {
    language == "en"
      ? NotificationType.allCases
      : NotificationType.allCases.filter {
        ![.mentionFailure, .mentionSuccess, .emailUser].contains($0)
      }
  }

  var options: [String: [WikiLanguage: Options]]
  /// Who the session cookie belongs to (nil: anonymous).
  var session: String?
  /// Echo's subscriptions: device token -> account.
  var subscriptions: [String: String]

  func values(_ user: String, _ language: WikiLanguage) -> [NotificationType: Bool] {
    options[user]?[language]?.values ?? [:]
  }

  var description: String {
    var lines = ["session: \(session ?? "anonymous"), subscriptions: \(subscriptions)"]
    for user in Self.users {
      for language in Self.languages {
        guard let wiki = options[user]?[language] else { continue }
        let on = NotificationType.allCases.filter { wiki.values[$0] == true }.map(\.rawValue)
        lines.append("\(user)@\(language): marker \(wiki.marker), on \(on)")
      }
    }
    return lines.joined(separator: "\n")
  }

  /// A random starting world: random values and markers, logged in or not.
  static func random(_ rng: inout SeededGenerator) -> ReferenceWiki {
    var options: [String: [WikiLanguage: Options]] = [:]
    for user in users {
      for language in languages {
        let values = Dictionary(
          uniqueKeysWithValues: offered(language).map { ($0, rng.chance(50)) })
        options[user, default: [:]][language] = Options(values: values, marker: rng.chance(60))
      }
    }
    return ReferenceWiki(
      options: options, session: rng.chance(85) ? "Alice" : nil,
      subscriptions: rng.chance(30) ? ["t0": "Alice"] : [:])
  }

  // MARK: Requests, applied on arrival

  mutating func load(_ language: WikiLanguage, _ fault: Fault) -> Result<WikiSnapshot, WikiFailure>
  {
    switch fault {
    case .none, .keysRejected: break
    case .sessionExpired: session = nil
    case .apiError: return .failure(.apiError(code: "internal_api_error_DBQueryError", info: "db"))
    case .throttled: return .failure(.throttled(retryAfterSeconds: 5))
    case .unreachable: return .failure(.unreachable(detail: "offline"))
    case .outcomeUnknown: return .failure(.outcomeUnknown(detail: "HTTP 503"))
    }
    guard let user = session, let wiki = options[user]?[language] else {
      // An anonymous session reads fine: userinfo says anon.
      return .success(WikiSnapshot(userName: nil, values: [:], hasDefaultOffMarker: false))
    }
    return .success(
      WikiSnapshot(userName: user, values: wiki.values, hasDefaultOffMarker: wiki.marker))
  }

  /// `action=options` with `assertuser`: lands only on the named account's logged-in session.
  mutating func save(_ language: WikiLanguage, _ write: OptionsWrite, _ fault: Fault)
    -> WikiFailure?
  {
    if fault == .sessionExpired { session = nil }
    guard session == write.userName, var wiki = options[write.userName]?[language] else {
      return .notLoggedIn
    }
    // A key the wiki does not offer only gets a warning, as on the real wiki.
    var rejected = Set(write.values.keys.filter { wiki.values[$0] == nil })
    switch fault {
    case .none, .sessionExpired: break
    case .apiError: return .apiError(code: "readonly", info: "maintenance")
    case .throttled: return .throttled(retryAfterSeconds: nil)
    case .unreachable: return .unreachable(detail: "no route")
    case .outcomeUnknown(let applied):
      if applied { apply(write, except: rejected, to: &wiki, user: write.userName, language) }
      return .outcomeUnknown(detail: "connection lost")
    case .keysRejected(let mask):
      let ordered = NotificationType.allCases.filter { write.values[$0] != nil }
      for (index, type) in ordered.enumerated() where mask & (1 << UInt16(index % 16)) != 0 {
        rejected.insert(type)
      }
    }
    apply(write, except: rejected, to: &wiki, user: write.userName, language)
    return rejected.isEmpty ? nil : .keysRejected(rejected)
  }

  private mutating func apply(
    _ write: OptionsWrite, except rejected: Set<NotificationType>, to wiki: inout Options,
    user: String, _ language: WikiLanguage
  ) {
    for (type, value) in write.values where !rejected.contains(type) { wiki.values[type] = value }
    if write.setsDefaultOffMarker { wiki.marker = true }
    options[user]?[language] = wiki
  }

  mutating func subscribe(_ token: String, _ fault: Fault) -> Result<SubscribeOutcome, WikiFailure>
  {
    if fault == .sessionExpired { session = nil }
    guard let user = session else { return .failure(.notLoggedIn) }
    if let failure = Self.definiteFailure(fault) { return .failure(failure) }
    let outcome: SubscribeOutcome
    if subscriptions[token] != nil {
      outcome = .tokenExists
    } else {
      outcome = .created
      if case .outcomeUnknown(false) = fault {} else { subscriptions[token] = user }
    }
    if case .outcomeUnknown = fault { return .failure(.outcomeUnknown(detail: "timeout")) }
    return .success(outcome)
  }

  mutating func unsubscribe(_ token: String, _ fault: Fault)
    -> Result<UnsubscribeOutcome, WikiFailure>
  {
    if fault == .sessionExpired { session = nil }
    guard let user = session else { return .failure(.notLoggedIn) }
    if let failure = Self.definiteFailure(fault) { return .failure(failure) }
    let outcome: UnsubscribeOutcome
    if subscriptions[token] == user {
      outcome = .deleted
      if case .outcomeUnknown(false) = fault {} else { subscriptions[token] = nil }
    } else {
      outcome = .notFound
    }
    if case .outcomeUnknown = fault { return .failure(.outcomeUnknown(detail: "timeout")) }
    return .success(outcome)
  }

  mutating func logout(_ fault: Fault) -> WikiFailure? {
    if let failure = Self.definiteFailure(fault) { return failure }
    if case .outcomeUnknown(let applied) = fault {
      if applied { session = nil }
      return .outcomeUnknown(detail: "timeout")
    }
    session = nil
    return nil
  }

  private static func definiteFailure(_ fault: Fault) -> WikiFailure? {
    switch fault {
    case .apiError: return .apiError(code: "internal_api_error", info: "")
    case .throttled: return .throttled(retryAfterSeconds: 1)
    case .unreachable: return .unreachable(detail: "offline")
    case .none, .keysRejected, .sessionExpired, .outcomeUnknown: return nil
    }
  }
}

/// What goes wrong with one request when it arrives.
enum Fault: Equatable, CustomStringConvertible {
  case none
  /// A definite API error: nothing applied.
  case apiError
  /// The wiki stored all but the keys picked by `mask` (bit i: the i-th key of the request).
  case keysRejected(mask: UInt16)
  /// ratelimited / maxlag / readonly: nothing applied.
  case throttled
  /// The session ended on the server just before (the request then answers `notloggedin`).
  case sessionExpired
  /// The request never arrived.
  case unreachable
  /// The connection died after sending: the request was or was not applied.
  case outcomeUnknown(applied: Bool)

  var description: String {
    switch self {
    case .none: "ok"
    case .apiError: "apiError"
    case .keysRejected(let mask): "keysRejected(mask: \(mask))"
    case .throttled: "throttled"
    case .sessionExpired: "sessionExpired"
    case .unreachable: "unreachable"
    case .outcomeUnknown(let applied): "outcomeUnknown(applied: \(applied))"
    }
  }
}
