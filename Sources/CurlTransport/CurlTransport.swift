// The libcurl transport is Linux-only: Apple platforms use URLSession, which waits without spinning.
#if os(Linux)
  import CCurl
  #if canImport(FoundationEssentials)
    import FoundationEssentials
  #else
    import Foundation
  #endif
  import MediaWikiAPI

  /// The Linux transport: libcurl's multi interface on one thread of its own that sleeps in
  /// `curl_multi_poll` while requests are open (FoundationNetworking's URLSession spins a core
  /// while it waits). Connections are kept alive between requests of the process.
  public struct CurlTransport: HTTPTransport {
    private let timeout: Duration

    /// Creates a transport whose requests time out after `timeout` seconds, connecting included.
    public init(timeout: Double = 30) {
      self.timeout = .milliseconds(Int64((timeout * 1000).rounded()))
    }

    /// Sends the request through libcurl; redirects are not followed (the API never redirects,
    /// and a password must not be re-sent to another address).
    public func send(_ request: HTTPRequest) async throws(TransportFailure) -> HTTPResponse {
      let transfer = CurlTransfer(
        url: request.url, method: request.method, headers: request.headers, body: request.body,
        timeout: timeout)
      return try await CurlDriver.shared.perform(transfer).get()
    }
  }
#endif
