import Testing

@testable import NotificationSettings

/// What one toggle costs the core: the children it runs, over the three actions of its round
/// trips (the tap, the write's answer, the window's end). `scripts/measure-core` prints the line
/// this test prints.
@Suite("5c. One toggle's child runs")
struct OneToggleChildRunsTests {
  @Test func oneToggleRunsFourChildren() {
    var t = Fixture.loaded()
    let counted = ChildRunCount()
    SettingsFeature.$childRuns.withValue(counted) {
      t.send(
        .toggleTapped(.editThank),
        effects: [
          .save("en", Fixture.write([.editThank: true])), .startSaveWindow(Fixture.saveWindow),
        ]
      ) {
        $0.saving.inFlight = SaveRequest(
          kind: .toggles, values: [.editThank: true], setsDefaultOffMarker: false)
        $0.saving.isWindowOpen = true
      }
      t.send(.saveFinished(error: nil)) {
        $0.saving.inFlight = nil
        $0.wiki.values?[.editThank] = true
        $0.announcements.queued = [Announcement(id: 1, message: .saved, politeness: .polite)]
      }
      t.send(.saveWindowElapsed) { $0.saving.isWindowOpen = false }
    }
    // The tap: the save pipeline. The answer: the pipeline, and the read told that a save landed.
    // The window's end: the pipeline. No rule after these actions finds its child's inputs changed.
    print("one toggle: \(counted.count) child runs")
    #expect(counted.count == 4)
  }
}
