import Foundation
import MediaWikiAPI
import TestSupport
import Testing

@testable import WikiNotificationsCLI

/// The tool's answers to a login step, on scripted answers: what it asks is what the wiki's
/// answer names (a field a later extension adds too), shown as plain text; what it cannot ask
/// for, and a wiki that never stops asking, end with exit 3.
@Suite("Login steps, scripted")
struct LoginStepsTests {
  /// Records every prompt and answers from a list (nil when it runs out).
  final class Asker: @unchecked Sendable {
    private let lock = NSLock()
    private var answers: [String]
    private(set) var prompts: [(text: String, echo: Bool)] = []
    init(_ answers: [String]) { self.answers = answers }

    func ask(_ text: String, _ echo: Bool) -> String? {
      lock.withLock {
        prompts.append((text, echo))
        return answers.isEmpty ? nil : answers.removeFirst()
      }
    }
  }

  static func step(_ fields: String, message: String = "m", code: String = "c") -> String {
    #"{"clientlogin":{"status":"UI","message":"\#(message)","messagecode":"\#(code)","requests":[{"id":"X","fields":{\#(fields)}}]}}"#
  }

  func run(_ script: [ScriptedTransport.Answer], answers: [String], canPrompt: Bool = true)
    async -> (Result<String, CLIError>, Asker, ScriptedTransport)
  {
    let transport = ScriptedTransport([.fixture("tokens-login.json")] + script)
    let client = MediaWikiClient(
      apiURL: URL(string: "http://127.0.0.1/api.php")!, userAgent: "T/1 (t)",
      transport: transport)
    let asker = Asker(answers)
    do {
      let name = try await Login.logIn(
        client, Credentials(user: "Someone", password: "p"), host: "wiki.test",
        canPrompt: canPrompt, ask: { asker.ask($0, $1) })
      return (.success(name), asker, transport)
    } catch {
      return (.failure(error), asker, transport)
    }
  }

  @Test func aFieldNoListHereNamesIsAskedForByItsLabelAndSentUnderItsName() async throws {
    let (result, asker, transport) = await run(
      [
        .json(
          Self.step(
            #""hw":{"type":"hidden","value":"k-1","label":"x"},"#
              + #""newcode":{"type":"string","label":"'''New''' [https://x.test/ code]"}"#,
            message: "Enter the [[Help:Codes|new code]].")),
        .json(#"{"clientlogin":{"status":"PASS","username":"Someone"}}"#),
      ], answers: ["424242"])
    #expect(try result.get() == "Someone")
    #expect(
      asker.prompts.map(\.text) == [
        "wiki.test says: Enter the new code.\nwiki.test asks: New code (https://x.test/): "
      ])
    #expect(asker.prompts.map(\.echo) == [false])
    let sent = transport.parameters[2]
    #expect(sent["logincontinue"] == "1" && sent["newcode"] == "424242" && sent["hw"] == "k-1")
    #expect(transport.parameters[1]["rememberMe"] == "1")
  }

  @Test func withoutATerminalNothingIsAskedAndNothingMoreSent() async throws {
    let (result, asker, transport) = await run(
      [.json(Self.step(#""OATHToken":{"type":"string","label":"Two-factor token"}"#))],
      answers: [], canPrompt: false)
    guard case .failure(let error) = result else {
      Issue.record("\(result)")
      return
    }
    #expect(error.code == .notLoggedIn)
    #expect(error.message.contains("(Two-factor token)") && error.message.contains("bot password"))
    #expect(asker.prompts.isEmpty)
    #expect(transport.requests.count == 2 && transport.isExhausted)
    #expect(transport.parameters[1]["rememberMe"] == nil)
  }

  @Test func aFieldThatCannotBeTypedEndsTheLoginSafely() async throws {
    let (result, asker, _) = await run(
      [.json(Self.step(#""pick":{"type":"sel\u001b[2Ject","label":"Choose\u001b]0;x\u0007"}"#))],
      answers: [])
    guard case .failure(let error) = result else {
      Issue.record("\(result)")
      return
    }
    #expect(error.code == .notLoggedIn)
    #expect(error.message.contains("cannot ask for"), "\(error.message)")
    #expect(!error.message.unicodeScalars.contains { $0.value < 0x20 }, "\(error.message)")
    #expect(asker.prompts.isEmpty)
  }

  @Test func aWikiThatNeverStopsAskingIsLeftAfterTheLimit() async throws {
    var script: [ScriptedTransport.Answer] = [
      .json(Self.step(#""c":{"type":"string","label":"Code"}"#))
    ]
    for _ in 0..<LoginSteps.maximumSteps {
      script += [.json(Self.step(#""c":{"type":"string","label":"Code"}"#, message: "Wrong."))]
    }
    let answers = Array(repeating: "1", count: LoginSteps.maximumSteps + 1)
    let (result, asker, transport) = await run(script, answers: answers)
    guard case .failure(let error) = result else {
      Issue.record("\(result)")
      return
    }
    #expect(error.message.contains("failed after \(LoginSteps.maximumSteps) answers: Wrong."))
    #expect(asker.prompts.count == LoginSteps.maximumSteps)
    #expect(transport.isExhausted)
  }
}
