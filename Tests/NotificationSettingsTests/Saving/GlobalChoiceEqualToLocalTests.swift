import Testing

@testable import NotificationSettings

/// Where the wiki offers global preferences, a choice equal to this wiki's own value is still
/// written globally while the type is not global yet: the local value alone does not hold on
/// the account's other wikis. (Found by the randomized model, global preferences mode.)
@Suite("A choice equal to the local value still becomes global")
struct GlobalChoiceEqualToLocalTests {
  @Test func aChoiceMadeWhileTheResetTravelledIsWrittenGloballyWhenTheResetFails() {
    // Mention is on here, locally; nothing is global yet. The first login's reset turns it off
    // on screen while it travels; the person turns it back on, to this wiki's own value.
    let held = Fixture.values(on: [.mention])
    var t = GlobalScopeTests.read(GlobalScopeTests.snapshot(held), login: true).0
    #expect(t.state.saving.inFlight?.kind == .defaultOff)
    t.prepare(.toggleTapped(.mention))
    #expect(t.state.isOn(.mention) == true)
    let effects = t.prepare(
      .saveFinished(error: .apiError(code: "notglobalized", info: "not globalized")))
    let writes = effects.compactMap { effect -> OptionsWrite? in
      if case .save("en", let write) = effect { write } else { nil }
    }
    // The choice goes to the global preferences, with the rest carried as shown.
    #expect(writes.count == 1)
    #expect(writes.first?.values[.mention] == true)
    #expect(writes.first?.globalTypes.contains(.mention) == true)
    #expect(t.state.saving.inFlight?.chosenTypes == [.mention])
  }

  @Test func aTapBackToTheLocalValueAfterAFailedSaveIsWrittenGlobally() {
    // Nothing is global yet; mention is on here, locally. A save of cx (carrying mention along)
    // fails; meanwhile the person turned mention off, then back on: this wiki's own value.
    let held = Fixture.values(on: [.mention])
    var t = GlobalScopeTests.read(GlobalScopeTests.snapshot(held, marker: true), login: false).0
    t.prepare(.toggleTapped(.cx))
    t.prepare(.toggleTapped(.mention))
    t.prepare(.saveFinished(error: .apiError(code: "readonly", info: "maintenance")))
    t.prepare(.toggleTapped(.mention))
    #expect(t.state.isOn(.mention) == true)
    let effects = t.prepare(.saveWindowElapsed)
    let writes = effects.compactMap { effect -> OptionsWrite? in
      if case .save("en", let write) = effect { write } else { nil }
    }
    #expect(writes.count == 1)
    #expect(writes.first?.values[.mention] == true)
    #expect(writes.first?.globalTypes.contains(.mention) == true)
    #expect(t.state.saving.inFlight?.chosenTypes == [.mention])
  }
}
