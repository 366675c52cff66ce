import NotificationSettings

/// `enable TYPE...`: turns types on (see ``SetCommand``).
struct EnableCommand: ToolCommand {
  static let specification = SetCommand.specification(on: true)

  /// The types named, in the package's order; empty for `all`.
  var types: [NotificationType]

  init(_ arguments: ParsedArguments) throws(UsageError) {
    types = try SetCommand.types(arguments)
  }

  @MainActor func run(_ context: WikiContext) async throws(CLIError) {
    try await SetCommand.run(types, on: true, context)
  }
}

/// `disable TYPE...`: turns types off (see ``SetCommand``).
struct DisableCommand: ToolCommand {
  static let specification = SetCommand.specification(on: false)

  /// The types named, in the package's order; empty for `all`.
  var types: [NotificationType]

  init(_ arguments: ParsedArguments) throws(UsageError) {
    types = try SetCommand.types(arguments)
  }

  @MainActor func run(_ context: WikiContext) async throws(CLIError) {
    try await SetCommand.run(types, on: false, context)
  }
}
