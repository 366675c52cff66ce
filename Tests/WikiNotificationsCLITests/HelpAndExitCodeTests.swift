import Foundation
import NotificationSettings
import TestSupport
import Testing

@testable import WikiNotificationsCLI

/// In-process runs: the help texts as snapshot files and the exit codes that need no wiki.
@Suite("Help and exit codes")
@MainActor
struct HelpAndExitCodeTests {
  @Test func generalHelpSnapshot() async throws {
    let run = await Tool.inProcess(["--help"], [:])
    #expect(run.status == 0)
    try assertSnapshot(run.out, named: "help")
  }

  @Test(arguments: ToolCommands.all.map { $0.specification.name })
  func commandHelpSnapshots(name: String) async throws {
    let run = await Tool.inProcess([name, "--help"], [:])
    #expect(run.status == 0)
    try assertSnapshot(run.out, named: "help-\(name)")
  }

  @Test func version() async {
    let run = await Tool.inProcess(["--version"], [:])
    #expect(run.status == 0 && run.out == "wiki-notifications \(HelpText.version)\n")
  }

  @Test func usageErrorsExitTwoWithOneSentenceAndTheUsageLine() async throws {
    let sandbox = try Sandbox()
    let run = await Tool.inProcess(["enable", "mentions"], sandbox.environment())
    #expect(run.status == 2)
    #expect(run.out.isEmpty)
    #expect(
      run.err
        == "wiki-notifications: Unknown notification type \"mentions\".\n"
        + "Usage: wiki-notifications enable TYPE...\nRun `wiki-notifications --help` for help.\n")
  }

  @Test func invalidConfigurationIsAUsageError() async throws {
    let sandbox = try Sandbox()
    try FileManager.default.createDirectory(
      at: sandbox.configFile.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("{\"language\": 5}".utf8).write(to: sandbox.configFile)
    let run = await Tool.inProcess(["status"], sandbox.environment())
    #expect(run.status == 2)
    #expect(run.err.hasPrefix("wiki-notifications: The configuration file "))
    let missing = await Tool.inProcess(
      ["--config", sandbox.root.path + "/nope.json", "status"], sandbox.environment())
    #expect(missing.status == 2)
  }

  @Test func unknownSimulationIsAUsageError() async throws {
    let sandbox = try Sandbox()
    let run = await Tool.inProcess(
      ["status"], sandbox.environment(["WIKI_NOTIFICATIONS_SIMULATE": "explode"]))
    #expect(run.status == 2)
  }

  @Test func noCredentialsIsExitThreeWithoutARequest() async throws {
    let sandbox = try Sandbox()
    // Port 9 on loopback: nothing answers, so any request would give exit 4, not 3.
    try sandbox.writeConfig(["en": "http://127.0.0.1:9/api.php"])
    let run = await Tool.inProcess(["status"], sandbox.environment())
    #expect(run.status == 3, "\(run)")
    #expect(
      run.err
        == "wiki-notifications: Not logged in to 127.0.0.1:9: set WIKI_USER and WIKI_PASSWORD, "
        + "or run on a terminal to be asked.\n")
  }

  @Test func unreachableWikiIsExitFour() async throws {
    let sandbox = try Sandbox()
    try sandbox.writeConfig(["en": "http://127.0.0.1:9/api.php"])
    let run = await Tool.inProcess(["status"], sandbox.environment(user: "A", password: "b"))
    #expect(run.status == 4, "\(run)")
    #expect(run.err.contains("Could not reach 127.0.0.1:9"))
    #expect(!run.err.contains("b\n") && !run.out.contains("password"))
  }

  @Test func plainHTTPToANonLoopbackHostIsRefusedBeforeThePasswordIsSent() async throws {
    let sandbox = try Sandbox()
    try sandbox.writeConfig(["en": "http://wiki.invalid/w/api.php"])
    let run = await Tool.inProcess(["status"], sandbox.environment(user: "A", password: "b"))
    #expect(run.status == 3, "\(run)")
    #expect(run.err.contains("over plain http"))
  }

  @Test func wikiOptionOverridesAndUnknownLanguagesUseWikipedia() throws {
    let sandbox = try Sandbox()
    let environment = ToolEnvironment(
      variables: sandbox.environment(), homeDirectory: sandbox.root.path, inputIsTerminal: false,
      console: Captured().console)
    let file = ConfigurationFile(language: "en", wikis: ["en": "http://127.0.0.1:1/api.php"])
    let configuration = try ToolConfiguration.resolve(
      file, Invocation(wikiURL: "http://127.0.0.1:2/api.php", action: .version), environment)
    #expect(configuration.apiURL(for: "en").absoluteString == "http://127.0.0.1:2/api.php")
    #expect(configuration.apiURL(for: "fr").absoluteString == "https://fr.wikipedia.org/w/api.php")
    #expect(configuration.topic == "org.wikimedia.wikipedia")
    #expect(configuration.userAgent.hasPrefix("wiki-notifications/\(HelpText.version) ("))
  }
}
