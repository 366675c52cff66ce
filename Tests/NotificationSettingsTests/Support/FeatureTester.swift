import Testing

@testable import NotificationSettings

/// Runs events through the reducer and checks the ENTIRE resulting state and effects, like
/// TCA's TestStore: each step states how the state changes and which effects follow.
struct FeatureTester {
  typealias State = SettingsFeature.State
  typealias Event = SettingsFeature.Action
  typealias Effect = SettingsFeature.Effect

  /// The state after the last event.
  private(set) var state: State

  init(_ state: State) { self.state = state }

  /// Sends an event; `update` turns the previous state into the expected one.
  mutating func send(
    _ event: Event,
    effects expectedEffects: [Effect] = [],
    sourceLocation: SourceLocation = #_sourceLocation,
    _ update: (inout State) -> Void = { _ in }
  ) {
    var expected = state
    update(&expected)
    let effects = SettingsFeature.reduce(into: &state, event)
    if state != expected {
      Issue.record(
        "State after \(event) differs (- expected, + actual):\n\(diff(expected, state))",
        sourceLocation: sourceLocation)
    }
    if effects != expectedEffects {
      Issue.record(
        "Effects after \(event) differ (- expected, + actual):\n\(diff(expectedEffects, effects))",
        sourceLocation: sourceLocation)
    }
  }

  /// Sends an event without checking it: for building the starting point of a test.
  @discardableResult
  mutating func prepare(_ event: Event) -> [Effect] {
    SettingsFeature.reduce(into: &state, event)
  }
}

/// The lines of two values' dumps that differ.
func diff<T>(_ expected: T, _ actual: T) -> String {
  var left = ""
  var right = ""
  dump(expected, to: &left)
  dump(actual, to: &right)
  let a = left.split(separator: "\n", omittingEmptySubsequences: false)
  let b = right.split(separator: "\n", omittingEmptySubsequences: false)
  var lines: [String] = []
  for index in 0..<max(a.count, b.count) {
    let x = index < a.count ? String(a[index]) : ""
    let y = index < b.count ? String(b[index]) : ""
    if x != y { lines += ["- \(x)", "+ \(y)"] }
  }
  return lines.joined(separator: "\n")
}
