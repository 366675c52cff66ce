extension SettingsFeature {
  /// The parent's plans: what an event does when the answer depends on nothing of the state,
  /// written as the steps the parent takes, in order (``Delegate``). A plan cannot read or
  /// change the state; each step's child decides with what it sees.
  enum Plan {
    /// An account logged in (here, or in the app): nothing of the one before applies; the next
    /// read names it and decides on the first-login rule, and the permission is checked again.
    static let loggedIn: [Delegate] = [
      .letGoOfAccount(), .session(.loggedIn), .wiki(.defaultOffCheck(pending: true)),
      .effect(.checkPermission), .loading(.start(force: true)),
    ]

    /// Forgets everything that belongs to an account (not the device record or the permission):
    /// its registration, then what was read from or meant for the wiki.
    static func letGoOfAccount(_ keepingCopy: Bool) -> [Delegate] {
      [.subscriptions(.reset), .letGoOfWiki(keepingCopy: keepingCopy)]
    }

    /// Forgets everything read from or meant for the current wiki. Each flow lets go of its own
    /// waits: the read, the write and the save window (their answers are never delivered). A
    /// language copy goes too, unless `keepingCopy` (its read of the old wiki named another
    /// account: the copy is that one's). An account shown only from the device's kept choices
    /// goes with them.
    static func letGoOfWiki(_ keepingCopy: Bool) -> [Delegate] {
      [
        .session(.keptChoicesLetGo), .wiki(.forgotten), .loading(.reset), .saving(.reset),
        .muting(.reset),
      ]
        + (keepingCopy ? [] : [.migration(.reset)])
    }

    /// What follows every successful read of the account: the first-login rule, the choices
    /// that waited for a read, and a delete owed from an earlier logout. (Registering follows
    /// every event: see ``SettingsFeature/reduce(into:_:)``.)
    static let afterAccountRead: [Delegate] = [
      .saving(.applyDefaultOffIfFirstLogin), .saving(.sendUnsentAfterRead),
      .subscriptions(.retryPendingUnsubscribe),
    ]

    /// The logout the person asked for starts: the choices not yet sent are saved, then this
    /// device's subscription is deleted while the session still exists, then the session ends.
    static func logoutStarted(_ start: AccountSession.LogoutStart) -> [Delegate] {
      switch start {
      case .temporaryAccount:
        return [.subscriptions(.removeTemporaryAccountSubscriptions), .session(.proceed)]
      case .account(let unread):
        // A choice made just before logging out is the person's too: it is saved first (the
        // save names the account, so it can only land on it), and the logout follows its
        // answer. After a relaunch nothing may have been read yet (the app logs out without
        // showing this screen): the account is read first, so the delete can name it (a read
        // already out is enough; an old failure does not stop it: the network may be back).
        return [.saving(.sendUnsent)] + (unread ? [.loading(.start(force: false))] : [])
          + [.session(.proceed)]
      }
    }
  }
}
