import Foundation
import MediaWikiAPI
import NotificationSettings
import TestSupport
import Testing

/// What the settings can and cannot stop, as the integration guide describes ("Know which pushes
/// the settings cannot stop"); these tests pin Echo's behaviour (were it to change, they would
/// fail, and the guide would need changing).
///
/// Echo decides whether to push an event when the event happens, but looks the account's
/// devices up only when the push's job runs. So a push decided while Echo's defaults were on
/// (before the app's first login turned every type off) still reaches a device registered after
/// that login, if its job had not run yet. And the devices are the account's on every wiki,
/// while each wiki decides by its own options: the switches hold everywhere only as global
/// preferences, which the second test proves they are.
///
/// Serialized, and run apart from every other push suite (`scripts/test`, phase 5): a run of
/// `de`'s job queue between the first test's event and its registration would send the push to
/// no device.
@Suite("Pushes the settings cannot stop, on the real test wikis", .serialized)
@MainActor
struct PushesTheSettingsCannotStopTests {
  let wiki: TestWiki
  init() throws { wiki = try TestWiki.load() }

  @Test func aPushQueuedWhileTheDefaultsWereOnReachesADeviceRegisteredAfterTheFirstLogin()
    async throws
  {
    let site = wiki.de
    async let fresh = wiki.freshAccount(prefix: "Push", on: [site])
    async let second = wiki.freshAccount(prefix: "Other", on: [site])
    let (account, other) = try await (fresh, second)
    let reader = try await wiki.loggedInClient(site, as: account)
    let otherClient = try await wiki.loggedInClient(site, as: other)
    try await EchoWitness.notification("welcome", readBy: reader).wait(after: [])
    try await wiki.runJobs(on: site)

    // Before the app's first login every type is on by Echo's default: a talk page message
    // queues a push, to be sent to whatever devices the account has when its job runs.
    let talk = EchoWitness.notification("edit-user-talk", readBy: reader)
    let (wiki, talkPage) = (wiki, "User talk:\(account.name)")
    try await wiki.cause([talk]) {
      try await wiki.postNewSection(
        on: talkPage, heading: "Before", text: "Written before the first login. ~~~~",
        using: otherClient)
    }

    // The first login turns every type off; turning thanks on registers the device.
    let device = try await PushTestDevice.logIn(account, on: site, wiki: wiki, session: reader)
    #expect(device.store.state.isOn(.editUserTalk) == false)
    await device.toggle(.editThank)
    #expect(try await wiki.storedSubscriptions(of: account.name) == [device.subscription])
    let options = try await reader.loadAccount(titles: .none).options
    #expect(options[NotificationType.editUserTalk.optionName]?.isOn == false)
    #expect(options[NotificationType.editThank.optionName]?.isOn == true)

    // The queued job runs now: it finds the device and pushes, though talk page messages are off.
    try await wiki.runJobs(on: site)
    #expect(try wiki.recordedPushes(to: device.token).summaries == device.expectedPush)

    // A message written now is decided with the type off: it reaches nothing.
    let after = try await wiki.pushes(to: device.token, witnessedBy: talk, on: site) {
      try await wiki.postNewSection(
        on: talkPage, heading: "After", text: "Written after the first login. ~~~~",
        using: otherClient)
    }
    #expect(after.isEmpty, "\(after)")
  }

  /// The leak this package closed: a device registered from one wiki hears every wiki of the
  /// account, so the switches are global preferences. After the first login on en, a talk page
  /// message on de reaches nothing; turned on (on en), de's next one reaches the device; off
  /// again, nothing.
  @Test func aDeviceRegisteredOnOneWikiHearsTheAccountsOtherWikisOnlyAsItsSwitchesSay()
    async throws
  {
    async let fresh = wiki.freshAccount(prefix: "Push", on: [wiki.en, wiki.de])
    async let second = wiki.freshAccount(prefix: "Other", on: [wiki.de])
    let (account, other) = try await (fresh, second)
    let reader = try await wiki.loggedInClient(wiki.en, as: account)
    let germanReader = try await wiki.loggedInClient(wiki.de, as: account)
    let otherClient = try await wiki.loggedInClient(wiki.de, as: other)
    try await EchoWitness.notification("welcome", readBy: reader).wait(after: [])
    try await EchoWitness.notification("welcome", readBy: germanReader).wait(after: [])
    try await wiki.runJobs(on: wiki.en)
    try await wiki.runJobs(on: wiki.de)

    // The app's primary language is English: the first login there turns every type off, and
    // turning thanks on registers the device (for the account, on every wiki).
    let device = try await PushTestDevice.logIn(account, on: wiki.en, wiki: wiki, session: reader)
    await device.toggle(.editThank)
    #expect(try await wiki.storedSubscriptions(of: account.name) == [device.subscription])
    let english = try await reader.loadAccount(titles: .none).options
    #expect(english[NotificationType.editUserTalk.optionName]?.isOn == false)

    // The German wiki holds the same values: the first login's reset was global.
    let german = try await germanReader.loadAccount(titles: .none).options
    #expect(german[NotificationType.editUserTalk.optionName]?.isOn == false)
    #expect(german[NotificationType.editThank.optionName]?.isOn == true)

    let wiki = wiki
    func pushesOfAMessageOnDe(_ round: Int) async throws -> [PushSummary] {
      try await wiki.pushes(
        to: device.token,
        witnessedBy: .notification("edit-user-talk", readBy: germanReader), on: wiki.de
      ) {
        try await wiki.postNewSection(
          on: "User talk:\(account.name)", heading: "Hallo \(round)", text: "Eine Nachricht. ~~~~",
          using: otherClient)
      }.summaries
    }
    let afterFirstLogin = try await pushesOfAMessageOnDe(1)
    #expect(afterFirstLogin.isEmpty, "\(afterFirstLogin)")
    await device.toggle(.editUserTalk)
    #expect(try await pushesOfAMessageOnDe(2) == device.expectedPush)
    await device.toggle(.editUserTalk)
    let afterOff = try await pushesOfAMessageOnDe(3)
    #expect(afterOff.isEmpty, "\(afterOff)")
    #expect(try wiki.recordedPushes(to: device.token).count == 1)
  }
}
