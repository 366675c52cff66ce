// The parent's side of the presentation (``Presentation``, in `Presentation/`): what it sees of
// the screen, and what it tells the parent.
extension Presentation: ChildFeature {
  static var context: WritableKeyPath<SettingsFeature.State, Context> { \.presentationContext }

  static func told(_ delegate: Delegate) -> SettingsFeature.Action {
    .presentation(.delegate(delegate))
  }
}

extension SettingsFeature.State {
  /// What the presentation sees of the screen.
  var presentationContext: Presentation.Context {
    get {
      .init(
        showsAccount: session.userName != nil, readsOnReturn: session != .loggedOut || isLoading,
        announcements: announcements)
    }
    // What the child said.
    set { announcements = newValue.announcements }
  }
}
