// The parent's side of the save pipeline (``Saving``, in `Saving/`): what it
// sees of the screen, and what it tells the parent.
extension Saving: ChildFeature {
  static var context: WritableKeyPath<SettingsFeature.State, Context> { \.savingContext }

  static func told(_ delegate: Delegate) -> SettingsFeature.Action { .saving(.delegate(delegate)) }
}

extension SettingsFeature.State {
  /// What the save pipeline sees of the screen.
  var savingContext: Saving.Context {
    get {
      .init(
        userName: session.userName, isLoggingOut: session.isLoggingOut,
        isWaitingToLogOut: session.isWaitingToLogOut, isCopyingSettings: migration.isActive,
        copyWrite: migration.request, permission: presentation.permission, language: language,
        saveWindow: configuration.saveWindow,
        turnsTypesOffAtFirstLogin: configuration.turnsTypesOffAtFirstLogin, wiki: wiki,
        announcements: announcements)
    }
    // What the child changed of the parent's: the wiki, and what it said.
    set {
      wiki = newValue.wiki
      announcements = newValue.announcements
    }
  }
}
