// The hook an app's own logout awaits (the Wikipedia app's
// `-[WMFNotificationsController authenticationManagerWillLogOut:]`): this device's subscription
// is deleted while the app's session still exists, then the app's logout goes on.

/// How ``SettingsStore/deleteSubscriptionBeforeAppLogout(within:)`` ended.
public enum AppLogoutWait: Equatable, Sendable {
  /// The store is logged out: this device's subscription was deleted, kept owed after a
  /// failure (retried at the account's next login here), or there was nothing to delete.
  case finished
  /// The bound passed first (the wiki did not answer): the app's logout should go on. The
  /// store finishes by itself when the delete answers; a delete that then fails (the session
  /// ended meanwhile) is owed, as after any failure. Nothing is lost, and nothing more is asked
  /// of the app.
  case timedOut
}

extension SettingsStore {
  /// For an app that logs out itself (``SettingsConfiguration/usesAppSession``): call it from the app's
  /// logout, before the app ends the session, and await it. Choices not yet sent are saved,
  /// this device's subscription is deleted while the session still exists, and the store ends
  /// logged out; the ``WikiClient/appSession(sessions:titlesLanguage:titles:logOut:)`` client's
  /// `logOut` is called last (an app whose logout is already running passes one that does
  /// nothing). Returns within `bound` by the store's clock whatever the wiki does, so the app's
  /// logout always completes. Safe to call at any time: with nobody logged in, a session already
  /// gone or a logout already under way it starts nothing new and returns when the store is
  /// logged out.
  public func deleteSubscriptionBeforeAppLogout(within bound: Duration) async -> AppLogoutWait {
    send(.logoutTapped)
    guard state.session.isLoggingOut else { return .finished }
    let waiter = AppLogoutWaiter()
    let clock = clients.clock
    return await withCheckedContinuation { continuation in
      waiter.continuation = continuation
      waiter.observation = observe { [weak self] in
        guard let self, !self.state.session.isLoggingOut else { return }
        waiter.finish(.finished)
      }
      waiter.timer = Task { @MainActor in
        do {
          try await clock.sleep(bound)
        } catch {
          // Cancelled: the store finished first.
          return
        }
        waiter.finish(.timedOut)
      }
    }
  }
}

/// One wait of ``SettingsStore/deleteSubscriptionBeforeAppLogout(within:)``: answered once, by
/// whichever comes first, the store's end of the logout or the bound.
@MainActor
private final class AppLogoutWaiter {
  var continuation: CheckedContinuation<AppLogoutWait, Never>?
  var observation: StoreObservation?
  var timer: Task<Void, Never>?

  func finish(_ wait: AppLogoutWait) {
    guard let continuation else { return }
    self.continuation = nil
    observation?.cancel()
    observation = nil
    timer?.cancel()
    continuation.resume(returning: wait)
  }
}
