// The parent's side of the session child (``AccountSession/reduce(into:action:context:)`` in
// `AccountSession/`): what it sees of the screen, its outputs in the parent's words (the changes
// of the device record among them: the parent owns it), and the start of the logout asked for:
// saving the unsent choices and reading the account first.
extension AccountSession: ChildFeature {
  static var context: KeyPath<SettingsFeature.State, Context> { \.sessionContext }

  static func delegate(_ output: Output) -> SettingsFeature.Delegate {
    switch output {
    case .letGoOfAccount: .letGoOfAccount()
    case .announce(let message, let politeness): .announce(message, politeness)
    case .ended(let outcome): .logoutEnded(outcome)
    case .started(let start): .logoutStarted(start)
    case .device(let change): .device(change)
    }
  }
}

extension SettingsFeature.State {
  /// What the session child sees of the screen.
  var sessionContext: AccountSession.Context {
    AccountSession.Context(
      writeInFlight: writeInFlight != nil, subscriptionRequestInFlight: subscriptions.awaitsWiki,
      isReading: isLoading, tokenInPlay: subscriptions.registration.tokenInPlay,
      lastReadFailure: loading.error, language: language, device: device,
      accountIsOnlyFromTheDevice: wiki.isFromDevice)
  }
}
