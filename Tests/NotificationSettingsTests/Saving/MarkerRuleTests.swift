import Testing

@testable import NotificationSettings

@Suite("Real Echo: the marker only when the reset held")
struct MarkerRuleTests {
  @Test func aResetRefusedInPartLeavesNoMarkerAndTheNextLoginTriesAgain() {
    var t = RealEcho.loggingIn()
    t.prepare(.preferencesLoaded(.success(RealEcho.snapshot())))
    let failure = WikiFailure.keysRejected([.mention, RealEcho.userPage])
    var partly = RealEcho.allOff
    partly[.mention] = true
    partly[RealEcho.userPage] = true
    // `mention` stays on, so it can reach the device: the device registers.
    t.send(.saveFinished(error: failure), effects: [.registerForDeviceToken]) {
      $0.saving.inFlight = nil
      $0.subscriptions.registration = .fetchingToken
      $0.wiki.values = partly
      $0.saving.error = SaveError(outcome: .defaultsNotApplied, failure: failure)
      $0.announcements.queued = [
        Announcement(id: 1, message: .defaultsNotApplied(failure), politeness: .assertive)
      ]
    }
    #expect(t.state.wiki.hasDefaultOffMarker == false)
    // The next login: the wiki has no marker, so the reset is tried again, once.
    t.prepare(.announcementDelivered(id: 1))
    #expect(t.prepare(.loggedIn) == [.checkPermission, .load("en")])
    t.prepare(.permissionChecked(.authorized))
    #expect(
      t.prepare(.preferencesLoaded(.success(RealEcho.snapshot(partly))))
        == [.save("en", Fixture.resetWrite(RealEcho.allOff))])
  }

  @Test func theRuleForTheResetAndForThePersonsChoices() {
    let values: [NotificationType: Bool] = [.mention: false, .reverted: false]
    let reset = OptionsWrite(
      userName: "A", values: values, setsDefaultOffMarker: true, markerNeedsEveryValue: true)
    #expect(reset.markerHolds(refused: []))
    #expect(!reset.markerHolds(refused: [.mention]))
    // A refusal of a type the write did not carry says nothing about it.
    #expect(reset.markerHolds(refused: [.cx]))
    let toggles = OptionsWrite(userName: "A", values: values, setsDefaultOffMarker: true)
    #expect(toggles.markerHolds(refused: [.mention]))
    #expect(!toggles.markerHolds(refused: [.mention, .reverted]))
  }

  @Test func aToggleWriteOfWhichNothingWasStoredLeavesNoMarker() {
    var t = RealEcho.loaded(RealEcho.snapshot(marker: false))
    t.send(
      .toggleTapped(.mention),
      effects: [
        .save("en", Fixture.write([.mention: false], marker: true)),
        .startSaveWindow(Fixture.saveWindow),
      ]
    ) {
      $0.saving.inFlight = SaveRequest(
        kind: .toggles, values: [.mention: false], setsDefaultOffMarker: true)
      $0.saving.isWindowOpen = true
    }
    let failure = WikiFailure.keysRejected([.mention])
    t.send(.saveFinished(error: failure)) {
      $0.saving.inFlight = nil
      $0.saving.error = SaveError(
        outcome: .reverted([.mention]), failure: failure, retry: [.mention: false])
      $0.announcements.queued = [
        Announcement(
          id: 1, message: .saveFailedReverted([.mention], failure), politeness: .assertive)
      ]
    }
    #expect(t.state.wiki.hasDefaultOffMarker == false)
  }
}
