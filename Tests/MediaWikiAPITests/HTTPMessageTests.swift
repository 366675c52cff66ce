import Foundation
import Testing

@testable import MediaWikiAPI
@testable import MediaWikiURLSession

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The package's own request and answer values, and URLSession's conversion at its edge.
@Suite struct HTTPMessageTests {
  let url = URL(string: "http://127.0.0.1:18081/api.php?action=query")!

  @Test func headerNamesAreCaseBlindAndSettingOneReplacesEverySpelling() {
    var request = HTTPRequest(method: "POST", url: url, headers: ["content-type": "text/plain"])
    #expect(request.value(forHTTPHeaderField: "Content-Type") == "text/plain")
    request.setValue("application/json", forHTTPHeaderField: "CONTENT-TYPE")
    #expect(request.headers == ["CONTENT-TYPE": "application/json"])
    request.setValue(nil, forHTTPHeaderField: "content-type")
    #expect(request.headers.isEmpty)
    let response = HTTPResponse(statusCode: 200, headers: ["retry-after": "5"])
    #expect(response.value(forHTTPHeaderField: "Retry-After") == "5")
    #expect(response.value(forHTTPHeaderField: "Set-Cookie") == nil)
  }

  @Test func aPrintedRequestShowsNoCookieOrBody() {
    var request = HTTPRequest(method: "POST", url: url, body: Data("lgpassword=S3cret".utf8))
    request.setValue("enwiki_session=abc123", forHTTPHeaderField: "Cookie")
    var dumped = ""
    dump(request, to: &dumped)
    for text in [String(describing: request), String(reflecting: request), "\(request)", dumped] {
      #expect(!text.contains("S3cret"), "\(text)")
      #expect(!text.contains("abc123"), "\(text)")
      #expect(text.contains("Cookie"), "\(text)")
    }
  }

  @Test func urlSessionGetsTheSameMethodURLHeadersAndBody() {
    let request = HTTPRequest(
      method: "POST", url: url, headers: ["User-Agent": "T/1 (t)", "Cookie": "a=1"],
      body: Data("x=1".utf8))
    let converted = URLSessionTransport.urlRequest(request)
    #expect(converted.httpMethod == "POST")
    #expect(converted.url == url)
    #expect(converted.value(forHTTPHeaderField: "user-agent") == "T/1 (t)")
    #expect(converted.value(forHTTPHeaderField: "Cookie") == "a=1")
    #expect(converted.httpBody == Data("x=1".utf8))
  }

  @Test func urlSessionsAnswerKeepsStatusHeadersAndBody() throws {
    let answer = try #require(
      HTTPURLResponse(
        url: url, statusCode: 503, httpVersion: "HTTP/1.1",
        headerFields: ["Retry-After": "5", "Set-Cookie": "a=1, b=2"]))
    let response = URLSessionTransport.response(answer, body: Data("{}".utf8))
    #expect(response.statusCode == 503)
    #expect(response.value(forHTTPHeaderField: "retry-after") == "5")
    #expect(response.value(forHTTPHeaderField: "Set-Cookie") == "a=1, b=2")
    #expect(response.body == Data("{}".utf8))
  }
}
