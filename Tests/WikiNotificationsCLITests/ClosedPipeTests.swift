import Foundation
import Testing

/// The built tool writing to a reader that has gone away (`wiki-notifications --help | true`):
/// it ends quietly with its usual status instead of being killed by SIGPIPE.
@Suite("A closed output pipe")
struct ClosedPipeTests {
  @Test(arguments: [["--help"], ["--version"], ["enable", "bogus"]])
  func theToolEndsWithItsUsualStatus(arguments: [String]) async throws {
    let expected: Int32 = arguments == ["enable", "bogus"] ? 2 : 0
    let process = Process()
    process.executableURL = try Tool.binary()
    process.arguments = arguments
    process.environment = ["PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory()]
    process.standardInput = FileHandle(forReadingAtPath: "/dev/null")
    let out = Pipe()
    let err = Pipe()
    // No one reads either: every write the tool makes fails with EPIPE.
    try out.fileHandleForReading.close()
    try err.fileHandleForReading.close()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    await Task.detached { process.waitUntilExit() }.value
    #expect(process.terminationReason == .exit, "not killed by a signal")
    #expect(process.terminationStatus == expected)
  }
}
