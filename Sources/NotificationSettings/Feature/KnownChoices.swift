/// The choices last read from or saved to the wiki for one account on one wiki, with where they
/// apply, kept on the device so that a returning editor's page shows them at once (no round
/// trip) while one read confirms them. They hold no secret: values and their scope only.
public struct KnownChoices: Equatable, Sendable, Codable {
  /// The account they belong to.
  public var userName: String
  /// The wiki they were read from.
  public var language: WikiLanguage
  /// Each offered type's value, as the wiki held it.
  public var values: [NotificationType: Bool]
  /// The types set in the person's global preferences.
  public var globalTypes: Set<NotificationType>
  /// Whether the choices go to the account's global preferences on that wiki.
  public var offersGlobalPreferences: Bool
  /// The types with a local exception on that wiki.
  public var localExceptions: Set<NotificationType>

  /// The choices of `userName` on `language`'s wiki.
  public init(
    userName: String, language: WikiLanguage, values: [NotificationType: Bool],
    globalTypes: Set<NotificationType> = [], offersGlobalPreferences: Bool = false,
    localExceptions: Set<NotificationType> = []
  ) {
    self.userName = userName
    self.language = language
    self.values = values
    self.globalTypes = globalTypes
    self.offersGlobalPreferences = offersGlobalPreferences
    self.localExceptions = localExceptions
  }

  /// The choices of `userName` the wiki (or the device's kept values it shows) holds on
  /// `language`'s wiki; nil when nothing is held yet.
  init?(userName: String, language: WikiLanguage, wiki: SettingsFeature.Wiki) {
    guard let values = wiki.values else { return nil }
    self.init(
      userName: userName, language: language, values: values, globalTypes: wiki.globalTypes,
      offersGlobalPreferences: wiki.offersGlobalPreferences,
      localExceptions: wiki.localExceptions)
  }
}

/// Where the device keeps the ``KnownChoices`` (beside the ``DeviceRecord``): the app's
/// defaults, the tool's state file, or nowhere.
public struct KnownChoicesClient: Sendable {
  /// The choices kept, if any.
  public var load: @Sendable () -> KnownChoices?
  /// Keeps these choices, or forgets them (nil).
  public var save: @Sendable (KnownChoices?) async -> Void

  /// `load` is called once, when the store starts; `save` after each change.
  public init(
    load: @escaping @Sendable () -> KnownChoices?,
    save: @escaping @Sendable (KnownChoices?) async -> Void
  ) {
    self.load = load
    self.save = save
  }

  /// Keeps nothing: every visit reads before it shows the switches.
  public static let none = KnownChoicesClient(load: { nil }, save: { _ in })
}

extension SettingsFeature.State {
  /// What the device should keep of the account's choices after the last event: the wiki's
  /// values once a read (or a save it confirmed) holds them; nothing at a logout, for a
  /// temporary account or without an account; and, while another account's values are not
  /// read yet, nothing of an account that is not this one.
  public var knownChoicesUpdate: KnownChoicesUpdate {
    switch session {
    case .loggedOut, .loggingOut, .temporaryAccount: return .forget
    case .unknown: return .leave
    case .loggedIn(let userName):
      guard !wiki.isFromDevice,
        let read = KnownChoices(userName: userName, language: language, wiki: wiki)
      else { return .keepOnlyOf(userName) }
      return .keep(read)
    }
  }
}

/// How the kept choices change after an event (see
/// ``SettingsFeature/State/knownChoicesUpdate``).
public enum KnownChoicesUpdate: Equatable, Sendable {
  /// Keep these choices.
  case keep(KnownChoices)
  /// Forget any choices kept.
  case forget
  /// Forget choices kept for any account but this one (it is logged in, its values not read
  /// yet).
  case keepOnlyOf(String)
  /// Nothing known changed.
  case leave

  /// The choices to keep after this update, given those kept now.
  public func applied(to kept: KnownChoices?) -> KnownChoices? {
    switch self {
    case .keep(let choices): choices
    case .forget: nil
    case .keepOnlyOf(let userName): kept?.userName == userName ? kept : nil
    case .leave: kept
    }
  }
}
