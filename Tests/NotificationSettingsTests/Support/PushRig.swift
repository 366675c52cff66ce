import Foundation
import MediaWikiAPI
import NotificationSettings
import TestSupport
import Testing

/// The setting of a push test on the real test wikis: a fresh account logged in on a new device
/// through the store with the LIVE clients (its first login: every type off), the device
/// registered by turning on one type that stays on and that nothing in the test causes (the
/// anchor), and an account that causes the events (one per wiki, shared by the tests: what it
/// does reaches only the accounts it acts on). The store's wiki (the app's primary language)
/// may be another than the one where the events happen: Echo keeps one device list for the
/// account's every wiki, and only global choices decide there.
@MainActor
struct PushRig {
  let wiki: TestWiki
  /// Where the events happen.
  let site: TestWiki.Site
  /// The account whose device is watched.
  let account: TestWiki.Account
  let device: PushTestDevice
  /// The account's session on ``site``: the test reads its notifications and options with it.
  let reader: MediaWikiClient
  /// The account that causes the events, and its session.
  let other: TestWiki.Account
  let otherClient: MediaWikiClient

  /// Sets up the events on `site` and the store on `storeSite` (the app's primary language; by
  /// default `en`, so that events on `de` prove a choice holds on the account's other wikis).
  /// `withEmail` gives the account an address (for `emailuser`);
  /// `webDelivery` turns on the web notifications of those Echo categories
  /// for the account before its first login, as the person could on the wiki's preferences page,
  /// so the types whose web delivery Echo's defaults keep off (`reverted`, `mention-success`,
  /// `mention-failure`) leave a notification that shows Echo processed their event.
  static func make(
    on site: TestWiki.Site, storeOn storeSite: TestWiki.Site? = nil,
    anchor: NotificationType = .editThank, withEmail: Bool = false, webDelivery: [String] = [],
    wiki: TestWiki
  ) async throws -> PushRig {
    let storeSite = storeSite ?? wiki.en
    let sites = storeSite.language == site.language ? [site] : [storeSite, site]
    async let others = OtherAccounts.shared.account(on: site, wiki: wiki)
    let account = try await wiki.freshAccount(prefix: "Push", on: sites, withEmail: withEmail)
    let reader = try await wiki.loggedInClient(site, as: account)
    let (other, otherClient) = try await others
    if !webDelivery.isEmpty {
      let result = try await reader.setOptions(
        webDelivery.map { ("echo-subscriptions-web-\($0)", true) }, assertUser: account.name)
      #expect(result.rejected.isEmpty && result.globallyOverridden.isEmpty, "\(result)")
    }
    // Creating an account queues its welcome notification, pushed when the job runs to whatever
    // devices the account has by then (Echo finds them when the job runs): sent first.
    // On each wiki of the account.
    var storeSession = reader
    for other in sites {
      let session =
        other.language == site.language
        ? reader : try await wiki.loggedInClient(other, as: account)
      try await EchoWitness.notification("welcome", readBy: session).wait(after: [])
      try await wiki.runJobs(on: other)
      if other.language == storeSite.language { storeSession = session }
    }
    let device = try await PushTestDevice.logIn(
      account, on: storeSite, wiki: wiki, session: storeSession)
    // Every type is off, so the device is not registered: nothing could reach it.
    let state = device.store.state
    #expect(!state.wiki.offeredTypes.isEmpty)
    #expect(state.wiki.offeredTypes.allSatisfy { state.isOn($0) == false })
    #expect(try await wiki.storedSubscriptions(of: account.name) == [])
    let rig = PushRig(
      wiki: wiki, site: site, account: account, device: device, reader: reader, other: other,
      otherClient: otherClient)
    // Turning one type on registers the device; it stays registered while the type under test
    // goes on and off (turning a type off never deletes the subscription).
    try await rig.set(anchor, on: true)
    try await rig.expectRegistered()
    return rig
  }

  /// Turns `type` on or off through the store, as a tap on the screen does, and checks that the
  /// wiki holds it.
  func set(_ type: NotificationType, on: Bool) async throws {
    #expect(device.store.state.isOn(type) == !on, "\(type) before the tap")
    await device.toggle(type)
    #expect(device.store.state.isOn(type) == on, "\(type) after the tap")
    let options = try await reader.loadAccount(titles: .none).options
    #expect(options[type.optionName]?.isOn == on, "\(type) on the wiki")
  }

  func expectRegistered() async throws {
    #expect(try await wiki.storedSubscriptions(of: account.name) == [device.subscription])
  }

  /// A new web notification of Echo's notification type `type` for the account.
  func notification(_ type: String) -> EchoWitness { .notification(type, readBy: reader) }

  /// Causes an event with `trigger` and returns the pushes it sent to the device.
  func pushes(witnessedBy witness: EchoWitness, by trigger: @Sendable () async throws -> Void)
    async throws -> [PushSummary]
  {
    try await wiki.pushes(to: device.token, witnessedBy: witness, on: site, by: trigger).summaries
  }

  /// Off after the first login, on after a tap, off after another, the device registered
  /// throughout: each time the same kind of event is caused again (`trigger` gets the round,
  /// 1 to 3), and only while the type is on does it reach the device, once, with the topic it
  /// registered. Nothing else reached the device meanwhile.
  func proveTheToggleGates(
    _ type: NotificationType, witnessedBy witness: EchoWitness,
    by trigger: @escaping @Sendable (Int) async throws -> Void
  ) async throws {
    let afterFirstLogin = try await pushes(witnessedBy: witness) { try await trigger(1) }
    #expect(afterFirstLogin.isEmpty, "\(type) off after the first login: \(afterFirstLogin)")

    try await set(type, on: true)
    let whileOn = try await pushes(witnessedBy: witness) { try await trigger(2) }
    #expect(whileOn == device.expectedPush, "\(type) on")

    try await set(type, on: false)
    let afterOff = try await pushes(witnessedBy: witness) { try await trigger(3) }
    #expect(afterOff.isEmpty, "\(type) off again: \(afterOff)")
    try await expectOnlyPushes(1)
  }

  /// The device got exactly `count` pushes since it was registered (none of another type leaked).
  func expectOnlyPushes(_ count: Int) async throws {
    #expect(try wiki.recordedPushes(to: device.token).count == count)
    try await expectRegistered()
  }
}

/// The account that acts on the tests' accounts, one per wiki for this test process, logged in
/// once; it has an address, so it can also write to them (`emailuser`).
actor OtherAccounts {
  static let shared = OtherAccounts()
  private var accounts: [String: Task<(TestWiki.Account, MediaWikiClient), any Error>] = [:]

  func account(on site: TestWiki.Site, wiki: TestWiki) async throws -> (
    TestWiki.Account, MediaWikiClient
  ) {
    if let made = accounts[site.language] { return try await made.value }
    let made = Task {
      let account = try await wiki.freshAccount(prefix: "Other", on: [site], withEmail: true)
      return (account, try await wiki.loggedInClient(site, as: account))
    }
    accounts[site.language] = made
    return try await made.value
  }
}
