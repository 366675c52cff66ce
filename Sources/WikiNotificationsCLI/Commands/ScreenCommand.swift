import NotificationSettings

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `ui [--plain]`: the interactive settings screen.
struct ScreenCommand: ToolCommand {
  static let specification = CommandSpecification(
    name: "ui", options: [plainOption], summary: "the interactive settings screen",
    details: HelpText.wrapped(
      "The interactive settings screen: " + KeyBindings.help + " --plain (automatic with "
        + "TERM=dumb or NO_COLOR) prints a linear rendering without colour or box drawing, and "
        + "every announcement as a line."))

  /// `--plain`.
  static let plainOption = CommandOption.flag("--plain")

  /// `--plain`: the linear rendering for screen readers.
  var plain: Bool

  init(_ arguments: ParsedArguments) {
    plain = arguments.flag(Self.plainOption)
  }

  @MainActor func run(_ context: WikiContext) async throws(CLIError) {
    let environment = context.environment
    let linear =
      plain || environment.value("TERM") == "dumb" || environment.value("NO_COLOR") != nil
    let locale =
      environment.value("LC_ALL") ?? environment.value("LC_MESSAGES") ?? environment.value("LANG")
      ?? "en"
    let screen = InteractiveScreen(
      context: context, plain: linear, strings: Strings.forLanguage(Self.languageCode(locale)))
    await screen.run()
  }

  /// The language of a POSIX locale name, `de_DE.UTF-8` → `de`. The C and POSIX locales are
  /// English: read as a language of their own, they would title every type by the wiki.
  nonisolated static func languageCode(_ locale: String) -> String {
    let code = locale.prefix(while: \.isLetter).lowercased()
    return code.isEmpty || code == "c" || code == "posix" ? "en" : code
  }
}
