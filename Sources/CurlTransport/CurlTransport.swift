// libcurl is the Linux transport; Apple platforms use URLSession, which waits without spinning.
#if os(Linux)
  import MediaWikiAPI

  /// The Linux transport: libcurl (Debian's `libcurl4`, with OpenSSL), driven by one thread per
  /// transport that sleeps in `curl_multi_poll` while requests are open and ends when none are
  /// (FoundationNetworking's URLSession spins a core for as long as a request is open).
  ///
  /// What it keeps from libcurl: HTTP/1.1 and HTTP/2 (offered over https), kept-alive connections
  /// reused between requests, the certificate chain and host name checked, one address after
  /// another (happy eyeballs), and proxies taken from the environment exactly as the `curl`
  /// command takes them (`http_proxy`, `https_proxy`, `all_proxy`, `no_proxy`; libcurl reads them
  /// itself because no proxy is set on the handle). What it adds: redirects are never followed
  /// (a password must not follow one to another address), only http and https are spoken, answers
  /// are bounded (``maximumBody``, ``maximumHead``), an answer with conflicting lengths is
  /// refused, and failures are split by whether the request may have reached the server. Its
  /// cookies are libcurl's cookie engine's (``CurlCookies``): one session per transport value.
  public struct CurlTransport: HTTPTransport {
    /// The largest body held: an options read with titles is tens of kilobytes, so 4 MiB leaves
    /// room a hundred times over, and a hostile wiki cannot make a run hold (and parse) more.
    public static let maximumBody = 4 * 1024 * 1024
    /// The most header bytes one answer may have.
    public static let maximumHead = 64 * 1024

    private var settings: Transfer.Settings
    private let engine: CurlEngine?

    /// Requests time out `timeout` seconds after they start, connecting included. `authorities`,
    /// a PEM file, replaces the system's certificate authorities (e.g. a private CA's).
    /// `cookies` is the session's cookie engine: a new, empty one by default.
    public init(
      timeout: Double = 30, authorities: String? = nil, cookies: CurlCookies? = CurlCookies()
    ) {
      settings = Transfer.Settings(
        timeoutMilliseconds: max(1, Int((timeout * 1000).rounded())), authorities: authorities,
        cookies: cookies)
      engine = CurlEngine()
    }

    /// The same connections and thread with another session's cookies (each wiki has its own
    /// session, and cookies ignore ports: wikis on one host must not share an engine).
    public func with(cookies: CurlCookies?) -> CurlTransport {
      var copy = self
      copy.settings.cookies = cookies
      return copy
    }

    /// The session's cookies, which the client saves and restores.
    public var cookieStore: (any CookieStore)? { settings.cookies }

    /// Sends the request and returns the answer, whatever its status; a cancelled task ends the
    /// request at once with an unknown outcome.
    public func send(_ request: HTTPRequest) async throws(TransportFailure) -> HTTPResponse {
      guard let engine else { throw .notSent(detail: "libcurl could not be set up") }
      let transfer = try Transfer(request: request, settings: settings, engine: engine)
      let result = await withTaskCancellationHandler {
        await withCheckedContinuation { transfer.start($0) }
      } onCancel: {
        transfer.cancel()
      }
      return try result.get()
    }
  }
#endif
