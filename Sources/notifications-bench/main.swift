import Foundation
import NotificationSettings
import TestWikiKit

// notifications-bench: round trips and wall time of every user flow through the feature,
// side by side with the Wikipedia iOS app's request pattern, on the real local wikis with a
// simulated round-trip time. A program that prints numbers, not a test.
//
//   swift run -c release notifications-bench [--runs N] [--rtt 0,50,200] [--json]

struct Options {
  var runs = 5
  var roundTrips: [Int] = [0, 50, 200]
  var json = false
  var jsonFile: String?
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
    case "--json": options.json = true
    case "--json-file":
      guard let path = rest.popFirst() else { usage() }
      options.jsonFile = path
    case "-h", "--help":
      print("usage: notifications-bench [--runs N] [--rtt 0,50,200] [--json] [--json-file PATH]")
      exit(0)
    default: usage()
    }
  }
  return options
}

func usage() -> Never {
  FileHandle.standardError.write(
    Data(
      "usage: notifications-bench [--runs N] [--rtt 0,50,200] [--json] [--json-file PATH]\n".utf8))
  exit(2)
}

/// The test wikis' configuration, starting them (installing if needed) when they don't answer.
func startedWiki() async throws -> TestWiki {
  if let wiki = try? TestWiki.load(), (try? await wiki.client(wiki.en).loadAccount()) != nil {
    return wiki
  }
  let process = Process()
  process.executableURL = TestWiki.repositoryRoot.appendingPathComponent("scripts/test-wiki")
  process.arguments = ["start"]
  try process.run()
  process.waitUntilExit()
  guard process.terminationStatus == 0 else {
    throw TestWiki.Unavailable(description: "scripts/test-wiki start failed")
  }
  return try TestWiki.load()
}

struct Row: Encodable {
  var name: String
  var rtt_ms: Int
  var round_trips: Int
  var writes: Int
  var median_ms: Double
  var p95_ms: Double
  var baseline_round_trips: Int
  var baseline_writes: Int
  var baseline_median_ms: Double
  var baseline_p95_ms: Double
}

@MainActor
func run(_ options: Options) async throws {
  let wiki = try await startedWiki()
  var rows: [Row] = []
  for rtt in options.roundTrips {
    for flow in flows {
      var ours: [Measurement] = []
      var baseline: [Measurement] = []
      for _ in 0..<options.runs {
        ours.append(
          try await flow.ours(try await BenchRig.make(wiki: wiki, roundTrip: .milliseconds(rtt))))
        baseline.append(
          try await flow.baseline(
            try await BenchRig.make(wiki: wiki, roundTrip: .milliseconds(rtt))))
      }
      rows.append(
        Row(
          name: flow.name, rtt_ms: rtt,
          round_trips: ours.map(\.roundTrips).max() ?? 0, writes: ours.map(\.writes).max() ?? 0,
          median_ms: Statistics.median(ours.map(\.milliseconds)),
          p95_ms: Statistics.p95(ours.map(\.milliseconds)),
          baseline_round_trips: baseline.map(\.roundTrips).max() ?? 0,
          baseline_writes: baseline.map(\.writes).max() ?? 0,
          baseline_median_ms: Statistics.median(baseline.map(\.milliseconds)),
          baseline_p95_ms: Statistics.p95(baseline.map(\.milliseconds))))
    }
  }
  let decode = try await DecodeBenchmark.run()
  struct Report: Encodable {
    var flows: [Row]
    var runs: Int
    var decode_userinfo_500_options_us: Double
  }
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
  let json = try encoder.encode(
    Report(flows: rows, runs: options.runs, decode_userinfo_500_options_us: decode.microseconds))
  if let path = options.jsonFile { try json.write(to: URL(fileURLWithPath: path)) }
  if options.json {
    print(String(decoding: json, as: UTF8.self))
    return
  }
  print("notifications-bench: \(options.runs) runs per flow; round trips = the most any run took")
  print("ours: the feature's store on the live client; baseline: the iOS app's request pattern")
  for rtt in options.roundTrips {
    print("\nsimulated RTT \(rtt) ms")
    print(
      pad("flow", 28) + pad("RT", 4, right: true) + pad("median", 10, right: true)
        + pad("p95", 10, right: true) + " | " + pad("base RT", 7, right: true)
        + pad("median", 10, right: true) + pad("p95", 10, right: true)
        + pad("time ours/base", 16, right: true))
    for row in rows where row.rtt_ms == rtt {
      let ratio = row.baseline_median_ms > 0 ? row.median_ms / row.baseline_median_ms : 0
      print(
        pad(row.name, 28) + pad("\(row.round_trips)", 4, right: true)
          + pad(ms(row.median_ms), 10, right: true)
          + pad(ms(row.p95_ms), 10, right: true) + " | "
          + pad("\(row.baseline_round_trips)", 7, right: true)
          + pad(ms(row.baseline_median_ms), 10, right: true)
          + pad(ms(row.baseline_p95_ms), 10, right: true)
          + pad(String(format: "%.2f", ratio), 16, right: true))
    }
  }
  print(
    "\ndecode of a userinfo answer with 500 options (\(decode.bytes) bytes): "
      + String(format: "%.1f µs median", decode.microseconds))
}

func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
  let space = String(repeating: " ", count: max(0, width - text.count))
  return right ? space + text : text + space
}

func ms(_ value: Double) -> String { String(format: "%.0f ms", value) }

do {
  try await run(parseOptions(Array(CommandLine.arguments.dropFirst())))
} catch {
  FileHandle.standardError.write(Data("notifications-bench: \(error)\n".utf8))
  exit(1)
}
