// The parent's side of the session child (``AccountSession/reduce(into:action:context:)`` in
// `AccountSession/`): what it sees of the screen, its outputs in the parent's words (the changes
// of the device record among them: the parent owns it), and the start of the logout asked for:
// saving the unsent choices and reading the account first.
extension AccountSession: ChildFeature {
  static var context: KeyPath<SettingsFeature.State, Context> { \.sessionContext }

  static func delegate(_ output: Output) -> SettingsFeature.Delegate {
    switch output {
    case .letGoOfAccount: .letGoOfAccount
    case .announce(let message, let politeness): .announce(message, politeness)
    case .ended(let error): .logoutEnded(error: error)
    case .started(let start): .logoutStarted(start)
    case .device(let change): .device(change)
    }
  }
}

extension SettingsFeature.State {
  /// The logout the person asked for starts: the choices not yet sent are saved, then this
  /// device's subscription is deleted while the session still exists, then the session ends.
  mutating func logoutStarted(_ start: AccountSession.LogoutStart) -> [Effect] {
    switch start {
    case .temporaryAccount:
      return run(\.subscriptions, .removeTemporaryAccountSubscriptions) + run(\.session, .proceed)
    case .account(let unread):
      // A choice made just before logging out is the person's too: it is saved first (the save
      // names the account, so it can only land on it), and the logout follows its answer.
      let save = run(\.saving, .sendUnsent)
      // After a relaunch nothing may have been read yet (the app logs out without showing this
      // screen): the account is read first, so the delete can name it.
      // An old failure does not stop it: the network may be back.
      let read = unread && loading.inFlight == nil ? run(\.loading, .start(force: false)) : []
      return save + read + run(\.session, .proceed)
    }
  }

  /// What the session child sees of the screen.
  var sessionContext: AccountSession.Context {
    AccountSession.Context(
      writeInFlight: writeInFlight != nil, subscriptionRequestInFlight: subscriptions.awaitsWiki,
      isReading: isLoading, tokenInPlay: subscriptions.registration.tokenInPlay,
      lastReadFailure: loading.error, language: language, device: device,
      accountIsOnlyFromTheDevice: wiki.isFromDevice)
  }
}
