#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One Action API request, described as data: which HTTP method, which parameters, and which
/// token the client must add. ``httpRequest(apiURL:userAgent:token:)`` is the one place that
/// turns it into HTTP, so every request gets `format=json`, `formatversion=2` and the User-Agent.
public struct APIRequest: Equatable, Sendable {
  /// How the request travels.
  public enum Method: String, Sendable {
    /// Parameters in the query string; only for reads without secrets.
    case get = "GET"
    /// Parameters in a form-encoded body; required for writes and anything with a secret.
    case post = "POST"
  }

  /// The token a request carries in its body.
  public enum Token: String, Sendable {
    /// The session's csrf token, sent as `token`.
    case csrf
  }

  /// The HTTP method.
  public var method: Method
  /// The parameters in a stable order (tests compare them; duplicates are not allowed).
  public var parameters: [(name: String, value: String)]

  /// Whether the request asserts a logged-in account (`assert=user`, or `assertuser`): the wiki
  /// refuses it for an anonymous session.
  var assertsUser: Bool {
    parameters.contains { $0.name == "assertuser" || ($0.name == "assert" && $0.value == "user") }
  }
  /// The token the client adds as `token`, if any.
  public var token: Token?
  /// Parameters whose values are secret whatever their names (the codes a login step asks for,
  /// in fields the wiki names): redacted in descriptions as passwords and tokens are.
  public var secretParameters: Set<String> = []

  /// `format`, `formatversion` and `errorformat` are added when it is sent, and the session's
  /// csrf token when `token` is set.
  public init(method: Method, parameters: [(name: String, value: String)], token: Token? = nil) {
    self.method = method
    self.parameters = parameters
    self.token = token
  }

  /// The value of a parameter, if present.
  public subscript(name: String) -> String? {
    parameters.first { $0.name == name }?.value
  }

  /// Compares method, token and parameters (tuples are not Equatable by themselves).
  public static func == (lhs: APIRequest, rhs: APIRequest) -> Bool {
    lhs.method == rhs.method && lhs.token == rhs.token
      && lhs.parameters.elementsEqual(rhs.parameters) { $0 == $1 }
  }

  /// Parameters every request carries: JSON, the modern format, and errors as an array with codes.
  static let commonParameters: [(name: String, value: String)] = [
    ("format", "json"), ("formatversion", "2"), ("errorformat", "plaintext"),
  ]

  /// The HTTP request for `apiURL`. Secrets (tokens, passwords) only ever go in a POST body.
  public func httpRequest(apiURL: URL, userAgent: String, token tokenValue: String?)
    -> HTTPRequest
  {
    var all = parameters + Self.commonParameters
    if token != nil, let tokenValue { all.append(("token", tokenValue)) }
    let encoded = Self.formEncode(all)
    var request: HTTPRequest
    switch method {
    case .get:
      var components = URLComponents(url: apiURL, resolvingAgainstBaseURL: false)
      components?.percentEncodedQuery = encoded
      request = HTTPRequest(method: method.rawValue, url: components?.url ?? apiURL)
    case .post:
      request = HTTPRequest(method: method.rawValue, url: apiURL, body: Data(encoded.utf8))
      request.setValue("application/x-www-form-urlencoded", forHTTPHeaderField: "Content-Type")
    }
    request.setValue(userAgent, forHTTPHeaderField: "User-Agent")
    // Wikimedia's API-User-Agent convention, for clients whose User-Agent a platform rewrites.
    request.setValue(userAgent, forHTTPHeaderField: "Api-User-Agent")
    return request
  }

  /// `application/x-www-form-urlencoded`, with everything but unreserved characters escaped.
  static func formEncode(_ parameters: [(name: String, value: String)]) -> String {
    parameters.map { "\(escape($0.name))=\(escape($0.value))" }.joined(separator: "&")
  }

  /// Percent-encodes every UTF-8 byte but RFC 3986's unreserved ones, by hand: the Foundation
  /// helper for it needs CharacterSet, which FoundationEssentials lacks.
  static func escape(_ string: String) -> String {
    var result = ""
    result.reserveCapacity(string.utf8.count)
    for byte in string.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
        UInt8(ascii: "_"), UInt8(ascii: "~"):
        result.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let hex = Array("0123456789ABCDEF".unicodeScalars)
        result.unicodeScalars.append("%")
        result.unicodeScalars.append(hex[Int(byte >> 4)])
        result.unicodeScalars.append(hex[Int(byte & 0x0F)])
      }
    }
    return result
  }
}

/// What printed values show in place of a secret (a password, a token, a cookie's value).
enum Redaction {
  /// The placeholder for a secret value.
  static let placeholder = "<redacted>"
}

// Requests end up in logs, test failure messages and `dump` output: passwords and tokens are
// masked there so that printing a login request does not leak the account.
extension APIRequest: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
  /// Whether a parameter carries a credential: a password, or any token but the device's push
  /// token (`providertoken`, which only addresses the device).
  static func isSecret(_ name: String) -> Bool {
    let name = name.lowercased()
    if ["password", "lgpassword", "retype"].contains(name) { return true }
    return name.hasSuffix("token") && name != "providertoken"
  }

  /// The parameters with every secret value replaced by the placeholder.
  var redactedParameters: [(name: String, value: String)] {
    parameters.map {
      let secret = Self.isSecret($0.name) || secretParameters.contains($0.name)
      return ($0.name, secret ? Redaction.placeholder : $0.value)
    }
  }

  /// The method, the parameters with passwords and tokens redacted, and the token kind.
  public var description: String {
    let shown = redactedParameters.map {
      "\($0.name): \(Self.isSecret($0.name) ? $0.value : $0.value.debugDescription)"
    }
    let token = token.map { ", token: \($0.rawValue)" } ?? ""
    return "APIRequest(\(method.rawValue), [\(shown.joined(separator: ", "))]\(token))"
  }

  /// The same as ``description``: secrets stay redacted in debug output too.
  public var debugDescription: String { description }

  /// A mirror with secrets redacted, so `dump` and debuggers do not show them.
  public var customMirror: Mirror {
    Mirror(
      self,
      children: [
        "method": method, "parameters": redactedParameters, "token": token as Any,
      ],
      displayStyle: .struct)
  }
}
