import Testing

@testable import NotificationSettings

@Suite("Real Echo: global preferences")
struct GlobalPreferenceTests {
  @Test func aGlobalRowSaysItsChoiceAppliesOnEveryWikiInBothLanguages() throws {
    var values = RealEcho.values
    values[.mention] = false
    let t = RealEcho.loaded(RealEcho.snapshot(values, marker: true, global: [.mention]))
    let english = try #require(
      ScreenModel(state: t.state, strings: .english).sections.flatMap(\.rows).first {
        $0.type == .mention
      })
    #expect(english.status == "Applies on every wiki")
    // Where it applies is heard once, in the label's description, not again in the value.
    #expect(english.accessibilityValue == "Off")
    #expect(english.accessibilityLabel.hasSuffix("this choice applies on every wiki."))
    #expect(
      english.description
        == "When someone mentions you in a discussion. Set in your global preferences: this "
        + "choice applies on every wiki.")
    let german = try #require(
      ScreenModel(state: t.state, strings: .german).sections.flatMap(\.rows).first {
        $0.type == .mention
      })
    #expect(german.accessibilityValue == "Aus")
    #expect(german.accessibilityLabel.hasSuffix("Diese Auswahl gilt in allen Wikis."))
    #expect(german.description.hasSuffix("Diese Auswahl gilt in allen Wikis."))
    let local = ScreenModel(state: t.state, strings: .english).sections.flatMap(\.rows).first {
      $0.type == .reverted
    }
    #expect(local?.status == nil && local?.accessibilityValue == "On")
  }

  @Test func aGlobalTypesToggleIsWrittenToTheGlobalPreferences() {
    var values = RealEcho.values
    values[.mention] = false
    var t = RealEcho.loaded(RealEcho.snapshot(values, marker: true, global: [.mention]))
    let said = t.state.announcements.nextID
    let write = OptionsWrite(
      userName: Fixture.user, values: [.mention: true], globalTypes: [.mention])
    t.send(
      .toggleTapped(.mention),
      effects: [.save("en", write), .startSaveWindow(Fixture.saveWindow)]
    ) {
      $0.saving.isWindowOpen = true
      $0.saving.inFlight = SaveRequest(
        kind: .toggles, values: [.mention: true], setsDefaultOffMarker: false,
        globalTypes: [.mention])
    }
    // A local type tapped in the same window goes with the next write, locally.
    t.send(.toggleTapped(.reverted)) {
      $0.saving.unsent = [.reverted: false]
    }
    t.send(.saveFinished(error: nil)) {
      $0.saving.inFlight = nil
      $0.wiki.values?[.mention] = true
      $0.announcements.queued = [Announcement(id: said, message: .saved, politeness: .polite)]
    }
    let local = OptionsWrite(userName: Fixture.user, values: [.reverted: false])
    t.send(
      .saveWindowElapsed,
      effects: [.save("en", local), .startSaveWindow(Fixture.saveWindow)]
    ) {
      $0.saving.unsent = [:]
      $0.saving.inFlight = SaveRequest(
        kind: .toggles, values: [.reverted: false], setsDefaultOffMarker: false)
    }
  }

  /// One save of a global and a local type: the local value goes to this wiki's options with the
  /// marker, the global one to the global preferences, in the same write (two requests).
  @Test func aSaveOfAGlobalAndALocalTypeCarriesTheMarkerForTheLocalOneOnly() {
    var values = RealEcho.values
    values[.mention] = false
    var t = RealEcho.loaded(RealEcho.snapshot(values, marker: false, global: [.mention]))
    t.prepare(.toggleTapped(.reverted))  // save 1, local, with the marker
    t.prepare(.toggleTapped(.mention))
    t.prepare(.toggleTapped(.editThank))
    // Save 1 is refused: the marker did not land either; the window's two taps go together.
    t.prepare(.saveFinished(error: .apiError(code: "readonly", info: "")))
    let effects = t.prepare(.saveWindowElapsed)
    let mixed = OptionsWrite(
      userName: Fixture.user, values: [.mention: true, .editThank: false],
      setsDefaultOffMarker: true, globalTypes: [.mention])
    #expect(effects.first == .save("en", mixed))
    #expect(mixed.localValues == [.editThank: false])
    #expect(mixed.globalValues == [.mention: true])
    // The marker stands when a local value was stored, whatever happened to the global one.
    #expect(mixed.markerHolds(refused: [.mention]))
    #expect(!mixed.markerHolds(refused: [.editThank]))
    #expect(t.state.saving.inFlight?.markerHolds(refused: [.editThank]) == false)
    #expect(t.state.saving.inFlight?.markerHolds(refused: [.mention]) == true)
  }

  /// A global choice alone carries no marker: the first-login reset leaves global types alone,
  /// so there is nothing of this wiki's to protect, and the save stays one request.
  @Test func aGlobalChoiceAloneCarriesNoMarker() {
    var t = RealEcho.loaded(RealEcho.snapshot(marker: false, global: [.mention]))
    let effects = t.prepare(.toggleTapped(.mention))
    #expect(
      effects.first
        == .save(
          "en",
          OptionsWrite(userName: Fixture.user, values: [.mention: false], globalTypes: [.mention])))
    t.prepare(.saveFinished(error: nil))
    #expect(!t.state.wiki.hasDefaultOffMarker && t.state.isOn(.mention) == false)
  }

  @Test func theFirstLoginResetLeavesAGlobalChoiceAsItIs() {
    var t = RealEcho.loggingIn()
    var reset = RealEcho.allOff
    reset[.mention] = nil
    let effects = t.prepare(
      .preferencesLoaded(.success(RealEcho.snapshot(global: [.mention]))))
    // The global choice stays on, so the device registers.
    #expect(effects == [.save("en", Fixture.resetWrite(reset)), .registerForDeviceToken])
    t.prepare(.saveFinished(error: nil))
    #expect(t.state.isOn(.mention) == true && t.state.wiki.hasDefaultOffMarker)
  }

  /// The read after `global-option-ignored` fails: the choice that waited for it is written
  /// globally all the same (found by the randomized model tests: it was never sent).
  @Test func aFailedRereadAfterGlobalOptionIgnoredStillWritesTheChoice() {
    var t = RealEcho.loaded(RealEcho.snapshot(marker: true))
    t.prepare(.toggleTapped(.mention))  // save 1
    t.prepare(.saveWindowElapsed)
    t.prepare(.saveFinished(error: .globallyOverridden([.mention], rejected: [])))  // read
    let failure = WikiFailure.unreachable(detail: "offline")
    let write = OptionsWrite(
      userName: Fixture.user, values: [.mention: false], globalTypes: [.mention])
    t.send(
      .preferencesLoaded(.failure(failure)),
      effects: [.save("en", write), .startSaveWindow(Fixture.saveWindow)]
    ) {
      $0.loading.inFlight = nil
      $0.loading.error = failure
      $0.announcements.queued = [
        Announcement(id: 1, message: .loadFailed(failure), politeness: .polite)
      ]
      $0.saving.unsent = [:]
      $0.saving.inFlight = SaveRequest(
        kind: .toggles, values: [.mention: false], setsDefaultOffMarker: false,
        globalTypes: [.mention])
      $0.saving.isWindowOpen = true
    }
  }

  /// Set globally elsewhere since the read: not a failure. The choice stays, the account is read
  /// again, and the choice is written globally.
  @Test func globalOptionIgnoredRereadsThenWritesTheChoiceGlobally() {
    var t = RealEcho.twoTogglesCollected(RealEcho.snapshot(marker: true))
    let both: [NotificationType: Bool] = [.mention: false, .reverted: false]
    t.send(
      .saveWindowElapsed,
      effects: [
        .save("en", Fixture.write(both)), .startSaveWindow(Fixture.saveWindow),
      ]
    ) {
      $0.saving.unsent = [:]
      $0.saving.inFlight = SaveRequest(kind: .toggles, values: both, setsDefaultOffMarker: false)
      $0.saving.isWindowOpen = true
    }
    t.send(
      .saveFinished(error: .globallyOverridden([.mention], rejected: [])),
      effects: [.load("en")]
    ) {
      $0.saving.inFlight = nil
      $0.wiki.values?[.reverted] = false
      $0.wiki.globalTypes = [.mention]
      $0.saving.unsent = [.mention: false]
      $0.loading.inFlight = .init()
    }
    #expect(t.state.saving.error == nil && t.state.announcements.isEmpty)
    #expect(t.state.isOn(.mention) == false && t.state.isSaving(.mention))
    // The read shows the global value (still on); the choice waits for the save window.
    var reread = RealEcho.values
    reread[.editThank] = false
    reread[.reverted] = false
    t.send(
      .preferencesLoaded(
        .success(RealEcho.snapshot(reread, marker: true, global: [.mention])))
    ) {
      $0.loading.inFlight = nil
      $0.wiki.values = reread
    }
    // The window ends: the choice goes to the global preferences.
    let write = OptionsWrite(
      userName: Fixture.user, values: [.mention: false], globalTypes: [.mention])
    t.send(
      .saveWindowElapsed,
      effects: [.save("en", write), .startSaveWindow(Fixture.saveWindow)]
    ) {
      $0.saving.unsent = [:]
      $0.saving.inFlight = SaveRequest(
        kind: .toggles, values: [.mention: false], setsDefaultOffMarker: false,
        globalTypes: [.mention])
      $0.saving.isWindowOpen = true
    }
    t.send(.saveFinished(error: nil)) {
      $0.saving.inFlight = nil
      $0.wiki.values?[.mention] = false
      $0.announcements.queued = [Announcement(id: 2, message: .saved, politeness: .polite)]
    }
  }

  @Test func globalOptionIgnoredWithARefusalReportsOnlyTheRefusal() {
    var t = RealEcho.twoTogglesCollected(RealEcho.snapshot(marker: true))
    t.prepare(.saveWindowElapsed)  // save 2: mention and reverted off
    let refused = WikiFailure.keysRejected([.reverted])
    t.send(
      .saveFinished(error: .globallyOverridden([.mention], rejected: [.reverted])),
      effects: [.load("en")]
    ) {
      $0.saving.inFlight = nil
      $0.wiki.globalTypes = [.mention]
      $0.saving.unsent = [.mention: false]
      $0.saving.error = SaveError(
        outcome: .reverted([.reverted]), failure: refused, retry: [.reverted: false])
      $0.announcements.queued = [
        Announcement(
          id: 2, message: .saveFailedReverted([.reverted], refused), politeness: .assertive)
      ]
      $0.loading.inFlight = .init()
    }
    #expect(t.state.isOn(.reverted) == true)
  }

  /// A type tapped again while its write was ignored
  /// keeps the newer choice: the ignored value is not put back over it.
  @Test func aNewerTapOfAnIgnoredTypeWins() {
    var t = RealEcho.twoTogglesCollected(RealEcho.snapshot(marker: true))
    t.prepare(.saveWindowElapsed)  // save 2: mention and reverted off
    t.prepare(.toggleTapped(.mention))
    let refused = WikiFailure.keysRejected([.reverted])
    t.send(
      .saveFinished(error: .globallyOverridden([.mention], rejected: [.reverted])),
      effects: [.load("en")]
    ) {
      $0.saving.inFlight = nil
      $0.wiki.globalTypes = [.mention]
      $0.saving.unsent = [:]
      $0.saving.error = SaveError(
        outcome: .reverted([.reverted]), failure: refused, retry: [.reverted: false])
      $0.announcements.queued = [
        Announcement(
          id: 2, message: .saveFailedReverted([.reverted], refused), politeness: .assertive)
      ]
      $0.loading.inFlight = .init()
    }
    #expect(t.state.isOn(.mention) == true && t.state.isOn(.reverted) == true)
  }

  @Test func aLanguageCopyLeavesTheNewWikisGlobalChoices() {
    var t = RealEcho.loaded(RealEcho.snapshot(marker: true))
    t.prepare(.toggleTapped(.reverted))  // save 1
    t.prepare(.saveFinished(error: nil))  // announcement 1
    t.prepare(.saveWindowElapsed)
    #expect(t.prepare(.primaryLanguageChanged(from: "en", to: "de")) == [.loadForCopy("de")])
    var target = RealEcho.values
    target[.mention] = false
    var copy = RealEcho.values
    copy[.reverted] = false
    copy[.mention] = nil
    let effects = t.prepare(
      .copyPreferencesLoaded(.success(RealEcho.snapshot(target, global: [.mention]))))
    #expect(
      effects
        == [
          .saveCopy(
            "de", OptionsWrite(userName: Fixture.user, values: copy, setsDefaultOffMarker: true))
        ])
  }
}
