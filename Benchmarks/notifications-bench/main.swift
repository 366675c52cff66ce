import Foundation
import NotificationSettings
import TestWikiKit

// notifications-bench: round trips and wall time of every user flow through the feature,
// side by side with the Wikipedia iOS app's request pattern, on the real local wikis with a
// simulated round-trip time. A program that prints numbers, not a test.
//
//   swift run -c release notifications-bench [--runs N] [--rtt 0,50,200] [--flow NAME] [--json]

struct Options {
  var runs = 5
  var roundTrips: [Int] = [0, 50, 200]
  var json = false
  var jsonFile: String?
  /// Only the flows whose name contains this (all when nil).
  var flow: String?
}

func parseOptions(_ arguments: [String]) -> Options {
  var options = Options()
  var rest = arguments[...]
  while let argument = rest.popFirst() {
    switch argument {
    case "--runs":
      guard let value = rest.popFirst().flatMap(Int.init), value > 0 else { usage() }
      options.runs = value
    case "--rtt":
      guard let list = rest.popFirst() else { usage() }
      let values = list.split(separator: ",").compactMap { Int($0) }
      guard !values.isEmpty, values.allSatisfy({ $0 >= 0 }) else { usage() }
      options.roundTrips = values
    case "--flow":
      guard let name = rest.popFirst() else { usage() }
      options.flow = name
    case "--json": options.json = true
    case "--json-file":
      guard let path = rest.popFirst() else { usage() }
      options.jsonFile = path
    case "-h", "--help":
      print(
        "usage: notifications-bench [--runs N] [--rtt 0,50,200] [--flow NAME] [--json] [--json-file PATH]"
      )
      exit(0)
    default: usage()
    }
  }
  return options
}

func usage() -> Never {
  FileHandle.standardError.write(
    Data(
      "usage: notifications-bench [--runs N] [--rtt 0,50,200] [--flow NAME] [--json] [--json-file PATH]\n"
        .utf8))
  exit(2)
}

/// The test wikis' configuration, starting them (installing if needed) when they don't answer.
func startedWiki() async throws -> TestWiki {
  if let wiki = try? TestWiki.load(), (try? await wiki.client(wiki.en).loadAccount()) != nil {
    return wiki
  }
  let script = TestWiki.repositoryRoot.appendingPathComponent("scripts/test-wiki").path
  let status = try runToEnd(script, ["start"])
  guard status == 0 else {
    throw TestWiki.Unavailable(description: "scripts/test-wiki start failed (status \(status))")
  }
  return try TestWiki.load()
}

/// Runs a program with this process's environment and output, and waits for it with waitpid:
/// its exit status (128 + the signal if one ended it). Not Process.waitUntilExit, which on
/// Linux waits for the run loop to hear of the exit and, called from here, never did.
func runToEnd(_ path: String, _ arguments: [String]) throws -> Int32 {
  let argv = ([path] + arguments).map { strdup($0) } + [nil]
  defer { for argument in argv { free(argument) } }
  var pid = pid_t()
  let spawned = posix_spawn(&pid, path, nil, nil, argv, environ)
  guard spawned == 0 else {
    throw TestWiki.Unavailable(
      description: "cannot start \(path): \(String(cString: strerror(spawned)))")
  }
  var status: Int32 = 0
  while waitpid(pid, &status, 0) < 0 {
    guard errno == EINTR else {
      throw TestWiki.Unavailable(description: "waitpid: \(String(cString: strerror(errno)))")
    }
  }
  // The wait status: the exit code in bits 8-15 when bits 0-6 (the signal) are zero.
  return status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
}

struct Row: Encodable {
  var name: String
  var rtt_ms: Int
  var round_trips: Int
  var writes: Int
  var median_ms: Double
  var p95_ms: Double
  var failed_runs: Int
  var baseline_round_trips: Int
  var baseline_writes: Int
  var baseline_median_ms: Double
  var baseline_p95_ms: Double
  var baseline_failed_runs: Int
  /// What the failed runs said (each message once).
  var failures: [String]
  /// The runs of either side that cost more round trips or writes than the side's median.
  var outliers: [Outlier] = []
}

struct Report: Encodable {
  var flows: [Row]
  var runs: Int
  var decode_userinfo_500_options_us: Double?
  /// Each target of the issue and whether this run met it.
  var targets: [TargetCheck] = []
  /// How long the whole run took.
  var total_seconds: Double = 0
  /// Why the run stopped early, if it did (the rows measured so far are kept).
  var error: String?
}

/// The runs of one side of a flow: the measurements of those that completed (with their run's
/// number), and the failures.
struct Runs {
  /// `ours` or `base`, as the outliers name it.
  var side: String
  var measured: [(run: Int, measurement: Measurement)] = []
  var failures: [String] = []
  private var started = 0

  init(side: String) { self.side = side }

  var measurements: [Measurement] { measured.map(\.measurement) }

  /// Runs `body` on a new rig, for `account` or a fresh one, its requests sent by `sender` unless
  /// a store of the rig sends them; a failure (of the setup too) is recorded and the runs go on.
  /// Every store the run made is finished before the next run starts, whatever happened.
  @MainActor
  mutating func add(
    _ wiki: TestWiki, _ rtt: Int, _ flow: Flow, account: TestWiki.Account? = nil,
    sender: String, _ body: @MainActor (BenchRig) async throws -> Measurement
  ) async {
    started += 1
    var made: BenchRig?
    do {
      let rig = try await BenchRig.make(
        wiki: wiki, roundTrip: .milliseconds(rtt), both: flow.usesBothWikis, account: account)
      made = rig
      let measurement = try await Sender.$name.withValue(sender) { try await body(rig) }
      measured.append((started, measurement))
    } catch {
      failures.append("\(error)")
    }
    await made?.finish()
  }

  var roundTrips: Int { measurements.map(\.roundTrips).max() ?? 0 }
  var writes: Int { measurements.map(\.writes).max() ?? 0 }
  var median: Double { Statistics.median(measurements.map(\.milliseconds)) }
  var p95: Double { Statistics.p95(measurements.map(\.milliseconds)) }

  /// The runs whose round trips or writes exceed the flow's median, with what they sent.
  var outliers: [Outlier] {
    let roundTrips = Statistics.median(measurements.map { Double($0.roundTrips) })
    let writes = Statistics.median(measurements.map { Double($0.writes) })
    return measured.filter {
      Double($0.measurement.roundTrips) > roundTrips || Double($0.measurement.writes) > writes
    }.map { run, measurement in
      Outlier(
        side: side, run: run, runs: started, round_trips: measurement.roundTrips,
        writes: measurement.writes, median_round_trips: roundTrips, median_writes: writes,
        ms: measurement.milliseconds, requests: measurement.requests, setup: measurement.setup)
    }
  }
}

/// A run that cost more round trips or writes than its flow's median, and its requests.
struct Outlier: Encodable {
  var side: String
  var run: Int
  var runs: Int
  var round_trips: Int
  var writes: Int
  var median_round_trips: Double
  var median_writes: Double
  var ms: Double
  var requests: [LoggedRequest]
  /// The untimed setup's requests before them (not counted): what may have left something
  /// behind.
  var setup: [LoggedRequest]

  /// The heading of its printed list.
  var heading: String {
    "\(side) run \(run) of \(runs): \(round_trips) RT \(writes) W (median "
      + String(format: "%g RT %g W", median_round_trips, median_writes)
      + String(format: "), %.0f ms", ms)
  }
}

@MainActor
func measureFlows(_ options: Options, _ wiki: TestWiki, into report: inout Report) async {
  for rtt in options.roundTrips {
    for flow in flows + muteFlows where options.flow.map(flow.name.contains) ?? true {
      var ours = Runs(side: "ours")
      var baseline = Runs(side: "base")
      // The pattern writes blindly and reads nothing it depends on: its runs share an account
      // (each logs in anew). Ours gets a fresh account per run (first login, no marker).
      let shared = try? await wiki.freshAccount(
        prefix: "B", on: flow.usesBothWikis ? nil : [wiki.en])
      for _ in 0..<options.runs {
        // Ours: each store names itself (store 1, 2... in the order the run made them).
        await ours.add(wiki, rtt, flow, sender: "flow", flow.ours)
        await baseline.add(wiki, rtt, flow, account: shared, sender: "app pattern", flow.baseline)
      }
      var messages: [String] = []
      for message in ours.failures.map({ "ours: \($0)" }) + baseline.failures.map({ "base: \($0)" })
      where !messages.contains(message) {
        messages.append(message)
      }
      report.flows.append(
        Row(
          name: flow.name, rtt_ms: rtt, round_trips: ours.roundTrips, writes: ours.writes,
          median_ms: ours.median, p95_ms: ours.p95, failed_runs: ours.failures.count,
          baseline_round_trips: baseline.roundTrips, baseline_writes: baseline.writes,
          baseline_median_ms: baseline.median, baseline_p95_ms: baseline.p95,
          baseline_failed_runs: baseline.failures.count, failures: messages,
          outliers: ours.outliers + baseline.outliers))
    }
  }
}

@MainActor
func run(_ options: Options) async {
  var report = Report(flows: [], runs: options.runs)
  let started = ContinuousClock.now
  do {
    let wiki = try await startedWiki()
    await measureFlows(options, wiki, into: &report)
    report.decode_userinfo_500_options_us = try await DecodeBenchmark.run().microseconds
  } catch {
    report.error = "\(error)"
  }
  report.targets = Targets.check(report.flows)
  let elapsed = ContinuousClock.now - started
  report.total_seconds =
    Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
  // The JSON is written whatever happened: a failed run is in its row, a stop in `error`.
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
  let json = (try? encoder.encode(report)) ?? Data("{}".utf8)
  if let path = options.jsonFile {
    do {
      try json.write(to: URL(fileURLWithPath: path))
    } catch {
      FileHandle.standardError.write(Data("notifications-bench: \(path): \(error)\n".utf8))
    }
  }
  if options.json {
    print(String(decoding: json, as: UTF8.self))
  } else {
    printTable(report, options)
  }
  if let error = report.error {
    FileHandle.standardError.write(Data("notifications-bench: stopped: \(error)\n".utf8))
    exit(1)
  }
}

func printTable(_ report: Report, _ options: Options) {
  print("notifications-bench: \(options.runs) runs per flow; round trips = the most any run took")
  print("ours: the feature's store on the live client; baseline: the iOS app's request pattern")
  for rtt in options.roundTrips {
    print("\nsimulated RTT \(rtt) ms")
    print(
      pad("flow", 28) + pad("RT", 4, right: true) + pad("W", 3, right: true)
        + pad("median", 10, right: true) + pad("p95", 10, right: true)
        + pad("fail", 5, right: true) + " | " + pad("base RT", 7, right: true)
        + pad("median", 10, right: true) + pad("p95", 10, right: true)
        + pad("fail", 5, right: true) + pad("ours/base", 11, right: true))
    for row in report.flows where row.rtt_ms == rtt {
      let ratio = row.baseline_median_ms > 0 ? row.median_ms / row.baseline_median_ms : 0
      print(
        pad(row.name, 28) + pad("\(row.round_trips)", 4, right: true)
          + pad("\(row.writes)", 3, right: true) + pad(ms(row.median_ms), 10, right: true)
          + pad(ms(row.p95_ms), 10, right: true) + pad("\(row.failed_runs)", 5, right: true)
          + " | " + pad("\(row.baseline_round_trips)", 7, right: true)
          + pad(ms(row.baseline_median_ms), 10, right: true)
          + pad(ms(row.baseline_p95_ms), 10, right: true)
          + pad("\(row.baseline_failed_runs)", 5, right: true)
          + pad(String(format: "%.2f", ratio), 11, right: true))
      for failure in row.failures { print("    failed: \(failure)") }
      for outlier in row.outliers {
        print("    outlier, \(outlier.heading)")
        for request in outlier.setup { print("      setup " + request.line) }
        for request in outlier.requests { print("      " + request.line) }
      }
    }
  }
  let missed = report.targets.filter { !$0.met }
  print("\ntargets: \(report.targets.count - missed.count) of \(report.targets.count) met")
  for check in missed { print("  MISSED \(check.target): \(check.measured)") }
  print(String(format: "whole run: %.0f s", report.total_seconds))
  if let decode = report.decode_userinfo_500_options_us {
    print(
      "\ndecode of a userinfo answer with 500 options (\(DecodeBenchmark.body(optionCount: 500).count) bytes): "
        + String(format: "%.1f µs median", decode))
  }
}

func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
  let space = String(repeating: " ", count: max(0, width - text.count))
  return right ? space + text : text + space
}

func ms(_ value: Double) -> String { String(format: "%.0f ms", value) }

await run(parseOptions(Array(CommandLine.arguments.dropFirst())))
