import Foundation
import MediaWikiAPI
import NotificationSettings
import TestSupport
import Testing

/// What reaches the device when someone else edits: the store with the LIVE clients logs a fresh
/// account in on the real `en` wiki (the app's primary language) and registers the device,
/// another account causes events on `de` (another wiki of the account), the wiki's jobs run, and
/// the pushes Echo sent are read from the push recorder (`scripts/test-wiki`), by the device's
/// token. A toggle on en decides whether its type's events on de reach the device: the choice
/// is a global preference. (Others' thanks, rights changes and emails: `PushDeliveryActionsTests`;
/// the account's own actions: `PushDeliveryOwnActionsTests`, `PushDeliveryLoginTests`; talk
/// page topics: `PushDeliveryTopicTests`.)
@Suite("Pushes of others' edits on the real test wikis")
@MainActor
struct PushDeliveryTests {
  let wiki: TestWiki
  init() throws { wiki = try TestWiki.load() }

  @Test func aTalkPageMessageReachesTheDeviceOnlyWhileItsTypeIsOn() async throws {
    let rig = try await PushRig.make(on: wiki.de, wiki: wiki)
    let (wiki, name, client) = (wiki, rig.account.name, rig.otherClient)
    try await rig.proveTheToggleGates(
      .editUserTalk, witnessedBy: rig.notification("edit-user-talk")
    ) {
      round in
      try await wiki.postNewSection(
        on: "User talk:\(name)", heading: "Message \(round)", text: "A message for you. ~~~~",
        using: client)
    }
  }

  @Test func aMentionReachesTheDeviceOnlyWhileItsTypeIsOn() async throws {
    let rig = try await PushRig.make(on: wiki.de, wiki: wiki)
    let (wiki, name, client) = (wiki, rig.account.name, rig.otherClient)
    let page = "Talk:Push mention \(name)"
    try await rig.proveTheToggleGates(.mention, witnessedBy: rig.notification("mention")) { round in
      try await wiki.postNewSection(
        on: page, heading: "Question \(round)",
        text: "[[User:\(name)|\(name)]], what do you think? ~~~~", using: client)
    }
  }

  @Test func anEditOfTheUserPageReachesTheDeviceOnlyWhileItsTypeIsOn() async throws {
    let rig = try await PushRig.make(on: wiki.de, wiki: wiki)
    let (wiki, name, client) = (wiki, rig.account.name, rig.otherClient)
    try await rig.proveTheToggleGates(
      .editUserPage, witnessedBy: rig.notification("edit-user-page")
    ) { round in
      try await wiki.edit("User:\(name)", text: "Edited by someone else, \(round).", using: client)
    }
  }

  @Test func anUndoneEditReachesTheDeviceOnlyWhileItsTypeIsOn() async throws {
    // Echo's default keeps the web notification of a revert off: turned on, it shows the event.
    let rig = try await PushRig.make(on: wiki.de, webDelivery: ["reverted"], wiki: wiki)
    let (wiki, reader, client) = (wiki, rig.reader, rig.otherClient)
    let page = "Push reverted \(rig.account.name)"
    try await wiki.edit(page, text: "The first version.", using: reader)
    try await rig.proveTheToggleGates(.reverted, witnessedBy: rig.notification("reverted")) {
      round in
      let revision = try await wiki.edit(page, text: "Version \(round).", using: reader)
      try await wiki.undo(revision, of: page, using: client)
    }
  }

  @Test func aLinkToACreatedPageReachesTheDeviceOnlyWhileItsTypeIsOn() async throws {
    let rig = try await PushRig.make(on: wiki.de, wiki: wiki)
    let (wiki, client) = (wiki, rig.otherClient)
    let page = "Push linked \(rig.account.name)"
    try await wiki.edit(page, text: "A page the account created.", using: rig.reader)
    try await rig.proveTheToggleGates(.articleLinked, witnessedBy: rig.notification("page-linked"))
    { round in
      try await wiki.edit("\(page) linker \(round)", text: "See [[\(page)]].", using: client)
    }
  }
}
