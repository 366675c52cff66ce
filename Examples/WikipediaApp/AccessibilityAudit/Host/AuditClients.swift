// The audit host's clients: nothing answers, nothing leaves the device. The screen stays as the
// reachable state it was built in (a read the screen starts when it appears stays in flight,
// so its progress indicator shows over that state, as it does in the app).
import NotificationSettings

extension SettingsClients {
  /// Clients that never answer: every request waits until the audit's app is ended.
  static var audit: SettingsClients {
    SettingsClients(
      wiki: WikiClient(
        load: { _ throws(WikiFailure) in try await neverAnswered() },
        save: { _, _ throws(WikiFailure) in try await neverAnswered() },
        subscribe: { _, _, _ throws(WikiFailure) in try await neverAnswered() },
        unsubscribe: { _, _, _ throws(WikiFailure) in try await neverAnswered() },
        logout: { _ throws(WikiFailure) in try await neverAnswered() },
        mute: { _, _ throws(WikiFailure) in try await neverAnswered() }),
      permission: NotificationPermissionClient(
        status: {
          await waitForever()
          return .notDetermined
        },
        request: {
          await waitForever()
          return false
        }),
      deviceToken: DeviceTokenClient(register: { () throws(DeviceTokenFailure) in
        await waitForever()
        throw DeviceTokenFailure(detail: "audit")
      }),
      clock: .continuous,
      navigation: NavigationClient(
        openSystemNotificationSettings: {}, openURL: { _ in }, showLogin: {},
        showCreateAccount: {}),
      persistence: PersistenceClient(load: { DeviceRecord() }, save: { _ in }))
  }
}

/// Waits until the task is cancelled (the app ends first).
private func waitForever() async {
  while !Task.isCancelled {
    try? await Task.sleep(for: .seconds(3600))
  }
}

/// A request that is never answered: it fails only when its task is cancelled.
private func neverAnswered<Answer>() async throws(WikiFailure) -> Answer {
  await waitForever()
  throw .outcomeUnknown(detail: "cancelled")
}
