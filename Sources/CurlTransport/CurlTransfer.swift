// The libcurl transport is Linux-only: Apple platforms use URLSession, which waits without spinning.
#if os(Linux)
  import CCurl
  #if canImport(FoundationEssentials)
    import FoundationEssentials
  #else
    import Foundation
  #endif
  import MediaWikiAPI

  /// One request on its curl easy handle: the options, and the status, headers and body that
  /// curl's callbacks collect. Touched only by the driver's thread once handed over.
  final class CurlTransfer: @unchecked Sendable {
    /// What the caller gets back: the status, the header fields and the body, or why not.
    typealias Answer = Result<HTTPResponse, TransportFailure>

    let handle: UnsafeMutableRawPointer
    private var headerList: UnsafeMutablePointer<curl_slist>?
    private var body = Data()
    private var headers: [(String, String)] = []
    /// Resumed exactly once, by the driver.
    var continuation: CheckedContinuation<Answer, Never>?
    /// Guarded by the driver's lock: the task was cancelled / the caller has its answer.
    var cancelRequested = false
    var finished = false

    init(
      url: URL, method: String, headers fields: [String: String], body payload: Data?,
      timeout: Duration
    ) {
      handle = curl_easy_init()
      let milliseconds =
        Int(timeout.components.seconds * 1000)
        + Int(timeout.components.attoseconds / 1_000_000_000_000_000)
      ccurl_set_string(handle, CURLOPT_URL, url.absoluteString)
      ccurl_set_string(handle, CURLOPT_PROTOCOLS_STR, "http,https")
      ccurl_set_long(handle, CURLOPT_NOSIGNAL, 1)
      ccurl_set_long(handle, CURLOPT_TIMEOUT_MS, milliseconds)
      ccurl_set_long(handle, CURLOPT_CONNECTTIMEOUT_MS, milliseconds)
      ccurl_set_long(handle, CURLOPT_TCP_NODELAY, 1)
      ccurl_set_long(handle, CURLOPT_FOLLOWLOCATION, 0)
      // Every encoding this libcurl can decode, as URLSession accepts gzip.
      ccurl_set_string(handle, CURLOPT_ACCEPT_ENCODING, "")
      switch method {
      case "GET":
        ccurl_set_long(handle, CURLOPT_HTTPGET, 1)
      case "POST":
        ccurl_set_long(handle, CURLOPT_POST, 1)
      default:
        ccurl_set_string(handle, CURLOPT_CUSTOMREQUEST, method)
      }
      if let payload {
        ccurl_set_size(handle, CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(payload.count))
        payload.withUnsafeBytes { bytes in
          // Copied by curl, so the bytes need not outlive this call.
          _ = ccurl_set_pointer(
            handle, CURLOPT_COPYPOSTFIELDS,
            UnsafeMutableRawPointer(mutating: bytes.baseAddress ?? UnsafeRawPointer(bitPattern: 1)))
        }
      }
      // No "Expect: 100-continue" round trip before a larger body.
      var lines = ["Expect:"]
      for (name, value) in fields.sorted(by: { $0.key < $1.key }) {
        lines.append("\(name): \(value)")
      }
      for line in lines { headerList = curl_slist_append(headerList, line) }
      ccurl_set_headers(handle, headerList)

      let context = Unmanaged.passUnretained(self).toOpaque()
      ccurl_set_pointer(handle, CURLOPT_PRIVATE, context)
      ccurl_set_pointer(handle, CURLOPT_WRITEDATA, context)
      ccurl_set_pointer(handle, CURLOPT_HEADERDATA, context)
      ccurl_set_callback(handle, CURLOPT_WRITEFUNCTION) { data, size, count, context in
        guard let data, let context else { return 0 }
        let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
        transfer.body.append(
          UnsafeRawPointer(data).assumingMemoryBound(to: UInt8.self), count: size * count)
        return size * count
      }
      ccurl_set_callback(handle, CURLOPT_HEADERFUNCTION) { data, size, count, context in
        guard let data, let context else { return 0 }
        let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
        let bytes = UnsafeRawBufferPointer(start: data, count: size * count)
        transfer.header(String(decoding: bytes, as: UTF8.self))
        return size * count
      }
    }

    deinit {
      curl_easy_cleanup(handle)
      curl_slist_free_all(headerList)
    }

    /// One header line; a status line starts a new response (after a `100 Continue`).
    private func header(_ line: String) {
      if line.hasPrefix("HTTP/") {
        headers = []
        return
      }
      guard let colon = line.firstIndex(of: ":") else { return }
      let name = String(line[..<colon]).trimmed
      let value = String(line[line.index(after: colon)...]).trimmed
      headers.append((name, value))
    }

    /// What the finished transfer got, for curl's result `code`.
    func answer(_ code: CURLcode) -> Answer {
      guard code == CURLE_OK else { return .failure(CurlFailure.classify(code)) }
      // Fields named more than once are joined by commas, as URLSession joins them (the
      // cookie parser reads several Set-Cookie headers from one joined field).
      var fields: [String: String] = [:]
      var names: [String: String] = [:]
      for (name, value) in headers {
        let key = names[name.lowercased(), default: name]
        names[name.lowercased()] = key
        fields[key] = fields[key].map { "\($0), \(value)" } ?? value
      }
      return .success(
        HTTPResponse(statusCode: ccurl_response_code(handle), headers: fields, body: body))
    }
  }

  extension String {
    fileprivate var trimmed: String {
      var scalars = Substring(self).unicodeScalars
      while let first = scalars.first,
        first == " " || first == "\t" || first == "\r" || first == "\n"
      {
        scalars.removeFirst()
      }
      while let last = scalars.last, last == " " || last == "\t" || last == "\r" || last == "\n" {
        scalars.removeLast()
      }
      return String(scalars)
    }
  }
#endif
