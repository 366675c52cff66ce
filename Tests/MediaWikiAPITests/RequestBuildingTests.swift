import Foundation
import Testing

@testable import MediaWikiAPI

@Suite struct RequestBuildingTests {
  let api = URL(string: "https://en.wikipedia.org/w/api.php")!
  let agent = "NotificationSettingsTests/1.0 (test)"

  @Test func loadIsOneGETWithUserinfoOptionsTitlesGlobalPreferencesAndCsrfToken() throws {
    let request = APIRequest.loadAccount(messagesLanguage: "de").httpRequest(
      apiURL: api, userAgent: agent, token: nil)
    #expect(request.method == "GET")
    #expect(request.body == nil)
    #expect(request.value(forHTTPHeaderField: "User-Agent") == agent)
    let query = try #require(request.url.query)
    #expect(
      query
        == "action=query&meta=userinfo%7Ctokens%7Callmessages%7Cglobalpreferences&uiprop=options"
        + "&type=csrf&amprefix=echo-category-title-&amenableparser=1&amargs=1&amlang=de"
        + "&gprprop=preferences&format=json&formatversion=2&errorformat=plaintext"
    )
  }

  @Test func writesArePostsWithTheTokenInTheBodyNeverTheURL() throws {
    let request = APIRequest.setOptions(
      [("echo-subscriptions-push-mention", false), ("echo-subscriptions-push-edit-thank", true)],
      assertUser: "Ada Lovelace"
    ).httpRequest(apiURL: api, userAgent: agent, token: "abc+\\")
    #expect(request.method == "POST")
    #expect(request.url == api)
    #expect(
      request.value(forHTTPHeaderField: "Content-Type") == "application/x-www-form-urlencoded")
    let body = String(decoding: try #require(request.body), as: UTF8.self)
    #expect(
      body
        == "action=options&change=echo-subscriptions-push-mention%3D0%7Cecho-subscriptions-push-edit-thank%3D1"
        + "&assert=user&assertuser=Ada%20Lovelace&format=json&formatversion=2&errorformat=plaintext"
        + "&token=abc%2B%5C")
  }

  @Test func aLocalWriteNamesNoGlobalMode() {
    // Core's `global=update` would turn a value equal to the default into a deletion of the
    // global row; global choices go to GlobalPreferences' own module instead.
    let plain = APIRequest.setOptions([("a", true)], assertUser: "U")
    #expect(plain["global"] == nil)
    #expect(plain["change"] == "a=1")
    let global = APIRequest.setGlobalPreferences([("a", true)], assertUser: "U")
    #expect(global["action"] == "globalpreferences" && global["change"] == "a=1")
  }

  @Test func loginSecretsTravelInThePostBody() throws {
    let request = APIRequest.clientLogin(
      username: "Editor", password: "s3cret pass", loginToken: "lt+\\", returnURL: "http://x/"
    ).httpRequest(apiURL: api, userAgent: agent, token: nil)
    #expect(request.method == "POST")
    #expect(!request.url.absoluteString.contains("s3cret"))
    let body = String(decoding: try #require(request.body), as: UTF8.self)
    #expect(body.contains("password=s3cret%20pass"))
    #expect(body.contains("logintoken=lt%2B%5C"))
  }

  @Test func pushSubscriptionRequests() {
    let create = APIRequest.createPushSubscription(
      provider: .apns, deviceToken: "abcd", topic: "org.wikipedia")
    #expect(create.method == .post)
    #expect(create.token == .csrf)
    #expect(create["command"] == "create")
    #expect(create["provider"] == "apns")
    #expect(create["providertoken"] == "abcd")
    #expect(create["topic"] == "org.wikipedia")
    let delete = APIRequest.deletePushSubscriptions(deviceTokens: ["a1", "b2"])
    #expect(delete["command"] == "delete")
    #expect(delete["providertoken"] == "a1|b2")
    #expect(delete["provider"] == nil)
  }
}
