extension SettingsFeature {
  /// A child's output as the parent's own event (TCA's delegate action): each child names its
  /// outputs in these words (``ChildFeature/delegate(_:)``), and the parent's one switch,
  /// ``SettingsFeature/State/apply(_:)-(SettingsFeature.Delegate)``, says what each does.
  enum Delegate: Equatable {
    // Changes of what the parent owns.
    /// Apply this named change to the wiki.
    case wiki(WikiChange)
    /// Apply this named change to the device record.
    case device(DeviceChange)
    /// Say this to the person.
    case announce(Announcement.Message, Politeness)
    // The screen's read (``Loading``).
    /// The screen's read answered: what its answer is worth.
    case readAnswered(Loading.Answer)
    /// Read the screen's wiki (`force`: again, even if a read is out: what it holds may have
    /// changed).
    case readScreen(force: Bool)
    /// A save landed on the wiki: a read in flight may predate it.
    case saveLanded
    // The account (``AccountSession``).
    /// The wiki found the session gone.
    case sessionEnded
    /// Forget the account's state (its reads, choices and registration).
    case letGoOfAccount
    /// The logout asked for starts this way.
    case logoutStarted(AccountSession.LogoutStart)
    /// The logout ended on the wiki's answer (`error`: the wiki did not end the session).
    case logoutEnded(error: WikiFailure?)
    // The presentation (``Presentation``).
    /// The person answered the permission question a toggle may wait for.
    case permissionAnswered(granted: Bool)
    // The device's subscriptions (``Subscriptions``).
    /// The logout's delete of this device's subscription answered.
    case logoutUnsubscribed(token: String, Result<UnsubscribeOutcome, WikiFailure>)
    // The language copy (``Migration``).
    /// The copy's read named this account.
    case copyNamedAccount(String)
    /// The copy wrote what it carried.
    case copied
    /// The copy's write of these types may or may not have landed.
    case unconfirmed(Set<NotificationType>)
    /// The copy's read of the new wiki answered; `values` wait to be written there.
    case copyTargetRead([NotificationType: Bool], Result<WikiSnapshot, WikiFailure>)
  }
}

extension SettingsFeature.State {
  /// What each of a child's outputs does: one line per event, to a child or a named rule.
  mutating func apply(_ event: SettingsFeature.Delegate) -> [Effect] {
    switch event {
    case .wiki(let change): return wiki.applied(change)
    case .device(let change): return device.applied(change)
    case .announce(let message, let politeness):
      return announcements.applied(.said(message, politeness))
    case .readAnswered(.notAwaited): return []
    case .readAnswered(.stale): return run(\.loading, .start(force: false))
    case .readAnswered(.current(let result)): return screenLoaded(result)
    case .readScreen(let force): return run(\.loading, .start(force: force))
    case .permissionAnswered(let granted):
      return run(\.saving, .permissionAnswered(granted: granted))
    case .saveLanded: return run(\.loading, .saveLanded)
    case .sessionEnded: return sessionEnded()
    case .letGoOfAccount: return resetAccount()
    case .logoutStarted(let start): return logoutStarted(start)
    case .logoutEnded(let error):
      return becomeLoggedOut(ending: error.map(LogoutOutcome.endedHereOnly) ?? .loggedOut)
    case .logoutUnsubscribed(let token, let result):
      return run(\.session, .unsubscribed(token: token, result))
    case .copyNamedAccount(let userName): return copyNamedAccount(userName)
    case .copied: return run(\.saving, .sendUnsent)
    case .unconfirmed(let types): return run(\.saving, .unconfirm(types))
    case .copyTargetRead(let values, let result): return migrationTargetRead(values, result)
    }
  }
}
