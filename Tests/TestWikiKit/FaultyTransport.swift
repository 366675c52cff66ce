import Foundation
import MediaWikiAPI
import MediaWikiURLSession

/// A transport over the real network that, seeded, faults a share of the requests it is given:
/// the failures a phone on a train meets, done for real against the real wiki.
public final class FaultyTransport: HTTPTransport, @unchecked Sendable {
  /// One kind of fault.
  public enum Fault: String, CaseIterable, Sendable, Comparable {
    /// Dropped before it left: the wiki never saw it (`.notSent`).
    case dropBeforeSend = "dropped before sending"
    /// Really sent and applied by the wiki, then the answer is thrown away (`.outcomeUnknown`).
    case dropResponse = "response dropped after the wiki applied it"
    /// Held back for a while, then sent normally (answers arrive late and out of tap rhythm).
    case delay = "delayed"
    /// A cache's HTML 503 page, the request never passed on (the backend is down).
    case html503NotSent = "HTML 503, not sent"
    /// A cache's HTML 503 page after the wiki applied the request (a gateway timeout): the
    /// client cannot tell this from the one above, which is why a 5xx must count as "maybe".
    case html503AfterApplied = "HTML 503 after the wiki applied it"
    /// The csrf token in the body replaced by a stale one: the wiki answers `badtoken`.
    case staleToken = "stale csrf token"
    /// The cookies stripped: the wiki sees an anonymous request.
    case anonymousSession = "session cookies stripped"

    /// Orders by declaration, for stable reports.
    public static func < (lhs: Fault, rhs: Fault) -> Bool {
      allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }

    /// Whether the fault can apply to `request` (a token can only be spoiled where there is one).
    func applies(to request: HTTPRequest) -> Bool {
      switch self {
      case .staleToken: FaultyTransport.hasCSRFToken(request)
      case .anonymousSession: request.value(forHTTPHeaderField: "Cookie") != nil
      default: true
      }
    }
  }

  /// One request as it was given, and the fault it met (nil: passed through untouched).
  public struct Sent: Sendable {
    /// The request as the client gave it.
    public var request: HTTPRequest
    /// What was done to it.
    public var fault: Fault?
  }

  /// A csrf token of a session that no longer exists (the shape MediaWiki gives: hex, then `+\`).
  public static let staleToken = "0badc0ffee0badc0ffee0badc0ffee0b69a1b2c3+\\"

  private let base: any HTTPTransport
  private let rate: Double
  private let lock = NSLock()
  private var random: SeededRandom
  private var enabled = true
  private var staleTokenOwed = false
  private var owed: [(action: String, fault: Fault)] = []
  private var log: [Sent] = []
  private var total = 0
  private var faults: [Fault: Int] = [:]

  /// The base's cookies: a fault changes one request, not the session.
  public var cookieStore: (any CookieStore)? { base.cookieStore }

  /// Faults each request with probability `rate` (0...1), choosing kinds with `seed`.
  public init(
    seed: UInt64, rate: Double, base: any HTTPTransport = TestWiki.liveTransport(timeout: 20)
  ) {
    self.base = base
    self.rate = rate
    self.random = SeededRandom(seed: seed)
  }

  /// Turns faults on or off (off: a plain pass-through, still counted).
  public func setEnabled(_ on: Bool) { lock.withLock { enabled = on } }

  /// Gives the next request that carries a csrf token ``staleToken`` instead, once, whatever the
  /// rate: the wiki answers a real `badtoken`, as when the session changed under a cached token.
  public func spoilNextToken() { lock.withLock { staleTokenOwed = true } }

  /// Gives the requests whose `action` is each entry's, in order, that entry's fault, whatever
  /// the rate: the first entry waits for the first request of its action, the next for the one
  /// after it (e.g. a global write's answer dropped, then the read that follows answered 503).
  public func owe(_ faults: [(action: String, fault: Fault)]) { lock.withLock { owed += faults } }

  /// Requests seen so far.
  public var requestCount: Int { lock.withLock { total } }

  /// Faults injected so far, by kind.
  public var faultCounts: [Fault: Int] { lock.withLock { faults } }

  /// Every request so far with its fault, in order: a test tells from it whose save the client
  /// could not know the outcome of, and which session loss a fault caused.
  public var sent: [Sent] { lock.withLock { log } }

  /// Sends `request`, perhaps faulted.
  public func send(_ request: HTTPRequest) async throws(TransportFailure) -> HTTPResponse {
    let (fault, delay) = lock.withLock { () -> (Fault?, Int) in
      total += 1
      // Draw the same numbers whether or not faults are on, so a seed replays the same run.
      let roll = random.nextDouble()
      let pick = random.next()
      let delay = 50 + Int(random.next() % 350)
      if staleTokenOwed, Fault.staleToken.applies(to: request) {
        staleTokenOwed = false
        faults[.staleToken, default: 0] += 1
        log.append(Sent(request: request, fault: .staleToken))
        return (.staleToken, delay)
      }
      if let next = owed.first, next.fault.applies(to: request),
        RecordingTransport.parameters(of: request)["action"] == next.action
      {
        owed.removeFirst()
        faults[next.fault, default: 0] += 1
        log.append(Sent(request: request, fault: next.fault))
        return (next.fault, delay)
      }
      guard enabled, roll < rate else {
        log.append(Sent(request: request, fault: nil))
        return (nil, delay)
      }
      let candidates = Fault.allCases.filter { $0.applies(to: request) }
      let fault = candidates[Int(pick % UInt64(candidates.count))]
      faults[fault, default: 0] += 1
      log.append(Sent(request: request, fault: fault))
      return (fault, delay)
    }
    switch fault {
    case nil:
      return try await base.send(request)
    case .dropBeforeSend:
      throw .notSent(detail: "fault injection: dropped before sending")
    case .dropResponse:
      _ = try await base.send(request)
      throw .outcomeUnknown(detail: "fault injection: connection lost before the answer")
    case .delay:
      try? await Task.sleep(for: .milliseconds(delay))
      return try await base.send(request)
    case .html503NotSent:
      return Self.serviceUnavailable(request)
    case .html503AfterApplied:
      _ = try await base.send(request)
      return Self.serviceUnavailable(request)
    case .staleToken:
      return try await base.send(Self.withStaleToken(request))
    case .anonymousSession:
      // The cookies are the transport's engine's: a transport with none of its own sends the
      // request as an anonymous visitor, and the session's engine never sees the answer.
      return try await TestWiki.liveTransport(timeout: 20).send(request)
    }
  }

  /// Whether the request's form body carries a `token` parameter.
  static func hasCSRFToken(_ request: HTTPRequest) -> Bool {
    guard let body = request.body else { return false }
    return String(decoding: body, as: UTF8.self).split(separator: "&").contains {
      $0.hasPrefix("token=")
    }
  }

  /// The request with its body's `token` replaced by ``staleToken``.
  static func withStaleToken(_ request: HTTPRequest) -> HTTPRequest {
    guard let body = request.body else { return request }
    let escaped =
      staleToken.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? staleToken
    let pairs = String(decoding: body, as: UTF8.self).split(separator: "&").map { pair in
      pair.hasPrefix("token=") ? "token=\(escaped)" : String(pair)
    }
    var spoiled = request
    spoiled.body = Data(pairs.joined(separator: "&").utf8)
    return spoiled
  }

  /// What a cache in front of Wikipedia answers when the backend is down or too slow.
  static func serviceUnavailable(_ request: HTTPRequest) -> HTTPResponse {
    let page = """
      <!DOCTYPE html>
      <html lang="en"><head><meta charset="utf-8"><title>Wikimedia Error</title></head>
      <body><h1>Error</h1><p>Our servers are currently under maintenance or experiencing a
      technical issue. Please try again in a few minutes.</p></body></html>
      """
    return HTTPResponse(
      statusCode: 503, headers: ["Content-Type": "text/html; charset=utf-8", "Retry-After": "1"],
      body: Data(page.utf8))
  }
}

/// SplitMix64: a small, fast, seedable generator, so a failing run can be replayed by its seed.
public struct SeededRandom: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// Starts the sequence of `seed`.
  public init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in 0..<1.
  public mutating func nextDouble() -> Double { Double(next() >> 11) / Double(1 << 53) }
}
