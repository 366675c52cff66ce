import Foundation
import TestSupport
import Testing

@testable import MediaWikiAPI

/// A login the wiki continues with a step (recorded from the test wikis' real OATHAuth and
/// EmailAuth): the fields come from the answer, the answers go back with `logincontinue=1` in
/// the POST body only, and no answer shows when the request is printed.
@Suite("clientlogin steps")
struct ClientLoginStepTests {
  let api = URL(string: "http://127.0.0.1/api.php")!

  func client(_ transport: ScriptedTransport) -> MediaWikiClient {
    MediaWikiClient(apiURL: api, userAgent: "Tests/1.0 (t)", transport: transport)
  }

  @Test func aTwoFactorStepNamesItsFieldAndTheWikisMessage() async throws {
    let transport = ScriptedTransport([
      .fixture("tokens-login.json"), .fixture("clientlogin-ui-oathauth.json"),
    ])
    let client = client(transport)
    let result = try await client.clientLogin(
      username: "Twofactor", password: "p", rememberMe: true)
    guard case .needsInteraction(let step) = result else {
      Issue.record("\(result)")
      return
    }
    #expect(step.messageCode == "oathauth-auth-ui")
    #expect(step.message.contains("[https://freeotp.github.io/ FreeOTP]"))
    #expect(
      step.fields == [
        LoginField(
          name: "OATHToken", type: "string", label: "Two-factor token or recovery code",
          help: "The one-time password used as the second factor of two-factor authentication.")
      ])
    // The first request asked for a remembered login.
    #expect(transport.parameters[1]["rememberMe"] == "1")
    // Not logged in until the step is answered.
    #expect(await client.userName == nil)
  }

  @Test func anEmailStepThenAWrongCodeThenTheRightOne() async throws {
    let transport = ScriptedTransport([
      .fixture("tokens-login.json"), .fixture("clientlogin-ui-emailauth.json"),
      // Each continuation sends the login token the login began with: no fetch in between.
      .fixture("clientlogin-ui-emailauth-wrong.json"),
      .json(#"{"clientlogin":{"status":"PASS","username":"Mailcode"}}"#),
    ])
    let client = client(transport)
    guard
      case .needsInteraction(let step) = try await client.clientLogin(
        username: "Mailcode", password: "p")
    else {
      Issue.record("no step")
      return
    }
    // Not remembered unless asked for.
    #expect(transport.parameters[1]["rememberMe"] == nil)
    #expect(step.fields.map(\.name) == ["token"])
    #expect(step.fields.first?.label == "Verification code")
    let wrong = try await client.continueClientLogin([("token", "000000")])
    guard case .needsInteraction(let again) = wrong else {
      Issue.record("\(wrong)")
      return
    }
    #expect(again.messageCode == "emailauth-login-failure")
    #expect(again.message == "Invalid verification code!")
    #expect(
      try await client.continueClientLogin([("token", "2a84bd")]) == .success(userName: "Mailcode"))
    #expect(await client.userName == "Mailcode")

    // The answers went in POST bodies with logincontinue=1 and the login token, never in a URL.
    let sent = transport.requests[3]
    #expect(sent.method == "POST")
    #expect(!sent.url.absoluteString.contains("2a84bd"))
    let parameters = transport.parameters[3]
    #expect(parameters["action"] == "clientlogin" && parameters["logincontinue"] == "1")
    #expect(parameters["token"] == "2a84bd")
    #expect(parameters["logintoken"] == transport.parameters[1]["logintoken"])
    #expect(transport.requests.count == 4 && transport.isExhausted)
  }

  @Test func aStepAnswerIsRedactedWhateverItsName() throws {
    let request = try #require(
      APIRequest.clientLoginContinue(
        answers: [("OATHToken", "123456"), ("code", "654321")], loginToken: "lt+\\"))
    for text in [String(describing: request), String(reflecting: request), "\(request)"] {
      #expect(!text.contains("123456") && !text.contains("654321") && !text.contains("lt+\\"))
      #expect(text.contains("OATHToken") && text.contains("logincontinue"))
    }
  }

  @Test func anAnswerNamedAsTheRequestsOwnParameterIsRefused() async throws {
    #expect(APIRequest.clientLoginContinue(answers: [("action", "x")], loginToken: "t") == nil)
    #expect(APIRequest.clientLoginContinue(answers: [("LoginToken", "x")], loginToken: "t") == nil)
    #expect(
      APIRequest.clientLoginContinue(answers: [("a", "1"), ("a", "2")], loginToken: "t") == nil)
    let transport = ScriptedTransport([.fixture("tokens-login.json")])
    await #expect(throws: APIError.self) {
      try await client(transport).continueClientLogin([("format", "xml")])
    }
  }

  @Test func restartAndRedirectAreTheirOwnOutcomes() async throws {
    let transport = ScriptedTransport([
      .fixture("tokens-login.json"),
      .json(#"{"clientlogin":{"status":"RESTART","message":"No local account is linked."}}"#),
      .fixture("tokens-login.json"),
      .json(#"{"clientlogin":{"status":"REDIRECT","redirecttarget":"https://idp.example/"}}"#),
    ])
    let client = client(transport)
    #expect(
      try await client.clientLogin(username: "A", password: "p")
        == .restart(message: "No local account is linked."))
    #expect(
      try await client.clientLogin(username: "A", password: "p")
        == .redirect(url: "https://idp.example/"))
  }

  @Test func fieldsOfEveryRequestAreReadAndOddOnesLeftOut() throws {
    let body = """
      {"clientlogin":{"status":"UI","message":"m","requests":[
        {"id":"A","fields":{"b":{"type":"password","label":"B","optional":true},
                            "captchaId":{"type":"hidden","value":"42","label":"id"}}},
        {"id":"B","fields":{"a":{"type":"string","label":"A"},"odd":7}},
        {"id":"C","fields":"not an object"}
      ]}}
      """
    let decoded = try JSONDecoder().decode(ClientLoginBody.self, from: Data(body.utf8))
    let fields = MediaWikiClient.fields(of: decoded.clientlogin.requests ?? [])
    #expect(
      fields == [
        LoginField(name: "a", type: "string", label: "A"),
        LoginField(name: "b", type: "password", label: "B", isOptional: true),
        LoginField(name: "captchaId", type: "hidden", label: "id", value: "42"),
      ])
  }
}
