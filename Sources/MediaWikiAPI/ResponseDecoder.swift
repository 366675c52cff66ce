#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The one place that turns an HTTP answer into a decoded body plus warnings, or a typed error.
enum ResponseDecoder {
  /// Decodes `Body`, after checking for a MediaWiki error (which arrives with HTTP 200), a
  /// non-JSON page (e.g. a cache's HTML 503) and a bad status.
  static func decode<Body: Decodable>(
    _ type: Body.Type, response: HTTPResponse
  ) throws(APIError) -> (body: Body, warnings: [APIWarning]) {
    let status = response.statusCode
    let data = response.body
    guard looksLikeJSON(data) else {
      throw .notJSON(
        status: status,
        contentType: response.value(forHTTPHeaderField: "Content-Type")?
          .withoutControlCharacters(),
        snippet: snippet(of: data))
    }
    let envelope: Envelope<Body>
    do {
      envelope = try JSONDecoder().decode(Envelope<Body>.self, from: data)
    } catch {
      if status != 200 { throw .httpStatus(status, snippet: snippet(of: data)) }
      throw .unexpectedResponse(detail: describe(error))
    }
    if let error = envelope.error ?? headerError(response) {
      throw .api(
        code: APIErrorCode(code: error.code), info: error.text, retryAfter: retryAfter(response))
    }
    guard status == 200 else { throw .httpStatus(status, snippet: snippet(of: data)) }
    switch envelope.body {
    case .success(let body): return (body, envelope.warnings)
    case .failure(let error): throw .unexpectedResponse(detail: describe(error))
    }
  }

  /// The top level of every answer: errors and warnings in either error format, and the body
  /// decoded from the same object in one pass.
  private struct Envelope<Body: Decodable>: Decodable {
    var error: APIWarning?
    var warnings: [APIWarning]
    var body: Result<Body, any Error>

    private enum Keys: String, CodingKey { case errors, error, warnings }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: Keys.self)
      // errorformat=plaintext: "errors": [{code, text, module}]; the legacy format: "error": {code, info}.
      if let errors = try? container.decodeIfPresent([APIWarning].self, forKey: .errors) {
        error = errors.first
      } else if let legacy = try? container.decodeIfPresent(LegacyError.self, forKey: .error) {
        error = APIWarning(
          code: legacy.code.withoutControlCharacters(),
          text: (legacy.info ?? "").withoutControlCharacters(), module: nil)
      } else {
        error = nil
      }
      if let list = try? container.decodeIfPresent([APIWarning].self, forKey: .warnings) {
        warnings = list
      } else if let legacy = try? container.decodeIfPresent(
        [String: LegacyWarning].self, forKey: .warnings)
      {
        warnings = legacy.sorted { $0.key < $1.key }.map {
          APIWarning(
            code: "", text: ($0.value.warnings ?? "").withoutControlCharacters(),
            module: $0.key.withoutControlCharacters())
        }
      } else {
        warnings = []
      }
      do { body = .success(try Body(from: decoder)) } catch { body = .failure(error) }
    }
  }

  private struct LegacyError: Decodable {
    var code: String
    var info: String?
  }

  private struct LegacyWarning: Decodable {
    var warnings: String?
  }

  /// MediaWiki names the error in a header too; it counts even if the body lost it.
  private static func headerError(_ response: HTTPResponse) -> APIWarning? {
    guard let code = response.value(forHTTPHeaderField: "MediaWiki-API-Error"), !code.isEmpty
    else { return nil }
    return APIWarning(code: code.withoutControlCharacters(), text: "", module: nil)
  }

  private static func retryAfter(_ response: HTTPResponse) -> Int? {
    response.value(forHTTPHeaderField: "Retry-After").flatMap { Int($0.trimmed()) }
  }

  /// A JSON object starts with `{` after optional whitespace (and an optional BOM).
  private static func looksLikeJSON(_ data: Data) -> Bool {
    for byte in data.prefix(64) {
      switch byte {
      case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"),
        0xEF, 0xBB, 0xBF:
        continue
      case UInt8(ascii: "{"): return true
      default: return false
      }
    }
    return false
  }

  /// The start of a body for debug text, without control characters (it may be printed).
  static func snippet(of data: Data) -> String {
    String(decoding: data.prefix(200), as: UTF8.self).withoutControlCharacters()
  }

  private static func describe(_ error: any Error) -> String {
    switch error {
    case DecodingError.keyNotFound(let key, let context):
      return "missing \(path(context.codingPath + [key]))"
    case DecodingError.typeMismatch(let type, let context):
      return "wrong type at \(path(context.codingPath)), expected \(type)"
    case DecodingError.valueNotFound(let type, let context):
      return "null at \(path(context.codingPath)), expected \(type)"
    case DecodingError.dataCorrupted(let context):
      return "malformed JSON at \(path(context.codingPath))"
    default:
      return String(describing: error)
    }
  }

  /// The keys are the answer's (an option's name): without control characters, as printed.
  private static func path(_ keys: [any CodingKey]) -> String {
    keys.isEmpty
      ? "top level" : keys.map(\.stringValue).joined(separator: ".").withoutControlCharacters()
  }
}
