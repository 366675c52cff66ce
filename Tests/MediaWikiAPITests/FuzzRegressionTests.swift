import Foundation
import TestSupport
import Testing

@testable import MediaWikiAPI

/// Replays every input that ever crashed the fuzz target (`scripts/fuzz` saves them in
/// `Fuzz/regressions/`), plus a few hostile answers written by hand, through the same paths:
/// each must decode to a value or a typed error, never trap.
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
  static let directory = TestWiki.repositoryRoot.appendingPathComponent("Fuzz/regressions")

  /// The saved crash inputs (dot files such as `.gitkeep` are not inputs).
  static func savedInputs() throws -> [(name: String, data: Data)] {
    try FileManager.default.contentsOfDirectory(atPath: directory.path)
      .filter { !$0.hasPrefix(".") }.sorted()
      .map { ($0, try Data(contentsOf: directory.appendingPathComponent($0))) }
  }

  /// Answers no wiki gives, but a broken cache, proxy or server might.
  static let hostile: [(name: String, data: Data)] = [
    ("empty", Data()),
    ("bom only", Data([0xEF, 0xBB, 0xBF])),
    ("invalid utf-8", Data([0x7B, 0x22, 0xFF, 0xFE, 0x22, 0x3A, 0x31, 0x7D])),
    ("nul bytes", Data([0x7B, 0x00, 0x7D])),
    ("deep nesting", Data((String(repeating: "{\"a\":", count: 5000) + "1").utf8)),
    ("huge number", Data(#"{"query":{"userinfo":{"id":1e999,"name":"x"}}}"#.utf8)),
    ("int overflow", Data(#"{"query":{"userinfo":{"id":99999999999999999999,"name":"x"}}}"#.utf8)),
    ("errors not a list", Data(#"{"errors":{"code":"badtoken"},"options":"success"}"#.utf8)),
    ("error without code", Data(#"{"errors":[{}],"error":{"info":1}}"#.utf8)),
    ("warnings as numbers", Data(#"{"warnings":[1,2,{"text":null}],"options":"success"}"#.utf8)),
    (
      "options of every type",
      Data(
        #"{"query":{"userinfo":{"id":1,"name":"x","options":{"echo-subscriptions-push-mention":[{}],"echo-subscriptions-push-cx":-0.0,"echo-subscriptions-push-thank-you-edit":"\u0000"}}}}"#
          .utf8)
    ),
  ]

  @Test func everySavedCrashAndHostileAnswerDecodesToAValueOrATypedError() async throws {
    var outcomes = Outcomes()
    for (name, data) in try Self.savedInputs() + Self.hostile {
      for status in [200, 503] {
        Self.decodeEveryBody(data, status: status, name: name)
      }
      do {
        let options = try JSONDecoder().decode([String: OptionValue].self, from: data)
        for value in options.values { _ = value.isOn }
      } catch {
        #expect(error is DecodingError, "\(name): \(error)")
      }
      outcomes.add(await Self.driveClient(data, name: name))
    }
    // The hostile answers include a success for some calls and garbage for all: a drive that
    // ended every call the same way would not be exercising the decoders.
    #expect(outcomes.values > 0 && outcomes.errors > 0, "\(outcomes)")
  }

  /// Each hostile answer ends each decode and the client's read as pinned here: a value, or the
  /// case of the typed error a person is then told about. A decoder change that turns one into
  /// another fails here, input by input (an options answer whose warnings are numbers is still
  /// a success, say). (Every write first asks for a token, which these answers never give.)
  @Test func eachHostileAnswerEndsEachDecodeAsPinned() async throws {
    #expect(Set(Self.pinned.keys) == Set(Self.hostile.map(\.name)))
    for (name, data) in Self.hostile {
      #expect(await Self.ends(data) == Self.pinned[name], "\(name)")
    }
  }

  /// The pinned ends: every decode ends in `all`, but those named in `except`.
  static func pin(_ all: String, except: [String: String] = [:]) -> [String: String] {
    let names = ["query", "tokens", "login", "clientlogin", "options", "push", "empty", "read"]
    return Dictionary(uniqueKeysWithValues: names.map { ($0, except[$0] ?? all) })
  }

  /// How each hostile answer ends each decode and the read.
  static let pinned: [String: [String: String]] = [
    "empty": pin("notJSON"),
    "bom only": pin("notJSON"),
    "invalid utf-8": pin("unexpectedResponse"),
    "nul bytes": pin("unexpectedResponse"),
    "deep nesting": pin("unexpectedResponse"),
    "huge number": pin("unexpectedResponse", except: ["empty": "value", "push": "value"]),
    "int overflow": pin("unexpectedResponse", except: ["empty": "value", "push": "value"]),
    "errors not a list": pin(
      "unexpectedResponse", except: ["options": "value", "empty": "value", "push": "value"]),
    "error without code": pin("api"),
    "warnings as numbers": pin(
      "unexpectedResponse", except: ["options": "value", "empty": "value", "push": "value"]),
    "options of every type": pin(
      "unexpectedResponse",
      except: ["query": "value", "empty": "value", "push": "value", "read": "value"]),
  ]

  /// Each decode's end for an answer of `data` (status 200), and the client's read: "value" or
  /// the error's case name.
  static func ends(_ data: Data) async -> [String: String] {
    let response = HTTPResponse(
      statusCode: 200, headers: ["Content-Type": "application/json"], body: data)
    func end<Body: Decodable>(_ type: Body.Type) -> String {
      do throws(APIError) {
        _ = try ResponseDecoder.decode(type, response: response)
        return "value"
      } catch {
        return String(String(describing: error).prefix { $0 != "(" })
      }
    }
    let client = MediaWikiClient(
      apiURL: URL(string: "http://127.0.0.1/api.php")!, userAgent: "FuzzRegression/1 (test)",
      transport: CannedTransport(body: data))
    let read: String
    switch await result({ () async throws(APIError) in try await client.loadAccount() }) {
    case .success: read = "value"
    case .failure(let error): read = String(String(describing: error).prefix { $0 != "(" })
    }
    return [
      "query": end(QueryBody.self), "tokens": end(TokensBody.self), "login": end(LoginBody.self),
      "clientlogin": end(ClientLoginBody.self), "options": end(OptionsBody.self),
      "push": end(PushBody.self), "empty": end(EmptyBody.self), "read": read,
    ]
  }

  /// How the client's calls ended over all inputs.
  struct Outcomes {
    var values = 0
    var errors = 0

    mutating func add(_ other: Outcomes) {
      values += other.values
      errors += other.errors
    }
  }

  static func decodeEveryBody(_ data: Data, status: Int, name: String) {
    let response = HTTPResponse(
      statusCode: status, headers: ["Content-Type": "application/json"], body: data)
    check(name) { () throws(APIError) in
      _ = try ResponseDecoder.decode(QueryBody.self, response: response)
    }
    check(name) { () throws(APIError) in
      _ = try ResponseDecoder.decode(TokensBody.self, response: response)
    }
    check(name) { () throws(APIError) in
      _ = try ResponseDecoder.decode(LoginBody.self, response: response)
    }
    check(name) { () throws(APIError) in
      _ = try ResponseDecoder.decode(ClientLoginBody.self, response: response)
    }
    check(name) { () throws(APIError) in
      _ = try ResponseDecoder.decode(OptionsBody.self, response: response)
    }
    check(name) { () throws(APIError) in
      _ = try ResponseDecoder.decode(PushBody.self, response: response)
    }
    check(name) { () throws(APIError) in
      _ = try ResponseDecoder.decode(EmptyBody.self, response: response)
    }
  }

  /// Runs one decode; a typed error must carry bounded debug text, never the whole answer.
  static func check(_ name: String, _ body: () throws(APIError) -> Void) {
    do {
      try body()
    } catch {
      switch error {
      case .httpStatus(_, let snippet), .notJSON(_, _, let snippet):
        #expect(snippet.count <= 200, "\(name): snippet of \(snippet.count) characters")
      default:
        break
      }
    }
  }

  /// The client's calls, every one answered with the input: each ends in a value or a typed
  /// error whose debug text is bounded.
  static func driveClient(_ data: Data, name: String) async -> Outcomes {
    let client = MediaWikiClient(
      apiURL: URL(string: "http://127.0.0.1/api.php")!, userAgent: "FuzzRegression/1 (test)",
      transport: CannedTransport(body: data))
    var outcomes = Outcomes()
    func record<Value>(_ call: String, _ result: Result<Value, APIError>) {
      switch result {
      case .success: outcomes.values += 1
      case .failure(let error):
        outcomes.errors += 1
        check("\(name) \(call)") { () throws(APIError) in throw error }
      }
    }
    let info = await result { () async throws(APIError) in try await client.loadAccount() }
    if case .success(let info) = info {
      for value in info.options.values { _ = value.isOn }
    }
    record("loadAccount", info)
    record(
      "setOptions",
      await result { () async throws(APIError) in
        try await client.setOptions(
          [("echo-subscriptions-push-mention", true)], assertUser: "Fuzz")
      })
    record(
      "createPushSubscription",
      await result { () async throws(APIError) in
        try await client.createPushSubscription(deviceToken: "ab", topic: "t")
      })
    record(
      "deletePushSubscriptions",
      await result { () async throws(APIError) in
        try await client.deletePushSubscriptions(deviceTokens: ["ab"])
      })
    record(
      "clientLogin",
      await result { () async throws(APIError) in
        try await client.clientLogin(username: "Fuzz", password: "p")
      })
    record(
      "login",
      await result { () async throws(APIError) in
        try await client.login(botUser: "Fuzz@app", password: "p")
      })
    record("logout", await result { () async throws(APIError) in try await client.logout() })
    return outcomes
  }

  /// A typed-throwing call's value or error, kept (not dropped as `try?` would).
  static func result<Value>(_ call: () async throws(APIError) -> Value) async -> Result<
    Value, APIError
  > {
    do {
      return .success(try await call())
    } catch {
      return .failure(error)
    }
  }
}

/// Answers every request with the same bytes (status 200).
private struct CannedTransport: HTTPTransport {
  let body: Data

  func send(_ request: HTTPRequest) async throws(TransportFailure) -> HTTPResponse {
    HTTPResponse(statusCode: 200, headers: ["Content-Type": "application/json"], body: body)
  }
}
