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

  /// The account read again, the pages list holding `pages` (one a line).
  static func accountAgain(pages: String) -> ScriptedTransport.Answer {
    .json(
      #"{"batchcomplete":true,"query":{"userinfo":{"id":7,"name":"Reader","options":{"echo-subscriptions-push-mention":1,"echo-notifications-blacklist":"2","echo-notifications-page-linked-title-muted-list":""#
        + pages + #""}},"tokens":{"csrftoken":"c0ffee+\\"}}}"#)
  }

  /// The names of both lists, as the read asks them.
  static let names = ScriptedTransport.Answer.json(
    #"{"batchcomplete":true,"query":{"pages":[{"pageid":11,"ns":0,"title":"P1"}],"globalusers":[{"centralid":2,"name":"Bob"}]}}"#
  )

  /// A local unmute is one `action=echomute` naming the entry, only on the account, and a read
  /// of the list that finds it gone (Echo answers `success` even when it skips a name).
  @Test func aLocalUnmuteIsOneEchoMuteReadBack() async throws {
    let transport = ScriptedTransport([
      Self.account, Self.names, .json(#"{"echomute":"success"}"#), Self.accountAgain(pages: ""),
    ])
    let wiki = Self.client(transport)
    _ = try await wiki.load("en")
    let write = MuteWrite(
      userName: "Reader", change: .unmute(.pages, [MutedEntry(id: 11, name: "P1")]),
      isGlobal: false, idsAsRead: [11])
    let outcome = try await wiki.mute("en", write)
    #expect(outcome == .written([MutedEntry(id: 11, name: "P1")], changedSinceRead: false))
    let sent = transport.parameters[2]
    #expect(sent["action"] == "echomute" && sent["type"] == "page-linked-title")
    #expect(sent["unmute"] == "P1" && sent["mute"] == nil && sent["assertuser"] == "Reader")
    #expect(transport.parameters[3]["meta"]?.hasPrefix("userinfo") == true)
    #expect(transport.isExhausted)
  }

  /// A page moved since the read: Echo skips its old title and answers `success`; the read back
  /// finds it held, names it afresh by its id, and removes it by its new title, said by it.
  @Test func aLocalUnmuteOfAMovedPageRemovesItByItsNewTitle() async throws {
    let transport = ScriptedTransport([
      Self.account, Self.names, .json(#"{"echomute":"success"}"#), Self.accountAgain(pages: "11"),
      .json(
        #"{"batchcomplete":true,"query":{"pages":[{"pageid":11,"ns":0,"title":"P1 moved"}]}}"#),
      .json(#"{"echomute":"success"}"#), Self.accountAgain(pages: ""),
    ])
    let wiki = Self.client(transport)
    _ = try await wiki.load("en")
    let write = MuteWrite(
      userName: "Reader", change: .unmute(.pages, [MutedEntry(id: 11, name: "P1")]),
      isGlobal: false, idsAsRead: [11])
    let outcome = try await wiki.mute("en", write)
    #expect(outcome == .written([MutedEntry(id: 11, name: "P1 moved")], changedSinceRead: false))
    #expect(transport.parameters[4]["pageids"] == "11")
    #expect(transport.parameters[5]["action"] == "echomute")
    #expect(transport.parameters[5]["unmute"] == "P1 moved")
    #expect(transport.isExhausted)
  }

  /// An entry the wiki still holds after the removal (its name unchanged, so Echo's skip has
  /// another cause) is not said "unmuted": the removal fails, nothing changed.
  @Test func aLocalUnmuteTheWikiSkipsFails() async throws {
    let transport = ScriptedTransport([
      Self.account, Self.names, .json(#"{"echomute":"success"}"#), Self.accountAgain(pages: "11"),
      .json(#"{"batchcomplete":true,"query":{"pages":[{"pageid":11,"ns":0,"title":"P1"}]}}"#),
    ])
    let wiki = Self.client(transport)
    _ = try await wiki.load("en")
    let write = MuteWrite(
      userName: "Reader", change: .unmute(.pages, [MutedEntry(id: 11, name: "P1")]),
      isGlobal: false, idsAsRead: [11])
    await #expect(
      throws: WikiFailure.apiError(
        code: "unmute-skipped", info: "the wiki still holds every entry")
    ) {
      _ = try await wiki.mute("en", write)
    }
    #expect(transport.isExhausted)
  }

  /// Of two entries, the one removed is written and the one still held is not: the screen reads
  /// the list again rather than say it unmuted.
  @Test func aLocalUnmutePartlySkippedWritesOnlyWhatWasRemoved() async throws {
    let transport = ScriptedTransport([
      Self.account, Self.names, .json(#"{"echomute":"success"}"#),
      Self.accountAgain(pages: "12"),
      .json(#"{"batchcomplete":true,"query":{"pages":[{"pageid":12,"ns":0,"title":"P2"}]}}"#),
    ])
    let wiki = Self.client(transport)
    _ = try await wiki.load("en")
    let write = MuteWrite(
      userName: "Reader",
      change: .unmute(.pages, [MutedEntry(id: 11, name: "P1"), MutedEntry(id: 12, name: "P2")]),
      isGlobal: false, idsAsRead: [11, 12])
    let outcome = try await wiki.mute("en", write)
    #expect(outcome == .written([MutedEntry(id: 11, name: "P1")], changedSinceRead: true))
    #expect(transport.parameters[2]["unmute"] == "P1|P2")
    #expect(transport.isExhausted)
  }

  /// A read back that fails after the wiki answered the removal leaves its outcome unknown.
  @Test func aLocalUnmuteWhoseReadBackFailsIsOfUnknownOutcome() async throws {
    let transport = ScriptedTransport([
      Self.account, Self.names, .json(#"{"echomute":"success"}"#),
      .failure(.notSent(detail: "offline")),
    ])
    let wiki = Self.client(transport)
    _ = try await wiki.load("en")
    let write = MuteWrite(
      userName: "Reader", change: .unmute(.pages, [MutedEntry(id: 11, name: "P1")]),
      isGlobal: false, idsAsRead: [11])
    let error = await #expect(throws: WikiFailure.self) {
      _ = try await wiki.mute("en", write)
    }
    #expect(
      error
        == .outcomeUnknown(
          detail:
            "the removal was answered; reading it back failed: unreachable(detail: \"offline\")"
        ))
    #expect(transport.isExhausted)
  }

  /// Where choices are global but the accounts list is not in the global preferences, the list
  /// is this wiki's own: a global write would replace every other wiki's list.
  @Test func aListNotYetGlobalStaysLocalWhereChoicesAreGlobal() async throws {
    let transport = ScriptedTransport([
      .json(
        #"{"batchcomplete":true,"query":{"userinfo":{"id":7,"name":"Reader","options":{"echo-subscriptions-push-mention":1,"echo-notifications-blacklist":"2"}},"tokens":{"csrftoken":"c0ffee+\\"},"globalpreferences":{"preferences":{"echo-subscriptions-push-mention":1}}}}"#
      ),
      .json(
        #"{"batchcomplete":true,"query":{"globalusers":[{"centralid":2,"name":"Bob"}]}}"#),
    ])
    let snapshot = try await Self.client(transport).load("en")
    #expect(snapshot.offersGlobalPreferences)
    #expect(
      snapshot.muted
        == MutedLists(
          users: MutedList(kind: .users, entries: [MutedEntry(id: 2, name: "Bob")]),
          pages: MutedList(kind: .pages)))
  }

  /// A list in the global preferences is global: written there, one list for every wiki.
  @Test func aListInTheGlobalPreferencesIsGlobal() async throws {
    let transport = ScriptedTransport([
      .json(
        #"{"batchcomplete":true,"query":{"userinfo":{"id":7,"name":"Reader","options":{"echo-subscriptions-push-mention":1,"echo-notifications-blacklist":"2"}},"tokens":{"csrftoken":"c0ffee+\\"},"globalpreferences":{"preferences":{"echo-notifications-blacklist":"2"}}}}"#
      ),
      .json(
        #"{"batchcomplete":true,"query":{"globalusers":[{"centralid":2,"name":"Bob"}]}}"#),
    ])
    let snapshot = try await Self.client(transport).load("en")
    #expect(
      snapshot.muted
        == MutedLists(
          users: MutedList(kind: .users, entries: [MutedEntry(id: 2, name: "Bob")], isGlobal: true),
          pages: MutedList(kind: .pages)))
  }
}
