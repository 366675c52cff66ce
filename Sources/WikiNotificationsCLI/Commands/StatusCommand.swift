import Foundation
import NotificationSettings

/// `status [--json]`: the account, the wiki and every type with on/off, read in one request.
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
    console.out(
      json
        ? Self.json(wiki: wiki, user: user, store.state, store.strings)
        : text(wiki, user, store))
    ScreenChecks.printNotes(store, console)
  }

  /// The `--json` object, keys in the documented order, on one line: the spec's 16 (a type the
  /// wiki does not offer has `"enabled":null`), then every other type the wiki offers.
  static func json(wiki: String, user: String, _ state: SettingsFeature.State, _ strings: Strings)
    -> String
  {
    let titles = strings.withWikiTitles(state.wiki.titles)
    let types = listed(state).map { type in
      let enabled = state.isOn(type).map { $0 ? "true" : "false" } ?? "null"
      return "{\"type\":\(quoted(type.rawValue)),\"option\":\(quoted(type.optionName)),"
        + "\"title\":\(quoted(titles.title(type))),\"enabled\":\(enabled),"
        + "\"global\":\(state.isGlobal(type))}"
    }
    return "{\"wiki\":\(quoted(wiki)),\"user\":\(quoted(user)),\"types\":["
      + types.joined(separator: ",") + "]}\n"
  }

  /// The spec's types, then the others the wiki offers.
  private static func listed(_ state: SettingsFeature.State) -> [NotificationType] {
    NotificationType.allCases + state.offeredTypes.filter { !$0.isSpec }
  }

  private static func text(_ wiki: String, _ user: String, _ store: SettingsStore) -> String {
    let strings = store.strings.withWikiTitles(store.state.wiki.titles)
    let types = listed(store.state)
    let width = types.map(\.rawValue.count).max() ?? 0
    var lines = ["Wiki:    \(wiki) (\(store.state.language))", "Account: \(user)", ""]
    for type in types {
      let value = store.state.isOn(type).map { $0 ? "on " : "off" } ?? "-- "
      let name = type.rawValue.padding(toLength: width, withPad: " ", startingAt: 0)
      let global = store.state.isGlobal(type) ? "  (global: applies on every wiki)" : ""
      lines.append("\(value)  \(name)  \(strings.title(type))\(global)")
    }
    if NotificationType.allCases.contains(where: { store.state.isOn($0) == nil }) {
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
