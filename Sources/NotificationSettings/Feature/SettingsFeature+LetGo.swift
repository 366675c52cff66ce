// What the parent does, in order, when an account logs in, goes, is read, or logs out: plain
// functions over the children, each step one child's action through the one scope.
extension SettingsFeature.State {
  /// An account logged in (here, or in the app): nothing of the one before applies; the next
  /// read names it and decides on the first-login rule, and the permission is checked again.
  mutating func loggedIn() -> [Effect] {
    var effects = letGoOfAccount()
    effects += scope(\.session, .loggedIn)
    wiki.defaultOffCheck(pending: true)
    effects.append(.checkPermission)
    return effects + scope(\.loading, .start(force: true))
  }

  /// Forgets everything that belongs to an account (not the device record or the permission):
  /// its registration (unless `keepingRegistration`: only the wiki changed, and a push
  /// subscription is the account's on every wiki), then everything read from or meant for the
  /// current wiki. Each flow lets go of its own waits: the read, the write and the save window
  /// (their answers are never delivered). A language copy goes too, unless `keepingCopy` (its
  /// read of the old wiki named another account: the copy is that one's). An account shown only
  /// from the device's kept choices goes with them.
  mutating func letGoOfAccount(keepingRegistration: Bool = false, keepingCopy: Bool = false)
    -> [Effect]
  {
    var effects = keepingRegistration ? [] : scope(\.subscriptions, .reset)
    effects += scope(\.session, .keptChoicesLetGo)
    wiki.forget()
    effects += scope(\.loading, .reset)
    effects += scope(\.saving, .reset)
    effects += scope(\.muting, .reset)
    return keepingCopy ? effects : effects + scope(\.migration, .reset)
  }

  /// The logout the person asked for starts: the choices not yet sent are saved, then this
  /// device's subscription is deleted while the session still exists, then the session ends.
  mutating func logoutStarted(_ start: AccountSession.LogoutStart) -> [Effect] {
    switch start {
    case .temporaryAccount:
      let effects = scope(\.subscriptions, .removeTemporaryAccountSubscriptions)
      return effects + scope(\.session, .proceed)
    case .account(let unread):
      // A choice made just before logging out is the person's too: it is saved first (the
      // save names the account, so it can only land on it), and the logout follows its
      // answer. After a relaunch nothing may have been read yet (the app logs out without
      // showing this screen): the account is read first, so the delete can name it (a read
      // already out is enough; an old failure does not stop it: the network may be back).
      var effects = scope(\.saving, .sendUnsent())
      if unread { effects += scope(\.loading, .start(force: false)) }
      return effects + scope(\.session, .proceed)
    }
  }
}
