/// An account or a page a mute list holds or is to hold, by id and by name.
public enum MuteTarget: Equatable, Hashable, Sendable {
  /// An account: its canonical name and central id.
  case user(name: String, centralID: Int)
  /// A page: its title and page id.
  case page(title: String, pageID: Int)

  /// The id the list stores.
  public var id: Int {
    switch self {
    case .user(_, let id), .page(_, let id): id
    }
  }

  /// The name or title, as the wiki wrote it.
  public var name: String {
    switch self {
    case .user(let name, _), .page(let name, _): name
    }
  }
}

/// Why a name or title is not muted, said before anything is written.
public enum MuteRefusal: Equatable, Hashable, Sendable {
  /// No account of this name (or one hidden from the session).
  case noSuchUser(String)
  /// Not a possible account name.
  case invalidUserName(String)
  /// The account has no central id (a local account only), so no list can name it.
  case noCentralAccount(String)
  /// The person's own account.
  case ownAccount(String)
  /// No page of this title.
  case noSuchPage(String)
  /// Not a possible title.
  case invalidTitle(String)
  /// The session's account is temporary: MediaWiki keeps no preferences for it.
  case temporaryAccount
}

/// The names of a read of muted ids (``MediaWikiClient/muteListNames(userIDs:pageIDs:)``).
public struct MuteListNames: Equatable, Sendable {
  /// The ids the wiki named, in the order asked.
  public var found: [MuteTarget]
  /// Central user ids no account has (any more), or hidden from the session.
  public var missingUsers: [Int]
  /// Page ids no page has (any more: deleted).
  public var missingPages: [Int]

  /// Names as given.
  public init(found: [MuteTarget], missingUsers: [Int] = [], missingPages: [Int] = []) {
    self.found = found
    self.missingUsers = missingUsers
    self.missingPages = missingPages
  }
}

/// The outcome of a mute or unmute the client was asked for.
public enum MuteOutcome: Equatable, Sendable {
  /// Written in one request; the list as it is after the write, as far as the client knows
  /// (a local list is merged on the wiki with what it holds: read back to be sure).
  case written(MuteList)
  /// Nothing was written, for these reasons.
  case refused([MuteRefusal])
}

// Wire shapes, decoded by ResponseDecoder; internal so the public API stays typed.

struct MuteQueryBody: Decodable {
  struct Query: Decodable {
    var users: [WireUser]?
    var globalusers: [WireGlobalUser]?
    var pages: [WirePage]?
  }
  /// `list=users`: a name, and `missing`/`invalid` or the central ids by provider.
  struct WireUser: Decodable {
    var name: String
    var missing: Bool?
    var invalid: Bool?
    var centralids: [String: Int]?
  }
  /// CentralAuth's `list=globalusers`: a central id with a name, or `missing`.
  struct WireGlobalUser: Decodable {
    var centralid: Int
    var name: String?
    var missing: Bool?
  }
  /// A page of `titles`/`pageids`: an id and title, or `missing`/`invalid`.
  struct WirePage: Decodable {
    var pageid: Int?
    var title: String?
    var missing: Bool?
    var invalid: Bool?
  }
  /// Absent when the request named nothing.
  var query: Query?
}

struct EchoMuteBody: Decodable {
  var echomute: String
}
