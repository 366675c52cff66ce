import Testing

@testable import NotificationSettings

/// The save pipeline as a child feature: only ``SettingsFeature/Saving``, the ``Wiki`` it is
/// handed and the context it is given, compared whole, with its outputs for the parent in order.
@Suite("3b. Saving as a child feature")
struct SavingFlowTests {
  typealias Saving = SettingsFeature.Saving

  static let context = Saving.Context(
    userName: Fixture.user, isLoggingOut: false, isWaitingToLogOut: false,
    isCopyingSettings: false, copyWrite: nil, permission: .authorized, language: "en",
    saveWindow: Fixture.saveWindow, turnsTypesOffAtFirstLogin: true)

  static func wiki(
    _ values: [NotificationType: Bool] = Fixture.values(on: [.mention]), marker: Bool = true,
    global: Set<NotificationType> = []
  ) -> SettingsFeature.Wiki {
    Fixture.wiki(values, marker: marker, global: global)
  }

  static func saving(
    unsent: [NotificationType: Bool] = [:], inFlight: SaveRequest? = nil,
    windowOpen: Bool = false, error: SaveError? = nil, awaiting: NotificationType? = nil
  ) -> Saving {
    var saving = Saving()
    saving.unsent = unsent
    saving.inFlight = inFlight
    saving.isWindowOpen = windowOpen
    saving.error = error
    saving.awaitingPermission = awaiting
    return saving
  }

  @Test func aTapTurningATypeOnIsSentAtOnceAndMayNeedARegistration() {
    var child = Saving()
    var outputs: [Saving.Output] = []
    let effects = child.toggleTapped(
      .reverted, Self.context, wiki: Self.wiki(), outputs: &outputs)
    #expect(
      effects == [
        .save("en", Fixture.write([.reverted: true])), .startSaveWindow(Fixture.saveWindow),
      ])
    #expect(outputs == [.registerIfUseful])
    #expect(
      child
        == Self.saving(
          inFlight: SaveRequest(
            kind: .toggles, values: [.reverted: true], setsDefaultOffMarker: false),
          windowOpen: true))
  }

  @Test func aTapWithoutThePermissionAsksFirstAndTheAnswerCompletesIt() {
    var context = Self.context
    context.permission = .notDetermined
    var child = Saving()
    var outputs: [Saving.Output] = []
    let asked = child.toggleTapped(.reverted, context, wiki: Self.wiki(), outputs: &outputs)
    #expect(asked == [.requestPermission])
    #expect(outputs == [])
    #expect(child == Self.saving(awaiting: .reverted))
    // Another tap waits for the answer too.
    #expect(child.toggleTapped(.mention, context, wiki: Self.wiki(), outputs: &outputs) == [])
    #expect(outputs == [])
    #expect(child == Self.saving(awaiting: .reverted))
    context.permission = .authorized
    let answered = child.permissionAnswered(granted: true, context, wiki: Self.wiki())
    #expect(
      answered == [
        .save("en", Fixture.write([.reverted: true])), .startSaveWindow(Fixture.saveWindow),
      ])
    #expect(
      child
        == Self.saving(
          inFlight: SaveRequest(
            kind: .toggles, values: [.reverted: true], setsDefaultOffMarker: false),
          windowOpen: true))
  }

  @Test func aRefusedPermissionDropsTheWaitingToggle() {
    var child = Self.saving(awaiting: .reverted)
    #expect(child.permissionAnswered(granted: false, Self.context, wiki: Self.wiki()) == [])
    #expect(child == Saving())
  }

  @Test func aTapOnADeniedDeviceIsSavedAndSaidPolitely() {
    var context = Self.context
    context.permission = .denied
    var child = Saving()
    var outputs: [Saving.Output] = []
    let effects = child.toggleTapped(.reverted, context, wiki: Self.wiki(), outputs: &outputs)
    #expect(
      effects == [
        .save("en", Fixture.write([.reverted: true])), .startSaveWindow(Fixture.saveWindow),
      ])
    #expect(outputs == [.announce(.permissionDenied, .polite), .registerIfUseful])
    #expect(
      child
        == Self.saving(
          inFlight: SaveRequest(
            kind: .toggles, values: [.reverted: true], setsDefaultOffMarker: false),
          windowOpen: true))
  }

  @Test func tapsInTheWindowAreCollectedAndALogoutWaitingSendsThemAtOnce() {
    var child = Self.saving(windowOpen: true)
    var outputs: [Saving.Output] = []
    #expect(child.toggleTapped(.mention, Self.context, wiki: Self.wiki(), outputs: &outputs) == [])
    #expect(child == Self.saving(unsent: [.mention: false], windowOpen: true))
    var waiting = Self.context
    waiting.isWaitingToLogOut = true
    #expect(
      child.sendUnsent(waiting, wiki: Self.wiki()) == [
        .save("en", Fixture.write([.mention: false])), .startSaveWindow(Fixture.saveWindow),
      ])
    #expect(
      child
        == Self.saving(
          inFlight: SaveRequest(
            kind: .toggles, values: [.mention: false], setsDefaultOffMarker: false),
          windowOpen: true))
  }

  @Test func nothingGoesOutBesideALanguageCopysWrite() {
    var context = Self.context
    context.copyWrite = SaveRequest(
      kind: .toggles, values: [.reverted: true], setsDefaultOffMarker: true)
    var child = Self.saving(unsent: [.mention: false])
    #expect(child.sendUnsent(context, wiki: Self.wiki()) == [])
    #expect(child == Self.saving(unsent: [.mention: false]))
  }

  @Test func aSavedAnswerUpdatesTheWikiAndIsSaid() {
    let request = SaveRequest(kind: .toggles, values: [.reverted: true], setsDefaultOffMarker: true)
    var child = Self.saving(
      windowOpen: true,
      error: SaveError(outcome: .reverted([.mention]), failure: .unreachable(detail: "x")))
    var wiki = Self.wiki(marker: false)
    wiki.defaultOffCheckPending = true
    var outputs: [Saving.Output] = []
    let effects = child.saveFinished(
      request, error: nil, Self.context, wiki: &wiki, outputs: &outputs)
    #expect(effects == [])
    #expect(outputs == [.announce(.saved, .polite), .registerIfUseful])
    #expect(child == Self.saving(windowOpen: true))
    #expect(wiki == Self.wiki(Fixture.values(on: [.mention, .reverted]), marker: true))
  }

  @Test func aRefusalRevertsWhatWasNotChangedSinceAndKeepsTheNewerChoice() {
    let request = SaveRequest(
      kind: .toggles, values: [.reverted: true, .mention: false], setsDefaultOffMarker: false)
    var child = Self.saving(unsent: [.mention: true], windowOpen: true)
    var wiki = Self.wiki()
    var outputs: [Saving.Output] = []
    let failure = WikiFailure.keysRejected([.reverted, .mention])
    let effects = child.saveFinished(
      request, error: failure, Self.context, wiki: &wiki, outputs: &outputs)
    // The newer choice for mention equals the wiki's value: nothing is left to send.
    #expect(effects == [])
    #expect(outputs == [.announce(.saveFailedReverted([.reverted], failure), .assertive)])
    #expect(
      child
        == Self.saving(
          windowOpen: true,
          error: SaveError(
            outcome: .reverted([.reverted]), failure: failure, retry: [.reverted: true])))
    #expect(wiki == Self.wiki())
  }

  @Test func anUnknownOutcomeAsksTheParentForAFreshRead() {
    let request = SaveRequest(
      kind: .toggles, values: [.reverted: true], setsDefaultOffMarker: false)
    var child = Saving()
    var wiki = Self.wiki()
    var outputs: [Saving.Output] = []
    let failure = WikiFailure.outcomeUnknown(detail: "cut")
    #expect(
      child.saveFinished(request, error: failure, Self.context, wiki: &wiki, outputs: &outputs)
        == [])
    #expect(outputs == [.announce(.saveOutcomeUnknown, .assertive), .reload])
    var expected = Self.saving(error: SaveError(outcome: .outcomeUnknown, failure: failure))
    expected.unconfirmed = [.reverted]
    #expect(child == expected)
    #expect(wiki == Self.wiki())
  }

  @Test func aLostSessionIsTheParents() {
    let request = SaveRequest(
      kind: .toggles, values: [.reverted: true], setsDefaultOffMarker: false)
    var child = Saving()
    var wiki = Self.wiki()
    var outputs: [Saving.Output] = []
    #expect(
      child.saveFinished(
        request, error: .notLoggedIn, Self.context, wiki: &wiki, outputs: &outputs) == [])
    #expect(outputs == [.sessionEnded])
    #expect(child == Saving())
    #expect(wiki == Self.wiki())
  }

  @Test func aChoiceIgnoredForAGlobalValueIsKeptMadeGlobalAndReadAgain() {
    let request = SaveRequest(
      kind: .toggles, values: [.reverted: true, .mention: false], setsDefaultOffMarker: false)
    var child = Saving()
    var wiki = Self.wiki()
    var outputs: [Saving.Output] = []
    let effects = child.saveFinished(
      request, error: .globallyOverridden([.reverted], rejected: []), Self.context,
      wiki: &wiki, outputs: &outputs)
    #expect(effects == [])
    #expect(outputs == [.reload])
    #expect(child == Self.saving(unsent: [.reverted: true]))
    #expect(wiki == Self.wiki(Fixture.values(on: []), global: [.reverted]))
  }

  @Test func theFirstLoginResetTurnsEveryLocalTypeOffOnce() {
    var child = Saving()
    var wiki = Self.wiki(
      Fixture.values(on: [.mention, .reverted]), marker: false, global: [.reverted])
    wiki.defaultOffCheckPending = true
    let effects = child.applyDefaultOffIfFirstLogin(Self.context, wiki: &wiki)
    let reset = Fixture.values(on: []).filter { $0.key != .reverted }
    #expect(
      effects == [
        .save(
          "en",
          OptionsWrite(
            userName: Fixture.user, values: reset, setsDefaultOffMarker: true,
            markerNeedsEveryValue: true))
      ])
    #expect(
      child
        == Self.saving(
          inFlight: SaveRequest(kind: .defaultOff, values: reset, setsDefaultOffMarker: true)))
    #expect(
      wiki
        == Self.wiki(Fixture.values(on: [.mention, .reverted]), marker: false, global: [.reverted]))
    // Checked once: a second read does not reset again.
    var again = Saving()
    #expect(again.applyDefaultOffIfFirstLogin(Self.context, wiki: &wiki) == [])
    #expect(again == Saving())
  }

  @Test func aFailedResetIsRetriedOnlyWhenThePersonAsks() {
    let failure = WikiFailure.unreachable(detail: "offline")
    var child = Self.saving(error: SaveError(outcome: .defaultsNotApplied, failure: failure))
    var wiki = Self.wiki(marker: false)
    var outputs: [Saving.Output] = []
    #expect(child.defaultsRetryTapped(Self.context, wiki: &wiki, outputs: &outputs) == [])
    #expect(outputs == [.reload])
    #expect(child == Saving())
    var expected = Self.wiki(marker: false)
    expected.defaultOffCheckPending = true
    #expect(wiki == expected)
  }

  @Test func aResetLetsGoOfTheWriteAndTheWindow() {
    var child = Self.saving(
      unsent: [.mention: false],
      inFlight: SaveRequest(kind: .toggles, values: [.reverted: true], setsDefaultOffMarker: false),
      windowOpen: true)
    #expect(child.reset() == [.cancel(.write), .cancel(.saveWindow)])
    #expect(child == Saving())
    var idle = Self.saving(unsent: [.mention: false])
    #expect(idle.reset() == [])
    #expect(idle == Saving())
  }
}
