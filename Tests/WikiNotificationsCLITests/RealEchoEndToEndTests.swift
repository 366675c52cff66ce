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

    // All on first (after the first login's reset), so `disable all` has them on to turn off.
    let on = try await Tool.binary(["enable", "all"], sandbox.environment(account))
    #expect(on.status == 0, "\(on)")
    var options = try await wiki.readOptions(of: account, on: wiki.en)
    #expect(values(options) == Dictionary(uniqueKeysWithValues: offered.map { ($0, true) }))
    #expect(options[Self.userPage.optionName] == .bool(true))
    #expect(options[Self.archiving.optionName] == .bool(true))

    let off = try await Tool.binary(["disable", "all"], sandbox.environment())
    #expect(off.status == 0, "\(off)")
    #expect(
      off.out.split(separator: "\n").map(String.init).sorted()
        == offered.map { "\($0.rawValue): off" }.sorted())
    options = try await wiki.readOptions(of: account, on: wiki.en)
    #expect(options[Self.userPage.optionName] == .string(""))
    #expect(options[Self.archiving.optionName] == .string(""))
    #expect(values(options) == Dictionary(uniqueKeysWithValues: offered.map { ($0, false) }))
  }
}
