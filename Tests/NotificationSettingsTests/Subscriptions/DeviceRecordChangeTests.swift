import Testing

@testable import NotificationSettings

/// The named changes of the device record: the messages of keeping the recorded subscriptions pending are read before the change, which then moves them.
@Suite("4c. The device record's named changes")
struct DeviceRecordChangeTests {
  static let mine = DeviceSubscription(deviceToken: Fixture.token, userName: Fixture.user)
  static let offline = WikiFailure.unreachable(detail: "offline")

  @Test func keepingPendingSaysEachSubscriptionNotOwedYetOnceThenMovesThem() {
    let theirs = DeviceSubscription(deviceToken: "0ld", userName: "Bob")
    // Registered and unconfirmed hold the same subscription: said and owed once.
    var both = DeviceRecord(registered: Self.mine, unconfirmed: Self.mine)
    #expect(
      both.messagesKeepingRecordedSubscriptionsPending(Self.offline)
        == [.unsubscribeFailed(userName: Fixture.user, Self.offline)])
    both.keepRecordedSubscriptionsPending(except: nil)
    #expect(both == DeviceRecord(pendingUnsubscribes: [Self.mine]))
    // Already owed: nothing said, the slot is emptied all the same.
    var owed = DeviceRecord(
      registered: Self.mine, pendingUnsubscribes: [Self.mine], unconfirmed: theirs)
    #expect(
      owed.messagesKeepingRecordedSubscriptionsPending(Self.offline)
        == [.unsubscribeFailed(userName: "Bob", Self.offline)])
    owed.keepRecordedSubscriptionsPending(except: nil)
    #expect(owed == DeviceRecord(pendingUnsubscribes: [Self.mine, theirs]))
  }

  @Test func keepingPendingLeavesTheSessionsOwnRecordAsItIs() {
    let temporary = DeviceSubscription(deviceToken: "t1", userName: "~2026-1")
    var device = DeviceRecord(registered: Self.mine, unconfirmed: temporary)
    #expect(
      device.messagesKeepingRecordedSubscriptionsPending(.notLoggedIn, except: "~2026-1")
        == [.unsubscribeFailed(userName: Fixture.user, .notLoggedIn)])
    device.keepRecordedSubscriptionsPending(except: "~2026-1")
    #expect(device == DeviceRecord(pendingUnsubscribes: [Self.mine], unconfirmed: temporary))
  }
}
