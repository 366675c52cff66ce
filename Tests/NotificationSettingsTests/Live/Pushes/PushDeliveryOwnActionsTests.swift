import Foundation
import MediaWikiAPI
import NotificationSettings
import TestSupport
import Testing

/// What reaches the device when the account's own actions make Echo notify the account: its
/// mentions of others, its edit milestones. The same setting as `PushDeliveryTests`.
@Suite("Pushes of the account's own actions on the real test wikis")
@MainActor
struct PushDeliveryOwnActionsTests {
  let wiki: TestWiki
  init() throws { wiki = try TestWiki.load() }

  @Test func aDeliveredMentionReachesTheDeviceOnlyWhileItsTypeIsOn() async throws {
    // Echo's default keeps its web notification off: turned on, it shows the event.
    let rig = try await PushRig.make(on: wiki.de, webDelivery: ["mention-success"], wiki: wiki)
    let (wiki, reader, other) = (wiki, rig.reader, rig.other.name)
    let page = "Talk:Push mention success \(rig.account.name)"
    try await rig.proveTheToggleGates(
      .mentionSuccess, witnessedBy: rig.notification("mention-success")
    ) { round in
      try await wiki.postNewSection(
        on: page, heading: "Question \(round)",
        text: "[[User:\(other)|\(other)]], a question. ~~~~",
        using: reader)
    }
  }

  @Test func aFailedMentionReachesTheDeviceOnlyWhileItsTypeIsOn() async throws {
    let rig = try await PushRig.make(on: wiki.de, webDelivery: ["mention-failure"], wiki: wiki)
    let (wiki, reader) = (wiki, rig.reader)
    let page = "Talk:Push mention failure \(rig.account.name)"
    try await rig.proveTheToggleGates(
      .mentionFailure, witnessedBy: rig.notification("mention-failure")
    ) { round in
      // A link to the page of an account that does not exist: the mention cannot be delivered.
      try await wiki.postNewSection(
        on: page, heading: "Question \(round)",
        text: "[[User:Nobody \(UUID().uuidString)]], are you there? ~~~~", using: reader)
    }
    // The first of those posts was the account's first edit, made while every type was off
    // after the first login: its edit milestone happened and, off, reached nothing.
    #expect(try await rig.notification("thank-you-edit").ids().count == 1)
  }

  /// Echo congratulates on the 1st, 10th, 100th... edit. The 100th would cost 90 more edits (and
  /// the wiki allows a user 90 a minute), so two milestones serve: the 1st after the type was
  /// turned on and off again, the 10th while it is on. (Right after the first login the type is
  /// off as well: `aFailedMentionReachesTheDeviceOnlyWhileItsTypeIsOn` sees that first
  /// milestone reach nothing.)
  @Test func anEditMilestoneReachesTheDeviceOnlyWhileItsTypeIsOn() async throws {
    let rig = try await PushRig.make(on: wiki.de, wiki: wiki)
    let (wiki, reader) = (wiki, rig.reader)
    let page = "Push milestones \(rig.account.name)"
    let milestone = rig.notification("thank-you-edit")

    try await rig.set(.thankYouEdit, on: true)
    try await rig.set(.thankYouEdit, on: false)
    let first = try await rig.pushes(witnessedBy: milestone) {
      try await wiki.edit(page, text: "Edit 1.", using: reader)
    }
    #expect(first.isEmpty, "off: \(first)")

    try await rig.set(.thankYouEdit, on: true)
    // Echo counts the edit being saved as the stored count plus one, and the stored count grows
    // after each edit's answer: the 10th edit waits until it stands at 9. Each edit also waits
    // for the one before to be counted: back to back on one page, an edit's post-send work can
    // fail to get the page's lock held by the one before ("Could not acquire lock for page ID"),
    // and its count was then lost (seen in CI: 6 of 9).
    for edit in 2...9 {
      try await wiki.edit(page, text: "Edit \(edit).", using: reader)
      try await wiki.waitForEditCount(edit, readBy: reader)
    }
    let tenth = try await rig.pushes(witnessedBy: milestone) {
      try await wiki.edit(page, text: "Edit 10.", using: reader)
    }
    #expect(tenth == rig.device.expectedPush, "on")
    try await rig.expectOnlyPushes(1)
  }
}
