import Testing

@testable import NotificationSettings

/// The save pipeline as a child feature, driven through its one
/// `Saving.reduce(into:action:context:)`: only ``Saving`` and the
/// context it is given (the ``Wiki`` among it), compared whole, with its effects and its delegates
/// for the parent in order (a wiki to keep among them).
@Suite("3b. Saving as a child feature")
struct SavingFlowTests {
  typealias Step = ChildStep<Saving.Delegate>

  /// Sends `action` with `context` and `wiki`, and takes back the wiki as the pipeline changed
  /// it, as the parent does.
  static func reduce(
    _ child: inout Saving, _ action: Saving.Action, _ context: Saving.Context = context,
    wiki: inout SettingsFeature.Wiki
  ) -> Step {
    var context = context
    context.wiki = wiki
    let result = Saving.reduce(into: &child, action: action, context: &context)
    let step = Step(result, said: context.announcements)
    wiki = context.wiki
    return step
  }

  /// Sends `action` with `context` and the wiki `wiki`, not kept.
  static func reduce(
    _ child: inout Saving, _ action: Saving.Action, _ context: Saving.Context = context,
    wiki: SettingsFeature.Wiki = wiki()
  ) -> Step {
    var wiki = wiki
    return reduce(&child, action, context, wiki: &wiki)
  }

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

  @Test func aTapTurningATypeOnIsSentAtOnce() {
    var child = Saving()
    #expect(
      Self.reduce(&child, .toggleTapped(.reverted))
        == Step(
          effects: [
            .save("en", Fixture.write([.reverted: true])), .startSaveWindow(Fixture.saveWindow),
          ]))
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
    #expect(
      Self.reduce(&child, .toggleTapped(.reverted), context) == Step(effects: [.requestPermission]))
    #expect(child == Self.saving(awaiting: .reverted))
    // Another tap waits for the answer too.
    #expect(Self.reduce(&child, .toggleTapped(.mention), context) == Step())
    #expect(child == Self.saving(awaiting: .reverted))
    context.permission = .authorized
    #expect(
      Self.reduce(&child, .permissionAnswered(granted: true), context)
        == Step(effects: [
          .save("en", Fixture.write([.reverted: true])), .startSaveWindow(Fixture.saveWindow),
        ]))
    #expect(
      child
        == Self.saving(
          inFlight: SaveRequest(
            kind: .toggles, values: [.reverted: true], setsDefaultOffMarker: false),
          windowOpen: true))
  }

  @Test func aRefusedPermissionDropsTheWaitingToggle() {
    var child = Self.saving(awaiting: .reverted)
    #expect(Self.reduce(&child, .permissionAnswered(granted: false)) == Step())
    #expect(child == Saving())
  }

  @Test func aTapOnADeniedDeviceIsSavedAndSaidPolitely() {
    var context = Self.context
    context.permission = .denied
    var child = Saving()
    #expect(
      Self.reduce(&child, .toggleTapped(.reverted), context)
        == Step(
          effects: [
            .save("en", Fixture.write([.reverted: true])), .startSaveWindow(Fixture.saveWindow),
          ], said: [Spoken(.permissionDenied, .polite)]))
    #expect(
      child
        == Self.saving(
          inFlight: SaveRequest(
            kind: .toggles, values: [.reverted: true], setsDefaultOffMarker: false),
          windowOpen: true))
  }

  @Test func tapsInTheWindowAreCollectedAndALogoutWaitingSendsThemAtOnce() {
    var child = Self.saving(windowOpen: true)
    #expect(Self.reduce(&child, .toggleTapped(.mention)) == Step())
    #expect(child == Self.saving(unsent: [.mention: false], windowOpen: true))
    var waiting = Self.context
    waiting.isWaitingToLogOut = true
    #expect(
      Self.reduce(&child, .sendUnsent(), waiting)
        == Step(effects: [
          .save("en", Fixture.write([.mention: false])), .startSaveWindow(Fixture.saveWindow),
        ]))
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
    #expect(Self.reduce(&child, .sendUnsent(), context) == Step())
    #expect(child == Self.saving(unsent: [.mention: false]))
  }

  @Test func aSavedAnswerUpdatesTheWikiAndIsSaid() {
    let request = SaveRequest(kind: .toggles, values: [.reverted: true], setsDefaultOffMarker: true)
    var child = Self.saving(
      inFlight: request, windowOpen: true,
      error: SaveError(outcome: .reverted([.mention]), failure: .unreachable(detail: "x")))
    var wiki = Self.wiki(marker: false)
    wiki.defaultOffCheckPending = true
    let step = Self.reduce(&child, .saveFinished(error: nil), wiki: &wiki)
    let kept = Self.wiki(Fixture.values(on: [.mention, .reverted]), marker: true)
    #expect(
      step
        == Step(delegates: [.landed], said: [Spoken(.saved, .polite)]))
    #expect(child == Self.saving(windowOpen: true))
    #expect(wiki == kept)
  }

  @Test func aRefusalRevertsWhatWasNotChangedSinceAndKeepsTheNewerChoice() {
    let request = SaveRequest(
      kind: .toggles, values: [.reverted: true, .mention: false], setsDefaultOffMarker: false)
    var child = Self.saving(unsent: [.mention: true], inFlight: request, windowOpen: true)
    var wiki = Self.wiki()
    let failure = WikiFailure.keysRejected([.reverted, .mention])
    let step = Self.reduce(&child, .saveFinished(error: failure), wiki: &wiki)
    // The newer choice for mention equals the wiki's value: nothing is left to send.
    #expect(
      step
        == Step(
          delegates: [.landed],
          said: [Spoken(.saveFailedReverted([.reverted], failure), .assertive)]
        ))
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
    var child = Self.saving(inFlight: request)
    var wiki = Self.wiki()
    let failure = WikiFailure.outcomeUnknown(detail: "cut")
    #expect(
      Self.reduce(&child, .saveFinished(error: failure), wiki: &wiki)
        == Step(delegates: [.reload], said: [Spoken(.saveOutcomeUnknown, .assertive)]))
    var expected = Self.saving(error: SaveError(outcome: .outcomeUnknown, failure: failure))
    expected.unconfirmed = [.reverted]
    #expect(child == expected)
    #expect(wiki == Self.wiki())
  }

  @Test func anAnswerWithNoSaveInFlightIsNotTheScreens() {
    var child = Self.saving(unsent: [.mention: false], windowOpen: true)
    var wiki = Self.wiki()
    #expect(Self.reduce(&child, .saveFinished(error: nil), wiki: &wiki) == Step())
    #expect(child == Self.saving(unsent: [.mention: false], windowOpen: true))
    #expect(wiki == Self.wiki())
  }

  @Test func aLostSessionIsTheParents() {
    let request = SaveRequest(
      kind: .toggles, values: [.reverted: true], setsDefaultOffMarker: false)
    var child = Self.saving(inFlight: request)
    var wiki = Self.wiki()
    #expect(
      Self.reduce(&child, .saveFinished(error: .notLoggedIn), wiki: &wiki)
        == Step(delegates: [.sessionEnded]))
    #expect(child == Saving())
    #expect(wiki == Self.wiki())
  }

  @Test func aChoiceIgnoredForAGlobalValueIsKeptMadeGlobalAndReadAgain() {
    let request = SaveRequest(
      kind: .toggles, values: [.reverted: true, .mention: false], setsDefaultOffMarker: false)
    var child = Self.saving(inFlight: request)
    var wiki = Self.wiki()
    let step = Self.reduce(
      &child, .saveFinished(error: .globallyOverridden([.reverted], rejected: [])), wiki: &wiki)
    let kept = Self.wiki(Fixture.values(on: []), global: [.reverted])
    #expect(
      step
        == Step(delegates: [
          .reload
        ]))
    #expect(child == Self.saving(unsent: [.reverted: true]))
    #expect(wiki == kept)
  }

  /// A carried value the fresh read found set globally since (`reverted`) or changed here
  /// (`editThank`) was left out of the write: the global one is kept as set elsewhere, never
  /// queued again as if the person had chosen it, the other reverts and names nothing, the
  /// person's own choice is saved, and the wiki is read again.
  @Test func aCarriedValueChangedSinceTheReadIsNeverSentAgain() {
    let request = SaveRequest(
      kind: .toggles, values: [.mention: false, .reverted: true, .editThank: true],
      setsDefaultOffMarker: false, globalTypes: [.mention, .reverted, .editThank],
      carried: [.reverted, .editThank])
    var child = Self.saving(inFlight: request, windowOpen: true)
    var wiki = Self.wiki()
    wiki.offersGlobalPreferences = true
    let step = Self.reduce(
      &child, .saveFinished(error: .globallyOverridden([.reverted], rejected: [.editThank])),
      wiki: &wiki)
    #expect(step == Step(delegates: [.reload], said: [Spoken(.saved, .polite)]))
    #expect(child == Self.saving(windowOpen: true))
    // `reverted` shows the value read until the read that follows brings the global one.
    var kept = Self.wiki(Fixture.values(on: []), global: [.mention, .reverted])
    kept.offersGlobalPreferences = true
    #expect(wiki == kept)
  }

  @Test func theFirstLoginResetTurnsEveryLocalTypeOffOnce() {
    var child = Saving()
    var wiki = Self.wiki(
      Fixture.values(on: [.mention, .reverted]), marker: false, global: [.reverted])
    wiki.defaultOffCheckPending = true
    let step = Self.reduce(&child, .applyDefaultOffIfFirstLogin, wiki: &wiki)
    let reset = Fixture.values(on: []).filter { $0.key != .reverted }
    #expect(
      step
        == Step(
          effects: [
            .save(
              "en",
              OptionsWrite(
                userName: Fixture.user, values: reset, setsDefaultOffMarker: true,
                markerNeedsEveryValue: true))
          ]))
    #expect(
      child
        == Self.saving(
          inFlight: SaveRequest(kind: .defaultOff, values: reset, setsDefaultOffMarker: true)))
    #expect(
      wiki
        == Self.wiki(Fixture.values(on: [.mention, .reverted]), marker: false, global: [.reverted]))
    // Checked once: a second read does not reset again.
    var again = Saving()
    #expect(Self.reduce(&again, .applyDefaultOffIfFirstLogin, wiki: &wiki) == Step())
    #expect(again == Saving())
  }

  @Test func aFailedResetIsRetriedOnlyWhenThePersonAsks() {
    let failure = WikiFailure.unreachable(detail: "offline")
    var child = Self.saving(error: SaveError(outcome: .defaultsNotApplied, failure: failure))
    var wiki = Self.wiki(marker: false)
    var expected = Self.wiki(marker: false)
    expected.defaultOffCheckPending = true
    #expect(
      Self.reduce(&child, .defaultsRetryTapped, wiki: &wiki)
        == Step(delegates: [.reload]))
    #expect(child == Saving())
    #expect(wiki == expected)
  }

  @Test func aResetLetsGoOfTheWriteAndTheWindow() {
    var child = Self.saving(
      unsent: [.mention: false],
      inFlight: SaveRequest(kind: .toggles, values: [.reverted: true], setsDefaultOffMarker: false),
      windowOpen: true)
    #expect(Self.reduce(&child, .reset) == Step(effects: [.cancel(.write), .cancel(.saveWindow)]))
    #expect(child == Saving())
    var idle = Self.saving(unsent: [.mention: false])
    #expect(Self.reduce(&idle, .reset) == Step())
    #expect(idle == Saving())
  }
}
