import Testing

@testable import NotificationSettings

/// How renderers learn that the screen changed, without Observation or Combine.
@Suite("Store: renderers are told of every change", .timeLimit(.minutes(1)))
@MainActor
struct StoreObservationTests {
  let fakes = Fakes()
  let clock = TestClock()

  func store() -> SettingsStore {
    SettingsStore(
      state: Fixture.loaded(Fixture.allOff).state, clients: fakes.clients(clock: clock.client))
  }

  @Test func anObserverIsCalledOncePerChangeAndNotForAnEventThatChangesNothing() {
    let store = store()
    var calls = 0
    let observation = store.observe { calls += 1 }
    store.send(.learnMoreTapped)
    #expect(calls == 1)
    store.send(.saveErrorDismissed)  // nothing to dismiss: the state is unchanged
    #expect(calls == 1)
    store.strings = .german
    #expect(calls == 2)
    observation.cancel()
    store.send(.learnMoreDismissed)
    #expect(calls == 2)
  }

  @Test func aReleasedObservationIsNoLongerCalled() {
    let store = store()
    var calls = 0
    var observation: StoreObservation? = store.observe { calls += 1 }
    store.send(.learnMoreTapped)
    #expect(calls == 1)
    #expect(observation?.isCancelled == false)
    observation = nil
    store.send(.learnMoreDismissed)
    #expect(calls == 1)
  }

  @Test func anObservationCancelledByAnEarlierObserverIsNotCalledForThatChange() {
    let store = store()
    var later: StoreObservation?
    var calls: [String] = []
    let earlier = store.observe {
      calls.append("earlier")
      later?.cancel()
    }
    later = store.observe { calls.append("later") }
    store.send(.learnMoreTapped)
    #expect(calls == ["earlier"])
    #expect(later?.isCancelled == true)
    earlier.cancel()
  }

  @Test func theScreenStreamStartsWithTheCurrentScreenThenEachChangedOne() async {
    let store = store()
    var iterator = store.screens().makeAsyncIterator()
    let first = await iterator.next()
    #expect(first == store.screen)
    #expect(first?.learnMore == nil)
    store.send(.learnMoreTapped)
    let second = await iterator.next()
    #expect(second?.learnMore != nil)
    #expect(second == store.screen)
  }
}
