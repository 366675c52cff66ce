import MediaWikiAPI

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The live sessions, one `MediaWikiClient` per language's wiki, created on first use.
/// An actor: the app's screen, its login and its language change share them.
public actor WikiSessions {
  private let makeClient: @Sendable (WikiLanguage) -> MediaWikiClient
  private var clients: [WikiLanguage: MediaWikiClient] = [:]

  /// `makeClient` builds the client of a language's wiki (its API URL, User-Agent, transport
  /// and any saved session), once per language, on its first use.
  public init(makeClient: @escaping @Sendable (WikiLanguage) -> MediaWikiClient) {
    self.makeClient = makeClient
  }

  /// The client of `language`'s wiki.
  public func client(for language: WikiLanguage) -> MediaWikiClient {
    if let client = clients[language] { return client }
    let client = makeClient(language)
    clients[language] = client
    return client
  }

  /// The clients created so far, e.g. to save their sessions.
  public var all: [WikiLanguage: MediaWikiClient] { clients }
}

extension WikiClient {
  /// The live client: every request goes to the wiki of the language it names, through `sessions`.
  /// The wiki's titles and descriptions of the types come in `titlesLanguage` (the language of
  /// the screen's ``Strings``), by default in the wiki's own language, and are kept in `titles`.
  /// A read asks only for texts the screen will use: in a language the package ships, none of
  /// the types it names (``NotificationType/named``), so the first read is the bare options read;
  /// in another (``Strings/titlesFromWiki``), those of every named type, in the same request as
  /// the options, the first time a wiki is read. A type beyond those costs one follow-up read of
  /// its texts, once.
  public static func live(
    sessions: WikiSessions, titlesLanguage: String? = nil, titles: WikiTitleCache = .init()
  ) -> WikiClient {
    WikiClient(
      load: { language throws(WikiFailure) in
        let client = await sessions.client(for: language)
        let info = try await loadAccount(
          with: client, titlesIn: titlesLanguage ?? language.rawValue, cache: titles)
        return WikiSnapshot(userInfo: info)
      },
      save: { language, write throws(WikiFailure) in
        let client = await sessions.client(for: language)
        try await writeOptions(write, with: client)
      },
      subscribe: { language, subscription, userName throws(WikiFailure) in
        let client = await sessions.client(for: language)
        return try await mapped { () throws(APIError) in
          try await client.createPushSubscription(
            provider: .apns, deviceToken: subscription.deviceToken, topic: subscription.topic,
            assertUser: userName)
        }
      },
      unsubscribe: { language, deviceToken, userName throws(WikiFailure) in
        let client = await sessions.client(for: language)
        return try await mapped { () throws(APIError) in
          try await client.deletePushSubscriptions(
            deviceTokens: [deviceToken], assertUser: userName)
        }
      },
      logout: { language throws(WikiFailure) in
        let client = await sessions.client(for: language)
        try await mapped { () throws(APIError) in try await client.logout() }
      }
    )
  }
}

/// The account read by `client`, its types' titles and descriptions taken from `cache` where an
/// earlier read found them. Only the first read of a wiki in a language without the package's
/// strings (``Strings/titlesFromWiki``) asks, in the same request, for the texts of every type
/// the package names; otherwise a type neither the package nor an earlier read covers costs one
/// small follow-up read of its texts.
private func loadAccount(
  with client: MediaWikiClient, titlesIn language: String, cache: WikiTitleCache
) async throws(WikiFailure) -> UserInfo {
  let known = await cache.known(wiki: client.apiURL, language: language)
  let ownTexts = !Strings.forLanguage(language).titlesFromWiki
  // Named, not by prefix: a prefix cannot bring titles and descriptions in one request.
  let firstAsk =
    known == nil && !ownTexts
    ? Array(NotificationType.named.map(\.rawValue).prefix(APIRequest.maxCategoriesPerRead)) : []
  var info = try await mapped { () throws(APIError) in
    try await client.loadAccount(
      messagesLanguage: language, titles: firstAsk.isEmpty ? .none : .only(firstAsk))
  }
  let offered = Set(
    info.options.keys.compactMap(NotificationType.init(optionName:)).map(\.rawValue))
  var texts =
    known.map { CategoryTexts(titles: $0.titles, descriptions: $0.descriptions) }
    ?? CategoryTexts(titles: [:], descriptions: [:])
  // Only the offered types count as asked: one the wiki adds later is asked for then.
  var asked = offered.intersection(firstAsk)
  texts.merge(CategoryTexts(info.messages))
  // A type needs nothing from the wiki when an earlier read asked for it, or when the package
  // words it in this language.
  var covered = (known?.asked ?? []).union(asked)
  if ownTexts { covered.formUnion(NotificationType.named.map(\.rawValue)) }
  let missing = offered.subtracting(covered).sorted()
  // The texts are cosmetic: when they cannot be read, the row falls back to the package's words
  // and the next read asks again; the account's values are what must not fail.
  if !missing.isEmpty,
    let fetched = try? await client.categoryTitles(missing, messagesLanguage: language)
  {
    texts.merge(CategoryTexts(fetched))
    asked.formUnion(missing)
  }
  await cache.record(
    asked, titles: texts.titles, descriptions: texts.descriptions, wiki: client.apiURL,
    language: language)
  for (category, title) in texts.titles {
    info.messages[APIRequest.categoryTitlePrefix + category] = title
  }
  for (category, description) in texts.descriptions {
    info.messages[APIRequest.categoryDescriptionPrefix + category] = description
  }
  return info
}

/// Echo's texts of categories, by category (the message name without its prefix).
private struct CategoryTexts {
  var titles: [String: String]
  var descriptions: [String: String]

  init(titles: [String: String], descriptions: [String: String]) {
    self.titles = titles
    self.descriptions = descriptions
  }

  /// The titles and descriptions among `messages` (by message name).
  init(_ messages: [String: String]) {
    titles = messages.strippingPrefix(APIRequest.categoryTitlePrefix)
    descriptions = messages.strippingPrefix(APIRequest.categoryDescriptionPrefix)
  }

  /// Adds `other`'s texts; a text read now replaces a kept one.
  mutating func merge(_ other: CategoryTexts) {
    titles.merge(other.titles) { _, new in new }
    descriptions.merge(other.descriptions) { _, new in new }
  }
}

extension Dictionary where Key == String, Value == String {
  /// The entries whose key starts with `prefix`, by the rest of the key.
  fileprivate func strippingPrefix(_ prefix: String) -> [String: String] {
    var result: [String: String] = [:]
    for (name, value) in self where name.hasPrefix(prefix) {
      result[String(name.dropFirst(prefix.count))] = value
    }
    return result
  }
}

extension WikiSnapshot {
  /// The feature's view of an account: every settable push option the wiki reports (the
  /// spec's and any other), the wiki's titles and descriptions of them, which are set globally,
  /// and the marker.
  public init(userInfo: UserInfo) {
    var values: [NotificationType: Bool] = [:]
    for (name, value) in userInfo.options {
      if let type = NotificationType(optionName: name) { values[type] = value.isOn }
    }
    // The wiki's texts of the offered types only, trimmed; an empty one is no text.
    func texts(_ prefix: String) -> [NotificationType: String] {
      var texts: [NotificationType: String] = [:]
      for (name, text) in userInfo.messages where name.hasPrefix(prefix) {
        let category = String(name.dropFirst(prefix.count))
        let trimmed = text.trimmed()
        if let type = NotificationType(rawValue: category), values[type] != nil, !trimmed.isEmpty {
          texts[type] = trimmed
        }
      }
      return texts
    }
    // A global option with a local exception (`global=override`) is this wiki's own again.
    let localExceptions = Set(
      values.keys.filter {
        userInfo.options[$0.optionName + NotificationType.localExceptionSuffix]?.isOn == true
      })
    let globalTypes = Set(
      userInfo.globalPreferences.keys.compactMap(NotificationType.init(optionName:)).filter {
        values[$0] != nil && !localExceptions.contains($0)
      })
    self.init(
      userName: userInfo.isAnonymous ? nil : userInfo.name,
      values: values,
      hasDefaultOffMarker: userInfo.options[Self.defaultOffMarkerOption]?.isOn ?? false,
      titles: texts(APIRequest.categoryTitlePrefix),
      descriptions: texts(APIRequest.categoryDescriptionPrefix), globalTypes: globalTypes,
      isTemporaryAccount: userInfo.isTemporary,
      offersGlobalPreferences: userInfo.offersGlobalPreferences,
      localExceptions: localExceptions)
  }
}

/// The save of `write`: ONE `action=options` request for the local values and the marker (and
/// the marker's withdrawal when it may not stand), then ONE `action=globalpreferences` request
/// for the global values. The global write goes to GlobalPreferences' own module because core's
/// `action=options&global=update` turns a value equal to the default into a deletion of the
/// global row, after which every wiki falls back to its local value; the module stores the
/// value as given, so what the save reports is what a read of any wiki then returns.
private func writeOptions(_ planned: OptionsWrite, with client: MediaWikiClient)
  async throws(WikiFailure)
{
  let carry = try await confirmCarried(planned, with: client)
  let write = planned.leavingOut(carry.leftOut)
  let local = write.localValues
  var outcome = LocalOutcome()
  if !local.isEmpty || write.setsDefaultOffMarker {
    outcome = try await writeLocalOptions(write, with: client)
  }
  var refused = outcome.refused
  let global = write.globalValues
  if !global.isEmpty {
    let values = global.keys.sorted().map { (name: $0.optionName, value: global[$0]!) }
    do {
      let result = try await mapped { () throws(APIError) in
        try await client.setGlobalPreferences(values, assertUser: write.userName)
      }
      refused.formUnion(result.rejected.keys.compactMap(NotificationType.init(optionName:)))
    } catch {
      // Nothing of the save was stored yet, or the session is gone, or the wiki may hold the
      // global values: the failure is the whole save's. Otherwise the local values landed and
      // only the global ones were refused.
      guard !local.isEmpty || write.setsDefaultOffMarker, error.isDefinite, error != .notLoggedIn
      else { throw error }
      refused.formUnion(global.keys)
    }
  }
  // Carried values that could not be confirmed are simply not carried this time (the next
  // global save carries them again); ones set or changed since make the screen read again.
  refused.formUnion(carry.unconfirmed)
  if !outcome.overridden.isEmpty || !carry.changedSince.isEmpty {
    throw .globallyOverridden(
      outcome.overridden.union(carry.setGlobally),
      rejected: refused.union(carry.changedSince.subtracting(carry.setGlobally)))
  }
  if !refused.isEmpty { throw .keysRejected(refused) }
  // Only the marker can be refused without a type: the values landed but "default-off was
  // applied" did not, so the outcome is neither success nor a clean failure.
  if outcome.markerRefused { throw .outcomeUnknown(detail: "default-off marker not stored") }
}

/// The carried values a fresh read did not confirm: they are left out of the write.
private struct CarryCheck {
  /// Carried types set in the person's global preferences since the screen's read.
  var setGlobally: Set<NotificationType> = []
  /// Carried types whose value here changed since the screen's read (those set globally too).
  var changedSince: Set<NotificationType> = []
  /// Carried types left out because the fresh read failed: nothing unconfirmed is carried.
  var unconfirmed: Set<NotificationType> = []

  /// Every carried type left out of the write.
  var leftOut: Set<NotificationType> { changedSince.union(unconfirmed) }
}

/// Confirms the values `write` carries into the global preferences against a fresh read, just
/// before the write: the screen's read may be minutes old, and a value the person set since (on
/// Special:GlobalPreferences, or on this wiki) must not be overwritten by one nobody chose here.
/// MediaWiki has no conditional write, so this is one read (userinfo's options and
/// `meta=globalpreferences`), only for a write that carries global values: the first global
/// save of an account whose choices are not all global yet. The first-login reset and the
/// language copy carry nothing here: their write follows their own read at once.
private func confirmCarried(_ write: OptionsWrite, with client: MediaWikiClient)
  async throws(WikiFailure) -> CarryCheck
{
  let carried = write.carriedGlobalValues
  guard !carried.isEmpty else { return CarryCheck() }
  let info: UserInfo
  do {
    info = try await mapped { () throws(APIError) in try await client.loadAccount(titles: .none) }
  } catch {
    // A session found gone ends the save as any request would; otherwise nothing unconfirmed
    // is carried, and the person's own choices still go out.
    if error == .notLoggedIn { throw error }
    return CarryCheck(unconfirmed: Set(carried.keys))
  }
  // A read that no longer names the account (anonymous: the session died, or another
  // account's) finds the session gone: the write naming the account would only be refused.
  guard !info.isAnonymous, info.name == write.userName else { throw .notLoggedIn }
  let fresh = WikiSnapshot(userInfo: info)
  var check = CarryCheck()
  for (type, value) in carried {
    if info.globalPreferences[type.optionName] != nil {
      check.setGlobally.insert(type)
      check.changedSince.insert(type)
    } else if fresh.values[type] != value || fresh.localExceptions.contains(type) {
      check.changedSince.insert(type)
    }
  }
  return check
}

/// What the local part of a save left unstored.
private struct LocalOutcome {
  /// Types the wiki refused.
  var refused: Set<NotificationType> = []
  /// Types left as they are because they are set globally (since the read).
  var overridden: Set<NotificationType> = []
  /// Whether the wiki refused the marker itself.
  var markerRefused = false
}

/// ONE `action=options` write of the local values and the marker, and the marker's withdrawal
/// when it may not stand.
private func writeLocalOptions(_ write: OptionsWrite, with client: MediaWikiClient)
  async throws(WikiFailure) -> LocalOutcome
{
  let marker = WikiSnapshot.defaultOffMarkerOption
  let local = write.localValues
  var values = local.keys.sorted().map { (name: $0.optionName, value: local[$0]!) }
  if write.setsDefaultOffMarker { values.append((name: marker, value: true)) }
  let result = try await mapped { () throws(APIError) in
    try await client.setOptions(values, assertUser: write.userName)
  }
  guard !result.allStored else { return LocalOutcome() }
  let refused = Set(result.rejected.keys.compactMap(NotificationType.init(optionName:)))
  let overridden = Set(
    result.globallyOverridden.keys.compactMap(NotificationType.init(optionName:)))
  if write.setsDefaultOffMarker, result.rejected[marker] == nil,
    !write.markerHolds(refused: refused)
  {
    // The marker landed in the same request as values the wiki refused: it would say "applied"
    // for a reset that did not hold, and the next login would never try again. MediaWiki has no
    // conditional write, so the marker is withdrawn at once (only in this failure case).
    do {
      _ = try await client.setOptions([(name: marker, value: false)], assertUser: write.userName)
    } catch {
      throw .outcomeUnknown(detail: "default-off marker stored but not withdrawn")
    }
  }
  return LocalOutcome(
    refused: refused, overridden: overridden,
    markerRefused: refused.isEmpty && overridden.isEmpty)
}

extension WikiFailure {
  /// Translates an API client error into what the feature decides on.
  public init(_ error: APIError) {
    switch error {
    case .transport(.notSent(let detail)):
      self = .unreachable(detail: detail)
    case .transport(.outcomeUnknown(let detail)):
      self = .outcomeUnknown(detail: detail)
    // 401: the session the request carried is refused (an app's session expired).
    case .httpStatus(401, _), .notJSON(status: 401, _, _):
      self = .notLoggedIn
    case .notJSON(let status, _, let snippet):
      self = .outcomeUnknown(detail: "HTTP \(status), not JSON: \(snippet)")
    case .unexpectedResponse(let detail):
      self = .outcomeUnknown(detail: detail)
    case .httpStatus(let status, let snippet):
      self =
        error.isDefinite
        ? .apiError(code: "http-\(status)", info: snippet)
        : .outcomeUnknown(detail: "HTTP \(status): \(snippet)")
    case .api(let code, let info, let retryAfter):
      switch code {
      case _ where code.meansNotLoggedIn: self = .notLoggedIn
      case .rateLimited, .maxLag, .readOnly: self = .throttled(retryAfterSeconds: retryAfter)
      case .permissionDenied: self = .permissionDenied
      default: self = .apiError(code: code.code, info: info)
      }
    case .insecureTransport(let host):
      self = .apiError(code: "insecure-transport", info: "refusing plain http to \(host)")
    case .invalidRequest(let detail):
      self = .apiError(code: "invalid-request", info: detail)
    }
  }
}

/// Runs an API call and rethrows its error as a ``WikiFailure``.
private func mapped<T>(_ body: () async throws(APIError) -> T) async throws(WikiFailure) -> T {
  do {
    return try await body()
  } catch {
    throw WikiFailure(error)
  }
}
