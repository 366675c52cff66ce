// The rules after every action: what stays true whatever the action was. Each is a function of
// the action, the state before it and the state after it (TCA's `onChange`), named and declared
// here with why; ``SettingsFeature/reduce(into:_:)`` applies them in the list's order. A rule
// runs its child only when what the child decides on changed: the same child and the same
// context decide the same, and after every action the rule already decided on them. (A state
// set field by field, as a test or a preview may, has had no rule yet: a rule decides on it once
// one of its inputs changes.)
extension SettingsFeature {
  /// A rule the parent applies after every action: it reads the action and the state before it,
  /// and may change the state after it, returning the work that follows.
  struct Rule: Sendable {
    /// What the rule keeps true, for a reader of a trace.
    let name: String
    /// The rule's work: the action, the state before it, the state after it (changed here).
    let apply: @Sendable (_ action: Action, _ before: State, _ after: inout State) -> [Effect]
  }

  /// The rules after every action, in the order applied.
  static let rulesAfterEveryAction: [Rule] = [
    .registerWhenUseful, .letAWaitingLogoutGoOn, .readForChoicesWaitingForARead,
  ]
}

extension SettingsFeature.Rule {
  /// Pushes can reach the device and the account wants some: the device registers, once per
  /// account. The subscriptions child says when it may (no attempt yet, no copy, no logout, no
  /// delete retried), so whatever made it useful (a read, a save, the permission, the end of a
  /// copy) needs no step of its own.
  static let registerWhenUseful = Self(name: "register when useful") { _, before, state in
    guard
      state.subscriptions != before.subscriptions
        || !state.subscriptionsContext.decidesAlike(before.subscriptionsContext)
    else { return [] }
    return state.scope(\.subscriptions, .registerIfUseful)
  }

  /// A logout asked for waits for the wiki's answers to the account's requests (a delete sent
  /// beside a create could overtake it): each answer may be the last one it waited for. Without
  /// a logout under way there is nothing to let go on.
  static let letAWaitingLogoutGoOn = Self(name: "let a waiting logout go on") { action, _, state in
    guard action.mayEndTheWaitOfALogout, state.session.isLoggingOut else { return [] }
    return state.scope(\.session, .proceed)
  }

  /// A choice made on the device's kept values waits for a read: one is out whenever one waits
  /// (after a failed read, the person's retry starts it, as for any read).
  static let readForChoicesWaitingForARead = Self(name: "read for choices waiting for a read") {
    _, before, state in
    guard state.loading != before.loading || state.loadingContext != before.loadingContext
    else { return [] }
    return state.scope(\.loading, .startForWaitingChoices)
  }
}

extension SettingsFeature.Action {
  /// Whether this is the answer to a request a waiting logout may be waiting for: a read (the
  /// first one names the account), a save, a mute write, or a subscription request.
  var mayEndTheWaitOfALogout: Bool {
    switch self {
    case .loading(.answered), .saving(.saveFinished), .migration(.loaded),
      .migration(.writeFinished), .subscriptions(.subscribeFinished),
      .subscriptions(.unsubscribeFinished), .session(.unsubscribed), .muting(.writeFinished):
      true
    default: false
    }
  }
}
