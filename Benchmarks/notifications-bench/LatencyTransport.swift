import Foundation
import MediaWikiAPI

/// Adds a simulated network round-trip time to every request while switched on, as a phone on
/// a slow network would see it: the wiki's own time comes on top. The untimed setup of a run
/// (accounts, logins, the screen opened before a toggle) goes without it.
struct LatencyTransport: HTTPTransport {
  let roundTrip: Duration
  let isOn: LatencySwitch
  let base: any HTTPTransport

  /// The base's cookies: the latency changes nothing of the session.
  var cookieStore: (any CookieStore)? { base.cookieStore }

  func send(_ request: HTTPRequest) async throws(TransportFailure) -> HTTPResponse {
    if roundTrip > .zero, isOn.value {
      do {
        try await Task.sleep(for: roundTrip)
      } catch {
        throw .notSent(detail: "cancelled")
      }
    }
    return try await base.send(request)
  }
}

/// Whether the simulated round trip applies, shared by a run's transports.
final class LatencySwitch: @unchecked Sendable {
  private let lock = NSLock()
  private var on = false
  var value: Bool {
    get { lock.withLock { on } }
    set { lock.withLock { on = newValue } }
  }
}
