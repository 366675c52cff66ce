import Foundation
import MediaWikiAPI
import NotificationSettings
import TestSupport
import Testing

/// What reaches a device, decided through the tool and the app's store on the real `en` wiki:
/// the tool's `enable`/`disable` on en gate a type's events on `de`, another wiki of the
/// account, like the screen's switch (the choice is a global preference); the tool's `unsubscribe`
/// and the store's logout stop every push to that device, while the account's other device and
/// another account keep theirs. Pushes are read from the push recorder by device token.
@Suite("Pushes to devices, through the tool, on the real test wikis")
@MainActor
struct PushDeliveryToolTests {
  let wiki: TestWiki
  init() throws { wiki = try TestWiki.load() }

  static let topic = "org.wikimedia.wikipedia"

  /// A fresh account on `sites` (en first), its welcome sent on each (its push was queued before
  /// any device existed), and a session of it on the last one that reads its notifications.
  func freshAccount(_ prefix: String, on sites: [TestWiki.Site]? = nil) async throws -> (
    TestWiki.Account, MediaWikiClient
  ) {
    let sites = sites ?? [wiki.en]
    let account = try await wiki.freshAccount(prefix: prefix, on: sites)
    var reader: MediaWikiClient?
    for site in sites {
      reader = try await wiki.loggedInClient(site, as: account)
      try await EchoWitness.notification("welcome", readBy: reader!).wait(after: [])
      try await wiki.runJobs(on: site)
    }
    return (account, reader!)
  }

  func run(_ arguments: [String], as account: TestWiki.Account, in sandbox: Sandbox) async
    -> ToolRun
  {
    await Tool.inProcess(arguments, sandbox.environment(account))
  }

  @Test func theToolsEnableAndDisableOnEnDecideWhatReachesADeviceFromDe() async throws {
    let (account, reader) = try await freshAccount("PushCli", on: [wiki.en, wiki.de])
    let sandbox = try Sandbox()
    try sandbox.writeConfig(for: wiki)
    let token = PushTestDevice.newToken()

    // Every type off first (a one-shot command resets nothing at a first login). Then the
    // device.
    let off = await run(["disable", "all"], as: account, in: sandbox)
    #expect(off.status == 0, "\(off)")
    let subscribed = await run(
      ["subscribe", "--token", token, "--topic", Self.topic], as: account, in: sandbox)
    #expect(subscribed.status == 0, "\(subscribed)")
    #expect(
      try await wiki.storedSubscriptions(of: account.name)
        == [TestWiki.StoredSubscription(provider: "apns", token: token, topic: Self.topic)])
    let offered = values(try await reader.loadAccount(titles: .none).options)
    #expect(!offered.isEmpty && offered.values.allSatisfy { $0 == false }, "\(offered)")

    let (wiki, failedLogin) = (wiki, EchoWitness.notification("login-fail-new", readBy: reader))
    func pushesOfAFailedLogin() async throws -> [PushSummary] {
      try await wiki.pushes(to: token, witnessedBy: failedLogin, on: wiki.de) {
        let result = try await wiki.logIn(
          account, password: "not the password", from: "192.0.2.30", on: wiki.de)
        guard case .failed = result else {
          throw TestWiki.Unavailable(description: "a wrong password was not refused: \(result)")
        }
      }.summaries
    }
    let afterFirstLogin = try await pushesOfAFailedLogin()
    #expect(afterFirstLogin.isEmpty, "off after disable all: \(afterFirstLogin)")

    let enabled = await run(["enable", "login-fail"], as: account, in: sandbox)
    #expect(enabled.status == 0 && enabled.out == "login-fail: on\n", "\(enabled)")
    #expect(values(try await reader.loadAccount(titles: .none).options)[.loginFail] == true)
    let whileOn = try await pushesOfAFailedLogin()
    #expect(
      whileOn
        == [
          PushSummary(
            provider: "apns", topic: Self.topic, deviceTokens: [token], messageType: "checkEchoV1")
        ])

    let disabled = await run(["disable", "login-fail"], as: account, in: sandbox)
    #expect(disabled.status == 0 && disabled.out == "login-fail: off\n", "\(disabled)")
    #expect(values(try await reader.loadAccount(titles: .none).options)[.loginFail] == false)
    let afterOff = try await pushesOfAFailedLogin()
    #expect(afterOff.isEmpty, "off again: \(afterOff)")
    #expect(try wiki.recordedPushes(to: token).count == 1)
  }

  @Test func unsubscribingAndLoggingOutStopPushesToThatDeviceAlone() async throws {
    async let first = freshAccount("PushTwo")
    async let second = freshAccount("PushElse")
    async let writer = wiki.freshAccount(prefix: "Other", on: [wiki.en])
    let ((account, accountReader), (otherAccount, otherReader), poster) = try await (
      first, second, writer
    )
    let posterClient = try await wiki.loggedInClient(wiki.en, as: poster)

    // The account's phone (the app's store) and a second device of it (subscribed with the
    // tool), and another account's phone; talk page messages on for both accounts.
    let phone = try await PushTestDevice.logIn(account, on: wiki.en, wiki: wiki)
    await phone.toggle(.editUserTalk)
    let sandbox = try Sandbox()
    try sandbox.writeConfig(for: wiki)
    let tablet = PushTestDevice.newToken()
    let subscribed = await run(
      ["subscribe", "--token", tablet, "--topic", Self.topic], as: account, in: sandbox)
    #expect(subscribed.status == 0, "\(subscribed)")
    let otherPhone = try await PushTestDevice.logIn(otherAccount, on: wiki.en, wiki: wiki)
    await otherPhone.toggle(.editUserTalk)
    let tabletSubscription = TestWiki.StoredSubscription(
      provider: "apns", token: tablet, topic: Self.topic)
    #expect(
      try await wiki.storedSubscriptions(of: account.name).sorted { $0.token < $1.token }
        == [phone.subscription, tabletSubscription].sorted { $0.token < $1.token })
    #expect(
      try await wiki.storedSubscriptions(of: otherAccount.name) == [otherPhone.subscription])

    // Each round writes to both accounts' talk pages and returns what each device got.
    let witnesses = [
      EchoWitness.notification("edit-user-talk", readBy: accountReader),
      EchoWitness.notification("edit-user-talk", readBy: otherReader),
    ]
    let wiki = wiki
    let tokens = [phone.token, tablet, otherPhone.token]
    func round(_ number: Int) async throws -> [Int] {
      let before = try tokens.map { try wiki.recordedPushes(to: $0).count }
      try await wiki.cause(witnesses) {
        for name in [account.name, otherAccount.name] {
          try await wiki.postNewSection(
            on: "User talk:\(name)", heading: "Message \(number)", text: "Hello. ~~~~",
            using: posterClient)
        }
      }
      try await wiki.runJobs(on: wiki.en)
      return try zip(tokens, before).map { try wiki.recordedPushes(to: $0).count - $1 }
    }

    #expect(try await round(1) == [1, 1, 1], "phone, tablet, other account's phone")

    let unsubscribed = await run(["unsubscribe", "--token", tablet], as: account, in: sandbox)
    #expect(unsubscribed.status == 0, "\(unsubscribed)")
    #expect(try await wiki.storedSubscriptions(of: account.name) == [phone.subscription])
    #expect(try await round(2) == [1, 0, 1], "the tablet unsubscribed")

    await phone.logOut()
    #expect(phone.store.state.session.userName == nil)
    #expect(try await wiki.storedSubscriptions(of: account.name) == [])
    #expect(try await round(3) == [0, 0, 1], "the phone logged out too")
    #expect(
      try await wiki.storedSubscriptions(of: otherAccount.name) == [otherPhone.subscription])
  }
}
