import Foundation
import MediaWikiAPI
import MediaWikiURLSession
import TestSupport
import Testing

/// The API client against the real local wikis (`scripts/test-wiki start`), reading the
/// server back after every write. Each test that writes uses a fresh account of its own.
@Suite struct LiveWikiTests {
  let wiki: TestWiki
  init() throws { wiki = try TestWiki.load() }

  static let mention = "echo-subscriptions-push-mention"
  static let thanks = "echo-subscriptions-push-edit-thank"
  static let talk = "echo-subscriptions-push-edit-user-talk"
  /// The push categories MediaWiki 1.43's real Echo lists on the test wikis.
  static let offeredPushTypes = [
    "edit-user-talk", "edit-thank", "dt-subscription", "mention", "mention-failure",
    "mention-success", "article-linked", "login-fail", "login-success", "user-rights", "reverted",
    "emailuser", "thank-you-edit", "edit-user-page", "dt-subscription-archiving", "system",
    "system-noemail", "system-emailonly", "other",
  ]

  @Test func mainAccountLoginPassesAndAWrongPasswordFails() async throws {
    let client = wiki.client(wiki.en)
    let wrong = try await client.clientLogin(username: wiki.user, password: "not-the-password")
    guard case .failed(let code, let message) = wrong else {
      Issue.record("\(wrong)")
      return
    }
    #expect(code == "wrongpassword")
    #expect(!message.isEmpty)
    #expect(await client.userName == nil)
    #expect(
      try await client.clientLogin(username: wiki.user, password: wiki.password)
        == .success(userName: wiki.user))
    let info = try await client.loadAccount()
    #expect(info.name == wiki.user)
    #expect(!info.isAnonymous)
  }

  @Test func botPasswordLoginPassesAndAWrongOneFails() async throws {
    let client = wiki.client(wiki.de)
    let wrong = try await client.login(
      botUser: wiki.botUser, password: "0123456789abcdef0123456789abcdef")
    guard case .failed = wrong else {
      Issue.record("\(wrong)")
      return
    }
    #expect(
      try await client.login(botUser: wiki.botUser, password: wiki.botPassword)
        == .success(userName: wiki.user))
    #expect(try await client.loadAccount().name == wiki.user)
  }

  @Test func loadIsOneRoundTripWithOptionsAndToken() async throws {
    let account = try await wiki.freshAccount(on: [wiki.en])
    let transport = RecordingTransport()
    let client = try await wiki.loggedInClient(wiki.en, as: account, transport: transport)
    transport.reset()
    let info = try await client.loadAccount()
    #expect(transport.count == 1)
    #expect(info.name == account.name)
    // Echo's defaults on a fresh account: on, except the three that are off.
    #expect(info.options[Self.mention]?.isOn == true)
    #expect(info.options["echo-subscriptions-push-article-linked"]?.isOn == false)
    #expect(info.options["echo-subscriptions-push-mention-failure"]?.isOn == false)
    // What the real Echo (with Thanks, LoginNotify, DiscussionTools) registers: 13 of the spec's
    // 16, two more types, and Echo's four categories that cannot be set.
    #expect(
      Set(info.options.keys.filter { $0.hasPrefix("echo-subscriptions-push-") })
        == Set(Self.offeredPushTypes.map { "echo-subscriptions-push-\($0)" }))
    // The token came with the read: the next write is one round trip.
    transport.reset()
    let result = try await client.setOptions(
      [(Self.mention, false), (Self.thanks, false)], assertUser: account.name)
    #expect(result.allStored)
    #expect(transport.requests.map(\.action) == ["options"])
    let back = try await wiki.readOptions(of: account, on: wiki.en)
    #expect(back[Self.mention]?.isOn == false)
    #expect(back[Self.thanks]?.isOn == false)
    #expect(back[Self.talk]?.isOn == true)
  }

  @Test func writeThenReadBackAndEnLeavesDeUntouched() async throws {
    let account = try await wiki.freshAccount()
    let client = try await wiki.loggedInClient(wiki.en, as: account)
    _ = try await client.setOptions(
      [(Self.talk, false), (Self.mention, false)], assertUser: account.name)
    _ = try await client.setOptions([(Self.mention, true)], assertUser: account.name)
    let en = try await wiki.readOptions(of: account, on: wiki.en)
    #expect(en[Self.talk]?.isOn == false)
    #expect(en[Self.mention]?.isOn == true)
    let de = try await wiki.readOptions(of: account, on: wiki.de)
    #expect(de[Self.talk] == .bool(true))
    #expect(de[Self.mention] == .bool(true))
  }

  @Test func badTokenIsRecoveredWithOneFreshTokenOnTheRealWiki() async throws {
    let account = try await wiki.freshAccount(on: [wiki.en])
    let spoiler = FaultyTransport(seed: 1, rate: 0)
    let transport = RecordingTransport(base: spoiler)
    let client = try await wiki.loggedInClient(wiki.en, as: account, transport: transport)
    _ = try await client.loadAccount()
    spoiler.spoilNextToken()
    transport.reset()
    let result = try await client.setOptions([(Self.mention, false)], assertUser: account.name)
    #expect(result.allStored)
    #expect(transport.requests.map(\.action) == ["options", "query", "options"])
    #expect(spoiler.faultCounts == [.staleToken: 1])
    #expect(try await wiki.readOptions(of: account, on: wiki.en)[Self.mention]?.isOn == false)
  }

  @Test func anonymousWriteIsNotLoggedInAndNothingChanges() async throws {
    let account = try await wiki.freshAccount(on: [wiki.en])
    let before = try await wiki.readOptions(of: account, on: wiki.en)
    let client = wiki.client(wiki.en)
    let info = try await client.loadAccount()
    #expect(info.isAnonymous)
    let error = await #expect(throws: APIError.self) {
      try await client.setOptions([(Self.mention, false)], assertUser: account.name)
    }
    #expect(error?.isNotLoggedIn == true)
    #expect(error?.isDefinite == true)
    // The account the write named reads back as before, with its mention push still on.
    let after = try await wiki.readOptions(of: account, on: wiki.en)
    #expect(after[Self.mention]?.isOn == true)
    #expect(after == before)
  }

  @Test func aSessionOfAnotherAccountCannotReceiveTheWrite() async throws {
    let first = try await wiki.freshAccount(on: [wiki.en])
    let second = try await wiki.freshAccount(on: [wiki.en])
    let client = try await wiki.loggedInClient(wiki.en, as: second)
    let error = await #expect(throws: APIError.self) {
      try await client.setOptions([(Self.mention, false)], assertUser: first.name)
    }
    #expect(error?.code == .assertNamedUserFailed)
    #expect(try await wiki.readOptions(of: first, on: wiki.en)[Self.mention] == .bool(true))
    #expect(try await wiki.readOptions(of: second, on: wiki.en)[Self.mention] == .bool(true))
  }

  @Test func anUnknownOptionIsAFailureOfThatKeyAndIsNotSaved() async throws {
    let account = try await wiki.freshAccount(on: [wiki.en])
    let client = try await wiki.loggedInClient(wiki.en, as: account)
    let bogus = "echo-subscriptions-push-no-such-category"
    let result = try await client.setOptions(
      [(Self.mention, false), (bogus, true)], assertUser: account.name)
    #expect(Set(result.rejected.keys) == [bogus])
    let back = try await wiki.readOptions(of: account, on: wiki.en)
    #expect(back[bogus] == nil)
    #expect(back[Self.mention]?.isOn == false)
  }

  @Test func pushSubscriptionLifecycleReadBackFromTheServer() async throws {
    let account = try await wiki.freshAccount()
    let en = try await wiki.loggedInClient(wiki.en, as: account)
    let token = "c0ffee" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
    #expect(
      try await en.createPushSubscription(deviceToken: token, topic: "org.wikimedia.wikipedia")
        == .created)
    #expect(
      try await wiki.storedSubscriptions(of: account.name)
        == [
          TestWiki.StoredSubscription(
            provider: "apns", token: token, topic: "org.wikimedia.wikipedia")
        ])
    #expect(
      try await en.createPushSubscription(deviceToken: token, topic: "org.wikimedia.wikipedia")
        == .tokenExists)
    // Subscriptions are global: the same token on the German wiki already exists.
    let de = try await wiki.loggedInClient(wiki.de, as: account)
    #expect(
      try await de.createPushSubscription(deviceToken: token, topic: "org.wikimedia.wikipedia")
        == .tokenExists)
    #expect(try await en.deletePushSubscriptions(deviceTokens: [token]) == .deleted)
    #expect(try await wiki.storedSubscriptions(of: account.name) == [])
    #expect(try await en.deletePushSubscriptions(deviceTokens: [token]) == .notFound)
  }

  @Test func aTokenHeldByAnotherAccountExistsButCannotBeDeletedFromHere() async throws {
    let holder = try await wiki.freshAccount(on: [wiki.en])
    let other = try await wiki.freshAccount(on: [wiki.en])
    let token = "beef" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
    let holderClient = try await wiki.loggedInClient(wiki.en, as: holder)
    #expect(
      try await holderClient.createPushSubscription(deviceToken: token, topic: "t") == .created)
    let otherClient = try await wiki.loggedInClient(wiki.en, as: other)
    #expect(
      try await otherClient.createPushSubscription(deviceToken: token, topic: "t") == .tokenExists)
    #expect(try await otherClient.deletePushSubscriptions(deviceTokens: [token]) == .notFound)
    #expect(try await wiki.storedSubscriptions(of: holder.name).map(\.token) == [token])
    #expect(try await wiki.storedSubscriptions(of: other.name) == [])
  }

  @Test func aSubscriptionCannotLandOnAnAccountThatSwappedInBehindTheSession() async throws {
    let mine = try await wiki.freshAccount(on: [wiki.en])
    let other = try await wiki.freshAccount(on: [wiki.en])
    // A client that believes it is `mine` but carries `other`'s session cookies.
    let otherCookies = try await wiki.loggedInClient(wiki.en, as: other).savedSession.cookies
    let swapped = MediaWikiClient(
      apiURL: wiki.en.apiURL, userAgent: TestWiki.userAgent,
      transport: TestWiki.liveTransport(timeout: 30),
      session: SavedSession(cookies: otherCookies, userName: mine.name))
    let token = "ab5e" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
    let error = await #expect(throws: APIError.self) {
      try await swapped.createPushSubscription(deviceToken: token, topic: "t")
    }
    #expect(error?.code == .assertNamedUserFailed)
    #expect(try await wiki.storedSubscriptions(of: mine.name) == [])
    #expect(try await wiki.storedSubscriptions(of: other.name) == [])
  }

  @Test func aBotPasswordCannotSubscribeButCanWriteOptions() async throws {
    let client = wiki.client(wiki.en)
    #expect(
      try await client.login(botUser: wiki.botUser, password: wiki.botPassword)
        == .success(userName: wiki.user))
    let error = await #expect(throws: APIError.self) {
      try await client.createPushSubscription(deviceToken: "abcdef012345", topic: "t")
    }
    #expect(error?.code == .permissionDenied)
    // Options are writable with editmyoptions. The shared account's push options are global
    // preferences by now (a plain write of them is ignored), so the write flips an option of this
    // test's own that nothing reads, and a session of its own reads the server back.
    let marker = "userjs-wikinotifications-bot-password-write-test"
    let before = try await client.loadAccount().options
    let flipped = !(before[marker]?.isOn ?? false)
    #expect(try await client.setOptions([(marker, flipped)], assertUser: wiki.user).allStored)
    let reader = wiki.client(wiki.en)
    _ = try await reader.login(botUser: wiki.botUser, password: wiki.botPassword)
    let after = try await reader.loadAccount().options
    #expect(after[marker]?.isOn ?? false == flipped)
    #expect(after.filter { $0.key != marker } == before.filter { $0.key != marker })
  }

  @Test func logoutEndsTheSessionAndTheOldTokenNoLongerWorks() async throws {
    let account = try await wiki.freshAccount(on: [wiki.en])
    let client = try await wiki.loggedInClient(wiki.en, as: account)
    _ = try await client.loadAccount()
    let saved = await client.savedSession
    try await client.logout()
    #expect(await client.userName == nil)
    // A copy of the old session (cookies and all) is anonymous now.
    let stale = MediaWikiClient(
      apiURL: wiki.en.apiURL, userAgent: TestWiki.userAgent,
      transport: TestWiki.liveTransport(timeout: 30),
      session: saved)
    #expect(try await stale.loadAccount().isAnonymous)
  }

  @Test func urlSessionTransportTalksToTheWikiOverPlainHTTP() async throws {
    // URLSessionTransport is the Apple platforms' transport. On Linux, FoundationNetworking's
    // URLSession cannot be made to trust the test wikis' private certificate authority, so it
    // is tested here on the wiki's plain-http address (loopback, so a password may go there).
    let client = MediaWikiClient(
      apiURL: wiki.en.plainHTTPAPIURL, userAgent: TestWiki.userAgent,
      transport: URLSessionTransport(timeout: 30))
    #expect(try await client.loadAccount().isAnonymous)
    #expect(
      try await client.login(botUser: wiki.botUser, password: wiki.botPassword)
        == .success(userName: wiki.user))
    let account = try await client.loadAccount()
    #expect(account.name == wiki.user && !account.isAnonymous)
  }

  @Test func aDeadServerIsATransportErrorThatWasNotSent() async throws {
    // Port 9 (discard) on loopback: nothing listens there.
    let client = MediaWikiClient(
      apiURL: URL(string: "http://127.0.0.1:9/api.php")!, userAgent: TestWiki.userAgent,
      transport: URLSessionTransport(timeout: 5))
    let error = await #expect(throws: APIError.self) { try await client.loadAccount() }
    guard case .transport(.notSent)? = error else {
      Issue.record("expected notSent, got \(String(describing: error))")
      return
    }
  }
}
