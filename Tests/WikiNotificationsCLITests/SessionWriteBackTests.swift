import Foundation
import MediaWikiAPI
import TestSupport
import Testing

/// A run writes back only a session the state file still holds as the run found it: with `ui`
/// open, a `logout` in another process (or the file deleted by hand) is not undone when `ui`
/// quits. Two processes of the built tool against the real test wiki.
@Suite("wiki-notifications: a logout elsewhere is respected", .serialized)
struct SessionWriteBackTests {
  let wiki: TestWiki
  init() throws { wiki = try TestWiki.load() }

  /// The built tool running `ui --plain` with its input on a pipe this test holds: it quits
  /// when the pipe is closed.
  final class OpenScreen: @unchecked Sendable {
    let process = Process()
    let input = Pipe()
    private let output = Pipe()
    private let lock = NSLock()
    private var printed = Data()

    init(_ environment: [String: String]) throws {
      process.executableURL = try Tool.binary()
      process.arguments = ["ui", "--plain"]
      process.environment = environment
      process.standardInput = input
      process.standardOutput = output
      process.standardError = output
      output.fileHandleForReading.readabilityHandler = { [self] handle in
        let data = handle.availableData
        lock.withLock { printed.append(data) }
      }
      try process.run()
    }

    var text: String { lock.withLock { String(decoding: printed, as: UTF8.self) } }

    /// Waits (up to a minute) until the screen printed `expected`.
    func wait(for expected: String) async throws {
      for _ in 0..<600 where !text.contains(expected) {
        try await Task.sleep(for: .milliseconds(100))
      }
      try #require(text.contains(expected), "\(text)")
    }

    /// Ends the input and waits for the run to end; its exit status.
    func quit() -> Int32 {
      try? input.fileHandleForWriting.close()
      process.waitUntilExit()
      output.fileHandleForReading.readabilityHandler = nil
      return process.terminationStatus
    }
  }

  struct State: Decodable {
    var sessions: [String: SavedSession]
    var logins: [String: String]?
  }

  func sessions(_ sandbox: Sandbox) throws -> [String: SavedSession] {
    guard FileManager.default.fileExists(atPath: sandbox.stateFile.path) else { return [:] }
    return try JSONDecoder().decode(State.self, from: Data(contentsOf: sandbox.stateFile)).sessions
  }

  @Test func aLogoutWhileTheScreenIsOpenStaysALogout() async throws {
    let account = try await wiki.freshAccount(prefix: "Two", on: [wiki.en])
    let sandbox = try Sandbox()
    try sandbox.writeConfig(["en": wiki.en.apiURL.absoluteString])
    let login = try await Tool.binary(["status"], sandbox.environment(account))
    #expect(login.status == 0, "\(login)")
    #expect(try sessions(sandbox).count == 1)

    let saved = sandbox.environment(["WIKI_NOTIFICATIONS_PERMISSION": "deny"])
    let screen = try OpenScreen(saved)
    try await screen.wait(for: "Talk page message")
    let logout = try await Tool.binary(["logout"], saved)
    #expect(logout.status == 0, "\(logout)")
    #expect(try sessions(sandbox).isEmpty)
    #expect(screen.quit() == 0, "\(screen.text)")
    #expect(try sessions(sandbox).isEmpty, "the screen brought the session back")
    let status = try await Tool.binary(["status"], sandbox.environment())
    #expect(status.status == 3, "\(status)")
  }

  @Test func aStateFileDeletedWhileTheScreenIsOpenStaysEmptyOfSessions() async throws {
    let account = try await wiki.freshAccount(prefix: "Two", on: [wiki.en])
    let sandbox = try Sandbox()
    try sandbox.writeConfig(["en": wiki.en.apiURL.absoluteString])
    let login = try await Tool.binary(["status"], sandbox.environment(account))
    #expect(login.status == 0, "\(login)")

    let saved = sandbox.environment(["WIKI_NOTIFICATIONS_PERMISSION": "deny"])
    let screen = try OpenScreen(saved)
    try await screen.wait(for: "Talk page message")
    try FileManager.default.removeItem(at: sandbox.stateFile)
    // A toggle saved afterwards writes the file again (the kept choices): from an empty state.
    screen.input.fileHandleForWriting.write(Data(" ".utf8))
    try await screen.wait(for: "Notification settings saved")
    #expect(screen.quit() == 0, "\(screen.text)")
    #expect(FileManager.default.fileExists(atPath: sandbox.stateFile.path))
    #expect(try sessions(sandbox).isEmpty, "the screen brought the session back")
  }

  /// The screen's own session, untouched by others, is written back as before.
  @Test func aSessionNobodyEndedIsKept() async throws {
    let account = try await wiki.freshAccount(prefix: "Two", on: [wiki.en])
    let sandbox = try Sandbox()
    try sandbox.writeConfig(["en": wiki.en.apiURL.absoluteString])
    let login = try await Tool.binary(["status"], sandbox.environment(account))
    #expect(login.status == 0, "\(login)")
    let screen = try OpenScreen(sandbox.environment(["WIKI_NOTIFICATIONS_PERMISSION": "deny"]))
    try await screen.wait(for: "Talk page message")
    #expect(screen.quit() == 0, "\(screen.text)")
    #expect(try sessions(sandbox).values.map(\.userName) == [account.name])
  }
}
