import Foundation
import Testing

@testable import NotificationSettings

/// Randomized model testing of the reducer: seeded sequences of taps, permission answers, device
/// tokens, saves and every kind of failure, slow and overtaking answers, foreground, logout,
/// login and language changes, checked against a reference model of the wikis after every event
/// and at every settle. A failure prints its seed, the replay command and the shrunk sequence.
///
/// `RANDOMIZED_SEED=<seed>` replays one sequence (with its trace); `RANDOMIZED_COUNT=<n>` runs
/// more (default 10,000); `RANDOMIZED_BASE_SEED=<seed>` fixes the run's seeds.
@Suite("Randomized model tests of the core")
struct RandomizedModelTests {
  static let defaultCount = 10_000

  @Test func everyRandomSequenceKeepsTheInvariants() {
    let environment = ProcessInfo.processInfo.environment
    let seeds: [UInt64]
    let base =
      environment["RANDOMIZED_BASE_SEED"].flatMap { UInt64($0) }
      ?? UInt64.random(in: 0...UInt64(UInt32.max))
    if let text = environment["RANDOMIZED_SEED"] {
      guard let seed = UInt64(text) else {
        Issue.record("RANDOMIZED_SEED must be an unsigned integer, got \(text)")
        return
      }
      seeds = [seed]
    } else {
      let count = environment["RANDOMIZED_COUNT"].flatMap { Int($0) } ?? Self.defaultCount
      seeds = (0..<count).map { SplitMix64.mix(base &+ UInt64($0)) }
    }
    let started = ContinuousClock.now
    // Sequences are independent: one worker per core, each taking every n-th seed.
    let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, 8))
    let tally = Tally()
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
      var events = 0
      var settles = 0
      var starts: [String: Int] = [:]
      var modes: [ModelMode: ModeCount] = [:]
      var failing: [(ModelCase, Violation)] = []
      for index in stride(from: worker, to: seeds.count, by: workers) {
        // A few reports are enough; shrinking each takes a moment.
        if tally.failures >= 3 { break }
        let (modelCase, runner) = ModelGenerator.generate(seed: seeds[index])
        events += modelCase.actions.count
        settles += runner.settles
        starts[modelCase.world.keptStart, default: 0] += 1
        modes[modelCase.world.mode, default: ModeCount()].add(modelCase.actions.count)
        if let violation = runner.violation {
          failing.append((modelCase, violation))
          tally.failed()
        }
      }
      tally.add(
        events: events, settles: settles, starts: starts, modes: modes, failing: failing)
    }
    if seeds.count == 1, let seed = seeds.first {
      let (modelCase, _) = ModelGenerator.generate(seed: seed)
      print(ModelRunner.run(modelCase, tracing: true).trace?.joined(separator: "\n") ?? "")
    }
    let failing = tally.failing.sorted { $0.0.seed < $1.0.seed }.prefix(3)
    for (modelCase, violation) in failing {
      Issue.record(Comment(rawValue: Self.report(modelCase, violation)))
    }
    let (events, settles) = (tally.events, tally.settles)
    let failures = tally.failing.count
    let starts = tally.starts.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }
    let modes = ModelMode.allCases.map {
      let count = tally.modes[$0] ?? ModeCount()
      return "\($0.rawValue) \(count.sequences) sequences, \(count.steps) steps"
    }
    // A run of no sequences (RANDOMIZED_COUNT=0) or of empty ones checks nothing: not a pass.
    #expect(!seeds.isEmpty && events > 0 && settles > 0, "\(seeds.count) sequences ran no steps")
    // A full run walks every mode (one seed replayed walks its own).
    if seeds.count >= Self.defaultCount {
      let missed = ModelMode.allCases.filter { (tally.modes[$0]?.steps ?? 0) == 0 }
      #expect(missed.isEmpty, "no sequence walked \(missed)")
    }
    let elapsed = ContinuousClock.now - started
    print(
      "RandomizedModelTests: \(seeds.count) sequences on \(workers) workers (base seed \(base)), \(events) steps, "
        + "\(settles) settles checked, \(failures) failing, in \(elapsed); starts: "
        + starts.joined(separator: ", ") + "; modes: " + modes.joined(separator: "; "))
  }

  static func report(_ modelCase: ModelCase, _ violation: Violation) -> String {
    let minimal = ModelShrinker.shrink(modelCase, invariant: violation.invariant)
    let replay = ModelRunner.run(modelCase, actions: minimal, tracing: true)
    return """
      Invariant broken: \(replay.violation ?? violation)
      Seed \(modelCase.seed). Replay: RANDOMIZED_SEED=\(modelCase.seed) swift test --filter RandomizedModelTests
      Shrunk from \(modelCase.actions.count) to \(minimal.count) steps: [\(minimal.map(\.description).joined(separator: ", "))]
      Mode: \(modelCase.world.mode.rawValue). Starting world: language \(modelCase.world.language), permission \(modelCase.world.permission), \
      device \(modelCase.world.device), default-off \(modelCase.world.turnsTypesOffAtFirstLogin)
      \(modelCase.world.wiki)
      Trace:
      \((replay.trace ?? []).joined(separator: "\n"))
      """
  }
}

/// How much of a run walked one mode.
struct ModeCount {
  var sequences = 0
  var steps = 0

  mutating func add(_ steps: Int) {
    sequences += 1
    self.steps += steps
  }
}

/// What the workers found, gathered under a lock.
private final class Tally: @unchecked Sendable {
  private let lock = NSLock()
  private var found = 0
  private(set) var events = 0
  private(set) var settles = 0
  private(set) var starts: [String: Int] = [:]
  private(set) var modes: [ModelMode: ModeCount] = [:]
  private(set) var failing: [(ModelCase, Violation)] = []

  var failures: Int { lock.withLock { found } }

  func failed() { lock.withLock { found += 1 } }

  func add(
    events: Int, settles: Int, starts: [String: Int], modes: [ModelMode: ModeCount],
    failing: [(ModelCase, Violation)]
  ) {
    lock.withLock {
      self.events += events
      self.settles += settles
      self.starts.merge(starts, uniquingKeysWith: +)
      self.modes.merge(modes) {
        ModeCount(sequences: $0.sequences + $1.sequences, steps: $0.steps + $1.steps)
      }
      self.failing += failing
    }
  }
}
