#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What the tool gets from the process: environment variables, the home directory, whether it
/// talks to a terminal, and where it prints. A value, so tests run the tool in-process.
public struct ToolEnvironment: Sendable {
  /// The environment variables.
  public var variables: [String: String]
  /// The home directory (for `~/.config` and `~/.local/state`).
  public var homeDirectory: String
  /// Whether standard input is a terminal (prompts and the interactive screen need one).
  public var inputIsTerminal: Bool
  /// Where results and problems go.
  public var console: Console

  /// Everything the tool reads from its process, given explicitly so tests can run it in-process.
  public init(
    variables: [String: String], homeDirectory: String, inputIsTerminal: Bool, console: Console
  ) {
    self.variables = variables
    self.homeDirectory = homeDirectory
    self.inputIsTerminal = inputIsTerminal
    self.console = console
  }

  /// The running process's environment.
  public static var process: ToolEnvironment {
    let variables = ProcessInfo.processInfo.environment
    return ToolEnvironment(
      variables: variables, homeDirectory: home(variables),
      inputIsTerminal: TTY.isTerminal(0), console: .standard)
  }

  /// `$HOME` when it is an absolute path (as the shell and the XDG directories take it), else
  /// the account database's entry, whose lookup reads `/etc/passwd` through NSS on every run.
  static func home(_ variables: [String: String]) -> String {
    if let home = variables["HOME"], home.hasPrefix("/") { return home }
    return FileManager.default.homeDirectoryForCurrentUser.path
  }

  /// A variable's value, nil when unset or empty.
  func value(_ name: String) -> String? {
    guard let value = variables[name], !value.isEmpty else { return nil }
    return value
  }

  /// An XDG base directory variable's value when it is an absolute path: the XDG spec says a
  /// relative one is invalid and ignored (it would follow whatever folder the tool runs in).
  func absolutePath(_ name: String) -> String? {
    value(name).flatMap { $0.hasPrefix("/") ? $0 : nil }
  }

  /// The configuration file used when `--config` is not given.
  var defaultConfigPath: String {
    let base = absolutePath("XDG_CONFIG_HOME") ?? homeDirectory + "/.config"
    return base + "/wiki-notifications/config.json"
  }

  /// The directory of the state file (sessions and the simulated device), mode 0700.
  var stateDirectory: String {
    let base = absolutePath("XDG_STATE_HOME") ?? homeDirectory + "/.local/state"
    return base + "/wiki-notifications"
  }
}
