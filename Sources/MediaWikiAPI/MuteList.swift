/// Echo's two mute lists (on with `$wgEchoPerUserBlacklist`, as on Wikimedia): accounts whose
/// notifications of every kind, pushes included, the person never gets, and pages whose
/// page-link notifications they never get.
public enum MuteListKind: String, Sendable, CaseIterable {
  /// Muted accounts (Special:Mute), stored as central user ids.
  case users = "user"
  /// Pages whose page-link (`page-linked`) notifications are muted, stored as page ids.
  case pages = "page-linked-title"

  /// The option Echo keeps the list in: the ids, one a line.
  public var optionName: String {
    switch self {
    case .users: "echo-notifications-blacklist"
    case .pages: "echo-notifications-page-linked-title-muted-list"
    }
  }

  /// The `type` of `action=echomute` for this list (the raw value).
  public var echoMuteType: String { rawValue }
}

/// One mute list as the account's options hold it: what ``UserInfo/muteList(_:)`` reads from the
/// load's options, so reading it costs no request of its own.
public struct MuteList: Equatable, Sendable {
  /// Which list.
  public var kind: MuteListKind
  /// The ids in stored order, each once: central user ids (``MuteListKind/users``) or page ids.
  public var ids: [Int]
  /// Entries that are not an id (a wiki's or another tool's damage), as stored, without control
  /// characters: Echo skips them when notifying, so they mute nothing and are not shown as muted.
  public var unreadable: [String]
  /// Whether the list is held in the global preferences (GlobalPreferences, without a local
  /// exception on this wiki): one list for every wiki of the account, which only
  /// `action=globalpreferences` changes (`action=echomute` answers `success` and changes nothing).
  public var isGlobal: Bool

  /// A list as given.
  public init(kind: MuteListKind, ids: [Int], unreadable: [String] = [], isGlobal: Bool) {
    self.kind = kind
    self.ids = ids
    self.unreadable = unreadable
    self.isGlobal = isGlobal
  }

  /// Reads the option's value: ids one a line (Echo splits on `\n` and skips empty lines), a
  /// lone integer, or nothing (an absent option, null, `false` or `""`: an empty list).
  public init(kind: MuteListKind, value: OptionValue?, isGlobal: Bool) {
    self.kind = kind
    self.isGlobal = isGlobal
    var ids: [Int] = []
    var unreadable: [String] = []
    func add(_ entry: Substring) {
      let entry = entry.trimmed()
      guard !entry.isEmpty else { return }
      // Digits only: Int("+5") and a sign are not what Echo stores.
      if entry.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
        let id = Int(entry), id > 0
      {
        if !ids.contains(id) { ids.append(id) }
      } else {
        unreadable.append(String(entry).withoutControlCharacters())
      }
    }
    switch value {
    case .none, .null, .bool(false): break
    case .string(let text):  // "\r\n" is one Character in Swift: a line break all the same.
      text.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" }).forEach(add)
    case .int(let id): add(Substring(String(id)))
    case .bool(true): unreadable.append("true")
    case .double(let number): unreadable.append(String(number))
    case .unsupported: unreadable.append("(array or object)")
    }
    self.ids = ids
    self.unreadable = unreadable
  }

  /// The option's value for these ids: one a line, as Echo writes it.
  public var optionValue: String { ids.map(String.init).joined(separator: "\n") }
}

extension UserInfo {
  /// The `kind` mute list from the options this read already carries, and whether it is global:
  /// set in the global preferences and not made a local exception on this wiki
  /// (`<option>-local-exception`).
  public func muteList(_ kind: MuteListKind) -> MuteList {
    let name = kind.optionName
    let global =
      offersGlobalPreferences && globalPreferences[name] != nil
      && !(options["\(name)-local-exception"]?.isOn ?? false)
    return MuteList(kind: kind, value: options[name], isGlobal: global)
  }
}
