#if os(Linux) && canImport(CurlTransport)
  import CurlTransport
  import Foundation
  import MediaWikiAPI
  import TestSupport
  import Testing

  /// The Linux transport against real sockets: the same failures as URLSessionTransport (not
  /// sent vs outcome unknown), its timeout, cancellation, kept-alive connections, its bounds,
  /// and many requests at once against the real test wiki.
  @Suite("curl transport")
  struct CurlTransportTests {
    func client(port: Int, timeout: Double) -> MediaWikiClient {
      MediaWikiClient(
        apiURL: URL(string: "http://127.0.0.1:\(port)/api.php")!,
        userAgent: "Tests/1.0 (test)", transport: CurlTransport(timeout: timeout))
    }

    func get(_ server: LocalHTTPServer, timeout: Double = 5) async throws(TransportFailure)
      -> HTTPResponse
    {
      try await CurlTransport(timeout: timeout).send(
        HTTPRequest(url: URL(string: "http://127.0.0.1:\(server.port)/api.php")!))
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
      guard case .transport(.notSent(let detail))? = error else {
        Issue.record("expected a request not sent, got \(String(describing: error))")
        return
      }
      #expect(detail.hasPrefix("Failed to connect to 127.0.0.1 port \(port) after "), "\(detail)")
      #expect(detail.hasSuffix(": Couldn't connect to server"), "\(detail)")
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

    @Test func aCancelledRequestClosesItsConnectionAndTheTransportGoesOn() async throws {
      // The first request's answer never comes; after its cancellation the same transport
      // still answers on a new connection.
      let server = try LocalHTTPServer { index, _ in
        index == 0 ? LocalHTTPServer.Reply(bytes: [], stall: true) : .ok("{\"n\":\(index)}")
      }
      defer { server.close() }
      let transport = CurlTransport(timeout: 30)
      let url = URL(string: "http://127.0.0.1:\(server.port)/api.php")!
      let stalled = Task { try await transport.send(HTTPRequest(url: url)) }
      while server.requests.isEmpty { try await Task.sleep(for: .milliseconds(20)) }
      stalled.cancel()
      await #expect(throws: TransportFailure.outcomeUnknown(detail: "cancelled")) {
        try await stalled.value
      }
      let next = try await transport.send(HTTPRequest(url: url))
      #expect(next.body == Data("{\"n\":1}".utf8))
      #expect(server.connections == 2)
    }

    @Test func aHeaderWithALineBreakIsRefusedUnsent() async throws {
      let server = try LocalHTTPServer { _, _ in .ok("{}") }
      defer { server.close() }
      let request = HTTPRequest(
        url: URL(string: "http://127.0.0.1:\(server.port)/api.php")!,
        headers: ["X-Test": "a\r\nCookie: stolen=1"])
      await #expect(throws: TransportFailure.notSent(detail: "invalid header field X-Test")) {
        try await CurlTransport().send(request)
      }
      #expect(server.requests.isEmpty)
    }

    @Test func requestsShareOneKeptAliveConnectionAndRepeatedFieldsAreJoined() async throws {
      let server = try LocalHTTPServer { index, _ in
        .ok("{\"n\":\(index)}", extra: "Set-Cookie: a=\(index); path=/\r\nSet-Cookie: b=2\r\n")
      }
      defer { server.close() }
      let transport = CurlTransport(timeout: 5)
      let url = URL(string: "http://127.0.0.1:\(server.port)/w/api.php?action=query&x=%20")!
      let first = try await transport.send(HTTPRequest(url: url))
      let second = try await transport.send(
        HTTPRequest(
          method: "POST", url: url,
          headers: ["Content-Type": "application/x-www-form-urlencoded"],
          body: Data("a=b".utf8)))
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
          // libcurl's cookie engine sends the first answer's cookies (b's default path is
          // /w, longer than a's /, so it comes first).
          "POST /w/api.php?action=query&x=%20 HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n"
            + "Cookie: b=2; a=0\r\nContent-Type: application/x-www-form-urlencoded\r\n"
            + "Content-Length: 3\r\n\r\na=b",
        ])
    }

    @Test func aRedirectIsNotFollowed() async throws {
      let server = try LocalHTTPServer { _, _ in
        LocalHTTPServer.Reply(
          bytes: Array(
            "HTTP/1.1 302 Found\r\nLocation: http://127.0.0.1:9/elsewhere\r\nContent-Length: 0\r\n\r\n"
              .utf8))
      }
      defer { server.close() }
      let answer = try await get(server)
      #expect(answer.statusCode == 302)
      #expect(answer.value(forHTTPHeaderField: "location") == "http://127.0.0.1:9/elsewhere")
      #expect(server.requests.count == 1)
    }

    @Test func aConnectionTheServerClosedIsNotReused() async throws {
      let server = try LocalHTTPServer { index, _ in .ok("\(index)", close: true) }
      defer { server.close() }
      let transport = CurlTransport(timeout: 5)
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
      let transport = CurlTransport(timeout: 5)
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
        throws: TransportFailure.outcomeUnknown(
          detail: "transfer closed with 90 bytes remaining to read")
      ) {
        try await get(server)
      }
    }

    @Test func aBodyPastTheBoundIsRefused() async throws {
      // Announced by its length: refused before it is read.
      let announced = try LocalHTTPServer { _, _ in
        LocalHTTPServer.Reply(
          bytes: Array(
            "HTTP/1.1 200 OK\r\nContent-Length: \(CurlTransport.maximumBody + 1)\r\n\r\n{".utf8))
      }
      defer { announced.close() }
      await #expect(
        throws: TransportFailure.outcomeUnknown(detail: "the answer is larger than 4 MiB")
      ) {
        try await get(announced)
      }
      // Chunked, so only counting finds it: a chunk of 1 MiB over and over.
      let chunk = Array("100000\r\n".utf8) + [UInt8](repeating: 0x20, count: 0x100000) + [13, 10]
      var bytes = Array("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n".utf8)
      bytes.reserveCapacity(bytes.count + 40 * chunk.count)
      for _ in 0..<40 { bytes += chunk }
      let endless = try LocalHTTPServer { [bytes] _, _ in LocalHTTPServer.Reply(bytes: bytes) }
      defer { endless.close() }
      await #expect(
        throws: TransportFailure.outcomeUnknown(detail: "the answer is larger than 4 MiB")
      ) {
        try await get(endless, timeout: 30)
      }
    }

    @Test func anEndlessHeaderIsRefused() async throws {
      let field = "X-Filler: " + String(repeating: "x", count: 1000) + "\r\n"
      let server = try LocalHTTPServer { _, _ in
        LocalHTTPServer.Reply(
          bytes: Array(("HTTP/1.1 200 OK\r\n" + String(repeating: field, count: 200)).utf8),
          stall: true)
      }
      defer { server.close() }
      await #expect(
        throws: TransportFailure.outcomeUnknown(detail: "the answer's header is larger than 64 KiB")
      ) {
        try await get(server)
      }
    }

    @Test func answersWhoseLengthsDisagreeAreRefused() async throws {
      let answers = [
        "Content-Length: 2\r\nContent-Length: 20\r\n":
          "the answer has conflicting Content-Length fields",
        "Content-Length: 2, 20\r\n": "the answer has conflicting Content-Length fields",
        "Content-Length: 2\r\nTransfer-Encoding: chunked\r\n":
          "the answer has both Content-Length and Transfer-Encoding",
        "Transfer-Encoding: chunked\r\nContent-Length: 2\r\n":
          "the answer has both Content-Length and Transfer-Encoding",
      ]
      for (fields, reason) in answers {
        let server = try LocalHTTPServer { _, _ in
          LocalHTTPServer.Reply(bytes: Array("HTTP/1.1 200 OK\r\n\(fields)\r\n{}".utf8))
        }
        defer { server.close() }
        await #expect(throws: TransportFailure.outcomeUnknown(detail: reason), "\(fields)") {
          try await get(server)
        }
      }
    }

    @Test func aRepeatedEqualLengthIsAccepted() async throws {
      let server = try LocalHTTPServer { _, _ in
        LocalHTTPServer.Reply(
          bytes: Array("HTTP/1.1 200 OK\r\nContent-Length: 2\r\nContent-Length: 2\r\n\r\n{}".utf8))
      }
      defer { server.close() }
      #expect(try await get(server).body == Data("{}".utf8))
    }

    @Test func brokenChunkSizesAreRefused() async throws {
      let sizes = [
        "-1": "Illegal or missing hexadecimal sequence in chunked-encoding",
        "fffffffffffffffffffff": "Too long hexadecimal number in chunked-encoding",
        "zz": "Illegal or missing hexadecimal sequence in chunked-encoding",
        "": "Illegal or missing hexadecimal sequence in chunked-encoding",
        "0x10": "Failed reading the chunked-encoded stream",
      ]
      for (size, reason) in sizes {
        let server = try LocalHTTPServer { _, _ in
          LocalHTTPServer.Reply(
            bytes: Array(
              "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n\(size)\r\n{}\r\n0\r\n\r\n".utf8
            ), close: true)
        }
        defer { server.close() }
        await #expect(throws: TransportFailure.outcomeUnknown(detail: reason), "size \(size)") {
          try await get(server)
        }
      }
    }

    @Test func theWikiIsSpokenToOverHTTP2() async throws {
      // nginx offers HTTP/2 over TLS; its field names arrive lowercase there (HTTP/1.1 would
      // bring nginx's "Content-Type"), which is how the answer shows the protocol.
      let wiki = try TestWiki.load()
      #expect(wiki.en.apiURL.scheme == "https")
      let answer = try await CurlTransport(authorities: wiki.caFile).send(
        HTTPRequest(url: URL(string: wiki.en.apiURL.absoluteString + "?action=query&format=json")!))
      #expect(answer.statusCode == 200)
      #expect(answer.headers["content-type"]?.hasPrefix("application/json") == true)
      #expect(answer.headers.keys.allSatisfy { $0 == $0.lowercased() }, "\(answer.headers.keys)")
    }

    @Test func manyRequestsAtOnceAllArrive() async throws {
      let wiki = try TestWiki.load()
      let client = MediaWikiClient(
        apiURL: wiki.en.apiURL, userAgent: TestWiki.userAgent,
        transport: CurlTransport(authorities: wiki.caFile))
      let anonymous = try await withThrowingTaskGroup(of: Bool.self) { group in
        for _ in 0..<32 { group.addTask { try await client.loadAccount().isAnonymous } }
        return try await group.reduce(into: [Bool]()) { $0.append($1) }
      }
      #expect(anonymous == Array(repeating: true, count: 32))
    }
  }
#endif
