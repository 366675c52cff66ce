/// How the person is asked something: given to the authenticator and the store factory when they
/// are made (the terminal's line prompts, or the interactive screen's last line).
struct Prompter: Sendable {
  /// Asks for a line (`text`, whether to echo it); nil when nobody answers.
  var ask: @Sendable (String, Bool) async -> String?
  /// Asks a yes/no question; nil when nobody answers.
  var askYesNo: @Sendable (String) async -> Bool?

  /// The terminal's prompts, read on a thread of their own.
  static let terminal = Prompter(
    ask: { text, echo in await Blocking.run { TTY.prompt(text, echo: echo) } },
    askYesNo: { text in
      guard let answer = await Blocking.run({ TTY.prompt(text + " [y/n] ", echo: true) }) else {
        return nil
      }
      return answer.lowercased().hasPrefix("y")
    })
}
