import Foundation
import TestSupport
import Testing

@testable import MediaWikiAPI

/// Every text the client takes from a wiki and hands on to be shown (error texts, login
/// messages, a page's start, a type's title) comes without control characters: a terminal or a
/// log would act on them.
@Suite("The wiki's words without control characters")
struct ControlCharacterTests {
  static let api = URL(string: "http://127.0.0.1:18081/api.php")!
  static let hostile = "\u{1B}]52;c;cHdu\u{07}\u{1B}[2J\u{9B}1;1H\u{7F}fine\ttext\r\nhere"
  static let clean = "]52;c;cHdu[2J1;1Hfine text  here"

  func client(_ answers: [ScriptedTransport.Answer]) -> MediaWikiClient {
    MediaWikiClient(
      apiURL: Self.api, userAgent: "Tests/1.0 (test)", transport: ScriptedTransport(answers))
  }

  /// `object` as a JSON answer.
  static func json(_ object: [String: Any], status: Int = 200, headers: [String: String] = [:])
    throws -> ScriptedTransport.Answer
  {
    .json(
      String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self),
      status: status, headers: headers)
  }

  @Test func anErrorTextAndCode() async throws {
    let client = client([
      try Self.json(["errors": [["code": "bad\u{1B}[0m", "text": Self.hostile]]])
    ])
    await #expect(
      throws: APIError.api(code: .unknown("bad[0m"), info: Self.clean, retryAfter: nil)
    ) {
      _ = try await client.loadAccount()
    }
  }

  @Test func aLegacyErrorAndAHeaderError() async throws {
    let legacy = client([try Self.json(["error": ["code": "x", "info": Self.hostile]])])
    await #expect(throws: APIError.api(code: .unknown("x"), info: Self.clean, retryAfter: nil)) {
      _ = try await legacy.loadAccount()
    }
    let header = client([
      try Self.json(["batchcomplete": true], headers: ["MediaWiki-API-Error": "e\u{07}vil"])
    ])
    await #expect(throws: APIError.api(code: .unknown("evil"), info: "", retryAfter: nil)) {
      _ = try await header.loadAccount()
    }
  }

  @Test func aPageThatIsNotTheAPIs() async throws {
    let client = client([
      .http(
        status: 503, headers: ["Content-Type": "text/html\u{1B}[2J"],
        body: Data(("<html>" + Self.hostile).utf8))
    ])
    await #expect(
      throws: APIError.notJSON(
        status: 503, contentType: "text/html[2J", snippet: "<html>" + Self.clean)
    ) {
      _ = try await client.loadAccount()
    }
  }

  @Test func aLoginMessage() async throws {
    let token = ScriptedTransport.Answer.json(
      #"{"batchcomplete":true,"query":{"tokens":{"logintoken":"t+\\"}}}"#)
    let bot = client([
      token,
      try Self.json(["login": ["result": "Failed", "reason": ["code": "w", "text": Self.hostile]]]),
    ])
    #expect(
      try await bot.login(botUser: "A@b", password: "pw") == .failed(code: "w", message: Self.clean)
    )
    let main = client([
      token,
      try Self.json([
        "clientlogin": ["status": "FAIL", "message": Self.hostile, "messagecode": "m\u{1B}"]
      ]),
    ])
    #expect(
      try await main.clientLogin(username: "A", password: "pw")
        == .failed(code: "m", message: Self.clean))
    let twoFactor = client([
      token, try Self.json(["clientlogin": ["status": "UI", "message": Self.hostile]]),
    ])
    #expect(
      try await twoFactor.clientLogin(username: "A", password: "pw")
        == .needsInteraction(LoginStep(message: Self.clean, messageCode: nil, fields: [])))
  }

  @Test func aMessageRead() async throws {
    let client = client([
      try Self.json([
        "batchcomplete": true,
        "query": [
          "userinfo": ["id": 1, "name": "A", "options": [:] as [String: Any]],
          "allmessages": [["name": "echo-category-title-x", "content": Self.hostile]],
        ],
      ])
    ])
    let info = try await client.loadAccount()
    #expect(info.messages == ["echo-category-title-x": Self.clean])
  }
}
