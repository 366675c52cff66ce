// libFuzzer target: every way an answer from a wiki is decoded. Built by scripts/fuzz together
// with the MediaWikiAPI and NotificationSettings modules (compiled with -enable-testing, so the
// internal decoder and wire types are reachable); not part of the Swift package.
import Dispatch
import Foundation
import NotificationSettings

@testable import MediaWikiAPI

/// Answers every request with the fuzzer's bytes.
private struct CannedTransport: HTTPTransport {
  let body: Data
  let status: Int
  let headers: [String: String]

  func send(_ request: HTTPRequest) async throws(TransportFailure) -> HTTPResponse {
    HTTPResponse(statusCode: status, headers: headers, body: body)
  }
}

private let apiURL = URL(string: "http://127.0.0.1:18081/api.php")!

/// The responses the decoder is asked about: a plain 200, a 200 that names an API error in its
/// header, and a cache's 503.
private let responses: [(status: Int, headers: [String: String])] = [
  (200, ["Content-Type": "application/json; charset=utf-8"]),
  (
    200,
    ["Content-Type": "application/json", "MediaWiki-API-Error": "badtoken", "Retry-After": "5"]
  ),
  (503, ["Content-Type": "text/html", "Retry-After": "x"]),
]

/// Every body type through the one decoder.
private func decodeEveryBody(_ data: Data) {
  for (status, headers) in responses {
    let response = HTTPResponse(statusCode: status, headers: headers, body: data)
    _ = try? ResponseDecoder.decode(QueryBody.self, response: response)
    _ = try? ResponseDecoder.decode(TokensBody.self, response: response)
    _ = try? ResponseDecoder.decode(LoginBody.self, response: response)
    _ = try? ResponseDecoder.decode(ClientLoginBody.self, response: response)
    _ = try? ResponseDecoder.decode(OptionsBody.self, response: response)
    _ = try? ResponseDecoder.decode(PushBody.self, response: response)
    _ = try? ResponseDecoder.decode(EmptyBody.self, response: response)
  }
}

/// Option values as the feature reads them.
private func parseOptions(_ data: Data) {
  if let options = try? JSONDecoder().decode([String: OptionValue].self, from: data) {
    for value in options.values { _ = value.isOn }
    _ = WikiSnapshot(userInfo: UserInfo(id: 1, name: "Fuzz", isAnonymous: false, options: options))
  }
  if let value = try? JSONDecoder().decode(OptionValue.self, from: data) { _ = value.isOn }
}

/// The client's public calls, each answered with the bytes.
private func driveClient(_ data: Data) async {
  let transport = CannedTransport(
    body: data, status: 200, headers: ["Content-Type": "application/json"])
  let client = MediaWikiClient(apiURL: apiURL, userAgent: "Fuzz/1 (loopback)", transport: transport)
  if let info = try? await client.loadAccount() { _ = WikiSnapshot(userInfo: info) }
  let names = NotificationType.allCases.map { (name: $0.optionName, value: true) }
  _ = try? await client.setOptions(names, assertUser: "Fuzz")
  _ = try? await client.createPushSubscription(deviceToken: "ab", topic: "t")
  _ = try? await client.deletePushSubscriptions(deviceTokens: ["ab"])
  _ = try? await client.clientLogin(username: "Fuzz", password: "p")
  _ = try? await client.continueClientLogin([("OATHToken", "123456")])
  _ = try? await client.login(botUser: "Fuzz@app", password: "p")
  _ = try? await client.logout()
  // The feature's live adapter maps every error.
  let sessions = WikiSessions { _ in client }
  let wiki = WikiClient.live(sessions: sessions)
  _ = try? await wiki.load("en")
  _ = try? await wiki.save(
    "en", OptionsWrite(userName: "Fuzz", values: [.mention: true], setsDefaultOffMarker: true))
}

/// The warning matcher, with the bytes as a warning's text.
private func parseHeaders(_ data: Data) {
  let text = String(decoding: data.prefix(4096), as: UTF8.self)
  _ = MediaWikiClient.text(text, names: NotificationType.mention.optionName)
}

/// Runs an async body to the end from libFuzzer's synchronous callback.
private func blocking(_ body: @escaping @Sendable () async -> Void) {
  let done = DispatchSemaphore(value: 0)
  Task {
    await body()
    done.signal()
  }
  done.wait()
}

/// libFuzzer's entry point: one input through every decoding path.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let data = Data(bytes: bytes, count: count)
  decodeEveryBody(data)
  parseOptions(data)
  parseHeaders(data)
  blocking { await driveClient(data) }
  return 0
}
