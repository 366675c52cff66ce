// The libcurl transport is Linux-only: Apple platforms use URLSession, which waits without spinning.
#if os(Linux)
  import CCurl
  import MediaWikiAPI

  /// How a libcurl error maps onto ``TransportFailure``, as `URLSessionTransport` maps its errors:
  /// only a failure before a connection carried the request proves it was not applied.
  enum CurlFailure {
    /// The failure for a transfer that ended with `code`.
    static func classify(_ code: CURLcode) -> TransportFailure {
      let detail = "curl \(code.rawValue): " + String(cString: curl_easy_strerror(code))
      switch code {
      case CURLE_UNSUPPORTED_PROTOCOL, CURLE_URL_MALFORMAT, CURLE_COULDNT_RESOLVE_PROXY,
        CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_CONNECT, CURLE_SSL_CONNECT_ERROR,
        CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CERTPROBLEM, CURLE_SSL_CIPHER,
        CURLE_SSL_CACERT_BADFILE, CURLE_SSL_ISSUER_ERROR, CURLE_SSL_PINNEDPUBKEYNOTMATCH,
        CURLE_SSL_INVALIDCERTSTATUS, CURLE_SSL_ENGINE_NOTFOUND, CURLE_SSL_ENGINE_SETFAILED,
        CURLE_SSL_ENGINE_INITFAILED, CURLE_USE_SSL_FAILED:
        return .notSent(detail: detail)
      default:
        // Timeouts (URLSession's `.timedOut`), broken connections and empty answers: the wiki may
        // have applied the request.
        return .outcomeUnknown(detail: detail)
      }
    }

    /// A transfer cancelled with its task: like URLSession's `.cancelled`, the body may have gone
    /// out and been applied.
    static let cancelled = TransportFailure.outcomeUnknown(detail: "cancelled")
  }
#endif
