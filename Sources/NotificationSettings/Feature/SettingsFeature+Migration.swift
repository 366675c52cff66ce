// The parent's side of the language copy (``Migration``, in `Migration/`): it starts the copy
// when the language changes, and takes the accounts its reads name; the copy changes the
// ``Wiki`` in its context (the parent, its one owner, takes it back).
extension Migration: ChildFeature {
  static var context: WritableKeyPath<SettingsFeature.State, Context> { \.migrationContext }

  static func told(_ delegate: Delegate) -> SettingsFeature.Action {
    .migration(.delegate(delegate))
  }
}

extension SettingsFeature.State {
  /// What the copy sees of the screen.
  var migrationContext: Migration.Context {
    get { Migration.Context(language: language, wiki: wiki) }
    // What the copy's write stored: the wiki, its one writable value.
    set { wiki = newValue.wiki }
  }

  /// Copies the old language's settings to the new language's wiki, behind the scenes.
  mutating func primaryLanguageChanged(from: WikiLanguage, to: WikiLanguage) -> [Effect] {
    guard from != to else { return [] }
    // The person's current choices on the old wiki, if the screen shows that wiki.
    let known: [NotificationType: Bool]? =
      language == from && wiki.values != nil && !wiki.isFromDevice && session.userName != nil
      ? Dictionary(
        uniqueKeysWithValues: wiki.offeredTypes.compactMap { t in isOn(t).map { (t, $0) } })
      : nil
    let dropped = letGoOfAccount(keepingRegistration: true)
    language = to
    switch session {
    case .loggedOut, .loggingOut(.ending):
      // Nothing to copy without an account.
      return dropped
    case .temporaryAccount:
      // Nothing to copy either (a temporary account has no choices); the new wiki's read says
      // what its session is.
      return dropped + scope(\.loading, .start(force: true))
    case .unknown, .loggedIn, .loggingOut(.waiting):
      // The reset above already dropped the pending first-login check: the copy carries the
      // marker instead.
      return dropped + scope(\.migration, .start(from: from, known: known))
    }
  }

  /// The copy's read named `userName`. Another account than the one shown: nothing of the old
  /// one applies, a logout asked for included; the copy goes on, for this account.
  mutating func copyNamedAccount(_ userName: String) -> [Effect] {
    guard let previous = session.userName, previous != userName else {
      return scope(\.session, .accountRead(userName))
    }
    return letGoOfAccount(keepingCopy: true) + scope(\.session, .otherAccountRead(userName))
  }
}
