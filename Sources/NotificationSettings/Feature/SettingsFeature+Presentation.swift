// The parent's side of the presentation (``Presentation``, in `Presentation/`): what it sees of
// the screen, and its outputs in the parent's words.
extension Presentation: ChildFeature {
  static var context: KeyPath<SettingsFeature.State, Context> { \.presentationContext }

  static func delegate(_ output: Output) -> SettingsFeature.Delegate {
    switch output {
    case .readScreen(let force): .loading(.start(force: force))
    case .announce(let message, let politeness): .announce(message, politeness)
    case .permissionAnswered(let granted): .saving(.permissionAnswered(granted: granted))
    }
  }
}

extension SettingsFeature.State {
  /// What the presentation sees of the screen.
  var presentationContext: Presentation.Context {
    .init(
      showsAccount: session.userName != nil, readsOnReturn: session != .loggedOut || isLoading,
      helpPageURL: configuration.helpPageURL)
  }
}
