import Foundation
import NotificationSettings

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
      context: context, plain: linear, strings: Strings.forLanguage(String(locale.prefix(2))))
    await screen.run()
  }
}
