import NotificationSettings

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `ui [--plain]`: the interactive settings screen.
@MainActor
enum ScreenCommand {
  static func run(plain: Bool, _ context: WikiContext) async throws(CLIError) {
    let environment = context.environment
    let linear =
      plain || environment.value("TERM") == "dumb" || environment.value("NO_COLOR") != nil
    let locale =
      environment.value("LC_ALL") ?? environment.value("LC_MESSAGES") ?? environment.value("LANG")
      ?? "en"
    let screen = InteractiveScreen(
      context: context, plain: linear, strings: Strings.forLanguage(languageCode(locale)))
    await screen.run()
  }

  /// The language of a POSIX locale name, `de_DE.UTF-8` → `de`. The C and POSIX locales are
  /// English: read as a language of their own, they would title every type by the wiki.
  nonisolated static func languageCode(_ locale: String) -> String {
    let code = locale.prefix(while: \.isLetter).lowercased()
    return code.isEmpty || code == "c" || code == "posix" ? "en" : code
  }
}
