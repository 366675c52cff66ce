import Foundation
import MediaWikiAPI
import TestSupport
import Testing

@testable import NotificationSettings

/// The live client's mute lists on scripted answers: what each step sends, and what it makes of
/// an answer the live wikis do not give on demand.
@Suite("Live client: the mute lists on scripted answers")
struct LiveMutingClientTests {
  static let api = URL(string: "http://127.0.0.1:18081/api.php")!

  /// The account read, with both lists holding an id.
  static let account = ScriptedTransport.Answer.json(
    #"{"batchcomplete":true,"query":{"userinfo":{"id":7,"name":"Reader","options":{"echo-subscriptions-push-mention":1,"echo-notifications-blacklist":"2","echo-notifications-page-linked-title-muted-list":"11"}},"tokens":{"csrftoken":"c0ffee+\\"}}}"#
  )

  static func client(_ transport: ScriptedTransport) -> WikiClient {
    let client = MediaWikiClient(apiURL: api, userAgent: "Tests/1.0 (test)", transport: transport)
    return .live(sessions: WikiSessions { _ in client })
  }

  @Test func theReadNamesBothListsInOneMoreRequest() async throws {
    let transport = ScriptedTransport([
      Self.account,
      .json(
        #"{"batchcomplete":true,"query":{"globalusers":[{"centralid":2,"name":"Bob"}],"pages":[{"pageid":11,"ns":0,"title":"P1"}]}}"#
      ),
    ])
    let snapshot = try await Self.client(transport).load("en")
    #expect(transport.parameters.count == 2)
    #expect(transport.parameters.last?["guscentralids"] == "2")
    #expect(transport.parameters.last?["pageids"] == "11")
    #expect(
      snapshot.muted
        == MutedLists(
          users: MutedList(kind: .users, entries: [MutedEntry(id: 2, name: "Bob")]),
          pages: MutedList(kind: .pages, entries: [MutedEntry(id: 11, name: "P1")])))
  }

  /// The names are what the screen shows, not what mutes: when they cannot be read, the read
  /// still succeeds and the entries show their ids.
  @Test func namesThatCannotBeReadLeaveTheEntriesUnnamed() async throws {
    let transport = ScriptedTransport([
      Self.account, .failure(.notSent(detail: "offline")),
    ])
    let snapshot = try await Self.client(transport).load("en")
    #expect(snapshot.muted?.users.entries == [MutedEntry(id: 2, name: nil)])
    #expect(snapshot.muted?.pages.entries == [MutedEntry(id: 11, name: nil)])
    #expect(snapshot.values[.mention] == true)
  }

  /// Echo's module takes names: a local entry the wiki no longer names cannot be removed with
  /// it, and nothing is sent.
  @Test func aLocalEntryWithoutANameIsNotSent() async throws {
    let transport = ScriptedTransport([])
    let write = MuteWrite(
      userName: "Reader", change: .unmute(.pages, [MutedEntry(id: 11, name: nil)]),
      isGlobal: false, idsAsRead: [11])
    await #expect(
      throws: WikiFailure.apiError(
        code: "unnamed-entry", info: "an entry the wiki no longer names")
    ) {
      _ = try await Self.client(transport).mute("en", write)
    }
    #expect(transport.parameters.isEmpty)
  }

  /// A local unmute is one `action=echomute` naming the entry, only on the account.
  @Test func aLocalUnmuteIsOneEchoMute() async throws {
    let transport = ScriptedTransport([
      Self.account,
      .json(
        #"{"batchcomplete":true,"query":{"pages":[{"pageid":11,"ns":0,"title":"P1"}],"globalusers":[{"centralid":2,"name":"Bob"}]}}"#
      ),
      .json(#"{"echomute":"success"}"#),
    ])
    let wiki = Self.client(transport)
    _ = try await wiki.load("en")
    let write = MuteWrite(
      userName: "Reader", change: .unmute(.pages, [MutedEntry(id: 11, name: "P1")]),
      isGlobal: false, idsAsRead: [11])
    let outcome = try await wiki.mute("en", write)
    #expect(outcome == .written([MutedEntry(id: 11, name: "P1")], changedSinceRead: false))
    let sent = try #require(transport.parameters.last)
    #expect(sent["action"] == "echomute" && sent["type"] == "page-linked-title")
    #expect(sent["unmute"] == "P1" && sent["mute"] == nil && sent["assertuser"] == "Reader")
    #expect(transport.isExhausted)
  }
}
