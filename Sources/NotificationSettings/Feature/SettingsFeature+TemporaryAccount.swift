// A temporary account: MediaWiki (`$wgAutoCreateTempUser`) logs an editor without an account in
// to one at their first edit. It is registered, so Echo lists its defaults (push on for most
// types) and would subscribe its device, yet MediaWiki refuses to save its preferences: nobody
// could choose what reaches the device. The screen treats it as it treats a logged-out session:
// it explains, offers to log in or create an account, and writes and subscribes nothing.
extension SettingsFeature.State {
  /// A read found a temporary account. Shows its state and deletes what this device subscribed
  /// for it (a version of this package that took it for a registered account may have): while
  /// Echo holds that subscription, every default-on type reaches the device, and the token stays
  /// taken for any account that logs in later (only the holder can delete it, and a temporary
  /// account cannot log in again once its session ends).
  ///
  /// A subscription the device made for ANOTHER account (its session ended without a logout) is
  /// left as recorded: Echo deletes only the session's own subscriptions (the temporary session's
  /// delete of it answers "not found", checked on the real wikis), so only that account's next
  /// login on this device can settle it, as after any session that ended without a logout.
  mutating func becomeTemporaryAccount(_ userName: String) -> [Effect] {
    let sameAccount = session.temporaryAccountName == userName
    let wasShowingAccount = session.userName != nil
    var dropped: [Effect] = []
    if !sameAccount {
      // A logout asked for while the account before was shown cannot delete that account's
      // subscription any more (its session is gone): kept for its next login, and said.
      if session.isWaitingToLogOut {
        dropped = scope(\.subscriptions, .oweRecordedSubscriptions(except: userName))
      }
      dropped += letGoOfAccount()
    }
    dropped += scope(\.session, .temporaryAccountRead(userName))
    // Said when the screen changes to it: interrupting when an account's toggles vanish.
    if !sameAccount {
      announcements.say(.temporaryAccount, wasShowingAccount ? .assertive : .polite)
    }
    return dropped + scope(\.subscriptions, .removeTemporaryAccountSubscriptions)
  }
}
