import Foundation
import MediaWikiAPI

/// The live sessions, one `MediaWikiClient` per language's wiki, created on first use.
/// An actor: the app's screen, its login and its language change share them.
public actor WikiSessions {
  private let makeClient: @Sendable (WikiLanguage) -> MediaWikiClient
  private var clients: [WikiLanguage: MediaWikiClient] = [:]

  /// Creates the sessions; `makeClient` builds the client of a language's wiki (its API URL,
  /// User-Agent, transport and any saved session).
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
  public static func live(sessions: WikiSessions) -> WikiClient {
    WikiClient(
      load: { language throws(WikiFailure) in
        let client = await sessions.client(for: language)
        let info = try await mapped { () throws(APIError) in try await client.loadAccount() }
        return WikiSnapshot(userInfo: info)
      },
      save: { language, write throws(WikiFailure) in
        let client = await sessions.client(for: language)
        var values = NotificationType.allCases.compactMap { type in
          write.values[type].map { (name: type.optionName, value: $0) }
        }
        if write.setsDefaultOffMarker {
          values.append((name: WikiSnapshot.defaultOffMarkerOption, value: true))
        }
        let result = try await mapped { () throws(APIError) in
          try await client.setOptions(values, assertUser: write.userName)
        }
        guard result.allStored else {
          let types = Set(result.rejected.keys.compactMap(NotificationType.init(optionName:)))
          // Only the marker can be rejected without a type: the values landed but "default-off
          // was applied" did not, so the outcome is neither success nor a clean failure.
          if types.isEmpty { throw .outcomeUnknown(detail: "default-off marker not stored") }
          throw .keysRejected(types)
        }
      },
      subscribe: { language, subscription throws(WikiFailure) in
        let client = await sessions.client(for: language)
        let outcome = try await mapped { () throws(APIError) in
          try await client.createPushSubscription(
            provider: .apns, deviceToken: subscription.deviceToken, topic: subscription.topic)
        }
        return outcome == .created ? .created : .tokenExists
      },
      unsubscribe: { language, deviceToken throws(WikiFailure) in
        let client = await sessions.client(for: language)
        let outcome = try await mapped { () throws(APIError) in
          try await client.deletePushSubscriptions(deviceTokens: [deviceToken])
        }
        return outcome == .deleted ? .deleted : .notFound
      },
      logout: { language throws(WikiFailure) in
        let client = await sessions.client(for: language)
        try await mapped { () throws(APIError) in try await client.logout() }
      }
    )
  }
}

extension WikiSnapshot {
  /// The feature's view of an account: our 16 options (those the wiki reports) and the marker.
  public init(userInfo: UserInfo) {
    var values: [NotificationType: Bool] = [:]
    for type in NotificationType.allCases {
      if let value = userInfo.options[type.optionName] { values[type] = value.isOn }
    }
    self.init(
      userName: userInfo.isAnonymous ? nil : userInfo.name,
      values: values,
      hasDefaultOffMarker: userInfo.options[Self.defaultOffMarkerOption]?.isOn ?? false)
  }
}

extension WikiFailure {
  /// Translates an API client error into what the feature decides on.
  public init(_ error: APIError) {
    switch error {
    case .transport(.notSent(let detail)):
      self = .unreachable(detail: detail)
    case .transport(.outcomeUnknown(let detail)):
      self = .outcomeUnknown(detail: detail)
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
