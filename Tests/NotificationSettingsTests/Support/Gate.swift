/// Holds a fake's answer back until the test opens it, and tells the test when it was reached.
actor Gate {
  private var isOpen = false
  private var wasReached = false
  private var waiting: [CheckedContinuation<Void, Never>] = []
  private var watchers: [CheckedContinuation<Void, Never>] = []

  /// Called by the fake: suspends until opened.
  func pass() async {
    wasReached = true
    for watcher in watchers { watcher.resume() }
    watchers = []
    guard !isOpen else { return }
    await withCheckedContinuation { waiting.append($0) }
  }

  /// Called by the test: suspends until the fake arrived at the gate, or until the test is
  /// cancelled (its time limit ran out), so a request that never comes fails instead of hanging.
  func reached() async {
    guard !wasReached else { return }
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        if Task.isCancelled { continuation.resume() } else { watchers.append(continuation) }
      }
    } onCancel: {
      Task { await self.stopWatching() }
    }
  }

  private func stopWatching() {
    for watcher in watchers { watcher.resume() }
    watchers = []
  }

  /// Lets every waiting and future answer through.
  func open() {
    isOpen = true
    for continuation in waiting { continuation.resume() }
    waiting = []
  }
}
