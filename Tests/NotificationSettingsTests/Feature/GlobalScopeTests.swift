import MediaWikiAPI
import Testing

@testable import NotificationSettings

/// Where the wiki offers global preferences, every choice is a global one (but a local
/// exception's): the first-login reset is one global write that keeps what the person chose,
/// each save carries the types not global yet, a language change moves nothing, and a refused
/// global write is reverted with a retry. Each step compared whole.
@Suite("5c. One choice, every wiki: global preferences")
struct GlobalScopeTests {
  /// Echo's defaults on a wiki offering every spec type: all on but the three off by default.
  static let echoDefaults = Dictionary(
    uniqueKeysWithValues: NotificationType.allCases.map { ($0, $0.isOnByEchoDefault) })

  static func snapshot(
    _ values: [NotificationType: Bool], marker: Bool = false,
    global: Set<NotificationType> = [], exceptions: Set<NotificationType> = []
  ) -> WikiSnapshot {
    WikiSnapshot(
      userName: Fixture.user, values: values, hasDefaultOffMarker: marker, globalTypes: global,
      offersGlobalPreferences: true, localExceptions: exceptions)
  }

  static func globalWrite(
    _ values: [NotificationType: Bool], global: Set<NotificationType>? = nil,
    kind: SaveRequest.Kind = .toggles, carried: Set<NotificationType> = []
  ) -> OptionsWrite {
    OptionsWrite(
      userName: Fixture.user, values: values, setsDefaultOffMarker: false,
      markerNeedsEveryValue: kind == .defaultOff, globalTypes: global ?? Set(values.keys),
      carriedTypes: carried)
  }

  /// A logged-in screen that read `snapshot` (after a login when `login`), and the effects of
  /// that read.
  static func read(_ snapshot: WikiSnapshot, login: Bool) -> (
    FeatureTester, [SettingsFeature.Effect]
  ) {
    var t = FeatureTester(Fixture.initial())
    t.prepare(.appeared)
    t.prepare(.permissionChecked(.authorized))
    if login { t.prepare(.loggedIn) }
    let effects = t.prepare(.preferencesLoaded(.success(snapshot)))
    return (t, effects)
  }

  @Test func theSnapshotTellsGlobalPreferencesAndLocalExceptionsApart() {
    let reverted = NotificationType.reverted.optionName
    let info = UserInfo(
      id: 1, name: Fixture.user, isAnonymous: false,
      options: [
        NotificationType.mention.optionName: .int(0), reverted: .bool(true),
        reverted + NotificationType.localExceptionSuffix: .string("1"),
      ],
      globalPreferences: [
        NotificationType.mention.optionName: .int(0), reverted: .string("0"),
      ], offersGlobalPreferences: true)
    let snapshot = WikiSnapshot(userInfo: info)
    // The exception's flag is no type of its own.
    #expect(snapshot.values == [.mention: false, .reverted: true])
    #expect(snapshot.globalTypes == [.mention])
    #expect(snapshot.localExceptions == [.reverted])
    #expect(snapshot.offersGlobalPreferences)
    #expect(NotificationType(optionName: reverted + "-local-exception") == nil)
  }

  @Test func theFirstLoginIsOneGlobalWriteThatKeepsThePersonsChoices() {
    // The web set article-linked on (Echo's default is off) and mention off (default on);
    // thanks are set globally already. Everything else is Echo's default.
    var held = Self.echoDefaults
    held[.articleLinked] = true
    held[.mention] = false
    held[.editThank] = true
    let (t, effects) = Self.read(Self.snapshot(held, global: [.editThank]), login: true)
    // Off, but what differs from Echo's default (a choice); the global type is not written.
    var expected = Dictionary(uniqueKeysWithValues: held.keys.map { ($0, false) })
    expected[.articleLinked] = true
    expected[.editThank] = nil
    // Article-linked stays on: the device is registered for it.
    #expect(
      effects == [
        .save("en", Self.globalWrite(expected, kind: .defaultOff)), .registerForDeviceToken,
      ])
    #expect(
      t.state.saving.inFlight
        == SaveRequest(
          kind: .defaultOff, values: expected, setsDefaultOffMarker: false,
          globalTypes: Set(expected.keys)))
    var after = t
    after.send(.saveFinished(error: nil)) {
      $0.saving.inFlight = nil
      $0.wiki.values = expected.merging([.editThank: true]) { new, _ in new }
      $0.wiki.globalTypes = Set(held.keys)
    }
    #expect(after.state.wiki.notYetGlobal.isEmpty)
  }

  @Test func aWikiTheAppResetBeforeCarriesEveryLocalValueOverAsItIs() {
    // The marker says the local values are the person's (an earlier version reset them).
    let held = Fixture.values(on: [.editUserTalk])
    let (_, effects) = Self.read(Self.snapshot(held, marker: true), login: true)
    #expect(effects.first == .save("en", Self.globalWrite(held, kind: .defaultOff)))
  }

  @Test func everyChoiceAlreadyGlobalOrALocalExceptionMeansNothingToWrite() {
    let held = Fixture.values(on: [.mention])
    let global = Set(held.keys).subtracting([.loginFail])
    let (t, effects) = Self.read(
      Self.snapshot(held, global: global, exceptions: [.loginFail]), login: true)
    #expect(effects == [.registerForDeviceToken])
    #expect(t.state.saving.inFlight == nil)
  }

  @Test func aToggleCarriesTheTypesNotGlobalYetAsShownInTheSameWrite() {
    let held = Fixture.values(on: [.mention])
    var t = Self.read(Self.snapshot(held, marker: true, global: [.mention]), login: false).0
    var sent = held
    sent[.editThank] = true
    sent[.mention] = nil
    // The carried types are named in the write: the live client confirms them first.
    let carried = Set(sent.keys).subtracting([.editThank])
    t.send(
      .toggleTapped(.editThank),
      effects: [
        .save("en", Self.globalWrite(sent, carried: carried)),
        .startSaveWindow(Fixture.saveWindow),
      ]
    ) {
      $0.saving.inFlight = SaveRequest(
        kind: .toggles, values: sent, setsDefaultOffMarker: false, globalTypes: Set(sent.keys),
        carried: carried)
      $0.saving.isWindowOpen = true
    }
    // Every row shows "Saving…" while the write is out: each value is on its way to every wiki.
    #expect(t.state.isSaving(.reverted) && t.state.isSaving(.editThank))
    t.send(.saveFinished(error: nil)) {
      $0.saving.inFlight = nil
      $0.wiki.values?[.editThank] = true
      $0.wiki.globalTypes = Set(held.keys)
      $0.announcements.queued = [Announcement(id: 1, message: .saved, politeness: .polite)]
    }
  }

  @Test func aLocalExceptionAloneIsOneLocalWriteThatCarriesNothing() {
    let held = Fixture.values(on: [.mention])
    var t = Self.read(Self.snapshot(held, exceptions: [.loginFail]), login: false).0
    let write = OptionsWrite(userName: Fixture.user, values: [.loginFail: true])
    t.send(
      .toggleTapped(.loginFail),
      effects: [.save("en", write), .startSaveWindow(Fixture.saveWindow)]
    ) {
      $0.saving.inFlight = SaveRequest(
        kind: .toggles, values: [.loginFail: true], setsDefaultOffMarker: false)
      $0.saving.isWindowOpen = true
    }
    let row = ScreenModel(state: t.state, strings: .english).sections.flatMap(\.rows)
    #expect(row.first { $0.type == .loginFail }?.isGlobal == false)
    #expect(row.first { $0.type == .mention }?.isGlobal == true)
  }

  @Test func aRefusedGlobalWriteRevertsSaysWhyAndOffersARetryThatSendsItAgain() throws {
    let held = Fixture.values(on: [.mention])
    var t = Self.read(Self.snapshot(held, marker: true, global: Set(held.keys)), login: false).0
    t.prepare(.toggleTapped(.editThank))
    let refusal = WikiFailure.apiError(code: "notglobalized", info: "not global")
    t.send(.saveFinished(error: refusal)) {
      $0.saving.inFlight = nil
      $0.saving.error = SaveError(
        outcome: .reverted([.editThank]), failure: refusal, retry: [.editThank: true])
      $0.announcements.queued = [
        Announcement(
          id: 1, message: .saveFailedReverted([.editThank], refusal), politeness: .assertive)
      ]
    }
    // Back to what the wiki holds; nothing was said to be saved.
    #expect(t.state.isOn(.editThank) == false)
    let screen = ScreenModel(state: t.state, strings: .english)
    let banner = try #require(screen.banners.first { $0.subject == .saveFailed })
    #expect(
      banner.message
        == "Couldn't save Thanks, so the previous setting is shown again. "
        + "Your account has no global preferences on this wiki.")
    #expect(
      banner.actions.map(\.id) == [
        "notification.action.retry-save", "notification.action.dismiss-save-error",
      ])
    #expect(banner.actions.first?.event == .saveRetryTapped)
    // The window of the refused save is still open: the retry waits for it, then goes out.
    t.send(.saveRetryTapped) {
      $0.saving.error = nil
      $0.saving.unsent = [.editThank: true]
    }
    t.send(
      .saveWindowElapsed,
      effects: [
        .save("en", Self.globalWrite([.editThank: true])), .startSaveWindow(Fixture.saveWindow),
      ]
    ) {
      $0.saving.unsent = [:]
      $0.saving.inFlight = SaveRequest(
        kind: .toggles, values: [.editThank: true], setsDefaultOffMarker: false,
        globalTypes: [.editThank])
    }
  }

  @Test func aLanguageChangeWithEveryChoiceGlobalReadsTheNewWikiAndWritesNothing() {
    let held = Fixture.values(on: [.mention])
    var t = Self.read(Self.snapshot(held, global: Set(held.keys)), login: false).0
    t.send(
      .primaryLanguageChanged(from: "en", to: "de"), effects: [.loadForCopy("de")]
    ) {
      $0.language = "de"
      $0.wiki = SettingsFeature.Wiki()
      $0.migration = Migration(step: .loadingTarget(values: held))
    }
    t.send(
      .copyPreferencesLoaded(.success(Self.snapshot(held, global: Set(held.keys))))
    ) {
      $0.session = .loggedIn(userName: Fixture.user)
      $0.wiki.values = held
      $0.wiki.globalTypes = Set(held.keys)
      $0.wiki.offersGlobalPreferences = true
      $0.migration = Migration(outcome: .copied)
    }
  }

  @Test func theScopeNoteSaysEveryWikiOrThisWikiOnlyInBothLanguages() {
    let global = Self.read(Self.snapshot(Fixture.values(on: [.mention])), login: false).0.state
    let local = Fixture.loaded().state
    for (state, scope) in [(global, ScreenModel.ScopeNote.Scope.everyWiki), (local, .thisWikiOnly)]
    {
      let english = ScreenModel(state: state, strings: .english).scope
      let german = ScreenModel(state: state, strings: .german).scope
      #expect(english?.scope == scope && german?.scope == scope)
      #expect(english?.id == "notification.scope" && german?.id == "notification.scope")
      #expect(english?.text != german?.text && english?.detail != german?.detail)
    }
    #expect(
      ScreenModel(state: local, strings: .german).scope?.text
        == "Diese Auswahl gilt nur für dieses Wiki.")
    #expect(
      ScreenModel(state: global, strings: .english).scope?.text
        == "Your choices apply on every wiki you use with this account.")
  }
}
