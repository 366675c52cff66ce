import MediaWikiAPI

@testable import NotificationSettings

// Echo's mute lists in the reference model: per account, the accounts' list (in the global
// preferences where the web put it, else each wiki's own) and each wiki's pages' list. The names
// the model knows: the accounts Bob and Carol (Alice is the person), the pages P1 and P2; any
// other name is one no account or page has.
extension ReferenceWiki {
  /// The accounts one can mute, by canonical name, with their central ids.
  static let mutableAccounts: [String: Int] = ["Bob": 2, "Carol": 3]
  /// The pages one can mute, by title, with their ids (the same on both wikis, for simplicity).
  static let mutablePages: [String: Int] = ["P1": 11, "P2": 12]
  /// Names the model's sequences type: known, unknown, the person's own in two spellings.
  static let typedAccounts = ["Bob", "Carol", "carol", "Nobody", "Alice", "alice"]
  static let typedPages = ["P1", "P2", "Missing"]

  /// A name as MediaWiki stores it: first letter capital, an underscore a space.
  static func canonical(_ name: String) -> String {
    let spaced = String(name.map { $0 == "_" ? " " : $0 })
    return spaced.prefix(1).uppercased() + spaced.dropFirst()
  }

  /// The name of a muted id, as the read names it.
  static func name(of id: Int, _ kind: MuteListKind) -> String? {
    (kind == .users ? mutableAccounts : mutablePages).first { $0.value == id }?.key
  }

  /// Whether a change of the accounts' list is written globally: only where the list is in the
  /// global preferences already (made so on the web), never merely where GlobalPreferences
  /// serves the account: a global value overrides every wiki's own list, so making a local list
  /// global would replace the other wikis' lists, which the screen never showed.
  func usersListIsGlobal(_ user: String) -> Bool {
    mutedGlobal[user] != nil
  }

  /// The ids of `kind`'s list as a read of `language` finds them.
  func mutedIDs(_ user: String, _ language: WikiLanguage, _ kind: MuteListKind) -> [Int] {
    if kind == .users, let global = mutedGlobal[user] { return global }
    return mutedLocal[user]?[language]?[kind] ?? []
  }

  /// The lists as the account's read of `language` carries them, named.
  func mutedLists(_ user: String, _ language: WikiLanguage) -> MutedLists {
    func list(_ kind: MuteListKind, global: Bool) -> MutedList {
      MutedList(
        kind: kind,
        entries: mutedIDs(user, language, kind).map {
          MutedEntry(id: $0, name: Self.name(of: $0, kind))
        }, isGlobal: global)
    }
    return MutedLists(
      users: list(.users, global: usersListIsGlobal(user)), pages: list(.pages, global: false))
  }

  /// Stores `ids` as `kind`'s list where a change of it goes.
  mutating func storeMuted(
    _ ids: [Int], _ user: String, _ language: WikiLanguage, _ kind: MuteListKind, global: Bool
  ) {
    if global {
      mutedGlobal[user] = ids
    } else {
      mutedLocal[user, default: [:]][language, default: [:]][kind] = ids
    }
  }

  /// A mute list's write, applied on arrival, as the live client does it: names checked first
  /// (an unknown one, or the person's own, refuses the whole write), then Echo's module on a
  /// local list, or the whole list written over a fresh read of a global one.
  mutating func mute(_ language: WikiLanguage, _ write: MuteWrite, _ fault: Fault)
    -> Result<MuteWriteOutcome, WikiFailure>
  {
    if fault == .sessionExpired { session = nil }
    let user = write.userName
    guard session == user, !Self.isTemporary(user), options[user] != nil else {
      return .failure(.notLoggedIn)
    }
    switch fault {
    case .apiError: return .failure(.apiError(code: "readonly", info: "maintenance"))
    case .throttled: return .failure(.throttled(retryAfterSeconds: nil))
    case .unreachable: return .failure(.unreachable(detail: "no route"))
    default: break
    }
    let kind = write.change.kind
    var entries: [MutedEntry] = []
    switch write.change {
    case .mute(_, let names):
      var refusals: [MuteRefusal] = []
      for name in names {
        let canonical = Self.canonical(name)
        if kind == .users, canonical == user {
          refusals.append(.ownAccount(canonical))
        } else if let id = (kind == .users ? Self.mutableAccounts : Self.mutablePages)[canonical] {
          entries.append(MutedEntry(id: id, name: canonical))
        } else {
          refusals.append(kind == .users ? .noSuchUser(canonical) : .noSuchPage(canonical))
        }
      }
      if !refusals.isEmpty { return .success(.refused(refusals)) }
    case .unmute(_, let removed):
      entries = removed
    }
    let held = mutedIDs(user, language, kind)
    var ids = held
    if case .mute = write.change {
      for entry in entries where !ids.contains(entry.id) { ids.append(entry.id) }
    } else {
      ids.removeAll { id in entries.contains { $0.id == id } }
    }
    if case .outcomeUnknown(let applied) = fault {
      if applied { storeMuted(ids, user, language, kind, global: write.isGlobal) }
      return .failure(.outcomeUnknown(detail: "HTTP 503"))
    }
    storeMuted(ids, user, language, kind, global: write.isGlobal)
    // Echo's module changes a local list in place: nothing to compare.
    let changed = write.isGlobal && Set(held) != Set(write.idsAsRead)
    return .success(.written(entries, changedSinceRead: changed))
  }
}
