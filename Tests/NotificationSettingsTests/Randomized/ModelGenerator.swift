@testable import NotificationSettings

/// Draws a sequence from a seed, running it as it goes so that the choices fit the state (a log
/// in when logged out, answers when something is pending). The resulting list replays alone.
enum ModelGenerator {
  static func generate(seed: UInt64) -> (ModelCase, ModelRunner) {
    var rng = SeededGenerator(seed: seed)
    let world = ModelWorld.random(&rng)
    let runner = ModelRunner(world: world)
    var actions: [ModelAction] = []
    let length = 20 + rng.below(61)
    func play(_ action: ModelAction) {
      actions.append(action)
      runner.perform(action)
    }
    // Mostly the screen opens first; sometimes the app logs out (after a relaunch) or taps
    // around before the screen was ever shown (a logout before any read).
    // With the app's session, the app says at launch who is logged in (mostly before the screen
    // opens).
    if world.mode == .appSession, rng.chance(80) { play(.appSays(world.wiki.session)) }
    if rng.chance(85) { play(.appear) } else { play(.logoutTapped) }
    while actions.count < length, runner.violation == nil {
      play(next(&rng, runner))
    }
    if runner.violation == nil { play(.settle(seed: rng.next())) }
    return (ModelCase(seed: seed, world: world, actions: actions), runner)
  }

  static func next(_ rng: inout SeededGenerator, _ runner: ModelRunner) -> ModelAction {
    let state = runner.state
    let loggedOut = state.session == .loggedOut || state.session.temporaryAccountName != nil
    let offered = state.wiki.offeredTypes
    let appSession = runner.mode == .appSession
    let temporary = runner.mode == .temporaryAccounts
    var choices: [(Int, ModelAction)] = [
      (runner.pending.isEmpty ? 0 : 34, .answer(pick: 0, fault: .none, yes: true)),
      (offered.isEmpty ? 1 : 24, .tap(.mention)),
      (runner.windowTimer ? 10 : 0, .fire(pick: 0)),
      (3, .foreground),
      (2, .webEdit(.mention, true)),
      (1, .webGlobal(.mention, true)),
      (2, .systemPermission(.authorized)),
      (2, .logoutTapped),
      (loggedOut ? 6 : 1, .login("Alice")),
      (runner.wiki.session == nil ? (temporary ? 8 : 3) : 0, .editWithoutAccount),
      (appSession ? 3 : 0, .appSays(nil)),
      (appSession && runner.reloginAsked ? 10 : 0, .relogin(succeeds: true)),
      (2, .changeLanguage),
      (state.presentation.isOnScreen ? 1 : 5, .appear),
      (1, .disappear),
      (state.loading.error == nil ? 0 : 3, .retry),
      (1, .registrationRetry),
      (1, .dismissSaveError),
      (state.saving.error?.outcome == .defaultsNotApplied ? 3 : 0, .retryDefaults),
      (2, .deliverAnnouncements),
      (1, .rotateToken),
      (2, .settle(seed: 0)),
      // Echo's mute lists, once read.
      (state.muting.lists == nil ? 0 : 5, .mute(.users, "")),
      (state.muting.lists == nil ? 0 : 3, .unmute(.users, pick: 0)),
      (state.muting.lists == nil ? 0 : 1, .webMute(.users, "")),
    ]
    choices = choices.filter { $0.0 > 0 }
    let template = rng.weighted(choices)
    // Fill in the template's random details.
    switch template {
    case .answer:
      return .answer(
        pick: UInt32(truncatingIfNeeded: rng.next()), fault: fault(&rng), yes: rng.chance(60))
    case .tap:
      let type =
        offered.isEmpty || rng.chance(3) ? rng.pick(ReferenceWiki.allTypes) : rng.pick(offered)
      return .tap(type)
    case .webGlobal:
      return .webGlobal(rng.pick(ReferenceWiki.allTypes), rng.chance(50))
    case .fire:
      return .fire(pick: UInt32(truncatingIfNeeded: rng.next()))
    case .webEdit:
      return .webEdit(rng.pick(ReferenceWiki.allTypes), rng.chance(50))
    case .systemPermission:
      return .systemPermission(rng.pick([.notDetermined, .denied, .authorized, .provisional]))
    case .login:
      return .login(rng.chance(75) ? "Alice" : "Bob")
    case .appSays:
      // A launch, a switch between accounts, a logout made elsewhere in the app.
      return .appSays(rng.weighted([(45, "Alice"), (30, "Bob"), (25, nil)]))
    case .relogin:
      return .relogin(succeeds: rng.chance(60))
    case .settle:
      return .settle(seed: rng.next())
    case .mute, .webMute:
      let kind: MuteListKind = rng.chance(60) ? .users : .pages
      let name = rng.pick(kind == .users ? ReferenceWiki.typedAccounts : ReferenceWiki.typedPages)
      if case .webMute = template { return .webMute(kind, name) }
      return .mute(kind, name)
    case .unmute:
      return .unmute(
        rng.chance(60) ? .users : .pages, pick: UInt32(truncatingIfNeeded: rng.next()))
    default:
      return template
    }
  }

  static func fault(_ rng: inout SeededGenerator) -> Fault {
    rng.weighted([
      (58, Fault.none),
      (6, .apiError),
      (7, .keysRejected(mask: UInt16(truncatingIfNeeded: rng.next()))),
      (4, .throttled),
      (3, .sessionExpired),
      (8, .unreachable),
      (7, .outcomeUnknown(applied: true)),
      (7, .outcomeUnknown(applied: false)),
      (3, .globalRefused),
      (3, .carriedRefused),
    ])
  }
}
