import Foundation
import NotificationSettings

/// `status [--json]`: the account, the wiki and the 16 types with on/off, read in one request.
@MainActor
enum StatusCommand {
  static func run(json: Bool, _ context: WikiContext) async throws(CLIError) {
    let language = context.configuration.language
    let store = context.makeStore(language: language, saveWindow: .milliseconds(100))
    try await context.openScreen(store, language)
    try ScreenChecks.requireLoaded(store, language, context)
    let console = context.environment.console
    let wiki = context.configuration.apiURL(for: language).absoluteString
    let user = store.state.session.userName ?? ""
    console.out(json ? Self.json(wiki: wiki, user: user, store.state) : text(wiki, user, store))
    ScreenChecks.printNotes(store, console)
  }

  /// The `--json` object, keys in the documented order, on one line.
  static func json(wiki: String, user: String, _ state: SettingsFeature.State) -> String {
    let types = NotificationType.allCases.map { type in
      let enabled = state.isOn(type).map { $0 ? "true" : "false" } ?? "null"
      return "{\"type\":\(quoted(type.rawValue)),\"option\":\(quoted(type.optionName)),"
        + "\"title\":\(quoted(type.specTitle)),\"enabled\":\(enabled)}"
    }
    return "{\"wiki\":\(quoted(wiki)),\"user\":\(quoted(user)),\"types\":["
      + types.joined(separator: ",") + "]}\n"
  }

  private static func text(_ wiki: String, _ user: String, _ store: SettingsStore) -> String {
    let strings = store.strings
    let width = NotificationType.allCases.map(\.rawValue.count).max() ?? 0
    var lines = ["Wiki:    \(wiki) (\(store.state.language))", "Account: \(user)", ""]
    for type in NotificationType.allCases {
      let value = store.state.isOn(type).map { $0 ? "on " : "off" } ?? "-- "
      let name = type.rawValue.padding(toLength: width, withPad: " ", startingAt: 0)
      lines.append("\(value)  \(name)  \(strings.title(type))")
    }
    if store.state.offeredTypes.count < NotificationType.allCases.count {
      lines.append("")
      lines.append("-- : not offered by this wiki")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A JSON string literal.
  static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20: result += String(format: "\\u%04x", scalar.value)
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
