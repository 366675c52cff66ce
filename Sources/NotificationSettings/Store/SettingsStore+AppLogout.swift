// The hook an app's own logout awaits (the Wikipedia app's
// `-[WMFNotificationsController authenticationManagerWillLogOut:]`): this device's subscription
// is deleted while the app's session still exists, then the app's logout goes on.

/// How ``SettingsStore/deleteSubscriptionBeforeAppLogout(within:)`` ended. In every case the
/// store is logged out when it returns, and the app's logout should go on.
public enum AppLogoutWait: Equatable, Sendable {
  /// This device's subscription was deleted on the wiki: the device gets no more pushes of the
  /// account.
  case deleted
  /// The delete failed, or could not be sent (no read named the account, the session had
  /// ended): it is owed, retried at the account's next login on this device, and the page said
  /// so. Until then the device may still get the account's pushes.
  case owed
  /// This device had no subscription of the account to delete (or nobody was logged in).
  case nothingToDelete
  /// The bound passed first (the wiki did not answer): the store ended logged out at its own
  /// deadline, and the delete still unanswered is owed, as after a failure. A late answer
  /// changes nothing; nothing more is asked of the app.
  case timedOut
}

extension SettingsStore {
  /// For an app that logs out itself (``SettingsConfiguration/usesAppSession``): call it from the app's
  /// logout, before the app ends the session, and await it. Choices not yet sent are saved,
  /// this device's subscription is deleted while the session still exists, and the store ends
  /// logged out; the ``WikiClient/appSession(sessions:titlesLanguage:titles:logOut:)`` client's
  /// `logOut` is called last (an app whose logout is already running passes one that does
  /// nothing). Returns within `bound` by the store's clock whatever the wiki does, logged out
  /// (``AppLogoutWait/timedOut``: the store's own deadline ends the logout), so the app's logout
  /// always completes. Safe to call at any time: with nobody logged in, a session already gone
  /// or a logout already under way it starts nothing new and returns when the store is logged
  /// out.
  public func deleteSubscriptionBeforeAppLogout(within bound: Duration) async -> AppLogoutWait {
    let owedBefore = state.device.pendingUnsubscribes
    send(.logoutTapped)
    guard state.session.isLoggingOut else {
      // Nobody to log out of here (the session was found gone, or the app logged out first):
      // what the device still records can only be deleted at its account's next login.
      let recorded = state.device.registered ?? state.device.unconfirmed
      return recorded == nil ? .nothingToDelete : .owed
    }
    let waiter = AppLogoutWaiter(owedBefore: owedBefore)
    let clock = clients.clock
    return await withCheckedContinuation { continuation in
      waiter.continuation = continuation
      waiter.saw(state)
      waiter.observation = observe { [weak self] in
        guard let self else { return }
        waiter.saw(self.state)
        guard !self.state.session.isLoggingOut else { return }
        waiter.finish(waiter.outcome(self.state))
      }
      waiter.timer = Task { @MainActor [weak self] in
        do {
          try await clock.sleep(bound)
        } catch {
          // Cancelled: the store finished first.
          return
        }
        // The store's own deadline: it ends logged out now, whatever its requests still do
        // (answered first, so the end it causes is not taken for the logout's own).
        waiter.finish(.timedOut)
        self?.send(.appLogoutDeadlinePassed)
      }
    }
  }
}

/// One wait of ``SettingsStore/deleteSubscriptionBeforeAppLogout(within:)``: answered once, by
/// whichever comes first, the store's end of the logout or the bound; it watches the logout go
/// by to tell a delete that landed from one owed.
@MainActor
private final class AppLogoutWaiter {
  var continuation: CheckedContinuation<AppLogoutWait, Never>?
  var observation: StoreObservation?
  var timer: Task<Void, Never>?
  private let owedBefore: [DeviceSubscription]
  private var sentADelete = false

  init(owedBefore: [DeviceSubscription]) {
    self.owedBefore = owedBefore
  }

  /// Notes whether the logout sent a delete of this device's subscription (the account's, or
  /// what the device subscribed for a temporary account).
  func saw(_ state: SettingsFeature.State) {
    if case .loggingOut(.ending(_?)) = state.session { sentADelete = true }
    if state.session.isLoggingOut, state.subscriptions.retryingUnsubscribe != nil {
      sentADelete = true
    }
  }

  /// How the logout ended: a subscription newly owed says the delete did not land.
  func outcome(_ state: SettingsFeature.State) -> AppLogoutWait {
    if state.device.pendingUnsubscribes.contains(where: { !owedBefore.contains($0) }) {
      return .owed
    }
    return sentADelete ? .deleted : .nothingToDelete
  }

  func finish(_ wait: AppLogoutWait) {
    guard let continuation else { return }
    self.continuation = nil
    observation?.cancel()
    observation = nil
    timer?.cancel()
    continuation.resume(returning: wait)
  }
}
