import Foundation
import MediaWikiAPI
import NotificationSettings
import TestSupport
import Testing

/// `mute`, `unmute` and the lists in `status`: the built binary against the real test wikis,
/// every change read back from the server.
// Serialized: the wikis keep their data in SQLite (see EndToEndTests).
@Suite("wiki-notifications mute and unmute on the real test wikis", .serialized)
struct MuteEndToEndTests {
  let wiki: TestWiki
  init() throws { wiki = try TestWiki.load() }

  /// The muted-users list the server holds for `account` on en.
  func mutedUsers(_ account: TestWiki.Account) async throws -> [Int] {
    let value = try await wiki.readOptions(of: account, on: wiki.en)[MuteListKind.users.optionName]
    return MuteList(kind: .users, value: value, isGlobal: false).ids
  }

  @Test func muteThenUnmuteAnAccountAndStatusListsIt() async throws {
    let account = try await wiki.freshAccount(prefix: "Climute")
    let sandbox = try Sandbox()
    try sandbox.writeConfig(for: wiki)
    let environment = sandbox.environment(account)

    let muted = try await Tool.binary(["mute", wiki.otherUser], environment)
    #expect(muted.status == 0, "\(muted)")
    #expect(
      muted.out == "Muted users (this wiki only): 1 muted\n  \(wiki.otherUser)\n", "\(muted)")
    #expect(muted.err.contains("Muted \(wiki.otherUser)."), "\(muted)")
    let ids = try await mutedUsers(account)
    #expect(ids.count == 1)
    // Not in the global preferences, so this wiki's own (a global write would replace every
    // other wiki's list): de keeps its own, empty.
    let de = try await wiki.readOptions(of: account, on: wiki.de)[MuteListKind.users.optionName]
    #expect(MuteList(kind: .users, value: de, isGlobal: false).ids == [])

    let status = try await Tool.binary(["status"], environment)
    #expect(status.status == 0, "\(status)")
    #expect(
      status.out.contains("\nMuted users (this wiki only): 1 muted\n  \(wiki.otherUser)\n"))
    #expect(status.out.hasSuffix("Muted pages (page links) (this wiki only): None\n"), "\(status)")
    let json = try await Tool.binary(["status", "--json"], environment)
    #expect(json.status == 0, "\(json)")
    #expect(
      json.out.contains(
        "\"muted\":{\"pages\":{\"entries\":[],\"scope\":\"local\"},"
          + "\"users\":{\"entries\":[{\"id\":\(ids[0]),\"name\":\"\(wiki.otherUser)\"}],"
          + "\"scope\":\"local\"}}"), "\(json)")

    // Lower case and underscores name the same account.
    let name = wiki.otherUser.prefix(1).lowercased() + wiki.otherUser.dropFirst()
    let unmuted = try await Tool.binary(
      ["unmute", name.replacingOccurrences(of: " ", with: "_")], environment)
    #expect(unmuted.status == 0, "\(unmuted)")
    #expect(unmuted.out == "Muted users (this wiki only): None\n", "\(unmuted)")
    #expect(try await mutedUsers(account) == [])
  }

  @Test func anUnknownNameTheOwnNameAndANameNotOnTheListWriteNothing() async throws {
    let account = try await wiki.freshAccount(prefix: "Climuteno")
    let sandbox = try Sandbox()
    try sandbox.writeConfig(for: wiki)
    let environment = sandbox.environment(account)
    let nobody = "Nobody cli \(UUID().uuidString.prefix(8))"
    let unknown = try await Tool.binary(["mute", nobody], environment)
    #expect(unknown.status == 1, "\(unknown)")
    #expect(unknown.err.contains("There is no account named \(nobody). Nothing was muted."))
    let own = try await Tool.binary(["mute", account.name], environment)
    #expect(own.status == 1, "\(own)")
    #expect(own.err.contains("You can't mute your own account. Nothing was muted."))
    let notOnList = try await Tool.binary(["unmute", wiki.otherUser], environment)
    #expect(notOnList.status == 1, "\(notOnList)")
    #expect(notOnList.err.contains("\(wiki.otherUser) is not on the list"))
    #expect(try await mutedUsers(account) == [])
    let usage = try await Tool.binary(["mute"], environment)
    #expect(usage.status == 2, "\(usage)")
  }

  @Test func aPageIsMutedOnThisWikiOnly() async throws {
    let account = try await wiki.freshAccount(prefix: "Climutepage")
    let sandbox = try Sandbox()
    try sandbox.writeConfig(for: wiki)
    let environment = sandbox.environment(account)
    let title = "Mute cli page \(account.name)"
    let client = try await wiki.loggedInClient(wiki.en, as: account)
    try await wiki.edit(title, text: "A page.", using: client)
    let muted = try await Tool.binary(["mute", "--page", title], environment)
    #expect(muted.status == 0, "\(muted)")
    #expect(muted.out == "Muted pages (page links) (this wiki only): 1 muted\n  \(title)\n")
    let en = try await wiki.readOptions(of: account, on: wiki.en)[MuteListKind.pages.optionName]
    #expect(MuteList(kind: .pages, value: en, isGlobal: false).ids.count == 1)
    let de = try await wiki.readOptions(of: account, on: wiki.de)[MuteListKind.pages.optionName]
    #expect(MuteList(kind: .pages, value: de, isGlobal: false).ids == [])
    let unmuted = try await Tool.binary(["unmute", "--page", title], environment)
    #expect(unmuted.status == 0, "\(unmuted)")
    let after = try await wiki.readOptions(of: account, on: wiki.en)[MuteListKind.pages.optionName]
    #expect(MuteList(kind: .pages, value: after, isGlobal: false).ids == [])
  }
}
