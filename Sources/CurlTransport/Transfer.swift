// libcurl is the Linux transport; Apple platforms use URLSession, which waits without spinning.
#if os(Linux)
  import CCurl
  #if canImport(FoundationEssentials)
    import FoundationEssentials
  #else
    import Foundation
  #endif
  import MediaWikiAPI
  import Synchronization

  /// One request on its own libcurl easy handle, and the one answer its caller gets: the
  /// engine's, or the cancellation's if that comes first. The callbacks and ``complete(_:)`` run
  /// on the engine's thread only.
  final class Transfer: @unchecked Sendable {
    typealias Answer = Result<HTTPResponse, TransportFailure>

    /// What every request of a transport shares.
    struct Settings: Sendable {
      /// The deadline of a request, connecting included.
      var timeoutMilliseconds: Int
      /// A PEM file of certificate authorities instead of the system's.
      var authorities: String?
      /// The session's cookies in libcurl's engine; nil sends and keeps none.
      var cookies: CurlCookies?
    }

    /// The easy handle (libcurl's `CURL *`).
    let easy: UnsafeMutableRawPointer
    private let engine: CurlEngine
    /// Held until the easy handle is cleaned up: a share may not go while a handle uses it.
    private let cookies: CurlCookies?
    private let url: URL
    private var headerList: UnsafeMutablePointer<curl_slist>?
    private let errorText = UnsafeMutablePointer<CChar>.allocate(capacity: Int(CURL_ERROR_SIZE))
    private var head = AnswerHead()
    private var body = Data()
    /// Why a callback stopped the transfer (an answer too large or with conflicting lengths).
    private var refusal: String?
    /// Set once the connection is ready and the request about to be written: from then on the
    /// wiki may act on it.
    private var sent = false

    private struct Wait {
      var continuation: CheckedContinuation<Answer, Never>?
      var cancelled = false
    }
    private let wait = Mutex(Wait())

    /// A handle set up for `request`; throws (not sent) when the request cannot be expressed.
    init(request: HTTPRequest, settings: Settings, engine: CurlEngine) throws(TransportFailure) {
      guard let easy = curl_easy_init() else {
        errorText.deallocate()
        throw .notSent(detail: "libcurl could not make a handle")
      }
      self.easy = easy
      self.engine = engine
      self.cookies = settings.cookies
      self.url = request.url
      errorText.initialize(repeating: 0, count: Int(CURL_ERROR_SIZE))
      try configure(request, settings)
    }

    deinit {
      curl_easy_cleanup(easy)
      curl_slist_free_all(headerList)
      errorText.deallocate()
    }

    // MARK: Setting up

    private func configure(_ request: HTTPRequest, _ settings: Settings) throws(TransportFailure) {
      let context = Unmanaged.passUnretained(self).toOpaque()
      try set(CURLOPT_URL, string: request.url.absoluteString)
      try set(CURLOPT_PROTOCOLS_STR, string: "http,https")
      // The client lets a password go over plain http only to this machine; a proxy from the
      // environment (libcurl 7.88 does not bypass loopback by itself) would get it in clear.
      // Over https the proxy only tunnels, and the user's no_proxy still applies.
      if Self.isPlainLoopback(request.url) { try set(CURLOPT_NOPROXY, string: "*") }
      // A redirect is never followed: a password must not follow it to another address.
      try set(CURLOPT_FOLLOWLOCATION, 0)
      // Many threads, and a request's deadline is libcurl's own: no signals.
      try set(CURLOPT_NOSIGNAL, 1)
      try set(CURLOPT_TIMEOUT_MS, settings.timeoutMilliseconds)
      try set(CURLOPT_CONNECTTIMEOUT_MS, settings.timeoutMilliseconds)
      try set(CURLOPT_HTTP_VERSION, CURL_HTTP_VERSION_2TLS)
      if let authorities = settings.authorities {
        try set(CURLOPT_CAINFO, string: authorities)
        try set(CURLOPT_PROXY_CAINFO, string: authorities)
        // The file replaces the system's trust: Debian's libcurl would still trust every
        // authority in its CA path (/etc/ssl/certs) beside it.
        try check(ccurl_setopt_pointer(easy, CURLOPT_CAPATH, nil))
        try check(ccurl_setopt_pointer(easy, CURLOPT_PROXY_CAPATH, nil))
      }
      // libcurl's cookie engine takes the answer's Set-Cookie and sends Cookie by its rules; a
      // Cookie field given by the caller would bypass them.
      if let cookies = settings.cookies {
        guard request.value(forHTTPHeaderField: "Cookie") == nil else {
          throw .notSent(detail: "a Cookie field beside the transport's cookie engine")
        }
        try check(cookies.attach(easy))
      }
      // The proxy's own answer to CONNECT is not the wiki's.
      try set(CURLOPT_SUPPRESS_CONNECT_HEADERS, 1)
      try check(
        ccurl_setopt_off(easy, CURLOPT_MAXFILESIZE_LARGE, curl_off_t(CurlTransport.maximumBody)))
      try check(ccurl_setopt_pointer(easy, CURLOPT_ERRORBUFFER, errorText))
      try check(ccurl_setopt_data_callback(easy, CURLOPT_HEADERFUNCTION, onHeaderLine))
      try check(ccurl_setopt_pointer(easy, CURLOPT_HEADERDATA, context))
      try check(ccurl_setopt_data_callback(easy, CURLOPT_WRITEFUNCTION, onBodyBytes))
      try check(ccurl_setopt_pointer(easy, CURLOPT_WRITEDATA, context))
      try check(ccurl_setopt_prereq(easy, onConnectionReady))
      try check(ccurl_setopt_pointer(easy, CURLOPT_PREREQDATA, context))
      try setMethod(request)
      try setHeaders(request)
    }

    /// Whether `url` is plain http to this machine: never sent through a proxy.
    static func isPlainLoopback(_ url: URL) -> Bool {
      url.scheme?.lowercased() == "http" && MediaWikiClient.isLoopback(url.host ?? "")
    }

    private func setMethod(_ request: HTTPRequest) throws(TransportFailure) {
      switch request.method {
      case "GET": try set(CURLOPT_HTTPGET, 1)
      case "HEAD": try set(CURLOPT_NOBODY, 1)
      case "POST": try set(CURLOPT_POST, 1)
      default: try set(CURLOPT_CUSTOMREQUEST, string: request.method)
      }
      guard let bytes = request.body, request.method != "GET", request.method != "HEAD" else {
        return
      }
      try check(ccurl_setopt_off(easy, CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(bytes.count)))
      // libcurl copies the body (the request's Data may go away before it is sent).
      let copied = bytes.withUnsafeBytes { body in
        body.baseAddress.map { ccurl_setopt_pointer(easy, CURLOPT_COPYPOSTFIELDS, $0) }
      }
      try check(copied ?? ccurl_setopt_pointer(easy, CURLOPT_COPYPOSTFIELDS, ""))
    }

    /// The request's fields as given; libcurl's own `Accept: */*` and `Expect: 100-continue`
    /// are left out unless asked for. A field that would split the request is refused unsent.
    private func setHeaders(_ request: HTTPRequest) throws(TransportFailure) {
      var lines: [String] = []
      for (name, value) in request.headers.sorted(by: { $0.key < $1.key }) {
        guard !name.isEmpty, name.utf8.allSatisfy(AnswerHead.isTokenByte),
          !value.utf8.contains(where: { $0 == 0x0D || $0 == 0x0A || $0 == 0 })
        else { throw .notSent(detail: "invalid header field \(name)") }
        // "Name;" sends a field with an empty value; "Name:" would remove it.
        lines.append(value.isEmpty ? "\(name);" : "\(name): \(value)")
      }
      for name in ["Accept", "Expect"] where request.value(forHTTPHeaderField: name) == nil {
        lines.append("\(name):")
      }
      for line in lines {
        guard let longer = curl_slist_append(headerList, line) else {
          throw .notSent(detail: "out of memory for the header fields")
        }
        headerList = longer
      }
      try check(ccurl_setopt_pointer(easy, CURLOPT_HTTPHEADER, headerList))
    }

    private func set(_ option: CURLoption, _ value: Int) throws(TransportFailure) {
      try check(ccurl_setopt_long(easy, option, value))
    }

    private func set(_ option: CURLoption, string value: String) throws(TransportFailure) {
      try check(ccurl_setopt_pointer(easy, option, value))
    }

    /// Every option must take: one that does not (an older libcurl) would leave a check off.
    private func check(_ code: CURLcode) throws(TransportFailure) {
      guard code == CURLE_OK else {
        throw .notSent(detail: "libcurl: " + String(cString: curl_easy_strerror(code)))
      }
    }

    // MARK: The caller

    /// Whether the caller gave up on the request.
    var isCancelled: Bool { wait.withLock { $0.cancelled } }

    /// Hands the transfer to the engine; `continuation` gets the answer (unless a cancellation
    /// answers first).
    func start(_ continuation: CheckedContinuation<Answer, Never>) {
      let cancelled = wait.withLock { wait in
        if !wait.cancelled { wait.continuation = continuation }
        return wait.cancelled
      }
      if cancelled {
        continuation.resume(returning: .failure(.outcomeUnknown(detail: "cancelled")))
      } else if !engine.submit(self) {
        finish(.failure(.notSent(detail: "cannot start libcurl's thread")))
      }
    }

    /// Answers the caller at once (as URLSession's `.cancelled`: the outcome is unknown) and has
    /// the engine drop the transfer.
    func cancel() {
      let continuation = wait.withLock { wait in
        wait.cancelled = true
        defer { wait.continuation = nil }
        return wait.continuation
      }
      continuation?.resume(returning: .failure(.outcomeUnknown(detail: "cancelled")))
      engine.cancel(self)
    }

    /// Gives the caller `answer`, unless it already has one.
    func finish(_ answer: Answer) {
      let continuation = wait.withLock { wait in
        defer { wait.continuation = nil }
        return wait.continuation
      }
      continuation?.resume(returning: answer)
    }

    // MARK: The engine's thread

    /// libcurl finished the transfer with `code`.
    func complete(_ code: CURLcode) {
      guard code == CURLE_OK else {
        finish(.failure(failure(code)))
        return
      }
      var status = 0
      _ = ccurl_getinfo_long(easy, CURLINFO_RESPONSE_CODE, &status)
      finish(.success(HTTPResponse(statusCode: status, headers: head.joined, body: body)))
    }

    /// What the caller may conclude: only a failure before the request was written proves it
    /// was not applied (as `URLSessionTransport` decides from URLSession's errors).
    private func failure(_ code: CURLcode) -> TransportFailure {
      if code == CURLE_OPERATION_TIMEDOUT {
        return sent
          ? .outcomeUnknown(detail: "timed out")
          : .notSent(detail: "timed out connecting" + proxyNote())
      }
      var detail = refusal ?? String(cString: errorText)
      if code == CURLE_FILESIZE_EXCEEDED { detail = AnswerHead.tooLarge }
      if detail.isEmpty { detail = String(cString: curl_easy_strerror(code)) }
      return sent ? .outcomeUnknown(detail: detail) : .notSent(detail: detail + proxyNote())
    }

    /// Names the proxy the environment gives for the URL, if any: a failure to connect may be
    /// the proxy's.
    private func proxyNote() -> String {
      guard let proxy = ProxyEnvironment.process.proxy(for: url) else { return "" }
      return " (through the proxy \(proxy.address), from \(proxy.variable))"
    }

    fileprivate func received(headerLine bytes: UnsafeRawBufferPointer) -> Bool {
      refusal = head.take(line: bytes)
      return refusal == nil
    }

    fileprivate func received(bodyBytes bytes: UnsafeRawBufferPointer) -> Bool {
      guard body.count + bytes.count <= CurlTransport.maximumBody else {
        refusal = AnswerHead.tooLarge
        return false
      }
      body.append(contentsOf: bytes)
      return true
    }

    fileprivate func connectionIsReady() { sent = true }
  }

  // libcurl's callbacks: C functions that find their transfer through the context pointer, and
  // stop the transfer by returning a count other than the one they were given.

  private let onHeaderLine: ccurl_data_callback = { bytes, size, count, context in
    let transfer = Unmanaged<Transfer>.fromOpaque(context!).takeUnretainedValue()
    let length = size * count
    return transfer.received(headerLine: UnsafeRawBufferPointer(start: bytes, count: length))
      ? length : 0
  }

  private let onBodyBytes: ccurl_data_callback = { bytes, size, count, context in
    let transfer = Unmanaged<Transfer>.fromOpaque(context!).takeUnretainedValue()
    let length = size * count
    return transfer.received(bodyBytes: UnsafeRawBufferPointer(start: bytes, count: length))
      ? length : 0
  }

  private let onConnectionReady: curl_prereq_callback = { context, _, _, _, _ in
    Unmanaged<Transfer>.fromOpaque(context!).takeUnretainedValue().connectionIsReady()
    return CURL_PREREQFUNC_OK
  }
#endif
