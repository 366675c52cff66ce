/// The part of a command line that belongs to one command: what its ``ToolCommand`` reads.
struct ParsedArguments: Sendable {
  /// The command's name, for usage errors.
  var command: String
  /// The words after the command that are not options.
  var operands: [String]
  /// The options given with a value, by name.
  var values: [String: String]
  /// The flags given.
  var flags: Set<String>

  /// Whether `flag` was given. Options are read by the value the specification declares, so
  /// each option's name is written once.
  func flag(_ flag: CommandOption) -> Bool { flags.contains(flag.name) }

  /// The value of an option that may be left out; an empty value is a usage error.
  func optional(_ option: CommandOption) throws(UsageError) -> String? {
    guard let value = values[option.name] else { return nil }
    if value.isEmpty { throw error("\(option.name) is empty.") }
    return value
  }

  /// The value of an option the command cannot run without.
  func required(_ option: CommandOption) throws(UsageError) -> String {
    guard let value = values[option.name], !value.isEmpty else {
      throw error("\(command) needs \(option.name).")
    }
    return value
  }

  /// A device token given as `option`: hexadecimal, lowercased.
  func deviceToken(_ option: CommandOption) throws(UsageError) -> String {
    let text = try required(option)
    let hex = Set("0123456789abcdefABCDEF")
    guard text.count >= 8, text.count <= 512, text.allSatisfy(hex.contains) else {
      throw error("\(option.name) must be a device token in hexadecimal.")
    }
    return text.lowercased()
  }

  /// A usage error of this command (its usage line goes with the message).
  func error(_ message: String) -> UsageError { UsageError(message, command: command) }
}
