import MediaWikiAPI

/// Which of Echo's mute lists: the API client's own (`MediaWikiAPI.MuteListKind`), named for
/// the feature, so the parent and the apps need not import the client.
public typealias MuteListKind = MediaWikiAPI.MuteListKind

/// Why a name is not muted, said before anything is written (`MediaWikiAPI.MuteRefusal`).
public typealias MuteRefusal = MediaWikiAPI.MuteRefusal

/// An account or a page on one of Echo's mute lists, as the screen shows it.
public struct MutedEntry: Equatable, Hashable, Sendable {
  /// The id the list stores: a central user id, or a page id of this wiki.
  public var id: Int
  /// The account's name or the page's title; nil when the wiki no longer names the id (a
  /// deleted page, a hidden account) or the names could not be read.
  public var name: String?

  /// An entry as given.
  public init(id: Int, name: String?) {
    self.id = id
    self.name = name
  }
}

/// One of Echo's mute lists as the screen read it.
public struct MutedList: Equatable, Sendable {
  /// Which list: muted accounts, or pages whose page-link notifications are muted.
  public var kind: MuteListKind
  /// The entries in stored order.
  public var entries: [MutedEntry]
  /// Whether a change of the list is written to the account's global preferences (one list for
  /// every wiki): only where it is held there already (made so on the web), even where choices
  /// are global. A global value overrides every wiki's own list, so making a local list global
  /// would silently replace the lists of the other wikis, which the screen never showed.
  public var isGlobal: Bool

  /// A list as given.
  public init(kind: MuteListKind, entries: [MutedEntry] = [], isGlobal: Bool = false) {
    self.kind = kind
    self.entries = entries
    self.isGlobal = isGlobal
  }

  /// The stored ids, in order.
  public var ids: [Int] { entries.map(\.id) }
}

/// Both mute lists of an account on one wiki.
public struct MutedLists: Equatable, Sendable {
  /// The muted accounts (Special:Mute): no notification of any kind from them.
  public var users: MutedList
  /// The pages whose page-link notifications are muted.
  public var pages: MutedList

  /// Both lists as given; empty and local by default.
  public init(
    users: MutedList = .init(kind: .users), pages: MutedList = .init(kind: .pages)
  ) {
    self.users = users
    self.pages = pages
  }

  /// The list of `kind`.
  public subscript(kind: MuteListKind) -> MutedList {
    get { kind == .users ? users : pages }
    set {
      if kind == .users { users = newValue } else { pages = newValue }
    }
  }
}

/// A change of a mute list the person asked for: one write.
public enum MuteChange: Equatable, Sendable {
  /// Add these accounts (or page titles), by name as typed: the wiki checks them first.
  case mute(MuteListKind, names: [String])
  /// Remove these entries.
  case unmute(MuteListKind, [MutedEntry])

  /// The list changed.
  public var kind: MuteListKind {
    switch self {
    case .mute(let kind, _), .unmute(let kind, _): kind
    }
  }

  /// The names it changes, as the screen says them.
  public var names: [String] {
    switch self {
    case .mute(_, let names): names
    case .unmute(_, let entries): entries.map { $0.name ?? "#\($0.id)" }
    }
  }
}

/// One write of a mute list, as the store hands it to ``WikiClient/mute``.
public struct MuteWrite: Equatable, Sendable {
  /// The account the write must land on (sent as `assertuser`).
  public var userName: String
  /// What to change.
  public var change: MuteChange
  /// Whether the list is written to the global preferences (whole, over a fresh read of it)
  /// rather than with Echo's `action=echomute` on this wiki.
  public var isGlobal: Bool
  /// The ids the screen believes the list holds: a fresh read that differs means the list
  /// changed on the web since, and the screen reads it again.
  public var idsAsRead: [Int]

  /// A write as given.
  public init(userName: String, change: MuteChange, isGlobal: Bool, idsAsRead: [Int]) {
    self.userName = userName
    self.change = change
    self.isGlobal = isGlobal
    self.idsAsRead = idsAsRead
  }
}

/// How a mute write ended when the wiki did not report an error.
public enum MuteWriteOutcome: Equatable, Sendable {
  /// Written: these entries were added or removed, as the wiki names them;
  /// `changedSinceRead`: a fresh read found the list changed since the screen's read.
  case written([MutedEntry], changedSinceRead: Bool)
  /// Nothing was written, for these reasons (an unknown name, the person's own...).
  case refused([MuteRefusal])
}
