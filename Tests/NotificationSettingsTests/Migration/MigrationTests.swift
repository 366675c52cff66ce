import Testing

@testable import NotificationSettings

@Suite("8. Primary language change: copy the settings")
struct MigrationTests {
  static let enValues = Fixture.values(on: [.mention, .reverted])

  @Test func theShownValuesAreCopiedInOneReadAndOneWrite() {
    var t = Fixture.loaded(Self.enValues)
    t.prepare(.toggleTapped(.editThank))  // save 1: the choice travels with the copy
    // The copy carries the choice: save 1 and its window are let go of with the old wiki (the
    // store delivers neither answer; the write may still land there).
    t.send(
      .primaryLanguageChanged(from: "en", to: "de"),
      effects: [.cancel(.write), .cancel(.saveWindow), .loadForCopy("de")]
    ) {
      $0.expectWikiLetGo()
      $0.language = "de"
      $0.migration.step = .loadingTarget(
        values: Fixture.values(on: [.mention, .reverted, .editThank]))
    }
    // A window end arriving anyway changes nothing.
    t.send(.saveWindowElapsed)
    // The German wiki lacks two types: only the offered ones are written, with the marker.
    let deOffered = NotificationType.allCases.filter {
      $0 != .mentionFailure && $0 != .mentionSuccess
    }
    let deValues = Fixture.values(on: [.loginFail], offered: deOffered)
    let copy = Fixture.values(on: [.mention, .reverted, .editThank], offered: deOffered)
    t.send(
      .copyPreferencesLoaded(.success(Fixture.snapshot(deValues, marker: false))),
      effects: [.saveCopy("de", Fixture.write(copy, marker: true))]
    ) {
      $0.wiki.values = deValues
      // The copy's write is its own: the screen's save pipeline has nothing in flight.
      $0.migration.step = .saving(
        SaveRequest(kind: .toggles, values: copy, setsDefaultOffMarker: true))
    }
    #expect(t.state.isOn(.editThank) == true)
    t.send(.copySaveFinished(error: nil)) {
      $0.migration = Migration(outcome: .copied)
      $0.wiki.values = copy
      $0.wiki.hasDefaultOffMarker = true
    }
  }

  @Test func oldValuesNotYetLoadedAreReadFirst() {
    var t = FeatureTester(Fixture.initial())
    t.prepare(.appeared)  // read of en, abandoned by the change (the store drops its answer)
    t.send(
      .primaryLanguageChanged(from: "en", to: "de"), effects: [.cancel(.read), .loadForCopy("en")]
    ) {
      $0.language = "de"
      $0.migration.step = .loadingSource(from: "en")
      // The copy reads the old wiki itself: the screen's read is let go of.
      $0.loading.inFlight = nil
    }
    t.send(
      .copyPreferencesLoaded(.success(Fixture.snapshot(Self.enValues))),
      effects: [.loadForCopy("de")]
    ) {
      $0.session = .loggedIn(userName: Fixture.user)
      $0.migration.step = .loadingTarget(values: Self.enValues)
    }
  }

  @Test func aSessionGoneAtTheOldWikisReadEndsTheCopyWithNothingToLetGoOf() {
    var t = FeatureTester(Fixture.initial())
    t.prepare(.primaryLanguageChanged(from: "en", to: "de"))
    // The read answered: the copy's step ends with it, and no cancel is said for it.
    t.send(.copyPreferencesLoaded(.failure(.notLoggedIn)), effects: []) {
      $0.session = .loggedOut
      $0.migration.step = nil
    }
  }

  @Test func aFailedCopyIsSilentAndTheNewWikiIsShownAsItIs() {
    var t = Fixture.loaded(Self.enValues)
    t.prepare(.primaryLanguageChanged(from: "en", to: "de"))
    t.prepare(.copyPreferencesLoaded(.success(Fixture.snapshot(Fixture.allOff))))
    t.send(
      .copySaveFinished(error: .apiError(code: "readonly", info: "")),
      effects: [.load("de")]
    ) {
      // Silent on screen, but kept for a tool that copies on purpose.
      $0.migration = Migration(outcome: .failed(.apiError(code: "readonly", info: "")))
      $0.loading.inFlight = .init()
    }
    #expect(t.state.announcements.isEmpty)
    #expect(t.state.saving.error == nil)
  }

  @Test func aFailedSourceReadIsSilentToo() {
    var t = FeatureTester(Fixture.initial())
    t.prepare(.primaryLanguageChanged(from: "en", to: "de"))
    t.send(
      .copyPreferencesLoaded(.failure(.unreachable(detail: "offline"))),
      effects: [.load("de")]
    ) {
      $0.migration = Migration(outcome: .failed(.unreachable(detail: "offline")))
      $0.loading.inFlight = .init()
    }
    #expect(t.state.announcements.isEmpty)
  }

  @Test func loggedOutThereIsNothingToCopy() {
    var t = FeatureTester(Fixture.initial())
    t.prepare(.appeared)
    t.prepare(.preferencesLoaded(.failure(.notLoggedIn)))
    t.send(.primaryLanguageChanged(from: "en", to: "de")) { $0.language = "de" }
  }
}
