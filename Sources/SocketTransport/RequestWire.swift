// The socket transport is Linux-only: Apple platforms use URLSession, which waits without spinning.
#if os(Linux)
  #if canImport(FoundationEssentials)
    import FoundationEssentials
  #else
    import Foundation
  #endif
  import MediaWikiAPI

  /// Where a request goes: scheme, host and port, the key of a kept-alive connection.
  struct Origin: Hashable, Sendable {
    /// Whether the connection speaks TLS (`https`).
    var isTLS: Bool
    /// The host name or address, without the brackets of an IPv6 address.
    var host: String
    /// The TCP port.
    var port: Int

    /// The origin of `url`; only `http` and `https` URLs with a host have one.
    init(_ url: URL) throws(WireError) {
      switch url.scheme?.lowercased() {
      case "https": isTLS = true
      case "http": isTLS = false
      default: throw .invalidRequest("only http and https URLs can be sent")
      }
      var host = url.host(percentEncoded: false) ?? ""
      if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
      guard !host.isEmpty, !host.utf8.contains(where: RequestWire.isUnsafe) else {
        throw .invalidRequest("the URL has no usable host")
      }
      self.host = host
      port = url.port ?? (isTLS ? 443 : 80)
      guard (1...65535).contains(port) else { throw .invalidRequest("the URL's port is invalid") }
    }

    /// The `Host` header's value: the port only when it is not the scheme's default.
    var hostHeader: String {
      let name = host.contains(":") ? "[\(host)]" : host
      return port == (isTLS ? 443 : 80) ? name : "\(name):\(port)"
    }

    /// For messages: host and port, never a path or query.
    var description: String { "\(host):\(port)" }
  }

  /// A request as HTTP/1.1 bytes.
  enum RequestWire {
    /// The header fields the transport writes itself; the request's own spelling is ignored.
    private static let framing: Set<String> = [
      "host", "content-length", "transfer-encoding", "connection", "expect", "te", "upgrade",
    ]

    /// The request line, the header fields and the body of `request` to `origin`.
    static func bytes(of request: HTTPRequest, to origin: Origin) throws(WireError) -> [UInt8] {
      let method = request.method
      guard !method.isEmpty, method.utf8.allSatisfy(isTokenByte) else {
        throw .invalidRequest("invalid method")
      }
      var target = request.url.path(percentEncoded: true)
      if target.isEmpty { target = "/" }
      if let query = request.url.query(percentEncoded: true) { target += "?" + query }
      guard target.hasPrefix("/"), !target.utf8.contains(where: { isUnsafe($0) || $0 == 0x20 })
      else { throw .invalidRequest("invalid request target") }

      var head = "\(method) \(target) HTTP/1.1\r\nHost: \(origin.hostHeader)\r\n"
      for (name, value) in request.headers.sorted(by: { $0.key < $1.key })
      where !framing.contains(name.lowercased()) {
        // A line break in a field would let a value write header fields of its own.
        guard !name.isEmpty, name.utf8.allSatisfy(isTokenByte),
          !value.utf8.contains(where: isUnsafe)
        else { throw .invalidRequest("invalid header field \(name)") }
        head += "\(name): \(value)\r\n"
      }
      let body = request.body.map { Array($0) } ?? []
      if request.body != nil || method == "POST" || method == "PUT" {
        head += "Content-Length: \(body.count)\r\n"
      }
      head += "\r\n"
      return Array(head.utf8) + body
    }

    /// CR, LF and NUL: bytes that may never appear inside a request line or header field.
    static func isUnsafe(_ byte: UInt8) -> Bool { byte == 0x0D || byte == 0x0A || byte == 0 }

    /// A `tchar` of RFC 9110: what a method or a field name is made of.
    static func isTokenByte(_ byte: UInt8) -> Bool {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"):
        return true
      default:
        return "!#$%&'*+-.^_`|~".utf8.contains(byte)
      }
    }
  }
#endif
