import Foundation
import MediaWikiAPI

/// Plays the host app's login code (the Wikipedia app's `WMFAuthenticationManager` over its
/// `Session`): its own transport with its own cookies (libcurl's engine on Linux), its own
/// requests written here by hand, not the package's. A test lends only ``transport`` to the
/// package, as the app lends its session.
public final class AppLogin: Sendable {
  /// The app's session: its cookies live in this transport's engine.
  public let transport: any HTTPTransport
  private let site: TestWiki.Site

  /// A session of the app with `site`, logged out: over `transport` (by default a libcurl
  /// handle of its own, with its own cookies).
  public init(site: TestWiki.Site, transport: (any HTTPTransport)? = nil) {
    self.site = site
    self.transport = transport ?? TestWiki.liveTransport(timeout: 30)
  }

  /// Logs `account` in with `action=clientlogin`, as the app's login screen does.
  public func logIn(_ account: TestWiki.Account) async throws {
    let tokens = try await call(["action": "query", "meta": "tokens", "type": "login"])
    let token = try Self.string(tokens, "query", "tokens", "logintoken")
    let answer = try await call(
      [
        "action": "clientlogin", "username": account.name, "password": account.password,
        "logintoken": token, "loginreturnurl": site.apiURL.absoluteString,
      ], post: true)
    guard try Self.string(answer, "clientlogin", "status") == "PASS" else {
      throw TestWiki.Unavailable(description: "the app's login of \(account.name) failed")
    }
  }

  /// Ends the session with `action=logout`, as the app's logout does.
  public func logOut() async throws {
    let tokens = try await call(["action": "query", "meta": "tokens"])
    let token = try Self.string(tokens, "query", "tokens", "csrftoken")
    _ = try await call(["action": "logout", "token": token], post: true)
  }

  /// The session's account name, nil when anonymous.
  public func userName() async throws -> String? {
    let answer = try await call(["action": "query", "meta": "userinfo"])
    let info = (answer["query"] as? [String: Any])?["userinfo"] as? [String: Any]
    return info?["anon"] == nil ? info?["name"] as? String : nil
  }

  /// Ends the session on the wiki while this app keeps its cookies: what an expiry does. A copy
  /// of the cookies, in another engine, logs out.
  public func expireOnTheServer() async throws {
    let other = AppLogin(site: site)
    other.transport.cookieStore?.restore(transport.cookieStore?.savedCookies() ?? [])
    try await other.logOut()
  }

  private func call(_ parameters: [String: String], post: Bool = false) async throws
    -> [String: Any]
  {
    var all = parameters
    all["format"] = "json"
    all["formatversion"] = "2"
    let form = all.sorted { $0.key < $1.key }.map {
      "\(Self.encoded($0.key))=\(Self.encoded($0.value))"
    }
    .joined(separator: "&")
    let request =
      post
      ? HTTPRequest(
        method: "POST", url: site.apiURL,
        headers: [
          "Content-Type": "application/x-www-form-urlencoded", "User-Agent": TestWiki.userAgent,
        ], body: Data(form.utf8))
      : HTTPRequest(
        url: URL(string: site.apiURL.absoluteString + "?" + form)!,
        headers: ["User-Agent": TestWiki.userAgent])
    let response = try await transport.send(request)
    guard let object = try JSONSerialization.jsonObject(with: response.body) as? [String: Any]
    else { throw TestWiki.Unavailable(description: "the wiki's answer is not an object") }
    return object
  }

  private static func encoded(_ text: String) -> String {
    var allowed = CharacterSet.alphanumerics
    allowed.insert(charactersIn: "-._~")
    return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text
  }

  private static func string(_ object: [String: Any], _ path: String...) throws -> String {
    var current: Any? = object
    for key in path { current = (current as? [String: Any])?[key] }
    guard let text = current as? String else {
      throw TestWiki.Unavailable(description: "no \(path.joined(separator: ".")) in the answer")
    }
    return text
  }
}
