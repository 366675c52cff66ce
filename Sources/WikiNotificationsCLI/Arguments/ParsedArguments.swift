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

  /// Whether `flag` was given.
  func flag(_ flag: String) -> Bool { flags.contains(flag) }

  /// The value of an option that may be left out; an empty value is a usage error.
  func optional(_ name: String) throws(UsageError) -> String? {
    guard let value = values[name] else { return nil }
    if value.isEmpty { throw error("\(name) is empty.") }
    return value
  }

  /// The value of an option the command cannot run without.
  func required(_ name: String) throws(UsageError) -> String {
    guard let value = values[name], !value.isEmpty else {
      throw error("\(command) needs \(name).")
    }
    return value
  }

  /// A device token given as `name`: hexadecimal, lowercased.
  func deviceToken(_ name: String) throws(UsageError) -> String {
    let text = try required(name)
    let hex = Set("0123456789abcdefABCDEF")
    guard text.count >= 8, text.count <= 512, text.allSatisfy(hex.contains) else {
      throw error("\(name) must be a device token in hexadecimal.")
    }
    return text.lowercased()
  }

  /// A usage error of this command (its usage line goes with the message).
  func error(_ message: String) -> UsageError { UsageError(message, command: command) }
}
