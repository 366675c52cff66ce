// Every change the flows make to the ``DeviceRecord``'s subscriptions, each a named method: a
// child that may change the record (the subscriptions, the logout) gets it in its context and
// changes it only by these, and the parent takes it back. Only whole records are set otherwise
// (the one loaded at start, the empty one of a typed token), and the command-line tool's
// `unsubscribe` forgets a subscription in its own stored copy through the public
// ``DeviceRecord/forget(_:)``.

extension DeviceRecord {
  /// What to say (assertively) when a logout cannot delete the subscriptions this device
  /// recorded (no read named the account, or the session had already ended) and
  /// `keepRecordedSubscriptionsPending(except:)` keeps them for their account's
  /// next login: the device keeps getting those pushes until then. One message per recorded
  /// subscription not owed yet, in the record's order (registered, then unconfirmed); none for
  /// those of `session`. Read before the change is applied.
  func messagesKeepingRecordedSubscriptionsPending(
    _ failure: WikiFailure, except session: String? = nil
  ) -> [Announcement.Message] {
    // What the change newly owes, found by making it on a copy: the rule stays in one place.
    var kept = self
    kept.keepRecordedSubscriptionsPending(except: session)
    return kept.pendingUnsubscribes.filter { !pendingUnsubscribes.contains($0) }.map {
      .unsubscribeFailed(userName: $0.userName, failure)
    }
  }

  /// Remembers a subscription just created. The record has one slot: another account's earlier
  /// subscription (its session ended without a logout) becomes a pending delete for that
  /// account's next login rather than being forgotten.
  mutating func recordRegistered(_ subscription: DeviceSubscription) {
    forget(subscription)
    owe(registered)
    registered = subscription
  }

  /// Remembers a create whose answer was lost. One slot: an earlier one becomes a pending delete,
  /// retried at its account's next login (deleting a subscription that may exist is always safe).
  mutating func recordUnconfirmed(_ subscription: DeviceSubscription) {
    if unconfirmed != subscription { owe(unconfirmed) }
    unconfirmed = subscription
  }

  /// Adds a delete owed at the subscription's account's next login (once).
  mutating func owe(_ subscription: DeviceSubscription?) {
    guard let subscription, !pendingUnsubscribes.contains(subscription) else { return }
    pendingUnsubscribes.append(subscription)
  }

  /// Keeps the registered and unconfirmed subscriptions as pending deletes for their account's
  /// next login, when a logout cannot delete them. The records of `session` (a temporary account
  /// now holding the session, which can delete its own) stay as they are.
  mutating func keepRecordedSubscriptionsPending(except session: String?) {
    for recorded in [registered, unconfirmed].compactMap({ $0 }) where recorded.userName != session
    {
      owe(recorded)
      if registered == recorded { registered = nil }
      if unconfirmed == recorded { unconfirmed = nil }
    }
  }

  /// Forgets every subscription recorded for `userName`.
  mutating func forgetSubscriptions(of userName: String) {
    for subscription in subscriptions(of: userName) { forget(subscription) }
  }
}
