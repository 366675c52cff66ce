#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A session with one wiki's Action API. The cookies are the transport's (libcurl's cookie engine,
/// an `HTTPCookieStorage`, or an app's own session); the client keeps what it learns of the
/// session, the cached csrf token and the account name: an actor, because concurrent requests
/// read and renew them.
public actor MediaWikiClient {
  /// The wiki's `api.php` URL.
  public nonisolated let apiURL: URL
  private let transport: any HTTPTransport
  private let userAgent: String
  private var csrfToken: String?
  /// The login token of a login the wiki answered with a step: its continuation sends it again.
  var pendingLoginToken: String?
  /// The account this session logged in as or last read, when known.
  public private(set) var userName: String?
  /// The last read found an anonymous session or a temporary account, both of which
  /// GlobalPreferences refuses `meta=globalpreferences` (and with it the whole read): the next
  /// read leaves the module out, and reads again with it only if the session is an account's.
  private var globalPreferencesRefused = false
  /// The account GlobalPreferences last answered `notglobalized` (a local account only): its
  /// reads leave the module out, so each costs one request, not two.
  private var accountWithoutGlobalPreferences: String?

  /// `userAgent` must name the app, its version and a contact (Wikimedia blocks generic ones);
  /// `session` restores a saved one into the transport's cookie store, nil starts with whatever
  /// session the transport carries (none, or an app's).
  public init(
    apiURL: URL, userAgent: String, transport: any HTTPTransport,
    session: SavedSession? = nil
  ) {
    self.apiURL = apiURL
    self.userAgent = userAgent
    self.transport = transport
    if let session { transport.cookieStore?.restore(session.cookies) }
    // A file written before names were cleaned where they are decoded may hold one unclean.
    self.userName = session?.userName?.cleanedAccountName()
  }

  /// The session to save and pass back to `init` later: the transport's cookies (none when they
  /// are an app's) and the account. Holds secrets: store it mode 0600.
  public var savedSession: SavedSession {
    SavedSession(cookies: transport.cookieStore?.savedCookies() ?? [], userName: userName)
  }

  // MARK: Reading

  /// ONE request: the account, all its options, the `titles` of Echo's categories (named ones with
  /// their descriptions) in `messagesLanguage` (the account's language when nil), the globally
  /// set options and a csrf token, which is cached for writes.
  public func loadAccount(messagesLanguage: String? = nil, titles: CategoryTitles = .all)
    async throws(APIError) -> UserInfo
  {
    if globalPreferencesRefused || accountWithoutGlobalPreferences != nil {
      let known = accountWithoutGlobalPreferences
      let info = try await readAccount(
        .loadAccount(messagesLanguage: messagesLanguage, titles: titles, global: false))
      if info.isAnonymous || info.isTemporary { return info }
      if let known, info.name == known {
        accountWithoutGlobalPreferences = known
        return info
      }
      // The session is another account's now (logged in elsewhere): its global preferences
      // count.
    }
    do throws(APIError) {
      return try await readAccount(.loadAccount(messagesLanguage: messagesLanguage, titles: titles))
    } catch let error where error.code == .notLoggedIn || error.code == .notGlobalized {
      // GlobalPreferences refuses `meta=globalpreferences`, and with it the whole read, to an
      // anonymous session (`notloggedin`) and to an account without a global account
      // (`notglobalized`). Neither has global preferences: read again without them, so the
      // answer still says who the session is and what it holds.
      let info = try await readAccount(
        .loadAccount(messagesLanguage: messagesLanguage, titles: titles, global: false))
      if error.code == .notGlobalized, !info.isAnonymous, !info.isTemporary {
        accountWithoutGlobalPreferences = info.name
      }
      return info
    }
  }

  /// The wiki's titles and descriptions of `categories` in `messagesLanguage`, by message name; a
  /// message the wiki lacks is absent. More categories than one request may name
  /// (``APIRequest/maxCategoriesPerRead``) take one request per such share, at most
  /// ``maxCategoryTitleRequests`` of them: the rest have no texts (their rows fall back to the
  /// type's name), so a wiki offering thousands of types costs a read two small requests, not
  /// one per 25 of them.
  public func categoryTitles(_ categories: [String], messagesLanguage: String? = nil)
    async throws(APIError) -> [String: String]
  {
    var messages: [String: String] = [:]
    var rest = categories.prefix(APIRequest.maxCategoriesPerRead * Self.maxCategoryTitleRequests)
    while !rest.isEmpty {
      let share = rest.prefix(APIRequest.maxCategoriesPerRead)
      rest = rest.dropFirst(share.count)
      let request = APIRequest.categoryTitles(Array(share), messagesLanguage: messagesLanguage)
      let (body, _) = try await perform(request, as: QueryBody.self)
      messages.merge(Self.messages(body.query.allmessages?.value)) { _, new in new }
    }
    return messages
  }

  /// The most requests ``categoryTitles(_:messagesLanguage:)`` sends (Echo registers some forty
  /// categories: two requests cover them all).
  public static let maxCategoryTitleRequests = 2

  private func readAccount(_ request: APIRequest) async throws(APIError) -> UserInfo {
    let (body, _) = try await perform(request, as: QueryBody.self)
    guard let wire = body.query.userinfo else {
      throw .unexpectedResponse(detail: "missing query.userinfo")
    }
    if let token = body.query.tokens?.csrftoken { csrfToken = token }
    let anonymous = wire.anon ?? (wire.id == 0)
    // A temporary account is the session's account too: requests assert it like any other.
    let name = wire.name.cleanedAccountName()
    userName = anonymous ? nil : name
    globalPreferencesRefused = anonymous || wire.temp == true
    accountWithoutGlobalPreferences = nil
    return UserInfo(
      id: wire.id, name: name, isAnonymous: anonymous,
      isTemporary: !anonymous && wire.temp == true, options: wire.options ?? [:],
      messages: Self.messages(body.query.allmessages?.value),
      globalPreferences: body.query.globalpreferences?.value?.preferences ?? [:],
      // The module answered (even an empty list): the account's global preferences exist.
      offersGlobalPreferences: !anonymous && wire.temp != true
        && body.query.globalpreferences?.value != nil)
  }

  /// The readable messages of a `meta=allmessages` answer, by name.
  private static func messages(_ list: [Lenient<WireMessage>]?) -> [String: String] {
    var messages: [String: String] = [:]
    for message in list ?? [] {
      // A message's text is drawn: no control character of the wiki's reaches the screen.
      if let message = message.value, let content = message.content {
        messages[message.name] = content.withoutControlCharacters()
      }
    }
    return messages
  }

  // MARK: Session

  /// Logs in with a bot password (`User@appid`); only over https or to a loopback address.
  public func login(botUser: String, password: String) async throws(APIError) -> LoginResult {
    try requireSecureTransport()
    let token = try await loginToken()
    let (body, _) = try await perform(
      .login(name: botUser, password: password, loginToken: token), as: LoginBody.self)
    csrfToken = nil
    globalPreferencesRefused = false
    switch body.login.result {
    case "Success":
      let name =
        body.login.lgusername?.cleanedAccountName() ?? botUser.split(separator: "@").first.map(
          String.init) ?? botUser
      userName = name
      return .success(userName: name)
    case "NeedToken", "WrongToken":
      throw .unexpectedResponse(
        detail: "login token refused: \(body.login.result.withoutControlCharacters())")
    default:
      let reason = body.login.reason
      let result = body.login.result.withoutControlCharacters()
      return .failed(code: reason?.code ?? result, message: reason?.text ?? result)
    }
  }

  /// Records a completed login (any way): the account, and no token of the previous session.
  func loggedIn(as name: String?) {
    csrfToken = nil
    globalPreferencesRefused = false
    if let name { userName = name }
  }

  /// Ends the session on the wiki (POST with the csrf token) and forgets it here, even if the
  /// wiki could not be reached.
  public func logout() async throws(APIError) {
    // The person asked to log out: the session is forgotten here even when the wiki could not
    // be told, so a later read never shows the account as still logged in on this device.
    defer { forgetSession() }
    _ = try await perform(.logout, as: EmptyBody.self)
  }

  /// Forgets the session locally without telling the wiki (and the transport's cookies, when
  /// they are the client's: an app's session is the app's to end).
  public func forgetSession() {
    transport.cookieStore?.removeAll()
    csrfToken = nil
    pendingLoginToken = nil
    userName = nil
  }

  // MARK: Plumbing

  /// Sends `request`, adding the csrf token it needs; a `badtoken` answer (the session changed
  /// under the cached token) fetches a fresh token and retries exactly once. Public so an app can
  /// send a request this package does not wrap, with the same session and error handling.
  public func perform<Body: Decodable>(_ request: APIRequest, as type: Body.Type)
    async throws(APIError)
    -> (body: Body, warnings: [APIWarning])
  {
    guard request.token == .csrf else { return try await send(request, token: nil, as: type) }
    let token = try await cachedCSRFToken()
    do {
      return try await send(request, token: token, as: type)
    } catch  where error.code == .badToken {
      csrfToken = nil
      let fresh = try await cachedCSRFToken()
      if fresh == Self.anonymousCSRFToken, request.assertsUser {
        // The session died under the cached token: the fresh token is an anonymous reader's,
        // and the wiki would refuse the request for the account it asserts. Said now, without
        // sending it again.
        csrfToken = nil
        throw .api(
          code: .assertUserFailed, info: "The session ended: the wiki gave an anonymous token.",
          retryAfter: nil)
      }
      return try await send(request, token: fresh, as: type)
    }
  }

  /// The csrf token MediaWiki gives a session without an account.
  static let anonymousCSRFToken = "+\\"

  private func cachedCSRFToken() async throws(APIError) -> String {
    if let csrfToken { return csrfToken }
    let (body, _) = try await send(.csrfToken, token: nil, as: QueryBody.self)
    guard let token = body.query.tokens?.csrftoken else {
      throw .unexpectedResponse(detail: "missing query.tokens.csrftoken")
    }
    csrfToken = token
    return token
  }

  func loginToken() async throws(APIError) -> String {
    try await token(ofType: "login")
  }

  /// A token of another type (e.g. `createaccount`), fetched without caching.
  public func token(ofType type: String) async throws(APIError) -> String {
    let request = APIRequest(
      method: .get, parameters: [("action", "query"), ("meta", "tokens"), ("type", type)])
    let (body, _) = try await send(request, token: nil, as: TokensBody.self)
    guard let token = body.query.tokens["\(type)token"] else {
      throw .unexpectedResponse(detail: "missing query.tokens.\(type)token")
    }
    return token
  }

  private func send<Body: Decodable>(_ request: APIRequest, token: String?, as type: Body.Type)
    async throws(APIError) -> (body: Body, warnings: [APIWarning])
  {
    let httpRequest = request.httpRequest(apiURL: apiURL, userAgent: userAgent, token: token)
    let response: HTTPResponse
    do {
      response = try await transport.send(httpRequest)
    } catch {
      throw .transport(error)
    }
    return try ResponseDecoder.decode(type, response: response)
  }

  /// Passwords travel only over https, or to this machine.
  func requireSecureTransport() throws(APIError) {
    let host = apiURL.host ?? ""
    if apiURL.scheme?.lowercased() == "https" || Self.isLoopback(host) { return }
    throw .insecureTransport(host: host)
  }

  /// Whether `host` names this machine: `localhost`, `::1` or an address of 127.0.0.0/8.
  package static func isLoopback(_ host: String) -> Bool {
    let bare = host.trimmed { $0 == "[" || $0 == "]" }.lowercased()
    if bare == "localhost" || bare == "::1" { return true }
    // 127.0.0.0/8 written as a dotted quad; a name such as "127.example.org" is not loopback.
    let parts = bare.split(separator: ".", omittingEmptySubsequences: false)
    return parts.count == 4 && parts[0] == "127" && parts.allSatisfy { UInt8($0) != nil }
  }

  /// Whether warning text names `key` as a whole word (so `...-mention` does not match a
  /// warning about `...-mention-failure`).
  static func text(_ text: String, names key: String) -> Bool {
    var searchRange = text.startIndex..<text.endIndex
    while let found = text[searchRange].firstRange(of: key) {
      let before =
        found.lowerBound == text.startIndex ? nil : text[text.index(before: found.lowerBound)]
      let after = found.upperBound == text.endIndex ? nil : text[found.upperBound]
      if !isNameCharacter(before) && !isNameCharacter(after) { return true }
      searchRange = found.upperBound..<text.endIndex
    }
    return false
  }

  private static func isNameCharacter(_ character: Character?) -> Bool {
    guard let character else { return false }
    return character.isLetter || character.isNumber || character == "-" || character == "_"
  }
}

/// A session saved for later: its cookies, as the transport's engine wrote them (Netscape cookie
/// file lines), and its account name. Secret: keep it mode 0600.
public struct SavedSession: Codable, Equatable, Sendable {
  /// The session's cookies, one Netscape cookie file line each. Secret: never print them.
  public var cookies: [String]
  /// The account name, when logged in.
  public var userName: String?

  /// What ``MediaWikiClient/savedSession`` holds; pass it back as the client's `session`.
  public init(cookies: [String], userName: String?) {
    self.cookies = cookies
    self.userName = userName
  }
}

// A saved session is a login: printing or dumping it shows the account and cookie names only.
extension SavedSession: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
  /// The cookies' names (the sixth field of a Netscape line), sorted, without their values.
  private var cookieNames: [String] {
    cookies.compactMap { line in
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
      return fields.count == 7 ? String(fields[5]) : nil
    }.sorted()
  }

  /// The account name and cookie names; cookie values are left out.
  public var description: String {
    let user = userName.map { $0.debugDescription } ?? "nil"
    return "SavedSession(userName: \(user), cookies: [\(cookieNames.joined(separator: ", "))])"
  }

  /// The same as ``description``: cookie values stay out of debug output too.
  public var debugDescription: String { description }

  /// A mirror of the account name and cookie names, so `dump` and debuggers show no values.
  public var customMirror: Mirror {
    Mirror(
      self, children: ["userName": userName as Any, "cookieNames": cookieNames],
      displayStyle: .struct)
  }
}
