#if os(Linux)
  import Foundation
  import TestSupport
  import Testing

  /// `SSL_CERT_FILE` names the only authorities the tool trusts: the system's CA path
  /// (`/etc/ssl/certs`, which Debian's libcurl reads beside its bundle) no longer counts. The
  /// built tool runs in a mount namespace of its own (`unshare`, as root) where that path holds
  /// an authority made for the test, so the machine's trust is never touched.
  @Suite("wiki-notifications: a named authorities file replaces the system's")
  struct NamedAuthoritiesTests {
    @Test func anAuthorityOnlyInTheSystemsPathIsNotTrustedOnceAFileIsNamed() async throws {
      // `signer` signs the server and stands in for an authority of the system's CA path; the
      // file named is Debian's bundle, which lacks it.
      let signer = try TestCertificates()
      let server = try ServerProcess.openSSL(signer)
      defer { server.stop() }
      let named = signer.folder.appendingPathComponent("named.pem").path
      try FileManager.default.copyItem(atPath: "/etc/ssl/certs/ca-certificates.crt", toPath: named)
      // The system's CA folder as the tool will see it: the signer under its OpenSSL hash, and
      // libcurl's default bundle (the real one, without the signer).
      let folder = signer.folder.appendingPathComponent("system-certs")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let hash = try await Tool.run(
        "/usr/bin/openssl", ["x509", "-hash", "-noout", "-in", signer.authority], [:])
      try #require(hash.status == 0, "\(hash)")
      try FileManager.default.copyItem(
        atPath: signer.authority,
        toPath: folder.appendingPathComponent(hash.out.trimmed() + ".0").path)
      try FileManager.default.copyItem(
        atPath: named, toPath: folder.appendingPathComponent("ca-certificates.crt").path)

      let sandbox = try Sandbox()
      try sandbox.writeConfig(["en": "https://127.0.0.1:\(server.port)/api.php"])
      func status(_ authorities: String?) async throws -> ToolRun {
        var environment = sandbox.environment(user: "Nobody", password: "pw-trust")
        environment["SSL_CERT_FILE"] = authorities
        return try await Tool.run(
          "/usr/bin/unshare",
          [
            "--mount", "/bin/sh", "-c", "mount --bind \"$0\" /etc/ssl/certs && exec \"$1\" status",
            folder.path, try Tool.binary().path,
          ], environment)
      }
      let refused = "SSL certificate problem: unable to get local issuer certificate"

      // With the system's trust, the signer in the CA path is trusted: the TLS check passes
      // (and openssl's page is not the API).
      let system = try await status(nil)
      #expect(system.status == 4, "\(system)")
      #expect(!system.err.contains("SSL"), "\(system)")
      #expect(system.err.contains("a page that is not the API's answer"), "\(system)")
      // Named, the file is the whole trust.
      let replaced = try await status(named)
      #expect(replaced.status == 4, "\(replaced)")
      #expect(replaced.err.contains(refused), "\(replaced)")
      #expect(!replaced.err.contains("pw-trust"))
    }
  }
#endif
