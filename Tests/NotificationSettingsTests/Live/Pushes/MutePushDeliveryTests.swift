import Foundation
import MediaWikiAPI
import TestSupport
import Testing

@testable import NotificationSettings

/// What a mute made through the store does to the device, on the real wikis: the push recorder
/// (`scripts/test-wiki`) read by the device's token. In the push phase of `scripts/test` (its
/// name matches `PushDelivery`), as the other suites that make the wikis run Echo's jobs.
@Suite("Mute lists: what reaches the device", .serialized)
@MainActor
struct MutePushDeliveryTests {
  let wiki: TestWiki
  let live: MutingLiveTests
  init() throws {
    wiki = try TestWiki.load()
    live = try MutingLiveTests()
  }

  @Test func aMuteThroughTheStoreStopsTheMutedAccountsMentionFromDeWhileAnothersArrives()
    async throws
  {
    let site = wiki.de
    let account = try await wiki.freshAccount(prefix: "Mutepush")
    let reader = try await wiki.loggedInClient(site, as: account)
    // On the web (Special:GlobalPreferences): the muted accounts made one list for every wiki,
    // holding a third account. The app never makes a list global itself (a global value
    // overrides every wiki's own list), so the proof across wikis starts from a global one.
    let held = try await wiki.freshAccount(prefix: "Mutepushheld")
    let heldID = try await live.centralID(held.name)
    try await wiki.setGlobalPreferences(
      [(MuteListKind.users.optionName, String(heldID))], of: account, on: wiki.en)
    let rig = try await live.rig(account)
    #expect(rig.store.state.muting.lists?.users.isGlobal == true)
    // The account's welcome notification is pushed to whatever devices it has when the job
    // runs: sent first, on each wiki.
    try await EchoWitness.notification("welcome", readBy: rig.client).wait(after: [])
    try await wiki.runJobs(on: wiki.en)
    try await EchoWitness.notification("welcome", readBy: reader).wait(after: [])
    try await wiki.runJobs(on: site)
    let token = PushTestDevice.newToken()
    #expect(
      try await rig.client.createPushSubscription(
        deviceToken: token, topic: "org.wikimedia.wikipedia") == .created)

    // Muted on en, through the store: the list is global, so de follows it.
    rig.store.send(.muteRequested(.users, names: [wiki.otherUser]))
    await rig.store.settle()
    #expect(rig.heard() == [.muting(.muted(.users, [wiki.otherUser]))])
    let other = try await live.centralID(wiki.otherUser)
    #expect(try await live.globalUsers(of: account) == [heldID, other])

    let otherClient = wiki.client(site)
    let login = try await otherClient.clientLogin(
      username: wiki.otherUser, password: wiki.otherPassword)
    #expect(login == .success(userName: wiki.otherUser))
    let third = try await wiki.freshAccount(prefix: "Mutepushthird", on: [site])
    let thirdClient = try await wiki.loggedInClient(site, as: third)
    let anonymous = wiki.client(site)
    let page = "Talk:Mute store proof \(account.name)"
    let mention: @Sendable (MediaWikiClient, String) async throws -> Void = { client, heading in
      try await wiki.postNewSection(
        on: page, heading: heading,
        text: "[[User:\(account.name)|\(account.name)]], what do you think? ~~~~", using: client)
    }
    // Muted: Echo makes the event and notifies nobody of it.
    let muted = try await wiki.pushes(
      to: token, witnessedBy: .event("mention", by: wiki.otherUser, readBy: anonymous), on: site
    ) { try await mention(otherClient, "Muted") }
    #expect(muted.isEmpty, "\(muted)")
    // Another account's mention still arrives.
    let thirds = try await wiki.pushes(
      to: token, witnessedBy: .notification("mention", readBy: reader), on: site
    ) { try await mention(thirdClient, "Not muted") }
    #expect(thirds.map { $0.deviceTokens } == [[token]])

    // Unmuted through the store: Other's mention reaches the device again.
    rig.store.send(.unmuteRequested(.users, ids: [other]))
    await rig.store.settle()
    #expect(rig.heard() == [.muting(.unmuted(.users, [wiki.otherUser]))])
    #expect(try await live.globalUsers(of: account) == [heldID])
    let unmuted = try await wiki.pushes(
      to: token, witnessedBy: .notification("mention", readBy: reader), on: site
    ) { try await mention(otherClient, "Unmuted") }
    #expect(unmuted.map { $0.deviceTokens } == [[token]])
    #expect(try wiki.recordedPushes(to: token).count == 2)
    _ = try await rig.client.deletePushSubscriptions(deviceTokens: [token])
  }

  @Test func aPageMuteThroughTheStoreStopsThatPagesLinkNotificationOnly() async throws {
    let site = wiki.de
    let account = try await wiki.freshAccount(prefix: "Mutepagestore", on: [site])
    let rig = try await live.rig(account, on: site)
    // A page list is this wiki's own (page ids are): written with Echo's module.
    #expect(rig.store.state.muting.lists?.pages.isGlobal == false)
    try await EchoWitness.notification("welcome", readBy: rig.client).wait(after: [])
    try await wiki.runJobs(on: site)
    let set = try await rig.client.setOptions(
      [("echo-subscriptions-push-article-linked", true)], assertUser: account.name)
    #expect(set.allStored)
    let muted = "Mute store linked A \(account.name)"
    let kept = "Mute store linked B \(account.name)"
    for page in [muted, kept] {
      try await wiki.edit(page, text: "A page the account created.", using: rig.client)
    }
    try await EchoWitness.notification("thank-you-edit", readBy: rig.client).wait(after: [])
    try await wiki.runJobs(on: site)
    let token = PushTestDevice.newToken()
    #expect(
      try await rig.client.createPushSubscription(
        deviceToken: token, topic: "org.wikimedia.wikipedia") == .created)

    rig.sent.reset()
    rig.store.send(.muteRequested(.pages, names: [muted]))
    await rig.store.settle()
    // The title's check, then one echomute.
    #expect(rig.actions == ["query", "echomute"])
    #expect(rig.heard() == [.muting(.muted(.pages, [muted]))])
    let id = try #require(rig.store.state.muting.lists?.pages.entries.first?.id)
    let stored = try await wiki.readOptions(of: account, on: site)[MuteListKind.pages.optionName]
    #expect(MuteList(kind: .pages, value: stored, isGlobal: false).ids == [id])

    let pushes = try await wiki.pageLinkPushes(
      to: token, muted: muted, kept: kept, readBy: rig.client, on: site)
    #expect(pushes.toMuted.isEmpty, "\(pushes.toMuted)")
    #expect(pushes.toKept.map { $0.deviceTokens } == [[token]])
    #expect(try wiki.recordedPushes(to: token).count == 1)
    _ = try await rig.client.deletePushSubscriptions(deviceTokens: [token])
  }
}
