import Foundation
import TestSupport
import Testing

@testable import MediaWikiAPI

/// What the real MediaWiki 1.43 (temporary accounts on, `$wgAutoCreateTempUser`) and the real
/// Echo do with a temporary account, made as a person makes one: an edit without an account.
/// These are the facts the package's handling rests on; every write is read back.
// Serialized: the wikis keep their data in SQLite, and parallel edits and account creations
// queue on its lock for longer than a request may take.
@Suite("A temporary account on the real wikis", .serialized)
struct TemporaryAccountLiveTests {
  let wiki: TestWiki
  init() throws { wiki = try TestWiki.load() }

  static let push = "echo-subscriptions-push-"

  /// The push options among `options`, as stored.
  func pushOptions(_ options: [String: OptionValue]) -> [String: OptionValue] {
    options.filter { $0.key.hasPrefix(Self.push) }
  }

  /// The edit makes the account and logs the session in to it; userinfo says `temp` and shows
  /// Echo's defaults; MediaWiki refuses to save its preferences (`notloggedin`), and nothing
  /// changes.
  @Test func anEditWithoutAnAccountMakesATemporaryAccountWhosePreferencesCannotBeSaved()
    async throws
  {
    let (client, name) = try await wiki.temporaryAccountClient(wiki.en)
    #expect(name.hasPrefix("~2"), "\(name)")
    let info = try await client.loadAccount()
    #expect(info.isTemporary && !info.isAnonymous && info.id > 0 && info.name == name)
    #expect(await client.userName == name)
    let before = pushOptions(info.options)
    #expect(before[Self.push + "mention"] == .bool(true))
    #expect(before[Self.push + "article-linked"] == .bool(false))

    let error = await #expect(throws: APIError.self) {
      try await client.setOptions([(Self.push + "mention", false)], assertUser: name)
    }
    #expect(error?.code == .notLoggedIn)
    #expect(pushOptions(try await client.loadAccount().options) == before)
  }

  /// Echo lets the temporary account's session subscribe a device (every default-on type would
  /// then reach it, with no way to choose): the reason the package never asks it to. The same
  /// session may delete its own subscription.
  @Test func echoSubscribesATemporaryAccountsDeviceAndLetsItDeleteItsOwn() async throws {
    let (client, name) = try await wiki.temporaryAccountClient(wiki.en)
    let token = "7e3b" + UUID().uuidString.replacingOccurrences(of: "-", with: "")
    let created = try await client.createPushSubscription(
      deviceToken: token, topic: "org.wikimedia.wikipedia")
    #expect(created == .created)
    #expect(
      try await wiki.storedSubscriptions(of: name) == [
        .init(provider: "apns", token: token, topic: "org.wikimedia.wikipedia")
      ])
    #expect(try await client.deletePushSubscriptions(deviceTokens: [token]) == .deleted)
    #expect(try await wiki.storedSubscriptions(of: name) == [])
  }

  /// Another account's subscription of the device's token: the temporary session's delete
  /// answers "not found" and the subscription stays (Echo deletes only the session's own), so
  /// only that account's next login on the device can remove it.
  @Test func aTemporarySessionCannotDeleteAnotherAccountsSubscription() async throws {
    let account = try await wiki.freshAccount(prefix: "Tmp", on: [wiki.en])
    let owner = try await wiki.loggedInClient(wiki.en, as: account)
    let token = "7e3c" + UUID().uuidString.replacingOccurrences(of: "-", with: "")
    #expect(
      try await owner.createPushSubscription(deviceToken: token, topic: "org.wikimedia.wikipedia")
        == .created)
    let (temporary, name) = try await wiki.temporaryAccountClient(wiki.en)
    #expect(try await temporary.deletePushSubscriptions(deviceTokens: [token]) == .notFound)
    // Asserting the other account from the temporary session: refused.
    let error = await #expect(throws: APIError.self) {
      try await temporary.deletePushSubscriptions(deviceTokens: [token], assertUser: account.name)
    }
    #expect(error?.isNotLoggedIn == true)
    #expect(try await wiki.storedSubscriptions(of: account.name).map(\.token) == [token])
    #expect(try await wiki.storedSubscriptions(of: name) == [])
    #expect(try await owner.deletePushSubscriptions(deviceTokens: [token]) == .deleted)
  }
}
