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
    // Posted (VoiceOver on): kept, marked posted, until the screen reader says how it went.
    t.send(first.postedEvent) {
      $0.announcements.queued =
        others + [
          Announcement(
            id: first.id, message: first.message, politeness: .assertive, isPosted: true)
        ]
    }
    // Not heard: it stays, marked a repeat and no longer posted, and the renderer posts it
    // again.
    t.send(first.notHeardEvent) {
      $0.announcements.queued =
        others + [
          Announcement(id: first.id, message: first.message, politeness: .assertive, isRepeat: true)
        ]
    }
    let again = try #require(ScreenModel(state: t.state, strings: .english).announcements.last)
    #expect(again.isRepeat && again.text == first.text && again.id == first.id)
    #expect(again.politeness == .assertive && !again.isPosted)
    // A repeat does not move focus again: focus is requested once, with the first posting.
    #expect(first.focus == "notification.toggle.edit-thank" && again.focus == nil)
    t.send(again.postedEvent) {
      $0.announcements.queued =
        others + [
          Announcement(
            id: first.id, message: first.message, politeness: .assertive, isRepeat: true,
            isPosted: true)
        ]
    }
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
    t.send(spoken.postedEvent) { $0.announcements.queued[0].isPosted = true }
    t.send(spoken.notHeardEvent) {
      $0.announcements.queued[0].isRepeat = true
      $0.announcements.queued[0].isPosted = false
    }
    t.send(spoken.postedEvent) { $0.announcements.queued[0].isPosted = true }
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

  /// A posted announcement is never posted again by another renderer: the mark is the store's,
  /// so the screen pushed again (a new observer) finds it posted. When no word of it can come
  /// (the screen left, VoiceOver turned off) it counts as heard, and is gone: never said again
  /// later, out of context. What was not yet posted stays, to be said when the screen shows.
  @Test func whatWasPostedIsNeverSaidAgainOutOfContext() throws {
    var t = Fixture.loaded()
    t.prepare(.toggleTapped(.editThank))
    t.prepare(.saveFinished(error: nil))
    let saved = try #require(ScreenModel(state: t.state, strings: .english).announcements.first)
    t.send(saved.postedEvent) { $0.announcements.queued[0].isPosted = true }
    // A renderer drawn anew gets the same announcement, marked posted: nothing to post.
    #expect(
      ScreenModel(state: t.state, strings: .english).announcements.map(\.isPosted) == [true])
    // A stray "not heard" for an announcement not posted changes nothing.
    t.prepare(.toggleTapped(.mention))
    t.prepare(.saveWindowElapsed)
    t.prepare(.saveFinished(error: nil))
    let second = try #require(ScreenModel(state: t.state, strings: .english).announcements.last)
    #expect(second.id != saved.id && !second.isPosted)
    t.send(second.notHeardEvent)
    // The person leaves before VoiceOver finished: the posted one counts as heard.
    t.send(.disappeared) {
      $0.presentation.isOnScreen = false
      $0.announcements.queued = [
        Announcement(id: second.id, message: .saved, politeness: .polite)
      ]
    }
    // A late word from the system about it changes nothing either.
    t.send(saved.notHeardEvent)
    // VoiceOver turned off while the second was being said: it too counts as heard.
    t.send(second.postedEvent) { $0.announcements.queued[0].isPosted = true }
    t.send(.screenReaderStopped) { $0.announcements.queued = [] }
  }
}
