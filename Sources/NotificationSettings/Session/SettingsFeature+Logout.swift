// The parent's side of the logout child (``Session/reduce(into:action:context:)`` in
// `Session+Logout.swift`): it saves the unsent choices and reads the account when the child
// starts, and carries out the child's outputs (the changes of the device record among them: the
// parent owns it).
extension SettingsFeature.State {
  /// Sends the logout `action`, and carries out its outputs before its own effects.
  mutating func runLogout(_ action: Session.LogoutAction) -> [Effect] {
    let step = Session.reduce(into: &session, action: action, context: logoutContext)
    return logoutOutputs(step.outputs) + step.effects
  }

  /// Saves the choices not yet sent, then deletes this device's subscription while the session
  /// still exists, then ends the session.
  mutating func logoutTapped() -> [Effect] {
    let step = Session.reduce(into: &session, action: .asked, context: logoutContext)
    guard case .started(let start)? = step.outputs.first else { return [] }
    switch start {
    case .temporaryAccount:
      return removeTemporaryAccountSubscriptions() + runLogout(.proceed)
    case .account(let unread):
      // A choice made just before logging out is the person's too: it is saved first (the save
      // names the account, so it can only land on it), and the logout follows its answer.
      let save = sendUnsent()
      // After a relaunch nothing may have been read yet (the app logs out without showing this
      // screen): the account is read first, so the delete can name it.
      // An old failure does not stop it: the network may be back.
      let read = unread && loading.inFlight == nil ? loadForScreen(force: false) : []
      return save + read + runLogout(.proceed)
    }
  }

  /// What the logout child sees of the screen.
  var logoutContext: Session.LogoutContext {
    Session.LogoutContext(
      writeInFlight: writeInFlight != nil, subscriptionRequestInFlight: subscriptions.awaitsWiki,
      isReading: isLoading, tokenInPlay: subscriptions.registration.tokenInPlay,
      lastReadFailure: loading.error, language: language, device: device)
  }

  /// Carries out what the logout child asks of the screen, in its order; returns the effects
  /// that let go of what the account's reset dropped.
  private mutating func logoutOutputs(_ outputs: [Session.LogoutOutput]) -> [Effect] {
    var effects: [Effect] = []
    for output in outputs {
      switch output {
      case .letGoOfAccount:
        effects += resetAccount()
      case .announce(let message, let politeness):
        announce(message, politeness)
      case .ended:
        effects += becomeLoggedOut()
        lastLogout = .loggedOut
      case .started:
        // Only ``logoutTapped()`` asks, and reads the start itself.
        break
      case .device(let change):
        device.apply(change)
      }
    }
    return effects
  }
}
