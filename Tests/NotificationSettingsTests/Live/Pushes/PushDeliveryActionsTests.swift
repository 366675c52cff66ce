import Foundation
import MediaWikiAPI
import NotificationSettings
import TestSupport
import Testing

/// What reaches the device when someone else thanks the account, changes its user rights or
/// writes it an email. The same setting as `PushDeliveryTests`.
@Suite("Pushes of others' actions on the real test wikis")
@MainActor
struct PushDeliveryActionsTests {
  let wiki: TestWiki
  init() throws { wiki = try TestWiki.load() }

  @Test func thanksReachTheDeviceOnlyWhileTheirTypeIsOn() async throws {
    // Thanks are the type under test: another type keeps the device registered.
    let rig = try await PushRig.make(on: wiki.de, anchor: .userRights, wiki: wiki)
    let (wiki, reader, client) = (wiki, rig.reader, rig.otherClient)
    let page = "Push thanks \(rig.account.name)"
    try await rig.proveTheToggleGates(.editThank, witnessedBy: rig.notification("edit-thank")) {
      round in
      let revision = try await wiki.edit(page, text: "Version \(round).", using: reader)
      try await wiki.thank(forRevision: revision, using: client)
    }
  }

  @Test func aUserRightsChangeReachesTheDeviceOnlyWhileItsTypeIsOn() async throws {
    let rig = try await PushRig.make(on: wiki.de, wiki: wiki)
    let admin = try await wiki.loggedInClient(rig.site, as: try wiki.adminAccount())
    let (wiki, name) = (wiki, rig.account.name)
    try await rig.proveTheToggleGates(.userRights, witnessedBy: rig.notification("user-rights")) {
      round in
      // Added, removed, added again: each a change of the account's groups.
      if round == 2 {
        try await wiki.changeGroups(of: name, remove: ["sysop"], using: admin)
      } else {
        try await wiki.changeGroups(of: name, add: ["sysop"], using: admin)
      }
    }
  }

  @Test func anEmailFromAnotherUserReachesTheDeviceOnlyWhileItsTypeIsOn() async throws {
    let rig = try await PushRig.make(on: wiki.de, withEmail: true, wiki: wiki)
    let (wiki, name, client) = (wiki, rig.account.name, rig.otherClient)
    try await rig.proveTheToggleGates(.emailUser, witnessedBy: rig.notification("emailuser")) {
      round in
      try await wiki.email(name, subject: "Hello \(round)", text: "A word by email.", using: client)
    }
  }
}
