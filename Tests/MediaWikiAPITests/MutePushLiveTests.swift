import Foundation
import TestSupport
import Testing

@testable import MediaWikiAPI

/// What a mute does to the device, on the real wikis: a device subscribed through en, the
/// account's muted-users list global (GlobalPreferences) and written on en, events on de by the
/// muted `Other` and by a third account, the wiki's jobs run, and the pushes Echo sent read from
/// the push recorder (`scripts/test-wiki`) by the device's token. A mute stops the muted
/// account's mentions, not its messages on the person's own talk page (Echo's exception).
@Suite("A mute on the device, on the real wikis", .serialized)
@MainActor
struct MutePushLiveTests {
  let wiki: TestWiki
  init() throws { wiki = try TestWiki.load() }

  @Test func aMutedAccountsMentionNeverReachesTheDeviceWhileItsTalkPageMessageAndOthersStillDo()
    async throws
  {
    let (wiki, site) = (wiki, wiki.de)
    let account = try await wiki.freshAccount(prefix: "Mute")
    let name = account.name
    let en = try await wiki.loggedInClient(wiki.en, as: account)
    let reader = try await wiki.loggedInClient(site, as: account)
    // Creating an account queues its welcome notification, pushed to whatever devices the
    // account has when the job runs: sent first, on each wiki.
    for (wikiSite, session) in [(wiki.en, en), (site, reader)] {
      try await EchoWitness.notification("welcome", readBy: session).wait(after: [])
      try await wiki.runJobs(on: wikiSite)
    }
    let token = PushTestDevice.newToken()
    #expect(
      try await en.createPushSubscription(deviceToken: token, topic: "org.wikimedia.wikipedia")
        == .created)

    try await wiki.setGlobalPreferences(
      [(MuteListKind.users.optionName, "")], of: account, on: wiki.en)
    let info = try await en.loadAccount()
    let outcome = try await en.mute([wiki.otherUser], in: info.muteList(.users), account: info)
    guard case .written(let muted) = outcome else {
      Issue.record("the mute was refused: \(outcome)")
      return
    }
    #expect(muted.isGlobal && muted.ids.count == 1)
    #expect(
      MuteList(
        kind: .users,
        value: try await wiki.readOptions(of: account, on: site)[MuteListKind.users.optionName],
        isGlobal: false
      ).ids == muted.ids)

    let other = wiki.client(site)
    let login = try await other.clientLogin(username: wiki.otherUser, password: wiki.otherPassword)
    #expect(login == .success(userName: wiki.otherUser))
    let third = try await wiki.freshAccount(prefix: "Third", on: [site])
    let thirdClient = try await wiki.loggedInClient(site, as: third)
    let anonymous = wiki.client(site)
    let page = "Talk:Mute proof \(name)"
    let mention: @Sendable (MediaWikiClient, String) async throws -> Void = { client, heading in
      try await wiki.postNewSection(
        on: page, heading: heading, text: "[[User:\(name)|\(name)]], what do you think? ~~~~",
        using: client)
    }

    // Muted: Echo makes the events (seen in its event table) and notifies nobody of them.
    let mutedMention = try await wiki.pushes(
      to: token, witnessedBy: .event("mention", by: wiki.otherUser, readBy: anonymous), on: site
    ) { try await mention(other, "Muted 1") }
    #expect(mutedMention.isEmpty, "\(mutedMention)")
    // A muted account's message on the person's own talk page still notifies, push included:
    // Echo exempts posts there from the mute list (NotificationController, T288112).
    let ownTalkPage = try await wiki.pushes(
      to: token, witnessedBy: .notification("edit-user-talk", readBy: reader),
      on: site
    ) {
      try await wiki.postNewSection(
        on: "User talk:\(name)", heading: "Muted message", text: "A message for you. ~~~~",
        using: other)
    }
    #expect(ownTalkPage.map { $0.deviceTokens } == [[token]])
    // Another account's mention still arrives (and nothing of Other's came late with it).
    let thirds = try await wiki.pushes(
      to: token, witnessedBy: .notification("mention", readBy: reader), on: site
    ) { try await mention(thirdClient, "Not muted") }
    #expect(thirds.map { $0.deviceTokens } == [[token]])

    // Unmuted on en: Other's mention on de reaches the device again.
    let again = try await en.loadAccount()
    #expect(
      try await en.unmute(
        [.user(name: wiki.otherUser, centralID: muted.ids[0])], in: again.muteList(.users),
        account: again) == .written(MuteList(kind: .users, ids: [], isGlobal: true)))
    let unmuted = try await wiki.pushes(
      to: token, witnessedBy: .notification("mention", readBy: reader), on: site
    ) { try await mention(other, "Unmuted") }
    #expect(unmuted.map { $0.deviceTokens } == [[token]])
    #expect(try wiki.recordedPushes(to: token).count == 3)
    _ = try await en.deletePushSubscriptions(deviceTokens: [token])
  }

  @Test func aMutedPageStopsItsLinkNotificationOnly() async throws {
    let (wiki, site) = (wiki, wiki.de)
    let account = try await wiki.freshAccount(prefix: "Mutepage", on: [site])
    let reader = try await wiki.loggedInClient(site, as: account)
    try await EchoWitness.notification("welcome", readBy: reader).wait(after: [])
    try await wiki.runJobs(on: site)
    // Echo's default keeps the push of a page link off.
    let set = try await reader.setOptions(
      [("echo-subscriptions-push-article-linked", true)], assertUser: account.name)
    #expect(set.allStored)
    let muted = "Mute linked A \(account.name)"
    let kept = "Mute linked B \(account.name)"
    for page in [muted, kept] {
      try await wiki.edit(page, text: "A page the account created.", using: reader)
    }
    // The account's first edit is a milestone Echo notifies (thank-you-edit): sent before the
    // device is subscribed.
    try await EchoWitness.notification("thank-you-edit", readBy: reader).wait(after: [])
    try await wiki.runJobs(on: site)
    let token = PushTestDevice.newToken()
    #expect(
      try await reader.createPushSubscription(
        deviceToken: token, topic: "org.wikimedia.wikipedia") == .created)
    let info = try await reader.loadAccount()
    let outcome = try await reader.mute([muted], in: info.muteList(.pages), account: info)
    guard case .written(let list) = outcome, list.ids.count == 1 else {
      Issue.record("the mute was refused: \(outcome)")
      return
    }
    let stored = try await wiki.readOptions(of: account, on: site)[MuteListKind.pages.optionName]
    #expect(MuteList(kind: .pages, value: stored, isGlobal: false).ids == list.ids)

    let pushes = try await wiki.pageLinkPushes(
      to: token, muted: muted, kept: kept, readBy: reader, on: site)
    #expect(pushes.toMuted.isEmpty, "\(pushes.toMuted)")
    #expect(pushes.toKept.map { $0.deviceTokens } == [[token]])
    #expect(try wiki.recordedPushes(to: token).count == 1)
    _ = try await reader.deletePushSubscriptions(deviceTokens: [token])
  }
}
