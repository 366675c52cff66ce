import Foundation
import MediaWikiAPI
import NotificationSettings
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Security: secrets never leak from the tool, credentials never travel in clear text
/// to another machine, and a write can never land on the wrong account. Logout unsubscribing
/// the device before the session ends is covered by `LiveRunnerTests.logoutUnsubscribesBefore…`
/// (the core, server read back) and `EndToEndTests.logoutUnsubscribesThisDeviceFirst` (the tool).
@Suite("Security", .serialized)
struct SecurityTests {
  let wiki: TestWiki
  init() throws { wiki = try TestWiki.load() }

  // MARK: Secrets

  /// The built tool, run through a loopback relay that sees every byte it exchanges with the
  /// wiki: the password, every token and every session cookie it used or was given must appear
  /// in no output and no file but the state file (the cookie store), which is 0600 in 0700.
  @Test func noPasswordTokenOrSessionCookieLeaksIntoOutputOrFiles() async throws {
    let account = try await wiki.freshAccount(prefix: "Sec", on: [wiki.en])
    let relay = try LoopbackRelay(to: wiki.en.plainHTTPAPIURL)
    defer { relay.stop() }
    let sandbox = try Sandbox()
    try sandbox.writeConfig(["en": relay.apiURL.absoluteString])
    let withPassword = sandbox.environment(account, ["WIKI_NOTIFICATIONS_PERMISSION": "allow"])
    let wrongPassword = "wrong-\(UUID().uuidString)"

    var runs: [ToolRun] = []
    runs.append(try await Tool.binary(["enable", "mention", "edit-thank"], withPassword))
    let stateAfterLogin = try String(contentsOf: sandbox.stateFile, encoding: .utf8)
    runs.append(try await Tool.binary(["status", "--json"], sandbox.environment()))
    runs.append(try await Tool.binary(["disable", "mention"], withPassword))
    runs.append(try await Tool.binary(["--help"], withPassword))
    runs.append(try await Tool.binary(["logout"], sandbox.environment()))
    let refused = try await Tool.binary(
      ["status"], sandbox.environment(user: account.name, password: wrongPassword))
    #expect(runs.map(\.status) == [0, 0, 0, 0, 0], "\(runs)")
    #expect(refused.status == 3, "\(refused)")
    runs.append(refused)

    let secrets = relay.secrets()
    // The relay saw what it must have seen, or this test would prove nothing.
    #expect(!secrets.csrfTokens.isEmpty)
    #expect(!secrets.loginTokens.isEmpty)
    #expect(!secrets.sessionCookies.isEmpty)
    #expect(relay.requestText.contains(formEscaped(account.password)))
    #expect(
      secrets.sessionCookies.contains { stateAfterLogin.contains($0) },
      "the state file holds the session cookie the wiki set")

    let all =
      [("password", account.password), ("wrong password", wrongPassword)]
      + secrets.csrfTokens.map { ("csrf token", $0) }
      + secrets.loginTokens.map { ("login token", $0) }
      + secrets.sessionCookies.map { ("session cookie", $0) }
    for run in runs {
      for (kind, secret) in all {
        #expect(!run.out.contains(secret) && !run.err.contains(secret), "\(kind) printed: \(run)")
      }
    }

    // The only files the tool wrote are the state file and the empty lock file beside it that
    // runs take before they write, 0600 in directories of its own that are 0700.
    let written = try Self.walk(sandbox.root).filter { !$0.path.hasPrefix(sandbox.configDir.path) }
    let lockFile = sandbox.stateFile.path + ".lock"
    #expect(
      written.filter { !$0.isDirectory }.map(\.path).sorted()
        == [sandbox.stateFile.path, lockFile])
    #expect(try Data(contentsOf: URL(fileURLWithPath: lockFile)).isEmpty)
    for entry in written
    where sandbox.stateFile.path.hasPrefix(entry.path) || entry.path == lockFile {
      #expect(
        entry.mode == (entry.isDirectory ? 0o700 : 0o600),
        "\(entry.path) has mode \(String(entry.mode, radix: 8))")
    }
    let state = try String(contentsOf: sandbox.stateFile, encoding: .utf8)
    for (kind, secret) in all where kind != "session cookie" {
      #expect(!state.contains(secret), "the state file holds a \(kind)")
    }
    #expect(!stateAfterLogin.contains(account.password))
  }

  // MARK: Clear text

  /// Extends `HelpAndExitCodeTests.plainHTTPToANonLoopbackHostIsRefused…`: addresses that only
  /// look local are refused too, with exit 3, before anything is sent, and the password is
  /// never echoed.
  @Test(arguments: [
    "http://127.0.0.1@wiki.invalid/w/api.php",
    "http://127.0.0.1.wiki.invalid/w/api.php",
    "http://localhost.wiki.invalid/w/api.php",
    "http://10.0.0.1/w/api.php",
  ])
  func plainHTTPToALookalikeOfLoopbackIsRefused(url: String) async throws {
    let sandbox = try Sandbox()
    try sandbox.writeConfig(["en": url])
    let password = "secret-\(UUID().uuidString)"
    let run = await Tool.inProcess(["status"], sandbox.environment(user: "A", password: password))
    #expect(run.status == 3, "\(run)")
    #expect(run.err.contains("over plain http"), "\(run)")
    #expect(!run.out.contains(password) && !run.err.contains(password))
  }

  /// Plain http to this machine is allowed (the test wikis), by name as well as by address.
  @Test func plainHTTPToLocalhostByNameLogsIn() async throws {
    let account = try await wiki.freshAccount(prefix: "Sec", on: [wiki.en])
    let sandbox = try Sandbox()
    var components = URLComponents(url: wiki.en.apiURL, resolvingAgainstBaseURL: false)!
    components.host = "localhost"
    try sandbox.writeConfig(["en": components.url!.absoluteString])
    let run = try await Tool.binary(["status"], sandbox.environment(account))
    #expect(run.status == 0, "\(run)")
  }

  // MARK: The right account

  /// A full flow through the core (first login, toggles, a language change, logout) on both
  /// wikis: every options write is a POST that asserts the account it is meant for.
  @MainActor
  @Test func everyOptionsWriteAssertsTheAccount() async throws {
    let account = try await wiki.freshAccount(prefix: "Sec")
    let rig = try await CoreRig(wiki: wiki, account: account)
    rig.store.send(.loggedIn)
    await rig.store.settle()
    rig.store.send(.toggleTapped(.editThank))
    rig.store.send(.toggleTapped(.reverted))
    await rig.store.settle()
    rig.store.send(.primaryLanguageChanged(from: "en", to: "de"))
    await rig.store.settle()
    rig.store.send(.toggleTapped(.mention))
    await rig.store.settle()
    rig.store.send(.logoutTapped)
    await rig.store.settle()
    let sent = rig.transports.values.flatMap(\.requests)
    let writes = sent.filter { $0.action == "options" || $0.action == "globalpreferences" }
    // Default-off, the first toggle (at once), the second (its follow-up), the toggle on de;
    // the language change copies nothing (every choice is global).
    #expect(writes.count == 4, "\(writes.map(\.parameters))")
    #expect(writes.allSatisfy { $0.action == "globalpreferences" })
    for write in writes {
      #expect(write.method == "POST")
      #expect(write.parameters["assert"] == "user")
      #expect(write.parameters["assertuser"] == account.name)
    }
    #expect(rig.store.state.session == .loggedOut)
    // Read back from the server on both wikis: the first login turned every type off, and only
    // the three toggled types are on, wherever the account reads them.
    for site in [wiki.en, wiki.de] {
      let server = values(try await wiki.readOptions(of: account, on: site))
      #expect(server[.editThank] == true && server[.reverted] == true, "\(site.language)")
      #expect(server[.mention] == true, "\(site.language)")
      #expect(server.filter(\.value).count == 3, "\(site.language): \(server)")
    }
  }

  /// The session is logged in as another account behind the store's back: the toggle's write
  /// fails (assertnameduserfailed) instead of landing on either account, and the screen shows
  /// the logged-out state, announced.
  @MainActor
  @Test func aSessionSwappedToAnotherAccountMakesWritesFail() async throws {
    async let first = wiki.freshAccount(prefix: "SecA", on: [wiki.en])
    async let second = wiki.freshAccount(prefix: "SecB", on: [wiki.en])
    let (a, b) = try await (first, second)
    let rig = try await CoreRig(wiki: wiki, account: a, sites: [wiki.en])
    rig.store.send(.loggedIn)
    await rig.store.settle()
    #expect(rig.store.state.session == .loggedIn(userName: a.name))
    let beforeA = try await wiki.readOptions(of: a, on: wiki.en)
    let beforeB = try await wiki.readOptions(of: b, on: wiki.en)

    // Someone else logs in on the same session.
    let client = rig.clients["en"]!
    await client.forgetSession()
    #expect(
      try await client.clientLogin(username: b.name, password: b.password)
        == .success(userName: b.name))
    rig.resetCounts()

    rig.store.send(.toggleTapped(.mention))
    rig.store.send(.toggleTapped(.editUserTalk))
    await rig.store.settle()

    let writes = rig.transports["en"]!.requests.filter {
      $0.action == "options" || $0.action == "globalpreferences"
    }
    #expect(writes.count == 1)
    #expect(writes.first?.parameters["assertuser"] == a.name)
    #expect(try await wiki.readOptions(of: a, on: wiki.en) == beforeA)
    #expect(try await wiki.readOptions(of: b, on: wiki.en) == beforeB)
    #expect(rig.store.state.session == .loggedOut)
    #expect(rig.store.state.announcements.map(\.message).contains(.loggedOut))
    let screen = rig.store.screen
    #expect(screen.sections.isEmpty)
    #expect(screen.banners.map(\.id).contains("notification.banner.logged-out"))
  }

  // MARK: Helpers

  struct Entry {
    var path: String
    var mode: Int
    var isDirectory: Bool
  }

  /// Every file and directory below `root` (not `root` itself).
  static func walk(_ root: URL) throws -> [Entry] {
    let manager = FileManager.default
    var entries: [Entry] = []
    for relative in try manager.subpathsOfDirectory(atPath: root.path) {
      let path = root.appendingPathComponent(relative).path
      let attributes = try manager.attributesOfItem(atPath: path)
      entries.append(
        Entry(
          path: path, mode: (attributes[.posixPermissions] as? Int) ?? -1,
          isDirectory: attributes[.type] as? FileAttributeType == .typeDirectory))
    }
    return entries
  }

  /// As a form body carries it (everything but unreserved characters escaped).
  func formEscaped(_ text: String) -> String {
    let unreserved = CharacterSet(
      charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")
    return text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? text
  }
}

extension Sandbox {
  var configDir: URL { root.appendingPathComponent("config") }
}

/// The core with the live wiki client on one fresh account's sessions of both wikis, every
/// request recorded, the device's permission denied (so no subscription is involved).
@MainActor
struct CoreRig {
  let store: SettingsStore
  let clients: [String: MediaWikiClient]
  let transports: [String: RecordingTransport]

  init(wiki: TestWiki, account: TestWiki.Account, sites: [TestWiki.Site]? = nil) async throws {
    let (clients, transports) = try await wiki.loggedInClients(
      account, on: sites ?? [wiki.en, wiki.de])
    let logged = clients
    self.clients = clients
    self.transports = transports
    store = SettingsStore(
      configuration: SettingsConfiguration(
        pushTopic: "org.wikimedia.wikipedia", saveWindow: .milliseconds(50)),
      language: "en",
      clients: .realWikis(
        sessions: WikiSessions { language in logged[language.rawValue]! }, permission: .denied,
        grantsRequest: false, token: { "00" }))
  }

  func resetCounts() {
    for transport in transports.values { transport.reset() }
  }
}

/// A TCP relay on 127.0.0.1 in front of a test wiki that keeps every byte both ways, so a test
/// can learn the tokens and cookies a separate process (the built tool) used.
final class LoopbackRelay: @unchecked Sendable {
  let apiURL: URL
  private let listener: Int32
  private let targetPort: UInt16
  private let lock = NSLock()
  private var requests = Data()
  private var responses = Data()
  /// Replacements made in the wiki's answers on their way through, each of the same length (so
  /// Content-Length still holds): a wiki that answers differently, e.g. without an option.
  private let rewrites: [([UInt8], [UInt8])]
  /// Requests containing this text are kept from the wiki, which so never answers them: a
  /// wiki that stops answering mid-run. Nil passes everything.
  private var withheld: String?

  /// Whether a request was kept from the wiki.
  var withheldARequest: Bool { lock.withLock { withheldCount > 0 } }
  private var withheldCount = 0

  /// Keeps requests containing `text` from the wiki from now on (nil: none).
  func withhold(_ text: String?) { lock.withLock { withheld = text } }

  /// Requests containing this text are kept from the wiki and their connection is closed at
  /// once, unanswered: a wiki whose answer to them is lost. Nil refuses nothing.
  private var refused: String?

  /// Closes the connection of requests containing `text` unanswered from now on (nil: none).
  func refuse(_ text: String?) { lock.withLock { refused = text } }

  init(to target: URL, rewriting rewrites: [(String, String)] = []) throws {
    precondition(rewrites.allSatisfy { $0.0.utf8.count == $0.1.utf8.count })
    self.rewrites = rewrites.map { (Array($0.0.utf8), Array($0.1.utf8)) }
    targetPort = UInt16(target.port ?? 80)
    let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    self.listener = listener
    var address = Self.loopback(port: 0)
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketAddress in
        bind(listener, socketAddress, length) == 0 && listen(listener, 16) == 0
          && getsockname(listener, socketAddress, &length) == 0
      }
    }
    guard listener >= 0, bound else {
      throw TestWiki.Unavailable(description: "the relay cannot listen on 127.0.0.1")
    }
    var components = URLComponents(url: target, resolvingAgainstBaseURL: false)!
    components.port = Int(UInt16(bigEndian: address.sin_port))
    apiURL = components.url!
    let thread = Thread { [self] in acceptLoop() }
    thread.start()
  }

  /// Every request byte, as text.
  var requestText: String { lock.withLock { String(decoding: requests, as: UTF8.self) } }
  private var responseText: String { lock.withLock { String(decoding: responses, as: UTF8.self) } }

  func stop() {
    shutdown(listener, Int32(SHUT_RDWR))
    close(listener)
  }

  /// The secrets seen on the wire, each in the form it would be printed or stored.
  struct Secrets {
    var csrfTokens: Set<String> = []
    var loginTokens: Set<String> = []
    var sessionCookies: Set<String> = []
  }

  func secrets() -> Secrets {
    var found = Secrets()
    let requests = requestText
    let responses = responseText
    // Tokens as sent (form-encoded) and as given (JSON): the hex part before `+\` identifies one.
    for (name, value) in Self.matches(#"(?:^|[&?\s])(token|logintoken)=([0-9a-f]{16,})"#, requests)
    {
      if name == "token" { found.csrfTokens.insert(value) } else { found.loginTokens.insert(value) }
    }
    for (name, value) in Self.matches(#""(csrftoken|logintoken)":"([0-9a-f]{16,})"#, responses) {
      if name == "csrftoken" {
        found.csrfTokens.insert(value)
      } else {
        found.loginTokens.insert(value)
      }
    }
    // Session cookies as set and as sent back (user id and name cookies are not secret).
    let cookies =
      Self.matches(#"(?i:set-cookie): *([^=;\s]+)=([^;\r\n]+)"#, responses)
      + Self.matches(#"(?:(?i:cookie): *|; *)([^=;\s]+)=([^;\r\n]+)"#, requests)
    for (name, value) in cookies
    where (name.hasSuffix("_session") || name.hasSuffix("Token")) && value.count >= 16
      && value != "deleted"
    {
      found.sessionCookies.insert(value)
    }
    return found
  }

  private static func matches(_ pattern: String, _ text: String) -> [(String, String)] {
    guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
    let range = NSRange(text.startIndex..., in: text)
    return regex.matches(in: text, range: range).compactMap { match in
      guard let name = Range(match.range(at: 1), in: text),
        let value = Range(match.range(at: 2), in: text)
      else { return nil }
      return (String(text[name]), String(text[value]))
    }
  }

  private static func loopback(port: UInt16) -> sockaddr_in {
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    return address
  }

  private func acceptLoop() {
    while true {
      let client = accept(listener, nil, nil)
      guard client >= 0 else { return }
      Thread { [self] in relay(client) }.start()
    }
  }

  private func relay(_ client: Int32) {
    let upstream = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var address = Self.loopback(port: targetPort)
    let connected = withUnsafePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(upstream, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
      }
    }
    guard connected else {
      close(client)
      close(upstream)
      return
    }
    let done = DispatchGroup()
    done.enter()
    Thread { [self] in
      pump(from: client, to: upstream, isRequest: true)
      done.leave()
    }.start()
    pump(from: upstream, to: client, isRequest: false)
    done.wait()
    close(client)
    close(upstream)
  }

  private func pump(from source: Int32, to destination: Int32, isRequest: Bool) {
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = read(source, &buffer, buffer.count)
      guard count > 0 else { break }
      let (withhold, refuse) = lock.withLock {
        if isRequest {
          requests.append(contentsOf: buffer[0..<count])
        } else {
          responses.append(contentsOf: buffer[0..<count])
        }
        guard isRequest else { return (false, false) }
        let text = String(decoding: buffer[0..<count], as: UTF8.self)
        if let refused, text.contains(refused) { return (false, true) }
        guard let withheld, text.contains(withheld) else { return (false, false) }
        withheldCount += 1
        return (true, false)
      }
      if refuse {
        // Both ends see the connection go: the client gets no answer, the wiki no request.
        shutdown(source, Int32(SHUT_RDWR))
        shutdown(destination, Int32(SHUT_RDWR))
        break
      }
      // The rest of this connection's requests never reach the wiki either.
      if withhold {
        while read(source, &buffer, buffer.count) > 0 {}
        break
      }
      if !isRequest { rewrite(&buffer, count) }
      var offset = 0
      while offset < count {
        // MSG_NOSIGNAL: a peer that has gone away ends this relay with EPIPE, not the test
        // process with SIGPIPE.
        let written = buffer[offset..<count].withUnsafeBytes {
          send(destination, $0.baseAddress, count - offset, Int32(MSG_NOSIGNAL))
        }
        guard written > 0 else { break }
        offset += written
      }
    }
    shutdown(destination, Int32(SHUT_WR))
  }

  /// Applies the rewrites to the first `count` bytes of `buffer`, in place.
  private func rewrite(_ buffer: inout [UInt8], _ count: Int) {
    for (from, to) in rewrites where count >= from.count {
      var index = 0
      while index <= count - from.count {
        if buffer[index..<index + from.count].elementsEqual(from) {
          buffer.replaceSubrange(index..<index + from.count, with: to)
          index += from.count
        } else {
          index += 1
        }
      }
    }
  }
}
