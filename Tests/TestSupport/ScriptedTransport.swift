import Foundation
import MediaWikiAPI
import Testing

/// A transport that answers from a script, in order, and records what it was sent. A request
/// beyond the script fails the running test.
public final class ScriptedTransport: HTTPTransport, @unchecked Sendable {
  /// One scripted answer.
  public enum Answer: Sendable {
    /// An HTTP answer.
    case http(status: Int, headers: [String: String], body: Data)
    /// No answer.
    case failure(TransportFailure)

    /// A JSON answer with status 200 (or another).
    public static func json(_ text: String, status: Int = 200, headers: [String: String] = [:])
      -> Answer
    {
      var all = ["Content-Type": "application/json; charset=utf-8"]
      all.merge(headers) { $1 }
      return .http(status: status, headers: all, body: Data(text.utf8))
    }

    /// A fixture file's content as a JSON answer.
    public static func fixture(_ name: String, headers: [String: String] = [:]) -> Answer {
      .http(
        status: 200,
        headers: ["Content-Type": "application/json; charset=utf-8"].merging(headers) { $1 },
        body: Fixtures.data(name))
    }
  }

  private let lock = NSLock()
  private var script: [Answer]
  private var received: [HTTPRequest] = []
  /// Cookies the client may save, restore and forget; none by default.
  public let cookieStore: (any CookieStore)?

  /// Answers in `script`'s order; a request beyond the script fails the running test.
  public init(_ script: [Answer], cookies: (any CookieStore)? = nil) {
    self.script = script
    self.cookieStore = cookies
  }

  /// The requests received so far.
  public var requests: [HTTPRequest] { lock.withLock { received } }

  /// The decoded parameters of each request received.
  public var parameters: [[String: String]] { requests.map(RecordingTransport.parameters(of:)) }

  /// Whether every scripted answer was used.
  public var isExhausted: Bool { lock.withLock { script.isEmpty } }

  /// Answers the next scripted entry.
  public func send(_ request: HTTPRequest) async throws(TransportFailure) -> HTTPResponse {
    let next: Answer? = lock.withLock {
      received.append(request)
      return script.isEmpty ? nil : script.removeFirst()
    }
    switch next {
    case nil:
      Issue.record("unexpected request: \(RecordingTransport.parameters(of: request))")
      throw .notSent(detail: "unexpected request")
    case .failure(let failure)?:
      throw failure
    case .http(let status, let headers, let body)?:
      return HTTPResponse(statusCode: status, headers: headers, body: body)
    }
  }
}

/// Response files recorded from the real test wiki by `scripts/record-fixtures`.
public enum Fixtures {
  /// The folder of fixture files.
  public static let directory = TestWiki.repositoryRoot
    .appendingPathComponent("Tests/MediaWikiAPITests/Fixtures")

  /// A fixture's bytes; an unreadable fixture fails the test and yields empty data.
  public static func data(_ name: String) -> Data {
    do {
      return try Data(contentsOf: directory.appendingPathComponent(name))
    } catch {
      Issue.record("fixture \(name) is missing: \(error)")
      return Data()
    }
  }
}
