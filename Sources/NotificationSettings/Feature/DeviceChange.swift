// Every change the flows make to the ``DeviceRecord`` is one of these, named, as a ``WikiChange``
// is for the wiki: a child that may change the record (the subscriptions, the logout) gets it in
// its context and changes it only by these, and the parent takes it back. The mutations are private to this file,
// so the core has no other way to change a record's subscriptions; only whole records are set
// outside it (the one loaded at start, the empty one of a typed token in `tokenEntered`), and
// the command-line tool's `unsubscribe` forgets a subscription in its own stored copy through the
// public ``DeviceRecord/forget(_:)``.

/// A named change of the ``DeviceRecord``, asked for by a child and applied by the parent.
enum DeviceChange: Equatable, Sendable {
  /// Remember a subscription just created; another account's in the one slot becomes owed.
  case recordRegistered(DeviceSubscription)
  /// Remember a create whose answer was lost; an earlier one in the one slot becomes owed.
  case recordUnconfirmed(DeviceSubscription)
  /// Owe a delete at the subscription's account's next login (once).
  case owe(DeviceSubscription)
  /// Forget the subscription wherever it is recorded (see ``DeviceRecord/forget(_:)``).
  case forget(DeviceSubscription)
  /// Forget every subscription recorded for the account.
  case forgetSubscriptions(of: String)
  /// Move the registered and unconfirmed subscriptions (but those of the account `except`) to
  /// the pending deletes. What to say about it is
  /// `DeviceRecord.messagesKeepingRecordedSubscriptionsPending(_:except:)`'s, read before the
  /// change: the messages name only subscriptions not owed yet.
  case keepRecordedSubscriptionsPending(except: String?)
}

extension DeviceRecord: ChangeApplying {
  /// Applies a named change.
  mutating func apply(_ change: DeviceChange) {
    switch change {
    case .recordRegistered(let subscription): recordRegistered(subscription)
    case .recordUnconfirmed(let subscription): recordUnconfirmed(subscription)
    case .owe(let subscription): owe(subscription)
    case .forget(let subscription): forget(subscription)
    case .forgetSubscriptions(let userName): forgetSubscriptions(of: userName)
    case .keepRecordedSubscriptionsPending(let session):
      keepRecordedSubscriptionsPending(except: session)
    }
  }

  /// What to say (assertively) when a logout cannot delete the subscriptions this device
  /// recorded (no read named the account, or the session had already ended) and
  /// ``DeviceChange/keepRecordedSubscriptionsPending(except:)`` keeps them for their account's
  /// next login: the device keeps getting those pushes until then. One message per recorded
  /// subscription not owed yet, in the record's order (registered, then unconfirmed); none for
  /// those of `session`. Read before the change is applied.
  func messagesKeepingRecordedSubscriptionsPending(
    _ failure: WikiFailure, except session: String? = nil
  ) -> [Announcement.Message] {
    // What the change newly owes, found by making it on a copy: the rule stays in one place.
    var kept = self
    kept.apply(.keepRecordedSubscriptionsPending(except: session))
    return kept.pendingUnsubscribes.filter { !pendingUnsubscribes.contains($0) }.map {
      .unsubscribeFailed(userName: $0.userName, failure)
    }
  }

  /// Remembers a subscription just created. The record has one slot: another account's earlier
  /// subscription (its session ended without a logout) becomes a pending delete for that
  /// account's next login rather than being forgotten.
  private mutating func recordRegistered(_ subscription: DeviceSubscription) {
    forget(subscription)
    owe(registered)
    registered = subscription
  }

  /// Remembers a create whose answer was lost. One slot: an earlier one becomes a pending delete,
  /// retried at its account's next login (deleting a subscription that may exist is always safe).
  private mutating func recordUnconfirmed(_ subscription: DeviceSubscription) {
    if unconfirmed != subscription { owe(unconfirmed) }
    unconfirmed = subscription
  }

  /// Adds a delete owed at the subscription's account's next login (once).
  private mutating func owe(_ subscription: DeviceSubscription?) {
    guard let subscription, !pendingUnsubscribes.contains(subscription) else { return }
    pendingUnsubscribes.append(subscription)
  }

  /// Keeps the registered and unconfirmed subscriptions as pending deletes for their account's
  /// next login, when a logout cannot delete them. The records of `session` (a temporary account
  /// now holding the session, which can delete its own) stay as they are.
  private mutating func keepRecordedSubscriptionsPending(except session: String?) {
    for recorded in [registered, unconfirmed].compactMap({ $0 }) where recorded.userName != session
    {
      owe(recorded)
      if registered == recorded { registered = nil }
      if unconfirmed == recorded { unconfirmed = nil }
    }
  }

  /// Forgets every subscription recorded for `userName`.
  private mutating func forgetSubscriptions(of userName: String) {
    for subscription in subscriptions(of: userName) { forget(subscription) }
  }
}
