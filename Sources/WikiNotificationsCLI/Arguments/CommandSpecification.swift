/// What the tool knows of one command before running it: its name, its options and operands,
/// and its help texts. The parser and the help read only this.
struct CommandSpecification: Sendable {
  /// The word that names the command (`status`).
  var name: String
  /// The options the command accepts, in the order its synopsis shows them.
  var options: [CommandOption] = []
  /// The operands' placeholder (`TYPE...`); nil when the command takes none.
  var operands: String?
  /// One line for the tool's command list.
  var summary: String
  /// The paragraph of `COMMAND --help`.
  var details: String

  /// The synopsis, generated from the options and operands: `migrate --from CODE --to CODE`.
  var usage: String {
    let options = options.map { option in
      let text = option.placeholder.map { "\(option.name) \($0)" } ?? option.name
      return option.isRequired ? text : "[\(text)]"
    }
    return ([name] + options + (operands.map { [$0] } ?? [])).joined(separator: " ")
  }
}

/// One option of a command: a flag, or a name followed by a value.
struct CommandOption: Sendable, Equatable {
  /// As typed, with its dashes (`--token`).
  var name: String
  /// The value's placeholder in the synopsis (`HEX`); nil for a flag.
  var placeholder: String?
  /// Whether the command refuses to run without it.
  var isRequired: Bool

  /// A flag: given or not.
  static func flag(_ name: String) -> CommandOption {
    CommandOption(name: name, placeholder: nil, isRequired: false)
  }

  /// An option with a value (`--token HEX`).
  static func value(_ name: String, _ placeholder: String, required: Bool) -> CommandOption {
    CommandOption(name: name, placeholder: placeholder, isRequired: required)
  }

  /// `--token HEX`: a device token, for `subscribe` and `unsubscribe`.
  static let deviceToken = value("--token", "HEX", required: true)
}

/// One command of the tool: its specification, how it reads its arguments, and what it does.
/// Registered once in ``ToolCommands/all``; the parser and the help are generated from it.
protocol ToolCommand: Sendable {
  /// Name, options, operands and help.
  static var specification: CommandSpecification { get }
  /// Reads the command's own options and operands; throws a usage error for a wrong one.
  init(_ arguments: ParsedArguments) throws(UsageError)
  /// Runs the command against the configured wikis; a thrown error ends it with its exit code.
  @MainActor func run(_ context: WikiContext) async throws(CLIError)
}
