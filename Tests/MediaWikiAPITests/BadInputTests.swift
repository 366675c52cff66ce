import Foundation
import MediaWikiURLSession
import TestSupport
import Testing

@testable import MediaWikiAPI

/// Bad answers a wiki (or a cache in front of it) can give: each becomes a typed `APIError`
/// whose `isDefinite` says whether the request may have been applied, never a crash.
@Suite("Bad input: every broken answer is a typed error")
struct BadInputTests {
  let api = URL(string: "http://127.0.0.1:18081/api.php")!

  func client(_ transport: any HTTPTransport) -> MediaWikiClient {
    MediaWikiClient(apiURL: api, userAgent: "Tests/1.0 (test)", transport: transport)
  }

  /// What a bad answer must turn into.
  enum Expected: Equatable, Sendable {
    case notJSON(status: Int)
    case unexpectedResponse
    case httpStatus(Int)
    case api(String)
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var answer: ScriptedTransport.Answer
    var expected: Expected
    var isDefinite: Bool
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "malformed JSON", answer: .json(BadBody.malformed), expected: .unexpectedResponse,
      isDefinite: false),
    Case(
      name: "malformed JSON with 503", answer: .json(BadBody.malformed, status: 503),
      expected: .httpStatus(503), isDefinite: false),
    Case(
      name: "HTML error page with 200", answer: BadBody.htmlPage(status: 200),
      expected: .notJSON(status: 200), isDefinite: false),
    Case(
      name: "HTML error page with 503", answer: BadBody.htmlPage(status: 503),
      expected: .notJSON(status: 503), isDefinite: false),
    Case(
      name: "empty body", answer: .http(status: 200, headers: [:], body: Data()),
      expected: .notJSON(status: 200), isDefinite: false),
    Case(
      name: "10 MB of garbage", answer: .http(status: 200, headers: [:], body: BadBody.garbage),
      expected: .notJSON(status: 200), isDefinite: false),
    Case(
      name: "10 MB of JSON that never ends",
      answer: .http(status: 200, headers: [:], body: BadBody.unterminated),
      expected: .unexpectedResponse, isDefinite: false),
    Case(
      name: "truncated answer", answer: .http(status: 200, headers: [:], body: BadBody.truncated),
      expected: .unexpectedResponse, isDefinite: false),
    Case(
      name: "unknown error code", answer: .json(BadBody.unknownCode),
      expected: .api("mystery-new-failure"), isDefinite: true),
  ]

  static func check(_ error: APIError?, _ expected: Expected, definite: Bool) {
    guard let error else {
      Issue.record("no error thrown")
      return
    }
    switch (error, expected) {
    case (.notJSON(let status, _, let snippet), .notJSON(let want)):
      #expect(status == want)
      // Debug text stays short however big the page.
      #expect(snippet.count <= 200)
    case (.unexpectedResponse, .unexpectedResponse):
      break
    case (.httpStatus(let status, _), .httpStatus(let want)):
      #expect(status == want)
    case (.api(let code, _, _), .api(let want)):
      #expect(code == .unknown(want))
    default:
      Issue.record("got \(error), expected \(expected)")
    }
    #expect(error.isDefinite == definite)
  }

  @Test(arguments: cases) func aBadReadAnswer(_ bad: Case) async {
    let transport = ScriptedTransport([bad.answer])
    let error = await #expect(throws: APIError.self) { try await client(transport).loadAccount() }
    Self.check(error, bad.expected, definite: bad.isDefinite)
    #expect(transport.isExhausted)
  }

  @Test(arguments: cases) func aBadWriteAnswer(_ bad: Case) async {
    let transport = ScriptedTransport([.fixture("tokens-csrf.json"), bad.answer])
    let error = await #expect(throws: APIError.self) {
      try await client(transport).setOptions(
        [("echo-subscriptions-push-mention", true)], assertUser: "Editor")
    }
    Self.check(error, bad.expected, definite: bad.isDefinite)
    #expect(transport.isExhausted)
  }

  // MARK: Wrong value types

  @Test func optionsAsAnArrayAreAnUnexpectedResponse() async {
    let transport = ScriptedTransport([.json(BadBody.userInfo(options: "[1, 2, 3]"))])
    let error = await #expect(throws: APIError.self) { try await client(transport).loadAccount() }
    Self.check(error, .unexpectedResponse, definite: false)
  }

  @Test func aUserIDAsAStringIsAnUnexpectedResponse() async {
    let body = #"{"query":{"userinfo":{"id":"3","name":"Editor","options":{}}}}"#
    let error = await #expect(throws: APIError.self) {
      try await client(ScriptedTransport([.json(body)])).loadAccount()
    }
    Self.check(error, .unexpectedResponse, definite: false)
  }

  @Test func aMissingUserInfoIsAnUnexpectedResponse() async {
    let error = await #expect(throws: APIError.self) {
      try await client(ScriptedTransport([.json(#"{"query":{"tokens":{}}}"#)])).loadAccount()
    }
    Self.check(error, .unexpectedResponse, definite: false)
  }

  @Test func optionValuesOfEveryWrongTypeAreReadWithoutFailing() async throws {
    // Objects and arrays are read as PHP's (bool) cast reads a non-empty one (on); null is off.
    let options = """
      {"echo-subscriptions-push-mention": {"a": 1}, "echo-subscriptions-push-edit-thank": [],
       "echo-subscriptions-push-cx": null, "echo-subscriptions-push-reverted": 0.0,
       "echo-subscriptions-push-login-fail": "false"}
      """
    let transport = ScriptedTransport([.json(BadBody.userInfo(options: options))])
    let info = try await client(transport).loadAccount()
    #expect(info.options["echo-subscriptions-push-mention"] == .unsupported)
    #expect(info.options["echo-subscriptions-push-edit-thank"] == .unsupported)
    #expect(info.options["echo-subscriptions-push-cx"]?.isOn == false)
    #expect(info.options["echo-subscriptions-push-reverted"]?.isOn == false)
    #expect(info.options["echo-subscriptions-push-login-fail"]?.isOn == true)
  }

  @Test func anOptionsAnswerOfTheWrongTypeIsAnUnexpectedResponse() async {
    let transport = ScriptedTransport([.fixture("tokens-csrf.json"), .json(#"{"options":1}"#)])
    let error = await #expect(throws: APIError.self) {
      try await client(transport).setOptions(
        [("echo-subscriptions-push-mention", true)], assertUser: "Editor")
    }
    Self.check(error, .unexpectedResponse, definite: false)
  }

  // MARK: Huge but valid

  @Test func aTenMegabyteValidAnswerIsRead() async throws {
    let transport = ScriptedTransport([
      .http(status: 200, headers: [:], body: BadBody.hugeUserInfo)
    ])
    let info = try await client(transport).loadAccount()
    #expect(info.name == "Editor")
    #expect(info.options["echo-subscriptions-push-mention"]?.isOn == true)
    #expect(info.options.count > 1000)
  }

  // MARK: A server that never answers

  @Test(.timeLimit(.minutes(1))) func aServerPastTheTimeoutIsAnUnknownOutcome() async throws {
    let server = try SilentServer()
    defer { server.close() }
    let client = MediaWikiClient(
      apiURL: URL(string: "http://127.0.0.1:\(server.port)/api.php")!,
      userAgent: "Tests/1.0 (test)", transport: URLSessionTransport(timeout: 1))
    let started = ContinuousClock.now
    let error = await #expect(throws: APIError.self) { try await client.loadAccount() }
    guard case .transport(.outcomeUnknown)? = error else {
      Issue.record("expected an unknown outcome, got \(String(describing: error))")
      return
    }
    #expect(error?.isDefinite == false)
    #expect(ContinuousClock.now - started < .seconds(20))
  }

  @Test func aClosedPortIsNotSent() async throws {
    // The listener is closed: the connection is refused, so the request surely never arrived.
    let server = try SilentServer()
    let port = server.port
    server.close()
    let client = MediaWikiClient(
      apiURL: URL(string: "http://127.0.0.1:\(port)/api.php")!,
      userAgent: "Tests/1.0 (test)", transport: URLSessionTransport(timeout: 5))
    let error = await #expect(throws: APIError.self) { try await client.loadAccount() }
    guard case .transport(.notSent)? = error else {
      Issue.record("expected not sent, got \(String(describing: error))")
      return
    }
    #expect(error?.isDefinite == true)
  }
}

/// Bodies of bad answers.
enum BadBody {
  static let malformed = #"{"batchcomplete":true,"query":{"userinfo":{"id":3,"name":"Editor",}}"#
  static let unknownCode =
    #"{"error":{"code":"mystery-new-failure","info":"Something this client never heard of."}}"#
  static let html = """
    <!DOCTYPE html><html lang="en"><head><title>Wikimedia Error</title></head>
    <body><h1>Error</h1><p>Our servers are currently under maintenance or experiencing a
    technical problem. Please try again in a few minutes.</p></body></html>
    """

  static func htmlPage(status: Int) -> ScriptedTransport.Answer {
    .http(
      status: status, headers: ["Content-Type": "text/html; charset=utf-8"],
      body: Data(html.utf8))
  }

  static func userInfo(options: String) -> String {
    #"{"query":{"userinfo":{"id":3,"name":"Editor","options":"# + options
      + #"},"tokens":{"csrftoken":"fixturecsrftoken+\\"}}}"#
  }

  /// A real answer cut in the middle.
  static var truncated: Data {
    let full = Fixtures.data("userinfo-loggedin.json")
    return full.prefix(full.count / 2)
  }

  static let tenMegabytes = 10 * 1024 * 1024

  /// 10 MB of bytes that are not JSON.
  static let garbage = Data(repeating: 0xFF, count: tenMegabytes)

  /// 10 MB that starts like an answer and never closes its string.
  static let unterminated =
    Data(#"{"query":{"userinfo":{"id":3,"name":""#.utf8)
    + Data(repeating: UInt8(ascii: "A"), count: tenMegabytes)

  /// A valid 10 MB answer: the account with thousands of big free-form options.
  static let hugeUserInfo: Data = {
    let padding = String(repeating: "x", count: 1000)
    var options = [#""echo-subscriptions-push-mention":"1""#]
    for index in 0..<10_300 { options.append(#""userjs-padding-\#(index)":"\#(padding)""#) }
    return Data(userInfo(options: "{" + options.joined(separator: ",") + "}").utf8)
  }()
}
