@testable import NotificationSettings

/// A clock whose time moves only when the test says so.
actor TestClock {
  private var now: Duration = .zero
  private var sleepers:
    [(id: Int, deadline: Duration, continuation: CheckedContinuation<Void, any Error>)] = []
  private var lastSleeperID = 0
  private var sleeperWatchers: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
  private(set) var sleepsStarted = 0
  private var startWatchers:
    [(id: Int, count: Int, continuation: CheckedContinuation<Void, Never>)] = []
  private var lastWatcherID = 0

  nonisolated var client: ClockClient {
    ClockClient { duration in try await self.sleep(duration) }
  }

  /// Sleeps until the test moves time past the deadline; a cancelled sleep ends at once with
  /// `CancellationError`, as `ContinuousClock`'s does.
  private func sleep(_ duration: Duration) async throws {
    sleepsStarted += 1
    lastSleeperID += 1
    let id = lastSleeperID
    let deadline = now + duration
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Void, any Error>) in
        if Task.isCancelled {
          continuation.resume(throwing: CancellationError())
          // A sleep cancelled before it began waiting still started: a test waiting for it
          // (e.g. for a window its store drops at once) must not wait forever.
          wakeStartWatchers()
        } else {
          enqueue(id, deadline, continuation)
        }
      }
    } onCancel: {
      Task { await self.cancelSleeper(id) }
    }
  }

  private func wakeStartWatchers() {
    let started = startWatchers.filter { $0.count <= sleepsStarted }
    startWatchers.removeAll { $0.count <= sleepsStarted }
    for watcher in started { watcher.continuation.resume() }
  }

  private func cancelSleeper(_ id: Int) {
    let cancelled = sleepers.filter { $0.id == id }
    sleepers.removeAll { $0.id == id }
    for sleeper in cancelled { sleeper.continuation.resume(throwing: CancellationError()) }
  }

  private func enqueue(
    _ id: Int, _ deadline: Duration, _ continuation: CheckedContinuation<Void, any Error>
  ) {
    sleepers.append((id, deadline, continuation))
    let ready = sleeperWatchers.filter { $0.count <= sleepers.count }
    sleeperWatchers.removeAll { $0.count <= sleepers.count }
    for watcher in ready { watcher.continuation.resume() }
    wakeStartWatchers()
  }

  /// Suspends until at least `count` sleeps are waiting.
  func waitForSleepers(_ count: Int = 1) async {
    guard sleepers.count < count else { return }
    await withCheckedContinuation { sleeperWatchers.append((count, $0)) }
  }

  /// Suspends until at least `count` sleeps were started in all (elapsed or not), the last of
  /// them already waiting: each tap starts its own window, so a test waits for its sleep before
  /// moving time. Returns early when the test is cancelled (its time limit ran out), so a
  /// regression that starts fewer sleeps fails the test instead of hanging the run.
  func waitForSleepsStarted(_ count: Int) async {
    guard sleepsStarted < count else { return }
    lastWatcherID += 1
    let id = lastWatcherID
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        if Task.isCancelled {
          continuation.resume()
        } else {
          startWatchers.append((id, count, continuation))
        }
      }
    } onCancel: {
      Task { await self.stopWatching(id) }
    }
  }

  private func stopWatching(_ id: Int) {
    let stopped = startWatchers.filter { $0.id == id }
    startWatchers.removeAll { $0.id == id }
    for watcher in stopped { watcher.continuation.resume() }
  }

  /// Moves time forward and wakes every sleep that is due.
  func advance(by duration: Duration) {
    now += duration
    let due = sleepers.filter { $0.deadline <= now }
    sleepers.removeAll { $0.deadline <= now }
    for sleeper in due { sleeper.continuation.resume(returning: ()) }
  }
}
