@testable import NotificationSettings

/// A clock whose time moves only when the test says so.
actor TestClock {
  private var now: Duration = .zero
  private var sleepers: [(deadline: Duration, continuation: CheckedContinuation<Void, Never>)] = []
  private var sleeperWatchers: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
  private(set) var sleepsStarted = 0

  nonisolated var client: ClockClient {
    ClockClient { duration in await self.sleep(duration) }
  }

  private func sleep(_ duration: Duration) async {
    sleepsStarted += 1
    let deadline = now + duration
    await withCheckedContinuation { continuation in
      sleepers.append((deadline, continuation))
      let ready = sleeperWatchers.filter { $0.count <= sleepers.count }
      sleeperWatchers.removeAll { $0.count <= sleepers.count }
      for watcher in ready { watcher.continuation.resume() }
    }
  }

  /// Suspends until at least `count` sleeps are waiting.
  func waitForSleepers(_ count: Int = 1) async {
    guard sleepers.count < count else { return }
    await withCheckedContinuation { sleeperWatchers.append((count, $0)) }
  }

  /// Moves time forward and wakes every sleep that is due.
  func advance(by duration: Duration) {
    now += duration
    let due = sleepers.filter { $0.deadline <= now }
    sleepers.removeAll { $0.deadline <= now }
    for sleeper in due { sleeper.continuation.resume() }
  }
}
