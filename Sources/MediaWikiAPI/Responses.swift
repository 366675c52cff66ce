/// The account a session belongs to, with all its options, read in one request.
public struct UserInfo: Equatable, Sendable {
  /// The user id; 0 for an anonymous session.
  public var id: Int
  /// The account name, or the IP address of an anonymous session.
  public var name: String
  /// Whether the session is anonymous.
  public var isAnonymous: Bool
  /// Whether the account is a temporary account (MediaWiki's `$wgAutoCreateTempUser`: created
  /// by an edit without an account, named like `~2026-1`). It is registered, yet MediaWiki
  /// refuses to save its preferences (`action=options` answers `notloggedin`).
  public var isTemporary: Bool
  /// Every option the wiki reports, by name.
  public var options: [String: OptionValue]
  /// The messages read with the account (`meta=allmessages`), by name; missing ones are absent.
  public var messages: [String: String]
  /// The options set in the person's global preferences (`meta=globalpreferences`), by name;
  /// empty on a wiki without GlobalPreferences.
  public var globalPreferences: [String: OptionValue]
  /// Whether the wiki answered `meta=globalpreferences` for this account: it runs
  /// GlobalPreferences and the account is global, so a value written there holds on every wiki
  /// of the account. False on a wiki without the extension, for an account it answers
  /// `notglobalized`, and for anonymous sessions and temporary accounts.
  public var offersGlobalPreferences: Bool

  /// The client builds it from the wiki's answer; fakes leave out the messages and the global
  /// preferences, as a wiki without GlobalPreferences does.
  public init(
    id: Int, name: String, isAnonymous: Bool, isTemporary: Bool = false,
    options: [String: OptionValue], messages: [String: String] = [:],
    globalPreferences: [String: OptionValue] = [:], offersGlobalPreferences: Bool = false
  ) {
    self.id = id
    self.name = name
    self.isAnonymous = isAnonymous
    self.isTemporary = isTemporary
    self.options = options
    self.messages = messages
    self.globalPreferences = globalPreferences
    self.offersGlobalPreferences = offersGlobalPreferences
  }
}

/// A warning the wiki attached to an otherwise successful answer.
public struct APIWarning: Equatable, Sendable, Decodable {
  /// The warning's code, e.g. `validationfailed`.
  public var code: String
  /// The human-readable text (in the wiki's language).
  public var text: String
  /// The API module that warned.
  public var module: String?

  /// `module` is nil when the answer names none.
  public init(code: String, text: String, module: String?) {
    self.code = code
    self.text = text
    self.module = module
  }

  private enum CodingKeys: String, CodingKey { case code, text, module }

  /// Decodes leniently: a message without a code or text is still a message. Its words are
  /// the wiki's, so no control character is kept (they are printed).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    code = ((try? container.decodeIfPresent(String.self, forKey: .code)) ?? "")
      .withoutControlCharacters()
    text = ((try? container.decodeIfPresent(String.self, forKey: .text)) ?? "")
      .withoutControlCharacters()
    module = (try? container.decodeIfPresent(String.self, forKey: .module))?
      .withoutControlCharacters()
  }
}

extension APIWarning {
  /// Whether the warning says an option was left unchanged because it is set globally: the code
  /// `global-option-ignored`, or (legacy error format, no code) GlobalPreferences' English text.
  public var meansGloballyOverridden: Bool {
    code == "global-option-ignored" || (code.isEmpty && text.contains("is globally overridden"))
  }
}

/// The outcome of a login attempt that the wiki answered.
public enum LoginResult: Equatable, Sendable {
  /// Logged in as this account.
  case success(userName: String)
  /// Wrong name or password, a throttle, a blocked account...; `code` is the message key when known.
  case failed(code: String?, message: String)
  /// The wiki wants another step (a two-factor or emailed code, a password change, a captcha):
  /// answer its fields with ``MediaWikiClient/continueClientLogin(_:)``.
  case needsInteraction(LoginStep)
  /// The wiki wants the login to continue at a third-party URL.
  case redirect(url: String)
  /// The login must start again (`RESTART`: a third-party login found no local account).
  case restart(message: String)
}

/// A step the wiki asks for before it completes a login (`clientlogin`'s `UI` answer).
public struct LoginStep: Equatable, Sendable {
  /// The wiki's message, as wikitext (e.g. "Please enter a code from your two-factor
  /// authentication application (such as [https://freeotp.github.io/ FreeOTP])").
  public var message: String
  /// The message's key (e.g. `oathauth-auth-ui`, `oathauth-login-failed`), when given.
  public var messageCode: String?
  /// What the wiki asks for, from its `requests[].fields`, ordered by name.
  public var fields: [LoginField]

  /// A step with this message and these fields.
  public init(message: String, messageCode: String?, fields: [LoginField]) {
    self.message = message
    self.messageCode = messageCode
    self.fields = fields
  }
}

/// One field of a login step, as the wiki describes it (`requests[].fields`).
public struct LoginField: Equatable, Sendable {
  /// The name to send the answer as (e.g. `OATHToken`, EmailAuth's `token`).
  public var name: String
  /// The wiki's type: `string`, `password`, `hidden`, `select`, `checkbox`, `button`, `null`...
  public var type: String
  /// The label, as wikitext (e.g. "Two-factor token or recovery code").
  public var label: String
  /// The help text, as wikitext.
  public var help: String
  /// Whether the step completes without it.
  public var isOptional: Bool
  /// The value a `hidden` field must be sent back with.
  public var value: String?

  /// A field as the wiki describes it.
  public init(
    name: String, type: String, label: String, help: String = "", isOptional: Bool = false,
    value: String? = nil
  ) {
    self.name = name
    self.type = type
    self.label = label
    self.help = help
    self.isOptional = isOptional
    self.value = value
  }
}

/// The result of an `action=options` write that the wiki accepted.
public struct OptionsWriteResult: Equatable, Sendable {
  /// Keys the wiki named in a warning and did not store, with the warning text.
  public var rejected: [String: String]
  /// Keys left unchanged because they are set in the global preferences (`global-option-ignored`):
  /// only a write of the global preferences (or `global=override`) changes them.
  public var globallyOverridden: [String: String]
  /// Every warning of the answer, for logs.
  public var warnings: [APIWarning]

  /// Both maps are key to warning text; a write with no warnings has both empty.
  public init(
    rejected: [String: String], globallyOverridden: [String: String] = [:],
    warnings: [APIWarning]
  ) {
    self.rejected = rejected
    self.globallyOverridden = globallyOverridden
    self.warnings = warnings
  }

  /// Whether every key was stored.
  public var allStored: Bool { rejected.isEmpty && globallyOverridden.isEmpty }
}

/// The outcome of creating a push subscription.
public enum PushCreateOutcome: Equatable, Sendable {
  /// The wiki stored the token for this account.
  case created
  /// The token is already stored, for this account or ANOTHER one (the index is global).
  case tokenExists
}

/// The outcome of deleting push subscriptions.
public enum PushDeleteOutcome: Equatable, Sendable {
  /// The wiki deleted this account's subscriptions of the tokens.
  case deleted
  /// This account holds none of the tokens.
  case notFound
}

// Wire shapes, decoded by ResponseDecoder; kept internal so the public API stays typed.

struct QueryBody: Decodable {
  struct Query: Decodable {
    struct WireUserInfo: Decodable {
      var id: Int
      var name: String
      var anon: Bool?
      /// Only present (`true`) for a temporary account; a value of another type fails the read
      /// rather than be guessed: taken for false, it would let the package write for an account
      /// whose preferences MediaWiki refuses to save, and subscribe its device.
      var temp: Bool?
      var options: [String: OptionValue]?
    }
    struct Tokens: Decodable {
      var csrftoken: String?
    }
    var userinfo: WireUserInfo?
    var tokens: Tokens?
    /// Cosmetic and optional: an unreadable list costs the titles, never the read.
    var allmessages: Lenient<[Lenient<WireMessage>]>?
    var globalpreferences: Lenient<WireGlobalPreferences>?
  }
  var query: Query
}

/// One message of `meta=allmessages`; a missing message has no content.
struct WireMessage: Decodable {
  var name: String
  var content: String?
}

/// `meta=globalpreferences`: PHP sends an empty list (`[]`) when nothing is set globally.
struct WireGlobalPreferences: Decodable {
  var preferences: [String: OptionValue]

  private enum Keys: String, CodingKey { case preferences }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Keys.self)
    preferences =
      (try? container.decodeIfPresent([String: OptionValue].self, forKey: .preferences)) ?? [:]
  }
}

/// A value that decodes to nil instead of failing the whole answer.
struct Lenient<Value: Decodable>: Decodable {
  var value: Value?

  init(from decoder: any Decoder) throws {
    value = try? Value(from: decoder)
  }
}

struct TokensBody: Decodable {
  struct Query: Decodable { var tokens: [String: String] }
  var query: Query
}

struct LoginBody: Decodable {
  struct Login: Decodable {
    var result: String
    var lgusername: String?
    var reason: Reason?
  }
  /// With errorformat=plaintext the reason is `{code, text}`; older formats send a string.
  struct Reason: Decodable {
    var code: String?
    var text: String

    init(from decoder: any Decoder) throws {
      if let text = try? decoder.singleValueContainer().decode(String.self) {
        self.code = nil
        self.text = text.withoutControlCharacters()
      } else {
        let message = try APIWarning(from: decoder)
        self.code = message.code
        self.text = message.text
      }
    }
  }
  var login: Login
}

struct ClientLoginBody: Decodable {
  struct ClientLogin: Decodable {
    var status: String
    var username: String?
    var message: String?
    var messagecode: String?
    var redirecttarget: String?
    var requests: [Lenient<Request>]?
  }
  struct Request: Decodable {
    var fields: [String: Lenient<Field>]?
  }
  struct Field: Decodable {
    var type: String?
    var label: String?
    var help: String?
    var optional: Bool?
    var value: String?
  }
  var clientlogin: ClientLogin
}

struct OptionsBody: Decodable {
  var options: String
}

struct GlobalPreferencesBody: Decodable {
  var globalpreferences: String
}

struct PushBody: Decodable {
  struct Result: Decodable { var result: String }
  var create: Result?
  var delete: Result?
}

/// Any answer whose body this package ignores (e.g. logout's `{}`).
struct EmptyBody: Decodable {}
