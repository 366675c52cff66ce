import Foundation
import MediaWikiAPI
import TestSupport
import Testing

@testable import NotificationSettings

/// `WikiClient.live` on the real Echo's answers: what the feature sees of an account, and what
/// one save sends, including the marker's withdrawal when a reset did not hold.
@Suite("Live client on the real Echo's answers")
struct LiveWikiClientRealEchoTests {
  static let api = URL(string: "http://127.0.0.1:18081/api.php")!
  static let marker = WikiSnapshot.defaultOffMarkerOption
  /// `action=globalpreferences` stored the values (GlobalPreferences REL1_43).
  static let globalSuccess = ScriptedTransport.Answer.fixture("globalpreferences-success.json")
  /// `action=globalpreferences` refused to an account that is not global (recorded for a
  /// temporary account, which GlobalPreferences never globalizes: `notglobalized`).
  static let notGlobalized = ScriptedTransport.Answer.fixture(
    "globalpreferences-temporary.json")

  func wiki(_ transport: ScriptedTransport) -> WikiClient {
    let client = MediaWikiClient(
      apiURL: Self.api, userAgent: "Tests/1.0 (test)", transport: transport)
    return .live(sessions: WikiSessions { _ in client })
  }

  static func refused(_ names: [String]) -> ScriptedTransport.Answer {
    let warnings = names.map {
      #"{"code":"validationfailed","text":"Validation error for \"\#($0)\": not a valid preference.","module":"options"}"#
    }
    return .json(#"{"warnings":[\#(warnings.joined(separator: ","))],"options":"success"}"#)
  }

  @Test func theSnapshotHoldsEverySettableTypeAndTheGlobalOnes() async throws {
    let transport = ScriptedTransport([.fixture("real-echo/load-en-global-mention.json")])
    let snapshot = try await wiki(transport).load("en")
    // In English the package names every type this wiki offers: the read asks for no titles.
    #expect(transport.parameters.map { $0["meta"] } == ["userinfo|tokens|globalpreferences"])
    #expect(transport.parameters.map { $0["amlang"] } == [nil])
    let spec = NotificationType.allCases.filter {
      ![.cx, .wikibaseAction, .pageReview].contains($0)
    }
    #expect(Set(snapshot.values.keys) == Set(spec + [RealEcho.userPage, RealEcho.archiving]))
    // Echo's categories nobody can set are listed by the wiki but never become types.
    #expect(snapshot.values.keys.allSatisfy { !["system", "other"].contains($0.rawValue) })
    #expect(snapshot.values[.mention] == false && snapshot.values[RealEcho.userPage] == true)
    #expect(snapshot.globalTypes == [.mention])
    #expect(snapshot.userName == "Acceptor" && !snapshot.hasDefaultOffMarker)
  }

  @Test func theSnapshotOfAReadWithTitlesKeepsThoseOfTheOfferedTypes() async throws {
    let transport = ScriptedTransport([.fixture("real-echo/load-en-global-mention.json")])
    let client = MediaWikiClient(
      apiURL: Self.api, userAgent: "Tests/1.0 (test)", transport: transport)
    let snapshot = WikiSnapshot(
      userInfo: try await client.loadAccount(messagesLanguage: "en", titles: .all))
    #expect(snapshot.titles[RealEcho.userPage] == "Edit to my user page")
    #expect(snapshot.titles[RealEcho.archiving] == "Talk page archiving")
    // Titles of categories this wiki does not offer are not kept.
    #expect(snapshot.titles.count == snapshot.values.count)
  }

  @Test func theTitlesComeInTheScreensLanguageWhenItIsGiven() async throws {
    let transport = ScriptedTransport([.fixture("real-echo/load-en-global-mention.json")])
    let client = MediaWikiClient(
      apiURL: Self.api, userAgent: "Tests/1.0 (test)", transport: transport)
    _ = try await WikiClient.live(sessions: WikiSessions { _ in client }, titlesLanguage: "fr")
      .load("en")
    #expect(transport.parameters.map { $0["amlang"] } == ["fr"])
  }

  @Test func aWikiWithoutGlobalPreferencesHasNoGlobalTypes() async throws {
    let transport = ScriptedTransport([
      .fixture("real-echo/load-de-titles-without-globalpreferences.json")
    ])
    let snapshot = try await wiki(transport).load("de")
    #expect(snapshot.globalTypes.isEmpty)
    #expect(snapshot.values[.mention] == true && snapshot.values[RealEcho.userPage] != nil)
    // German is shipped too: no titles asked.
    #expect(transport.parameters.map { $0["meta"] } == ["userinfo|tokens|globalpreferences"])
  }

  @Test func aLocalExceptionMakesAGlobalOptionThisWikisOwn() {
    let info = UserInfo(
      id: 3, name: "A", isAnonymous: false,
      options: [
        NotificationType.mention.optionName: .string("1"),
        NotificationType.mention.optionName + "-local-exception": .string("1"),
        NotificationType.reverted.optionName: .int(0),
      ],
      globalPreferences: [
        NotificationType.mention.optionName: .string("0"),
        NotificationType.reverted.optionName: .string("0"),
        NotificationType.cx.optionName: .string("0"),
      ])
    #expect(WikiSnapshot(userInfo: info).globalTypes == [.reverted])
  }

  @Test func aResetThatHeldIsOneWriteWithTheMarker() async throws {
    let transport = ScriptedTransport([
      .fixture("tokens-csrf.json"), .fixture("options-success.json"),
    ])
    let write = OptionsWrite(
      userName: "Acceptor", values: [.mention: false, RealEcho.userPage: false],
      setsDefaultOffMarker: true, markerNeedsEveryValue: true)
    try await wiki(transport).save("en", write)
    #expect(transport.requests.count == 2)
    #expect(
      transport.parameters[1]["change"]
        == "echo-subscriptions-push-mention=0|echo-subscriptions-push-edit-user-page=0|\(Self.marker)=1"
    )
  }

  /// The wiki refused values of the reset but stored the marker of the same request: the marker
  /// is withdrawn at once, so the next login tries again.
  @Test func aResetRefusedInPartWithdrawsTheMarker() async throws {
    let transport = ScriptedTransport([
      .fixture("tokens-csrf.json"), Self.refused([NotificationType.mention.optionName]),
      .fixture("options-success.json"),
    ])
    let write = OptionsWrite(
      userName: "Acceptor", values: [.mention: false, .reverted: false],
      setsDefaultOffMarker: true, markerNeedsEveryValue: true)
    await #expect(throws: WikiFailure.keysRejected([.mention])) {
      try await wiki(transport).save("en", write)
    }
    #expect(transport.parameters.count == 3)
    #expect(transport.parameters[2]["change"] == "\(Self.marker)=0")
    #expect(transport.parameters[2]["assertuser"] == "Acceptor")
    #expect(transport.isExhausted)
  }

  @Test func aMarkerThatCannotBeWithdrawnIsAnUnknownOutcome() async throws {
    let transport = ScriptedTransport([
      .fixture("tokens-csrf.json"), Self.refused([NotificationType.mention.optionName]),
      .failure(.outcomeUnknown(detail: "connection lost")),
    ])
    let write = OptionsWrite(
      userName: "Acceptor", values: [.mention: false], setsDefaultOffMarker: true,
      markerNeedsEveryValue: true)
    await #expect(
      throws: WikiFailure.outcomeUnknown(detail: "default-off marker stored but not withdrawn")
    ) {
      try await wiki(transport).save("en", write)
    }
  }

  @Test func theMarkerOfThePersonsChoicesStandsOnceAnyIsStored() async throws {
    let partly = ScriptedTransport([
      .fixture("tokens-csrf.json"), Self.refused([NotificationType.mention.optionName]),
    ])
    let toggles = OptionsWrite(
      userName: "Acceptor", values: [.mention: true, .reverted: true], setsDefaultOffMarker: true)
    await #expect(throws: WikiFailure.keysRejected([.mention])) {
      try await wiki(partly).save("en", toggles)
    }
    #expect(partly.requests.count == 2)
    let none = ScriptedTransport([
      .fixture("tokens-csrf.json"),
      Self.refused([NotificationType.mention.optionName, NotificationType.reverted.optionName]),
      .fixture("options-success.json"),
    ])
    await #expect(throws: WikiFailure.keysRejected([.mention, .reverted])) {
      try await wiki(none).save("en", toggles)
    }
    #expect(none.parameters.last?["change"] == "\(Self.marker)=0")
  }

  /// A global type goes to GlobalPreferences' own module, which stores the value as given: ONE
  /// request, with no `action=options` (and no `global=update`, which deletes a global row
  /// whose new value equals the default).
  @Test func aGlobalChoiceIsOneGlobalPreferencesRequest() async throws {
    let transport = ScriptedTransport([
      .fixture("tokens-csrf.json"), Self.globalSuccess,
    ])
    try await wiki(transport).save(
      "en", OptionsWrite(userName: "Acceptor", values: [.mention: true], globalTypes: [.mention]))
    #expect(transport.requests.count == 2)
    let sent = transport.parameters[1]
    #expect(sent["action"] == "globalpreferences" && transport.requests[1].method == "POST")
    #expect(sent["change"] == "echo-subscriptions-push-mention=1")
    #expect(sent["assert"] == "user" && sent["assertuser"] == "Acceptor")
    #expect(sent["token"] == "fixturecsrftoken+\\" && sent["global"] == nil)
  }

  /// A save of local and global types: the local values and the marker in one `action=options`
  /// request, exactly as without global types, then the global ones in one more.
  @Test func aMixedSaveIsTheLocalWriteThenTheGlobalOne() async throws {
    let transport = ScriptedTransport([
      .fixture("tokens-csrf.json"), .fixture("options-success.json"),
      Self.globalSuccess,
    ])
    try await wiki(transport).save(
      "en",
      OptionsWrite(
        userName: "Acceptor", values: [.mention: true, .reverted: false, .editThank: true],
        setsDefaultOffMarker: true, globalTypes: [.reverted]))
    #expect(
      transport.parameters.dropFirst().map { $0["action"] } == ["options", "globalpreferences"])
    #expect(
      transport.parameters[1]["change"]
        == "echo-subscriptions-push-edit-thank=1|echo-subscriptions-push-mention=1|\(Self.marker)=1"
    )
    #expect(transport.parameters[1]["global"] == nil)
    #expect(transport.parameters[2]["change"] == "echo-subscriptions-push-reverted=0")
  }

  /// What the global module refuses is reported by type; when the local part was stored, a
  /// definite failure of the global part is a refusal of the global types alone; when nothing
  /// else was sent, it is the save's own failure. An account without a global account is
  /// `notglobalized`, a typed code.
  @Test func theGlobalPartsFailuresAreTheGlobalTypes() async throws {
    let refused = ScriptedTransport([
      .fixture("tokens-csrf.json"),
      .json(
        #"{"warnings":[{"code":"validationfailed","text":"Validation error for \"echo-subscriptions-push-reverted\": not a valid preference.","module":"globalpreferences"}],"globalpreferences":"success"}"#
      ),
    ])
    await #expect(throws: WikiFailure.keysRejected([.reverted])) {
      try await wiki(refused).save(
        "en",
        OptionsWrite(userName: "A", values: [.reverted: true], globalTypes: [.reverted]))
    }
    let notGlobal = ScriptedTransport([
      .fixture("tokens-csrf.json"), .fixture("options-success.json"),
      Self.notGlobalized,
    ])
    await #expect(throws: WikiFailure.keysRejected([.reverted])) {
      try await wiki(notGlobal).save(
        "en",
        OptionsWrite(
          userName: "A", values: [.reverted: true, .mention: true], globalTypes: [.reverted]))
    }
    let alone = ScriptedTransport([.fixture("tokens-csrf.json"), Self.notGlobalized])
    let client = MediaWikiClient(
      apiURL: Self.api, userAgent: "Tests/1.0 (test)", transport: alone)
    await #expect(throws: APIError.self) {
      _ = try await client.setGlobalPreferences([("x", true)], assertUser: "A")
    }
    #expect(
      WikiFailure(.api(code: APIErrorCode(code: "notglobalized"), info: "", retryAfter: nil))
        == .apiError(code: "notglobalized", info: ""))
    #expect(APIErrorCode(code: "notglobalized") == .notGlobalized)
    // The local part's outcome unknown: the global part is not sent, the save's outcome is
    // unknown as a whole (the read that follows tells).
    let lost = ScriptedTransport([
      .fixture("tokens-csrf.json"), .failure(.outcomeUnknown(detail: "reset")),
    ])
    await #expect(throws: WikiFailure.outcomeUnknown(detail: "reset")) {
      try await wiki(lost).save(
        "en",
        OptionsWrite(
          userName: "A", values: [.reverted: true, .mention: true], globalTypes: [.reverted]))
    }
  }

  @Test func anIgnoredLocalWriteIsReportedAsGlobal() async throws {
    let ignored = ScriptedTransport([
      .fixture("tokens-csrf.json"), .fixture("real-echo/options-global-ignored.json"),
    ])
    await #expect(throws: WikiFailure.globallyOverridden([.mention], rejected: [])) {
      try await wiki(ignored).save(
        "en", OptionsWrite(userName: "Acceptor", values: [.mention: true, .reverted: false]))
    }
    #expect(ignored.parameters[1]["global"] == nil)
  }
}
