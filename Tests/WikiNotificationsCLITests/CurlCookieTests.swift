#if os(Linux) && canImport(CurlTransport)
  import CurlTransport
  import Foundation
  import MediaWikiAPI
  import TestSupport
  import Testing

  /// The cookies of the Linux transport are libcurl's cookie engine's: what it takes from
  /// `Set-Cookie`, what it sends, what it refuses, and what a saved session restores.
  @Suite("curl cookies")
  struct CurlCookieTests {
    static func url(_ server: LocalHTTPServer) -> URL {
      URL(string: "http://127.0.0.1:\(server.port)/api.php")!
    }

    /// The `Cookie` field of a request as the server received it, or nil.
    static func cookieField(_ request: String) -> String? {
      request.split(separator: "\r\n").first { $0.lowercased().hasPrefix("cookie:") }.map {
        String($0.dropFirst("cookie:".count)).trimmingCharacters(in: .whitespaces)
      }
    }

    @Test func aCookieSetByOneAnswerGoesWithTheNextRequestOfTheSameSessionOnly() async throws {
      let server = try LocalHTTPServer { index, _ in
        .ok(
          "{}", extra: index == 0 ? "Set-Cookie: enwiki_session=abc123; path=/; HttpOnly\r\n" : "")
      }
      defer { server.close() }
      let transport = CurlTransport(timeout: 5)
      _ = try await transport.send(HTTPRequest(url: Self.url(server)))
      _ = try await transport.send(HTTPRequest(url: Self.url(server)))
      // Another session (its own engine) over the same connections sends nothing.
      _ = try await transport.with(cookies: CurlCookies()).send(HTTPRequest(url: Self.url(server)))
      #expect(server.requests.map(Self.cookieField) == [nil, "enwiki_session=abc123", nil])
      #expect(transport.cookieStore?.savedCookies().count == 1)
    }

    @Test func aCookieForAnotherHostIsNeverSent() async throws {
      let server = try LocalHTTPServer { _, _ in .ok("{}") }
      defer { server.close() }
      let cookies = try #require(CurlCookies())
      cookies.restore([
        "example.org\tFALSE\t/\tFALSE\t0\tforeign\tsecret-of-another-site",
        ".org\tTRUE\t/\tFALSE\t0\twide\tsecret-too",
        "127.0.0.1\tFALSE\t/\tFALSE\t0\tmine\t1",
      ])
      let transport = CurlTransport(timeout: 5, cookies: cookies)
      _ = try await transport.send(HTTPRequest(url: Self.url(server)))
      #expect(server.requests.map(Self.cookieField) == ["mine=1"])
    }

    @Test func aSetCookieTheEngineRefusesIsRefusedWholeNotHalfParsed() async throws {
      let refused = [
        // Another host's domain: libcurl drops the cookie rather than keep it host-only.
        "Set-Cookie: other=1; Domain=example.org; Path=/",
        // A control character in the name.
        "Set-Cookie: bad\u{1}name=1; Path=/",
        // A public suffix as the domain is another site's too.
        "Set-Cookie: wide=1; Domain=org",
      ]
      let server = try LocalHTTPServer { index, _ in
        .ok(
          "{}",
          extra: index == 0
            ? (refused + ["Set-Cookie: good=1; Path=/"]).joined(
              separator: "\r\n") + "\r\n" : "")
      }
      defer { server.close() }
      let transport = CurlTransport(timeout: 5)
      _ = try await transport.send(HTTPRequest(url: Self.url(server)))
      _ = try await transport.send(HTTPRequest(url: Self.url(server)))
      #expect(server.requests.map(Self.cookieField) == [nil, "good=1"])
      let saved = transport.cookieStore?.savedCookies() ?? []
      #expect(saved.count == 1 && saved[0].hasSuffix("\tgood\t1"))
    }

    @Test func aSavedSessionRestoresOnlyCookieLinesNeverCommands() throws {
      let cookies = try #require(CurlCookies())
      cookies.restore(["127.0.0.1\tFALSE\t/\tFALSE\t0\tkept\t1"])
      // "ALL" would erase the session; a Set-Cookie line would be parsed as a header.
      cookies.restore(["ALL", "Set-Cookie: injected=1; Domain=127.0.0.1", "a\tb"])
      let saved = cookies.savedCookies()
      #expect(saved.count == 1 && saved[0].hasSuffix("\tkept\t1"))
      cookies.removeAll()
      #expect(cookies.savedCookies().isEmpty)
    }

    /// Lines a saved session must never hand to libcurl: each is a header, a command or a
    /// cookie with a byte no cookie file holds.
    static let badLines = [
      // A Set-Cookie header written as seven tab-separated fields.
      "Set-Cookie: injected=1; Domain=127.0.0.1\tFALSE\t/\tFALSE\t0\tx\ty",
      "set-cookie:injected=1\tFALSE\t/\tFALSE\t0\tx\ty",
      // Control bytes other than CR, LF and NUL, in the value, the name, the path, the domain.
      "127.0.0.1\tFALSE\t/\tFALSE\t0\tescape\t\u{1B}]52;c;cHdu\u{07}",
      "127.0.0.1\tFALSE\t/\tFALSE\t0\tbell\u{07}\t1",
      "127.0.0.1\tFALSE\t/\u{01}\tFALSE\t0\tpath\t1",
      "127.0.0.1\u{0B}\tFALSE\t/\tFALSE\t0\tdomain\t1",
      "127.0.0.1\tFALSE\t/\tFALSE\t0\tdelete\t\u{7F}",
      // Fields out of shape.
      "127.0.0.1\tMAYBE\t/\tFALSE\t0\tflag\t1",
      "127.0.0.1\tFALSE\tnoslash\tFALSE\t0\tpath\t1",
      "127.0.0.1\tFALSE\t/\tFALSE\t-5\texpiry\t1",
      "127.0.0.1\tFALSE\t/\tFALSE\t1e300\texpiry\t1",
      "\tFALSE\t/\tFALSE\t0\tnodomain\t1",
      "127.0.0.1\tFALSE\t/\tFALSE\t0\t\tnoname",
      "127.0.0.1\tFALSE\t/\tFALSE\t0\ta=b\t1",
      // Commands.
      "ALL", "FLUSH", "SESS", "RELOAD",
    ]

    @Test(arguments: badLines)
    func aSavedLineThatIsNotAPrintableCookieLineIsNeverRestored(line: String) throws {
      let cookies = try #require(CurlCookies())
      cookies.restore(["127.0.0.1\tFALSE\t/\tFALSE\t0\tkept\t1", line])
      #expect(cookies.savedCookies() == ["127.0.0.1\tFALSE\t/\tFALSE\t0\tkept\t1"])
    }

    @Test func aCookieFieldBesideTheEngineIsRefusedUnsent() async throws {
      let server = try LocalHTTPServer { _, _ in .ok("{}") }
      defer { server.close() }
      let error = await #expect(throws: TransportFailure.self) {
        try await CurlTransport(timeout: 5).send(
          HTTPRequest(url: Self.url(server), headers: ["Cookie": "forged=1"]))
      }
      guard case .notSent? = error else {
        Issue.record("expected notSent, got \(String(describing: error))")
        return
      }
      #expect(server.requests.isEmpty)
    }
  }
#endif
