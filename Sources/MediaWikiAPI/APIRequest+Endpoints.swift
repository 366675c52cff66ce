/// The requests this package sends, each built in exactly one place.
extension APIRequest {
  /// ONE read: the account (`meta=userinfo`, with options), a csrf token (`meta=tokens`), the
  /// `titles` of Echo's categories (`meta=allmessages`, singular, in `messagesLanguage` or the
  /// account's language; named ones with their descriptions) and the globally set options (`meta=globalpreferences`; a wiki without
  /// GlobalPreferences only warns that it does not know the module). Without `global`, the
  /// same read leaves out `meta=globalpreferences`, which GlobalPreferences refuses (with the
  /// whole request) to an anonymous session.
  public static func loadAccount(
    messagesLanguage: String?, titles: CategoryTitles = .all, global: Bool = true
  ) -> APIRequest {
    var modules = ["userinfo", "tokens"]
    if titles != .none { modules.append("allmessages") }
    if global { modules.append("globalpreferences") }
    var parameters: [(name: String, value: String)] = [
      ("action", "query"), ("meta", modules.joined(separator: "|")),
      ("uiprop", "options"), ("type", "csrf"),
    ]
    parameters += categoryTitleParameters(titles, language: messagesLanguage)
    if global { parameters.append(("gprprop", "preferences")) }
    return APIRequest(method: .get, parameters: parameters)
  }

  /// The titles and descriptions of `categories` alone (`meta=allmessages`), for categories a
  /// read found that an earlier read's did not cover; at most ``maxCategoriesPerRead``.
  public static func categoryTitles(_ categories: [String], messagesLanguage: String?)
    -> APIRequest
  {
    APIRequest(
      method: .get,
      parameters: [("action", "query"), ("meta", "allmessages")]
        + categoryTitleParameters(.only(categories), language: messagesLanguage))
  }

  /// `meta=allmessages`'s parameters for `titles`; none for ``CategoryTitles/none``.
  private static func categoryTitleParameters(_ titles: CategoryTitles, language: String?)
    -> [(name: String, value: String)]
  {
    var parameters: [(name: String, value: String)]
    switch titles {
    case .none: return []
    case .all: parameters = [("amprefix", categoryTitlePrefix)]
    case .only(let categories):
      // Named messages are looked up directly; a prefix makes the wiki walk every message key,
      // and filters named ones rather than adding to them (MediaWiki 1.43), so a prefix cannot
      // bring the descriptions along.
      let names = categories.flatMap { [categoryTitlePrefix + $0, categoryDescriptionPrefix + $0] }
      parameters = [("ammessages", names.joined(separator: "|"))]
    }
    // The parser resolves {{PLURAL:$1|…}} in titles (with $1 = 1) and {{GENDER:…}} in
    // descriptions.
    parameters += [("amenableparser", "1"), ("amargs", "1")]
    if let language { parameters.append(("amlang", language)) }
    return parameters
  }

  /// The prefix of Echo's messages that title its categories, e.g. `echo-category-title-mention`.
  public static let categoryTitlePrefix = "echo-category-title-"

  /// The prefix of Echo's messages that describe its categories on the preferences page, e.g.
  /// `echo-pref-tooltip-mention` ("Notify me when someone links to my user page.").
  public static let categoryDescriptionPrefix = "echo-pref-tooltip-"

  /// How many categories one read may name: the API takes 50 values of `ammessages` from an
  /// ordinary account (more is the error `toomanyvalues`, for the whole request), two per
  /// category.
  public static let maxCategoriesPerRead = 25

  /// A fresh csrf token alone (after `badtoken`).
  public static let csrfToken = APIRequest(
    method: .get, parameters: [("action", "query"), ("meta", "tokens"), ("type", "csrf")])

  /// Bot-password login (`action=login`).
  public static func login(name: String, password: String, loginToken: String) -> APIRequest {
    APIRequest(
      method: .post,
      parameters: [
        ("action", "login"), ("lgname", name), ("lgpassword", password), ("lgtoken", loginToken),
      ])
  }

  /// Main-account login (`action=clientlogin`). With `rememberMe` the wiki remembers the login
  /// (`rememberMe=1`: a token cookie that outlives the session's idle expiry, so a code asked
  /// once is not asked again soon; MediaWiki's logout does not revoke that token).
  public static func clientLogin(
    username: String, password: String, loginToken: String, returnURL: String,
    rememberMe: Bool = false
  ) -> APIRequest {
    APIRequest(
      method: .post,
      parameters: [
        ("action", "clientlogin"), ("username", username), ("password", password),
        ("logintoken", loginToken), ("loginreturnurl", returnURL),
      ] + (rememberMe ? [("rememberMe", "1")] : []))
  }

  /// The names a login step's answers may not take: the request's own parameters (not
  /// `token`: it carries no csrf token, and EmailAuth names its code field so).
  static let clientLoginContinueReserved: Set<String> = [
    "action", "logincontinue", "logintoken", "format", "formatversion", "errorformat",
  ]

  /// Continues a main-account login with the answers to the fields the wiki asked for
  /// (`logincontinue=1`); every answer is treated as a secret. Nil when an answer's name is
  /// one of the request's own parameters (a wiki cannot ask for `action`).
  public static func clientLoginContinue(
    answers: [(name: String, value: String)], loginToken: String
  ) -> APIRequest? {
    let names = answers.map(\.name)
    guard Set(names).count == names.count,
      names.allSatisfy({ !clientLoginContinueReserved.contains($0.lowercased()) })
    else { return nil }
    var request = APIRequest(
      method: .post,
      parameters: [("action", "clientlogin"), ("logincontinue", "1")] + answers
        + [("logintoken", loginToken)])
    request.secretParameters = Set(names)
    return request
  }

  /// Ends the session.
  public static let logout = APIRequest(
    method: .post, parameters: [("action", "logout")], token: .csrf)

  /// Sets several options in one request, values `1`/`0` only (core casts a checkmatrix value with
  /// PHP `(bool)`, so the string "false" would be stored as TRUE), and only on `assertUser`.
  /// No `global` mode: a global choice is written with ``setGlobalPreferences(_:assertUser:)``,
  /// and a local one lands locally (or is ignored, with a warning, where it is set globally).
  public static func setOptions(_ values: [(name: String, value: Bool)], assertUser: String)
    -> APIRequest
  {
    let parameters: [(name: String, value: String)] = [
      ("action", "options"),
      ("change", values.map { "\($0.name)=\($0.value ? "1" : "0")" }.joined(separator: "|")),
      ("assert", "user"), ("assertuser", assertUser),
    ]
    return APIRequest(method: .post, parameters: parameters, token: .csrf)
  }

  /// GlobalPreferences: stores `values` (`1`/`0`) as the account's global preferences, as given,
  /// and only on `assertUser` (the module extends core's options module: same `change`, same
  /// token, same assertions).
  public static func setGlobalPreferences(
    _ values: [(name: String, value: Bool)], assertUser: String
  ) -> APIRequest {
    APIRequest(
      method: .post,
      parameters: [
        ("action", "globalpreferences"),
        ("change", values.map { "\($0.name)=\($0.value ? "1" : "0")" }.joined(separator: "|")),
        ("assert", "user"), ("assertuser", assertUser),
      ],
      token: .csrf)
  }

  /// Echo: subscribes a device token to pushes for this account.
  public static func createPushSubscription(
    provider: PushProvider, deviceToken: String, topic: String?
  ) -> APIRequest {
    var parameters: [(name: String, value: String)] = [
      ("action", "echopushsubscriptions"), ("command", "create"), ("provider", provider.rawValue),
      ("providertoken", deviceToken),
    ]
    if let topic { parameters.append(("topic", topic)) }
    return APIRequest(method: .post, parameters: parameters, token: .csrf)
  }

  /// Echo: deletes this account's subscriptions of the given device tokens.
  public static func deletePushSubscriptions(deviceTokens: [String]) -> APIRequest {
    APIRequest(
      method: .post,
      parameters: [
        ("action", "echopushsubscriptions"), ("command", "delete"),
        ("providertoken", deviceTokens.joined(separator: "|")),
      ],
      token: .csrf)
  }
}

/// A push service Echo can deliver through.
public enum PushProvider: String, Sendable, Codable {
  /// Apple Push Notification service (needs a topic: the app's bundle identifier).
  case apns
  /// Firebase Cloud Messaging.
  case fcm
}
