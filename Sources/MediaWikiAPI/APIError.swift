/// A MediaWiki API error code, with the ones this package acts on named and the rest kept.
public enum APIErrorCode: Equatable, Hashable, Sendable, CustomStringConvertible {
  /// The csrf token is stale (e.g. the session changed): fetch a new one and retry once.
  case badToken
  /// The request needs a logged-in session.
  case notLoggedIn
  /// `assert=user` failed: the session is anonymous.
  case assertUserFailed
  /// `assertuser=<name>` failed: the session belongs to another account.
  case assertNamedUserFailed
  /// Too many requests; wait `Retry-After` when given.
  case rateLimited
  /// The database replicas lag; wait `Retry-After`.
  case maxLag
  /// The wiki is read-only for maintenance.
  case readOnly
  /// A parameter that must be posted came in the query string.
  case mustPostParams
  /// A required parameter is missing.
  case missingParam
  /// The session lacks a right the module needs (e.g. `editmyprivateinfo`).
  case permissionDenied
  /// Echo: the push token is already stored, possibly for another account.
  case pushTokenExists
  /// Echo: this account holds no subscription for the token.
  case pushTokenNotFound
  /// Echo: an apns subscription needs a topic.
  case pushTopicRequired
  /// GlobalPreferences: the account has no global account (no central id), so it has no global
  /// preferences to read or change.
  case notGlobalized
  /// Any other code, kept verbatim.
  case unknown(String)

  /// Maps a wire code to its case; codes this package does not act on stay `unknown`.
  public init(code: String) {
    switch code {
    case "badtoken": self = .badToken
    case "notloggedin": self = .notLoggedIn
    case "assertuserfailed": self = .assertUserFailed
    case "assertnameduserfailed": self = .assertNamedUserFailed
    case "ratelimited": self = .rateLimited
    case "maxlag": self = .maxLag
    case "readonly": self = .readOnly
    case "mustpostparams": self = .mustPostParams
    case "missingparam": self = .missingParam
    case "permissiondenied": self = .permissionDenied
    case "echo-push-token-exists": self = .pushTokenExists
    case "echo-push-token-not-found": self = .pushTokenNotFound
    case "echo-push-topic-required": self = .pushTopicRequired
    case "notglobalized": self = .notGlobalized
    default: self = .unknown(code)
    }
  }

  /// The code as the wiki sends it.
  public var code: String {
    switch self {
    case .badToken: "badtoken"
    case .notLoggedIn: "notloggedin"
    case .assertUserFailed: "assertuserfailed"
    case .assertNamedUserFailed: "assertnameduserfailed"
    case .rateLimited: "ratelimited"
    case .maxLag: "maxlag"
    case .readOnly: "readonly"
    case .mustPostParams: "mustpostparams"
    case .missingParam: "missingparam"
    case .permissionDenied: "permissiondenied"
    case .pushTokenExists: "echo-push-token-exists"
    case .pushTokenNotFound: "echo-push-token-not-found"
    case .pushTopicRequired: "echo-push-topic-required"
    case .notGlobalized: "notglobalized"
    case .unknown(let code): code
    }
  }

  /// The wire code.
  public var description: String { code }

  /// Whether the code means "no usable logged-in session for this request".
  public var meansNotLoggedIn: Bool {
    self == .notLoggedIn || self == .assertUserFailed || self == .assertNamedUserFailed
  }
}

/// Everything that can go wrong with one Action API request. `info`, `snippet` and `detail`
/// are debug text for logs and bug reports, not for the screen.
public enum APIError: Error, Equatable, Sendable {
  /// No HTTP answer; says whether the request may have been applied.
  case transport(TransportFailure)
  /// An HTTP status other than 200 without a MediaWiki error in the body.
  case httpStatus(Int, snippet: String)
  /// The body is not JSON (e.g. an HTML error page from a cache in front of the wiki).
  case notJSON(status: Int, contentType: String?, snippet: String)
  /// JSON, but not the shape this request answers with.
  case unexpectedResponse(detail: String)
  /// The wiki refused the request with an error code; `retryAfter` comes from `Retry-After`.
  case api(code: APIErrorCode, info: String, retryAfter: Int?)
  /// Credentials would travel in clear text: only https or a loopback address are allowed.
  case insecureTransport(host: String)
  /// The request cannot be sent as asked (e.g. more option values than one request takes).
  case invalidRequest(String)

  /// Whether the failure proves that nothing of the request was applied on the wiki.
  public var isDefinite: Bool {
    switch self {
    case .transport(.outcomeUnknown), .notJSON, .unexpectedResponse: false
    // A 5xx may come from a cache after the wiki applied the request; a 4xx never reached it.
    case .httpStatus(let status, _): status < 500
    default: true
    }
  }

  /// Whether the wiki said the request needs a (different) logged-in session.
  public var isNotLoggedIn: Bool { code?.meansNotLoggedIn ?? false }

  /// The MediaWiki error code, when the wiki sent one.
  public var code: APIErrorCode? {
    if case .api(let code, _, _) = self { return code }
    return nil
  }
}
