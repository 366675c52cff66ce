#if os(Linux) && canImport(CurlTransport)
  import CurlTransport
  import Foundation
  import MediaWikiAPI
  import Testing

  /// https through the curl transport against `openssl s_server` on loopback, with a certificate
  /// authority made for the test: the chain and the name are checked, and a failed check means
  /// the request was never sent. An answer cut without TLS's close_notify is not taken as whole.
  @Suite("curl transport: TLS", .serialized)
  final class CurlTransportTLSTests {
    let certificates: TestCertificates
    let server: ServerProcess

    init() throws {
      certificates = try TestCertificates()
      server = try ServerProcess.openSSL(certificates)
    }

    deinit { server.stop() }

    func get(_ url: String, trusting authorities: String?) async throws -> HTTPResponse {
      try await CurlTransport(timeout: 10, authorities: authorities).send(
        HTTPRequest(url: URL(string: url)!))
    }

    @Test func aServerWhoseCertificateChecksOutAnswers() async throws {
      let answer = try await get(
        "https://127.0.0.1:\(server.port)/", trusting: certificates.authority)
      #expect(answer.statusCode == 200)
      #expect(String(decoding: answer.body, as: UTF8.self).contains("<HTML>"))
    }

    @Test func aCertificateNoTrustedAuthoritySignedIsNotSent() async throws {
      // The system's authorities (Debian's ca-certificates) did not sign the test's.
      await #expect(
        throws: TransportFailure.notSent(
          detail: "SSL certificate problem: unable to get local issuer certificate")
      ) {
        try await get("https://127.0.0.1:\(server.port)/", trusting: nil)
      }
    }

    @Test func aCertificateForAnotherNameIsNotSent() async throws {
      // `localhost` reaches the same server, whose certificate names only 127.0.0.1.
      await #expect(
        throws: TransportFailure.notSent(
          detail:
            "SSL: no alternative certificate subject name matches target host name 'localhost'")
      ) {
        try await get("https://localhost:\(server.port)/", trusting: certificates.authority)
      }
    }

    @Test func aMissingAuthoritiesFileIsNotSent() async throws {
      let missing = certificates.folder.appendingPathComponent("missing.pem").path
      let error = await #expect(throws: TransportFailure.self) {
        try await get("https://127.0.0.1:\(server.port)/", trusting: missing)
      }
      guard case .notSent(let detail)? = error else {
        Issue.record("expected a request not sent, got \(String(describing: error))")
        return
      }
      #expect(detail.contains(missing), "\(detail)")
    }

    @Test func anAnswerCutWithoutCloseNotifyInsideItsFramingIsAnUnknownOutcome() async throws {
      let cuts = [
        "Content-Length: 100\r\n\r\n{\"a\"": "transfer closed with 96 bytes remaining to read",
        "Transfer-Encoding: chunked\r\n\r\n10\r\n{\"a\"":
          "transfer closed with outstanding read data remaining",
      ]
      for (framing, reason) in cuts {
        let cutting = try ServerProcess.cuttingTLS(
          certificates, reply: "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n" + framing)
        defer { cutting.stop() }
        await #expect(throws: TransportFailure.outcomeUnknown(detail: reason)) {
          try await get("https://127.0.0.1:\(cutting.port)/", trusting: certificates.authority)
        }
      }
    }

    @Test func aBodyWithoutLengthEndsWhereTheConnectionIsCut() async throws {
      // With neither a length nor chunks, libcurl (like the curl command and browsers) takes a
      // TLS close without close_notify as the end of the body: what arrived is the answer. Every
      // answer of the API is JSON, which a cut leaves unreadable (the tool then exits 4: see
      // HostileAnswerTests); nginx frames every answer, so only a broken server sends this.
      let cutting = try ServerProcess.cuttingTLS(
        certificates,
        reply:
          "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n{\"a\"")
      defer { cutting.stop() }
      let answer = try await get(
        "https://127.0.0.1:\(cutting.port)/", trusting: certificates.authority)
      #expect(answer.body == Data("{\"a\"".utf8))
    }
  }
#endif
