import Testing

@testable import NotificationSettings

/// A mute write whose answer could go unheard: a logout waits for it, a change of wiki or
/// account says what it let go of, a write of unknown outcome is said as such and the read after
/// it says what it did, and a name no wiki holds is refused before it is shown. Whole states and
/// effects are compared.
@Suite("Muting interrupted")
struct MutingInterruptionTests {
  typealias M = MutingTests

  static let mine = DeviceSubscription(deviceToken: Fixture.token, userName: Fixture.user)

  @Test func aLogoutWaitsForTheMuteInFlightAndSaysItsAnswerFirst() {
    var t = Fixture.loaded()
    t.prepare(.muting(.accountRead(M.lists())))
    t.prepare(.muteRequested(.users, names: ["Carol"]))
    t.send(.logoutTapped) { $0.session = .loggingOut(.waiting(userName: Fixture.user)) }
    t.send(
      .muteFinished(.success(.written([M.carol], changedSinceRead: false))),
      effects: [.unsubscribe("en", token: Fixture.token, .logout, userName: Fixture.user)]
    ) {
      $0.announcements.say(.muting(.muted(.users, ["Carol"])), .polite)
      $0.expectAccountLetGo()
      $0.session = .loggingOut(.ending(unsubscribing: Self.mine))
    }
  }

  @Test func aLogoutWaitsForEveryMuteAskedForBeforeIt() {
    var t = Fixture.loaded()
    t.prepare(.muting(.accountRead(M.lists())))
    let second = MuteChange.unmute(.users, [M.bob])
    t.prepare(.muteRequested(.users, names: ["Carol"]))
    t.prepare(.unmuteRequested(.users, ids: [7]))
    t.send(.logoutTapped) { $0.session = .loggingOut(.waiting(userName: Fixture.user)) }
    t.send(
      .muteFinished(.success(.written([M.carol], changedSinceRead: false))),
      effects: [M.write(second, ids: [7, 9])]
    ) {
      $0.muting.pending = [second]
      $0.muting.lists?.users.entries = [M.bob, M.carol]
      $0.announcements.say(.muting(.muted(.users, ["Carol"])), .polite)
    }
    t.send(
      .muteFinished(.success(.written([M.bob], changedSinceRead: false))),
      effects: [.unsubscribe("en", token: Fixture.token, .logout, userName: Fixture.user)]
    ) {
      $0.announcements.say(.muting(.unmuted(.users, ["Bob"])), .polite)
      $0.expectAccountLetGo()
      $0.session = .loggingOut(.ending(unsubscribing: Self.mine))
    }
  }

  @Test func aLanguageChangeSaysTheMuteItLetGoOf() {
    var t = M.read()
    t.prepare(.muteRequested(.users, names: ["Carol"]))
    t.prepare(.unmuteRequested(.pages, ids: [42]))
    let known = Fixture.values()
    t.send(
      .primaryLanguageChanged(from: "en", to: "de"),
      effects: [.cancel(.muteWrite), .loadForCopy("de")]
    ) {
      $0.expectWikiLetGo()
      $0.language = "de"
      $0.migration.step = .loadingTarget(values: known)
      $0.announcements.say(.muting(.interrupted(["Carol", "Sandbox"])), .assertive)
    }
  }

  @Test func anAccountChangeSaysTheMuteItLetGoOf() {
    var t = M.read()
    t.prepare(.muteRequested(.users, names: ["Carol"]))
    t.send(.loggedIn, effects: [.cancel(.muteWrite), .checkPermission, .load("en")]) {
      $0.expectAccountLetGo()
      $0.session = .unknown
      $0.wiki.defaultOffCheckPending = true
      $0.loading.inFlight = SettingsFeature.LoadRequest()
      $0.announcements.say(.muting(.interrupted(["Carol"])), .assertive)
    }
  }

  @Test func aWriteOfUnknownOutcomeThatLandedIsSaidByTheReadAfterIt() {
    var t = M.read()
    let change = MuteChange.mute(.users, names: ["carol"])
    t.prepare(.muteRequested(.users, names: ["carol"]))
    t.send(
      .muteFinished(.failure(.outcomeUnknown(detail: "connection lost"))), effects: [.load("en")]
    ) {
      $0.muting.pending = []
      $0.muting.isWriting = false
      $0.muting.unconfirmed = change
      $0.loading.inFlight = SettingsFeature.LoadRequest()
      $0.announcements.say(.muting(.outcomeUnknown(change)), .assertive)
    }
    let snapshot = WikiSnapshot(
      userName: Fixture.user, values: Fixture.values(), hasDefaultOffMarker: true,
      muted: M.lists(users: [M.bob, M.carol]))
    t.send(.preferencesLoaded(.success(snapshot))) {
      $0.muting.unconfirmed = nil
      $0.muting.lists = M.lists(users: [M.bob, M.carol])
      $0.loading.inFlight = nil
      $0.announcements.say(.muting(.muted(.users, ["carol"])), .polite)
    }
  }

  @Test func aWriteOfUnknownOutcomeThatDidNothingLeavesTheScreenAsItWas() {
    var t = M.read()
    let change = MuteChange.unmute(.users, [M.bob])
    t.prepare(.unmuteRequested(.users, ids: [7]))
    t.prepare(.muteFinished(.failure(.outcomeUnknown(detail: "HTTP 503"))))
    #expect(t.state.muting.unconfirmed == change)
    let snapshot = WikiSnapshot(
      userName: Fixture.user, values: Fixture.values(), hasDefaultOffMarker: true,
      muted: M.lists())
    t.send(.preferencesLoaded(.success(snapshot))) {
      $0.muting.unconfirmed = nil
      $0.loading.inFlight = nil
    }
  }

  @Test(arguments: ["Bob\nCarol", "Eve|Mallory", "Bad\u{1B}[2J", "Tab\tName"])
  func aTypedNameNoWikiHoldsIsRefusedBeforeItIsShown(typed: String) {
    var t = M.read()
    let said = typed.withoutControlCharacters()
    t.send(.muteRequested(.users, names: [typed])) {
      $0.announcements.say(.muting(.refused([.invalidUserName(said)])), .assertive)
    }
    t.send(.muteRequested(.pages, names: [typed, "Fine"])) {
      $0.announcements.say(.muting(.refused([.invalidTitle(said)])), .assertive)
    }
  }
}
