// The app's twin (Linux): the parts of the Wikipedia app the integration touches, each behaviour
// ported from the app's source (wikimedia/wikipedia-ios, newest stored commit 63ae104f) and
// citing its file, runnable against the real test wikis. Same module name and public API as the
// model beside it (Examples/WikipediaApp/Model/WMF); Swift 5 mode, as WMF builds. Where the
// twin must differ from the app (a test wiki per language, no CentralAuth, no APNs, no keychain),
// the file says so.
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The Action API calls the app's fetchers make (`WMFAccountLoginLogoutFetcher`,
/// `WMFCurrentUserFetcher`, `WMFEchoSubscriptionFetcher`), through a `Session`'s URLSession.
enum TwinAPI {
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// One call: form-encoded, `format=json&formatversion=2`, the answer's object.
  static func call(
    _ session: URLSession, _ apiURL: URL, _ parameters: [String: String], post: Bool = false
  ) async throws -> [String: Any] {
    var all = parameters
    all["format"] = "json"
    all["formatversion"] = "2"
    let form = all.sorted { $0.key < $1.key }.map { "\(encoded($0.key))=\(encoded($0.value))" }
      .joined(separator: "&")
    var request: URLRequest
    if post {
      request = URLRequest(url: apiURL)
      request.httpMethod = "POST"
      request.setValue("application/x-www-form-urlencoded", forHTTPHeaderField: "Content-Type")
      request.httpBody = Data(form.utf8)
    } else {
      guard let url = URL(string: apiURL.absoluteString + "?" + form) else {
        throw Failure(description: "no URL for \(parameters)")
      }
      request = URLRequest(url: url)
    }
    request.setValue(WikipediaAppUtils.versionedUserAgent(), forHTTPHeaderField: "User-Agent")
    let data = try await send(session, request)
    guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
      throw Failure(description: "the wiki's answer is not an object")
    }
    if let error = object["error"] as? [String: Any] {
      throw Failure(description: "\(error["code"] ?? "error"): \(error["info"] ?? "")")
    }
    return object
  }

  /// The request's body, through a data task (as the app's fetchers send: completion handlers).
  static func send(_ session: URLSession, _ request: URLRequest) async throws -> Data {
    try await withCheckedThrowingContinuation { continuation in
      session.dataTask(with: request) { data, _, error in
        if let data {
          continuation.resume(returning: data)
        } else {
          continuation.resume(throwing: error ?? Failure(description: "no answer"))
        }
      }.resume()
    }
  }

  /// A token of `type` (`csrf`, `login`).
  static func token(_ session: URLSession, _ apiURL: URL, type: String = "csrf") async throws
    -> String
  {
    let answer = try await call(
      session, apiURL, ["action": "query", "meta": "tokens", "type": type])
    guard let token = value(answer, "query", "tokens", "\(type)token") as? String else {
      throw Failure(description: "no \(type) token")
    }
    return token
  }

  static func value(_ object: [String: Any], _ path: String...) -> Any? {
    var current: Any? = object
    for key in path { current = (current as? [String: Any])?[key] }
    return current
  }

  private static func encoded(_ text: String) -> String {
    var allowed = CharacterSet.alphanumerics
    allowed.insert(charactersIn: "-._~")
    return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text
  }
}
