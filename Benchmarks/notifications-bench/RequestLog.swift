import Foundation
import MediaWikiAPI
import TestWikiKit

/// Who sent a request: the store or app pattern whose work is running, set around its calls
/// (a task-local value, so the store's effects, which start in tasks of their own, carry it).
enum Sender {
  /// The sender of the requests made in this task.
  @TaskLocal static var name = "rig setup"
}

/// One request a run counted: who sent it, what it asked, when (milliseconds since the
/// measurement started) and what the wiki answered.
struct LoggedRequest: Encodable {
  var sender: String
  var method: String
  var action: String
  /// The parameters that tell the request apart (no token or secret).
  var detail: String
  var start_ms: Double
  /// Nil while unanswered.
  var end_ms: Double?
  /// `ok`, the API's error code, `HTTP <status>`, or the transport's failure.
  var outcome: String

  /// One line of a printed list.
  var line: String {
    String(format: "%7.1f-", start_ms)
      + (end_ms.map { String(format: "%7.1f ms  ", $0) } ?? "   open    ")
      + "\(sender): \(method) \(action) \(detail) -> \(outcome)"
  }
}

/// A transport that records every request it sends (as ``LoggedRequest``) and counts them: the
/// benchmark's round trips and writes are this list's, and a run that costs more than its
/// flow's median prints it.
final class RequestLog: HTTPTransport, @unchecked Sendable {
  private let base: any HTTPTransport
  private let lock = NSLock()
  private var logged: [(id: Int, request: LoggedRequest)] = []
  private var earlier: [LoggedRequest] = []
  private var lastID = 0
  private var origin = ContinuousClock.now
  private var open = 0

  init(base: any HTTPTransport) { self.base = base }

  /// The base's cookies: recording changes nothing of the session.
  var cookieStore: (any CookieStore)? { base.cookieStore }

  /// Every request sent since the last reset, after those still open at the reset (which
  /// started before it: a negative start, not counted).
  var requests: [LoggedRequest] { lock.withLock { logged.map(\.request) } }

  /// The requests answered before the last reset (the untimed setup's), times negative.
  var setup: [LoggedRequest] { lock.withLock { earlier } }

  /// The requests sent since the last reset: the round trips counted.
  var counted: [LoggedRequest] { requests.filter { $0.start_ms >= 0 } }

  /// Requests sent and not answered yet.
  var inFlight: Int { lock.withLock { open } }

  /// Times from now: what was answered becomes ``setup`` (an earlier reset's is forgotten); a
  /// request still open stays among ``requests`` (with its start before the reset, not
  /// counted), so a list shows what an earlier step left running.
  func reset() {
    lock.withLock {
      let now = ContinuousClock.now
      let shift = RequestLog.milliseconds(from: origin, to: now)
      let shifted = logged.map { entry in
        var entry = entry
        entry.request.start_ms -= shift
        entry.request.end_ms = entry.request.end_ms.map { $0 - shift }
        return entry
      }
      earlier = shifted.filter { $0.request.end_ms != nil }.map(\.request)
      logged = shifted.filter { $0.request.end_ms == nil }
      origin = now
    }
  }

  func send(_ request: HTTPRequest) async throws(TransportFailure) -> HTTPResponse {
    let parameters = RecordingTransport.parameters(of: request)
    let id = lock.withLock {
      open += 1
      lastID += 1
      logged.append(
        (
          lastID,
          LoggedRequest(
            sender: Sender.name, method: request.method, action: parameters["action"] ?? "",
            detail: RequestLog.detail(parameters), start_ms: milliseconds(since: origin),
            end_ms: nil, outcome: "unanswered")
        ))
      return lastID
    }
    let outcome: String
    let answer: Result<HTTPResponse, TransportFailure>
    do {
      let response = try await base.send(request)
      answer = .success(response)
      outcome = RequestLog.outcome(of: response)
    } catch {
      answer = .failure(error)
      outcome = "\(error)"
    }
    lock.withLock {
      open -= 1
      // A reset since the request was sent dropped its entry (the setup's): nothing to end.
      if let index = logged.firstIndex(where: { $0.id == id }) {
        logged[index].request.end_ms = milliseconds(since: origin)
        logged[index].request.outcome = outcome
      }
    }
    return try answer.get()
  }

  private func milliseconds(since start: ContinuousClock.Instant) -> Double {
    RequestLog.milliseconds(from: start, to: .now)
  }

  private static func milliseconds(
    from start: ContinuousClock.Instant, to end: ContinuousClock.Instant
  ) -> Double {
    let elapsed = end - start
    return Double(elapsed.components.seconds) * 1000
      + Double(elapsed.components.attoseconds) / 1e15
  }

  /// The parameters never shown: secrets, and those every request carries.
  private static let hidden: Set<String> = [
    "token", "lgpassword", "password", "retype", "lgtoken", "logintoken", "createtoken",
    "action", "format", "formatversion", "errorformat", "assert", "assertuser", "uselang",
    "maxlag", "providertoken", "username",
  ]

  /// The telling parameters of a request, sorted, each value cut short.
  static func detail(_ parameters: [String: String]) -> String {
    parameters.filter { !hidden.contains($0.key) }.sorted { $0.key < $1.key }
      .map { "\($0.key)=\($0.value.count > 60 ? $0.value.prefix(57) + "..." : $0.value)" }
      .joined(separator: " ")
  }

  /// What a response says: the API's error code if any, else `ok` (or the HTTP status).
  static func outcome(of response: HTTPResponse) -> String {
    // errorformat=plaintext (every request's): "errors": [{code, text}]; else "error": {code}.
    struct Body: Decodable {
      struct Failure: Decodable { var code: String }
      var errors: [Failure]?
      var error: Failure?
    }
    if let body = try? JSONDecoder().decode(Body.self, from: response.body),
      let code = body.errors?.first?.code ?? body.error?.code
    {
      return code
    }
    return response.statusCode == 200 ? "ok" : "HTTP \(response.statusCode)"
  }
}
