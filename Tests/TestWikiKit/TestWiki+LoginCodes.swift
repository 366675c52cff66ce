import Foundation
import MediaWikiAPI

/// The codes the test wikis' logins ask for, as Wikimedia's do: OATHAuth's two-factor codes for
/// enrolled accounts (computed with Debian's `oathtool`, as an authenticator app would) and
/// EmailAuth's emailed codes (read from the mail the wikis write to a file instead of sending).
extension TestWiki {
  /// A two-factor enrolment: the secret an authenticator app would hold and the recovery codes.
  public struct TwoFactor: Sendable {
    /// The shared secret, base32.
    public var secret: String
    /// Codes that each work once instead of a code from the app.
    public var recoveryCodes: [String]
  }

  /// Enrols `account` in two-factor codes on `site` (en or de) with a new random secret and
  /// three recovery codes, through OATHAuth's own repository (`scripts/test-wiki enroll-2fa`;
  /// the secret travels on stdin).
  public func enrollTwoFactor(_ account: Account, on site: Site) async throws -> TwoFactor {
    let enrolment = TwoFactor(
      secret: Self.base32(randomBytes: 20),
      recoveryCodes: (0..<3).map { _ in Self.base32(randomBytes: 10) })
    let input = try JSONSerialization.data(withJSONObject: [
      "secret": enrolment.secret, "recovery": enrolment.recoveryCodes,
    ])
    let script = Self.repositoryRoot.appendingPathComponent("scripts/test-wiki").path
    let run = try await Self.runProcess(
      script, ["enroll-2fa", site.language, account.name], input: input)
    guard run.status == 0 else {
      throw Unavailable(description: "enroll-2fa \(account.name) failed: \(run.error)")
    }
    return enrolment
  }

  /// The code an authenticator app shows for `secret`, `windows` periods of 30 s from now
  /// (OATHAuth takes the 4 periods either side, each once: a later period's code is a fresh one).
  public static func twoFactorCode(_ secret: String, windows: Int = 0) async throws -> String {
    let time = Int(Date().timeIntervalSince1970) + 30 * windows
    let run = try await runProcess(
      "/usr/bin/oathtool", ["--totp", "--base32", "--now", "@\(time)", "-"],
      input: Data((secret + "\n").utf8))
    let code = run.output.trimmingCharacters(in: .whitespacesAndNewlines)
    guard run.status == 0, code.count == 6, code.allSatisfy(\.isNumber) else {
      throw Unavailable(
        description: "oathtool failed (scripts/test-wiki start installs it): \(run.error)")
    }
    return code
  }

  /// The account EmailAuth asks for an emailed code on en and de (`Mailcode`).
  public func emailAuthAccount() throws -> Account {
    guard let name = settings["TESTWIKI_EMAILAUTH_USER"],
      let password = settings["TESTWIKI_EMAILAUTH_PASSWORD"], !name.isEmpty
    else {
      throw Unavailable(
        description: "TESTWIKI_EMAILAUTH_USER is not set: run `scripts/test-wiki start`")
    }
    return Account(name: name, password: password)
  }

  /// The file every mail of the wikis is written to (one JSON line each), never sent.
  public func mailLog() throws -> URL {
    guard let path = settings["TESTWIKI_MAIL_LOG"], !path.isEmpty else {
      throw Unavailable(description: "TESTWIKI_MAIL_LOG is not set: run `scripts/test-wiki start`")
    }
    return URL(fileURLWithPath: path)
  }

  /// The mail log's size now: mail written later starts at this offset.
  public func mailLogSize() throws -> Int {
    let attributes = try? FileManager.default.attributesOfItem(atPath: try mailLog().path)
    return (attributes?[.size] as? NSNumber)?.intValue ?? 0
  }

  /// The pattern of EmailAuth's code in its mail ("Your login verification code to TestWiki EN
  /// is 2a84bd"): six hex digits, the regular expression's first group.
  public static let emailedCodePattern = #"verification code to [^"]* is ([0-9a-f]{6})"#

  /// The login codes mailed since `offset` of the mail log, oldest first.
  public func emailedCodes(since offset: Int) throws -> [String] {
    let data = (try? Data(contentsOf: try mailLog())) ?? Data()
    let text = String(decoding: data.dropFirst(offset), as: UTF8.self)
    let regex = try NSRegularExpression(pattern: Self.emailedCodePattern)
    return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
      Range($0.range(at: 1), in: text).map { String(text[$0]) }
    }
  }

  private static func base32(randomBytes count: Int) -> String {
    let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")
    var generator = SystemRandomNumberGenerator()
    let bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
    var result = ""
    var buffer = 0
    var bits = 0
    for byte in bytes {
      buffer = (buffer << 8) | Int(byte)
      bits += 8
      while bits >= 5 {
        result.append(alphabet[(buffer >> (bits - 5)) & 31])
        bits -= 5
      }
    }
    if bits > 0 { result.append(alphabet[(buffer << (5 - bits)) & 31]) }
    return result
  }

  private struct ProcessRun {
    var status: Int32
    var output: String
    var error: String
  }

  /// Runs a program with `input` on stdin and waits for it (through its termination handler).
  private static func runProcess(_ program: String, _ arguments: [String], input: Data)
    async throws -> ProcessRun
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = arguments
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    let status: Int32 = try await withCheckedThrowingContinuation { continuation in
      process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
      do { try process.run() } catch {
        continuation.resume(throwing: error)
        return
      }
      stdin.fileHandleForWriting.write(input)
      try? stdin.fileHandleForWriting.close()
    }
    return ProcessRun(
      status: status,
      output: String(decoding: stdout.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self),
      error: String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self))
  }
}

extension TestWiki {
  /// A client of `site` logged in as an enrolled `account`: the password, then the code of
  /// the period `windows` from now (a period after any code the test typed itself, which
  /// OATHAuth would refuse to take twice).
  public func loggedInClient(
    _ site: Site, as account: Account, twoFactor: TwoFactor, windows: Int
  ) async throws -> MediaWikiClient {
    let client = client(site)
    let first = try await client.clientLogin(username: account.name, password: account.password)
    guard case .needsInteraction(let step) = first, step.fields.map(\.name) == ["OATHToken"] else {
      throw Unavailable(description: "\(account.name) was not asked for a code: \(first)")
    }
    let code = try await Self.twoFactorCode(twoFactor.secret, windows: windows)
    let result = try await client.continueClientLogin([("OATHToken", code)])
    guard case .success = result else {
      throw Unavailable(description: "the code of \(account.name) was refused: \(result)")
    }
    return client
  }
}
