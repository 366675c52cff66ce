@testable import NotificationSettings

/// One step of a randomized sequence: something the person, the app or the operating system
/// does, or the runner's part (a request arriving at the wiki, an answer being delivered, a timer
/// elapsing). Each carries its own random choices, so a sequence replays exactly from its list,
/// and still replays (differently, but deterministically) when the shrinker drops steps.
enum ModelAction: Equatable, CustomStringConvertible {
  case appear
  case disappear
  /// The app returned to the foreground.
  case foreground
  case tap(NotificationType)
  /// The person changed a type on the web, then returned to the app.
  case webEdit(NotificationType, Bool)
  /// The person set a type in their global preferences on another wiki, then returned to the app.
  case webGlobal(NotificationType, Bool)
  /// The person changed the permission in the system settings, then returned to the app.
  case systemPermission(PermissionStatus)
  case logoutTapped
  /// The app logged this account in (the wiki's session is now it), then told the feature.
  case login(String)
  /// The app edited without an account: the anonymous session is now a temporary account (the
  /// app does not tell the feature; its next read finds out).
  case editWithoutAccount
  /// The primary language switched to the other one.
  case changeLanguage
  /// The app's own session (``ModelMode/appSession``) is now this account's (nil: nobody's),
  /// and the app says so: a launch, a switch between accounts, a logout made elsewhere.
  case appSays(String?)
  /// The app's re-login, which the store asked for when the wiki found the session gone: it
  /// logs the same account in again, or fails and the app logs out.
  case relogin(succeeds: Bool)
  case retry
  case registrationRetry
  case dismissSaveError
  /// "Try again" on the banner of a failed first-login reset.
  case retryDefaults
  /// A renderer spoke every pending announcement.
  case deliverAnnouncements
  /// The operating system rotated the device token.
  case rotateToken
  /// Pending work `pick % count`: a wiki request arrives (with `fault`), or an arrived answer is
  /// delivered, or a device client answers (`fault != .none`: it fails; `yes`: the person allows).
  case answer(pick: UInt32, fault: Fault, yes: Bool)
  /// Timer `pick % count` elapses (stale ones included: the reducer must ignore them).
  case fire(pick: UInt32)
  /// The person asks to mute `name` (typed; it may name nobody, or the person).
  case mute(MuteListKind, String)
  /// The person unmutes the shown entry `pick % count` of the list.
  case unmute(MuteListKind, pick: UInt32)
  /// The person mutes or unmutes `name` on the web (Special:Mute), then returns to the app.
  case webMute(MuteListKind, String)
  /// Everything pending is answered, without faults, in an order drawn from `seed`; then the
  /// settled invariants are checked.
  case settle(seed: UInt64)

  var description: String {
    switch self {
    case .appear: ".appear"
    case .disappear: ".disappear"
    case .foreground: ".foreground"
    case .tap(let type): ".tap(.\(type))"
    case .webEdit(let type, let value): ".webEdit(.\(type), \(value))"
    case .webGlobal(let type, let value): ".webGlobal(.\(type), \(value))"
    case .systemPermission(let status): ".systemPermission(.\(status))"
    case .logoutTapped: ".logoutTapped"
    case .login(let user): ".login(\"\(user)\")"
    case .editWithoutAccount: ".editWithoutAccount"
    case .changeLanguage: ".changeLanguage"
    case .appSays(let user): ".appSays(\(user.map { "\"\($0)\"" } ?? "nil"))"
    case .relogin(let succeeds): ".relogin(succeeds: \(succeeds))"
    case .retry: ".retry"
    case .registrationRetry: ".registrationRetry"
    case .dismissSaveError: ".dismissSaveError"
    case .retryDefaults: ".retryDefaults"
    case .deliverAnnouncements: ".deliverAnnouncements"
    case .rotateToken: ".rotateToken"
    case .answer(let pick, let fault, let yes):
      ".answer(pick: \(pick), fault: .\(fault), yes: \(yes))"
    case .fire(let pick): ".fire(pick: \(pick))"
    case .settle(let seed): ".settle(seed: \(seed))"
    case .mute(let kind, let name): ".mute(.\(kind), \"\(name)\")"
    case .unmute(let kind, let pick): ".unmute(.\(kind), pick: \(pick))"
    case .webMute(let kind, let name): ".webMute(.\(kind), \"\(name)\")"
    }
  }
}

/// The starting point of a sequence: the wikis, the device and the app.
struct ModelWorld: Equatable {
  /// The kind of wiki and session, drawn first.
  var mode: ModelMode
  var wiki: ReferenceWiki
  var permission: PermissionStatus
  var device: DeviceRecord
  var language: WikiLanguage
  var turnsTypesOffAtFirstLogin: Bool
  /// The choices the device kept from an earlier visit, shown at once (issue 37): the wiki's
  /// own (fresh), changed on the wiki since (stale), or another account's; nil: none kept.
  var kept: KnownChoices? = nil

  static func random(_ rng: inout SeededGenerator) -> ModelWorld {
    let mode = ModelMode.random(&rng)
    var wiki = ReferenceWiki.random(&rng, mode)
    var device = DeviceRecord()
    if let holder = wiki.subscriptions["t0"] {
      // Alice's, or a temporary account's that an older version of the app subscribed.
      device.registered = DeviceSubscription(deviceToken: "t0", userName: holder)
    }
    if rng.chance(20) {
      // A delete that failed at an earlier logout, retried at Alice's next login.
      device.pendingUnsubscribes = [DeviceSubscription(deviceToken: "t9", userName: "Alice")]
      wiki.subscriptions["t9"] = "Alice"
    }
    let permission = rng.pick([
      PermissionStatus.notDetermined, .denied, .authorized, .authorized, .provisional,
    ])
    let language = rng.pick(ReferenceWiki.languages)
    let turnsOff = rng.chance(85)
    return ModelWorld(
      mode: mode, wiki: wiki, permission: permission, device: device, language: language,
      turnsTypesOffAtFirstLogin: turnsOff, kept: keptChoices(wiki, language, &rng))
  }

  /// How the sequence starts, for the run's tally: with nothing kept, or kept choices that the
  /// wiki still holds, that changed since, or that are another account's.
  var keptStart: String {
    guard let kept else { return "nothing kept" }
    guard kept.userName == wiki.session else { return "kept, another account's" }
    return kept.values == wiki.values(kept.userName, language) ? "kept, current" : "kept, stale"
  }

  /// What the device may have kept of the session's account: some sequences start fresh, some
  /// from values the wiki still holds, some from values changed on the wiki since, some from
  /// another account's.
  static func keptChoices(
    _ wiki: ReferenceWiki, _ language: WikiLanguage, _ rng: inout SeededGenerator
  ) -> KnownChoices? {
    guard let user = wiki.session, !ReferenceWiki.isTemporary(user), rng.chance(40) else {
      return nil
    }
    var values = wiki.values(user, language)
    guard !values.isEmpty else { return nil }
    if rng.chance(50) {
      // Stale: changed on the wiki (the web, another device) since the visit that kept them.
      for type in values.keys.sorted() where rng.chance(20) { values[type]?.toggle() }
    }
    return KnownChoices(
      userName: rng.chance(10) ? "Bob" : user, language: language, values: values,
      globalTypes: wiki.globalTypes(user, language),
      offersGlobalPreferences: wiki.globalAccounts.contains(user),
      localExceptions: wiki.globalAccounts.contains(user)
        ? wiki.exceptions(user, language).filter { values[$0] != nil } : [])
  }
}

/// A sequence to run: where it starts and what happens.
struct ModelCase {
  var seed: UInt64
  var world: ModelWorld
  var actions: [ModelAction]
}
