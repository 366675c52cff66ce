import Foundation
import TestSupport
import Testing

@testable import MediaWikiAPI

/// Echo's mute lists on the real wikis (MediaWiki 1.43, the real Echo with
/// `$wgEchoPerUserBlacklist` as on Wikimedia, the real GlobalPreferences on en and de): every
/// mute and unmute is read back from the server, on both wikis where the list is global.
// Serialized: the wikis keep their data in SQLite, and parallel account creations queue on its
// lock for longer than a request may take.
@Suite("Mute lists on the real wikis", .serialized)
struct MuteListLiveTests {
  let wiki: TestWiki
  init() throws { wiki = try TestWiki.load() }

  static let usersOption = MuteListKind.users.optionName
  static let pagesOption = MuteListKind.pages.optionName

  /// The `kind` list as the server holds it for `account` on `site`, read with a fresh session.
  func storedList(_ kind: MuteListKind, of account: TestWiki.Account, on site: TestWiki.Site)
    async throws -> [Int]
  {
    let options = try await wiki.readOptions(of: account, on: site)
    return MuteList(kind: kind, value: options[kind.optionName], isGlobal: false).ids
  }

  /// `name`'s central id, as the wiki reports it (`list=users&usprop=centralids`).
  func centralID(of name: String, with client: MediaWikiClient) async throws -> Int {
    let (targets, _) = try await client.muteTargets(
      userNames: [name], pageTitles: [], ownName: nil)
    return try #require(targets.first?.id)
  }

  @Test func aLocalMuteOfOtherIsOneCheckAndOneWriteAndStaysOnThisWiki() async throws {
    let account = try await wiki.freshAccount()
    let transport = RecordingTransport()
    let client = try await wiki.loggedInClient(wiki.en, as: account, transport: transport)
    let info = try await client.loadAccount()
    let list = info.muteList(.users)
    #expect(list == MuteList(kind: .users, ids: [], isGlobal: false))
    let other = try await centralID(of: wiki.otherUser, with: client)
    transport.reset()

    let outcome = try await client.mute([wiki.otherUser], in: list, account: info)
    #expect(outcome == .written(MuteList(kind: .users, ids: [other], isGlobal: false)))
    #expect(transport.requests.map(\.action) == ["query", "echomute"])
    #expect(try await storedList(.users, of: account, on: wiki.en) == [other])
    #expect(try await storedList(.users, of: account, on: wiki.de) == [])

    // The list read again is named in one request.
    let again = try await client.loadAccount()
    transport.reset()
    let names = try await client.muteListNames(
      userIDs: again.muteList(.users).ids, pageIDs: again.muteList(.pages).ids)
    #expect(names == MuteListNames(found: [.user(name: wiki.otherUser, centralID: other)]))
    #expect(transport.count == 1)

    transport.reset()
    let unmuted = try await client.unmute(names.found, in: again.muteList(.users), account: again)
    #expect(unmuted == .written(MuteList(kind: .users, ids: [], isGlobal: false)))
    #expect(transport.requests.map(\.action) == ["echomute"])
    #expect(try await storedList(.users, of: account, on: wiki.en) == [])
  }

  @Test func aGlobalListMutesOtherOnEveryWikiAndEchoMuteCannotChangeIt() async throws {
    let account = try await wiki.freshAccount()
    // The list made global (empty) as on another wiki's Special:GlobalPreferences.
    try await wiki.setGlobalPreferences([(Self.usersOption, "")], of: account, on: wiki.de)
    let transport = RecordingTransport()
    let client = try await wiki.loggedInClient(wiki.en, as: account, transport: transport)
    let info = try await client.loadAccount()
    #expect(info.muteList(.users) == MuteList(kind: .users, ids: [], isGlobal: true))
    #expect(info.muteList(.pages).isGlobal == false)
    let other = try await centralID(of: wiki.otherUser, with: client)
    transport.reset()

    let outcome = try await client.mute([wiki.otherUser], in: info.muteList(.users), account: info)
    #expect(outcome == .written(MuteList(kind: .users, ids: [other], isGlobal: true)))
    #expect(transport.requests.map(\.action) == ["query", "globalpreferences"])
    #expect(try await wiki.readGlobalPreferences(of: account) == [Self.usersOption: "\(other)"])
    #expect(try await storedList(.users, of: account, on: wiki.en) == [other])
    #expect(try await storedList(.users, of: account, on: wiki.de) == [other])

    // Echo's own module answers success on a list held globally, and changes nothing.
    let (body, _) = try await client.perform(
      .echoMute(.users, mute: [], unmute: [wiki.otherUser], assertUser: account.name),
      as: EchoMuteBody.self)
    #expect(body.echomute == "success")
    #expect(try await storedList(.users, of: account, on: wiki.de) == [other])

    let again = try await client.loadAccount()
    let unmuted = try await client.unmute(
      [.user(name: wiki.otherUser, centralID: other)], in: again.muteList(.users),
      account: again)
    #expect(unmuted == .written(MuteList(kind: .users, ids: [], isGlobal: true)))
    #expect(try await wiki.readGlobalPreferences(of: account) == [Self.usersOption: ""])
    #expect(try await storedList(.users, of: account, on: wiki.en) == [])
    #expect(try await storedList(.users, of: account, on: wiki.de) == [])
  }

  @Test func aPageIsMutedAndUnmutedByTitle() async throws {
    let account = try await wiki.freshAccount()
    let client = try await wiki.loggedInClient(wiki.en, as: account)
    let info = try await client.loadAccount()
    let (targets, refusals) = try await client.muteTargets(
      userNames: [], pageTitles: ["Main Page"], ownName: nil)
    #expect(refusals.isEmpty)
    let page = try #require(targets.first)

    let outcome = try await client.mute(["Main Page"], in: info.muteList(.pages), account: info)
    #expect(outcome == .written(MuteList(kind: .pages, ids: [page.id], isGlobal: false)))
    #expect(try await storedList(.pages, of: account, on: wiki.en) == [page.id])
    #expect(try await storedList(.users, of: account, on: wiki.en) == [])
    let names = try await client.muteListNames(userIDs: [], pageIDs: [page.id])
    #expect(names.found == [.page(title: "Main Page", pageID: page.id)])

    let again = try await client.loadAccount()
    let unmuted = try await client.unmute(names.found, in: again.muteList(.pages), account: again)
    #expect(unmuted == .written(MuteList(kind: .pages, ids: [], isGlobal: false)))
    #expect(try await storedList(.pages, of: account, on: wiki.en) == [])
  }

  @Test func anUnknownNameAndTheOwnNameAreRefusedAndNothingIsWritten() async throws {
    let account = try await wiki.freshAccount()
    let transport = RecordingTransport()
    let client = try await wiki.loggedInClient(wiki.en, as: account, transport: transport)
    let info = try await client.loadAccount()
    let unknown = "No such account \(UUID().uuidString.prefix(8))"
    transport.reset()

    #expect(
      try await client.mute([unknown], in: info.muteList(.users), account: info)
        == .refused([.noSuchUser(unknown)]))
    // The wiki writes the name as it stores it: a lower-case first letter is the same account.
    let lowered = account.name.prefix(1).lowercased() + account.name.dropFirst()
    #expect(
      try await client.mute([lowered, wiki.otherUser], in: info.muteList(.users), account: info)
        == .refused([.ownAccount(account.name)]))
    #expect(
      try await client.mute(["No such page \(unknown)"], in: info.muteList(.pages), account: info)
        == .refused([.noSuchPage("No such page \(unknown)")]))
    #expect(transport.requests.map(\.action) == ["query", "query", "query"])
    #expect(try await storedList(.users, of: account, on: wiki.en) == [])
    #expect(try await storedList(.pages, of: account, on: wiki.en) == [])

    // Why the client checks: Echo's own module answers success to both, skips the unknown
    // name, and mutes the person's own account.
    for name in [unknown, account.name] {
      let (body, _) = try await client.perform(
        .echoMute(.users, mute: [name], unmute: [], assertUser: account.name),
        as: EchoMuteBody.self)
      #expect(body.echomute == "success")
    }
    let own = try await centralID(of: account.name, with: client)
    #expect(try await storedList(.users, of: account, on: wiki.en) == [own])
  }

  @Test func aTemporaryAccountIsRefusedBeforeAnyRequest() async throws {
    let transport = RecordingTransport()
    let (client, name) = try await wiki.temporaryAccountClient(wiki.en, transport: transport)
    let info = try await client.loadAccount()
    #expect(info.isTemporary && info.name == name)
    transport.reset()
    #expect(
      try await client.mute([wiki.otherUser], in: info.muteList(.users), account: info)
        == .refused([.temporaryAccount]))
    #expect(transport.count == 0)
  }
}
