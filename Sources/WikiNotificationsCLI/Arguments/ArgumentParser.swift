import NotificationSettings

/// Turns the command line into an ``Invocation``. The one place that knows the syntax: options
/// may come before or after the command, as `--name value` or `--name=value`; `--` ends options.
public enum ArgumentParser {
  /// The options that take a value, and the commands that accept each (nil: every command).
  private static let valueOptions: [String: Set<CommandName>?] = [
    "--config": nil, "--wiki": nil, "--language": nil,
    "--from": [.migrate], "--to": [.migrate],
    "--token": [.subscribe, .unsubscribe], "--topic": [.subscribe],
  ]
  /// The flags, and the commands that accept each (nil: every command).
  private static let flags: [String: Set<CommandName>?] = [
    "--help": nil, "-h": nil, "--version": nil, "-V": nil, "--json": [.status], "--plain": [.ui],
  ]

  /// Parses the arguments after the program name.
  public static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
    var values: [String: String] = [:]
    var given: Set<String> = []
    var positional: [String] = []
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
        positional.append(argument)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      let (name, inline) = split(argument)
      if valueOptions[name] != nil {
        if let inline {
          values[name] = inline
        } else {
          guard index < arguments.count else { throw UsageError("\(name) needs a value.") }
          values[name] = arguments[index]
          index += 1
        }
      } else if flags[name] != nil, inline == nil {
        given.insert(name)
      } else {
        throw UsageError("Unknown option \(argument).")
      }
    }

    let command = try commandName(
      positional.first, help: !given.isDisjoint(with: ["--help", "-h"]))
    try checkOptions(Set(values.keys).union(given), allowedFor: command)
    var invocation = Invocation(
      configPath: values["--config"], wikiURL: values["--wiki"], language: values["--language"],
      command: .version)
    if !given.isDisjoint(with: ["--help", "-h"]) {
      invocation.command = .help(command)
    } else if !given.isDisjoint(with: ["--version", "-V"]) {
      invocation.command = .version
    } else if let command {
      invocation.command = try parseCommand(
        command, Array(positional.dropFirst()), values, flags: given)
    } else {
      throw UsageError("No command given.")
    }
    return invocation
  }

  private static func split(_ argument: String) -> (String, String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
      return (argument, nil)
    }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }

  private static func commandName(_ word: String?, help: Bool) throws(UsageError) -> CommandName? {
    guard let word else { return nil }
    if word == "help" && help { return nil }
    guard let name = CommandName(rawValue: word) else {
      throw UsageError("Unknown command \"\(word)\".")
    }
    return name
  }

  private static func checkOptions(_ names: Set<String>, allowedFor command: CommandName?)
    throws(UsageError)
  {
    for name in names.sorted() {
      guard let allowed = valueOptions[name] ?? flags[name], let allowed else { continue }
      guard let command, allowed.contains(command) else {
        let owners = allowed.map(\.rawValue).sorted().joined(separator: ", ")
        throw UsageError("\(name) belongs to \(owners), not here.", command: command)
      }
    }
  }

  private static func parseCommand(
    _ command: CommandName, _ operands: [String], _ values: [String: String], flags: Set<String>
  ) throws(UsageError) -> Command {
    func noOperands() throws(UsageError) {
      if let extra = operands.first {
        throw UsageError("Unexpected argument \"\(extra)\".", command: command)
      }
    }
    func required(_ name: String) throws(UsageError) -> String {
      guard let value = values[name], !value.isEmpty else {
        throw UsageError("\(command.rawValue) needs \(name).", command: command)
      }
      return value
    }
    switch command {
    case .status:
      try noOperands()
      return .status(json: flags.contains("--json"))
    case .enable, .disable:
      return .set(try types(operands, command: command), on: command == .enable)
    case .migrate:
      try noOperands()
      let from = try language(try required("--from"), command: command)
      let to = try language(try required("--to"), command: command)
      guard from != to else {
        throw UsageError("--from and --to name the same language.", command: command)
      }
      return .migrate(from: from, to: to)
    case .subscribe:
      try noOperands()
      let topic = values["--topic"]
      if let topic, topic.isEmpty { throw UsageError("--topic is empty.", command: command) }
      return .subscribe(token: try token(try required("--token"), command: command), topic: topic)
    case .unsubscribe:
      try noOperands()
      return .unsubscribe(token: try token(try required("--token"), command: command))
    case .logout:
      try noOperands()
      return .logout
    case .ui:
      try noOperands()
      return .ui(plain: flags.contains("--plain"))
    }
  }

  /// The types named by `words`: categories, option names or `all`, in the package's order
  /// (``NotificationType/named``); `all` gives the empty list, every type the wiki offers (see
  /// ``Command/set(_:on:)``).
  static func types(_ words: [String], command: CommandName) throws(UsageError)
    -> [NotificationType]
  {
    guard !words.isEmpty else {
      throw UsageError("\(command.rawValue) needs at least one TYPE or `all`.", command: command)
    }
    var chosen: Set<NotificationType> = []
    var all = false
    for word in words {
      if word == "all" {
        all = true
      } else if let type = NotificationType(optionName: word) ?? NotificationType(rawValue: word),
        // A name is checked before anything is sent, so only the types the package names can
        // be named: a typo must stay a usage error. `all` reaches the wiki's other types.
        NotificationType.named.contains(type)
      {
        chosen.insert(type)
      } else {
        throw UsageError("Unknown notification type \"\(word)\".", command: command)
      }
    }
    return all ? [] : NotificationType.named.filter(chosen.contains)
  }

  /// A language code as Wikipedia spells its subdomains (`en`, `de`, `zh-yue`, `be-tarask`).
  static func language(_ code: String, command: CommandName? = nil) throws(UsageError)
    -> WikiLanguage
  {
    let allowed = Set("abcdefghijklmnopqrstuvwxyz0123456789-")
    guard let first = code.first, first.isLetter, code.count <= 20,
      code.allSatisfy(allowed.contains)
    else { throw UsageError("\"\(code)\" is not a language code.", command: command) }
    return WikiLanguage(rawValue: code)
  }

  private static func token(_ text: String, command: CommandName) throws(UsageError) -> String {
    let hex = Set("0123456789abcdefABCDEF")
    guard text.count >= 8, text.count <= 512, text.allSatisfy(hex.contains) else {
      throw UsageError("--token must be a device token in hexadecimal.", command: command)
    }
    return text.lowercased()
  }
}
