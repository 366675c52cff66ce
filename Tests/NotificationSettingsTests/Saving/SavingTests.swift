import Testing

@testable import NotificationSettings

@Suite("5. Saving: at once, then coalesced, one in flight, exact rollback")
struct SavingTests {
  static let window = Fixture.saveWindow

  static func toggles(_ values: [NotificationType: Bool]) -> SaveRequest {
    SaveRequest(kind: .toggles, values: values, setsDefaultOffMarker: false)
  }

  @Test func aTapAfterAQuietMomentIsSentAtOnceAndOpensTheWindow() {
    var t = Fixture.loaded()
    t.send(
      .toggleTapped(.editThank),
      effects: [
        .save("en", Fixture.write([.editThank: true])),
        .startSaveWindow(Self.window),
      ]
    ) {
      $0.saving.inFlight = Self.toggles([.editThank: true])
      $0.saving.isWindowOpen = true
    }
    #expect(t.state.isOn(.editThank) == true)
    #expect(t.state.isSaving(.editThank))
    t.send(.saveFinished(error: nil)) {
      $0.saving.inFlight = nil
      $0.wiki.values?[.editThank] = true
      $0.announcements.queued = [Announcement(id: 1, message: .saved, politeness: .polite)]
    }
    // The window ends with nothing collected: nothing is sent, and the next tap goes at once.
    t.send(.saveWindowElapsed) { $0.saving.isWindowOpen = false }
    t.send(
      .toggleTapped(.mention),
      effects: [
        .save("en", Fixture.write([.mention: false])), .startSaveWindow(Self.window),
      ]
    ) {
      $0.saving.inFlight = Self.toggles([.mention: false])
      $0.saving.isWindowOpen = true
    }
  }

  @Test func tapsRightAfterASaveAreCollectedAndSentTogetherWhenTheWindowEnds() {
    var t = Fixture.loaded()
    t.prepare(.toggleTapped(.editThank))  // save 1
    t.prepare(.saveFinished(error: nil))  // announcement 1
    t.send(.toggleTapped(.reverted)) { $0.saving.unsent = [.reverted: true] }
    t.send(.toggleTapped(.loginFail)) { $0.saving.unsent[.loginFail] = true }
    t.send(.toggleTapped(.mention)) { $0.saving.unsent[.mention] = false }
    #expect(t.state.isOn(.reverted) == true && t.state.isSaving(.reverted))
    let follow: [NotificationType: Bool] = [.reverted: true, .loginFail: true, .mention: false]
    t.send(
      .saveWindowElapsed,
      effects: [.save("en", Fixture.write(follow)), .startSaveWindow(Self.window)]
    ) {
      $0.saving.isWindowOpen = true
      $0.saving.unsent = [:]
      $0.saving.inFlight = Self.toggles(follow)
    }
    t.send(.saveFinished(error: nil)) {
      $0.saving.inFlight = nil
      $0.wiki.values?.merge(follow) { $1 }
      $0.announcements.queued.append(Announcement(id: 2, message: .saved, politeness: .polite))
    }
  }

  @Test func tapsDuringASaveWaitForItsAnswerWhenTheWindowEndsFirst() {
    var t = Fixture.loaded()
    t.prepare(.toggleTapped(.editThank))  // save 1 in flight: editThank on
    // No second save starts, and no window opens for these taps.
    t.send(.toggleTapped(.reverted)) { $0.saving.unsent = [.reverted: true] }
    t.send(.toggleTapped(.loginFail)) { $0.saving.unsent[.loginFail] = true }
    t.send(.toggleTapped(.editThank)) { $0.saving.unsent[.editThank] = false }
    t.send(.saveWindowElapsed) { $0.saving.isWindowOpen = false }
    let follow: [NotificationType: Bool] = [.reverted: true, .loginFail: true, .editThank: false]
    t.send(
      .saveFinished(error: nil),
      effects: [.save("en", Fixture.write(follow)), .startSaveWindow(Self.window)]
    ) {
      $0.wiki.values?[.editThank] = true
      $0.announcements.queued = [Announcement(id: 1, message: .saved, politeness: .polite)]
      $0.saving.unsent = [:]
      $0.saving.inFlight = Self.toggles(follow)
      $0.saving.isWindowOpen = true
    }
  }

  @Test func anAnswerInsideTheWindowLeavesTheFollowUpToTheWindowsEnd() {
    var t = Fixture.loaded()
    t.prepare(.toggleTapped(.editThank))  // save 1
    t.send(.toggleTapped(.reverted)) { $0.saving.unsent = [.reverted: true] }
    t.send(.saveFinished(error: nil)) {
      $0.saving.inFlight = nil
      $0.wiki.values?[.editThank] = true
      $0.announcements.queued = [Announcement(id: 1, message: .saved, politeness: .polite)]
    }
    t.send(.toggleTapped(.loginFail)) { $0.saving.unsent[.loginFail] = true }
    let follow: [NotificationType: Bool] = [.reverted: true, .loginFail: true]
    t.send(
      .saveWindowElapsed,
      effects: [.save("en", Fixture.write(follow)), .startSaveWindow(Self.window)]
    ) {
      $0.saving.unsent = [:]
      $0.saving.inFlight = Self.toggles(follow)
      $0.saving.isWindowOpen = true
    }
  }

  @Test func aTapBackToTheWikisValueInTheWindowSendsNothing() {
    var t = Fixture.loaded()
    t.prepare(.toggleTapped(.editThank))  // save 1
    t.prepare(.saveFinished(error: nil))  // announcement 1
    t.send(.toggleTapped(.mention)) { $0.saving.unsent = [.mention: false] }
    t.send(.toggleTapped(.mention)) { $0.saving.unsent = [:] }
    t.send(.saveWindowElapsed) { $0.saving.isWindowOpen = false }
  }

  @Test func aTapBackWhileItsSaveIsInFlightIsSentAfterItTheNewestChoiceWins() {
    var t = Fixture.loaded()
    t.prepare(.toggleTapped(.editThank))  // save 1: editThank on
    // The wiki may take "on": the tap back to "off" is a choice of its own.
    t.send(.toggleTapped(.editThank)) { $0.saving.unsent = [.editThank: false] }
    #expect(t.state.isOn(.editThank) == false)
    t.send(.saveFinished(error: nil)) {
      $0.saving.inFlight = nil
      $0.wiki.values?[.editThank] = true
      $0.announcements.queued = [Announcement(id: 1, message: .saved, politeness: .polite)]
    }
    #expect(t.state.isOn(.editThank) == false)
    t.send(
      .saveWindowElapsed,
      effects: [
        .save("en", Fixture.write([.editThank: false])),
        .startSaveWindow(Self.window),
      ]
    ) {
      $0.saving.unsent = [:]
      $0.saving.inFlight = Self.toggles([.editThank: false])
      $0.saving.isWindowOpen = true
    }
  }

  /// The logout ends the account when the save in flight answers: choices collected for the
  /// window go out with that answer instead of being dropped with the account.
  @Test func aLogoutDuringASaveSendsTheCollectedChoicesWithoutWaitingForTheWindow() {
    var t = Fixture.loaded()
    t.prepare(.toggleTapped(.editThank))  // save 1
    t.prepare(.toggleTapped(.reverted))
    t.send(.logoutTapped) { $0.session = .loggingOut(.waiting(userName: Fixture.user)) }
    t.send(
      .saveFinished(error: nil),
      effects: [
        .save("en", Fixture.write([.reverted: true])), .startSaveWindow(Self.window),
      ]
    ) {
      $0.wiki.values?[.editThank] = true
      $0.announcements.queued = [Announcement(id: 1, message: .saved, politeness: .polite)]
      $0.saving.unsent = [:]
      $0.saving.inFlight = Self.toggles([.reverted: true])
      $0.saving.isWindowOpen = true
    }
  }

  @Test func aDefiniteFailureResetsExactlyTheTogglesNotChangedSince() {
    var t = Fixture.loaded()
    t.prepare(.toggleTapped(.mention))  // save 1: mention off
    t.prepare(.saveFinished(error: nil))  // announcement 1
    t.prepare(.toggleTapped(.editThank))
    t.prepare(.toggleTapped(.reverted))
    t.prepare(.saveWindowElapsed)  // save 2: editThank on, reverted on
    t.prepare(.toggleTapped(.reverted))  // changed again since: reverted off
    t.prepare(.toggleTapped(.reverted))  // and on again: still a change made since
    t.prepare(.announcementDelivered(id: 1))
    let failure = WikiFailure.apiError(code: "readonly", info: "The wiki is read-only")
    // The follow-up waits for the window of save 2.
    t.send(.saveFinished(error: failure)) {
      $0.saving.inFlight = nil
      $0.announcements.queued = [
        Announcement(
          id: 2, message: .saveFailedReverted([.editThank], failure), politeness: .assertive)
      ]
      $0.saving.error = SaveError(
        outcome: .reverted([.editThank]), failure: failure, retry: [.editThank: true])
    }
    #expect(t.state.isOn(.editThank) == false)
    #expect(t.state.isOn(.reverted) == true)
    t.send(
      .saveWindowElapsed,
      effects: [
        .save("en", Fixture.write([.reverted: true])), .startSaveWindow(Self.window),
      ]
    ) {
      $0.saving.unsent = [:]
      $0.saving.inFlight = Self.toggles([.reverted: true])
      $0.saving.isWindowOpen = true
    }
    // A later success clears the banner.
    t.send(.saveFinished(error: nil)) {
      $0.saving.inFlight = nil
      $0.wiki.values?[.reverted] = true
      $0.saving.error = nil
      $0.announcements.queued.append(Announcement(id: 3, message: .saved, politeness: .polite))
    }
  }

  @Test func aFailureAfterTheWindowEndedSendsTheNewerChoiceAtOnce() {
    var t = Fixture.loaded()
    t.prepare(.toggleTapped(.editThank))  // save 1: editThank on
    t.prepare(.toggleTapped(.reverted))
    t.prepare(.saveWindowElapsed)
    let failure = WikiFailure.apiError(code: "readonly", info: "The wiki is read-only")
    t.send(
      .saveFinished(error: failure),
      effects: [
        .save("en", Fixture.write([.reverted: true])), .startSaveWindow(Self.window),
      ]
    ) {
      $0.announcements.queued = [
        Announcement(
          id: 1, message: .saveFailedReverted([.editThank], failure), politeness: .assertive)
      ]
      $0.saving.error = SaveError(
        outcome: .reverted([.editThank]), failure: failure, retry: [.editThank: true])
      $0.saving.unsent = [:]
      $0.saving.inFlight = Self.toggles([.reverted: true])
      $0.saving.isWindowOpen = true
    }
    #expect(t.state.isOn(.editThank) == false)
  }

  @Test func rejectedKeysResetOnlyThoseKeys() {
    var t = Fixture.loaded()
    t.prepare(.toggleTapped(.reverted))  // save 1
    t.prepare(.saveFinished(error: nil))  // announcement 1
    t.prepare(.toggleTapped(.editThank))
    t.prepare(.toggleTapped(.mention))
    t.prepare(.saveWindowElapsed)  // save 2: editThank on, mention off
    t.prepare(.announcementDelivered(id: 1))
    let failure = WikiFailure.keysRejected([.editThank])
    t.send(.saveFinished(error: failure)) {
      $0.saving.inFlight = nil
      $0.wiki.values?[.mention] = false
      $0.saving.error = SaveError(
        outcome: .reverted([.editThank]), failure: failure, retry: [.editThank: true])
      $0.announcements.queued = [
        Announcement(
          id: 2, message: .saveFailedReverted([.editThank], failure), politeness: .assertive)
      ]
    }
    #expect(t.state.isOn(.editThank) == false)
    #expect(t.state.isOn(.mention) == false)
  }

  @Test func aFailureOfTogglesAllChangedSinceSaysTheNewerChoiceIsSent() {
    var t = Fixture.loaded()
    t.prepare(.toggleTapped(.editThank))  // save 1
    t.prepare(.toggleTapped(.editThank))  // back off during the save
    let failure = WikiFailure.unreachable(detail: "offline")
    t.send(.saveFinished(error: failure)) {
      $0.saving.inFlight = nil
      // Off is what the wiki holds, so nothing is left to send.
      $0.saving.unsent = [:]
      $0.saving.error = SaveError(outcome: .superseded([.editThank]), failure: failure)
      $0.announcements.queued = [
        Announcement(
          id: 1, message: .saveFailedSuperseded([.editThank], failure), politeness: .assertive)
      ]
    }
    t.send(.saveWindowElapsed) { $0.saving.isWindowOpen = false }
  }

  @Test func anAmbiguousFailureRereadsAndShowsWhatTheWikiHolds() {
    var t = Fixture.loaded()
    t.prepare(.toggleTapped(.editThank))  // save 1
    let failure = WikiFailure.outcomeUnknown(detail: "connection reset")
    t.send(.saveFinished(error: failure), effects: [.load("en")]) {
      $0.saving.inFlight = nil
      $0.saving.error = SaveError(outcome: .outcomeUnknown, failure: failure)
      $0.saving.unconfirmed = [.editThank]
      $0.announcements.queued = [
        Announcement(id: 1, message: .saveOutcomeUnknown, politeness: .assertive)
      ]
      $0.loading.inFlight = .init()
    }
    #expect(t.state.isOn(.editThank) == false)
    let held = Fixture.values(on: [.mention, .editThank])
    t.send(.preferencesLoaded(.success(Fixture.snapshot(held)))) {
      $0.loading.inFlight = nil
      $0.wiki.values = held
      $0.saving.unconfirmed = []
    }
    #expect(t.state.isOn(.editThank) == true)
  }

  @Test func notLoggedInWhileSavingShowsTheLoggedOutState() {
    var t = Fixture.loaded()
    t.prepare(.toggleTapped(.editThank))  // save 1
    // The window closes with the account: the reducer ends its wait.
    t.send(.saveFinished(error: .notLoggedIn), effects: [.cancel(.saveWindow)]) {
      $0.expectAccountLetGo()
      $0.session = .loggedOut
      $0.announcements.queued = [Announcement(id: 1, message: .loggedOut, politeness: .assertive)]
    }
    // The window was closed with the account.
    t.send(.saveWindowElapsed)
  }

  @Test func theFirstChoiceOnAWikiWithoutTheMarkerSetsIt() {
    var t = Fixture.loaded(marker: false)
    t.send(
      .toggleTapped(.editThank),
      effects: [
        .save("en", Fixture.write([.editThank: true], marker: true)),
        .startSaveWindow(Self.window),
      ]
    ) {
      $0.saving.inFlight = SaveRequest(
        kind: .toggles, values: [.editThank: true], setsDefaultOffMarker: true)
      $0.saving.isWindowOpen = true
    }
    t.prepare(.saveFinished(error: nil))
    #expect(t.state.wiki.hasDefaultOffMarker)
  }

  /// An older window's end never arrives (the store cancels its timer when the window closes or
  /// a newer one opens), nor the answer of a write let go of (``EffectKey/write``); one that
  /// arrives with no window open, or with no write in flight, changes nothing.
  @Test func aWindowEndWithNoWindowOpenOrAnAnswerWithNoWriteInFlightChangesNothing() {
    var t = Fixture.loaded()
    t.send(.saveWindowElapsed)
    t.send(.saveFinished(error: nil))
  }

  @Test func untouchedTypesAreNotOfferedWhenTheWikiLacksThem() {
    let offered: [NotificationType] = [.editThank, .mention]
    var t = Fixture.loaded(Fixture.values(on: [], offered: offered), registration: .idle)
    t.send(.toggleTapped(.loginFail))
    #expect(t.state.wiki.offeredTypes == offered)
  }

  // Otherwise the person's last choice would be dropped as "held already".
  @Test func aTapBackToTheValueReadBeforeAnUnknownOutcomeIsStillSent() {
    var t = Fixture.loaded()
    t.prepare(.toggleTapped(.editThank))  // save 1: editThank on
    t.prepare(.saveFinished(error: .outcomeUnknown(detail: "cut")))  // announcement 1, read
    #expect(t.state.saving.unconfirmed == [.editThank])
    // Before the read answers, the person turns it on and off again; the wiki may hold "on", so
    // "off" is a choice to send although it equals the value read before.
    t.send(.toggleTapped(.editThank)) { $0.saving.unsent = [.editThank: true] }
    t.send(.toggleTapped(.editThank)) { $0.saving.unsent = [.editThank: false] }
    // The wiki did apply save 1.
    let held = Fixture.values(on: [.mention, .editThank])
    t.send(.preferencesLoaded(.success(Fixture.snapshot(held)))) {
      $0.loading.inFlight = nil
      $0.wiki.values = held
      $0.saving.unconfirmed = []
    }
    #expect(t.state.isOn(.editThank) == false)
    t.send(
      .saveWindowElapsed,
      effects: [
        .save("en", Fixture.write([.editThank: false])),
        .startSaveWindow(Self.window),
      ]
    ) {
      $0.saving.unsent = [:]
      $0.saving.isWindowOpen = true
      $0.saving.inFlight = Self.toggles([.editThank: false])
    }
  }

  // Otherwise, after a partly stored copy and a failed read, the screen would show the new
  // wiki's old values.
  @Test func aPartlyStoredLanguageCopyIsShownAtOnce() {
    var t = Fixture.loaded(Fixture.values(on: [.mention]))
    let deValues = Fixture.values(on: [.editThank])
    t.prepare(.primaryLanguageChanged(from: "en", to: "de"))  // the copy's read of de
    t.prepare(.copyPreferencesLoaded(.success(Fixture.snapshot(deValues, marker: false))))
    let copy = Fixture.values(on: [.mention])  // the copy's write
    t.send(.copySaveFinished(error: .keysRejected([.mention])), effects: [.load("de")]) {
      $0.migration = Migration(outcome: .failed(.keysRejected([.mention])))
      $0.wiki.values = copy.merging([.mention: false]) { $1 }
      $0.wiki.hasDefaultOffMarker = true
      $0.loading.inFlight = .init()
    }
    // The rest of the copy is on the wiki; mention stayed as de had it.
    #expect(t.state.isOn(.editThank) == false)
    #expect(t.state.isOn(.mention) == false)
  }

  /// The spec wants a failed language copy to be silent, so a failed read of the new wiki is
  /// neither shown nor announced: it is read again, and only that read's failure is shown.
  @Test func aFailedReadOfTheNewWikiIsSilentAndReadAgain() {
    var t = Fixture.loaded(Fixture.values(on: [.mention]))
    t.prepare(.primaryLanguageChanged(from: "en", to: "de"))  // the copy's read of de
    t.send(
      .copyPreferencesLoaded(.failure(.unreachable(detail: "offline"))),
      effects: [.load("de")]
    ) {
      $0.migration = Migration(outcome: .failed(.unreachable(detail: "offline")))
      $0.loading.inFlight = .init()
    }
    #expect(t.state.announcements.isEmpty)
    #expect(t.state.loading.error == nil)
  }

  // Otherwise the screen would show a saved toggle as it was before the save.
  @Test func aReadServedBeforeASaveIsReplacedByAFreshRead() {
    var t = Fixture.loaded()
    t.prepare(.toggleTapped(.editThank))  // save 1
    t.prepare(.appBecameActive)  // read, served by the wiki before save 1 is applied
    t.send(.saveFinished(error: nil)) {
      $0.saving.inFlight = nil
      $0.wiki.values?[.editThank] = true
      $0.loading.reloadQueued = true
      $0.announcements.queued = [Announcement(id: 1, message: .saved, politeness: .polite)]
    }
    // Read still says editThank is off: adopted, it would undo the save on the screen.
    t.send(
      .preferencesLoaded(.success(Fixture.snapshot(Fixture.values(on: [.mention])))),
      effects: [.load("en")]
    ) {
      $0.loading.reloadQueued = false
      $0.loading.inFlight = .init()
    }
    #expect(t.state.isOn(.editThank) == true)
    let saved = Fixture.values(on: [.mention, .editThank])
    t.send(.preferencesLoaded(.success(Fixture.snapshot(saved)))) {
      $0.loading.inFlight = nil
    }
    #expect(t.state.isOn(.editThank) == true)
  }
}
