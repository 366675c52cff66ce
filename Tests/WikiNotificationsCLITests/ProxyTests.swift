#if os(Linux)
  import Foundation
  import MediaWikiAPI
  import NotificationSettings
  import TestSupport
  import Testing

  /// The built tool behind a real HTTP proxy (Debian's tinyproxy, started by the test on a free
  /// loopback port): proxies come from the environment as for the `curl` command, `no_proxy`
  /// goes direct, and a proxy that fails is named in the message.
  @Suite("wiki-notifications through a proxy", .serialized)
  struct ProxyTests {
    let wiki: TestWiki
    init() throws { wiki = try TestWiki.load() }

    /// A fresh account on en and a sandbox configured for the https wikis.
    func setUp() async throws -> (TestWiki.Account, Sandbox) {
      let account = try await wiki.freshAccount(prefix: "Proxy", on: [wiki.en])
      let sandbox = try Sandbox()
      try sandbox.writeConfig(for: wiki)
      return (account, sandbox)
    }

    @Test func statusAndEnableGoThroughTheProxy() async throws {
      let (account, sandbox) = try await setUp()
      let proxy = try Tinyproxy(connectPorts: [wiki.en.apiURL.port!])
      defer { proxy.stop() }
      let environment = sandbox.environment(account, ["https_proxy": proxy.url])

      let status = try await Tool.binary(["status"], environment)
      #expect(status.status == 0, "\(status)")
      #expect(status.out.contains("Account: \(account.name)\n"), "\(status)")
      let afterStatus = proxy.tunnels(to: wiki.en.apiURL)
      #expect(afterStatus >= 1, "the proxy's log shows the CONNECT: \(proxy.log)")

      // A type off by default (Echo's), so the change is a write.
      let enabled = try await Tool.binary(["enable", "article-linked"], environment)
      #expect(enabled.status == 0, "\(enabled)")
      #expect(enabled.out == "article-linked: on\n")
      #expect(proxy.tunnels(to: wiki.en.apiURL) > afterStatus, "\(proxy.log)")
      // The wiki has it.
      #expect(
        values(try await wiki.readOptions(of: account, on: wiki.en))[.articleLinked] == true)
    }

    @Test func noProxySendsTheSameRequestDirect() async throws {
      let (account, sandbox) = try await setUp()
      let proxy = try Tinyproxy(connectPorts: [wiki.en.apiURL.port!])
      defer { proxy.stop() }
      let before = proxy.connections
      let run = try await Tool.binary(
        ["status"],
        sandbox.environment(account, ["https_proxy": proxy.url, "no_proxy": "127.0.0.1"]))
      #expect(run.status == 0, "\(run)")
      #expect(run.out.contains("Account: \(account.name)\n"), "\(run)")
      #expect(proxy.connections == before, "the proxy saw nothing new: \(proxy.log)")
      #expect(proxy.tunnels(to: wiki.en.apiURL) == 0)
    }

    @Test func aProxyWhereNothingListensIsNamed() async throws {
      let sandbox = try Sandbox()
      try sandbox.writeConfig(for: wiki)
      let closed = try SilentServer()
      let port = closed.port
      closed.close()
      let run = try await Tool.binary(
        ["status"],
        sandbox.environment(
          user: "Nobody", password: "pw-proxy",
          ["https_proxy": "http://user:proxy-secret@127.0.0.1:\(port)"]))
      #expect(run.status == 4, "\(run)")
      #expect(
        run.err.contains(
          "(through the proxy http://127.0.0.1:\(port), from https_proxy)"), "\(run)")
      #expect(run.err.contains("Failed to connect to 127.0.0.1 port \(port)"), "\(run)")
      #expect(!run.err.contains("proxy-secret") && !run.err.contains("pw-proxy"), "\(run)")
      #expect(!FileManager.default.fileExists(atPath: sandbox.stateFile.path))
    }

    @Test func aProxyThatRefusesIsNamed() async throws {
      let sandbox = try Sandbox()
      try sandbox.writeConfig(for: wiki)
      // It lets only 127.0.0.2 in: the tool, on 127.0.0.1, gets 403 for its CONNECT.
      let proxy = try Tinyproxy(connectPorts: [wiki.en.apiURL.port!], allow: "127.0.0.2")
      defer { proxy.stop() }
      let run = try await Tool.binary(
        ["status"],
        sandbox.environment(user: "Nobody", password: "pw-proxy", ["HTTPS_PROXY": proxy.url]))
      #expect(run.status == 4, "\(run)")
      #expect(
        run.err
          == "wiki-notifications: Could not reach \(wiki.en.apiURL.host!):\(wiki.en.apiURL.port!)"
          + " to log in: CONNECT tunnel failed, response 403 (through the proxy \(proxy.url),"
          + " from HTTPS_PROXY).\n")
      #expect(proxy.log.contains("Unauthorized connection from \"127.0.0.1\""), "\(proxy.log)")
      #expect(!FileManager.default.fileExists(atPath: sandbox.stateFile.path))
    }

    /// Plain http is allowed only to this machine, so a proxy would see the password and the
    /// session in clear: it is never used there, whichever variable names it.
    @Test func plainHTTPToThisMachineNeverGoesThroughTheProxy() async throws {
      let account = try await wiki.freshAccount(prefix: "Proxy", on: [wiki.en])
      let proxy = try Tinyproxy(connectPorts: [wiki.en.apiURL.port!])
      defer { proxy.stop() }
      let before = proxy.connections
      for variable in ["http_proxy", "all_proxy", "ALL_PROXY"] {
        // A fresh state each time: every run logs in with the password.
        let sandbox = try Sandbox()
        try sandbox.writeConfig(["en": wiki.en.plainHTTPAPIURL.absoluteString])
        let run = try await Tool.binary(
          ["status"], sandbox.environment(account, [variable: proxy.url]))
        #expect(run.status == 0, "\(variable): \(run)")
        #expect(run.out.contains("Account: \(account.name)\n"), "\(variable): \(run)")
      }
      #expect(proxy.connections == before, "the proxy saw nothing: \(proxy.log)")
    }
  }

  /// tinyproxy on a free port of 127.0.0.1 with a configuration of the test's own (the package's
  /// system service is not used), logging every connection to a file in a temporary folder.
  final class Tinyproxy: Sendable {
    /// `http://127.0.0.1:PORT`, for `https_proxy`.
    let url: String
    private let folder: URL
    private let process: Process

    /// Allows CONNECT to `connectPorts` only, from `allow` (an address or range).
    init(connectPorts: [Int], allow: String = "127.0.0.1") throws {
      folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("tinyproxy-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let free = try SilentServer()
      let port = free.port
      free.close()
      url = "http://127.0.0.1:\(port)"
      let configuration =
        """
        Port \(port)
        Listen 127.0.0.1
        Timeout 30
        MaxClients 64
        LogFile "\(folder.appendingPathComponent("tinyproxy.log").path)"
        LogLevel Connect
        PidFile "\(folder.appendingPathComponent("tinyproxy.pid").path)"
        Allow \(allow)

        """ + connectPorts.map { "ConnectPort \($0)\n" }.joined()
      let file = folder.appendingPathComponent("tinyproxy.conf")
      try Data(configuration.utf8).write(to: file)
      process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/tinyproxy")
      // -d: in the foreground, so the test owns the process and ends it.
      process.arguments = ["-d", "-c", file.path]
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      let deadline = Date().addingTimeInterval(10)
      while !Self.accepts(port: port) {
        guard Date() < deadline, process.isRunning else {
          stop()
          throw TestWiki.Unavailable(
            description: "tinyproxy did not start (scripts/ensure-build-deps installs it): \(log)")
        }
        Thread.sleep(forTimeInterval: 0.02)
      }
      // The probe is logged as a connection: once it shows, the log is complete up to now.
      while connections == 0 && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
    }

    /// Whether something accepts connections on `port` of 127.0.0.1 (the probe shows in the log
    /// as a connection: tests count from after it).
    private static func accepts(port: Int) -> Bool {
      let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
      defer { close(descriptor) }
      var address = sockaddr_in()
      address.sin_family = sa_family_t(AF_INET)
      address.sin_port = UInt16(port).bigEndian
      address.sin_addr.s_addr = inet_addr("127.0.0.1")
      return withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
        }
      }
    }

    /// Its log so far.
    var log: String {
      (try? String(contentsOf: folder.appendingPathComponent("tinyproxy.log"), encoding: .utf8))
        ?? ""
    }

    /// How many clients connected to it.
    var connections: Int { log.components(separatedBy: "]: Connect (file descriptor").count - 1 }

    /// How many tunnels to `url`'s host and port it was asked for.
    func tunnels(to url: URL) -> Int {
      log.components(separatedBy: ": CONNECT \(url.host!):\(url.port!) HTTP/1.1").count - 1
    }

    /// Ends it and removes its folder.
    func stop() {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      try? FileManager.default.removeItem(at: folder)
    }
  }
#endif
