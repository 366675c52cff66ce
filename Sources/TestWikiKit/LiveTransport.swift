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
      CurlTransport(timeout: timeout, authorities: testAuthorities)
    #else
      URLSessionTransport(timeout: timeout)
    #endif
  }

  /// The wikis' certificate authority, read once.
  private static let testAuthorities: String? = (try? load())?.caFile
}
