import Foundation
import TestSupport
import Testing

@testable import MediaWikiAPI
@testable import MediaWikiURLSession

/// The client against scripted answers recorded from the real test wiki: how many round trips
/// each call takes, what it sends, and what it makes of every answer.
@Suite struct ClientBehaviourTests {
  let api = URL(string: "http://127.0.0.1:18081/api.php")!

  func client(_ transport: ScriptedTransport) -> MediaWikiClient {
    MediaWikiClient(apiURL: api, userAgent: "Tests/1.0 (test)", transport: transport)
  }

  @Test func loadIsOneRoundTripAndCachesTheTokenForTheNextWrite() async throws {
    let transport = ScriptedTransport([
      .fixture("userinfo-loggedin.json"), .fixture("options-success.json"),
    ])
    let client = client(transport)
    let info = try await client.loadAccount()
    #expect(info.isAnonymous == false)
    #expect(info.name == "Editor")
    #expect(info.options["echo-subscriptions-push-mention"]?.isOn == false)
    #expect(info.options["echo-subscriptions-push-edit-thank"]?.isOn == true)
    #expect(info.options["echo-subscriptions-push-article-linked"]?.isOn == false)
    let result = try await client.setOptions(
      [("echo-subscriptions-push-mention", true)], assertUser: "Editor")
    #expect(result.allStored)
    #expect(transport.requests.count == 2)
    let write = transport.parameters[1]
    #expect(write["token"] == "fixturecsrftoken+\\")
    #expect(write["assertuser"] == "Editor")
    #expect(write["assert"] == "user")
    #expect(transport.isExhausted)
  }

  @Test func anonymousSessionHasNoUserName() async throws {
    let transport = ScriptedTransport([.fixture("userinfo-anonymous.json")])
    let client = client(transport)
    let info = try await client.loadAccount()
    #expect(info.isAnonymous)
    #expect(info.id == 0)
    #expect(await client.userName == nil)
  }

  /// GlobalPreferences refuses `meta=globalpreferences`, and so the whole read, to an anonymous
  /// session: the same read without it says who the session is. Once, never in a loop.
  @Test func aReadRefusedAsNotLoggedInIsReadAgainWithoutGlobalPreferences() async throws {
    let transport = ScriptedTransport([
      .fixture("error-notloggedin.json"), .fixture("userinfo-anonymous.json"),
    ])
    let client = client(transport)
    let info = try await client.loadAccount()
    #expect(info.isAnonymous && info.id == 0 && info.globalPreferences.isEmpty)
    #expect(await client.userName == nil)
    #expect(
      transport.parameters.map { $0["meta"] } == [
        "userinfo|tokens|allmessages|globalpreferences", "userinfo|tokens|allmessages",
      ])
    #expect(transport.parameters.map { $0["gprprop"] } == ["preferences", nil])
    #expect(transport.isExhausted)

    let twice = ScriptedTransport([
      .fixture("error-notloggedin.json"), .fixture("error-notloggedin.json"),
    ])
    let error = await #expect(throws: APIError.self) { try await self.client(twice).loadAccount() }
    #expect(error?.code == .notLoggedIn)
    #expect(twice.isExhausted)
  }

  /// GlobalPreferences also refuses the read to an account that is not global (a local-only
  /// account on a wiki farm): read again without it, and the options are there.
  @Test func aReadRefusedAsNotGlobalizedIsReadAgainWithoutGlobalPreferences() async throws {
    let transport = ScriptedTransport([
      .json(
        #"{"errors":[{"code":"notglobalized","text":"Your account is not a global account.","#
          + #""module":"query+globalpreferences"}]}"#),
      .fixture("userinfo-loggedin.json"),
    ])
    let client = client(transport)
    let info = try await client.loadAccount()
    #expect(!info.isAnonymous && info.globalPreferences.isEmpty && !info.options.isEmpty)
    #expect(
      transport.parameters.map { $0["meta"] } == [
        "userinfo|tokens|allmessages|globalpreferences", "userinfo|tokens|allmessages",
      ])
    #expect(transport.isExhausted)
  }

  @Test func badTokenFetchesAFreshTokenAndRetriesOnce() async throws {
    let transport = ScriptedTransport([
      .fixture("tokens-csrf.json"), .fixture("error-badtoken.json"),
      .fixture("tokens-csrf-fresh.json"),
      .fixture("options-success.json"),
    ])
    let client = client(transport)
    let result = try await client.setOptions(
      [("echo-subscriptions-push-mention", false)], assertUser: "Editor")
    #expect(result.allStored)
    #expect(transport.parameters.map { $0["action"] } == ["query", "options", "query", "options"])
    #expect(transport.parameters[1]["token"] == "fixturecsrftoken+\\")
    #expect(transport.parameters[3]["token"] == "freshcsrftoken+\\")
  }

  @Test func aSessionThatDiedUnderTheCachedTokenIsFoundByTheTokenReadNotASecondWrite()
    async throws
  {
    // The cached token is refused, and the fresh one is an anonymous reader's: the session is
    // gone, so the write naming the account is not sent again (the wiki would refuse it).
    let transport = ScriptedTransport([
      .fixture("tokens-csrf.json"), .fixture("error-badtoken.json"),
      .json(#"{"batchcomplete":true,"query":{"tokens":{"csrftoken":"+\\"}}}"#),
    ])
    let error = await #expect(throws: APIError.self) {
      try await client(transport).setOptions(
        [("echo-subscriptions-push-mention", false)], assertUser: "Editor")
    }
    #expect(error?.isNotLoggedIn == true)
    #expect(transport.parameters.map { $0["action"] } == ["query", "options", "query"])
    #expect(transport.isExhausted)
  }

  @Test func aSecondBadTokenIsAnErrorNotALoop() async throws {
    let transport = ScriptedTransport([
      .fixture("tokens-csrf.json"), .fixture("error-badtoken.json"),
      .fixture("tokens-csrf-fresh.json"),
      .fixture("error-badtoken.json"),
    ])
    let error = await #expect(throws: APIError.self) {
      try await client(transport).setOptions(
        [("echo-subscriptions-push-mention", false)], assertUser: "Editor")
    }
    #expect(error?.code == .badToken)
    #expect(error?.isDefinite == true)
    #expect(transport.isExhausted)
  }

  @Test func aWarningNamingAKeyRejectsExactlyThatKey() async throws {
    let transport = ScriptedTransport([
      .fixture("tokens-csrf.json"), .fixture("options-warning-bogus.json"),
    ])
    let result = try await client(transport).setOptions(
      [
        ("echo-subscriptions-push-mention", true), ("echo-subscriptions-push-bogus", true),
        ("echo-subscriptions-push-bogus-two", true),
      ],
      assertUser: "Editor")
    #expect(result.allStored == false)
    #expect(Set(result.rejected.keys) == ["echo-subscriptions-push-bogus"])
    #expect(result.warnings.count == 1)
  }

  @Test func keyMatchingIsWholeWord() {
    let text =
      #"Validation error for "echo-subscriptions-push-mention-failure": not a valid preference."#
    #expect(MediaWikiClient.text(text, names: "echo-subscriptions-push-mention-failure"))
    #expect(!MediaWikiClient.text(text, names: "echo-subscriptions-push-mention"))
    #expect(!MediaWikiClient.text(text, names: "echo-subscriptions-push-mention-fail"))
  }

  @Test func apiErrorsAreTypedWithTheirInfo() async throws {
    let transport = ScriptedTransport([
      .fixture("tokens-csrf.json"), .fixture("error-assertnameduserfailed.json"),
    ])
    let error = await #expect(throws: APIError.self) {
      try await client(transport).setOptions(
        [("echo-subscriptions-push-mention", false)], assertUser: "Someone")
    }
    #expect(error?.code == .assertNamedUserFailed)
    #expect(error?.isNotLoggedIn == true)
  }

  @Test func maxlagCarriesRetryAfter() async throws {
    let transport = ScriptedTransport([
      .json(
        #"{"errors":[{"code":"maxlag","text":"Waiting for a database server: 7 seconds lagged.","module":"main"}]}"#,
        headers: ["Retry-After": "5", "MediaWiki-API-Error": "maxlag"])
    ])
    let error = await #expect(throws: APIError.self) { try await client(transport).loadAccount() }
    #expect(
      error
        == .api(
          code: .maxLag, info: "Waiting for a database server: 7 seconds lagged.", retryAfter: 5))
  }

  @Test func unknownCodesAreKept() async throws {
    let transport = ScriptedTransport([
      .json(#"{"error":{"code":"something-new","info":"A new failure."}}"#)
    ])
    let error = await #expect(throws: APIError.self) { try await client(transport).loadAccount() }
    #expect(error == .api(code: .unknown("something-new"), info: "A new failure.", retryAfter: nil))
  }

  @Test func anHTMLErrorPageIsNotJSONAndLeavesAWriteOpen() async throws {
    let page =
      "<!DOCTYPE html><html><head><title>Wikimedia Error</title></head><body>503</body></html>"
    let transport = ScriptedTransport([
      .fixture("tokens-csrf.json"),
      .http(
        status: 503, headers: ["Content-Type": "text/html; charset=utf-8"], body: Data(page.utf8)),
    ])
    let error = await #expect(throws: APIError.self) {
      try await client(transport).setOptions(
        [("echo-subscriptions-push-mention", false)], assertUser: "Editor")
    }
    guard case .notJSON(503, "text/html; charset=utf-8", let snippet)? = error else {
      Issue.record("expected notJSON, got \(String(describing: error))")
      return
    }
    #expect(snippet.hasPrefix("<!DOCTYPE html>"))
    #expect(error?.isDefinite == false)
  }

  @Test(arguments: [
    ("", "empty body"), ("{\"query\":{\"userinfo\":", "truncated"),
    ("{\"query\":{\"userinfo\":{\"id\":\"seven\",\"name\":1}}}", "wrong types"),
    ("{}", "no query"),
  ])
  func malformedAnswersAreTypedErrors(body: String, label: String) async throws {
    let transport = ScriptedTransport([.json(body)])
    let error = await #expect(throws: APIError.self, "\(label)") {
      try await client(transport).loadAccount()
    }
    switch error {
    case .notJSON?, .unexpectedResponse?: break
    default: Issue.record("\(label): \(String(describing: error))")
    }
  }

  @Test func transportFailuresKeepWhetherTheRequestWasSent() async throws {
    let dead = ScriptedTransport([.failure(.notSent(detail: "connection refused"))])
    let deadError = await #expect(throws: APIError.self) { try await client(dead).loadAccount() }
    #expect(deadError == .transport(.notSent(detail: "connection refused")))
    #expect(deadError?.isDefinite == true)
    let cut = ScriptedTransport([
      .fixture("tokens-csrf.json"), .failure(.outcomeUnknown(detail: "timed out")),
    ])
    let cutError = await #expect(throws: APIError.self) {
      try await client(cut).setOptions(
        [("echo-subscriptions-push-mention", false)], assertUser: "Editor")
    }
    #expect(cutError?.isDefinite == false)
  }

  /// URLSession's errors keep whether the request may have reached the wiki. A cancelled task may
  /// have sent its body already, so it is an unknown outcome: the caller re-reads, never rolls back.
  @Test func urlErrorsKeepWhetherTheRequestWasSent() {
    func isSent(_ code: URLError.Code) -> Bool {
      if case .outcomeUnknown = URLSessionTransport.classify(URLError(code)) { return true }
      return false
    }
    #expect(isSent(.cancelled))
    #expect(isSent(.timedOut))
    #expect(isSent(.networkConnectionLost))
    #expect(!isSent(.cannotConnectToHost))
    #expect(!isSent(.cannotFindHost))
    #expect(!isSent(.badURL))
  }

  @Test func pushOutcomes() async throws {
    let transport = ScriptedTransport([
      .fixture("tokens-csrf.json"), .fixture("push-create-success.json"),
      .fixture("push-token-exists.json"),
      .fixture("push-delete-success.json"), .fixture("push-token-not-found.json"),
      .fixture("push-topic-required.json"),
    ])
    let client = client(transport)
    #expect(
      try await client.createPushSubscription(deviceToken: "aa11", topic: "org.wikimedia.wikipedia")
        == .created)
    #expect(
      try await client.createPushSubscription(deviceToken: "aa11", topic: "org.wikimedia.wikipedia")
        == .tokenExists)
    #expect(try await client.deletePushSubscriptions(deviceTokens: ["aa11"]) == .deleted)
    #expect(try await client.deletePushSubscriptions(deviceTokens: ["aa11"]) == .notFound)
    let error = await #expect(throws: APIError.self) {
      try await client.createPushSubscription(deviceToken: "aa11", topic: nil)
    }
    #expect(error?.code == .pushTopicRequired)
    #expect(transport.isExhausted)
  }

  @Test func loginResults() async throws {
    let transport = ScriptedTransport([
      .fixture("tokens-login.json"), .fixture("clientlogin-fail.json"),
      .fixture("tokens-login.json"), .fixture("clientlogin-pass.json"),
      .fixture("tokens-login.json"), .fixture("login-failed.json"),
      .fixture("tokens-login.json"), .fixture("login-success.json"),
    ])
    let client = client(transport)
    let wrong = try await client.clientLogin(username: "Editor", password: "wrong")
    guard case .failed(let code, _) = wrong else {
      Issue.record("\(wrong)")
      return
    }
    #expect(code == "wrongpassword")
    #expect(
      try await client.clientLogin(username: "Editor", password: "x")
        == .success(userName: "Editor"))
    let botWrong = try await client.login(botUser: "Editor@notif", password: "wrong")
    guard case .failed = botWrong else {
      Issue.record("\(botWrong)")
      return
    }
    #expect(
      try await client.login(botUser: "Editor@notif", password: "x") == .success(userName: "Editor")
    )
    #expect(await client.userName == "Editor")
  }

  @Test func credentialsAreRefusedOverPlainHTTPExceptLoopback() async throws {
    let remote = MediaWikiClient(
      apiURL: URL(string: "http://en.wikipedia.org/w/api.php")!, userAgent: "T/1 (t)",
      transport: ScriptedTransport([]))
    await #expect(throws: APIError.insecureTransport(host: "en.wikipedia.org")) {
      try await remote.clientLogin(username: "Editor", password: "x")
    }
    await #expect(throws: APIError.insecureTransport(host: "en.wikipedia.org")) {
      try await remote.login(botUser: "Editor@notif", password: "x")
    }
    #expect(MediaWikiClient.isLoopback("127.0.0.1"))
    #expect(MediaWikiClient.isLoopback("[::1]"))
    #expect(MediaWikiClient.isLoopback("localhost"))
    #expect(MediaWikiClient.isLoopback("127.3.2.1"))
    #expect(!MediaWikiClient.isLoopback("10.0.0.1"))
    #expect(!MediaWikiClient.isLoopback("127.example.org"))
    #expect(!MediaWikiClient.isLoopback("127.0.0.1.example.org"))
  }

  @Test func aLogoutTheWikiNeverHeardStillForgetsTheSessionHere() async throws {
    let cookies = SavedLines(["127.0.0.1\tFALSE\t/\tFALSE\t0\tenwiki_session\tabc123"])
    let transport = ScriptedTransport(
      [.fixture("userinfo-loggedin.json"), .failure(.notSent(detail: "offline"))],
      cookies: cookies)
    let client = client(transport)
    _ = try await client.loadAccount()
    #expect(await client.userName == "Editor")
    #expect(await client.savedSession.cookies.count == 1)
    await #expect(throws: APIError.transport(.notSent(detail: "offline"))) {
      try await client.logout()
    }
    #expect(await client.userName == nil)
    // The transport's engine was told to forget the session's cookies.
    #expect(cookies.savedCookies().isEmpty)
    #expect(await client.savedSession == SavedSession(cookies: [], userName: nil))
  }

  @Test func aSavedSessionGoesToTheTransportsCookiesAndComesBack() async throws {
    let line = "127.0.0.1\tFALSE\t/\tTRUE\t0\tenwiki_session\tabc123"
    let cookies = SavedLines()
    let client = MediaWikiClient(
      apiURL: URL(string: "https://127.0.0.1/api.php")!, userAgent: "Tests/1.0 (loopback)",
      transport: ScriptedTransport([], cookies: cookies),
      session: SavedSession(cookies: [line], userName: "Editor"))
    #expect(cookies.savedCookies() == [line])
    #expect(await client.savedSession == SavedSession(cookies: [line], userName: "Editor"))
  }
}
