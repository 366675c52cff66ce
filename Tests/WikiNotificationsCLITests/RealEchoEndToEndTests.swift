import Foundation
import MediaWikiAPI
import NotificationSettings
import TestSupport
import Testing

/// The built binary on the real Echo's wiki: `all` covers the types the wiki offers beyond the
/// spec's, read back from the server.
// Serialized: the test wikis keep their data in SQLite (see EndToEndTests).
@Suite("wiki-notifications on the real Echo's own types", .serialized)
struct RealEchoEndToEndTests {
  let wiki: TestWiki
  init() throws { wiki = try TestWiki.load() }

  static let userPage = NotificationType(rawValue: "edit-user-page")!
  static let archiving = NotificationType(rawValue: "dt-subscription-archiving")!

  @Test func disableAllTurnsTheWikisOwnTypesOff() async throws {
    let account = try await wiki.freshAccount(prefix: "Cli", on: [wiki.en])
    let sandbox = try Sandbox()
    try sandbox.writeConfig(for: wiki)
    let offered = try await wiki.offeredTypes(to: account, on: wiki.en)
    #expect(offered.suffix(2) == [Self.archiving, Self.userPage])

    // All on first, so `disable all` has them on to turn off.
    let on = try await Tool.binary(["enable", "all"], sandbox.environment(account))
    #expect(on.status == 0, "\(on)")
    var options = try await wiki.readOptions(of: account, on: wiki.en)
    #expect(values(options) == Dictionary(uniqueKeysWithValues: offered.map { ($0, true) }))
    // Global values, as GlobalPreferences stores them ("1"), on the wiki's own types too.
    #expect(options[Self.userPage.optionName] == .string("1"))
    #expect(options[Self.archiving.optionName] == .string("1"))

    let off = try await Tool.binary(["disable", "all"], sandbox.environment())
    #expect(off.status == 0, "\(off)")
    #expect(
      off.out.split(separator: "\n").map(String.init).sorted()
        == offered.map { "\($0.rawValue): off" }.sorted())
    options = try await wiki.readOptions(of: account, on: wiki.en)
    #expect(options[Self.userPage.optionName] == .int(0))
    #expect(options[Self.archiving.optionName] == .int(0))
    #expect(values(options) == Dictionary(uniqueKeysWithValues: offered.map { ($0, false) }))
  }
  /// `status` writes nothing (a one-shot command applies no first-login reset); `reverted` set
  /// off globally elsewhere, `enable reverted` prints `reverted: on` and the server holds on:
  /// the global preference "1", on on en and on de, and `status --json` agrees ("scope":
  /// "global"). Then `disable reverted`: "0" everywhere. Each run sends ONE write for it, to
  /// GlobalPreferences' own module (through a relay that keeps every request).
  @Test func aGlobalTypeSetOffElsewhereIsEnabledAndDisabledOnEveryWiki() async throws {
    let account = try await wiki.freshAccount(prefix: "Cli")
    let reverted = NotificationType.reverted.optionName
    let relay = try LoopbackRelay(to: wiki.en.plainHTTPAPIURL)
    defer { relay.stop() }
    let sandbox = try Sandbox()
    try sandbox.writeConfig(
      ["en": relay.apiURL.absoluteString, "de": wiki.de.apiURL.absoluteString])
    let before = try await wiki.readOptions(of: account, on: wiki.en)
    let first = try await Tool.binary(["status"], sandbox.environment(account))
    #expect(first.status == 0, "\(first)")
    #expect(try await wiki.readOptions(of: account, on: wiki.en) == before)
    try await wiki.setGlobalPreferences([(reverted, "0")], of: account, on: wiki.de)

    // The writes among the requests the relay kept (reads are GETs with `action=query`).
    func writes(_ action: String) -> Int {
      relay.requestText.components(separatedBy: "action=\(action)&").count - 1
    }
    let (options, global) = (writes("options"), writes("globalpreferences"))
    let enabled = try await Tool.binary(["enable", "reverted"], sandbox.environment())
    #expect(enabled.status == 0, "\(enabled)")
    #expect(enabled.out == "reverted: on\n")
    #expect(writes("options") == options && writes("globalpreferences") == global + 1)
    #expect(try await wiki.readGlobalPreferences(of: account)[reverted] == "1")
    for site in [wiki.en, wiki.de] {
      let back = try await wiki.readOptions(of: account, on: site)
      #expect(back[reverted] == .string("1"), "\(site.language)")
      #expect(values(back)[.reverted] == true, "\(site.language)")
    }
    #expect(
      try await statusOf(.reverted, sandbox) == .init(enabled: true, global: true, scope: "global"))

    let disabled = try await Tool.binary(["disable", "reverted"], sandbox.environment())
    #expect(disabled.status == 0, "\(disabled)")
    #expect(disabled.out == "reverted: off\n")
    #expect(try await wiki.readGlobalPreferences(of: account)[reverted] == "0")
    for site in [wiki.en, wiki.de] {
      #expect(values(try await wiki.readOptions(of: account, on: site))[.reverted] == false)
    }
    #expect(
      try await statusOf(.reverted, sandbox) == .init(enabled: false, global: true, scope: "global")
    )
  }

  struct Shown: Decodable, Equatable {
    var enabled: Bool?
    var global: Bool
    var scope: String?
  }

  /// What `status --json` says of `type`.
  func statusOf(_ type: NotificationType, _ sandbox: Sandbox) async throws -> Shown? {
    struct Status: Decodable {
      struct Entry: Decodable {
        var type: String
        var enabled: Bool?
        var global: Bool
        var scope: String?
      }
      var types: [Entry]
    }
    let run = try await Tool.binary(["status", "--json"], sandbox.environment())
    #expect(run.status == 0, "\(run)")
    let status = try JSONDecoder().decode(Status.self, from: Data(run.out.utf8))
    return status.types.first { $0.type == type.rawValue }.map {
      Shown(enabled: $0.enabled, global: $0.global, scope: $0.scope)
    }
  }
}
