// libcurl is the Linux transport; Apple platforms use URLSession, which waits without spinning.
#if os(Linux)
  import CCurl
  import MediaWikiAPI

  /// One session's cookies, kept by libcurl's own cookie engine (a share handle every request of
  /// the session attaches to): libcurl takes `Set-Cookie`, applies its domain, path, `Secure`,
  /// expiry and public-suffix rules, refuses what it refuses, and sends `Cookie` itself. Saved
  /// and restored as Netscape cookie file lines (`CURLINFO_COOKIELIST`, `CURLOPT_COOKIELIST`).
  public final class CurlCookies: CookieStore, @unchecked Sendable {
    /// libcurl's share handle and its locks (libcurl calls them from any thread using it).
    let share: UnsafeMutablePointer<ccurl_cookie_share>

    /// An empty cookie engine; nil when libcurl cannot make one.
    public init?() {
      guard curlIsReady, let share = ccurl_cookie_share_new() else { return nil }
      self.share = share
    }

    // Every transfer holds its store until its easy handle is cleaned up: none is attached now.
    deinit { ccurl_cookie_share_free(share) }

    /// Every cookie libcurl holds, as it writes them to a cookie file. Secret.
    public func savedCookies() -> [String] {
      let lines = withHandle { easy -> [String] in
        var list: UnsafeMutablePointer<curl_slist>?
        guard ccurl_getinfo_slist(easy, CURLINFO_COOKIELIST, &list) == CURLE_OK else { return [] }
        defer { curl_slist_free_all(list) }
        var lines: [String] = []
        var item = list
        while let node = item {
          if let data = node.pointee.data { lines.append(String(cString: data)) }
          item = node.pointee.next
        }
        return lines
      }
      return lines ?? []
    }

    /// Hands each line to libcurl's cookie file parser; a line it refuses is left out, and a
    /// line that is not a cookie line at all (a `Set-Cookie:` or a command) is never passed on.
    public func restore(_ lines: [String]) {
      _ = withHandle { easy in
        for line in lines where Self.isCookieFileLine(line) {
          _ = ccurl_setopt_pointer(easy, CURLOPT_COOKIELIST, line)
        }
      }
    }

    /// Forgets every cookie (libcurl's `ALL` command).
    public func removeAll() {
      _ = withHandle { easy in _ = ccurl_setopt_pointer(easy, CURLOPT_COOKIELIST, "ALL") }
    }

    /// Whether `line` is one Netscape cookie file line with printable fields. CURLOPT_COOKIELIST
    /// also takes `Set-Cookie:` lines and the commands `ALL`, `SESS`, `FLUSH` and `RELOAD`; a
    /// saved session must not smuggle one of those in.
    static func isCookieFileLine(_ line: String) -> Bool { CookieFileLine.fields(line) != nil }

    /// Runs `body` with an easy handle attached to the cookies (never sent anywhere).
    private func withHandle<Value>(_ body: (UnsafeMutableRawPointer) -> Value) -> Value? {
      guard let easy = curl_easy_init() else { return nil }
      defer { curl_easy_cleanup(easy) }
      // Attached to a share that holds cookies, the handle reads and writes the share's.
      guard ccurl_setopt_pointer(easy, CURLOPT_SHARE, share.pointee.share) == CURLE_OK else {
        return nil
      }
      return body(easy)
    }

    /// Attaches `easy` to these cookies and turns libcurl's cookie engine on for it.
    func attach(_ easy: UnsafeMutableRawPointer) -> CURLcode {
      let shared = ccurl_setopt_pointer(easy, CURLOPT_SHARE, share.pointee.share)
      guard shared == CURLE_OK else { return shared }
      return ccurl_setopt_pointer(easy, CURLOPT_COOKIEFILE, "")
    }
  }
#endif
