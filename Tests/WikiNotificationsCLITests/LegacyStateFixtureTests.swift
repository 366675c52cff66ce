#if os(Linux) && canImport(CurlTransport)
  import CurlTransport
  import Foundation
  import MediaWikiAPI
  import Testing

  @testable import WikiNotificationsCLI

  /// A state file the tool at commit 9a45eb0 wrote (its own cookie jar, before libcurl kept the
  /// cookies), committed as `Support/state-written-by-9a45eb0.json`: that tool logged the
  /// throwaway account `OldToolFixture` in to a test wiki over http (de) and over https (en).
  /// Each session has the wiki's session cookie (no expiry) and remember-me cookies with one.
  /// Read by today's tool, the http session's cookies are sent over http (not Secure), the
  /// https session's only over https (Secure), and each expiry is the one the old tool kept.
  @Suite("a state file written by the tool at 9a45eb0")
  struct LegacyStateFixtureTests {
    static let httpKey = "http://127.0.0.1:18692/api.php"
    static let httpsKey = "https://127.0.0.1:18681/api.php"

    static func fixture() throws -> Data {
      let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Support/state-written-by-9a45eb0.json")
      return try Data(contentsOf: url)
    }

    /// The old tool's cookies of one session: name -> (value, expiry in whole seconds since 1970).
    static func oldCookies(_ key: String) throws -> [String: (value: String, expires: Int64?)] {
      let object = try #require(
        try JSONSerialization.jsonObject(with: fixture()) as? [String: Any])
      let sessions = try #require(object["sessions"] as? [String: [String: Any]])
      let jar = try #require(sessions[key]?["cookies"] as? [String: Any])
      let cookies = try #require(jar["cookies"] as? [String: [String: Any]])
      return try cookies.mapValues { cookie in
        let value = try #require(cookie["value"] as? String)
        // Foundation's default date encoding: seconds since 2001.
        let expires = (cookie["expires"] as? Double).map {
          Int64(Date(timeIntervalSinceReferenceDate: $0).timeIntervalSince1970.rounded(.down))
        }
        return (value, expires)
      }
    }

    /// The converted lines by cookie name: libcurl's seven fields.
    static func lines(_ state: ToolState, _ key: String) throws -> [String: [String]] {
      let lines = try #require(state.sessions[key]?.cookies)
      return Dictionary(
        uniqueKeysWithValues: lines.map { line in
          let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(
            String.init)
          return (fields.count == 7 ? fields[5] : line, fields)
        })
    }

    @Test func eachCookieKeepsItsValueItsExpiryAndTheSchemesSecureFlag() throws {
      let state = try JSONDecoder().decode(ToolState.self, from: Self.fixture())
      #expect(state.sessions.keys.sorted() == [Self.httpKey, Self.httpsKey])
      var expiries = 0
      for (key, secure) in [(Self.httpKey, "FALSE"), (Self.httpsKey, "TRUE")] {
        let old = try Self.oldCookies(key)
        let converted = try Self.lines(state, key)
        #expect(Set(converted.keys) == Set(old.keys), "\(key)")
        #expect(state.sessions[key]?.userName == "OldToolFixture")
        for (name, cookie) in old {
          let fields = try #require(converted[name], "\(name) of \(key)")
          try #require(fields.count == 7, "\(fields)")
          #expect(fields[0] == "127.0.0.1" && fields[2] == "/", "\(fields)")
          #expect(fields[3] == secure, "\(name) of \(key): Secure \(fields[3])")
          #expect(fields[4] == String(cookie.expires ?? 0), "\(name) of \(key): expiry")
          #expect(fields[6] == cookie.value, "\(name) of \(key): value")
          if cookie.expires != nil { expiries += 1 }
        }
        // The session cookie has no expiry; the remember-me ones do.
        #expect(old.values.contains { $0.expires == nil }, "\(key)")
      }
      #expect(expiries >= 4)
    }

    /// Through libcurl's cookie engine: the http session's cookies go with a request over http,
    /// every one not expired yet (the session and the remember-me cookies; `UseDC` lived
    /// seconds). (The https session's Secure flag cannot be seen on the wire here: libcurl sends
    /// Secure cookies over plain http to 127.0.0.1, a secure origin; the lines above pin it.)
    @Test func theHttpSessionIsSentOverHttp() async throws {
      let state = try JSONDecoder().decode(ToolState.self, from: Self.fixture())
      let server = try LocalHTTPServer { _, _ in .ok("{}") }
      defer { server.close() }
      let url = try #require(URL(string: "http://127.0.0.1:\(server.port)/api.php"))
      let cookies = try #require(CurlCookies())
      cookies.restore(try #require(state.sessions[Self.httpKey]?.cookies))
      _ = try await CurlTransport(timeout: 5, cookies: cookies).send(HTTPRequest(url: url))
      let field = server.requests.last.flatMap(CurlCookieTests.cookieField) ?? ""
      let sent = Set(field.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) })
      let now = Int64(Date().timeIntervalSince1970)
      let live = try Self.oldCookies(Self.httpKey).filter { ($0.value.expires ?? .max) > now }
      #expect(live.keys.contains("dewiki_session"))
      #expect(sent == Set(live.map { "\($0.key)=\($0.value.value)" }), "\(sent.count) sent")
    }
  }
#endif
