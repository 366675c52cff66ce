import Testing

@testable import NotificationSettings

/// The mute lists in the core: read with the screen's one read, changed optimistically with one
/// write each, taken back and said on a refusal or a failure, read again when the wiki's list
/// changed since (or a write's outcome is unknown). Whole states and effects are compared.
@Suite("Muting")
struct MutingTests {
  static let bob = MutedEntry(id: 7, name: "Bob")
  static let carol = MutedEntry(id: 9, name: "Carol")
  static let page = MutedEntry(id: 42, name: "Sandbox")

  static func lists(users: [MutedEntry] = [bob], global: Bool = false) -> MutedLists {
    MutedLists(
      users: MutedList(kind: .users, entries: users, isGlobal: global),
      pages: MutedList(kind: .pages, entries: [page]))
  }

  /// A screen that read `lists` for Alice.
  static func read(_ lists: MutedLists? = lists()) -> FeatureTester {
    var t = FeatureTester(Fixture.initial())
    t.prepare(.appeared)
    t.prepare(.permissionChecked(.authorized))
    let snapshot = WikiSnapshot(
      userName: Fixture.user, values: Fixture.values(), hasDefaultOffMarker: true, muted: lists)
    t.prepare(.preferencesLoaded(.success(snapshot)))
    return t
  }

  static func write(_ change: MuteChange, global: Bool = false, ids: [Int] = [7])
    -> SettingsFeature.Effect
  {
    .mute(
      "en", MuteWrite(userName: Fixture.user, change: change, isGlobal: global, idsAsRead: ids))
  }

  @Test func theReadCarriesBothListsAndAsksForNothingMore() {
    var t = FeatureTester(Fixture.initial())
    t.prepare(.appeared)
    t.prepare(.permissionChecked(.authorized))
    let snapshot = WikiSnapshot(
      userName: Fixture.user, values: Fixture.values(), hasDefaultOffMarker: true,
      muted: Self.lists())
    let effects = t.prepare(.preferencesLoaded(.success(snapshot)))
    #expect(!effects.contains { if case .mute = $0 { true } else { false } })
    #expect(t.state.muting.lists == Self.lists())
    #expect(t.state.muting.rows(.users).map(\.name) == ["Bob"])
    #expect(t.state.muting.rows(.pages).map(\.name) == ["Sandbox"])
  }

  @Test func aWikiWithoutMuteListsShowsNone() {
    let t = Self.read(nil)
    #expect(t.state.muting == Muting())
    #expect(t.state.muting.rows(.users).isEmpty)
  }

  @Test func aMuteIsShownAtOnceWrittenOnceAndSaidWhenItLands() {
    var t = Self.read()
    let change = MuteChange.mute(.users, names: ["Carol"])
    t.send(.muteRequested(.users, names: [" Carol "]), effects: [Self.write(change)]) {
      $0.muting.pending = [change]
      $0.muting.isWriting = true
    }
    #expect(
      t.state.muting.rows(.users).map(\.name) == ["Bob", "Carol"]
        && t.state.muting.rows(.users).last?.isSaving == true)
    t.send(.muteFinished(.success(.written([Self.carol], changedSinceRead: false)))) {
      $0.muting.pending = []
      $0.muting.isWriting = false
      $0.muting.lists?.users.entries = [Self.bob, Self.carol]
      $0.announcements.say(.muting(.muted(.users, ["Carol"])), .polite)
    }
  }

  @Test func anUnknownNameIsTakenBackAndSaidWithNothingWritten() {
    var t = Self.read()
    t.prepare(.muteRequested(.users, names: ["Nobody"]))
    t.send(.muteFinished(.success(.refused([.noSuchUser("Nobody")])))) {
      $0.muting.pending = []
      $0.muting.isWriting = false
      $0.announcements.say(.muting(.refused([.noSuchUser("Nobody")])), .assertive)
    }
    #expect(t.state.muting.rows(.users).map(\.name) == ["Bob"])
  }

  @Test func theOwnNameIsRefusedBeforeAnyRequest() {
    var t = Self.read()
    // MediaWiki's first letter is capital and an underscore is a space: still Alice.
    t.send(.muteRequested(.users, names: ["alice"])) {
      $0.announcements.say(.muting(.refused([.ownAccount("alice")])), .assertive)
    }
  }

  @Test func aNameAlreadyMutedWritesNothing() {
    var t = Self.read()
    t.send(.muteRequested(.users, names: ["bob"])) {
      $0.announcements.say(.muting(.alreadyMuted(.users, ["bob"])), .polite)
    }
  }

  @Test func aTemporaryAccountIsRefusedBeforeAnyRequest() {
    var t = FeatureTester(Fixture.initial())
    t.prepare(.appeared)
    t.prepare(
      .preferencesLoaded(
        .success(
          WikiSnapshot(
            userName: "~2026-1", values: Fixture.values(), hasDefaultOffMarker: false,
            isTemporaryAccount: true))))
    t.send(.muteRequested(.users, names: ["Bob"])) {
      $0.announcements.say(.muting(.refused([.temporaryAccount])), .assertive)
    }
  }

  @Test func aFailedUnmuteShowsTheEntryAgainAndSaysSo() {
    var t = Self.read()
    let change = MuteChange.unmute(.users, [Self.bob])
    t.send(.unmuteRequested(.users, ids: [7]), effects: [Self.write(change)]) {
      $0.muting.pending = [change]
      $0.muting.isWriting = true
    }
    #expect(t.state.muting.rows(.users).isEmpty)
    let failure = WikiFailure.apiError(code: "readonly", info: "maintenance")
    t.send(.muteFinished(.failure(failure))) {
      $0.muting.pending = []
      $0.muting.isWriting = false
      $0.announcements.say(.muting(.failed(change, failure)), .assertive)
    }
    #expect(t.state.muting.rows(.users).map(\.name) == ["Bob"])
  }

  /// Not a failure: the write may have landed. Taken back until the read says (see
  /// ``MutingInterruptionTests``).
  @Test func aWriteOfUnknownOutcomeIsSaidAsUnknownAndTheWikiReadAgain() {
    var t = Self.read()
    let change = MuteChange.unmute(.users, [Self.bob])
    t.prepare(.unmuteRequested(.users, ids: [7]))
    let failure = WikiFailure.outcomeUnknown(detail: "HTTP 503")
    t.send(.muteFinished(.failure(failure)), effects: [.load("en")]) {
      $0.muting.pending = []
      $0.muting.isWriting = false
      $0.muting.unconfirmed = change
      $0.loading.inFlight = SettingsFeature.LoadRequest()
      $0.announcements.say(.muting(.outcomeUnknown(change)), .assertive)
    }
  }

  @Test func aListChangedOnTheWebSinceTheReadIsReadAgainAfterTheWrite() {
    var t = Self.read(Self.lists(global: true))
    t.prepare(.muteRequested(.users, names: ["Carol"]))
    t.send(
      .muteFinished(.success(.written([Self.carol], changedSinceRead: true))),
      effects: [.load("en")]
    ) {
      $0.muting.pending = []
      $0.muting.isWriting = false
      $0.muting.lists?.users.entries = [Self.bob, Self.carol]
      $0.loading.inFlight = SettingsFeature.LoadRequest()
      $0.announcements.say(.muting(.muted(.users, ["Carol"])), .polite)
    }
  }

  @Test func aSecondChangeWaitsForTheFirstAndIsSentOverWhatItLeft() {
    var t = Self.read(Self.lists(global: true))
    let first = MuteChange.mute(.users, names: ["Carol"])
    let second = MuteChange.unmute(.users, [Self.bob])
    t.send(.muteRequested(.users, names: ["Carol"]), effects: [Self.write(first, global: true)]) {
      $0.muting.pending = [first]
      $0.muting.isWriting = true
    }
    t.send(.unmuteRequested(.users, ids: [7])) { $0.muting.pending = [first, second] }
    #expect(t.state.muting.rows(.users).map(\.name) == ["Carol"])
    t.send(
      .muteFinished(.success(.written([Self.carol], changedSinceRead: false))),
      effects: [Self.write(second, global: true, ids: [7, 9])]
    ) {
      $0.muting.pending = [second]
      $0.muting.lists?.users.entries = [Self.bob, Self.carol]
      $0.announcements.say(.muting(.muted(.users, ["Carol"])), .polite)
    }
  }

  @Test func aSessionFoundGoneEndsTheChanges() {
    var t = Self.read()
    t.prepare(.muteRequested(.users, names: ["Carol"]))
    t.prepare(.unmuteRequested(.users, ids: [7]))
    // The change still waiting goes with the session, unsaid: it would only be refused.
    t.send(.muteFinished(.failure(.notLoggedIn))) {
      $0.expectAccountLetGo()
      $0.session = .loggedOut
      $0.announcements.say(.loggedOut, .assertive)
    }
  }

  // MARK: The screen

  @Test func theMutedSectionSaysEachListsCountAndWhereItApplies() throws {
    var t = Self.read(Self.lists(global: true))
    t.prepare(.muteRequested(.users, names: ["Carol"]))
    let screen = ScreenModel(state: t.state, strings: .english)
    let muted = try #require(screen.muted)
    #expect(muted.title == "Muted" && muted.titleTraits == [.header])
    let users = muted.rows[0]
    let pages = muted.rows[1]
    #expect(users.label == "Muted users" && users.value == "2 muted")
    #expect(users.accessibilityValue == "2 muted, Applies on every wiki")
    #expect(pages.label == "Muted pages (page links)" && pages.value == "1 muted")
    #expect(pages.scope == "Applies on this wiki only" && !pages.isGlobal)
    // Bob can be unmuted; Carol, on her way, shows "Saving…" and cannot yet.
    #expect(users.page.entries.map(\.name) == ["Bob", "Carol"])
    #expect(users.page.entries[0].remove?.event == .unmuteRequested(.users, ids: [7]))
    #expect(users.page.entries[0].remove?.label == "Unmute Bob")
    #expect(users.page.entries[1].remove == nil && users.page.entries[1].status == "Saving…")
    #expect(users.page.field.add("Dave").event == .muteRequested(.users, names: ["Dave"]))
    #expect(users.page.empty == nil)
    // Below the types, before the screen's actions.
    let kinds = screen.outline.page.map(\.kind)
    #expect(Array(kinds.suffix(4)) == [.sectionHeader, .muteList, .muteList, .action])
  }

  @Test func noListsNoSection() {
    #expect(ScreenModel(state: Self.read(nil).state, strings: .english).muted == nil)
  }
}
