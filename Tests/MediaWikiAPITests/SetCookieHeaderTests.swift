import Foundation
import Testing

@testable import MediaWikiAPI

/// Our `Set-Cookie` reader (RFC 6265 §5.2 and the §5.1.1 date algorithm) on what MediaWiki and
/// PHP really send, and on what a broken server or proxy might.
@Suite("Set-Cookie headers")
struct SetCookieHeaderTests {
  /// 2027-01-15 08:00:00 UTC, a fixed "now".
  static let now = Date(timeIntervalSince1970: 1_800_000_000)

  static func utc(_ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int, _ second: Int)
    -> Date
  {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar.date(
      from: DateComponents(
        year: year, month: month, day: day, hour: hour, minute: minute, second: second))!
  }

  @Test func aMediaWikiSessionCookie() {
    #expect(
      SetCookieHeader.cookies(
        in: "enwiki_session=0t8l47vgd596of4iuk3t0oq40c92ir1p; path=/; HttpOnly", now: Self.now)
        == [.init(name: "enwiki_session", value: "0t8l47vgd596of4iuk3t0oq40c92ir1p", expires: nil)])
  }

  /// Several headers joined by commas, with PHP's `Expires` dates (which hold commas too).
  @Test func joinedHeadersAreSplitOutsideTheirDates() {
    let field =
      "enwiki_session=abc; path=/; secure; HttpOnly, "
      + "enwikiUserID=42; expires=Sat, 15-Jul-2027 08:00:00 GMT; Max-Age=15552000; path=/, "
      + "enwikiUserName=Editor; expires=Sat, 15-Jul-2027 08:00:00 GMT; path=/, "
      + "enwikiToken=deleted; expires=Thu, 01-Jan-1970 00:00:01 GMT; Max-Age=0; path=/"
    #expect(
      SetCookieHeader.cookies(in: field, now: Self.now) == [
        .init(name: "enwiki_session", value: "abc", expires: nil),
        .init(name: "enwikiUserID", value: "42", expires: Self.now.addingTimeInterval(15_552_000)),
        .init(name: "enwikiUserName", value: "Editor", expires: Self.utc(2027, 7, 15, 8, 0, 0)),
        .init(name: "enwikiToken", value: "deleted", expires: .distantPast),
      ])
  }

  @Test(arguments: [
    ("Sun, 06 Nov 1994 08:49:37 GMT", 1994, 11, 6, 8, 49, 37),  // RFC 1123
    ("Sunday, 06-Nov-94 08:49:37 GMT", 1994, 11, 6, 8, 49, 37),  // RFC 850
    ("Sun Nov  6 08:49:37 1994", 1994, 11, 6, 8, 49, 37),  // asctime
    ("Sun, 29-Nov-2026 17:00:00 GMT", 2026, 11, 29, 17, 0, 0),  // PHP
    ("29 feb 2028 23:59:59", 2028, 2, 29, 23, 59, 59),
    ("Thu, 01-Jan-1970 00:00:01 GMT", 1970, 1, 1, 0, 0, 1),
    ("1 JANUARY 05 1:2:3", 2005, 1, 1, 1, 2, 3),
  ])
  func cookieDates(
    text: String, year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int
  ) {
    #expect(CookieDate.parse(text[...]) == Self.utc(year, month, day, hour, minute, second))
  }

  @Test(arguments: [
    "", "tomorrow", "Sun, 29-Nov-2026 GMT", "29 Nov 2026 24:00:00", "30 Feb 2028 10:00:00",
    "29 Feb 2027 10:00:00", "29 Nov 1600 10:00:00", "32 Nov 2026 10:00:00", "29 Nov 2026 10:60:00",
    "29 Nox 2026 10:00:00", "Nov 2026 10:00:00", "\u{0}",
  ])
  func notCookieDates(text: String) {
    #expect(CookieDate.parse(text[...]) == nil)
  }

  /// Non-ASCII is not a delimiter (§5.1.1), so it spoils only the token it is glued to.
  @Test func nonASCIITokensAreSkipped() {
    #expect(CookieDate.parse("😀 29 Nov 2026 10:00:00 😀"[...]) == Self.utc(2026, 11, 29, 10, 0, 0))
  }

  /// Max-Age wins over Expires in either order; a bad Max-Age is ignored, not read as zero.
  @Test func maxAgeWinsAndBadOnesAreIgnored() {
    let expires = "expires=Sat, 15-Jul-2027 08:00:00 GMT"
    #expect(
      SetCookieHeader.cookies(in: "a=1; Max-Age=60; \(expires)", now: Self.now)[0].expires
        == Self.now.addingTimeInterval(60))
    #expect(
      SetCookieHeader.cookies(in: "a=1; \(expires); max-age=-5", now: Self.now)[0].expires
        == .distantPast)
    #expect(
      SetCookieHeader.cookies(in: "a=1; Max-Age=+60; \(expires)", now: Self.now)[0].expires
        == Self.utc(2027, 7, 15, 8, 0, 0))
    #expect(
      SetCookieHeader.cookies(in: "a=1; Max-Age=soon", now: Self.now)[0].expires == nil)
    #expect(
      SetCookieHeader.cookies(in: "a=1; Max-Age=99999999999999999999999", now: Self.now)[0]
        .expires == nil)
  }

  /// Foundation's parser on Linux traps on the first and empties the second; ours leaves out
  /// every cookie that could not be sent back safely and keeps the good ones beside it.
  @Test func unusableCookiesAreLeftOutAndTheRestKept() {
    let field =
      "😀=x, a😀=b, =novalue, nameonly, b=has space, c=semi\u{7F}colon, d=\"quoted\", "
      + "e=ok; path=/, f=ü, g=, h=a=b"
    #expect(
      SetCookieHeader.cookies(in: field, now: Self.now) == [
        .init(name: "d", value: "\"quoted\"", expires: nil),
        .init(name: "e", value: "ok", expires: nil),
        .init(name: "g", value: "", expires: nil),
        .init(name: "h", value: "a=b", expires: nil),
      ])
  }

  /// The jar: an expired, emptied or `deleted` cookie removes the one it had.
  @Test func theJarForgetsCookiesTheServerDeletes() throws {
    func response(_ field: String) -> HTTPResponse {
      HTTPResponse(statusCode: 200, headers: ["Set-Cookie": field])
    }
    var jar = CookieJar()
    jar.store(from: response("a=1, b=2; Max-Age=60, c=3, d=4"), now: Self.now)
    #expect(jar.header(now: Self.now) == "a=1; b=2; c=3; d=4")
    #expect(jar.header(now: Self.now.addingTimeInterval(61)) == "a=1; c=3; d=4")
    jar.store(
      from: response("a=deleted; expires=Thu, 01-Jan-1970 00:00:01 GMT, b=; path=/, c=deleted"),
      now: Self.now)
    #expect(jar.header(now: Self.now) == "d=4")
    #expect(jar.cookies.keys.sorted() == ["d"])
  }
}
