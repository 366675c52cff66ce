#if os(Linux)
  import Foundation
  import MediaWikiAPI
  import NotificationSettings
  import Synchronization
  import TestSupport
  import Testing

  @testable import WikiNotificationsCLI

  /// A wiki on this machine that answers as an attacker would: a bot-password login succeeds,
  /// the account has `name`, the options `options`, and every category's title is `title(_:)`.
  /// Writes of options succeed. Every request is kept.
  final class HostileWiki: Sendable {
    let server: LocalHTTPServer
    var url: String { "http://127.0.0.1:\(server.port)/api.php" }
    var requests: [String] { server.requests }

    init(
      name: String, options: [String: Int], title: @escaping @Sendable (String) -> String = { $0 }
    ) throws {
      server = try LocalHTTPServer { _, request in
        let line = request.prefix { $0 != "\r" }
        let body = request.components(separatedBy: "\r\n\r\n").last ?? ""
        if line.contains("type=login") {
          return .ok(#"{"batchcomplete":true,"query":{"tokens":{"logintoken":"t+\\"}}}"#)
        }
        if body.contains("action=login") {
          return .ok(Self.json(["login": ["result": "Success", "lgusername": name]]))
        }
        if body.contains("action=options") { return .ok(#"{"options":"success"}"#) }
        if line.contains("userinfo") {
          return .ok(
            Self.json([
              "batchcomplete": true,
              "query": [
                "userinfo": ["id": 7, "name": name, "options": options],
                "tokens": ["csrftoken": "c+\\"],
              ],
            ]))
        }
        if line.contains("allmessages") {
          // ammessages=echo-category-title-X%7Cecho-pref-tooltip-X%7C...
          let asked =
            line.components(separatedBy: "ammessages=").last?
            .prefix { $0 != "&" && $0 != " " }.removingPercentEncoding ?? ""
          let messages = asked.split(separator: "|").map { name in
            ["name": String(name), "content": title(String(name))]
          }
          return .ok(Self.json(["batchcomplete": true, "query": ["allmessages": messages]]))
        }
        return .ok(#"{"batchcomplete":true}"#)
      }
    }

    func close() { server.close() }

    static func json(_ object: Any) -> String {
      String(decoding: try! JSONSerialization.data(withJSONObject: object), as: UTF8.self)
    }
  }

  /// The built tool against a hostile wiki: a name with escape sequences, titles that would bloat
  /// the state file, thousands of types.
  @Suite("wiki-notifications: a hostile wiki's names, titles and types")
  struct HostileWikiTests {
    /// Sets the window title (OSC 0), paints red, clears the screen through C1 CSI, reverses.
    static let hostileName = "\u{1B}]0;pwned\u{07}\u{1B}[31mEvil\u{9B}2J\u{202E}Name\u{85}"
    static let cleanName = "]0;pwned[31mEvil2JName"

    /// Whether `text` holds any C0 (but a line break) or C1 control, DEL or a bidi control.
    static func hasControl(_ text: String) -> Bool {
      text.unicodeScalars.contains {
        ($0.value < 0x20 && $0.value != 0x0A) || (0x7F...0x9F).contains($0.value)
          || [0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E].contains($0.value)
          || (0x2066...0x2069).contains($0.value)
      }
    }

    @Test func aNameWithEscapesIsCleanedInOutputStateFileAndAssertuser() async throws {
      let wiki = try HostileWiki(
        name: Self.hostileName,
        options: ["echo-subscriptions-push-mention": 0, "echo-subscriptions-push-edit-thank": 1])
      defer { wiki.close() }
      let sandbox = try Sandbox()
      try sandbox.writeConfig(["en": wiki.url])
      let login = sandbox.environment(user: "Someone@app", password: "pw-hostile")
      let status = try await Tool.binary(["status"], login)
      #expect(status.status == 0, "\(status)")
      #expect(status.out.contains("Account: \(Self.cleanName)\n"), "\(status)")
      let json = try await Tool.binary(["status", "--json"], sandbox.environment())
      #expect(json.status == 0, "\(json)")
      #expect(json.out.contains("\"user\":\"\(Self.cleanName)\""), "\(json)")
      let enabled = try await Tool.binary(["enable", "mention"], sandbox.environment())
      #expect(enabled.status == 0, "\(enabled)")
      for run in [status, json, enabled] {
        #expect(!Self.hasControl(run.out + run.err), "\(run)")
      }
      // The state file and the write's assertuser hold the clean name.
      let state = try Data(contentsOf: sandbox.stateFile)
      #expect(!Self.hasControl(String(decoding: state, as: UTF8.self)))
      #expect(!String(decoding: state, as: UTF8.self).lowercased().contains("\\u001b"))
      let write = try #require(wiki.requests.first { $0.contains("action=options") })
      #expect(write.contains("assertuser=%5D0%3Bpwned%5B31mEvil2JName"), "\(write)")
    }

    /// A name already in a state file written before names were cleaned is cleaned when read.
    @Test func aNameInAnOldStateFileIsCleanedBeforeItIsAsserted() async throws {
      let client = MediaWikiClient(
        apiURL: URL(string: "https://wiki.example/w/api.php")!, userAgent: "Tests/1.0 (test)",
        transport: ScriptedTransport([]),
        session: SavedSession(cookies: [], userName: Self.hostileName))
      #expect(await client.userName == Self.cleanName)
    }

    /// `--json` escapes what a terminal acts on, C1 controls included (JSONEncoder leaves them).
    @Test func jsonEscapesC1Controls() throws {
      let entry = StatusCommand.Entry(
        type: .mention, title: "Men\u{9B}2J\u{7F}\u{202E}tion", row: nil)
      let text = try StatusCommand.json(wiki: "w", user: "A\u{85}B", [entry])
      #expect(!Self.hasControl(text), "\(text)")
      #expect(text.contains(#""title":"Men\u009b2J\u007f\u202etion""#), "\(text)")
      #expect(text.contains(#""user":"A\u0085B""#), "\(text)")
      // Still the same document.
      struct Decoded: Decodable {
        struct Entry: Decodable { var title: String }
        var user: String
        var types: [Entry]
      }
      let decoded = try JSONDecoder().decode(Decoded.self, from: Data(text.utf8))
      #expect(decoded.user == "A\u{85}B" && decoded.types.first?.title == entry.title)
    }

    /// Everything printed as text goes through one filter.
    @Test func theConsoleCleansEveryLine() {
      let captured = Captured()
      captured.console.line("a\u{1B}[2Jb\u{9B}c\u{202E}d\nnext")
      captured.console.problem("e\u{07}f")
      captured.console.text("g\u{1B}]0;t\u{07}h\n")
      #expect(captured.texts.out == "a[2Jbcd\nnext\ng]0;th\n")
      #expect(captured.texts.err == "ef\n")
    }

    /// A title of one letter and a million combining marks counts as one character; thousands
    /// of types: the state file stays small and readable, and the next run keeps its session.
    @Test func titlesThatWouldBloatTheStateFileAreCappedByBytes() async throws {
      var options = ["echo-subscriptions-push-mention": 1]
      for index in 0..<3000 { options["echo-subscriptions-push-zz-type-\(index)"] = 1 }
      let huge = "a" + String(repeating: "\u{301}", count: 1_200_000)
      let wiki = try HostileWiki(name: "Editor", options: options) { name in
        name.hasPrefix("echo-category-title-zz-type-0") ? huge : "Title of " + name
      }
      defer { wiki.close() }
      let sandbox = try Sandbox()
      try sandbox.writeConfig(["en": wiki.url])
      let first = try await Tool.binary(
        ["status"], sandbox.environment(user: "Editor@app", password: "pw"))
      #expect(first.status == 0, "\(first.err)")
      let size = try FileManager.default.attributesOfItem(atPath: sandbox.stateFile.path)[.size]
      #expect((size as? Int ?? .max) < 256 * 1024, "state file of \(String(describing: size))")
      let state = try JSONDecoder().decode(
        ToolState.self, from: Data(contentsOf: sandbox.stateFile))
      let entry = try #require(state.titles.entries.first)
      #expect(entry.asked.count <= ToolState.maximumTitledTypes)
      #expect(entry.titles.values.allSatisfy { $0.utf8.count <= ToolState.maximumTextBytes })
      // One letter and as many combining marks as 512 bytes hold.
      let kept = try #require(entry.titles["zz-type-0"])
      #expect(kept.unicodeScalars.first == "a" && kept.utf8.count == 511)
      // Title requests are bounded: two for the types no earlier read covered.
      let titleReads = wiki.requests.filter {
        $0.contains("allmessages") && !$0.contains("userinfo")
      }
      #expect(titleReads.count == MediaWikiClient.maxCategoryTitleRequests)
      // The next run reads the file and uses its session (no password given).
      let second = try await Tool.binary(["status"], sandbox.environment())
      #expect(second.status == 0, "\(second.err)")
      #expect(second.out.contains("Account: Editor"))
    }

    /// The file is never written larger than it is read back: caches go first, sessions stay.
    @Test func aStateTooLargeLosesItsCachesNotItsSessions() throws {
      var state = ToolState()
      state.sessions["https://w/api.php"] = SavedSession(cookies: ["c"], userName: "A")
      state.logins["https://w/api.php"] = "A"
      let texts = Dictionary(
        uniqueKeysWithValues: (0..<100).map { ("t\($0)", String(repeating: "x", count: 512)) })
      state.titles = WikiTitleCache.Snapshot(
        entries: (0..<16).map {
          .init(
            wiki: URL(string: "https://w\($0)/api.php")!, language: "en", asked: Set(texts.keys),
            titles: texts, descriptions: texts, readAt: Date())
        })
      let bounded = state.bounded()
      let within =
        bounded.titles.entries.count == 16
        && bounded.titles.entries.allSatisfy { $0.titles == texts && $0.asked.count == 100 }
      #expect(within, "within every bound")
      let data = try bounded.encoded(atMost: 256 * 1024)
      #expect(data.count <= 256 * 1024)
      let decoded = try JSONDecoder().decode(ToolState.self, from: data)
      #expect(decoded.sessions == state.sessions && decoded.titles.entries.isEmpty)
    }

    /// A cache this version cannot read costs the cache, never the sessions.
    @Test func anUnreadableCacheKeepsTheSessions() throws {
      let text = """
        {"sessions":{"https://w/api.php":{"cookies":[],"userName":"A"}},"logins":{},
        "device":{"permission":"notDetermined","record":{"pendingUnsubscribes":[]}},
        "titles":{"entries":"not a list"},"known":{"https://w/api.php":7}}
        """
      let state = try JSONDecoder().decode(ToolState.self, from: Data(text.utf8))
      #expect(state.sessions["https://w/api.php"]?.userName == "A")
      #expect(state.titles.entries.isEmpty && state.known.isEmpty)
    }
  }
#endif
