import Foundation
import WMF

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Ends the app's session on the wikis while the app keeps its cookies (what an expiry does): a
/// copy of the cookies, in a URLSession of its own, logs out on each wiki.
@MainActor
enum TwinExpiry {
  static func expire(_ device: TwinDevice) async throws {
    let configuration = URLSessionConfiguration.ephemeral
    let copy = configuration.httpCookieStorage!
    for cookie in device.appGroupURLSession().configuration.httpCookieStorage?.cookies ?? [] {
      copy.setCookie(cookie)
    }
    let urlSession = URLSession(configuration: configuration)
    for url in device.apiURLs.values {
      let (data, _) = try await urlSession.data(
        from: URL(string: url.absoluteString + "?action=query&meta=tokens&format=json")!)
      let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
      let query = object?["query"] as? [String: Any]
      let csrf = (query?["tokens"] as? [String: Any])?["csrftoken"] as? String ?? "+\\"
      var request = URLRequest(url: url)
      request.httpMethod = "POST"
      request.setValue("application/x-www-form-urlencoded", forHTTPHeaderField: "Content-Type")
      let token = csrf.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? csrf
      request.httpBody = Data("action=logout&format=json&token=\(token)".utf8)
      _ = try await urlSession.data(for: request)
    }
  }
}
