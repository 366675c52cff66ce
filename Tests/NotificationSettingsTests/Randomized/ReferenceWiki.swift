@testable import NotificationSettings

/// The reference model of the wikis: per account and language the values of the offered types
/// (the spec's and the wiki's own) and the default-off marker, the account's global preferences
/// (shared by both wikis), one session shared by both wikis (an account's, a temporary
/// account's or none), and Echo's global index of push subscriptions. A request is applied
/// atomically when it ARRIVES; its answer is delivered later, so arrivals and deliveries of
/// concurrent requests interleave in any order.
struct ReferenceWiki: Equatable, CustomStringConvertible {
  struct Options: Equatable {
    var values: [NotificationType: Bool]
    var marker: Bool
  }

  static let users = ["Alice", "Bob"]
  /// Temporary accounts are named like MediaWiki names them (`~$1`); they have no options of
  /// their own: a read shows Echo's defaults, and MediaWiki refuses to save their preferences.
  static func isTemporary(_ user: String) -> Bool { user.hasPrefix("~") }
  /// Echo's defaults, what a temporary account reads: on, but for three types.
  static func defaults(_ language: WikiLanguage) -> [NotificationType: Bool] {
    Dictionary(
      uniqueKeysWithValues: offered(language).map {
        ($0, ![.mentionFailure, .mentionSuccess, .articleLinked].contains($0))
      })
  }
  static let languages: [WikiLanguage] = ["en", "de"]
  static let userPage = NotificationType(rawValue: "edit-user-page")!
  static let archiving = NotificationType(rawValue: "dt-subscription-archiving")!
  /// Every type any wiki of the model offers.
  static let allTypes = NotificationType.allCases + [userPage, archiving]
  /// `de` lacks three of the spec's categories (they need extensions or config flags), as real
  /// wikis can; both offer types of their own beyond the spec's, `en` one more than `de`.
  static func offered(_ language: WikiLanguage) -> [NotificationType] {
    language == "en"
      ? allTypes
      : NotificationType.allCases.filter {
        ![.mentionFailure, .mentionSuccess, .emailUser].contains($0)
      } + [userPage]
  }

  var options: [String: [WikiLanguage: Options]]
  /// GlobalPreferences: an account's globally set options, the same on every wiki. A plain
  /// write of one is ignored with `global-option-ignored`; `action=globalpreferences` stores
  /// the value given.
  var global: [String: [NotificationType: Bool]] = [:]
  /// The accounts GlobalPreferences serves here (a wiki with global preferences, global
  /// accounts): the read says so, and the feature writes every choice there.
  var globalAccounts: Set<String> = []
  /// The accounts GlobalPreferences answers `notglobalized` (a local account): a global write
  /// is refused.
  var notGlobalized: Set<String> = []
  /// GlobalPreferences' local exceptions (`<option>-local-exception`): per account and wiki, the
  /// types that keep this wiki's own value whatever the global one is.
  var localExceptions: [String: [WikiLanguage: Set<NotificationType>]] = [:]
  /// Who the session cookie belongs to (nil: anonymous).
  var session: String?
  /// Echo's subscriptions: device token -> account.
  var subscriptions: [String: String]
  /// The accounts' mute lists held in the global preferences, by account (see
  /// `ReferenceWiki+Muting.swift`).
  var mutedGlobal: [String: [Int]] = [:]
  /// Each wiki's own mute lists, by account.
  var mutedLocal: [String: [WikiLanguage: [MuteListKind: [Int]]]] = [:]

  /// What the account reads on a wiki: its local values, a global value where one is set.
  func values(_ user: String, _ language: WikiLanguage) -> [NotificationType: Bool] {
    var values = options[user]?[language]?.values ?? [:]
    let exceptions = self.exceptions(user, language)
    for (type, value) in global[user] ?? [:] where values[type] != nil && !exceptions.contains(type)
    {
      values[type] = value
    }
    return values
  }

  /// The offered types set globally for the account on a wiki (but its local exceptions).
  func globalTypes(_ user: String, _ language: WikiLanguage) -> Set<NotificationType> {
    let offered = options[user]?[language]?.values ?? [:]
    let exceptions = self.exceptions(user, language)
    return Set(
      (global[user] ?? [:]).keys.filter { offered[$0] != nil && !exceptions.contains($0) })
  }

  /// The account's local exceptions on a wiki.
  func exceptions(_ user: String, _ language: WikiLanguage) -> Set<NotificationType> {
    localExceptions[user]?[language] ?? []
  }

  var description: String {
    var lines = [
      "session: \(session ?? "anonymous"), subscriptions: \(subscriptions), global: \(global), "
        + "global accounts: \(globalAccounts.sorted()), notglobalized: \(notGlobalized.sorted()), "
        + "local exceptions: \(localExceptions)"
    ]
    if let session, Self.isTemporary(session) { lines[0] += " (a temporary account)" }
    for user in Self.users {
      for language in Self.languages {
        guard let wiki = options[user]?[language] else { continue }
        let on = Self.allTypes.filter { wiki.values[$0] == true }.map(\.rawValue)
        lines.append("\(user)@\(language): marker \(wiki.marker), on \(on)")
      }
    }
    return lines.joined(separator: "\n")
  }

  /// A random starting world for `mode`: random values and markers, logged in or not.
  static func random(_ rng: inout SeededGenerator, _ mode: ModelMode) -> ReferenceWiki {
    var options: [String: [WikiLanguage: Options]] = [:]
    for user in users {
      for language in languages {
        let values = Dictionary(
          uniqueKeysWithValues: offered(language).map { ($0, rng.chance(50)) })
        options[user, default: [:]][language] = Options(values: values, marker: rng.chance(60))
      }
    }
    var wiki = ReferenceWiki(options: options, session: nil, subscriptions: [:])
    let offersGlobal =
      mode == .globalPreferences || (mode == .appSession && rng.chance(50))
    if offersGlobal {
      wiki.globalAccounts = Set(users)
      // Some accounts start with global choices (set on Special:GlobalPreferences), some with
      // none yet (the first login carries the local values over), some with local exceptions.
      if rng.chance(60) {
        for _ in 0..<rng.below(5) {
          wiki.global["Alice", default: [:]][rng.pick(allTypes)] = rng.chance(50)
        }
      }
      if rng.chance(30) {
        for _ in 0..<(1 + rng.below(2)) {
          let language = rng.pick(languages)
          wiki.localExceptions["Alice", default: [:]][language, default: []].insert(
            rng.pick(offered(language)))
        }
      }
      // Some made their muted accounts one global list on the web (only then is it global).
      if rng.chance(40) { wiki.mutedGlobal["Alice"] = rng.chance(50) ? [] : [2] }
    } else if mode == .notGlobalized {
      wiki.notGlobalized = Set(users)
    } else if rng.chance(30) {
      // A wiki without GlobalPreferences may still read options set globally elsewhere.
      for _ in 0..<2 { wiki.global["Alice", default: [:]][rng.pick(allTypes)] = rng.chance(50) }
    }
    // Mostly Alice; sometimes nobody; sometimes a temporary account (an edit without an
    // account), whose device an older version of the app may have subscribed.
    let session: String? =
      mode == .temporaryAccounts
      ? rng.weighted([(25, "Alice"), (25, nil), (50, "~2026-1")])
      : rng.weighted([(80, "Alice"), (12, nil), (8, "~2026-1")])
    let holder = session.map(isTemporary) == true && rng.chance(50) ? session : "Alice"
    wiki.session = session
    wiki.subscriptions = rng.chance(30) ? ["t0": holder ?? "Alice"] : [:]
    return wiki
  }

  // MARK: Requests, applied on arrival

  mutating func load(_ language: WikiLanguage, _ fault: Fault) -> Result<WikiSnapshot, WikiFailure>
  {
    switch fault {
    case .none, .keysRejected, .globalRefused, .carriedRefused: break
    case .sessionExpired: session = nil
    case .apiError: return .failure(.apiError(code: "internal_api_error_DBQueryError", info: "db"))
    case .throttled: return .failure(.throttled(retryAfterSeconds: 5))
    case .unreachable: return .failure(.unreachable(detail: "offline"))
    case .outcomeUnknown: return .failure(.outcomeUnknown(detail: "HTTP 503"))
    }
    if let user = session, Self.isTemporary(user) {
      return .success(
        WikiSnapshot(
          userName: user, values: Self.defaults(language), hasDefaultOffMarker: false,
          isTemporaryAccount: true))
    }
    guard let user = session, let wiki = options[user]?[language] else {
      // An anonymous session reads fine: userinfo says anon.
      return .success(WikiSnapshot(userName: nil, values: [:], hasDefaultOffMarker: false))
    }
    return .success(
      WikiSnapshot(
        userName: user, values: values(user, language), hasDefaultOffMarker: wiki.marker,
        globalTypes: globalTypes(user, language),
        offersGlobalPreferences: globalAccounts.contains(user),
        localExceptions: globalAccounts.contains(user)
          ? exceptions(user, language).filter { wiki.values[$0] != nil } : [],
        muted: mutedLists(user, language)))
  }

  /// `action=options` for the local values, `action=globalpreferences` for the global ones,
  /// each with `assertuser`: lands only on the named account's logged-in session (a temporary
  /// account's preferences are never saved: `notloggedin`). As the live client does, the values
  /// a write carries into the global preferences are first confirmed with a fresh read: one set
  /// globally or changed here since is left out, and answered as set elsewhere. `carried` are
  /// the types the save carried along (the feature's request knows them; the write names them
  /// only when the live client must confirm them), which `.carriedRefused` refuses.
  mutating func save(
    _ language: WikiLanguage, _ planned: OptionsWrite, _ fault: Fault,
    carried: Set<NotificationType> = []
  ) -> WikiFailure? {
    if fault == .sessionExpired { session = nil }
    let user = planned.userName
    guard session == user, !Self.isTemporary(user), var wiki = options[user]?[language] else {
      return .notLoggedIn
    }
    switch fault {
    case .apiError: return .apiError(code: "readonly", info: "maintenance")
    case .throttled: return .throttled(retryAfterSeconds: nil)
    case .unreachable: return .unreachable(detail: "no route")
    default: break
    }
    // The fresh read of the carried values (see `confirmCarried` in LiveWrite.swift).
    var setGlobally = Set<NotificationType>()
    var changedSince = Set<NotificationType>()
    let now = values(user, language)
    for (type, value) in planned.carriedGlobalValues {
      if global[user]?[type] != nil {
        setGlobally.insert(type)
        changedSince.insert(type)
      } else if now[type] != value || exceptions(user, language).contains(type) {
        changedSince.insert(type)
      }
    }
    let write = planned.leavingOut(changedSince)
    // A key the wiki does not offer only gets a warning, as on the real wiki.
    var rejected = Set(write.values.keys.filter { wiki.values[$0] == nil })
    // A global option is left as it is by a write of this wiki's own options (a warning).
    let ignored = Set(
      write.localValues.keys.filter { globalTypes(user, language).contains($0) })
    let hasLocalPart = !write.localValues.isEmpty || write.setsDefaultOffMarker
    // GlobalPreferences refuses a global write for a local account, or when it fails.
    if !write.globalValues.isEmpty, notGlobalized.contains(user) || fault == .globalRefused {
      guard hasLocalPart else {
        return .apiError(code: "notglobalized", info: "This user is not globalized")
      }
      rejected.formUnion(write.globalValues.keys)
    }
    switch fault {
    case .outcomeUnknown(let applied):
      if applied {
        apply(write, except: rejected, ignored: ignored, to: &wiki, user: user, language)
      }
      return .outcomeUnknown(detail: "connection lost")
    case .keysRejected(let mask):
      let ordered = write.values.keys.sorted()
      for (index, type) in ordered.enumerated() where mask & (1 << UInt16(index % 16)) != 0 {
        rejected.insert(type)
      }
    case .carriedRefused:
      rejected.formUnion(carried.intersection(write.globalValues.keys))
    default: break
    }
    rejected.subtract(ignored)
    apply(write, except: rejected, ignored: ignored, to: &wiki, user: user, language)
    if !ignored.isEmpty || !changedSince.isEmpty {
      return .globallyOverridden(
        ignored.union(setGlobally),
        rejected: rejected.union(changedSince.subtracting(setGlobally)))
    }
    return rejected.isEmpty ? nil : .keysRejected(rejected)
  }

  private mutating func apply(
    _ write: OptionsWrite, except rejected: Set<NotificationType>,
    ignored: Set<NotificationType>, to wiki: inout Options, user: String,
    _ language: WikiLanguage
  ) {
    for (type, value) in write.values where !rejected.contains(type) && !ignored.contains(type) {
      // GlobalPreferences stores a global value as given (and makes the option global if it
      // was not); the rest is this wiki's own.
      if write.globalTypes.contains(type) {
        self.global[user, default: [:]][type] = value
      } else {
        wiki.values[type] = value
      }
    }
    // The live client withdraws a marker that may not stand (see WikiClient.live).
    if write.setsDefaultOffMarker, write.markerHolds(refused: rejected) { wiki.marker = true }
    options[user]?[language] = wiki
  }

  /// `echopushsubscriptions` create with `assertuser`: only the named account's session.
  mutating func subscribe(_ token: String, as userName: String, _ fault: Fault)
    -> Result<SubscribeOutcome, WikiFailure>
  {
    if fault == .sessionExpired { session = nil }
    guard let user = session, user == userName else { return .failure(.notLoggedIn) }
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

  /// `echopushsubscriptions` delete with `assertuser`: only the named account's session.
  mutating func unsubscribe(_ token: String, as userName: String, _ fault: Fault)
    -> Result<UnsubscribeOutcome, WikiFailure>
  {
    if fault == .sessionExpired { session = nil }
    guard let user = session, user == userName else { return .failure(.notLoggedIn) }
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
    case .none, .keysRejected, .sessionExpired, .outcomeUnknown, .globalRefused, .carriedRefused:
      return nil
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
  /// GlobalPreferences refused the global part of a save (a right missing, `badtoken` after
  /// its retry): the local part landed; nothing global did.
  case globalRefused
  /// GlobalPreferences refused the types a save carried along (not the person's choices).
  case carriedRefused

  var description: String {
    switch self {
    case .none: "ok"
    case .apiError: "apiError"
    case .keysRejected(let mask): "keysRejected(mask: \(mask))"
    case .throttled: "throttled"
    case .sessionExpired: "sessionExpired"
    case .unreachable: "unreachable"
    case .outcomeUnknown(let applied): "outcomeUnknown(applied: \(applied))"
    case .globalRefused: "globalRefused"
    case .carriedRefused: "carriedRefused"
    }
  }
}
