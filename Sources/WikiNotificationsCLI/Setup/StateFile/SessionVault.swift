import MediaWikiAPI
import NotificationSettings

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The saved sessions: which the state file holds for which login, which this run may use, and
/// writing them back (at each login, and at the end of the run).
@MainActor
final class SessionVault {
  private let configuration: ToolConfiguration
  private let state: StateFile
  /// The login that made each wiki's session (`Name` or `Name@appid`), by `api.php` URL: a
  /// saved session is used only by the login that made it.
  private var logins: [String: String] = [:]
  /// Wikis whose saved session was left unused because another login was asked for: it stays
  /// saved unless this run logs in there.
  private var setAside: Set<String> = []
  /// Wikis whose saved session this run started with.
  private let restored: Set<String>
  /// Wikis this run had or made a session with: the only ones whose entry in the state file it
  /// may remove (another run may have saved a session for any other meanwhile).
  private var touched: Set<String>
  /// The state file writes started by logins (see ``loggedIn(_:login:session:)``).
  private var earlySaves: [Task<Void, Never>] = []
  /// The session of each wiki as the file held it when this run last read or wrote it: the
  /// saved session it started with, or the one its own login wrote. The end of the run writes a
  /// wiki's session back (or removes it) only while the file still holds exactly that: another
  /// run's logout, or the file deleted by hand, is respected, never undone.
  private var held: [String: SavedSession]
  /// The saved sessions of the login asked for, by `api.php` URL: the clients start with them.
  let usable: [String: SavedSession]

  init(configuration: ToolConfiguration, state: StateFile) {
    self.configuration = configuration
    self.state = state
    let savedLogins = state.current.logins
    let wanted = configuration.user.map(Credentials.loginName(of:))
    var usable: [String: SavedSession] = [:]
    var setAside: Set<String> = []
    for (key, session) in state.current.sessions {
      // A session saved before logins were recorded is taken to be the account's own login.
      let login = savedLogins[key] ?? session.userName
      if let wanted, login != wanted {
        setAside.insert(key)
      } else {
        usable[key] = session
      }
    }
    self.usable = usable
    self.held = usable
    self.logins = savedLogins.filter { usable[$0.key] != nil }
    self.setAside = setAside
    self.restored = Set(usable.keys)
    self.touched = Set(usable.keys)
  }

  /// The login (`Name` or `Name@appid`) of `language`'s session, else the configured one.
  func login(_ language: WikiLanguage) -> String? {
    logins[key(language)] ?? configuration.user
  }

  /// Whether `language`'s session was made with a bot password (which may not manage push
  /// subscriptions), as far as known.
  func isBotLogin(_ language: WikiLanguage) -> Bool {
    login(language)?.contains("@") == true
  }

  /// Records a login and keeps its session at once, on another thread while the command's next
  /// request is on its way: a run that ends early (Ctrl-C, a failed read) keeps its login, and
  /// the end of the run writes the file again only if something changed since. Each save waits
  /// for the one before, so an older session never lands last.
  func loggedIn(_ language: WikiLanguage, login: String, session: SavedSession) {
    let key = key(language)
    logins[key] = login
    setAside.remove(key)
    touched.insert(key)
    held[key] = session
    let state = state
    let previous = earlySaves.last
    earlySaves.append(
      Task.detached {
        await previous?.value
        state.update {
          $0.sessions[key] = session
          $0.logins[key] = login
        }
      })
  }

  /// Forgets the login of `language`'s session (after a logout).
  func loggedOut(_ language: WikiLanguage) {
    logins[key(language)] = nil
  }

  /// The wikis with a saved session of the login asked for, the primary language first; and the
  /// saved sessions left alone, each with why.
  func savedSessions() -> (languages: [WikiLanguage], leftAlone: [String]) {
    var languages: [WikiLanguage] = []
    var leftAlone: [String] = []
    let savedLogins = state.current.logins
    for key in restored.union(setAside).sorted() {
      let host = URL(string: key).map(WikiContext.host(of:)) ?? key
      guard let language = language(ofKey: key) else {
        leftAlone.append("\(host) (its language is no longer in the configuration)")
        continue
      }
      if setAside.contains(key) {
        let login = savedLogins[key] ?? "another login"
        leftAlone.append(
          "\(host) (the session of \(login), another login: log out with WIKI_USER=\(login))")
      } else {
        languages.append(language)
      }
    }
    let primary = configuration.language
    return (languages.filter { $0 == primary } + languages.filter { $0 != primary }, leftAlone)
  }

  /// The language whose wiki has the state file key `key`: configured, or Wikipedia's.
  private func language(ofKey key: String) -> WikiLanguage? {
    let known = Array(configuration.wikis.keys) + [configuration.language]
    if let language = known.first(where: { self.key($0) == key }) { return language }
    guard let url = URL(string: key), let host = url.host, url.scheme == "https",
      url.path == "/w/api.php", host.hasSuffix(".wikipedia.org")
    else { return nil }
    let code = String(host.dropLast(".wikipedia.org".count))
    guard !code.isEmpty, code.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" }) else {
      return nil
    }
    return WikiLanguage(rawValue: code)
  }

  /// The state file's key of `language`'s wiki: its `api.php` URL.
  func key(_ language: WikiLanguage) -> String {
    configuration.apiURL(for: language).absoluteString
  }

  /// Writes the sessions of every wiki used back to the state file (removing ended ones), and
  /// the titles known.
  func save(_ sessions: WikiSessions, titles: WikiTitleCache) async {
    // After the saves made at each login, so that none of them lands after this one.
    for save in earlySaves { await save.value }
    earlySaves = []
    let known = await titles.snapshot
    var ended: [String] = []
    var kept: [String: (session: SavedSession, login: String?)] = [:]
    for client in await sessions.all.values {
      let key = client.apiURL.absoluteString
      let session = await client.savedSession
      if setAside.contains(key) { continue }
      if session.userName == nil {
        if touched.contains(key) { ended.append(key) }
      } else {
        kept[key] = (session, logins[key])
      }
    }
    // One write (and one fsync) for the whole run's end, not one per wiki. A wiki's entry is
    // changed only while the file still holds the session this run had there (a missing file
    // holds none): a logout by another run (or a file deleted by hand) stays a logout, and a
    // login another run made meanwhile is not overwritten.
    let held = held
    state.update { state in
      state.titles = known
      for key in ended where state.sessions[key] == held[key] {
        state.sessions[key] = nil
        state.logins[key] = nil
      }
      for (key, saved) in kept where held[key] != nil && state.sessions[key] == held[key] {
        state.sessions[key] = saved.session
        state.logins[key] = saved.login
      }
    }
    for (key, saved) in kept where self.held[key] != nil { self.held[key] = saved.session }
  }
}
