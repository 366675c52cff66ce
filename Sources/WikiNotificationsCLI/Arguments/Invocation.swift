/// One parsed command line: the global options and what to do.
struct Invocation: Sendable {
  /// `--config FILE`: the configuration file instead of the default location.
  var configPath: String?
  /// `--wiki API_URL`: the `api.php` of the primary language's wiki, overriding the configuration.
  var wikiURL: String?
  /// `--language CODE`: the primary language instead of the configuration's.
  var language: String?
  /// What to do.
  var action: Action

  /// The global options are nil when not given: the configuration file and defaults decide.
  init(
    configPath: String? = nil, wikiURL: String? = nil, language: String? = nil, action: Action
  ) {
    self.configPath = configPath
    self.wikiURL = wikiURL
    self.language = language
    self.action = action
  }

  /// What the tool was asked to do.
  enum Action: Sendable {
    /// Print the help: the whole tool's, or one command's.
    case help(CommandSpecification?)
    /// Print the version.
    case version
    /// Run a command.
    case run(any ToolCommand)
  }
}

/// A command line the tool cannot run; reported with exit code 2 before anything is sent.
struct UsageError: Error, Equatable, Sendable {
  /// One sentence saying what is wrong.
  var message: String
  /// The name of the command whose usage line helps, if known.
  var command: String?

  /// `command` names the subcommand whose usage the message goes with (nil: the tool's).
  init(_ message: String, command: String? = nil) {
    self.message = message
    self.command = command
  }
}
