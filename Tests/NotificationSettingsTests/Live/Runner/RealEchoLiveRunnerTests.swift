import Foundation
import MediaWikiAPI
import TestSupport
import Testing

@testable import NotificationSettings

/// The wiki's own types, the first-login reset and global preferences end to end: the store with
/// the LIVE clients on the real local wikis (MediaWiki 1.43, the real Echo), every write read
/// back from the server afterwards.
// Serialized: the wikis keep their data in SQLite, and parallel account creations and writes
// queue on its lock for longer than a request may take on a loaded machine.
@Suite("Real Echo: the runner on the real test wikis", .serialized)
@MainActor
struct RealEchoLiveRunnerTests {
  let wiki: TestWiki
  init() throws { wiki = try TestWiki.load() }

  static let userPage = NotificationType(rawValue: "edit-user-page")!
  static let archiving = NotificationType(rawValue: "dt-subscription-archiving")!
  static let marker = WikiSnapshot.defaultOffMarkerOption
  static let pushPrefix = "echo-subscriptions-push-"

  /// One logged-in account with the store's clients on `sites`: live wikis, a device that does
  /// not allow pushes (so no subscription requests mix in), a real clock.
  struct Rig {
    let account: TestWiki.Account
    let transports: [String: RecordingTransport]
    let store: SettingsStore

    /// Every request sent so far on `language`'s wiki, by `action`.
    func actions(_ language: String) -> [String] {
      (transports[language]?.requests ?? []).map(\.action)
    }

    /// The `action=options` requests sent so far on `language`'s wiki.
    func writes(_ language: String) -> [RecordingTransport.Sent] {
      (transports[language]?.requests ?? []).filter { $0.action == "options" }
    }

    /// The `action=globalpreferences` requests sent so far on `language`'s wiki.
    func globalWrites(_ language: String) -> [RecordingTransport.Sent] {
      (transports[language]?.requests ?? []).filter { $0.action == "globalpreferences" }
    }

    func resetCounts() {
      for transport in transports.values { transport.reset() }
    }
  }

  func rig(
    _ account: TestWiki.Account, sites: [TestWiki.Site], language: WikiLanguage
  ) async throws -> Rig {
    let (clients, transports) = try await wiki.loggedInClients(account, on: sites)
    let logged = clients
    let sessions = WikiSessions { language in logged[language.rawValue]! }
    let persisted = LockedBox(DeviceRecord())
    let clientsBundle = SettingsClients.realWikis(
      sessions: sessions, permission: .denied, grantsRequest: false,
      token: { "5eed" + UUID().uuidString }, record: persisted)
    let store = SettingsStore(
      configuration: SettingsConfiguration(pushTopic: "org.wikimedia.wikipedia"),
      language: language,
      clients: clientsBundle)
    return Rig(account: account, transports: transports, store: store)
  }

  /// The feature's view of `options` read back from a wiki.
  func values(_ options: [String: OptionValue]) -> [NotificationType: Bool] {
    WikiSnapshot(userInfo: UserInfo(id: 1, name: "x", isAnonymous: false, options: options)).values
  }

  /// The push options among `options`, as stored.
  func pushOptions(_ options: [String: OptionValue]) -> [String: OptionValue] {
    options.filter { $0.key.hasPrefix(Self.pushPrefix) }
  }

  /// The `change` parameter of the first-login reset of `offered`: each off, then the marker.
  func resetChange(_ offered: [NotificationType]) -> String {
    (offered.map { "\($0.optionName)=0" } + ["\(Self.marker)=1"]).joined(separator: "|")
  }

  /// The `change` parameter of a global write of `values`, in the screen's order.
  func globalChange(_ values: [NotificationType: Bool]) -> String {
    values.keys.sorted().map { "\($0.optionName)=\(values[$0]! ? 1 : 0)" }.joined(separator: "|")
  }

  /// The values a store shows.
  func shown(_ store: SettingsStore) -> [NotificationType: Bool] {
    Dictionary(
      uniqueKeysWithValues: store.state.wiki.offeredTypes.compactMap { type in
        store.state.isOn(type).map { (type, $0) }
      })
  }

  func row(_ store: SettingsStore, _ type: NotificationType) -> ScreenModel.ToggleRow? {
    store.screen.sections.flatMap(\.rows).first { $0.type == type }
  }

  /// The wiki's own title of a category, read straight from its messages in `language`.
  func wikiTitle(_ type: NotificationType, on site: TestWiki.Site, language: String) async throws
    -> String?
  {
    struct Body: Decodable {
      struct Query: Decodable {
        struct Message: Decodable { var content: String? }
        var allmessages: [Message]
      }
      var query: Query
    }
    let request = APIRequest(
      method: .get,
      parameters: [
        ("action", "query"), ("meta", "allmessages"),
        ("ammessages", APIRequest.categoryTitlePrefix + type.rawValue), ("amlang", language),
        // Rendered for one item, as a row names one category.
        ("amenableparser", "1"), ("amargs", "1"),
      ])
    let (body, _) = try await wiki.client(site).perform(request, as: Body.self)
    return body.query.allmessages.first?.content
  }

  // MARK: 1. The wiki's own types are reset too

  @Test func firstLoginTurnsTheWikisOwnTypesOffInOneWriteAndShowsThemAsTheWikiTitlesThem()
    async throws
  {
    let account = try await wiki.freshAccount(on: [wiki.en])
    let offered = try await wiki.offeredTypes(to: account, on: wiki.en)
    #expect(offered.suffix(2) == [Self.archiving, Self.userPage])
    let before = try await wiki.readOptions(of: account, on: wiki.en)
    #expect(before[Self.userPage.optionName] == .bool(true))
    #expect(before[Self.archiving.optionName] == .bool(true))

    let rig = try await rig(account, sites: [wiki.en], language: "en")
    rig.store.send(.loggedIn)
    await rig.store.settle()
    // One read, then ONE global write carrying every offered type (no marker: the global
    // values are the record).
    #expect(rig.actions("en") == ["query", "globalpreferences"])
    // The read is the bare options read: the package names every type this wiki offers.
    #expect(
      rig.transports["en"]?.requests.first?.parameters["meta"]
        == "userinfo|tokens|globalpreferences"
    )
    let allOff = Dictionary(uniqueKeysWithValues: offered.map { ($0, false) })
    #expect(rig.globalWrites("en").map { $0.parameters["change"] } == [globalChange(allOff)])

    // A global 0 reads back as the integer 0.
    let after = try await wiki.readOptions(of: account, on: wiki.en)
    #expect(after[Self.userPage.optionName] == .int(0))
    #expect(after[Self.archiving.optionName] == .int(0))
    #expect(values(after) == allOff)
    #expect(after[Self.marker] == nil)
    #expect(rig.store.state.wiki.globalTypes == Set(offered))
    #expect(rig.store.state.saving.error == nil)

    // The screen has a row for each, off, titled in the package's words, which are the wiki's own
    // messages verbatim (in German too), though no read asked for them.
    for type in [Self.userPage, Self.archiving] {
      let shown = try #require(row(rig.store, type))
      let title = try await wikiTitle(type, on: wiki.en, language: "en")
      #expect(shown.label == title)
      #expect(
        Strings.german.title(type) == (try await wikiTitle(type, on: wiki.en, language: "de")))
      #expect(shown.isOn == false && shown.value == "Off" && shown.isEnabled)
      #expect(shown.id == "notification.toggle.\(type.rawValue)")
    }
    #expect(row(rig.store, Self.userPage)?.label == "Edit to my user page")
    #expect(row(rig.store, Self.archiving)?.label == "Talk page archiving")
    #expect(
      rig.store.screen.sections.flatMap(\.rows).map(\.type).sorted() == offered.sorted())
  }

  // MARK: 2. A refused reset leaves no marker and is tried again at the next login

  @Test func aRefusedResetLeavesNoMarkerSaysSoAndTheNextLoginTriesAgain() async throws {
    let fr = wiki.noPush
    let account = try await wiki.freshAccount(on: [fr])
    let offered = try await wiki.offeredTypes(to: account, on: fr)
    #expect(offered.contains(Self.userPage) && offered.contains(.mention))
    let before = try await wiki.readOptions(of: account, on: fr)
    #expect(before[Self.marker] == nil)
    #expect(before[Self.userPage.optionName] == .bool(true))
    #expect(before[NotificationType.mention.optionName] == .bool(true))

    let first = try await rig(account, sites: [fr], language: WikiLanguage(rawValue: fr.language))
    first.store.send(.loggedIn)
    await first.store.settle()
    // The reset (refused: every push value), then the marker's withdrawal: local writes, on a
    // wiki without GlobalPreferences, whose screen says its choices are this wiki's only.
    #expect(first.actions(fr.language) == ["query", "options", "options"])
    #expect(first.store.screen.scope?.scope == .thisWikiOnly)
    #expect(first.store.state.wiki.offersGlobalPreferences == false)
    #expect(
      first.writes(fr.language).map { $0.parameters["change"] } == [
        resetChange(offered), "\(Self.marker)=0",
      ])

    var after = try await wiki.readOptions(of: account, on: fr)
    #expect(pushOptions(after) == pushOptions(before))
    #expect(after[Self.marker] == .int(0))
    #expect(after[Self.marker]?.isOn == false)

    let refused = WikiFailure.keysRejected(Set(offered))
    #expect(first.store.state.wiki.hasDefaultOffMarker == false)
    #expect(
      first.store.state.saving.error == SaveError(outcome: .defaultsNotApplied, failure: refused))
    #expect(first.store.state.announcements.map(\.message) == [.defaultsNotApplied(refused)])
    let banner = try #require(first.store.screen.banners.first { $0.subject == .saveFailed })
    #expect(
      banner.message
        == "Couldn't turn notifications off by default for your account. "
        + "Wikipedia didn't accept this setting.")
    #expect(
      banner.actions.map(\.id) == [
        "notification.action.retry-defaults", "notification.action.dismiss-save-error",
      ])
    // The screen shows what the wiki kept: its defaults, unchanged.
    let shown = Dictionary(
      uniqueKeysWithValues: offered.compactMap { type in
        first.store.state.isOn(type).map { (type, $0) }
      })
    #expect(shown == values(before))

    // The next login, in a new store: the wiki has no marker, so the reset is tried again once.
    let second = try await rig(account, sites: [fr], language: WikiLanguage(rawValue: fr.language))
    second.store.send(.loggedIn)
    await second.store.settle()
    #expect(second.actions(fr.language) == ["query", "options", "options"])
    #expect(
      second.writes(fr.language).map { $0.parameters["change"] } == [
        resetChange(offered), "\(Self.marker)=0",
      ])
    after = try await wiki.readOptions(of: account, on: fr)
    #expect(pushOptions(after) == pushOptions(before))
    #expect(after[Self.marker] == .int(0))
    #expect(second.store.state.saving.error?.outcome == .defaultsNotApplied)
  }

  // MARK: 3. Global preferences can be changed from the app

  @Test func aGlobalTypeIsShownAsGlobalAndItsToggleChangesTheGlobalValue() async throws {
    let account = try await wiki.freshAccount()
    let mention = NotificationType.mention.optionName
    let reverted = NotificationType.reverted.optionName
    // As if set on another wiki's Special:GlobalPreferences.
    try await wiki.setGlobalPreferences(
      [(mention, "1"), (reverted, "0")], of: account, on: wiki.de)

    let rig = try await rig(account, sites: [wiki.en, wiki.de], language: "en")
    rig.store.send(.appeared)
    await rig.store.settle()
    #expect(rig.actions("en") == ["query"])
    #expect(rig.store.state.wiki.globalTypes == [.mention, .reverted])
    // Every row is global; the note under them says so once, so no row repeats it.
    #expect(rig.store.screen.scope?.scope == .everyWiki)
    let shownRow = try #require(row(rig.store, .mention))
    #expect(shownRow.isOn && shownRow.isGlobal && shownRow.status == nil)
    #expect(shownRow.accessibilityValue == "On")
    #expect(shownRow.description == Strings.english.description(.mention))
    #expect(row(rig.store, .reverted)?.accessibilityValue == "Off")
    #expect(rig.store.screen.sections.flatMap(\.rows).allSatisfy { $0.isGlobal })
    var expected = shown(rig.store)
    expected[.mention] = false

    rig.resetCounts()
    rig.store.send(.toggleTapped(.mention))
    await rig.store.settle()
    // ONE write, to GlobalPreferences' own module: the choice, with every type not global yet
    // carried as shown (confirmed by a fresh read first); reverted, global already, is left
    // alone. No marker.
    #expect(rig.actions("en") == ["query", "globalpreferences"])
    #expect(
      rig.globalWrites("en").map { $0.parameters["change"] }
        == [globalChange(expected.filter { $0.key != .reverted })])
    #expect(rig.globalWrites("en").map { $0.parameters["assertuser"] } == [account.name])

    // The global value changed; the other global option is untouched; both wikis read it.
    let global = try await wiki.readGlobalPreferences(of: account)
    #expect(global[mention] == "0" && global[reverted] == "0")
    #expect(Set(global.keys) == Set(expected.keys.map(\.optionName)))
    for site in [wiki.en, wiki.de] {
      let back = try await wiki.readOptions(of: account, on: site)
      #expect(back[mention] == .int(0), "\(site.language)")
      #expect(values(back) == expected, "\(site.language)")
      #expect(back[Self.marker] == nil)
    }
    #expect(rig.store.state.isOn(.mention) == false && rig.store.state.wiki.isGlobal(.mention))
    #expect(rig.store.state.saving.error == nil)
    #expect(rig.store.state.announcements.map(\.message) == [.saved])
    #expect(rig.store.screen.banners.map(\.subject) == [.permissionDenied])
    #expect(rig.actions("de") == [])
  }

  @Test func aTypeSetGloballyAfterTheLoadEndsWithThePersonsChoiceStoredGlobally() async throws {
    let account = try await wiki.freshAccount()
    let mention = NotificationType.mention.optionName
    let rig = try await rig(account, sites: [wiki.en, wiki.de], language: "en")
    rig.store.send(.appeared)
    await rig.store.settle()
    #expect(rig.store.state.wiki.globalTypes.isEmpty)
    #expect(rig.store.state.wiki.offersGlobalPreferences)
    #expect(rig.store.state.isOn(.mention) == true)

    // Set globally on another wiki after the screen read the account: the app writes every
    // choice globally, so the person's choice replaces it.
    try await wiki.setGlobalPreferences([(mention, "1")], of: account, on: wiki.de)
    rig.resetCounts()
    rig.store.send(.toggleTapped(.mention))
    #expect(rig.store.state.isOn(.mention) == false)
    await rig.store.settle()
    // The write carries the other types, not global yet: a fresh read confirms them first.
    #expect(rig.actions("en") == ["query", "globalpreferences"])
    #expect(rig.writes("en").isEmpty)

    let global = try await wiki.readGlobalPreferences(of: account)
    #expect(global[mention] == "0")
    for site in [wiki.en, wiki.de] {
      let back = try await wiki.readOptions(of: account, on: site)
      #expect(back[mention] == .int(0), "\(site.language)")
      #expect(values(back)[.mention] == false)
    }
    #expect(rig.store.state.isOn(.mention) == false && rig.store.state.wiki.isGlobal(.mention))
    #expect(rig.store.state.saving.error == nil)
    #expect(rig.store.state.announcements.map(\.message) == [.saved])
    #expect(rig.store.screen.banners.map(\.subject) == [.permissionDenied])
    #expect(row(rig.store, .mention)?.accessibilityValue == "Off")
  }

  // MARK: 4. A change to a global type holds, whatever the default is (issue 23)

  /// The case: the first login turns `reverted` off on en; elsewhere `reverted` is set
  /// globally, off; the person turns it on. Core's `global=update` would have deleted the global
  /// row (a value equal to the default) and left en off; GlobalPreferences' own module stores
  /// "1": on, on en and on de, what the screen shows.
  @Test func turningOnAGlobalTypeSetOffElsewhereHoldsOnEveryWiki() async throws {
    let account = try await wiki.freshAccount()
    let reverted = NotificationType.reverted.optionName
    let first = try await rig(account, sites: [wiki.en, wiki.de], language: "en")
    first.store.send(.loggedIn)
    await first.store.settle()
    #expect(first.actions("en") == ["query", "globalpreferences"])
    #expect(try await wiki.readOptions(of: account, on: wiki.en)[reverted] == .int(0))

    try await wiki.setGlobalPreferences([(reverted, "0")], of: account, on: wiki.de)
    let rig = try await rig(account, sites: [wiki.en, wiki.de], language: "en")
    rig.store.send(.appeared)
    await rig.store.settle()
    #expect(row(rig.store, .reverted)?.accessibilityValue == "Off")
    #expect(row(rig.store, .reverted)?.isGlobal == true)
    rig.resetCounts()
    rig.store.send(.toggleTapped(.reverted))
    await rig.store.settle()
    #expect(rig.actions("en") == ["globalpreferences"])
    #expect(rig.globalWrites("en").map { $0.parameters["change"] } == ["\(reverted)=1"])
    #expect(row(rig.store, .reverted)?.isOn == true)

    // What the server holds: the global value "1", read as on by both wikis.
    #expect(try await wiki.readGlobalPreferences(of: account)[reverted] == "1")
    for site in [wiki.en, wiki.de] {
      let back = try await wiki.readOptions(of: account, on: site)
      #expect(back[reverted] == .string("1"), "\(site.language)")
      #expect(values(back)[.reverted] == true, "\(site.language)")
    }
    // A fresh read shows what the screen showed.
    let again = try await self.rig(account, sites: [wiki.en], language: "en")
    again.store.send(.appeared)
    await again.store.settle()
    #expect(row(again.store, .reverted)?.isOn == true)
    #expect(again.store.state.wiki.isGlobal(.reverted))
  }

  /// A global type turned off, on, off: each change ONE request, and each read back from both
  /// wikis and the global preferences says what the screen says.
  @Test func aGlobalTypeOffOnOffHoldsAtEveryStep() async throws {
    let account = try await wiki.freshAccount()
    let mention = NotificationType.mention.optionName
    try await wiki.setGlobalPreferences([(mention, "1")], of: account, on: wiki.de)
    let rig = try await rig(account, sites: [wiki.en, wiki.de], language: "en")
    rig.store.send(.appeared)
    await rig.store.settle()
    for (step, on) in [false, true, false].enumerated() {
      rig.resetCounts()
      rig.store.send(.toggleTapped(.mention))
      await rig.store.settle()
      // The first change carries the types not global yet, confirmed by a fresh read first.
      #expect(
        rig.actions("en") == (step == 0 ? ["query"] : []) + ["globalpreferences"], "step \(step)")
      #expect(row(rig.store, .mention)?.isOn == on, "step \(step)")
      let global = try await wiki.readGlobalPreferences(of: account)
      #expect(global[mention] == (on ? "1" : "0"), "step \(step)")
      // The first change made every offered type global.
      #expect(Set(global.keys) == Set(rig.store.state.wiki.offeredTypes.map(\.optionName)))
      for site in [wiki.en, wiki.de] {
        let back = try await wiki.readOptions(of: account, on: site)
        #expect(values(back)[.mention] == on, "step \(step), \(site.language)")
      }
    }
    #expect(rig.store.state.saving.error == nil)
  }

  /// A local exception (the person's "this wiki only" on the web) stays this wiki's: its row
  /// says so, a change of it is ONE `action=options` write of it alone, and the other types'
  /// changes go to the global preferences in ONE more; each read back where it belongs.
  @Test func aLocalExceptionStaysLocalAndTheRestGoesGlobal() async throws {
    let account = try await wiki.freshAccount()
    let mention = NotificationType.mention.optionName
    let reverted = NotificationType.reverted.optionName
    try await wiki.setGlobalPreferences([(mention, "0"), (reverted, "1")], of: account)
    try await wiki.setLocalException(reverted, true, of: account, on: wiki.en)
    let rig = try await rig(account, sites: [wiki.en, wiki.de], language: "en")
    rig.store.send(.appeared)
    await rig.store.settle()
    #expect(rig.store.state.wiki.localExceptions == [.reverted])
    let exception = try #require(row(rig.store, .reverted))
    #expect(!exception.isGlobal && exception.isOn)
    #expect(exception.status == "This wiki only")
    // Where it applies is heard once, in the label's description, not again in the value.
    #expect(exception.accessibilityValue == "On")
    #expect(exception.accessibilityLabel.hasSuffix("this choice applies on this wiki only."))
    #expect(exception.description.hasSuffix("this choice applies on this wiki only."))
    #expect(row(rig.store, .mention)?.isGlobal == true)
    #expect(rig.store.screen.scope?.scope == .everyWiki)
    var expected = shown(rig.store)
    expected[.reverted] = false
    expected[.mention] = true
    expected[.editThank] = false

    rig.resetCounts()
    rig.store.send(.toggleTapped(.reverted))  // sent at once: local, no marker
    rig.store.send(.toggleTapped(.mention))  // these two wait for the save window
    rig.store.send(.toggleTapped(.editThank))
    await rig.store.settle()
    // The global save carries the types not global yet: a fresh read confirms them first.
    #expect(rig.actions("en") == ["options", "query", "globalpreferences"])
    #expect(rig.writes("en").map { $0.parameters["change"] } == ["\(reverted)=0"])
    #expect(rig.writes("en").map { $0.parameters["global"] } == [nil])
    // The second save: the two choices, and every type not global yet carried as shown.
    let global = try await wiki.readGlobalPreferences(of: account)
    #expect(global[mention] == "1" && global[reverted] == "1")
    #expect(
      Set(global.keys) == Set(rig.store.state.wiki.offeredTypes.map(\.optionName)),
      "every type global now")
    let en = try await wiki.readOptions(of: account, on: wiki.en)
    #expect(values(en) == expected)
    #expect(en[reverted + "-local-exception"]?.isOn == true && en[Self.marker] == nil)
    // de follows the global values, the exception's global "1" included.
    var german = expected
    german[.reverted] = true
    #expect(values(try await wiki.readOptions(of: account, on: wiki.de)) == german)
    #expect(rig.store.state.saving.error == nil)
    #expect(shown(rig.store) == expected)
  }
}
