import NotificationSettings

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `status [--json]`: the account, the wiki and every type with on/off, read in one request.
/// Drawn from the screen model, as every renderer of the feature is.
struct StatusCommand: ToolCommand {
  static let specification = CommandSpecification(
    name: "status", options: [.flag("--json")],
    summary: "the account, the wiki and every type with on/off",
    details: """
      Reads the settings from the primary language's wiki in one request and prints the account,
      the wiki and every type with on or off, and where the choice applies: "every wiki" (the
      account's global preferences, which every wiki of the account follows) or "this wiki
      only" (a wiki without global preferences, or a local exception). --json prints one
      object: {"wiki": URL, "user": NAME, "types": [{"type", "option", "title", "enabled",
      "global", "scope"}, ...]} ("enabled" and "scope" are null for a type the wiki does not
      offer; "scope" is "global" or "local"; "global" is true where "scope" is "global").
      """,
    exitCodes: [.notLoggedIn, .serverFailure])

  /// `--json`: one JSON object instead of the text.
  var json: Bool

  init(_ arguments: ParsedArguments) {
    json = arguments.flag("--json")
  }

  @MainActor func run(_ context: WikiContext) async throws(CLIError) {
    let language = context.configuration.language
    let store = context.stores.makeStore(language: language, saveWindow: .milliseconds(100))
    try await context.authenticator.openScreen(store, language)
    try ScreenChecks.requireLoaded(store, language, context)
    let console = context.environment.console
    let wiki = context.configuration.apiURL(for: language).absoluteString
    let screen = store.screen
    let entries = Self.entries(screen, store.strings)
    let user = screen.userName ?? ""
    console.out(
      json
        ? Self.json(wiki: wiki, user: user, entries)
        : Self.text("\(wiki) (\(language))", user, entries))
    ScreenChecks.printNotes(store, console)
  }

  /// One type as `status` lists it: its switch on the screen, or none when the wiki does not
  /// offer it.
  struct Entry: Equatable {
    /// The type.
    var type: NotificationType
    /// Its name, as the screen titles it.
    var title: String
    /// Its switch; nil when the wiki does not offer the type.
    var row: ScreenModel.ToggleRow?
  }

  /// The spec's 16 (a type the wiki does not offer has no row), then every other type the wiki
  /// offers, in the screen's order.
  static func entries(_ screen: ScreenModel, _ strings: Strings) -> [Entry] {
    let rows = screen.sections.flatMap(\.rows)
    let spec = NotificationType.allCases.map { type in
      let row = rows.first { $0.type == type }
      return Entry(type: type, title: row?.label ?? strings.title(type), row: row)
    }
    return spec
      + rows.filter { !$0.type.isSpec }.map { Entry(type: $0.type, title: $0.label, row: $0) }
  }

  /// The `--json` object, keys in the documented order, on one line: the spec's 16 (a type the
  /// wiki does not offer has `"enabled":null`), then every other type the wiki offers.
  static func json(wiki: String, user: String, _ entries: [Entry]) -> String {
    let types = entries.map { entry in
      let enabled = entry.row.map { $0.isOn ? "true" : "false" } ?? "null"
      return "{\"type\":\(quoted(entry.type.rawValue)),\"option\":\(quoted(entry.type.optionName)),"
        + "\"title\":\(quoted(entry.title)),\"enabled\":\(enabled),"
        + "\"global\":\(entry.row?.isGlobal ?? false),\"scope\":\(scope(entry))}"
    }
    return "{\"wiki\":\(quoted(wiki)),\"user\":\(quoted(user)),\"types\":["
      + types.joined(separator: ",") + "]}\n"
  }

  private static func text(_ wiki: String, _ user: String, _ entries: [Entry]) -> String {
    let width = entries.map(\.type.rawValue.count).max() ?? 0
    var lines = ["Wiki:    \(wiki)", "Account: \(user)", ""]
    for entry in entries {
      let value = entry.row.map { $0.isOn ? "on " : "off" } ?? "-- "
      let name =
        entry.type.rawValue + String(repeating: " ", count: width - entry.type.rawValue.count)
      let scope = entry.row.map { $0.isGlobal ? "  (every wiki)" : "  (this wiki only)" } ?? ""
      lines.append("\(value)  \(name)  \(entry.title)\(scope)")
    }
    if entries.contains(where: { $0.type.isSpec && $0.row == nil }) {
      lines.append("")
      lines.append("-- : not offered by this wiki")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Where an entry's choice applies, as a JSON value: `"global"`, `"local"`, or `null` for a
  /// type the wiki does not offer.
  private static func scope(_ entry: Entry) -> String {
    entry.row.map { $0.isGlobal ? "\"global\"" : "\"local\"" } ?? "null"
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
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
