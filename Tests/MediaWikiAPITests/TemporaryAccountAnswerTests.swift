import Foundation
import TestSupport
import Testing

@testable import MediaWikiAPI

/// A temporary account (MediaWiki's `$wgAutoCreateTempUser`) as the client reads it, on answers
/// recorded from the test wikis: registered, yet not an account whose preferences can be saved.
@Suite struct TemporaryAccountAnswerTests {
  let api = URL(string: "http://127.0.0.1:18081/api.php")!

  func client(_ transport: ScriptedTransport) -> MediaWikiClient {
    MediaWikiClient(apiURL: api, userAgent: "Tests/1.0 (test)", transport: transport)
  }

  /// `"temp": true` in userinfo: a registered account (an id, a name like `~2026-1`, Echo's
  /// defaults as options) that is temporary. The session's account is that name, so requests
  /// assert it like any other.
  @Test func aTemporaryAccountIsRegisteredAndTemporary() async throws {
    let transport = ScriptedTransport([.fixture("userinfo-temporary.json")])
    let client = client(transport)
    let info = try await client.loadAccount()
    #expect(info.isTemporary && !info.isAnonymous && info.id > 0)
    #expect(info.name == "~2026-1")
    #expect(await client.userName == "~2026-1")
    // Echo's defaults: push on for mentions, off for page links.
    #expect(info.options["echo-subscriptions-push-mention"]?.isOn == true)
    #expect(info.options["echo-subscriptions-push-article-linked"]?.isOn == false)
  }

  /// GlobalPreferences refuses `meta=globalpreferences`, and with it the settings screen's whole
  /// read, to a temporary account (as to an anonymous session): the first read of such a session
  /// costs a second without it; every later one leaves it out at once, unless the session is an
  /// account's again (then it is read again with its global preferences).
  @Test func afterATemporaryReadTheNextReadLeavesOutTheGlobalPreferences() async throws {
    let transport = ScriptedTransport([
      .fixture("load-temporary-refused.json"), .fixture("userinfo-temporary.json"),
      .fixture("userinfo-temporary.json"),
      .fixture("userinfo-loggedin.json"), .fixture("load-en.json"),
    ])
    let client = client(transport)
    #expect(try await client.loadAccount().isTemporary)
    #expect(try await client.loadAccount().isTemporary)
    // The session is an account's now: its global preferences are read too.
    let account = try await client.loadAccount()
    #expect(
      !account.isTemporary && account.globalPreferences.keys.contains { $0.hasSuffix("reverted") })
    #expect(
      transport.parameters.map { $0["meta"] } == [
        "userinfo|tokens|allmessages|globalpreferences", "userinfo|tokens|allmessages",
        "userinfo|tokens|allmessages",
        "userinfo|tokens|allmessages", "userinfo|tokens|allmessages|globalpreferences",
      ])
    #expect(transport.isExhausted)
  }

  /// The refusal of `action=globalpreferences` to an account that is not global is a typed code.
  @Test func notGlobalizedIsATypedCode() async throws {
    let transport = ScriptedTransport([
      .fixture("userinfo-temporary.json"), .fixture("globalpreferences-temporary.json"),
    ])
    let client = client(transport)
    _ = try await client.loadAccount()
    let error = await #expect(throws: APIError.self) {
      try await client.setGlobalPreferences(
        [("echo-subscriptions-push-mention", false)], assertUser: "~2026-1")
    }
    #expect(error?.code == .notGlobalized && error?.isDefinite == true)
    #expect(transport.parameters[1]["action"] == "globalpreferences")
  }

  /// Without `temp`, an account is not temporary; an anonymous session never is.
  @Test func noTempMeansNotTemporary() async throws {
    let registered = try await client(ScriptedTransport([.fixture("userinfo-loggedin.json")]))
      .loadAccount()
    #expect(!registered.isTemporary && !registered.isAnonymous)
    let anonymous = try await client(ScriptedTransport([.fixture("userinfo-anonymous.json")]))
      .loadAccount()
    #expect(!anonymous.isTemporary && anonymous.isAnonymous)
    let null = try await client(
      ScriptedTransport([
        .json(#"{"query":{"userinfo":{"id":7,"name":"A","temp":null,"options":{}}}}"#)
      ])
    ).loadAccount()
    #expect(!null.isTemporary)
  }

  /// A `temp` of another type is not guessed: taken for false, the package would write for an
  /// account whose preferences MediaWiki refuses, and subscribe its device. The read fails with
  /// a typed error instead (the screen then shows a failed read and its retry).
  @Test(arguments: [#""yes""#, "1", "{}", "[]", #""""#])
  func aTempOfAnotherTypeFailsTheReadWithATypedError(value: String) async throws {
    let transport = ScriptedTransport([
      .json(#"{"query":{"userinfo":{"id":7,"name":"~2026-1","temp":\#(value),"options":{}}}}"#)
    ])
    let error = await #expect(throws: APIError.self) {
      try await self.client(transport).loadAccount()
    }
    guard case .unexpectedResponse(let detail)? = error else {
      Issue.record("expected unexpectedResponse, got \(String(describing: error))")
      return
    }
    #expect(detail.contains("temp"), "\(detail)")
    #expect(error?.isDefinite == false)
  }

  /// MediaWiki refuses to save a temporary account's preferences: `notloggedin`.
  @Test func aTemporaryAccountsOptionsWriteIsNotLoggedIn() async throws {
    let transport = ScriptedTransport([
      .fixture("tokens-csrf.json"), .fixture("options-temporary-notloggedin.json"),
    ])
    let error = await #expect(throws: APIError.self) {
      try await self.client(transport).setOptions(
        [("echo-subscriptions-push-mention", false)], assertUser: "~2026-1")
    }
    #expect(error?.code == .notLoggedIn && error?.isNotLoggedIn == true)
  }

  /// An edit without an account answers `tempusercreated`, and the session is then a temporary
  /// account: the test wikis' helper that makes one reads both answers and names the account.
  @Test func theEditThatMakesATemporaryAccountSaysSo() async throws {
    let transport = ScriptedTransport([
      .fixture("tokens-csrf.json"), .fixture("edit-temporary-account-created.json"),
      .fixture("userinfo-temporary.json"),
    ])
    let name = try await TestWiki.makeTemporaryAccount(with: client(transport), on: "en")
    #expect(name == "~2026-1")
    #expect(transport.parameters.map { $0["action"] } == ["query", "edit", "query"])
    #expect(transport.isExhausted)
  }

  /// An edit answer without `tempusercreated` made no temporary account: the helper says so
  /// rather than go on with an anonymous session.
  @Test func anEditWithoutTempUserCreatedMakesNoTemporaryAccount() async throws {
    let transport = ScriptedTransport([
      .fixture("tokens-csrf.json"),
      .json(#"{"edit":{"new":true,"result":"Success","contentmodel":"wikitext"}}"#),
    ])
    await #expect(throws: TestWiki.Unavailable.self) {
      _ = try await TestWiki.makeTemporaryAccount(with: self.client(transport), on: "en")
    }
  }

  /// GlobalPreferences' own module: the same `change` as `action=options`, POST with the csrf
  /// token, asserting the account.
  @Test func theGlobalPreferencesWriteIsBuiltLikeTheOptionsWrite() {
    let request = APIRequest.setGlobalPreferences(
      [("echo-subscriptions-push-reverted", true), ("echo-subscriptions-push-mention", false)],
      assertUser: "Acceptor")
    #expect(request.method == .post && request.token == .csrf)
    #expect(request["action"] == "globalpreferences")
    #expect(
      request["change"] == "echo-subscriptions-push-reverted=1|echo-subscriptions-push-mention=0")
    #expect(request["assert"] == "user" && request["assertuser"] == "Acceptor")
    #expect(request["global"] == nil)
  }

  /// Subscribing and deleting can assert an account other than the one the session was last
  /// known as: the feature names the account it means.
  @Test func pushRequestsAssertTheAccountNamed() async throws {
    let transport = ScriptedTransport([
      .fixture("userinfo-temporary.json"), .fixture("error-assertnameduserfailed.json"),
      .fixture("push-token-not-found.json"),
    ])
    let client = client(transport)
    _ = try await client.loadAccount()
    let error = await #expect(throws: APIError.self) {
      try await client.createPushSubscription(
        deviceToken: "a1b2", topic: "org.wikimedia.wikipedia", assertUser: "Alice")
    }
    #expect(error?.isNotLoggedIn == true)
    #expect(try await client.deletePushSubscriptions(deviceTokens: ["a1b2"]) == .notFound)
    #expect(transport.parameters.dropFirst().map { $0["assertuser"] } == ["Alice", "~2026-1"])
  }
}
