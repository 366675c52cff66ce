// The libcurl transport is Linux-only: Apple platforms use URLSession, which waits without spinning.
#if os(Linux)
  import CCurl
  import Foundation
  import MediaWikiAPI

  #if canImport(FoundationNetworking)
    import FoundationNetworking
  #endif

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
    public func send(_ request: URLRequest) async throws(TransportFailure) -> (
      Data, HTTPURLResponse
    ) {
      guard let url = request.url else { throw .notSent(detail: "no URL") }
      let transfer = CurlTransfer(
        url: url, method: request.httpMethod ?? "GET", headers: request.allHTTPHeaderFields ?? [:],
        body: request.httpBody, timeout: timeout)
      let answer = await CurlDriver.shared.perform(transfer)
      switch answer {
      case .failure(let failure):
        throw failure
      case .success(let (status, headers, body)):
        guard
          let response = HTTPURLResponse(
            url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: headers)
        else { throw .outcomeUnknown(detail: "not an HTTP response") }
        return (body, response)
      }
    }
  }
#endif
