import Foundation
import TestSupport
import Testing

@testable import WikiNotificationsCLI

#if canImport(Glibc)
  import Glibc
#endif

/// The state file holds sessions: it is read only when it and its folder are the user's own and
/// no one else can write them, never through a link, and never past its size bound; a file the
/// tool cannot use ends in a clear message, never a crash.
@Suite("the state file: what is refused", .serialized)
struct StateFileSafetyTests {
  /// A sandbox whose state file holds a valid, empty state.
  func sandboxWithState() throws -> Sandbox {
    let sandbox = try Sandbox()
    let state = try StateFile(path: sandbox.stateFile.path, report: { Issue.record("\($0)") })
    state.update { $0.logins["https://wiki.example/w/api.php"] = "Someone" }
    try #require(FileManager.default.fileExists(atPath: sandbox.stateFile.path))
    return sandbox
  }

  /// The message the run ends with when it opens the state file at `path`; nil when it opens.
  func refusal(_ path: String) -> String? {
    do {
      _ = try StateFile(path: path, report: { _ in })
      return nil
    } catch {
      #expect(error.code == .usage)
      return error.message
    }
  }

  var folder: (Sandbox) -> String { { $0.stateFile.deletingLastPathComponent().path } }

  @Test func aFolderOthersCanWriteIsRefused() throws {
    let sandbox = try sandboxWithState()
    #expect(refusal(sandbox.stateFile.path) == nil)
    let reports = LockedBox([String]())
    let opened = try StateFile(
      path: sandbox.stateFile.path, report: { text in reports.mutate { $0.append(text) } })
    for mode: mode_t in [0o777, 0o770, 0o702] {
      try #require(chmod(folder(sandbox), mode) == 0)
      let message = refusal(sandbox.stateFile.path)
      #expect(
        message
          == "The state file is refused: others can write the folder \(folder(sandbox))"
          + " (mode \(String(mode, radix: 8))).")
    }
    // Nor does a save of a run that opened it before make it the tool's: it is left as it was.
    opened.update { $0.logins["b"] = "B" }
    #expect(
      reports.value == [
        "Could not save the state file: others can write the folder \(folder(sandbox))"
          + " (mode 702)."
      ])
    #expect(try attributes(folder(sandbox))[.posixPermissions] as? Int == 0o702)
  }

  @Test func aFileOthersCanWriteIsRefused() throws {
    let sandbox = try sandboxWithState()
    try #require(chmod(sandbox.stateFile.path, 0o622) == 0)
    #expect(
      refusal(sandbox.stateFile.path)
        == "The state file is refused: others can write \(sandbox.stateFile.path) (mode 622).")
  }

  @Test func aFileOrFolderOfAnotherUserIsRefused() throws {
    // The tests run as root, which may give a file away; 65534 is Debian's "nobody".
    let sandbox = try sandboxWithState()
    try #require(chown(sandbox.stateFile.path, 65534, 65534) == 0)
    #expect(
      refusal(sandbox.stateFile.path)
        == "The state file is refused: \(sandbox.stateFile.path) belongs to another user"
        + " (uid 65534).")
    try #require(chown(sandbox.stateFile.path, geteuid(), getegid()) == 0)
    try #require(chown(folder(sandbox), 65534, 65534) == 0)
    #expect(
      refusal(sandbox.stateFile.path)
        == "The state file is refused: the folder \(folder(sandbox)) belongs to another user"
        + " (uid 65534).")
  }

  @Test func aStateFileThatIsALinkIsNotFollowed() throws {
    let sandbox = try sandboxWithState()
    // A valid state elsewhere, linked where the state file goes.
    let elsewhere = sandbox.root.appendingPathComponent("elsewhere.json")
    try FileManager.default.moveItem(at: sandbox.stateFile, to: elsewhere)
    try FileManager.default.createSymbolicLink(
      atPath: sandbox.stateFile.path, withDestinationPath: elsewhere.path)
    #expect(
      refusal(sandbox.stateFile.path)
        == "The state file is refused: cannot read \(sandbox.stateFile.path): it is a link.")
    // A linked folder is refused too.
    let realFolder = sandbox.root.appendingPathComponent("real-state")
    try FileManager.default.moveItem(atPath: folder(sandbox), toPath: realFolder.path)
    try FileManager.default.createSymbolicLink(
      atPath: folder(sandbox), withDestinationPath: realFolder.path)
    #expect(
      refusal(sandbox.stateFile.path)
        == "The state file is refused: \(folder(sandbox)) is not a folder (a link or a file is"
        + " not followed).")
  }

  @Test func aHundredMebibyteStateFileIsRefusedUnread() throws {
    let sandbox = try sandboxWithState()
    // Valid JSON the old reader took whole: a login of 100 MiB.
    let handle = try FileHandle(forWritingTo: sandbox.stateFile)
    try handle.truncate(atOffset: 0)
    try handle.write(
      contentsOf: Data(
        "{\"sessions\":{},\"device\":{\"permission\":\"notDetermined\",\"record\":{\"pendingUnsubscribes\":[]}},\"logins\":{\"x\":\""
          .utf8))
    let block = Data(repeating: UInt8(ascii: "a"), count: 1024 * 1024)
    for _ in 0..<100 { try handle.write(contentsOf: block) }
    try handle.write(contentsOf: Data("\"}}".utf8))
    try handle.close()
    defer { try? FileManager.default.removeItem(at: sandbox.root) }
    #expect(
      refusal(sandbox.stateFile.path)
        == "The state file is refused: \(sandbox.stateFile.path) is larger than 4 MiB.")
  }

  @Test func aHugeExpiryInAnOldSessionEndsInTheStartOverMessage() async throws {
    let sandbox = try Sandbox()
    try sandbox.writeConfig(["en": "http://127.0.0.1:9/api.php"])
    try FileManager.default.createDirectory(
      at: sandbox.stateFile.deletingLastPathComponent(), withIntermediateDirectories: true)
    // The old jar's shape, with an expiry no clock reaches.
    let old =
      "{\"sessions\":{\"http://127.0.0.1:9/api.php\":{\"cookies\":{\"cookies\":{\"s\":"
      + "{\"name\":\"s\",\"value\":\"1\",\"expires\":1e300}}}}},"
      + "\"device\":{\"permission\":\"notDetermined\",\"record\":{\"pendingUnsubscribes\":[]}}}"
    try Data(old.utf8).write(to: sandbox.stateFile)
    let run = try await Tool.binary(["status"], sandbox.environment(user: "Someone"))
    #expect(run.status == 2, "\(run)")
    #expect(run.err.hasPrefix("wiki-notifications: The state file \(sandbox.stateFile.path)"))
    #expect(run.err.hasSuffix("; delete it to start over.\n"), "\(run)")
  }

  func attributes(_ path: String) throws -> [FileAttributeKey: Any] {
    try FileManager.default.attributesOfItem(atPath: path)
  }
}
