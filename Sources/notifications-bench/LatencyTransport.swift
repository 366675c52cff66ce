import Foundation
import MediaWikiAPI

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Adds a simulated network round-trip time to every request, as a phone on a slow network
/// would see it: the wiki's own time comes on top.
struct LatencyTransport: HTTPTransport {
  let roundTrip: Duration
  let base: any HTTPTransport

  func send(_ request: URLRequest) async throws(TransportFailure) -> (Data, HTTPURLResponse) {
    if roundTrip > .zero {
      do {
        try await Task.sleep(for: roundTrip)
      } catch {
        throw .notSent(detail: "cancelled")
      }
    }
    return try await base.send(request)
  }
}
