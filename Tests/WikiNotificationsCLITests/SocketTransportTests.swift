#if os(Linux) && canImport(SocketTransport)
  import Foundation
  import MediaWikiAPI
  import TestSupport
  import Testing

  @testable import SocketTransport

  /// The Linux transport against real sockets: the same failures as URLSessionTransport (not
  /// sent vs outcome unknown), its timeout, cancellation, kept-alive connections, and many
  /// requests at once against the real test wiki.
  @Suite("socket transport")
  struct SocketTransportTests {
    func client(port: Int, timeout: Double) -> MediaWikiClient {
      MediaWikiClient(
        apiURL: URL(string: "http://127.0.0.1:\(port)/api.php")!,
        userAgent: "Tests/1.0 (test)", transport: SocketTransport(timeout: timeout))
    }

    @Test(.timeLimit(.minutes(1))) func aServerPastTheTimeoutIsAnUnknownOutcome() async throws {
      let server = try SilentServer()
      defer { server.close() }
      let started = ContinuousClock.now
      let error = await #expect(throws: APIError.self) {
        try await client(port: server.port, timeout: 1).loadAccount()
      }
      #expect(error == .transport(.outcomeUnknown(detail: "timed out")))
      #expect(error?.isDefinite == false)
      #expect(ContinuousClock.now - started < .seconds(20))
    }

    @Test func aClosedPortIsNotSent() async throws {
      // The listener is closed: the connection is refused, so the request surely never arrived.
      let server = try SilentServer()
      let port = server.port
      server.close()
      let error = await #expect(throws: APIError.self) {
        try await client(port: port, timeout: 5).loadAccount()
      }
      #expect(
        error
          == .transport(
            .notSent(detail: "could not connect to 127.0.0.1:\(port): Connection refused")))
      #expect(error?.isDefinite == true)
    }

    @Test(.timeLimit(.minutes(1))) func aCancelledRequestEndsAtOnceWithAnUnknownOutcome()
      async throws
    {
      let server = try SilentServer()
      defer { server.close() }
      let client = client(port: server.port, timeout: 30)
      let request = Task { try await client.loadAccount() }
      try await Task.sleep(for: .milliseconds(200))
      let started = ContinuousClock.now
      request.cancel()
      let result = await request.result
      guard case .failure(let error) = result,
        case .transport(.outcomeUnknown(let detail))? = error as? APIError
      else {
        Issue.record("expected an unknown outcome, got \(result)")
        return
      }
      #expect(detail == "cancelled")
      #expect(ContinuousClock.now - started < .seconds(5), "long before the 30 s timeout")
    }

    @Test func aHeaderWithALineBreakIsRefusedUnsent() async throws {
      let server = try LocalHTTPServer { _, _ in .ok("{}") }
      defer { server.close() }
      let request = HTTPRequest(
        url: URL(string: "http://127.0.0.1:\(server.port)/api.php")!,
        headers: ["X-Test": "a\r\nCookie: stolen=1"])
      await #expect(throws: TransportFailure.notSent(detail: "invalid header field X-Test")) {
        try await SocketTransport().send(request)
      }
      #expect(server.requests.isEmpty)
    }

    @Test func requestsShareOneKeptAliveConnectionAndRepeatedFieldsAreJoined() async throws {
      let server = try LocalHTTPServer { index, _ in
        .ok("{\"n\":\(index)}", extra: "Set-Cookie: a=\(index); path=/\r\nSet-Cookie: b=2\r\n")
      }
      defer { server.close() }
      let transport = SocketTransport(timeout: 5)
      let url = URL(string: "http://127.0.0.1:\(server.port)/w/api.php?action=query&x=%20")!
      let first = try await transport.send(HTTPRequest(url: url))
      let second = try await transport.send(
        HTTPRequest(method: "POST", url: url, headers: ["Cookie": "s=1"], body: Data("a=b".utf8)))
      #expect(
        first
          == HTTPResponse(
            statusCode: 200,
            headers: [
              "Content-Type": "application/json", "Content-Length": "7",
              "Set-Cookie": "a=0; path=/, b=2",
            ], body: Data("{\"n\":0}".utf8)))
      #expect(second.body == Data("{\"n\":1}".utf8))
      #expect(server.connections == 1)
      #expect(
        server.requests == [
          "GET /w/api.php?action=query&x=%20 HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n\r\n",
          "POST /w/api.php?action=query&x=%20 HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n"
            + "Cookie: s=1\r\nContent-Length: 3\r\n\r\na=b",
        ])
    }

    @Test func aConnectionTheServerClosedIsNotReused() async throws {
      let server = try LocalHTTPServer { index, _ in .ok("\(index)", close: true) }
      defer { server.close() }
      let transport = SocketTransport(timeout: 5)
      let url = URL(string: "http://127.0.0.1:\(server.port)/")!
      // Keep-alive framing, then a close: the transport must notice before the next request.
      _ = try await transport.send(HTTPRequest(url: url))
      try await Task.sleep(for: .milliseconds(50))
      let second = try await transport.send(HTTPRequest(url: url))
      #expect(second.body == Data("1".utf8))
      #expect(server.connections == 2)
    }

    @Test func aConnectionWithBytesBeyondTheAnswerIsNotReused() async throws {
      let server = try LocalHTTPServer { index, _ in
        LocalHTTPServer.Reply(
          bytes: Array("HTTP/1.1 200 OK\r\nContent-Length: 1\r\n\r\n\(index)JUNK".utf8))
      }
      defer { server.close() }
      let transport = SocketTransport(timeout: 5)
      let url = URL(string: "http://127.0.0.1:\(server.port)/")!
      let first = try await transport.send(HTTPRequest(url: url))
      let second = try await transport.send(HTTPRequest(url: url))
      #expect(first.body == Data("0".utf8) && second.body == Data("1".utf8))
      #expect(server.connections == 2)
    }

    @Test func anAnswerCutShortIsAnUnknownOutcome() async throws {
      let server = try LocalHTTPServer { _, _ in
        LocalHTTPServer.Reply(
          bytes: Array("HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\n{\"partial\"".utf8),
          close: true)
      }
      defer { server.close() }
      await #expect(
        throws: TransportFailure.outcomeUnknown(detail: "the connection closed inside the answer")
      ) {
        try await SocketTransport(timeout: 5).send(
          HTTPRequest(url: URL(string: "http://127.0.0.1:\(server.port)/")!))
      }
    }

    @Test func manyRequestsAtOnceAllArrive() async throws {
      let wiki = try TestWiki.load()
      let client = MediaWikiClient(
        apiURL: wiki.en.apiURL, userAgent: TestWiki.userAgent, transport: SocketTransport())
      let anonymous = try await withThrowingTaskGroup(of: Bool.self) { group in
        for _ in 0..<32 { group.addTask { try await client.loadAccount().isAnonymous } }
        return try await group.reduce(into: [Bool]()) { $0.append($1) }
      }
      #expect(anonymous == Array(repeating: true, count: 32))
    }
  }
#endif
