#if os(Linux)
  import Foundation
  import MediaWikiAPI
  import NotificationSettings
  import TestSupport
  import Testing

  @testable import WikiNotificationsCLI

  /// The configuration file (which decides where the password goes) is read with the state
  /// file's checks; a relative XDG directory is ignored; kept choices are drawn only for the
  /// login whose session this run uses.
  @Suite("wiki-notifications: the local files")
  struct LocalFilesTests {
    @Test func aConfigurationOthersCanWriteOrALinkIsRefused() async throws {
      let sandbox = try Sandbox()
      try sandbox.writeConfig(["en": "http://127.0.0.1:9/api.php"])
      try #require(chmod(sandbox.configFile.path, 0o666) == 0)
      let writable = try await Tool.binary(["status"], sandbox.environment(user: "A"))
      #expect(writable.status == 2, "\(writable)")
      #expect(
        writable.err
          == "wiki-notifications: The configuration file is refused: others can write "
          + "\(sandbox.configFile.path) (mode 666).\n")

      try #require(chmod(sandbox.configFile.path, 0o644) == 0)
      let elsewhere = sandbox.root.appendingPathComponent("elsewhere.json")
      try FileManager.default.moveItem(at: sandbox.configFile, to: elsewhere)
      try FileManager.default.createSymbolicLink(
        atPath: sandbox.configFile.path, withDestinationPath: elsewhere.path)
      let linked = try await Tool.binary(["status"], sandbox.environment(user: "A"))
      #expect(linked.status == 2, "\(linked)")
      #expect(
        linked.err
          == "wiki-notifications: The configuration file is refused: cannot read "
          + "\(sandbox.configFile.path): it is a link.\n")
    }

    @Test func aRelativeXDGDirectoryIsIgnored() {
      let environment = ToolEnvironment(
        variables: ["XDG_STATE_HOME": "state", "XDG_CONFIG_HOME": "./config"],
        homeDirectory: "/home/someone", inputIsTerminal: false, console: Captured().console)
      #expect(environment.stateDirectory == "/home/someone/.local/state/wiki-notifications")
      #expect(
        environment.defaultConfigPath == "/home/someone/.config/wiki-notifications/config.json")
      let absolute = ToolEnvironment(
        variables: ["XDG_STATE_HOME": "/s", "XDG_CONFIG_HOME": "/c"],
        homeDirectory: "/home/someone", inputIsTerminal: false, console: Captured().console)
      #expect(absolute.stateDirectory == "/s/wiki-notifications")
      #expect(absolute.defaultConfigPath == "/c/wiki-notifications/config.json")
    }

    /// Alice's session and kept choices are in the file; `WIKI_USER=Bob@app ui` must not draw
    /// Alice's choices under "Checking…" (Bob's run sets her session aside and reads).
    @MainActor @Test func anotherLoginsKeptChoicesAreNotShown() throws {
      let sandbox = try Sandbox()
      try sandbox.writeConfig(["en": "https://wiki.example/w/api.php"])
      let state = try StateFile(path: sandbox.stateFile.path, report: { Issue.record("\($0)") })
      let url = "https://wiki.example/w/api.php"
      state.update {
        $0.sessions[url] = SavedSession(cookies: [], userName: "Alice")
        $0.logins[url] = "Alice"
        $0.known[url] = KnownChoices(
          userName: "Alice", language: WikiLanguage(rawValue: "en"), values: [.mention: true])
      }
      func loaded(as user: String) throws -> KnownChoices? {
        let environment = ToolEnvironment(
          variables: sandbox.environment(user: user), homeDirectory: sandbox.root.path,
          inputIsTerminal: false, console: Captured().console)
        let configuration = try ToolConfiguration.load(
          CommandLineParser.parse(["status"]), environment)
        let vault = SessionVault(configuration: configuration, state: state)
        let factory = StoreFactory(
          configuration: configuration, environment: environment, state: state,
          simulation: Simulation(), vault: vault, prompter: .terminal)
        return factory.knownChoices(WikiLanguage(rawValue: "en")).load()
      }
      #expect(try loaded(as: "Bob@app") == nil)
      #expect(try loaded(as: "Alice")?.values == [.mention: true])
    }
  }
#endif
