import Foundation
import TestSupport
import Testing

@testable import MediaWikiAPI

/// Echo's mute lists in the client, on what MediaWiki 1.43 with the real Echo and GlobalPreferences
/// answers (`Fixtures/real-echo/mute-*.json`, recorded by `scripts/record-fixtures mute`) and on
/// broken answers.
@Suite struct MuteListTests {
  let api = URL(string: "http://127.0.0.1:18081/api.php")!

  func client(_ transport: ScriptedTransport) -> MediaWikiClient {
    MediaWikiClient(apiURL: api, userAgent: "Tests/1.0 (test)", transport: transport)
  }

  static let usersOption = "echo-notifications-blacklist"
  static let pagesOption = "echo-notifications-page-linked-title-muted-list"
  /// A `list=users` answer naming `Twofactor` alone, shaped as the recorded ones.
  static let twofactor = """
    {"batchcomplete":true,"query":{"users":[{"userid":5,"name":"Twofactor",\
    "centralids":{"local":5,"testwiki":3},"attachedlocal":{"local":true,"testwiki":true}}]}}
    """

  // MARK: Reading the lists from the load

  @Test func theLoadCarriesBothListsWithNoRequestOfTheirOwn() async throws {
    let transport = ScriptedTransport([.fixture("real-echo/mute-load-local.json")])
    let info = try await client(transport).loadAccount(messagesLanguage: "en")
    #expect(transport.requests.count == 1)
    #expect(info.muteList(.users) == MuteList(kind: .users, ids: [2], isGlobal: false))
    #expect(info.muteList(.pages) == MuteList(kind: .pages, ids: [1], isGlobal: false))
  }

  @Test func aListInTheGlobalPreferencesIsGlobalAndTheOtherStaysLocal() async throws {
    let transport = ScriptedTransport([.fixture("real-echo/mute-load-global.json")])
    let info = try await client(transport).loadAccount(messagesLanguage: "en")
    #expect(info.globalPreferences == [Self.usersOption: .string("2")])
    #expect(info.muteList(.users) == MuteList(kind: .users, ids: [2], isGlobal: true))
    #expect(info.muteList(.pages) == MuteList(kind: .pages, ids: [1], isGlobal: false))
  }

  @Test func aLocalExceptionKeepsTheListLocal() {
    let info = UserInfo(
      id: 3, name: "Editor", isAnonymous: false,
      options: [
        Self.usersOption: .string("4"), "\(Self.usersOption)-local-exception": .string("1"),
      ],
      globalPreferences: [Self.usersOption: .string("2")], offersGlobalPreferences: true)
    #expect(info.muteList(.users) == MuteList(kind: .users, ids: [4], isGlobal: false))
  }

  @Test func aWikiWithoutGlobalPreferencesHasLocalListsOnly() {
    let info = UserInfo(
      id: 3, name: "Editor", isAnonymous: false, options: [Self.usersOption: .string("2")],
      globalPreferences: [Self.usersOption: .string("2")], offersGlobalPreferences: false)
    #expect(info.muteList(.users).isGlobal == false)
  }

  @Test(arguments: [
    (OptionValue?.none, [Int](), [String]()),
    (.null, [], []),
    (.bool(false), [], []),
    (.string(""), [], []),
    (.string("2\n7\n\n2\n"), [2, 7], []),
    (.string(" 4 \r\n5"), [4, 5], []),
    (.int(3), [3], []),
    (.int(0), [], ["0"]),
    (.string("+5\n-3\n0\nabc\n1e3\n9"), [9], ["+5", "-3", "0", "abc", "1e3"]),
    (.string("99999999999999999999999"), [], ["99999999999999999999999"]),
    (.string("6\n\u{1B}[2J7"), [6], ["[2J7"]),
    (.bool(true), [], ["true"]),
    (.double(1.5), [], ["1.5"]),
    (.unsupported, [], ["(array or object)"]),
  ])
  func storedValuesReadAsIdsAndUnreadableEntries(
    value: OptionValue?, ids: [Int], unreadable: [String]
  ) {
    let list = MuteList(kind: .users, value: value, isGlobal: false)
    #expect(list == MuteList(kind: .users, ids: ids, unreadable: unreadable, isGlobal: false))
  }

  @Test func theOptionValueIsOneIdALine() {
    #expect(MuteList(kind: .pages, ids: [1, 20, 3], isGlobal: true).optionValue == "1\n20\n3")
    #expect(MuteList(kind: .pages, ids: [], isGlobal: true).optionValue == "")
  }

  // MARK: Names of muted ids

  @Test func mutedIdsAreNamedInOneRequestForBothLists() async throws {
    let transport = ScriptedTransport([.fixture("real-echo/mute-names.json")])
    let names = try await client(transport).muteListNames(
      userIDs: [2, 999_999], pageIDs: [1, 999_999])
    #expect(
      names
        == MuteListNames(
          found: [.user(name: "Other", centralID: 2), .page(title: "Main Page", pageID: 1)],
          missingUsers: [999_999], missingPages: [999_999]))
    #expect(transport.requests.count == 1)
    #expect(transport.requests[0].method == "GET")
    let sent = transport.parameters[0]
    #expect(sent["action"] == "query" && sent["list"] == "globalusers")
    #expect(sent["guscentralids"] == "2|999999" && sent["pageids"] == "1|999999")
  }

  @Test func emptyListsAskNothing() async throws {
    let transport = ScriptedTransport([])
    #expect(try await client(transport).muteListNames(userIDs: [], pageIDs: []).found.isEmpty)
    #expect(transport.requests.isEmpty)
  }

  @Test func moreThanFiftyIdsTakeOneRequestPerShare() async throws {
    let empty = #"{"batchcomplete":true,"query":{"globalusers":[]}}"#
    let transport = ScriptedTransport([.json(empty), .json(empty)])
    _ = try await client(transport).muteListNames(userIDs: Array(1...51), pageIDs: [7])
    #expect(
      transport.parameters.map { $0["guscentralids"]?.split(separator: "|").count } == [50, 1])
    #expect(transport.parameters.map { $0["pageids"] } == ["7", nil])
  }

  // MARK: What names to mute stand for

  @Test func namesAreCheckedInOneRequestAndEachRefusalSaysWhy() async throws {
    let transport = ScriptedTransport([.fixture("real-echo/mute-targets.json")])
    let (targets, refusals) = try await client(transport).muteTargets(
      userNames: ["Other", "No such account 4711", "Bad#Name", "Fixtureglobal"],
      pageTitles: ["Main Page", "No such page 4711", "Bad[Title"], ownName: "Fixtureglobal")
    #expect(targets == [.user(name: "Other", centralID: 2), .page(title: "Main Page", pageID: 1)])
    #expect(
      refusals == [
        .invalidUserName("Bad#Name"), .noSuchUser("No such account 4711"),
        .ownAccount("Fixtureglobal"), .noSuchPage("No such page 4711"),
        .invalidTitle("Bad[Title"),
      ])
    let sent = transport.parameters[0]
    #expect(sent["list"] == "users" && sent["usprop"] == "centralids")
    #expect(sent["ususers"] == "Other|No such account 4711|Bad#Name|Fixtureglobal")
    #expect(sent["titles"] == "Main Page|No such page 4711|Bad[Title")
  }

  @Test func aNameWithTheSeparatorIsRefusedWithoutARequest() async throws {
    let transport = ScriptedTransport([])
    let (targets, refusals) = try await client(transport).muteTargets(
      userNames: ["A|B", " "], pageTitles: ["X|Y"], ownName: nil)
    #expect(targets.isEmpty)
    #expect(refusals == [.invalidUserName("A|B"), .invalidUserName(" "), .invalidTitle("X|Y")])
    #expect(transport.requests.isEmpty)
  }

  @Test(arguments: [
    ([String: Int]?.none, Int?.none),
    (["local": 4], 4),
    (["local": 4, "testwiki": 2], 2),
    (["local": 4, "CentralAuth": 0], nil),
    (["local": 4, "CentralAuth": 9, "other": 8], nil),
    (["local": 0], nil),
  ])
  func theCentralIdIsTheCentralProvidersAndTheLocalOneOnlyAlone(
    ids: [String: Int]?, expected: Int?
  ) {
    #expect(MediaWikiClient.centralID(ids) == expected)
  }

  // MARK: Muting and unmuting

  @Test func aLocalMuteIsEchoMuteAfterTheNamesAreChecked() async throws {
    let transport = ScriptedTransport([
      .fixture("real-echo/mute-load-local.json"), .json(Self.twofactor),
      .fixture("real-echo/mute-echomute-success.json"),
    ])
    let client = client(transport)
    let info = try await client.loadAccount(messagesLanguage: "en")
    let outcome = try await client.mute(["twofactor"], in: info.muteList(.users), account: info)
    #expect(outcome == .written(MuteList(kind: .users, ids: [2, 3], isGlobal: false)))
    #expect(transport.requests.count == 3 && transport.requests[2].method == "POST")
    let sent = transport.parameters[2]
    #expect(sent["action"] == "echomute" && sent["type"] == "user" && sent["mute"] == "Twofactor")
    #expect(sent["unmute"] == nil)
    #expect(sent["assert"] == "user" && sent["assertuser"] == "Fixtureglobal")
    #expect(sent["token"] == "fixturecsrftoken+\\")
  }

  @Test func aRefusedNameWritesNothing() async throws {
    let transport = ScriptedTransport([
      .fixture("real-echo/mute-load-local.json"), .fixture("real-echo/mute-targets.json"),
    ])
    let client = client(transport)
    let info = try await client.loadAccount(messagesLanguage: "en")
    let outcome = try await client.mute(
      ["Other", "No such account 4711", "Bad#Name", "Fixtureglobal"], in: info.muteList(.users),
      account: info)
    #expect(
      outcome
        == .refused([
          .invalidUserName("Bad#Name"), .noSuchUser("No such account 4711"),
          .ownAccount("Fixtureglobal"), .noSuchPage("No such page 4711"),
          .invalidTitle("Bad[Title"),
        ]))
    #expect(transport.requests.count == 2)
  }

  @Test func aGlobalMuteWritesTheWholeListThroughGlobalPreferences() async throws {
    let transport = ScriptedTransport([
      .fixture("real-echo/mute-load-global.json"), .json(Self.twofactor),
      .fixture("real-echo/mute-globalpreferences-success.json"),
    ])
    let client = client(transport)
    let info = try await client.loadAccount(messagesLanguage: "en")
    let outcome = try await client.mute(["Twofactor"], in: info.muteList(.users), account: info)
    #expect(outcome == .written(MuteList(kind: .users, ids: [2, 3], isGlobal: true)))
    let sent = transport.parameters[2]
    #expect(sent["action"] == "globalpreferences")
    #expect(sent["optionname"] == Self.usersOption && sent["optionvalue"] == "2\n3")
    #expect(sent["change"] == nil && sent["assertuser"] == "Fixtureglobal")
  }

  @Test func anUnmuteIsOneWrite() async throws {
    let transport = ScriptedTransport([
      .fixture("real-echo/mute-load-global.json"),
      .fixture("real-echo/mute-globalpreferences-success.json"),
      .fixture("real-echo/mute-echomute-success.json"),
    ])
    let client = client(transport)
    let info = try await client.loadAccount(messagesLanguage: "en")
    let global = try await client.unmute(
      [.user(name: "Other", centralID: 2)], in: info.muteList(.users), account: info)
    #expect(global == .written(MuteList(kind: .users, ids: [], isGlobal: true)))
    #expect(transport.parameters[1]["optionvalue"] == "")
    let local = try await client.unmute(
      [.page(title: "Main Page", pageID: 1)], in: info.muteList(.pages), account: info)
    #expect(local == .written(MuteList(kind: .pages, ids: [], isGlobal: false)))
    let sent = transport.parameters[2]
    #expect(sent["action"] == "echomute" && sent["type"] == "page-linked-title")
    #expect(sent["unmute"] == "Main Page" && sent["mute"] == nil)
    #expect(transport.requests.count == 3)
  }

  @Test func aTemporaryAccountIsRefusedWithoutARequest() async throws {
    let transport = ScriptedTransport([])
    let info = UserInfo(
      id: 12, name: "~2026-1", isAnonymous: false, isTemporary: true, options: [:])
    let outcome = try await client(transport).mute(
      ["Other"], in: info.muteList(.users), account: info)
    #expect(outcome == .refused([.temporaryAccount]))
    #expect(transport.requests.isEmpty)
  }

  @Test func echoItselfFailsATemporaryAccountWithAnInternalError() async throws {
    // What MediaWiki 1.43's Echo answers the write the client refuses to send.
    let error = await #expect(throws: APIError.self) {
      _ = try await client(ScriptedTransport([.fixture("real-echo/mute-echomute-temporary.json")]))
        .perform(
          APIRequest(method: .post, parameters: [("action", "echomute")]), as: EchoMuteBody.self)
    }
    #expect(error?.code == .unknown("internal_api_error_InvalidArgumentException"))
  }

  // MARK: Broken answers

  @Test(arguments: [
    ("echomute fails", #"{"echomute":"failure"}"#, "unexpectedResponse"),
    ("echomute missing", #"{"batchcomplete":true}"#, "unexpectedResponse"),
    ("echomute a number", #"{"echomute":1}"#, "unexpectedResponse"),
    ("HTML error page", "<html><body>503</body></html>", "notJSON"),
    ("badtoken twice", #"{"errors":[{"code":"badtoken","text":"Invalid CSRF token."}]}"#, "api"),
  ])
  func aBrokenWriteAnswerIsATypedError(name: String, body: String, kind: String) async throws {
    let second: ScriptedTransport.Answer =
      kind == "api" ? .fixture("tokens-csrf-fresh.json") : .json(body)
    var script: [ScriptedTransport.Answer] = [
      .fixture("real-echo/mute-load-local.json"), .json(Self.twofactor), .json(body),
    ]
    if kind == "api" { script += [second, .json(body)] }
    let transport = ScriptedTransport(script)
    let client = client(transport)
    let info = try await client.loadAccount(messagesLanguage: "en")
    let error = await #expect(throws: APIError.self) {
      _ = try await client.mute(["Twofactor"], in: info.muteList(.users), account: info)
    }
    switch (kind, error) {
    case ("unexpectedResponse", .unexpectedResponse?): break
    case ("notJSON", .notJSON?): break
    case ("api", .api(let code, _, _)?): #expect(code == .badToken)
    default: Issue.record("\(name): \(String(describing: error))")
    }
    #expect(transport.isExhausted)
  }

  @Test(arguments: [
    #"{"query":{"globalusers":[{"centralid":"2","name":"Other"}]}}"#,
    #"{"query":{"globalusers":[{"name":"Other"}]}}"#,
    #"{"query":{"globalusers":{"centralid":2}}}"#,
    #"{"query":{"pages":[{"pageid":"one","title":"Main Page"}]}}"#,
  ])
  func aMalformedNamesAnswerIsUnexpected(body: String) async throws {
    let error = await #expect(throws: APIError.self) {
      _ = try await client(ScriptedTransport([.json(body)])).muteListNames(
        userIDs: [2], pageIDs: [1])
    }
    guard case .unexpectedResponse? = error else {
      Issue.record("\(String(describing: error))")
      return
    }
  }

  @Test(arguments: [
    #"{"query":{"users":[{"name":"Other","centralids":{"testwiki":"x"}}]}}"#,
    #"{"query":{"users":[{"userid":4}]}}"#,
    #"{"query":{"users":"Other"}}"#,
  ])
  func aMalformedTargetsAnswerIsUnexpected(body: String) async throws {
    let error = await #expect(throws: APIError.self) {
      _ = try await client(ScriptedTransport([.json(body)])).muteTargets(
        userNames: ["Other"], pageTitles: [], ownName: nil)
    }
    guard case .unexpectedResponse? = error else {
      Issue.record("\(String(describing: error))")
      return
    }
  }

  @Test func anAccountWithoutACentralIdIsRefused() async throws {
    let body =
      #"{"query":{"users":[{"userid":8,"name":"Unattached1","centralids":{"local":8,"testwiki":0}}]}}"#
    let (targets, refusals) = try await client(ScriptedTransport([.json(body)])).muteTargets(
      userNames: ["Unattached1"], pageTitles: [], ownName: nil)
    #expect(targets.isEmpty)
    #expect(refusals == [.noCentralAccount("Unattached1")])
  }
}
