/// The tool's commands, in the order the help lists them: adding a command is its file and one
/// line here.
enum ToolCommands {
  /// Every command.
  static let all: [any ToolCommand.Type] = [
    StatusCommand.self,
    EnableCommand.self,
    DisableCommand.self,
    MuteAddCommand.self,
    MuteRemoveCommand.self,
    MigrateCommand.self,
    SubscribeCommand.self,
    UnsubscribeCommand.self,
    LogoutCommand.self,
    ScreenCommand.self,
  ]

  /// The command typed as `name`.
  static func named(_ name: String) -> (any ToolCommand.Type)? {
    all.first { $0.specification.name == name }
  }
}
