#if os(Linux)
  import Foundation
  import TestSupport
  import Testing

  /// The built tool against servers that answer the way a broken server, a captive portal or an
  /// attacker on the path might: each run ends in exit 4 with a message that says what was wrong,
  /// never a crash, and nothing reaches the state file.
  @Suite("wiki-notifications: hostile answers")
  struct HostileAnswerTests {
    /// Runs `status` with credentials against `apiURL` and checks the common outcome.
    func expectServerFailure(
      _ apiURL: String, saying reason: String, _ extra: [String: String] = [:],
      sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
      let sandbox = try Sandbox()
      try sandbox.writeConfig(["en": apiURL])
      let run = try await Tool.binary(
        ["status"], sandbox.environment(user: "Hostile", password: "pw-hostile", extra))
      #expect(run.status == 4, "\(run)", sourceLocation: sourceLocation)
      #expect(run.out.isEmpty, "\(run)", sourceLocation: sourceLocation)
      let host = URL(string: apiURL)!
      #expect(
        run.err.hasPrefix("wiki-notifications: Could not reach \(host.host!):\(host.port!)"),
        "\(run)", sourceLocation: sourceLocation)
      #expect(run.err.contains(reason), "\(run)", sourceLocation: sourceLocation)
      #expect(!run.err.contains("pw-hostile"), sourceLocation: sourceLocation)
      #expect(
        !FileManager.default.fileExists(atPath: sandbox.stateFile.path),
        "nothing saved", sourceLocation: sourceLocation)
    }

    /// A server that answers every request with `head` (status line and fields, up to the empty
    /// line) followed by `body`, then closes.
    func server(_ head: String, _ body: String = "", close: Bool = true) throws -> LocalHTTPServer {
      try LocalHTTPServer { _, _ in
        LocalHTTPServer.Reply(
          bytes: Array("HTTP/1.1 200 OK\r\n\(head)\r\n\(body)".utf8), close: close)
      }
    }

    func url(_ server: LocalHTTPServer) -> String { "http://127.0.0.1:\(server.port)/api.php" }

    @Test(arguments: [
      ("-1", "Illegal or missing hexadecimal sequence in chunked-encoding"),
      ("fffffffffffffffffffff", "Too long hexadecimal number in chunked-encoding"),
      ("7fffffffffffffff", "transfer closed with outstanding read data remaining"),
      ("zz", "Illegal or missing hexadecimal sequence in chunked-encoding"),
    ])
    func aBrokenChunkSize(size: String, reason: String) async throws {
      let server = try server(
        "Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n",
        "\(size)\r\n{\"batchcomplete\":true}\r\n0\r\n\r\n")
      defer { server.close() }
      try await expectServerFailure(url(server), saying: reason)
    }

    @Test func conflictingLengths() async throws {
      let server = try server(
        "Content-Type: application/json\r\nContent-Length: 2\r\nContent-Length: 22\r\n",
        "{\"batchcomplete\":true}")
      defer { server.close() }
      try await expectServerFailure(
        url(server), saying: "the answer has conflicting Content-Length fields")
    }

    @Test func aLengthBesideChunks() async throws {
      let server = try server(
        "Content-Type: application/json\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n",
        "2\r\n{}\r\n0\r\n\r\n")
      defer { server.close() }
      try await expectServerFailure(
        url(server), saying: "the answer has both Content-Length and Transfer-Encoding")
    }

    @Test func aBodyPastTheBound() async throws {
      let server = try server(
        "Content-Type: application/json\r\nContent-Length: \(4 * 1024 * 1024 + 1)\r\n", "{")
      defer { server.close() }
      try await expectServerFailure(url(server), saying: "the answer is larger than 4 MiB")
    }

    @Test func anEndlessHeader() async throws {
      let filler = String(
        repeating: "X-Filler: " + String(repeating: "x", count: 990) + "\r\n", count: 100)
      let server = try LocalHTTPServer { _, _ in
        LocalHTTPServer.Reply(bytes: Array(("HTTP/1.1 200 OK\r\n" + filler).utf8), stall: true)
      }
      defer { server.close() }
      try await expectServerFailure(
        url(server), saying: "the answer's header is larger than 64 KiB")
    }

    @Test func aTLSConnectionCutWithoutCloseNotify() async throws {
      let certificates = try TestCertificates()
      let trust = ["SSL_CERT_FILE": certificates.authority]
      // Inside a length: the transport sees the answer is short.
      let short = try ServerProcess.cuttingTLS(
        certificates,
        reply:
          "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 50\r\n\r\n{\"a\"")
      defer { short.stop() }
      try await expectServerFailure(
        "https://127.0.0.1:\(short.port)/api.php",
        saying: "transfer closed with 46 bytes remaining to read", trust)
      // Without a length the cut ends the body (as for curl): the JSON is left unreadable.
      let unframed = try ServerProcess.cuttingTLS(
        certificates,
        reply: "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n"
          + "{\"batchcomplete\":true,\"query\":{\"tokens\":{\"logintoken\":\"ab")
      defer { unframed.stop() }
      try await expectServerFailure(
        "https://127.0.0.1:\(unframed.port)/api.php", saying: "malformed JSON at top level", trust)
    }
  }
#endif
