import Foundation
import MediaWikiAPI
import MediaWikiURLSession

#if os(Linux)
  import CurlTransport
#endif

extension TestWiki {
  /// The transport tests and the benchmark talk to the wikis through: on Linux the tool's own
  /// (libcurl), trusting the wikis' private certificate authority (``caFile``), because
  /// FoundationNetworking's URLSession on Linux cannot be given one; URLSession elsewhere.
  public static func liveTransport(timeout: Double) -> any HTTPTransport {
    #if os(Linux)
      // Read each time: the wikis (and their authority) may have been set up since the last.
      CurlTransport(timeout: timeout, authorities: (try? load())?.caFile)
    #else
      URLSessionTransport(timeout: timeout)
    #endif
  }
}
