import Foundation
import MediaWikiAPI
import NotificationSettings
import TestSupport
import Testing

/// What reaches the device when someone logs in to the account, or tries to, from a network it
/// never used (LoginNotify). The same setting as `PushDeliveryTests`.
@Suite("Pushes of logins on the real test wikis")
@MainActor
struct PushDeliveryLoginTests {
  let wiki: TestWiki
  init() throws { wiki = try TestWiki.load() }

  @Test func aLoginFromANewDeviceReachesTheDeviceOnlyWhileItsTypeIsOn() async throws {
    let rig = try await PushRig.make(on: wiki.de, wiki: wiki)
    let (wiki, account, site) = (wiki, rig.account, rig.site)
    // A login from a network the account has used before tells nothing; each round's network is
    // new (documentation addresses, RFC 5737). Echo delivers this type by email and push only,
    // so its event, not a web notification, shows it happened.
    let networks = ["192.0.2.10", "198.51.100.10", "203.0.113.10"]
    let event = EchoWitness.event("login-success", by: account.name, readBy: wiki.client(rig.site))
    try await rig.proveTheToggleGates(.loginSuccess, witnessedBy: event) { round in
      let result = try await wiki.logIn(account, from: networks[round - 1], on: site)
      guard case .success = result else {
        throw TestWiki.Unavailable(description: "login from a new network: \(result)")
      }
    }
  }

  @Test func aFailedLoginReachesTheDeviceOnlyWhileItsTypeIsOn() async throws {
    let rig = try await PushRig.make(on: wiki.de, wiki: wiki)
    let (wiki, account, site) = (wiki, rig.account, rig.site)
    // From a network the account never used, LoginNotify tells of every failed attempt (from a
    // known one, of every 5th).
    try await rig.proveTheToggleGates(.loginFail, witnessedBy: rig.notification("login-fail-new")) {
      _ in
      let result = try await wiki.logIn(
        account, password: "not the password", from: "192.0.2.20", on: site)
      guard case .failed = result else {
        throw TestWiki.Unavailable(description: "a wrong password was not refused: \(result)")
      }
    }
  }
}
