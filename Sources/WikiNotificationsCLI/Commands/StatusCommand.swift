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
    name: "status", options: [jsonOption],
    summary: "the account, the wiki and every type with on/off",
    details: """
      Reads the settings from the primary language's wiki in one request and prints the account,
      the wiki and every type with on or off, and where the choice applies: "every wiki" (the
      account's global preferences, which every wiki of the account follows) or "this wiki
      only" (a wiki without global preferences, or a local exception). --json prints one
      object, keys in alphabetical order: {"types": [{"enabled", "global", "option", "scope",
      "title", "type"}, ...], "user": NAME, "wiki": URL} ("enabled" and "scope" are null for a
      type the wiki does not offer; "scope" is "global" or "local"; "global" is true where
      "scope" is "global"). Then the mute lists, muted users and muted pages, each with where
      it applies and its entries; in --json, "muted": {"pages", "users"}, each {"entries":
      [{"id", "name"}, ...], "scope"} ("name" is null for an id the wiki no longer names;
      "muted" is left out where the wiki keeps no mute lists).
      """)

  /// `--json`.
  static let jsonOption = CommandOption.flag("--json")

  /// `--json`: one JSON object instead of the text.
  var json: Bool

  init(_ arguments: ParsedArguments) {
    json = arguments.flag(Self.jsonOption)
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
    let muted = store.state.muting.lists
    console.text(
      json
        ? try Self.json(wiki: wiki, user: user, entries, muted: muted)
        : Self.text("\(wiki) (\(language))", user, entries)
          + MuteNames.both(screen))
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

  /// The `--json` object on one line: the spec's 16 (a type the wiki does not offer has
  /// `"enabled":null`), then every other type the wiki offers. Keys are sorted, a stable order
  /// JSONEncoder keeps on every platform (its unsorted order is not the declared one).
  static func json(
    wiki: String, user: String, _ entries: [Entry], muted: MutedLists? = nil
  ) throws(CLIError) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let status = JSONStatus(
      wiki: wiki, user: user, types: entries.map(JSONType.init), muted: muted.map(JSONMuted.init))
    do {
      return TerminalText.escapingJSON(String(decoding: try encoder.encode(status), as: UTF8.self))
        + "\n"
    } catch {
      // Strings and booleans always encode; this would be a bug of the tool.
      throw CLIError(.notDone, "The status could not be written as JSON: \(error)")
    }
  }

  /// The `--json` object.
  struct JSONStatus: Encodable {
    /// The wiki's API URL.
    var wiki: String
    /// The account's name.
    var user: String
    /// Every type, as ``entries(_:_:)`` orders them.
    var types: [JSONType]
    /// The mute lists; left out where the wiki keeps none.
    var muted: JSONMuted?
  }

  /// The mute lists in the `--json` object.
  struct JSONMuted: Encodable {
    /// The muted accounts.
    var users: JSONMuteList
    /// The muted pages.
    var pages: JSONMuteList

    init(_ lists: MutedLists) {
      users = JSONMuteList(lists.users)
      pages = JSONMuteList(lists.pages)
    }
  }

  /// One mute list in the `--json` object.
  struct JSONMuteList: Encodable {
    /// `global` or `local`: where a change of it applies.
    var scope: String
    /// The entries, in stored order.
    var entries: [JSONMuteEntry]

    init(_ list: MutedList) {
      scope = list.isGlobal ? "global" : "local"
      entries = list.entries.map { JSONMuteEntry(id: $0.id, name: $0.name) }
    }
  }

  /// One entry of a mute list: the stored id, and its name or title (`null` when the wiki no
  /// longer names it).
  struct JSONMuteEntry: Encodable {
    /// The central user id or page id.
    var id: Int
    /// The name or title.
    var name: String?

    private enum CodingKeys: String, CodingKey { case id, name }

    /// Writes `null` for a missing name, as documented.
    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(id, forKey: .id)
      if let name {
        try container.encode(name, forKey: .name)
      } else {
        try container.encodeNil(forKey: .name)
      }
    }
  }

  /// One type in the `--json` object.
  struct JSONType: Encodable {
    /// Echo's category name.
    var type: String
    /// The user option that stores it.
    var option: String
    /// Its name, as the screen titles it.
    var title: String
    /// On or off; nil (`null`) when the wiki does not offer the type.
    var enabled: Bool?
    /// Whether the choice applies on every wiki.
    var global: Bool
    /// `global` or `local`; nil (`null`) when the wiki does not offer the type.
    var scope: String?

    init(_ entry: Entry) {
      type = entry.type.rawValue
      option = entry.type.optionName
      title = entry.title
      enabled = entry.row?.isOn
      global = entry.row?.isGlobal ?? false
      scope = entry.row.map { $0.isGlobal ? "global" : "local" }
    }

    private enum CodingKeys: String, CodingKey {
      case type, option, title, enabled, global, scope
    }

    /// Writes `null` for a missing value, as documented (the synthesized encoding drops it).
    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(type, forKey: .type)
      try container.encode(option, forKey: .option)
      try container.encode(title, forKey: .title)
      if let enabled {
        try container.encode(enabled, forKey: .enabled)
      } else {
        try container.encodeNil(forKey: .enabled)
      }
      try container.encode(global, forKey: .global)
      if let scope {
        try container.encode(scope, forKey: .scope)
      } else {
        try container.encodeNil(forKey: .scope)
      }
    }
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
}
