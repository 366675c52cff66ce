// The parent's side of the session child (``AccountSession/reduce(into:action:context:)`` in
// `AccountSession+Reduce.swift`): it carries out the child's outputs (the changes of the device record
// among them: the parent owns it), saving the unsent choices and reading the account when the
// logout starts.
extension SettingsFeature.State {
  /// Sends the session `action`, and carries out its outputs before its own effects.
  mutating func runSession(_ action: AccountSession.Action) -> [Effect] {
    let step = AccountSession.reduce(into: &session, action: action, context: sessionContext)
    return sessionOutputs(step.outputs) + step.effects
  }

  /// The logout the person asked for starts: the choices not yet sent are saved, then this
  /// device's subscription is deleted while the session still exists, then the session ends.
  private mutating func logoutStarted(_ start: AccountSession.LogoutStart) -> [Effect] {
    switch start {
    case .temporaryAccount:
      return removeTemporaryAccountSubscriptions() + runSession(.proceed)
    case .account(let unread):
      // A choice made just before logging out is the person's too: it is saved first (the save
      // names the account, so it can only land on it), and the logout follows its answer.
      let save = sendUnsent()
      // After a relaunch nothing may have been read yet (the app logs out without showing this
      // screen): the account is read first, so the delete can name it.
      // An old failure does not stop it: the network may be back.
      let read = unread && loading.inFlight == nil ? loadForScreen(force: false) : []
      return save + read + runSession(.proceed)
    }
  }

  /// What the session child sees of the screen.
  var sessionContext: AccountSession.Context {
    AccountSession.Context(
      writeInFlight: writeInFlight != nil, subscriptionRequestInFlight: subscriptions.awaitsWiki,
      isReading: isLoading, tokenInPlay: subscriptions.registration.tokenInPlay,
      lastReadFailure: loading.error, language: language, device: device)
  }

  /// Carries out what the session child asks of the screen, in its order; returns the effects
  /// that let go of what the account's reset dropped.
  private mutating func sessionOutputs(_ outputs: [AccountSession.Output]) -> [Effect] {
    var effects: [Effect] = []
    for output in outputs {
      switch output {
      case .letGoOfAccount:
        effects += resetAccount()
      case .announce(let message, let politeness):
        announce(message, politeness)
      case .ended(let error):
        effects += becomeLoggedOut()
        lastLogout = error.map(LogoutOutcome.endedHereOnly) ?? .loggedOut
      case .started(let start):
        effects += logoutStarted(start)
      case .device(let change):
        device.apply(change)
      }
    }
    return effects
  }
}
