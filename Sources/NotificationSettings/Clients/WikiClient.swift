import MediaWikiAPI

/// A language edition of Wikipedia, named by its code ("en", "de"); the app's primary language
/// decides which wiki's options the screen shows.
public struct WikiLanguage: RawRepresentable, Hashable, Sendable, Codable,
  ExpressibleByStringLiteral,
  CustomStringConvertible
{
  /// The language code, e.g. `en`.
  public var rawValue: String
  /// Wraps a language code.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Wraps a language code written as a literal.
  public init(stringLiteral value: String) { self.rawValue = value }
  /// The language code.
  public var description: String { rawValue }
}

/// What one wiki holds for the logged-in account, read in a single request.
public struct WikiSnapshot: Equatable, Sendable {
  /// The user option, free-form `userjs-` storage, that records "default-off was applied here".
  public static let defaultOffMarkerOption = "userjs-wikinotifications-defaults-applied"

  /// The account's name, or nil when the session is anonymous.
  public var userName: String?
  /// Whether the account is a temporary one (created by an edit without an account): the wiki
  /// refuses to save its preferences, so it has no notification settings of its own to choose.
  public var isTemporaryAccount: Bool
  /// The value of every notification type this wiki offers; a type missing here is not offered.
  public var values: [NotificationType: Bool]
  /// Whether the default-off marker option is set on this wiki.
  public var hasDefaultOffMarker: Bool
  /// The wiki's own title of each offered type, in the language asked for (`echo-category-title-…`).
  public var titles: [NotificationType: String]
  /// The wiki's own description of offered types, in the language asked for
  /// (`echo-pref-tooltip-…`, e.g. "Notify me when someone links to my user page."): the
  /// switch's description and hint where the screen has no words of its own.
  public var descriptions: [NotificationType: String]
  /// The offered types set in the person's global preferences: their value applies on every
  /// wiki, and only a write to the global preferences changes it.
  public var globalTypes: Set<NotificationType>
  /// Whether a choice can be written to the account's global preferences here (the wiki runs
  /// GlobalPreferences and the account is global): then every choice is, and holds on every
  /// wiki of the account, but for ``localExceptions``.
  public var offersGlobalPreferences: Bool
  /// The offered types with a local exception here (GlobalPreferences'
  /// `<option>-local-exception`): this wiki keeps its own value, and a choice is written here only.
  public var localExceptions: Set<NotificationType>
  /// Echo's mute lists with their names (resolved in one more request, only when a list holds
  /// anything); nil when the wiki keeps none.
  public var muted: MutedLists?

  /// For fakes; the live client reads one. No wiki texts, no global types, no global
  /// preferences and a registered account by default.
  public init(
    userName: String?, values: [NotificationType: Bool], hasDefaultOffMarker: Bool,
    titles: [NotificationType: String] = [:], descriptions: [NotificationType: String] = [:],
    globalTypes: Set<NotificationType> = [], isTemporaryAccount: Bool = false,
    offersGlobalPreferences: Bool = false, localExceptions: Set<NotificationType> = [],
    muted: MutedLists? = nil
  ) {
    self.userName = userName
    self.isTemporaryAccount = isTemporaryAccount
    self.values = values
    self.hasDefaultOffMarker = hasDefaultOffMarker
    self.titles = titles
    self.descriptions = descriptions
    self.globalTypes = globalTypes
    self.offersGlobalPreferences = offersGlobalPreferences
    self.localExceptions = localExceptions
    self.muted = muted
  }
}

/// One save of notification options: the values to store, for which account, which of them are
/// global preferences, and whether to set the default-off marker with the local ones. The live
/// client sends the local values (and the marker) as ONE `action=options` request, and the
/// global ones as ONE `action=globalpreferences` request: a save touching both kinds costs two.
public struct OptionsWrite: Equatable, Sendable {
  /// The account the write must land on (sent as `assertuser`).
  public var userName: String
  /// The notification types to store and their new values.
  public var values: [NotificationType: Bool]
  /// Also store the default-off marker, with the local values (it is this wiki's own).
  public var setsDefaultOffMarker: Bool
  /// The marker stands only if EVERY local value was stored (the first-login reset); otherwise
  /// it stands if any was (the person's own choices, which it protects from a later reset).
  public var markerNeedsEveryValue: Bool
  /// The types among ``values`` set in the person's global preferences: written there, so the
  /// choice holds on every wiki and on this one whatever the default is.
  public var globalTypes: Set<NotificationType>
  /// The types among ``values`` the person did not choose here: carried along at the value the
  /// screen last read, so that they become global. That read may be old, so the live client
  /// confirms them against a fresh one just before the write and leaves out any set or changed
  /// since: a choice made elsewhere is never overwritten by a value nobody chose here.
  public var carriedTypes: Set<NotificationType>

  /// By default a local write of the person's own choices, without the marker.
  public init(
    userName: String, values: [NotificationType: Bool], setsDefaultOffMarker: Bool = false,
    markerNeedsEveryValue: Bool = false, globalTypes: Set<NotificationType> = [],
    carriedTypes: Set<NotificationType> = []
  ) {
    self.userName = userName
    self.values = values
    self.setsDefaultOffMarker = setsDefaultOffMarker
    self.markerNeedsEveryValue = markerNeedsEveryValue
    self.globalTypes = globalTypes
    self.carriedTypes = carriedTypes
  }

  /// The carried values that go to the global preferences: the ones a fresh read confirms first.
  public var carriedGlobalValues: [NotificationType: Bool] {
    values.filter { carriedTypes.contains($0.key) && globalTypes.contains($0.key) }
  }

  /// The write without `types` (carried values a fresh read found changed since).
  public func leavingOut(_ types: Set<NotificationType>) -> OptionsWrite {
    var rest = self
    rest.values = values.filter { !types.contains($0.key) }
    rest.globalTypes.subtract(types)
    rest.carriedTypes.subtract(types)
    return rest
  }

  /// The values written to this wiki's own options (with the marker).
  public var localValues: [NotificationType: Bool] {
    values.filter { !globalTypes.contains($0.key) }
  }

  /// The values written to the global preferences.
  public var globalValues: [NotificationType: Bool] {
    values.filter { globalTypes.contains($0.key) }
  }

  /// Whether the marker written with the local values may stand when the wiki refused
  /// `refused`: it says "the reset held" (or "these choices are the person's"), so it must not
  /// outlive a reset the wiki did not store, or stand for local choices of which none was stored.
  public func markerHolds(refused: Set<NotificationType>) -> Bool {
    Self.markerHolds(
      values: Set(localValues.keys), refused: refused, needsEveryValue: markerNeedsEveryValue)
  }

  /// The marker rule on its own (the feature applies it to a save it has sent).
  public static func markerHolds(
    values: Set<NotificationType>, refused: Set<NotificationType>, needsEveryValue: Bool
  ) -> Bool {
    let refusedHere = values.intersection(refused)
    return needsEveryValue ? refusedHere.isEmpty : refusedHere.count < values.count
  }
}

/// A device's push subscription as Echo stores it.
public struct PushSubscription: Equatable, Sendable, Codable {
  /// The device token, hex encoded.
  public var deviceToken: String
  /// The APNs topic (the app's bundle identifier).
  public var topic: String

  /// `deviceToken` hex encoded; `topic` the app's bundle identifier.
  public init(deviceToken: String, topic: String) {
    self.deviceToken = deviceToken
    self.topic = topic
  }
}

/// How a subscribe request ended when the wiki did not report an error: the API client's own
/// answer (`MediaWikiAPI.PushCreateOutcome`: `created`, or `tokenExists`, possibly for ANOTHER
/// account, as Echo's index is global), named for the feature.
public typealias SubscribeOutcome = PushCreateOutcome

/// How an unsubscribe request ended when the wiki did not report an error: the API client's own
/// answer (`MediaWikiAPI.PushDeleteOutcome`: `deleted`, or `notFound` when this account holds
/// no subscription for the token), named for the feature.
public typealias UnsubscribeOutcome = PushDeleteOutcome

/// Why a request to the wiki failed, in the terms the feature decides on.
public enum WikiFailure: Error, Equatable, Sendable {
  /// The session is anonymous or ended, or a write would have landed on another account.
  case notLoggedIn
  /// The wiki answered but did not store these types (e.g. "not a valid preference" warnings).
  case keysRejected(Set<NotificationType>)
  /// The wiki stored the rest, but the first types are set in the global preferences (since the
  /// read: a write of this wiki's own options leaves them as they are) and `rejected` were
  /// refused.
  case globallyOverridden(Set<NotificationType>, rejected: Set<NotificationType>)
  /// The wiki refused the request with an API error; nothing was applied.
  case apiError(code: String, info: String)
  /// The wiki asked to slow down (`ratelimited`, `maxlag`, `readonly`); nothing was applied.
  case throttled(retryAfterSeconds: Int?)
  /// The account or session lacks a right the request needs (e.g. `editmyprivateinfo`).
  case permissionDenied
  /// The request surely never reached the wiki (no connection); nothing was applied.
  case unreachable(detail: String)
  /// The request may or may not have been applied (connection lost after sending, a 5xx or an
  /// HTML page from a cache, an unreadable answer): only a fresh read tells.
  case outcomeUnknown(detail: String)

  /// Whether the failure proves that nothing of the request was applied.
  public var isDefinite: Bool {
    if case .outcomeUnknown = self { return false }
    return true
  }
}

/// Everything the feature asks of the wikis, one closure per request. The live value talks to
/// MediaWiki through `MediaWikiAPI`; tests inject fakes that fail loudly on unexpected calls.
public struct WikiClient: Sendable {
  /// ONE request: the account, every notification option, the wiki's titles and descriptions of
  /// the types in the language's own words where the screen needs them, the globally set options
  /// and a csrf token (cached for writes).
  public var load: @Sendable (WikiLanguage) async throws(WikiFailure) -> WikiSnapshot
  /// ONE `action=options` request for the local values (and the marker) and ONE
  /// `action=globalpreferences` request for the global ones, each with `assert=user` and
  /// `assertuser`; only when the first carried the default-off marker and the marker may not
  /// stand (``OptionsWrite/markerHolds(refused:)``), another request withdraws the marker.
  public var save: @Sendable (WikiLanguage, OptionsWrite) async throws(WikiFailure) -> Void
  /// `echopushsubscriptions` create, provider apns, that only the named account's session can
  /// make (`assertuser`).
  public var subscribe:
    @Sendable (WikiLanguage, PushSubscription, _ userName: String) async throws(WikiFailure) ->
      SubscribeOutcome
  /// `echopushsubscriptions` delete of one device token, that only the named account's session
  /// can make (`assertuser`).
  public var unsubscribe:
    @Sendable (WikiLanguage, _ deviceToken: String, _ userName: String) async throws(WikiFailure)
      -> UnsubscribeOutcome
  /// Ends the session (`action=logout`).
  public var logout: @Sendable (WikiLanguage) async throws(WikiFailure) -> Void
  /// One change of a mute list: the names checked first when adding, then ONE write
  /// (`action=echomute` for a local list, a removal read back since Echo skips a name it no
  /// longer knows; for a global one, a fresh read of it and the whole list through
  /// `action=globalpreferences`, so a change made on the web is kept).
  public var mute: @Sendable (WikiLanguage, MuteWrite) async throws(WikiFailure) -> MuteWriteOutcome

  /// The live client is ``live(sessions:titlesLanguage:titles:)``; tests pass scripted requests.
  public init(
    load: @escaping @Sendable (WikiLanguage) async throws(WikiFailure) -> WikiSnapshot,
    save: @escaping @Sendable (WikiLanguage, OptionsWrite) async throws(WikiFailure) -> Void,
    subscribe:
      @escaping @Sendable (WikiLanguage, PushSubscription, String) async throws(WikiFailure) ->
      SubscribeOutcome,
    unsubscribe:
      @escaping @Sendable (WikiLanguage, String, String) async throws(WikiFailure) ->
      UnsubscribeOutcome,
    logout: @escaping @Sendable (WikiLanguage) async throws(WikiFailure) -> Void,
    mute:
      @escaping @Sendable (WikiLanguage, MuteWrite) async throws(WikiFailure) -> MuteWriteOutcome
  ) {
    self.load = load
    self.save = save
    self.subscribe = subscribe
    self.unsubscribe = unsubscribe
    self.logout = logout
    self.mute = mute
  }
}
