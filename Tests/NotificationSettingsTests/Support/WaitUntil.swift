import Testing

/// Waits until `condition` holds, looking every millisecond, for at most `limit`: a condition
/// that never comes true fails the test (with `what`) instead of hanging it. True when it held.
@discardableResult
func waitUntil(
  _ what: String, within limit: Duration = .seconds(10),
  isolation: isolated (any Actor)? = #isolation,
  sourceLocation: SourceLocation = #_sourceLocation,
  _ condition: () async -> Bool
) async -> Bool {
  let deadline = ContinuousClock.now + limit
  while !(await condition()) {
    guard ContinuousClock.now < deadline else {
      Issue.record("Not within \(limit): \(what)", sourceLocation: sourceLocation)
      return false
    }
    try? await Task.sleep(for: .milliseconds(1))
  }
  return true
}
