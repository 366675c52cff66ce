#if os(Linux)
  import Foundation
  import TestSupport
  import Testing

  /// The tool maps OpenSSL only when it makes an https connection: it starts, and talks http to
  /// the local wiki, where OpenSSL cannot be loaded at all; there an https request fails with a
  /// clear message before anything is sent.
  @Suite("wiki-notifications without OpenSSL", .serialized)
  struct OpenSSLLoadingTests {
    let wiki: TestWiki
    init() throws { wiki = try TestWiki.load() }

    @Test func theBinaryDoesNotLinkOpenSSL() async throws {
      let run = try await Tool.run("/usr/bin/ldd", [try Tool.binary().path], [:])
      #expect(run.status == 0, "\(run)")
      #expect(run.out.contains("libc.so"), "ldd listed the libraries: \(run)")
      #expect(!run.out.contains("libssl") && !run.out.contains("libcrypto"), "\(run.out)")
    }

    @Test func whereOpenSSLCannotLoadHTTPWorksAndHTTPSFailsClearly() async throws {
      // A libssl.so.3 the loader finds first and cannot load.
      let sandbox = try Sandbox()
      let libraries = sandbox.root.appendingPathComponent("lib")
      try FileManager.default.createDirectory(at: libraries, withIntermediateDirectories: true)
      try Data("not a library".utf8).write(to: libraries.appendingPathComponent("libssl.so.3"))
      let account = try await wiki.freshAccount(prefix: "Cli", on: [wiki.en])
      let environment = sandbox.environment(account, ["LD_LIBRARY_PATH": libraries.path])

      try sandbox.writeConfig(for: wiki)
      let http = try await Tool.binary(["status"], environment)
      #expect(http.status == 0, "\(http)")
      #expect(http.out.contains("Account: \(account.name)\n"))

      // Port 9 on loopback: nothing listens, and nothing is tried before OpenSSL is there.
      try sandbox.writeConfig(["en": "https://127.0.0.1:9/w/api.php"])
      let https = try await Tool.binary(["status"], environment)
      #expect(https.status == 4, "\(https)")
      #expect(https.out.isEmpty)
      #expect(
        https.err.contains(
          "Could not reach 127.0.0.1:9 to log in: OpenSSL 3 (libssl.so.3) cannot be loaded: "),
        "\(https)")
      #expect(!https.err.contains(account.password))
    }
  }
#endif
