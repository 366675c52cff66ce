import Foundation
import TestSupport
import Testing

@testable import MediaWikiAPI

/// The client on what MediaWiki 1.43 with the real Echo and GlobalPreferences answers
/// (`Fixtures/real-echo/`, taken from the recorded answers in the spec).
@Suite struct RealEchoAnswerTests {
  let api = URL(string: "http://127.0.0.1:18081/api.php")!

  func client(_ transport: ScriptedTransport) -> MediaWikiClient {
    MediaWikiClient(apiURL: api, userAgent: "Tests/1.0 (test)", transport: transport)
  }

  static let mention = "echo-subscriptions-push-mention"
  static let reverted = "echo-subscriptions-push-reverted"

  @Test func theLoadReadsOptionsTitlesAndGlobalPreferencesInOneRequest() async throws {
    let transport = ScriptedTransport([.fixture("real-echo/load-en-global-mention.json")])
    let info = try await client(transport).loadAccount(messagesLanguage: "en")
    #expect(transport.requests.count == 1)
    let sent = transport.parameters[0]
    #expect(sent["meta"] == "userinfo|tokens|allmessages|globalpreferences")
    #expect(sent["amprefix"] == "echo-category-title-" && sent["amlang"] == "en")
    #expect(sent["amenableparser"] == "1" && sent["amargs"] == "1")
    #expect(sent["gprprop"] == "preferences" && sent["uiprop"] == "options")
    // A value from GlobalPreferences reads back as the integer 0.
    #expect(info.options[Self.mention] == .int(0))
    #expect(info.globalPreferences == [Self.mention: .string("0")])
    #expect(info.messages["echo-category-title-edit-user-page"] == "Edit to my user page")
    #expect(info.messages["echo-category-title-mention"] == "Mention")
    #expect(info.messages.count == 20)
  }

  @Test func aWikiWithoutGlobalPreferencesOnlyWarns() async throws {
    let transport = ScriptedTransport([
      .fixture("real-echo/load-de-titles-without-globalpreferences.json")
    ])
    let info = try await client(transport).loadAccount(messagesLanguage: "de")
    #expect(info.name == "Acceptor")
    #expect(info.globalPreferences.isEmpty)
    #expect(
      info.messages["echo-category-title-edit-user-page"] == "Bearbeitung auf meiner Benutzerseite")
    #expect(info.options[Self.mention] == .bool(true))
  }

  @Test func nothingSetGloballyIsAnEmptyListInPHP() async throws {
    let transport = ScriptedTransport([.fixture("real-echo/load-en-no-global-choices.json")])
    let info = try await client(transport).loadAccount(messagesLanguage: "en")
    #expect(info.globalPreferences.isEmpty)
    #expect(info.messages.count == 20)
  }

  @Test func unreadableTitlesOrGlobalPreferencesCostOnlyThemselves() async throws {
    let body = """
      {"query":{"userinfo":{"id":3,"name":"Acceptor","options":{"\(Self.mention)":true}},
      "tokens":{"csrftoken":"t+\\\\"},
      "allmessages":[{"name":"echo-category-title-mention","content":"Mention"},{"name":7},
      {"name":"echo-category-title-cx","missing":true}],
      "globalpreferences":{"preferences":"nonsense"}}}
      """
    let info = try await client(ScriptedTransport([.json(body)])).loadAccount()
    #expect(info.messages == ["echo-category-title-mention": "Mention"])
    #expect(info.globalPreferences.isEmpty)
    let broken = #"{"query":{"userinfo":{"id":3,"name":"A","options":{}},"allmessages":5}}"#
    let second = try await client(ScriptedTransport([.json(broken)])).loadAccount()
    #expect(second.messages.isEmpty && second.name == "A")
  }

  @Test func globalOptionIgnoredIsNotARefusal() async throws {
    let transport = ScriptedTransport([
      .fixture("tokens-csrf.json"), .fixture("real-echo/options-global-ignored.json"),
    ])
    let result = try await client(transport).setOptions(
      [(Self.mention, true), (Self.reverted, false)], assertUser: "Acceptor")
    #expect(result.rejected.isEmpty)
    #expect(Array(result.globallyOverridden.keys) == [Self.mention])
    #expect(!result.allStored)
    #expect(transport.parameters[1]["global"] == nil)
  }

  @Test func theLegacyErrorFormatOfTheSameWarningIsRecognisedToo() async throws {
    let transport = ScriptedTransport([
      .fixture("tokens-csrf.json"),
      .fixture("real-echo/options-change-global-and-local-legacy.json"),
    ])
    let result = try await client(transport).setOptions(
      [(Self.mention, true), (Self.reverted, false)], assertUser: "Acceptor")
    #expect(result.rejected.isEmpty)
    #expect(Array(result.globallyOverridden.keys) == [Self.mention])
  }

  @Test func typesTheWikiLacksAreRefusedByName() async throws {
    let transport = ScriptedTransport([
      .fixture("tokens-csrf.json"), .fixture("real-echo/options-change-all16-off.json"),
    ])
    let names = ["cx", "mention", "wikibase-action", "page-review", "reverted"].map {
      (name: "echo-subscriptions-push-\($0)", value: false)
    }
    let result = try await client(transport).setOptions(names, assertUser: "Acceptor")
    #expect(
      Set(result.rejected.keys)
        == Set(["cx", "wikibase-action", "page-review"].map { "echo-subscriptions-push-\($0)" }))
    #expect(result.globallyOverridden.isEmpty)
  }
}
