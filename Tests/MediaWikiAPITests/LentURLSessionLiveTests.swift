import Foundation
import MediaWikiAPI
import MediaWikiURLSession
import TestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// An app's own URLSession lent to the client, on the real English wiki: the app logs in through
/// it, and the client, which never logs in, reads the account through the same session.
@Suite("A lent URLSession on the real test wiki")
struct LentURLSessionLiveTests {
  let wiki: TestWiki
  init() throws { wiki = try TestWiki.load() }

  @Test func theClientReadsTheAccountTheAppLoggedInWithoutALoginOfItsOwn() async throws {
    let account = try await wiki.freshAccount(on: [wiki.en])
    // FoundationNetworking's URLSession cannot trust the wikis' private authority on Linux: the
    // wiki's plain-http address (loopback) stands in for the app's https one.
    var site = wiki.en
    site.apiURL = wiki.en.plainHTTPAPIURL
    // The app's session: its cookie storage, replaced at times (read at each request).
    let configuration = URLSessionConfiguration.ephemeral
    let storage = try #require(configuration.httpCookieStorage)
    let current = LockedBox(URLSession(configuration: configuration))
    let lent = URLSessionTransport(borrowing: { current.value })
    let app = AppLogin(site: site, transport: lent)
    try await app.logIn(account)
    // The app replaces its session object; the cookie storage (the login) stays.
    current.value = URLSession(configuration: configuration)

    let recorded = RecordingTransport(base: lent)
    let client = MediaWikiClient(
      apiURL: site.apiURL, userAgent: TestWiki.userAgent, transport: recorded)
    let info = try await client.loadAccount()
    #expect(info.name == account.name && !info.isAnonymous)
    #expect(recorded.requests.map(\.action) == ["query"])
    // The client keeps no cookie and cannot clear the app's.
    #expect(await client.savedSession.cookies.isEmpty)
    await client.forgetSession()
    #expect(!(storage.cookies ?? []).isEmpty)
    #expect(try await app.userName() == account.name)
  }
}
