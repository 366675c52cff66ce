import TestSupport
import Testing

@testable import NotificationSettings

/// An announcement the screen reader did not finish saying (UIKit's
/// `announcementDidFinishNotification` with `wasSuccessful` false) is offered once more, never a
/// third time; one heard is gone.
@Suite("Announcements that arrive")
struct AnnouncementRepostTests {
  /// The reverted save's announcement: not heard, posted again (the model shows it again, as a
  /// repeat); not heard again, dropped.
  @Test func notHeardIsPostedOnceMoreNeverTwice() throws {
    let state = try #require(ReachableScreens.state("save failed and reverted"))
    let first = try #require(ScreenModel(state: state, strings: .english).announcements.last)
    #expect(!first.isRepeat && first.notHeardEvent == .announcementNotHeard(id: first.id))
    var t = FeatureTester(state)
    let others = state.announcements.queued.filter { $0.id != first.id }
    // Not heard: it stays, marked a repeat, and the renderer posts it again.
    t.send(first.notHeardEvent) {
      $0.announcements.queued =
        others + [
          Announcement(id: first.id, message: first.message, politeness: .assertive, isRepeat: true)
        ]
    }
    let again = try #require(ScreenModel(state: t.state, strings: .english).announcements.last)
    #expect(again.isRepeat && again.text == first.text && again.id == first.id)
    #expect(again.politeness == .assertive)
    // The repeat not heard either: dropped, nothing is posted a third time.
    t.send(again.notHeardEvent) { $0.announcements.queued = others }
    #expect(
      !ScreenModel(state: t.state, strings: .english).announcements.contains { $0.id == first.id })
    // A late confirmation of it changes nothing.
    t.send(again.deliveredEvent)
    t.send(again.notHeardEvent)
  }

  /// Heard the second time: gone, as any heard announcement.
  @Test func aRepeatThatIsHeardIsGone() throws {
    var t = Fixture.loaded(permission: .notDetermined, registration: .idle)
    t.prepare(.toggleTapped(.editThank))
    t.prepare(.permissionAnswered(granted: false))
    let spoken = try #require(ScreenModel(state: t.state, strings: .english).announcements.first)
    t.send(spoken.notHeardEvent) { $0.announcements.queued[0].isRepeat = true }
    t.send(spoken.deliveredEvent) { $0.announcements.queued = [] }
  }

  /// Heard the first time: gone at once, never posted again; a new announcement of the same
  /// message is a new one (its own identifier), not a repeat.
  @Test func heardAtOnceIsNeverRepeated() throws {
    var t = Fixture.loaded()
    t.prepare(.toggleTapped(.editThank))
    t.prepare(.saveFinished(error: nil))
    let saved = try #require(ScreenModel(state: t.state, strings: .english).announcements.first)
    #expect(saved.message == .saved && !saved.isRepeat)
    t.send(saved.deliveredEvent) { $0.announcements.queued = [] }
    t.send(saved.notHeardEvent)
  }
}
