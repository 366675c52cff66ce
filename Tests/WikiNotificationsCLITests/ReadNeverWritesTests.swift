import Foundation
import MediaWikiAPI
import NotificationSettings
import TestSupport
import Testing

/// A one-shot command never applies the first-login reset (it belongs to a device's first
/// login: the app's, and `ui`'s on its simulated device): a NEW account keeps Echo's defaults on
/// every wiki after `status`, and `enable` of one type changes that type only. Read back from
/// the real test wikis with sessions of their own.
@Suite("wiki-notifications: a read never writes", .serialized)
struct ReadNeverWritesTests {
  let wiki: TestWiki
  init() throws { wiki = try TestWiki.load() }

  /// Every option of `account` on each wiki, and its global preferences.
  func everything(_ account: TestWiki.Account) async throws -> (
    options: [String: [String: OptionValue]], global: [String: String]
  ) {
    var options: [String: [String: OptionValue]] = [:]
    for site in [wiki.en, wiki.de, wiki.noPush] {
      options[site.language] = try await wiki.readOptions(of: account, on: site)
    }
    return (options, try await wiki.readGlobalPreferences(of: account))
  }

  @Test func statusOfANewAccountChangesNothingAndEnableChangesOneType() async throws {
    let account = try await wiki.freshAccount(prefix: "Look", on: [wiki.en, wiki.de, wiki.noPush])
    let sandbox = try Sandbox()
    try sandbox.writeConfig(
      [
        "en": wiki.en.apiURL.absoluteString, "de": wiki.de.apiURL.absoluteString,
        wiki.noPush.language: wiki.noPush.apiURL.absoluteString,
      ])
    let before = try await everything(account)
    // Echo's defaults: pushes on (the reset would have turned them off).
    #expect(values(before.options["en"] ?? [:])[.editUserTalk] == true, "\(before)")

    // A first run (a login), a run on the saved session, and every wiki's own status.
    for arguments in [
      ["status"], ["status", "--json"], ["--language", "de", "status"],
      ["--language", wiki.noPush.language, "status", "--json"],
    ] {
      let run = try await Tool.binary(arguments, sandbox.environment(account))
      #expect(run.status == 0, "\(arguments): \(run)")
    }
    let afterStatus = try await everything(account)
    #expect(afterStatus.options == before.options, "status wrote options")
    #expect(afterStatus.global == before.global, "status wrote global preferences")

    // `enable` of one type that is off: that type changes, no other value of any wiki does.
    let offered = try await wiki.offeredTypes(to: account, on: wiki.en)
    let enValues = values(before.options["en"] ?? [:])
    let off = try #require(offered.first { enValues[$0] == false }, "a type off by default")
    let enabled = try await Tool.binary(["enable", off.rawValue], sandbox.environment())
    #expect(enabled.status == 0 && enabled.out == "\(off.rawValue): on\n", "\(enabled)")
    let afterEnable = try await everything(account)
    for site in ["en", "de", wiki.noPush.language] {
      let old = values(before.options[site] ?? [:])
      let new = values(afterEnable.options[site] ?? [:])
      let changed = Set(old.keys).union(new.keys).filter { old[$0] != new[$0] }
      // en and de share the account's global preferences; the wiki without them keeps its own.
      #expect(changed == (site == wiki.noPush.language ? [] : [off]), "\(site): \(changed)")
    }
  }
}
