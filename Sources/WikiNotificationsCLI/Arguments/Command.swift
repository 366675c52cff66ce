import NotificationSettings

/// One parsed command line: the global options and the command to run.
public struct Invocation: Equatable, Sendable {
  /// `--config FILE`: the configuration file instead of the default location.
  public var configPath: String?
  /// `--wiki API_URL`: the `api.php` of the primary language's wiki, overriding the configuration.
  public var wikiURL: String?
  /// `--language CODE`: the primary language instead of the configuration's.
  public var language: String?
  /// What to do.
  public var command: Command

  /// The global options are nil when not given: the configuration file and defaults decide.
  public init(
    configPath: String? = nil, wikiURL: String? = nil, language: String? = nil, command: Command
  ) {
    self.configPath = configPath
    self.wikiURL = wikiURL
    self.language = language
    self.command = command
  }
}

/// What the tool was asked to do.
public enum Command: Equatable, Sendable {
  /// Print the help: the whole tool's, or one command's.
  case help(CommandName?)
  /// Print the version.
  case version
  /// Show the account, the wiki and every type with its value.
  case status(json: Bool)
  /// Turn these types on (`true`) or off (`false`); none named means `all`: every type the wiki
  /// offers, which only its answer tells.
  case set([NotificationType], on: Bool)
  /// Copy the settings from one language's wiki to another's.
  case migrate(from: WikiLanguage, to: WikiLanguage)
  /// Subscribe a device token to pushes for the account.
  case subscribe(token: String, topic: String?)
  /// Delete the account's subscription of a device token.
  case unsubscribe(token: String)
  /// Unsubscribe this (simulated) device, then end the session.
  case logout
  /// The interactive settings screen; `plain` asks for the linear, screen-reader rendering.
  case ui(plain: Bool)
}

/// The names of the commands, as typed.
public enum CommandName: String, CaseIterable, Sendable {
  /// `status`
  case status
  /// `enable`
  case enable
  /// `disable`
  case disable
  /// `migrate`
  case migrate
  /// `subscribe`
  case subscribe
  /// `unsubscribe`
  case unsubscribe
  /// `logout`
  case logout
  /// `ui`
  case ui
}
