extension SettingsFeature {
  /// Applies an action to the state and returns the work to do next: the action through the
  /// parent's one switch, then each of the rules after every action (`rulesAfterEveryAction`,
  /// in `SettingsFeature+Rules.swift`), in order. Pure: no clock, no network.
  public static func reduce(into state: inout State, _ action: Action) -> [Effect] {
    let before = state
    var effects = state.apply(action)
    for rule in rulesAfterEveryAction { effects += rule.apply(action, before, &state) }
    return effects
  }
}

extension SettingsFeature.State {
  typealias Effect = SettingsFeature.Effect

  /// The parent's one switch: what each child tells the parent (its delegate actions), then each
  /// child's own actions through the one scope (``scope(_:_:)``), then the events only the
  /// parent handles, each a named rule (in `Feature/SettingsFeature+X.swift`) because it reads
  /// or changes several children.
  mutating func apply(_ action: SettingsFeature.Action) -> [Effect] {
    switch action {
    // What the children tell the parent.
    case .saving(.delegate(.sessionEnded)), .subscriptions(.delegate(.sessionEnded)),
      .migration(.delegate(.sessionEnded)), .muting(.delegate(.sessionEnded)):
      return sessionEnded()
    case .presentation(.delegate(.readScreen(let force))):
      return scope(\.loading, .start(force: force))
    case .saving(.delegate(.reload)), .migration(.delegate(.readScreen)):
      return scope(\.loading, .start(force: true))
    case .presentation(.delegate(.permissionAnswered(let granted))):
      return scope(\.saving, .permissionAnswered(granted: granted))
    case .presentation(.delegate(.left)):
      // What was posted but not yet confirmed will not be confirmed now: said, not to be said
      // again out of context when the screen comes back.
      announcements.apply(.postedDelivered)
      return []
    case .loading(.delegate(.answered(let result))): return readAnswered(result)
    case .saving(.delegate(.landed)): return scope(\.loading, .saveLanded)
    case .migration(.delegate(.accountNamed(let userName))): return copyNamedAccount(userName)
    case .migration(.delegate(.copied)): return scope(\.saving, .sendUnsent())
    case .migration(.delegate(.unconfirmed(let types))): return scope(\.saving, .unconfirm(types))
    case .migration(.delegate(.targetRead(let values, let result))):
      return readAnswered(result, copying: values)
    case .session(.delegate(.letGoOfAccount)): return letGoOfAccount()
    case .session(.delegate(.started(let start))): return logoutStarted(start)
    case .session(.delegate(.ended(let outcome))): return sessionEnded(by: outcome)
    case .muting(.delegate(.reload)): return scope(\.loading, .start(force: true))
    case .muting(.delegate(.landed)): return scope(\.loading, .saveLanded)
    // Each child's own actions: the one scope.
    case .presentation(let action): return scope(\.presentation, action)
    case .loading(let action): return scope(\.loading, action)
    case .saving(let action): return scope(\.saving, action)
    case .subscriptions(let action): return scope(\.subscriptions, action)
    case .session(let action): return scope(\.session, action)
    case .migration(let action): return scope(\.migration, action)
    case .muting(let action): return scope(\.muting, action)
    case .announcements(let change):
      announcements.apply(change)
      return []
    // Events only the parent handles.
    case .loggedIn: return loggedIn()
    case .appSessionChanged(let appSession): return appSessionChanged(appSession)
    case .primaryLanguageChanged(let from, let to):
      return primaryLanguageChanged(from: from, to: to)
    }
  }
}
