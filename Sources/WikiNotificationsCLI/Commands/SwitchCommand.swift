import NotificationSettings

/// `enable TYPE...` and `disable TYPE...`: one command, whose flag is the value it sets (see
/// ``SetCommand``); the registry lists it once per name.
struct SwitchCommand<Value: SwitchValue>: ToolCommand {
  static var specification: CommandSpecification { SetCommand.specification(on: Value.isOn) }

  /// The types named, in the package's order; empty for `all`.
  var types: [NotificationType]

  init(_ arguments: ParsedArguments) throws(UsageError) {
    types = try SetCommand.types(arguments)
  }

  @MainActor func run(_ context: WikiContext) async throws(CLIError) {
    try await SetCommand.run(types, on: Value.isOn, context)
  }
}

/// The flag of ``SwitchCommand``: the value it sets.
protocol SwitchValue: Sendable {
  /// Whether the command turns the types on.
  static var isOn: Bool { get }
}

/// `enable`'s flag.
enum SwitchOn: SwitchValue { static let isOn = true }

/// `disable`'s flag.
enum SwitchOff: SwitchValue { static let isOn = false }

/// `enable TYPE...`: turns types on.
typealias EnableCommand = SwitchCommand<SwitchOn>

/// `disable TYPE...`: turns types off.
typealias DisableCommand = SwitchCommand<SwitchOff>
