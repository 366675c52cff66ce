import Foundation
import MediaWikiAPI
import NotificationSettings
import TestSupport
import Testing

/// Echo decides whether to push an event when the event happens, but looks the account's
/// devices up only when the push's job runs. So a push decided while Echo's defaults were on
/// (before the app's first login turned every type off) still reaches a device registered after
/// that login, if its job had not run yet. The integration guide tells apps what they can and
/// cannot do about it; this test pins the behaviour the guide describes (were Echo to decide at
/// the job's run, it would fail, and the guide would need changing).
///
/// It runs on `de`, whose job queue no other test runs: a run between the event and the
/// registration would send the push to no device.
@Suite("A push queued before the first login on the real test wikis")
@MainActor
struct QueuedPushCaveatTests {
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
    let (wiki, talkPage) = (wiki, "Benutzer Diskussion:\(account.name)")
    try await wiki.cause([talk]) {
      try await wiki.postNewSection(
        on: talkPage, heading: "Before", text: "Written before the first login. ~~~~",
        using: otherClient)
    }

    // The first login turns every type off; turning thanks on registers the device.
    let device = try await PushTestDevice.logIn(account, on: site, wiki: wiki)
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
}
