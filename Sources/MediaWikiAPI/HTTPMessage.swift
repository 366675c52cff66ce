#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One HTTP request as the client hands it to a transport: method, URL, header fields, body.
public struct HTTPRequest: Equatable, Sendable {
  /// The method, e.g. `GET` or `POST`.
  public var method: String
  /// The full URL, query included.
  public var url: URL
  /// The header fields; look them up with ``value(forHTTPHeaderField:)`` (names are case-blind).
  public private(set) var headers: [String: String]
  /// The body, if any. May hold a password or token: never print or log it.
  public var body: Data?

  /// Header names are matched ignoring case, as HTTP defines them.
  public init(
    method: String = "GET", url: URL, headers: [String: String] = [:], body: Data? = nil
  ) {
    self.method = method
    self.url = url
    self.headers = [:]
    self.body = body
    for (name, value) in headers { setValue(value, forHTTPHeaderField: name) }
  }

  /// A header field's value; names are compared ignoring case, as HTTP says.
  public func value(forHTTPHeaderField name: String) -> String? {
    HTTPHeaders.value(name, in: headers)
  }

  /// Sets a header field (nil removes it), replacing any spelling of the same name.
  public mutating func setValue(_ value: String?, forHTTPHeaderField name: String) {
    let lowered = name.lowercased()
    for key in headers.keys where key.lowercased() == lowered { headers[key] = nil }
    if let value { headers[name] = value }
  }
}

/// One HTTP answer: status, header fields and body.
public struct HTTPResponse: Equatable, Sendable {
  /// The status code, e.g. 200.
  public var statusCode: Int
  /// The header fields; a field sent more than once is joined with commas.
  public var headers: [String: String]
  /// The body.
  public var body: Data

  /// `headers` as the transport received them (repeated fields already joined).
  public init(statusCode: Int, headers: [String: String] = [:], body: Data = Data()) {
    self.statusCode = statusCode
    self.headers = headers
    self.body = body
  }

  /// A header field's value; names are compared ignoring case, as HTTP says.
  public func value(forHTTPHeaderField name: String) -> String? {
    HTTPHeaders.value(name, in: headers)
  }
}

/// Case-blind header lookup, shared by requests and answers.
enum HTTPHeaders {
  /// The value of `name` in `fields`, whatever the case of either.
  static func value(_ name: String, in fields: [String: String]) -> String? {
    if let exact = fields[name] { return exact }
    let lowered = name.lowercased()
    return fields.first { $0.key.lowercased() == lowered }?.value
  }
}

// A request carries the session cookie and, in a POST body, passwords and tokens: printing or
// dumping one shows the method, the URL (a GET's query never holds a secret) and header names.
extension HTTPRequest: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
  /// The method, URL and header names; values and body are left out.
  public var description: String {
    let names = headers.keys.sorted().joined(separator: ", ")
    let body = body.map { ", body: \($0.count) bytes" } ?? ""
    return "HTTPRequest(\(method) \(url.absoluteString), headers: [\(names)]\(body))"
  }

  /// The same as ``description``: secrets stay out of debug output too.
  public var debugDescription: String { description }

  /// A mirror without header values or body, so `dump` and debuggers do not show them.
  public var customMirror: Mirror {
    Mirror(
      self,
      children: [
        "method": method, "url": url, "headerNames": headers.keys.sorted(),
        "bodyBytes": body?.count as Any,
      ],
      displayStyle: .struct)
  }
}
