#if os(Linux)
  import Foundation
  import TestSupport

  /// A certificate authority made for one test, and a server certificate it signs for the
  /// address 127.0.0.1 only, in a temporary folder (`openssl`, Debian's openssl package).
  final class TestCertificates: Sendable {
    /// The folder holding `ca.pem`, `server.pem` and `server.key`.
    let folder: URL
    /// The authority's certificate, to trust.
    var authority: String { folder.appendingPathComponent("ca.pem").path }
    /// The server's certificate and key.
    var certificate: String { folder.appendingPathComponent("server.pem").path }
    var key: String { folder.appendingPathComponent("server.key").path }

    init() throws {
      folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("tls-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let ec = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"]
      try openssl(
        ["req", "-x509"] + ec + [
          "-keyout", "ca.key", "-out", "ca.pem", "-days", "2", "-subj", "/CN=Test CA",
          "-addext", "basicConstraints=critical,CA:TRUE", "-addext",
          "keyUsage=critical,keyCertSign",
        ])
      try openssl(
        ["req"] + ec + ["-keyout", "server.key", "-out", "server.csr", "-subj", "/CN=127.0.0.1"])
      try Data("subjectAltName=IP:127.0.0.1\nbasicConstraints=CA:FALSE\n".utf8)
        .write(to: folder.appendingPathComponent("server.ext"))
      try openssl([
        "x509", "-req", "-in", "server.csr", "-CA", "ca.pem", "-CAkey", "ca.key",
        "-CAcreateserial", "-out", "server.pem", "-days", "2", "-extfile", "server.ext",
      ])
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    private func openssl(_ arguments: [String]) throws {
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
  }

  /// A server process on 127.0.0.1 for one test: started, waited for until it listens, and
  /// killed at the end.
  final class ServerProcess: Sendable {
    /// The port it listens on.
    let port: Int
    private let process: Process

    /// `openssl s_server -www` with the certificates: a real OpenSSL server.
    static func openSSL(_ certificates: TestCertificates) throws -> ServerProcess {
      let free = try SilentServer()
      let port = free.port
      free.close()
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/openssl")
      process.currentDirectoryURL = certificates.folder
      process.arguments = [
        "s_server", "-accept", "127.0.0.1:\(port)", "-cert", "server.pem", "-key", "server.key",
        "-www", "-quiet",
      ]
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      let server = ServerProcess(port: port, process: process)
      try server.waitUntilListening()
      return server
    }

    /// `Support/tls_server.py`: every request gets `reply`, and the connection is cut without
    /// TLS's close_notify.
    static func cuttingTLS(_ certificates: TestCertificates, reply: String) throws -> ServerProcess
    {
      let replyFile = certificates.folder.appendingPathComponent("reply-\(UUID().uuidString)")
      try Data(reply.utf8).write(to: replyFile)
      let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Support/tls_server.py").path
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = [
        "python3", script, certificates.certificate, certificates.key, replyFile.path,
      ]
      let out = Pipe()
      process.standardOutput = out
      process.standardError = FileHandle.nullDevice
      try process.run()
      // The first line is the port.
      var line = Data()
      while let byte = try out.fileHandleForReading.read(upToCount: 1), !byte.isEmpty,
        byte != Data("\n".utf8)
      {
        line += byte
      }
      guard let port = Int(String(decoding: line, as: UTF8.self)) else {
        kill(process.processIdentifier, SIGKILL)
        throw CocoaError(.fileReadUnknown, userInfo: ["tls_server.py": "no port"])
      }
      return ServerProcess(port: port, process: process)
    }

    private init(port: Int, process: Process) {
      self.port = port
      self.process = process
    }

    /// Ends the server (SIGKILL: a server started from a worker thread inherits its blocked
    /// SIGTERM).
    func stop() {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
    }

    private func waitUntilListening() throws {
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
      stop()
      throw CocoaError(.fileReadUnknown, userInfo: ["server": "not listening on \(port)"])
    }
  }
#endif
