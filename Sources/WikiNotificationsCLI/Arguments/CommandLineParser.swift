import NotificationSettings

/// Turns the command line into an ``Invocation``, from the commands' specifications
/// (``ToolCommands/all``). The one place that knows the syntax: options may come before or after
/// the command, as `--name value` or `--name=value`; `--` ends options.
enum CommandLineParser {
  private static let configOption = CommandOption.value("--config", "FILE", required: false)
  private static let wikiOption = CommandOption.value("--wiki", "API_URL", required: false)
  private static let languageOption = CommandOption.value("--language", "CODE", required: false)
  private static let help: Set<String> = ["--help", "-h"]
  private static let version: Set<String> = ["--version", "-V"]

  /// The options every command accepts.
  private static let globalOptions: [CommandOption] =
    [configOption, wikiOption, languageOption]
    + (help.sorted() + version.sorted()).map(CommandOption.flag)

  /// Every option by name, with the commands that accept it (nil: every command).
  private static let options: [String: (option: CommandOption, commands: [String]?)] = {
    var options: [String: (option: CommandOption, commands: [String]?)] = [:]
    for option in globalOptions { options[option.name] = (option, nil) }
    for command in ToolCommands.all {
      let specification = command.specification
      for option in specification.options {
        options[option.name, default: (option, [])].commands?.append(specification.name)
      }
    }
    return options
  }()

  /// Parses the arguments after the program name.
  static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
    let (values, given, positional) = try scan(arguments)
    let help = !given.isDisjoint(with: Self.help)
    let command = try command(positional.first, help: help)
    try checkOptions(Set(values.keys).union(given), allowedFor: command?.specification.name)
    let action: Invocation.Action
    if help {
      action = .help(command?.specification)
    } else if !given.isDisjoint(with: Self.version) {
      action = .version
    } else if let command {
      let name = command.specification.name
      let operands = Array(positional.dropFirst())
      if command.specification.operands == nil, let extra = operands.first {
        throw UsageError("Unexpected argument \"\(extra)\".", command: name)
      }
      action = .run(
        try command.init(
          ParsedArguments(command: name, operands: operands, values: values, flags: given)))
    } else {
      throw UsageError("No command given.")
    }
    return Invocation(
      configPath: values[Self.configOption.name], wikiURL: values[Self.wikiOption.name],
      language: values[Self.languageOption.name],
      action: action)
  }

  /// Sorts the arguments into option values, flags and the other words, by the options' names.
  private static func scan(_ arguments: [String]) throws(UsageError) -> (
    values: [String: String], flags: Set<String>, positional: [String]
  ) {
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
      guard let option = options[name]?.option, option.placeholder != nil || inline == nil else {
        throw UsageError("Unknown option \(argument).")
      }
      if option.placeholder == nil {
        given.insert(name)
      } else if let inline {
        values[name] = inline
      } else {
        guard index < arguments.count else { throw UsageError("\(name) needs a value.") }
        values[name] = arguments[index]
        index += 1
      }
    }
    return (values, given, positional)
  }

  private static func split(_ argument: String) -> (String, String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
      return (argument, nil)
    }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }

  private static func command(_ word: String?, help: Bool) throws(UsageError)
    -> (any ToolCommand.Type)?
  {
    guard let word else { return nil }
    if word == "help" && help { return nil }
    guard let command = ToolCommands.named(word) else {
      throw UsageError("Unknown command \"\(word)\".")
    }
    return command
  }

  private static func checkOptions(_ names: Set<String>, allowedFor command: String?)
    throws(UsageError)
  {
    for name in names.sorted() {
      guard let owners = options[name]?.commands else { continue }
      guard let command, owners.contains(command) else {
        throw UsageError(
          "\(name) belongs to \(owners.sorted().joined(separator: ", ")), not here.",
          command: command)
      }
    }
  }

  /// A language code as Wikipedia spells its subdomains (`en`, `de`, `zh-yue`, `be-tarask`).
  static func language(_ code: String, command: String? = nil) throws(UsageError)
    -> WikiLanguage
  {
    let allowed = Set("abcdefghijklmnopqrstuvwxyz0123456789-")
    guard let first = code.first, first.isLetter, code.count <= 20,
      code.allSatisfy(allowed.contains)
    else { throw UsageError("\"\(code)\" is not a language code.", command: command) }
    return WikiLanguage(rawValue: code)
  }
}
