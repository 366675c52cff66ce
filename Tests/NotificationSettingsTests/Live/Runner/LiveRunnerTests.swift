import Foundation
import MediaWikiAPI
import TestSupport
import Testing

@testable import NotificationSettings

/// The feature's runner with the LIVE wiki client against the two real local wikis: each flow
/// of the spec, the server read back afterwards, and the round trips it took counted on the wire.
@Suite("Runner on the real test wikis")
@MainActor
struct LiveRunnerTests {
  let wiki: TestWiki
  init() throws { wiki = try TestWiki.load() }

  /// One logged-in account with the store's clients: live wikis, a device that allows pushes
  /// (or not) and has a fixed token, a real clock, memory for the device record.
  struct Rig {
    let account: TestWiki.Account
    let transports: [String: RecordingTransport]
    let store: SettingsStore
    let deviceToken: String
    let persisted: LockedBox<DeviceRecord>

    /// Every request sent so far on `language`'s wiki, by `action` (plus the `command`).
    func actions(_ language: String) -> [String] {
      (transports[language]?.requests ?? []).map { sent in
        sent.parameters["command"].map { "\(sent.action):\($0)" } ?? sent.action
      }
    }

    func resetCounts() {
      for transport in transports.values { transport.reset() }
    }
  }

  func rig(
    account existing: TestWiki.Account? = nil, language: WikiLanguage = "en",
    permission: PermissionStatus = .denied, device: DeviceRecord = .init(),
    configuration: SettingsConfiguration = SettingsConfiguration(
      pushTopic: "org.wikimedia.wikipedia")
  ) async throws -> Rig {
    let account: TestWiki.Account
    if let existing { account = existing } else { account = try await wiki.freshAccount() }
    let (clients, transports) = try await wiki.loggedInClients(account, on: [wiki.en, wiki.de])
    let logged = clients
    let sessions = WikiSessions { language in logged[language.rawValue]! }
    let token = "5eed" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
    let persisted = LockedBox(device)
    let clientsBundle = SettingsClients.realWikis(
      sessions: sessions, permission: permission, grantsRequest: true, token: { token },
      record: persisted)
    let store = SettingsStore(
      configuration: configuration, language: language, clients: clientsBundle)
    return Rig(
      account: account, transports: transports, store: store, deviceToken: token,
      persisted: persisted)
  }

  static let allTypes = NotificationType.allCases
  /// The spec's types the real Echo registers on the test wikis: not cx, wikibase-action and
  /// page-review, whose extensions (ContentTranslation, Wikibase, PageTriage) are not installed.
  static let offeredSpecTypes = allTypes.filter {
    ![.cx, .wikibaseAction, .pageReview].contains($0)
  }

  /// What `site` offers `account`, read from the wiki's own options: the spec's types it
  /// registers, then its own (edit-user-page and dt-subscription-archiving on the test wikis).
  func offeredTypes(_ account: TestWiki.Account, _ site: TestWiki.Site) async throws
    -> [NotificationType]
  {
    let offered = try await wiki.offeredTypes(to: account, on: site)
    #expect(Array(offered.prefix(Self.offeredSpecTypes.count)) == Self.offeredSpecTypes)
    return offered
  }

  func serverValues(_ account: TestWiki.Account, _ site: TestWiki.Site) async throws
    -> [NotificationType: Bool]
  {
    try await wiki.notificationValues(of: account, on: site)
  }

  func shownValues(_ store: SettingsStore) -> [NotificationType: Bool] {
    Dictionary(
      uniqueKeysWithValues: store.state.wiki.offeredTypes.compactMap { type in
        store.state.isOn(type).map { (type, $0) }
      })
  }

  @Test func openingTheScreenIsOneRoundTripAndShowsTheServer() async throws {
    let rig = try await rig()
    rig.store.send(.appeared)
    await rig.store.settle()
    #expect(rig.actions("en") == ["query"])
    #expect(rig.actions("de") == [])
    #expect(rig.store.state.session == .loggedIn(userName: rig.account.name))
    #expect(shownValues(rig.store) == (try await serverValues(rig.account, wiki.en)))
    let offered = try await offeredTypes(rig.account, wiki.en)
    // Every offered type has exactly one row (grouped by section, so compared as sorted lists).
    #expect(
      rig.store.screen.sections.flatMap(\.rows).map(\.type.rawValue).sorted()
        == offered.map(\.rawValue).sorted())
  }

  @Test func firstLoginTurnsEverythingOffOnEveryWikiInOneWriteAndTheSecondLoginDoesNot()
    async throws
  {
    let first = try await rig()
    first.store.send(.loggedIn)
    await first.store.settle()
    // One global write: the account's every wiki holds it, the other language's too.
    #expect(first.actions("en") == ["query", "globalpreferences"])
    #expect(first.actions("de") == [])
    let offered = try await offeredTypes(first.account, wiki.en)
    let allOff = Dictionary(uniqueKeysWithValues: offered.map { ($0, false) })
    #expect(try await serverValues(first.account, wiki.en) == allOff)
    #expect(try await serverValues(first.account, wiki.de) == allOff)
    #expect(
      try await wiki.readGlobalPreferences(of: first.account)
        == Dictionary(uniqueKeysWithValues: offered.map { ($0.optionName, "0") }))
    // No marker: the global values themselves say the reset was made.
    let options = try await wiki.readOptions(of: first.account, on: wiki.en)
    #expect(options[WikiSnapshot.defaultOffMarkerOption] == nil)
    #expect(shownValues(first.store) == allOff)

    // The person turns one on (on the web's global preferences, say); the next login must not
    // reset it.
    try await wiki.setGlobalPreferences(
      [(NotificationType.mention.optionName, "1")], of: first.account)
    let second = try await rig(account: first.account)
    second.store.send(.loggedIn)
    await second.store.settle()
    #expect(second.actions("en") == ["query"])
    #expect(try await serverValues(first.account, wiki.en)[.mention] == true)
    #expect(try await serverValues(first.account, wiki.de)[.mention] == true)
    #expect(second.store.state.isOn(.mention) == true)
  }

  /// Values the person set before the app's first login are carried over, never reset: a local
  /// value on the primary wiki that differs from Echo's default, and a global value. What the
  /// screen shows is then what both wikis hold.
  @Test func theFirstLoginKeepsTheValuesSetBeforeOnEveryWiki() async throws {
    let account = try await wiki.freshAccount()
    let web = try await wiki.loggedInClient(wiki.en, as: account)
    let local = try await web.setOptions(
      [
        (NotificationType.articleLinked.optionName, true),
        (NotificationType.mention.optionName, false),
      ], assertUser: account.name)
    #expect(local.allStored)
    try await wiki.setGlobalPreferences(
      [(NotificationType.editThank.optionName, "1")], of: account, on: wiki.de)
    let rig = try await rig(account: account)
    rig.store.send(.loggedIn)
    await rig.store.settle()
    #expect(rig.actions("en") == ["query", "globalpreferences"])
    let offered = try await offeredTypes(account, wiki.en)
    var expected = Dictionary(uniqueKeysWithValues: offered.map { ($0, false) })
    expected[.articleLinked] = true
    expected[.editThank] = true
    #expect(shownValues(rig.store) == expected)
    #expect(try await serverValues(account, wiki.en) == expected)
    #expect(try await serverValues(account, wiki.de) == expected)
    let global = try await wiki.readGlobalPreferences(of: account)
    #expect(global[NotificationType.articleLinked.optionName] == "1")
    #expect(global[NotificationType.mention.optionName] == "0")
    #expect(global[NotificationType.editThank.optionName] == "1")
  }

  /// An account GlobalPreferences does not know (`notglobalized`: a local account only) keeps
  /// the local rule: one `action=options` write with the marker, on this wiki alone, and the
  /// screen says so.
  @Test func firstLoginOfAnAccountWithoutGlobalPreferencesWritesThisWikiOnly() async throws {
    let first = try await rig(account: try await wiki.freshAccount(prefix: "Unattached"))
    first.store.send(.loggedIn)
    await first.store.settle()
    // A session's first read asks for the global preferences, which GlobalPreferences refuses
    // with the whole read (`notglobalized`): read again without them. Later reads of the session
    // leave them out.
    #expect(first.actions("en") == ["query", "query", "options"])
    let offered = try await offeredTypes(first.account, wiki.en)
    #expect(
      try await serverValues(first.account, wiki.en)
        == Dictionary(uniqueKeysWithValues: offered.map { ($0, false) }))
    let options = try await wiki.readOptions(of: first.account, on: wiki.en)
    #expect(options[WikiSnapshot.defaultOffMarkerOption]?.isOn == true)
    // The other wiki keeps Echo's defaults (talk page messages push there), as the screen says.
    #expect(try await serverValues(first.account, wiki.de)[.editUserTalk] == true)
    let scope = try #require(first.store.screen.scope)
    #expect(scope.scope == .thisWikiOnly)
    #expect(scope.text == "These choices apply to this wiki only.")
    #expect(first.store.screen.sections.flatMap(\.rows).allSatisfy { !$0.isGlobal })

    // The next login does not reset a choice made since.
    let client = try await wiki.loggedInClient(wiki.en, as: first.account)
    _ = try await client.setOptions(
      [(NotificationType.mention.optionName, true)], assertUser: first.account.name)
    let second = try await rig(account: first.account)
    second.store.send(.loggedIn)
    await second.store.settle()
    #expect(second.actions("en") == ["query", "query"])
    #expect(try await serverValues(first.account, wiki.en)[.mention] == true)
    #expect(second.store.state.isOn(.mention) == true)
    second.store.send(.appeared)
    await second.store.settle()
    second.resetCounts()
    second.store.send(.appBecameActive)
    await second.store.settle()
    #expect(second.actions("en") == ["query"])
  }

  @Test func aToggleIsOneRoundTripOnceTheCarryIsDoneAndLandsOnTheServer() async throws {
    let rig = try await rig()
    rig.store.send(.appeared)
    await rig.store.settle()
    rig.resetCounts()
    rig.store.send(.toggleTapped(.editThank))
    #expect(rig.store.state.isOn(.editThank) == false)
    await rig.store.settle()
    // One global write, which also makes every other offered type's value global as shown;
    // those carried values are confirmed by one fresh read first (nothing is global yet).
    #expect(rig.actions("en") == ["query", "globalpreferences"])
    #expect(try await serverValues(rig.account, wiki.en)[.editThank] == false)
    #expect(try await serverValues(rig.account, wiki.de)[.editThank] == false)
    #expect(rig.store.state.isOn(.editThank) == false)
    let offered = try await offeredTypes(rig.account, wiki.en)
    #expect(
      Set(try await wiki.readGlobalPreferences(of: rig.account).keys)
        == Set(offered.map(\.optionName)))
    #expect(try await serverValues(rig.account, wiki.de) == shownValues(rig.store))
    // Every choice is global now: the next toggle carries nothing and is one round trip.
    try await Task.sleep(for: Fixture.saveWindow * 2)
    rig.resetCounts()
    rig.store.send(.toggleTapped(.editThank))
    await rig.store.settle()
    #expect(rig.actions("en") == ["globalpreferences"])
    #expect(try await serverValues(rig.account, wiki.de)[.editThank] == true)
  }

  @Test func tenTogglesWithinASecondAreAtMostFourRoundTrips() async throws {
    let rig = try await rig()
    rig.store.send(.appeared)
    await rig.store.settle()
    rig.resetCounts()
    let before = shownValues(rig.store)
    let types = Array(Self.allTypes.prefix(10))
    for type in types {
      rig.store.send(.toggleTapped(type))
      try await Task.sleep(for: .milliseconds(90))
    }
    await rig.store.settle()
    // The first at once (after the read that confirms what it carries), the rest in at most
    // two follow-ups (one per save window), which carry nothing.
    #expect(rig.actions("en").count <= 4)
    #expect(rig.actions("en").first == "query")
    #expect(rig.actions("en").dropFirst().allSatisfy { $0 == "globalpreferences" })
    var expected = before
    for type in types { expected[type]?.toggle() }
    #expect(try await serverValues(rig.account, wiki.en) == expected)
    #expect(try await serverValues(rig.account, wiki.de) == expected)
    #expect(shownValues(rig.store) == expected)
  }

  @Test func aToggleFlippedBackBeforeSendingSendsNothing() async throws {
    let rig = try await rig()
    rig.store.send(.appeared)
    await rig.store.settle()
    let before = shownValues(rig.store)
    rig.resetCounts()
    // The first tap is sent at once; the next two wait for its window and cancel out.
    rig.store.send(.toggleTapped(.editThank))
    rig.store.send(.toggleTapped(.reverted))
    rig.store.send(.toggleTapped(.reverted))
    await rig.store.settle()
    #expect(rig.actions("en") == ["query", "globalpreferences"])
    var expected = before
    expected[.editThank]?.toggle()
    #expect(try await serverValues(rig.account, wiki.en) == expected)
    #expect(shownValues(rig.store) == expected)
  }

  @Test func aWriteTheWikiRefusesIsRolledBackAndAnnounced() async throws {
    // The test wiki denies `editmyoptions` to accounts named Noprefs…: a real server refusal.
    let rig = try await rig(account: try await wiki.freshAccount(prefix: "Noprefs"))
    rig.store.send(.appeared)
    await rig.store.settle()
    let before = shownValues(rig.store)
    #expect(before[.mention] == true)
    rig.resetCounts()
    rig.store.send(.toggleTapped(.mention))
    #expect(rig.store.state.isOn(.mention) == false)
    #expect(
      rig.store.screen.sections.flatMap(\.rows).first { $0.type == .mention }?.isSaving == true)
    await rig.store.settle()
    #expect(rig.actions("en") == ["query", "globalpreferences"])
    #expect(shownValues(rig.store) == before)
    #expect(try await serverValues(rig.account, wiki.en) == before)
    #expect(try await wiki.readGlobalPreferences(of: rig.account) == [:])
    #expect(
      rig.store.state.announcements.map(\.message) == [
        .saveFailedReverted([.mention], .permissionDenied)
      ])
    #expect(rig.store.state.announcements.map(\.politeness) == [.assertive])
    #expect(rig.store.screen.banners.map(\.id).contains("notification.banner.save-failed"))
  }

  /// Opens en, makes it differ from de's defaults (two types off), then changes the primary
  /// language to de with the counters reset; returns what en held before the change.
  func changeLanguageAfterTwoToggles(_ rig: Rig) async throws -> [NotificationType: Bool] {
    rig.store.send(.appeared)
    await rig.store.settle()
    rig.store.send(.toggleTapped(.editUserTalk))
    rig.store.send(.toggleTapped(.thankYouEdit))
    await rig.store.settle()
    let en = try await serverValues(rig.account, wiki.en)
    #expect(en[.editUserTalk] == false)
    rig.resetCounts()
    rig.store.send(.primaryLanguageChanged(from: "en", to: "de"))
    await rig.store.settle()
    return en
  }

  /// With global choices there is nothing to move: one read of the new wiki shows the same.
  @Test func languageChangeWithGlobalChoicesWritesNothing() async throws {
    let rig = try await rig()
    let en = try await changeLanguageAfterTwoToggles(rig)
    #expect(rig.actions("de") == ["query"])
    #expect(rig.actions("en") == [])
    #expect(try await serverValues(rig.account, wiki.de) == en)
    #expect(shownValues(rig.store) == en)
    #expect(rig.store.state.migration.outcome == .copied)
    #expect(rig.store.state.language == "de")
  }

  /// Without global preferences the spec's copy runs: the new wiki gets the old one's values.
  @Test func languageChangeCopiesTheSettingsToTheNewWikiInTwoRoundTrips() async throws {
    let rig = try await rig(account: try await wiki.freshAccount(prefix: "Unattached"))
    let en = try await changeLanguageAfterTwoToggles(rig)
    // The new wiki's first read of this session is refused with its global preferences
    // (`notglobalized`) and made again without them; then the copy.
    #expect(rig.actions("de") == ["query", "query", "options"])
    #expect(rig.actions("en") == [])
    #expect(try await serverValues(rig.account, wiki.de) == en)
    let options = try await wiki.readOptions(of: rig.account, on: wiki.de)
    #expect(options[WikiSnapshot.defaultOffMarkerOption]?.isOn == true)
    // Only our keys were written: every other de option is still the wiki's default.
    let untouched = try await wiki.readOptions(
      of: try await wiki.freshAccount(on: [wiki.de]), on: wiki.de)
    for (name, value) in options
    where NotificationType(optionName: name) == nil && name != WikiSnapshot.defaultOffMarkerOption {
      #expect(untouched[name] == value, "\(name) changed")
    }
    #expect(rig.store.state.language == "de")
  }

  @Test func subscribingTheDeviceIsOneRoundTripAndTheServerHoldsIt() async throws {
    let rig = try await rig(permission: .authorized)
    rig.store.send(.appeared)
    await rig.store.settle()
    #expect(rig.actions("en") == ["query", "echopushsubscriptions:create"])
    #expect(
      try await wiki.storedSubscriptions(of: rig.account.name)
        == [
          TestWiki.StoredSubscription(
            provider: "apns", token: rig.deviceToken, topic: "org.wikimedia.wikipedia")
        ])
    #expect(
      rig.persisted.value.registered
        == DeviceSubscription(deviceToken: rig.deviceToken, userName: rig.account.name))
  }

  @Test func logoutUnsubscribesBeforeTheSessionEnds() async throws {
    let rig = try await rig(permission: .authorized)
    rig.store.send(.appeared)
    await rig.store.settle()
    #expect(try await wiki.storedSubscriptions(of: rig.account.name).count == 1)
    rig.resetCounts()
    rig.store.send(.logoutTapped)
    await rig.store.settle()
    #expect(rig.actions("en") == ["echopushsubscriptions:delete", "logout"])
    #expect(try await wiki.storedSubscriptions(of: rig.account.name) == [])
    #expect(rig.store.state.session == .loggedOut)
    #expect(rig.persisted.value == DeviceRecord())
  }
}
