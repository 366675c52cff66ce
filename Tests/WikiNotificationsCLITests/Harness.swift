import Foundation
import MediaWikiAPI
import NotificationSettings
import TestSupport
import Testing
import WikiNotificationsCLI

/// What one run of the tool printed and returned.
struct ToolRun: CustomStringConvertible {
  var status: Int32
  var out: String
  var err: String

  var description: String { "exit \(status)\n--- stdout ---\n\(out)\n--- stderr ---\n\(err)" }
}

/// A private home for one test: config and state directories, and the environment pointing the
/// tool at them (nothing inherited, so a developer's WIKI_USER never leaks into a test).
struct Sandbox {
  let root: URL

  init() throws {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("wiki-notifications-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
  }

  /// The test wikis' certificate authority, when they serve https.
  static let wikiAuthority: String? = (try? TestWiki.load())?.caFile

  var configFile: URL { root.appendingPathComponent("config/wiki-notifications/config.json") }
  var stateFile: URL { root.appendingPathComponent("state/wiki-notifications/state.json") }

  /// Writes a configuration for the two test wikis (or any `wikis`).
  func writeConfig(_ wikis: [String: String], language: String = "en", extra: String = "") throws {
    try FileManager.default.createDirectory(
      at: configFile.deletingLastPathComponent(), withIntermediateDirectories: true)
    let entries = wikis.sorted { $0.key < $1.key }.map { "\"\($0.key)\": \"\($0.value)\"" }
    let text =
      "{\"language\": \"\(language)\", \"wikis\": {\(entries.joined(separator: ", "))}\(extra)}"
    try Data(text.utf8).write(to: configFile)
  }

  func writeConfig(for wiki: TestWiki, language: String = "en") throws {
    try writeConfig(
      ["en": wiki.en.apiURL.absoluteString, "de": wiki.de.apiURL.absoluteString],
      language: language)
  }

  /// The environment of a run as `account` (no credentials when nil).
  func environment(
    user: String? = nil, password: String? = nil, _ extra: [String: String] = [:]
  ) -> [String: String] {
    var variables = [
      "HOME": root.path, "XDG_CONFIG_HOME": root.appendingPathComponent("config").path,
      "XDG_STATE_HOME": root.appendingPathComponent("state").path, "LANG": "C",
      "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
    ]
    // The wikis' private certificate authority, as a user would point the tool at one.
    if let authority = Self.wikiAuthority { variables["SSL_CERT_FILE"] = authority }
    if let user { variables["WIKI_USER"] = user }
    if let password { variables["WIKI_PASSWORD"] = password }
    return variables.merging(extra) { _, new in new }
  }

  func environment(_ account: TestWiki.Account, _ extra: [String: String] = [:]) -> [String: String]
  {
    environment(user: account.name, password: account.password, extra)
  }
}

/// Collects what an in-process run prints.
final class Captured: @unchecked Sendable {
  private let lock = NSLock()
  private var out = ""
  private var err = ""

  var console: Console {
    Console(
      out: { text in self.lock.withLock { self.out += text } },
      err: { text in self.lock.withLock { self.err += text } })
  }

  var texts: (out: String, err: String) { lock.withLock { (out, err) } }
}

enum Tool {
  /// Runs the tool in this process (no terminal).
  @MainActor
  static func inProcess(_ arguments: [String], _ variables: [String: String]) async -> ToolRun {
    let captured = Captured()
    let environment = ToolEnvironment(
      variables: variables, homeDirectory: variables["HOME"] ?? NSTemporaryDirectory(),
      inputIsTerminal: false, console: captured.console)
    let status = await WikiNotificationsTool.run(arguments, environment: environment)
    let texts = captured.texts
    return ToolRun(status: status, out: texts.out, err: texts.err)
  }

  /// The built `wiki-notifications` next to the test bundle (or `WIKI_NOTIFICATIONS_BIN`).
  static func binary() throws -> URL {
    if let path = ProcessInfo.processInfo.environment["WIKI_NOTIFICATIONS_BIN"] {
      return URL(fileURLWithPath: path)
    }
    var candidates = [
      URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
      Bundle.main.bundleURL.deletingLastPathComponent(), Bundle.main.bundleURL,
    ]
    for scratch in [".build-cli", ".build"] {
      candidates.append(TestWiki.repositoryRoot.appendingPathComponent("\(scratch)/debug"))
    }
    for directory in candidates {
      let url = directory.appendingPathComponent("wiki-notifications")
      if FileManager.default.isExecutableFile(atPath: url.path) { return url }
    }
    throw TestWiki.Unavailable(description: "wiki-notifications is not built: run swift build")
  }

  /// Runs the built binary with `variables` as its whole environment, stdin from /dev/null.
  static func binary(_ arguments: [String], _ variables: [String: String]) async throws -> ToolRun {
    try await run(try binary().path, arguments, variables)
  }

  /// Runs any program and collects its output (read on threads, so a big output cannot block).
  static func run(_ program: String, _ arguments: [String], _ variables: [String: String])
    async throws -> ToolRun
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = arguments
    process.environment = variables
    process.standardInput = FileHandle(forReadingAtPath: "/dev/null")
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    async let outData = Blocking.read(out.fileHandleForReading)
    async let errData = Blocking.read(err.fileHandleForReading)
    let (outText, errText) = await (outData, errData)
    process.waitUntilExit()
    return ToolRun(status: process.terminationStatus, out: outText, err: errText)
  }
}

enum Blocking {
  static func read(_ handle: FileHandle) async -> String {
    await withCheckedContinuation { continuation in
      Thread {
        continuation.resume(
          returning: String(decoding: handle.readDataToEndOfFile(), as: UTF8.self))
      }.start()
    }
  }
}

/// Compares text with a file in Snapshots/; `SNAPSHOT_RECORD=1` (re)records instead.
func assertSnapshot(
  _ text: String, named name: String, filePath: String = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let url = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    .appendingPathComponent("Snapshots/\(name).txt")
  let record = ProcessInfo.processInfo.environment["SNAPSHOT_RECORD"] == "1"
  if !record, FileManager.default.fileExists(atPath: url.path) {
    let expected = try String(contentsOf: url, encoding: .utf8)
    #expect(
      text == expected, "snapshot \(name) differs; SNAPSHOT_RECORD=1 re-records",
      sourceLocation: sourceLocation)
    return
  }
  try FileManager.default.createDirectory(
    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
  try Data(text.utf8).write(to: url)
  if !record {
    Issue.record(
      "Recorded the missing snapshot \(name); check it in.", sourceLocation: sourceLocation)
  }
}

/// The feature's view of options read back from the server.
func values(_ options: [String: OptionValue]) -> [NotificationType: Bool] {
  WikiSnapshot(userInfo: UserInfo(id: 1, name: "x", isAnonymous: false, options: options)).values
}

/// The built tool on a pseudo-terminal (python3's pty module): keys in, screen out.
enum PtySession {
  enum Step: Encodable {
    case expect(String)
    case send(String)
    case exit(Int)
    /// Types the first group of the last match of `pattern` in `file` (read from byte `from`
    /// on, waiting until it matches), then `suffix`: a code the wiki mailed.
    case sendMatch(file: String, pattern: String, from: Int, suffix: String)
    /// Writes the command's process arguments and environment to `path` as JSON.
    case proc(String)
    /// Checks whether the terminal echoes what is typed, as the command left it.
    case echo(Bool)

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Key.self)
      switch self {
      case .expect(let pattern): try container.encode(pattern, forKey: .expect)
      case .send(let text): try container.encode(text, forKey: .send)
      case .exit(let code): try container.encode(code, forKey: .exit)
      case .sendMatch(let file, let pattern, let from, let suffix):
        try container.encode(
          SendMatch(file: file, pattern: pattern, from: from, suffix: suffix), forKey: .sendMatch)
      case .proc(let path): try container.encode(path, forKey: .proc)
      case .echo(let echoing): try container.encode(echoing, forKey: .echo)
      }
    }

    enum Key: String, CodingKey {
      case expect
      case send
      case exit
      case sendMatch = "send_match"
      case proc
      case echo
    }

    struct SendMatch: Encodable {
      var file: String
      var pattern: String
      var from: Int
      var suffix: String
    }
  }

  /// Like ``run(_:_:_:)``, with the steps in a file the helper reads (0600, removed after):
  /// what they type (a code) so appears in no process's arguments.
  static func runWithStepsFile(
    _ arguments: [String], _ environment: [String: String], _ steps: [Step]
  ) async throws -> ToolRun {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("pty-steps-\(UUID().uuidString).json")
    guard
      FileManager.default.createFile(
        atPath: file.path, contents: try JSONEncoder().encode(steps),
        attributes: [.posixPermissions: 0o600])
    else { throw CocoaError(.fileWriteUnknown) }
    defer { try? FileManager.default.removeItem(at: file) }
    return try await run(arguments, environment, steps: "@" + file.path)
  }

  /// Runs `ui` through a pty with `steps`; the transcript when they all passed.
  static func run(
    _ arguments: [String], _ environment: [String: String], _ steps: [Step]
  ) async throws -> ToolRun {
    try await run(
      arguments, environment,
      steps: String(decoding: try JSONEncoder().encode(steps), as: UTF8.self))
  }

  private static func run(
    _ arguments: [String], _ environment: [String: String], steps json: String
  ) async throws -> ToolRun {
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Support/pty_session.py").path
    var variables = environment
    variables["TERM"] = variables["TERM"] ?? "xterm-256color"
    return try await Tool.run(
      "/usr/bin/env", ["python3", script, json, "--", try Tool.binary().path] + arguments,
      variables)
  }
}
