#if os(Linux) && canImport(CurlTransport)
  import CCurl
  import Foundation
  import MediaWikiAPI
  import TestSupport
  import Testing

  @testable import CurlTransport

  /// The Linux transport: the same failures as URLSessionTransport (not sent vs outcome unknown),
  /// its timeout, cancellation, and many requests at once against the real test wiki.
  @Suite("libcurl transport")
  struct CurlTransportTests {
    func client(port: Int, timeout: Double) -> MediaWikiClient {
      MediaWikiClient(
        apiURL: URL(string: "http://127.0.0.1:\(port)/api.php")!,
        userAgent: "Tests/1.0 (test)", transport: CurlTransport(timeout: timeout))
    }

    @Test(.timeLimit(.minutes(1))) func aServerPastTheTimeoutIsAnUnknownOutcome() async throws {
      let server = try SilentServer()
      defer { server.close() }
      let started = ContinuousClock.now
      let error = await #expect(throws: APIError.self) {
        try await client(port: server.port, timeout: 1).loadAccount()
      }
      guard case .transport(.outcomeUnknown)? = error else {
        Issue.record("expected an unknown outcome, got \(String(describing: error))")
        return
      }
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
      guard case .transport(.notSent)? = error else {
        Issue.record("expected not sent, got \(String(describing: error))")
        return
      }
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

    @Test func curlErrorsMapAsURLSessionErrorsDo() {
      // URLSession: a bad URL, an unknown host, a refused connection or a failed TLS handshake
      // prove the request never arrived; a timeout, a lost connection or no answer do not.
      let notSent = [
        CURLE_URL_MALFORMAT, CURLE_UNSUPPORTED_PROTOCOL, CURLE_COULDNT_RESOLVE_HOST,
        CURLE_COULDNT_CONNECT, CURLE_SSL_CONNECT_ERROR, CURLE_PEER_FAILED_VERIFICATION,
      ]
      let unknown = [
        CURLE_OPERATION_TIMEDOUT, CURLE_SEND_ERROR, CURLE_RECV_ERROR, CURLE_GOT_NOTHING,
        CURLE_PARTIAL_FILE,
      ]
      for code in notSent {
        guard case .notSent = CurlFailure.classify(code) else {
          Issue.record("curl \(code.rawValue) should be not sent")
          continue
        }
      }
      for code in unknown {
        guard case .outcomeUnknown = CurlFailure.classify(code) else {
          Issue.record("curl \(code.rawValue) should be an unknown outcome")
          continue
        }
      }
    }

    @Test func manyRequestsAtOnceAllArrive() async throws {
      let wiki = try TestWiki.load()
      let client = MediaWikiClient(
        apiURL: wiki.en.apiURL, userAgent: TestWiki.userAgent, transport: CurlTransport())
      let anonymous = try await withThrowingTaskGroup(of: Bool.self) { group in
        for _ in 0..<32 { group.addTask { try await client.loadAccount().isAnonymous } }
        return try await group.reduce(into: [Bool]()) { $0.append($1) }
      }
      #expect(anonymous == Array(repeating: true, count: 32))
    }
  }
#endif
