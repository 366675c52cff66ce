#if os(Linux) && canImport(SocketTransport)
  import Foundation
  import MediaWikiAPI
  import TestSupport
  import Testing

  @testable import SocketTransport

  /// https through the socket transport against `openssl s_server` on loopback, with a
  /// certificate authority made for the test: the chain and the name are checked, and a failed
  /// check means the request was never sent.
  @Suite("socket transport: TLS", .serialized)
  final class SocketTransportTLSTests {
    let folder: URL
    let server: Process
    let port: Int

    init() throws {
      folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("tls-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      // A CA, and a server certificate it signs for the address 127.0.0.1 only.
      let ec = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"]
      try Self.openssl(
        ["req", "-x509"] + ec + [
          "-keyout", "ca.key", "-out", "ca.pem", "-days", "2", "-subj", "/CN=Test CA",
          "-addext", "basicConstraints=critical,CA:TRUE", "-addext",
          "keyUsage=critical,keyCertSign",
        ], in: folder)
      try Self.openssl(
        ["req"] + ec + ["-keyout", "server.key", "-out", "server.csr", "-subj", "/CN=127.0.0.1"],
        in: folder)
      try Data("subjectAltName=IP:127.0.0.1\nbasicConstraints=CA:FALSE\n".utf8)
        .write(to: folder.appendingPathComponent("server.ext"))
      try Self.openssl(
        [
          "x509", "-req", "-in", "server.csr", "-CA", "ca.pem", "-CAkey", "ca.key",
          "-CAcreateserial", "-out", "server.pem", "-days", "2", "-extfile", "server.ext",
        ], in: folder)

      let free = try SilentServer()
      port = free.port
      free.close()
      server = Process()
      server.executableURL = URL(fileURLWithPath: "/usr/bin/openssl")
      server.currentDirectoryURL = folder
      server.arguments = [
        "s_server", "-accept", "127.0.0.1:\(port)", "-cert", "server.pem", "-key", "server.key",
        "-www", "-quiet",
      ]
      server.standardOutput = FileHandle.nullDevice
      server.standardError = FileHandle.nullDevice
      try server.run()
      try Self.waitUntilListening(port: port)
    }

    deinit {
      // SIGKILL: the server was started from a worker thread, whose blocked SIGTERM it inherits.
      kill(server.processIdentifier, SIGKILL)
      server.waitUntilExit()
      try? FileManager.default.removeItem(at: folder)
    }

    func get(_ url: String, trusting authorities: String?) async throws -> HTTPResponse {
      try await SocketTransport(timeout: 10, authorities: authorities).send(
        HTTPRequest(url: URL(string: url)!))
    }

    @Test func aServerWhoseCertificateChecksOutAnswers() async throws {
      let answer = try await get(
        "https://127.0.0.1:\(port)/", trusting: folder.appendingPathComponent("ca.pem").path)
      #expect(answer.statusCode == 200)
      #expect(String(decoding: answer.body, as: UTF8.self).contains("<HTML>"))
    }

    @Test func aCertificateNoTrustedAuthoritySignedIsNotSent() async throws {
      await #expect(
        throws: TransportFailure.notSent(
          detail: "TLS handshake with 127.0.0.1 failed: unable to get local issuer certificate")
      ) {
        try await get("https://127.0.0.1:\(port)/", trusting: nil)
      }
    }

    @Test func aCertificateForAnotherNameIsNotSent() async throws {
      // `localhost` reaches the same server, whose certificate names only 127.0.0.1.
      await #expect(
        throws: TransportFailure.notSent(
          detail: "TLS handshake with localhost failed: hostname mismatch")
      ) {
        try await get(
          "https://localhost:\(port)/", trusting: folder.appendingPathComponent("ca.pem").path)
      }
    }

    private static func openssl(_ arguments: [String], in folder: URL) throws {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/openssl")
      process.currentDirectoryURL = folder
      process.arguments = arguments
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      process.waitUntilExit()
      guard process.terminationStatus == 0 else {
        throw CocoaError(.fileWriteUnknown, userInfo: ["openssl": arguments.joined(separator: " ")])
      }
    }

    private static func waitUntilListening(port: Int) throws {
      let deadline = Date().addingTimeInterval(10)
      while Date() < deadline {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
          $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
            connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
          }
        }
        close(descriptor)
        if connected { return }
        Thread.sleep(forTimeInterval: 0.05)
      }
      throw CocoaError(.fileReadUnknown, userInfo: ["s_server": "not listening on \(port)"])
    }
  }
#endif
