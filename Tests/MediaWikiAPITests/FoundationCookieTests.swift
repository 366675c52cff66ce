import Foundation
import MediaWikiAPI
import Testing

@testable import MediaWikiURLSession

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The cookies of URLSessionTransport are Foundation's `HTTPCookieStorage`'s: its domain rules
/// decide what goes to a wiki, and a saved session moves between it and libcurl's lines.
@Suite("Foundation cookies")
struct FoundationCookieTests {
  static let wiki = URL(string: "https://127.0.0.1:18081/api.php")!

  @Test func aCookieForAnotherHostIsNeverSentToTheWiki() throws {
    let transport = URLSessionTransport(timeout: 5)
    let store = try #require(transport.cookieStore)
    store.restore([
      "example.org\tFALSE\t/\tFALSE\t0\tforeign\tsecret-of-another-site",
      "127.0.0.1\tFALSE\t/\tTRUE\t0\tenwiki_session\tmine",
    ])
    let storage = try #require(store as? FoundationCookies).storage
    let sent = HTTPCookie.requestHeaderFields(with: storage.cookies(for: Self.wiki) ?? [])
    #expect(sent["Cookie"] == "enwiki_session=mine")
    #expect(store.savedCookies().count == 2)
  }

  @Test func eachTransportHasItsOwnStorageAndALentSessionNone() throws {
    let first = try #require(URLSessionTransport(timeout: 5).cookieStore)
    let second = try #require(URLSessionTransport(timeout: 5).cookieStore)
    first.restore(["127.0.0.1\tFALSE\t/\tFALSE\t0\ta\t1"])
    #expect(second.savedCookies().isEmpty)
    let lent = URLSession(configuration: .ephemeral)
    #expect(URLSessionTransport(borrowing: { lent }).cookieStore == nil)
  }

  @Test func savedLinesRoundTripAndMalformedOnesAreLeftOut() throws {
    let store = try #require(URLSessionTransport(timeout: 5).cookieStore)
    let line = "#HttpOnly_127.0.0.1\tFALSE\t/\tTRUE\t1900000000\tenwiki_session\tabc"
    store.restore([line, "not a cookie line", "a\tb\tc"])
    #expect(store.savedCookies() == [line])
    store.removeAll()
    #expect(store.savedCookies().isEmpty)
  }

  @Test(arguments: [
    "Set-Cookie: injected=1; Domain=127.0.0.1\tFALSE\t/\tFALSE\t0\tx\ty",
    "127.0.0.1\tFALSE\t/\tFALSE\t0\tescape\t\u{1B}]52;c;cHdu\u{07}",
    "127.0.0.1\tFALSE\t/\tFALSE\t0\tbell\u{07}\t1",
    "127.0.0.1\tFALSE\t/\u{01}\tFALSE\t0\tpath\t1",
    "127.0.0.1\tFALSE\t/\tFALSE\t0\tdelete\t\u{7F}",
    "127.0.0.1\tFALSE\t/\tFALSE\t1e300\texpiry\t1",
    "127.0.0.1\tMAYBE\t/\tFALSE\t0\tflag\t1",
  ])
  func aLineThatIsNotAPrintableCookieLineIsLeftOut(line: String) throws {
    let store = try #require(URLSessionTransport(timeout: 5).cookieStore)
    let kept = "127.0.0.1\tFALSE\t/\tFALSE\t0\tkept\t1"
    store.restore([kept, line])
    #expect(store.savedCookies() == [kept])
  }
}
