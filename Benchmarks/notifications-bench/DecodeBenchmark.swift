import Foundation
import MediaWikiAPI

/// How long the client takes to decode a userinfo answer carrying 500 options (the 16 of ours
/// among them, in every wire type), through the same code path as a real answer.
enum DecodeBenchmark {
  /// A synthetic answer shaped like the real wiki's.
  static func body(optionCount: Int) -> Data {
    var options: [String] = []
    for index in 0..<optionCount {
      let value: String
      switch index % 4 {
      case 0: value = "true"
      case 1: value = "\"1\""
      case 2: value = "0"
      default: value = "\"some free-form value \(index)\""
      }
      options.append("\"option-\(index)\":\(value)")
    }
    return Data(
      """
      {"batchcomplete":true,"query":{"userinfo":{"id":7,"name":"Bench","options":{\(options.joined(separator: ","))}},\
      "tokens":{"csrftoken":"0123456789abcdef+\\\\"}}}
      """.utf8)
  }

  /// The median microseconds of `iterations` decodes, through a client and a canned transport.
  static func run(iterations: Int = 2000) async throws -> (microseconds: Double, bytes: Int) {
    let data = body(optionCount: 500)
    let transport = CannedTransport(body: data)
    let client = MediaWikiClient(
      apiURL: URL(string: "http://127.0.0.1:1/api.php")!, userAgent: "bench/1 (local)",
      transport: transport)
    var samples: [Double] = []
    samples.reserveCapacity(iterations)
    for _ in 0..<iterations {
      let start = ContinuousClock.now
      let info = try await client.loadAccount()
      let elapsed = ContinuousClock.now - start
      precondition(info.options.count == 500)
      samples.append(
        Double(elapsed.components.attoseconds) / 1e12 + Double(elapsed.components.seconds) * 1e6)
    }
    return (Statistics.median(samples), data.count)
  }
}

/// Answers every request with the same body, without a network.
struct CannedTransport: HTTPTransport {
  let body: Data
  func send(_ request: HTTPRequest) async throws(TransportFailure) -> HTTPResponse {
    HTTPResponse(
      statusCode: 200, headers: ["Content-Type": "application/json; charset=utf-8"], body: body)
  }
}
