import Foundation
import TestSupport
import Testing

@testable import MediaWikiAPI

/// Security at the API client: a password only travels over https or to this machine
/// (extends `ClientBehaviourTests.credentialsAreRefusedOverPlainHTTPExceptLoopback` with
/// addresses that only look local), and every options write names the account it is for.
@Suite("Security: API client")
struct APISecurityTests {
  /// Hosts that are not this machine, whatever they look like. The scripted transport fails
  /// the test on any request, so a refusal here also proves nothing was sent.
  @Test(arguments: [
    "http://127.0.0.1@en.wikipedia.org/w/api.php",
    "http://127.0.0.1.nip.io/w/api.php",
    "http://localhost.example.org/w/api.php",
    "http://en.wikipedia.org#@127.0.0.1/w/api.php",
    "http://0x7f000001/w/api.php",
    "http://2130706433/w/api.php",
    "http://[::ffff:127.0.0.1]/w/api.php",
    "http://192.168.1.10/w/api.php",
  ])
  func passwordsAreRefusedOverPlainHTTPToAnyOtherHost(url: String) async throws {
    let client = MediaWikiClient(
      apiURL: try #require(URL(string: url)), userAgent: "T/1 (t)",
      transport: ScriptedTransport([]))
    let host = client.apiURL.host ?? ""
    await #expect(throws: APIError.insecureTransport(host: host)) {
      try await client.clientLogin(username: "Editor", password: "secret")
    }
    await #expect(throws: APIError.insecureTransport(host: host)) {
      try await client.login(botUser: "Editor@notif", password: "secret")
    }
  }

  /// https to any host, and plain http to loopback by name or address, may carry a password.
  @Test(arguments: [
    "https://en.wikipedia.org/w/api.php", "HTTPS://EN.WIKIPEDIA.ORG/w/api.php",
    "http://localhost:18081/api.php", "http://[::1]:18081/api.php", "http://127.0.0.2/api.php",
  ])
  func passwordsMayGoOverHTTPSOrToThisMachine(url: String) async throws {
    let transport = ScriptedTransport([
      .fixture("tokens-login.json"), .fixture("clientlogin-pass.json"),
    ])
    let client = MediaWikiClient(
      apiURL: try #require(URL(string: url)), userAgent: "T/1 (t)", transport: transport)
    guard case .success = try await client.clientLogin(username: "Editor", password: "secret")
    else {
      Issue.record("\(url): login refused")
      return
    }
    // The password went in the POST body, never in the URL.
    let login = try #require(transport.requests.last)
    #expect(login.method == "POST")
    #expect(!login.url.absoluteString.contains("secret"))
  }

  /// The options write asserts a logged-in user and names the account, in the body of a POST.
  @Test func everyOptionsWriteAssertsTheNamedAccount() async throws {
    let transport = ScriptedTransport([
      .fixture("tokens-csrf.json"), .fixture("options-success.json"),
    ])
    let client = MediaWikiClient(
      apiURL: URL(string: "http://127.0.0.1:18081/api.php")!, userAgent: "T/1 (t)",
      transport: transport)
    _ = try await client.setOptions(
      [("echo-subscriptions-push-mention", true)], assertUser: "Editor")
    let write = try #require(transport.requests.last)
    #expect(write.method == "POST")
    let parameters = transport.parameters.last ?? [:]
    #expect(parameters["action"] == "options")
    #expect(parameters["assert"] == "user")
    #expect(parameters["assertuser"] == "Editor")
    #expect(write.url.query == nil)
  }
}
