@testable import NotificationSettings

/// A broken invariant: its name (the shrinker keeps a sequence only while the SAME one breaks)
/// and what was seen.
struct Violation: Error, Equatable, CustomStringConvertible {
  var invariant: String
  var detail: String
  var description: String { "\(invariant): \(detail)" }
}

extension ModelRunner {
  /// Records a broken invariant: only the first (the ones after it may follow from it).
  func fail(_ invariant: String, _ detail: String) {
    guard violation == nil else { return }
    violation = Violation(invariant: invariant, detail: detail)
    trace?.append("!!! \(invariant): \(detail)")
  }

  /// Records `invariant` as broken unless `condition` holds.
  func expect(
    _ condition: Bool, _ invariant: String, _ detail: @autoclosure () -> String
  ) {
    if !condition { fail(invariant, detail()) }
  }
}
