import Foundation
import MediaWikiAPI
import TestSupport
import Testing

@testable import NotificationSettings

/// What reaches the device: the store with the LIVE clients logs a fresh account in on the real
/// `en` wiki and registers the device, another account causes events, the wiki's jobs run, and
/// the pushes Echo sent are read from the push recorder (`scripts/test-wiki`), by the device's
/// token. A toggle decides whether its type's events reach the device.
@Suite("Pushes on the real test wikis")
@MainActor
struct PushDeliveryTests {
  let wiki: TestWiki
  init() throws { wiki = try TestWiki.load() }

  static let topic = "org.wikimedia.wikipedia"

  /// A fresh account logged in through the store (first login: every type off), its device
  /// registered, and a second account that causes the events.
  struct Rig {
    let account: TestWiki.Account
    let poster: TestWiki.Account
    let store: SettingsStore
    let deviceToken: String
  }

  func rig() async throws -> Rig {
    async let fresh = wiki.freshAccount(prefix: "Push", on: [wiki.en])
    async let other = wiki.freshAccount(prefix: "Poster", on: [wiki.en])
    let (account, poster) = try await (fresh, other)
    // Creating an account queues its welcome notification, pushed when the job runs to whatever
    // devices the account has by then (Echo finds them when the job runs): send it first.
    try await wiki.waitForNotification(of: account, type: "welcome", on: wiki.en, after: [:])
    try await wiki.runJobs(on: wiki.en)

    let client = try await wiki.loggedInClient(wiki.en, as: account)
    let token = "5eed" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
    let persisted = LockedBox(DeviceRecord())
    let clients = SettingsClients(
      wiki: .live(sessions: WikiSessions { _ in client }),
      permission: NotificationPermissionClient(status: { .authorized }, request: { true }),
      deviceToken: DeviceTokenClient { token },
      clock: .continuous,
      navigation: NavigationClient(
        openSystemNotificationSettings: {}, openURL: { _ in }, showLogin: {},
        showCreateAccount: {}),
      persistence: PersistenceClient(load: { persisted.value }, save: { persisted.value = $0 }))
    let store = SettingsStore(
      configuration: Configuration(pushTopic: Self.topic), language: "en", clients: clients)
    store.send(.loggedIn(userName: account.name))
    await store.settle()
    // Every type is off, so the device is not registered: nothing could reach it.
    #expect(store.state.offeredTypes.allSatisfy { store.state.isOn($0) == false })
    #expect(try await wiki.storedSubscriptions(of: account.name) == [])
    let rig = Rig(account: account, poster: poster, store: store, deviceToken: token)
    // Turning one type on registers the device. Thanks stay on for the whole test, so the device
    // stays registered while the type under test goes on and off; nobody thanks in these tests.
    try await set(.editThank, on: true, rig)
    try await expectRegistered(rig)
    return rig
  }

  func expectRegistered(_ rig: Rig) async throws {
    #expect(
      try await wiki.storedSubscriptions(of: rig.account.name)
        == [
          TestWiki.StoredSubscription(provider: "apns", token: rig.deviceToken, topic: Self.topic)
        ])
  }

  /// The one push an event sends to the registered device.
  func expectedPush(_ rig: Rig) -> [(String, String?, [String], String)] {
    [("apns", Self.topic, [rig.deviceToken], "checkEchoV1")]
  }

  func summary(_ pushes: [TestWiki.RecordedPush]) -> [(String, String?, [String], String)] {
    pushes.map { ($0.provider, $0.topic, $0.deviceTokens, $0.messageType) }
  }

  /// Turns `type` on or off through the store, as a tap on the screen does, and checks that the
  /// wiki holds it.
  func set(_ type: NotificationType, on: Bool, _ rig: Rig) async throws {
    #expect(rig.store.state.isOn(type) == !on)
    rig.store.send(.toggleTapped(type))
    await rig.store.settle()
    #expect(rig.store.state.isOn(type) == on)
    let options = try await wiki.readOptions(of: rig.account, on: wiki.en)
    #expect(options[type.optionName]?.isOn == on)
  }

  /// Off after the first login, on after a tap, off after another, the device registered
  /// throughout: each time the same event is caused again, and only while the type is on does
  /// it reach the device.
  func proveTheToggleGates(
    _ type: NotificationType, event: String, _ rig: Rig,
    by trigger: @escaping @Sendable (Int) async throws -> Void
  ) async throws {
    func pushes(_ round: Int) async throws -> [TestWiki.RecordedPush] {
      try await wiki.pushes(
        to: rig.deviceToken, whenEvent: event, reaches: rig.account, on: wiki.en
      ) { try await trigger(round) }
    }
    let afterFirstLogin = try await pushes(1)
    #expect(afterFirstLogin.isEmpty, "off after the first login: \(afterFirstLogin)")

    try await set(type, on: true, rig)
    let whileOn = try await pushes(2)
    #expect(summary(whileOn).elementsEqual(expectedPush(rig), by: ==), "\(whileOn)")

    try await set(type, on: false, rig)
    let afterOff = try await pushes(3)
    #expect(afterOff.isEmpty, "off again: \(afterOff)")
    // Nothing else reached the device meanwhile (only the one push while the type was on).
    #expect(try wiki.recordedPushes(to: rig.deviceToken).count == 1)
    try await expectRegistered(rig)
  }

  @Test func aTalkPageMessageReachesTheDeviceOnlyWhileItsTypeIsOn() async throws {
    let rig = try await rig()
    let wiki = wiki
    try await proveTheToggleGates(.editUserTalk, event: "edit-user-talk", rig) { round in
      try await wiki.postNewSection(
        on: "User talk:\(rig.account.name)", heading: "Message \(round)",
        text: "A message for you. ~~~~", as: rig.poster, on: wiki.en)
    }
  }

  @Test func aMentionReachesTheDeviceOnlyWhileItsTypeIsOn() async throws {
    let rig = try await rig()
    let wiki = wiki
    let page = "Talk:Push delivery \(UUID().uuidString)"
    try await proveTheToggleGates(.mention, event: "mention", rig) { round in
      try await wiki.postNewSection(
        on: page, heading: "Question \(round)",
        text: "[[User:\(rig.account.name)|\(rig.account.name)]], what do you think? ~~~~",
        as: rig.poster, on: wiki.en)
    }
  }
}
