#if os(Linux)
  import Foundation
  import MediaWikiAPI
  import MediaWikiURLSession
  import TestSupport
  import Testing

  #if canImport(FoundationNetworking)
    import FoundationNetworking
  #endif

  /// The Apple platforms' transport (FoundationNetworking's URLSession here) against real
  /// sockets: a redirect is an answer, never followed to the address it names, whether the
  /// session is the transport's own or an app's lent one; an answer past the bound is refused.
  /// One test at a time: FoundationNetworking takes in the 100 MiB answers on the few threads
  /// of Dispatch's pool, and a redirect waiting behind them past its session's timeout ends
  /// the process inside FoundationNetworking (its timeout and the delegate's answer race).
  @Suite("URLSession transport: redirects and bounds", .serialized)
  struct URLSessionTransportTests {
    /// The transport's own session, and an app's session lent to it.
    static let sessions: [String] = ["own", "lent"]

    func transport(_ kind: String) -> URLSessionTransport {
      guard kind == "lent" else { return URLSessionTransport(timeout: 30) }
      let app = URLSession(configuration: .ephemeral)
      return URLSessionTransport(borrowing: { app })
    }

    @Test(arguments: sessions, [307, 308])
    func aRedirectToAnotherHostIsAnAnswerAndTheOtherHostGetsNothing(
      session: String, status: Int
    ) async throws {
      // Where the redirect points: another host name and port of this machine.
      let elsewhere = try LocalHTTPServer { _, _ in .ok("{\"login\":{\"result\":\"Success\"}}") }
      defer { elsewhere.close() }
      let target = "http://localhost:\(elsewhere.port)/api.php"
      let wiki = try LocalHTTPServer { _, _ in
        LocalHTTPServer.Reply(
          bytes: Array(
            "HTTP/1.1 \(status) Moved\r\nLocation: \(target)\r\nContent-Length: 0\r\n\r\n".utf8))
      }
      defer { wiki.close() }
      let apiURL = URL(string: "http://127.0.0.1:\(wiki.port)/api.php")!
      let transport = transport(session)

      // The transport hands the 3xx back as the answer.
      let post = HTTPRequest(
        method: "POST", url: apiURL,
        body: Data("action=login&lgname=Someone&lgpassword=redirect-secret".utf8))
      let answer = try await transport.send(post)
      #expect(answer.statusCode == status)
      #expect(answer.value(forHTTPHeaderField: "Location") == target)

      // The client reports it as the wiki's failure.
      let client = MediaWikiClient(
        apiURL: apiURL, userAgent: "Tests/1.0 (test)", transport: transport)
      await #expect(throws: APIError.self) {
        _ = try await client.login(botUser: "Someone@app", password: "redirect-secret")
      }
      #expect(wiki.requests.contains { $0.contains("redirect-secret") })
      #expect(elsewhere.connections == 0, "\(elsewhere.requests)")
      #expect(elsewhere.requests.isEmpty)
    }

    /// The transport's own session only: FoundationNetworking has no `bytes(for:)`, so here a
    /// lent session takes the same path (the whole body, then the bound), and each 100 MiB costs
    /// tens of seconds of a loaded machine.
    @Test func aHundredMebibyteAnswerIsRefused() async throws {
      let session = "own"
      let size = 100 * 1024 * 1024
      var bytes = Array("HTTP/1.1 200 OK\r\nContent-Length: \(size)\r\n\r\n".utf8)
      bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: size))
      let server = try LocalHTTPServer { [bytes] _, _ in LocalHTTPServer.Reply(bytes: bytes) }
      defer { server.close() }
      await #expect(
        throws: TransportFailure.outcomeUnknown(detail: "the answer is larger than 32 MiB")
      ) {
        try await transport(session).send(
          HTTPRequest(url: URL(string: "http://127.0.0.1:\(server.port)/api.php")!))
      }
      // An answer within the bound still arrives whole.
      let small = try LocalHTTPServer { _, _ in .ok("{\"batchcomplete\":true}") }
      defer { small.close() }
      let answer = try await transport(session).send(
        HTTPRequest(url: URL(string: "http://127.0.0.1:\(small.port)/api.php")!))
      #expect(answer.body == Data("{\"batchcomplete\":true}".utf8))
    }
  }
#endif
