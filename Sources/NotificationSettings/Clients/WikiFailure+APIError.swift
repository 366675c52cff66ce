import MediaWikiAPI

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
func mapped<T>(_ body: () async throws(APIError) -> T) async throws(WikiFailure) -> T {
  do {
    return try await body()
  } catch {
    throw WikiFailure(error)
  }
}
