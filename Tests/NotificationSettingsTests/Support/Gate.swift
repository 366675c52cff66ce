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

  /// Called by the test: suspends until the fake arrived at the gate.
  func reached() async {
    guard !wasReached else { return }
    await withCheckedContinuation { watchers.append($0) }
  }

  /// Lets every waiting and future answer through.
  func open() {
    isOpen = true
    for continuation in waiting { continuation.resume() }
    waiting = []
  }
}
