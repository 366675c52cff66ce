import MediaWikiAPI
import NotificationSettings

/// `mute [--page] NAME...` and `unmute [--page] NAME...`: Echo's mute lists changed through the
/// feature as the screen changes them (one change, one write; names checked first when muting),
/// and the list printed as the wiki then holds it.
struct MuteCommand<Value: SwitchValue>: ToolCommand {
  static var specification: CommandSpecification {
    let mute = Value.isOn
    return CommandSpecification(
      name: mute ? "mute" : "unmute", options: [pageOption], operands: "NAME...",
      summary: mute ? "mute accounts (or --page titles)" : "unmute accounts (or --page titles)",
      details: mute
        ? """
        Adds the named accounts to the account's muted users (Special:Mute: no notification \
        of any kind from them, pushes included, but for a message on the account's own talk \
        page, which Echo always delivers), or with --page the named pages to its muted pages \
        (no notification when someone links to them). The names are checked first: an \
        account that does not exist, the account's own name or a page that does not exist \
        is reported, nothing is written, and the exit code is 1. A list is one list for \
        every wiki only where it is in the global preferences already (made so on the \
        web); otherwise it is this wiki's own, even where choices are global (a global \
        list would replace every other wiki's own). Prints the list as the wiki then holds \
        it.
        """
        : """
        Removes the named accounts from the account's muted users, or with --page the named \
        pages from its muted pages, in one write. A name not on the list is reported and the \
        exit code is 1. Prints the list as the wiki then holds it.
        """)
  }

  /// `--page`: the muted pages list rather than the muted users.
  static var pageOption: CommandOption { .flag("--page") }

  /// The names, as typed.
  var names: [String]
  /// Which list.
  var kind: MuteListKind

  init(_ arguments: ParsedArguments) throws(UsageError) {
    names = arguments.operands
    kind = arguments.flag(Self.pageOption) ? .pages : .users
    guard !names.isEmpty else {
      throw arguments.error(
        "\(arguments.command) needs at least one \(kind == .pages ? "page title" : "account name")."
      )
    }
  }

  @MainActor func run(_ context: WikiContext) async throws(CLIError) {
    let console = context.environment.console
    let language = context.configuration.language
    let host = context.host(language)
    let store = context.stores.makeStore(language: language, saveWindow: .milliseconds(100))
    try await context.authenticator.openScreen(store, language)
    try ScreenChecks.requireLoaded(store, language, context)
    guard let list = store.state.muting.lists?[kind] else {
      throw CLIError(.notDone, "\(host) keeps no mute lists for the account.")
    }
    var missing: [String] = []
    if Value.isOn {
      store.send(.muteRequested(kind, names: names))
    } else {
      var ids: [Int] = []
      for name in names {
        let match = list.entries.first { entry in
          entry.name.map { MuteNames.same($0, name) } ?? (name == "#\(entry.id)")
        }
        if let match { ids.append(match.id) } else { missing.append(name) }
      }
      for name in missing { console.problem("note: \(name) is not on the list; nothing was sent.") }
      guard !ids.isEmpty else { throw CLIError(.notDone, "Nothing was unmuted.") }
      store.send(.unmuteRequested(kind, ids: ids))
    }
    await store.settle()
    try Self.check(store, host)
    for announcement in store.screen.announcements {
      if case .muting = announcement.message { console.problem("note: \(announcement.text)") }
    }
    console.text(MuteNames.listed(kind, store.screen))
    guard missing.isEmpty else {
      throw CLIError(.notDone, "Not on the list: \(missing.joined(separator: ", ")).")
    }
  }

  /// The outcome the screen announced: a refusal or a failure ends the command with its code,
  /// and so does a write of unknown outcome the read after it did not find landed.
  @MainActor private static func check(_ store: SettingsStore, _ host: String)
    throws(CLIError)
  {
    if store.screen.banners.contains(where: { $0.subject == .loggedOut }) {
      throw CLIError(.notLoggedIn, "The session on \(host) ended while writing.")
    }
    for announcement in store.screen.announcements {
      guard case .muting(let message) = announcement.message else { continue }
      switch message {
      case .refused(let refusals) where refusals.contains(.temporaryAccount):
        throw CLIError(.notLoggedIn, announcement.text)
      case .refused: throw CLIError(.notDone, announcement.text)
      case .failed(_, let failure):
        throw CLIError(FailureMessages.code(failure, .change), announcement.text)
      case .outcomeUnknown(let change):
        // The read after it said the change when it landed; otherwise nothing says it did.
        let names = store.screen.announcements.flatMap { said -> [String] in
          switch said.message {
          case .muting(.muted(_, let names)), .muting(.unmuted(_, let names)): names
          default: []
          }
        }
        guard !change.names.allSatisfy({ name in names.contains { MuteNames.same($0, name) } })
        else { continue }
        throw CLIError(.serverFailure, announcement.text)
      case .interrupted: throw CLIError(.notDone, announcement.text)
      case .muted, .unmuted, .alreadyMuted: continue
      }
    }
  }
}

/// `mute NAME...`: adds accounts (or pages) to a mute list.
typealias MuteAddCommand = MuteCommand<SwitchOn>

/// `unmute NAME...`: removes them.
typealias MuteRemoveCommand = MuteCommand<SwitchOff>

/// Names as the wiki compares them, and a list as the commands print it.
enum MuteNames {
  /// Whether `a` and `b` name the same account or page: MediaWiki's first letter is capital,
  /// and an underscore is a space.
  static func same(_ a: String, _ b: String) -> Bool { Muting.sameName(a, b) }

  /// Both lists, after a blank line, as `status` prints them; nothing where the wiki keeps none.
  static func both(_ screen: ScreenModel) -> String {
    guard screen.muted != nil else { return "" }
    return "\n" + listed(.users, screen) + listed(.pages, screen)
  }

  /// The `kind` list of the screen: its name, where it applies, and one entry a line.
  static func listed(_ kind: MuteListKind, _ screen: ScreenModel) -> String {
    guard let row = screen.muted?.rows.first(where: { $0.kind == kind }) else { return "" }
    var lines = ["\(row.label) (\(row.isGlobal ? "every wiki" : "this wiki only")): \(row.value)"]
    lines += row.page.entries.map { "  \($0.name)" + ($0.status.map { " (\($0))" } ?? "") }
    return lines.joined(separator: "\n") + "\n"
  }
}
