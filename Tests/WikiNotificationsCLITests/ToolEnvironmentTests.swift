import Foundation
import Testing

@testable import WikiNotificationsCLI

/// Where the tool's home directory comes from.
@Suite("tool environment")
struct ToolEnvironmentTests {
  @Test func homeIsTheEnvironmentsWhenAbsoluteElseTheAccounts() {
    #expect(ToolEnvironment.home(["HOME": "/srv/editor"]) == "/srv/editor")
    let account = FileManager.default.homeDirectoryForCurrentUser.path
    #expect(!account.isEmpty)
    #expect(ToolEnvironment.home([:]) == account)
    #expect(ToolEnvironment.home(["HOME": ""]) == account)
    #expect(ToolEnvironment.home(["HOME": "relative/dir"]) == account)
  }
}
