import Foundation
import TestSupport
import Testing

@testable import MediaWikiAPI

/// What MediaWiki 1.43 with the real Echo answers where it differs from the spec's notes, on
/// the real local wikis, through raw requests so the server's own answer is checked: the wiki
/// whose push options cannot be written, and options set globally (the real GlobalPreferences
/// extension on top of core's own global options).
@Suite struct RealEchoLiveTests {
  let wiki: TestWiki
  init() throws { wiki = try TestWiki.load() }

  static let mention = "echo-subscriptions-push-mention"
  static let reverted = "echo-subscriptions-push-reverted"
  static let userPage = "echo-subscriptions-push-edit-user-page"

  private struct OptionsBody: Decodable { var options: String }

  /// `action=options&change=…` as is, with `extra` parameters; the answer and its warnings.
  private func change(
    _ changes: [(String, String)], extra: [(name: String, value: String)] = [],
    with client: MediaWikiClient
  ) async throws -> (result: String, warnings: [APIWarning]) {
    let change = changes.map { "\($0.0)=\($0.1)" }.joined(separator: "|")
    let request = APIRequest(
      method: .post, parameters: [("action", "options"), ("change", change)] + extra,
      token: .csrf)
    let (body, warnings) = try await client.perform(request, as: OptionsBody.self)
    return (body.options, warnings)
  }

  @Test func theNoPushWikiRefusesEveryPushWriteButStoresUserjsOptions() async throws {
    let account = try await wiki.freshAccount(on: [wiki.noPush])
    let client = try await wiki.loggedInClient(wiki.noPush, as: account)
    let before = try await client.loadAccount().options
    #expect(before[Self.mention] == .bool(true))
    #expect(before[Self.userPage] == .bool(true))
    let (result, warnings) = try await change(
      [(Self.mention, "0"), (Self.userPage, "0"), ("userjs-testmarker", "1")], with: client)
    #expect(result == "success")
    #expect(warnings.map(\.code) == ["validationfailed", "validationfailed"])
    #expect(warnings.allSatisfy { $0.module == "options" })
    let back = try await wiki.readOptions(of: account, on: wiki.noPush)
    #expect(back[Self.mention] == .bool(true))
    #expect(back[Self.userPage] == .bool(true))
    #expect(back["userjs-testmarker"] == .string("1"))
  }

  @Test func aGlobalOptionReadsBackEverywhereAndAPlainWriteOfItIsIgnored() async throws {
    let account = try await wiki.freshAccount()
    try await wiki.setGlobalPreferences([(Self.mention, "0")], of: account, on: wiki.de)
    #expect(try await wiki.readGlobalPreferences(of: account) == [Self.mention: "0"])
    #expect(try await wiki.readOptions(of: account, on: wiki.en)[Self.mention] == .int(0))
    let client = try await wiki.loggedInClient(wiki.en, as: account)
    let (result, warnings) = try await change(
      [(Self.mention, "1"), (Self.reverted, "0")], with: client)
    #expect(result == "success")
    #expect(warnings.map(\.code) == ["global-option-ignored"])
    #expect(warnings.first?.text.contains("\"\(Self.mention)\"") == true)
    let en = try await wiki.readOptions(of: account, on: wiki.en)
    #expect(en[Self.mention] == .int(0))
    #expect(en[Self.reverted] == .string(""))
    let de = try await wiki.readOptions(of: account, on: wiki.de)
    #expect(de[Self.mention] == .int(0))
    #expect(de[Self.reverted] == .bool(true))
  }

  @Test func globalUpdateChangesTheGlobalValueOnEveryWiki() async throws {
    let account = try await wiki.freshAccount()
    try await wiki.setGlobalPreferences(
      [(Self.mention, "0"), (Self.reverted, "0")], of: account)
    let client = try await wiki.loggedInClient(wiki.de, as: account)
    let (result, warnings) = try await change(
      [(Self.mention, "1")], extra: [("global", "update")], with: client)
    #expect(result == "success")
    #expect(warnings.isEmpty)
    // Back to the default: the global value is gone, so every wiki reads the default again.
    #expect(try await wiki.readGlobalPreferences(of: account) == [Self.reverted: "0"])
    for site in [wiki.en, wiki.de] {
      let back = try await wiki.readOptions(of: account, on: site)
      #expect(back[Self.mention] == .bool(true))
      #expect(back[Self.reverted] == .int(0))
    }
  }

  @Test func globalOverrideSetsALocalExceptionOnThatWikiOnly() async throws {
    let account = try await wiki.freshAccount()
    try await wiki.setGlobalPreferences([(Self.mention, "0")], of: account)
    let client = try await wiki.loggedInClient(wiki.en, as: account)
    let (_, warnings) = try await change(
      [(Self.mention, "1")], extra: [("global", "override")], with: client)
    #expect(warnings.isEmpty)
    #expect(try await wiki.readOptions(of: account, on: wiki.en)[Self.mention] == .bool(true))
    #expect(try await wiki.readOptions(of: account, on: wiki.de)[Self.mention] == .int(0))
    #expect(try await wiki.readGlobalPreferences(of: account) == [Self.mention: "0"])
  }

  @Test func oneSubscriptionStoreForAllWikisKeepingTheNewestTenPerAccount() async throws {
    let account = try await wiki.freshAccount()
    let en = try await wiki.loggedInClient(wiki.en, as: account)
    let tokens = (0..<11).map { index in
      String(format: "%02d", index) + UUID().uuidString.replacingOccurrences(of: "-", with: "")
    }
    for token in tokens {
      #expect(try await en.createPushSubscription(deviceToken: token, topic: "t") == .created)
    }
    // Echo drops the oldest beyond $wgEchoPushMaxSubscriptionsPerUser (10, as configured).
    #expect(
      try await wiki.storedSubscriptions(of: account.name).map(\.token) == Array(tokens.dropFirst())
    )
    // A token created on en is deleted from de: both wikis use the one shared store.
    let de = try await wiki.loggedInClient(wiki.de, as: account)
    #expect(try await de.deletePushSubscriptions(deviceTokens: [tokens[10]]) == .deleted)
    #expect(
      try await wiki.storedSubscriptions(of: account.name).map(\.token) == Array(tokens[1..<10]))
  }
}
