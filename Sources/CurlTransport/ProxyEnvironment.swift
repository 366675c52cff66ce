// libcurl is the Linux transport; Apple platforms use URLSession, which waits without spinning.
#if os(Linux)
  #if canImport(FoundationEssentials)
    import FoundationEssentials
  #else
    import Foundation
  #endif
  import Glibc

  /// Which proxy libcurl takes from the environment for a URL, by the rules of the `curl`
  /// command's documentation: `http_proxy` (lowercase only) for http, `https_proxy` or
  /// `HTTPS_PROXY` for https, else `all_proxy` or `ALL_PROXY`; none for a host that `no_proxy`
  /// (or `NO_PROXY`) lists: `*`, a name or domain suffix, an address, or an IPv4 range; none for
  /// plain http to this machine, which the transport never sends through a proxy.
  ///
  /// libcurl routes the request itself (the transport sets no proxy); this only names the proxy
  /// in a failure, so a person behind one sees where the connection failed.
  struct ProxyEnvironment {
    /// A proxy from the environment: the variable that gave it, and its address (any user name
    /// and password left out: they are secrets).
    struct Proxy: Equatable {
      var variable: String
      var address: String
    }

    /// The environment's value of a variable.
    var value: (String) -> String?

    /// The running process's environment.
    static var process: ProxyEnvironment {
      ProxyEnvironment { name in getenv(name).map { String(cString: $0) } }
    }

    /// The proxy libcurl uses for `url`, or nil when it connects directly.
    func proxy(for url: URL) -> Proxy? {
      guard let scheme = url.scheme?.lowercased(), let host = url.host else { return nil }
      guard !bypasses(host), !Transfer.isPlainLoopback(url) else { return nil }
      // An uppercase HTTP_PROXY is ignored: a CGI program gets the request's Proxy header there.
      var names = ["\(scheme)_proxy"]
      if scheme != "http" { names.append("\(scheme.uppercased())_PROXY") }
      names += ["all_proxy", "ALL_PROXY"]
      for name in names {
        if let proxy = value(name), !proxy.isEmpty {
          return Proxy(variable: name, address: Self.withoutCredentials(proxy))
        }
      }
      return nil
    }

    private func bypasses(_ host: String) -> Bool {
      guard let list = [value("no_proxy"), value("NO_PROXY")].compactMap({ $0 }).first,
        !list.isEmpty
      else { return false }
      if list.filter({ $0 != " " && $0 != "\t" }) == "*" { return true }
      var name = host.lowercased()
      if name.hasPrefix("[") && name.hasSuffix("]") { name = String(name.dropFirst().dropLast()) }
      if name.hasSuffix(".") { name.removeLast() }
      for entry in list.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" }) {
        var pattern = entry.lowercased()
        if let slash = pattern.firstIndex(of: "/") {
          if Self.ipv4(
            name, inRange: pattern[..<slash], bits: pattern[pattern.index(after: slash)...])
          {
            return true
          }
          continue
        }
        if pattern.hasPrefix(".") { pattern.removeFirst() }
        if pattern.hasSuffix(".") { pattern.removeLast() }
        if name == pattern || name.hasSuffix("." + pattern) { return true }
      }
      return false
    }

    /// Whether the IPv4 address `address` lies in `network`/`bits`.
    private static func ipv4(_ address: String, inRange network: Substring, bits: Substring) -> Bool
    {
      var host = in_addr()
      var base = in_addr()
      guard let bits = UInt32(bits), bits <= 32, inet_pton(AF_INET, address, &host) == 1,
        inet_pton(AF_INET, String(network), &base) == 1
      else { return false }
      let mask: UInt32 = bits == 0 ? 0 : ~UInt32(0) << (32 - bits)
      return UInt32(bigEndian: host.s_addr) & mask == UInt32(bigEndian: base.s_addr) & mask
    }

    /// `scheme://user:password@host:port` without `user:password@`.
    static func withoutCredentials(_ proxy: String) -> String {
      let scheme = proxy.firstIndex(of: ":").flatMap { colon in
        proxy[colon...].hasPrefix("://") ? proxy.index(colon, offsetBy: 3) : nil
      }
      let start = scheme ?? proxy.startIndex
      let authorityEnd = proxy[start...].firstIndex(of: "/") ?? proxy.endIndex
      guard let at = proxy[start..<authorityEnd].lastIndex(of: "@") else { return proxy }
      return String(proxy[..<start]) + String(proxy[proxy.index(after: at)...])
    }
  }
#endif
