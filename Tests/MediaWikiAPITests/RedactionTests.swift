import Foundation
import Testing

@testable import MediaWikiAPI

/// Passwords, tokens and cookie values never show when a value is printed, interpolated, dumped
/// or put in a failure message; what identifies the value (action, cookie names, user) still does.
@Suite("Secrets stay out of descriptions")
struct RedactionTests {
  static let password = "S3cret-pass"
  static let loginToken = "l0gin-token-abc+\\"
  static let cookieValue = "c00kie-value-123"

  /// Every way a value becomes text: description, reflection, interpolation and `dump`.
  static func renderings(_ value: some Any) -> [String] {
    var dumped = ""
    dump(value, to: &dumped)
    return [String(describing: value), String(reflecting: value), "\(value)", dumped]
  }

  static func expect(
    _ value: some Any, hides secrets: [String], shows visible: [String],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for text in renderings(value) {
      for secret in secrets {
        #expect(!text.contains(secret), "leaks \(secret)", sourceLocation: sourceLocation)
      }
      for part in visible {
        #expect(text.contains(part), "lacks \(part) in \(text)", sourceLocation: sourceLocation)
      }
    }
  }

  /// Two cookies as a cookie engine saves them (Netscape cookie file lines).
  static let lines = [
    "127.0.0.1\tFALSE\t/\tTRUE\t0\tenwiki_session\t\(cookieValue)",
    "127.0.0.1\tFALSE\t/\tTRUE\t1900000000\tenwikiToken\t\(cookieValue)-2",
  ]

  @Test func loginRequestsHidePasswordAndToken() {
    let botLogin = APIRequest.login(
      name: "Editor@bot", password: Self.password, loginToken: Self.loginToken)
    Self.expect(
      botLogin, hides: [Self.password, Self.loginToken],
      shows: ["login", "lgname", "Editor@bot", "lgpassword", "lgtoken", "<redacted>"])
    let clientLogin = APIRequest.clientLogin(
      username: "Editor", password: Self.password, loginToken: Self.loginToken,
      returnURL: "http://127.0.0.1/")
    Self.expect(
      clientLogin, hides: [Self.password, Self.loginToken],
      shows: ["clientlogin", "Editor", "password", "logintoken", "loginreturnurl", "POST"])
  }

  @Test func everyCredentialParameterIsMasked() {
    let request = APIRequest(
      method: .post,
      parameters: [
        ("action", "createaccount"), ("password", "p-1"), ("retype", "p-2"), ("token", "t-3"),
        ("lgtoken", "t-4"), ("createtoken", "t-5"), ("providertoken", "device-6"),
        ("type", "csrf"),
      ],
      token: .csrf)
    Self.expect(
      request, hides: ["p-1", "p-2", "t-3", "t-4", "t-5"],
      shows: ["createaccount", "device-6", "csrf", "providertoken", "retype"])
    #expect(APIRequest.isSecret("Password"))
    #expect(!APIRequest.isSecret("providertoken"))
    #expect(!APIRequest.isSecret("type"))
    #expect(!APIRequest.isSecret("tokens"))
  }

  @Test func masksDoNotChangeWhatIsSent() throws {
    let request = APIRequest.login(
      name: "Editor@bot", password: Self.password, loginToken: Self.loginToken)
    let sent = request.httpRequest(
      apiURL: URL(string: "http://127.0.0.1/api.php")!, userAgent: "Tests/1.0", token: nil)
    let body = try #require(sent.body.map { String(decoding: $0, as: UTF8.self) })
    #expect(body.contains("lgpassword=S3cret-pass"))
    #expect(request["lgpassword"] == Self.password)
  }

  @Test func savedSessionsShowUserAndCookieNamesOnly() {
    let saved = SavedSession(cookies: Self.lines, userName: "Editor")
    Self.expect(
      saved, hides: [Self.cookieValue], shows: ["Editor", "enwiki_session", "enwikiToken"])
    Self.expect(Optional(saved), hides: [Self.cookieValue], shows: ["Editor"])
    Self.expect(["en": saved], hides: [Self.cookieValue], shows: ["enwikiToken"])
  }

  @Test func savingASessionStillKeepsTheSecret() throws {
    let saved = SavedSession(cookies: Self.lines, userName: "Editor")
    let data = try JSONEncoder().encode(saved)
    #expect(String(decoding: data, as: UTF8.self).contains(Self.cookieValue))
    let restored = try JSONDecoder().decode(SavedSession.self, from: data)
    #expect(restored == saved)
    #expect(restored.cookies.allSatisfy { $0.contains(Self.cookieValue) })
  }
}
