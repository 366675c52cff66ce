#if os(Linux)
  import Foundation
  import MediaWikiAPI
  import NotificationSettings
  import TestSupport
  import Testing

  @testable import WikiNotificationsCLI

  /// Nothing a wiki says reaches the terminal with a control character in it: a type's title
  /// (an edited `MediaWiki:Echo-category-title-…`), a login's message, an API error's text.
  @Suite("wiki-notifications: the wiki's words reach the terminal without control characters")
  struct WikiTextEscapeTests {
    /// Sets the clipboard (OSC 52), paints a fake switch, clears the screen (C1 CSI), rings the
    /// bell, deletes.
    static let hostile =
      "\u{1B}]52;c;cm0gLXJmIH4=\u{07}\u{1B}[32m[on]\u{1B}[0m Watched\u{9B}2J\u{7F} page"
    static let clean = "]52;c;cm0gLXJmIH4=[32m[on][0m Watched2J page"

    /// Whether `text` holds a control character other than a line break, or an escape that
    /// is not one of the renderer's own colours (`ESC [ digits m`).
    static func hasForeignControl(_ text: String) -> Bool {
      var scalars = text.unicodeScalars[...]
      while let scalar = scalars.popFirst() {
        switch scalar.value {
        case 0x0A: continue
        case 0x1B:
          guard scalars.first == "[" else { return true }
          scalars.removeFirst()
          while let next = scalars.first, ("0"..."9").contains(next) || next == ";" {
            scalars.removeFirst()
          }
          guard scalars.popFirst() == "m" else { return true }
        case 0x00..<0x20, 0x7F..<0xA0: return true
        default: continue
        }
      }
      return false
    }

    @Test func aTitleWithEscapesIsDrawnWithoutThem() async throws {
      let answer = try JSONSerialization.data(withJSONObject: [
        "batchcomplete": true,
        "query": [
          "allmessages": [["name": "echo-category-title-watchlist", "content": Self.hostile]]
        ],
      ])
      let transport = ScriptedTransport([
        .json(
          #"{"batchcomplete":true,"query":{"userinfo":{"id":7,"name":"Editor","options":{"echo-subscriptions-push-mention":1,"echo-subscriptions-push-watchlist":0}},"tokens":{"csrftoken":"c+\\"}}}"#
        ),
        .json(String(decoding: answer, as: UTF8.self)),
      ])
      let client = MediaWikiClient(
        apiURL: URL(string: "https://wiki.example/w/api.php")!, userAgent: "Tests/1.0 (test)",
        transport: transport)
      let snapshot = try await WikiClient.live(sessions: WikiSessions { _ in client }).load("en")
      var state = ScreenRenderingTests.loaded()
      state.wiki.values = snapshot.values
      state.wiki.titles = snapshot.titles
      let model = ScreenModel(state: state, strings: .english)

      let plain = PlainRenderer.full(model).joined(separator: "\n")
      let fancy = FancyRenderer.lines(model, ViewState(focus: 2), .init(rows: 60, columns: 120))
        .joined(separator: "\n")
      #expect(plain.contains(Self.clean), "\(plain)")
      #expect(!Self.hasForeignControl(plain))
      // The row's column cuts the title short.
      #expect(ScreenRenderingTests.stripped([fancy]).contains("[ ] ]52;c;cm0gLXJmIH4=[32m[on]"))
      #expect(!Self.hasForeignControl(fancy))
    }

    /// A wiki on this machine that answers the login token request, then `login` with `last`.
    func wiki(_ last: String) throws -> LocalHTTPServer {
      try LocalHTTPServer { index, _ in
        index == 0
          ? .ok(#"{"batchcomplete":true,"query":{"tokens":{"logintoken":"t+\\"}}}"#)
          : .ok(last)
      }
    }

    func printed(_ answer: [String: Any]) async throws -> ToolRun {
      let body = try JSONSerialization.data(withJSONObject: answer)
      let server = try wiki(String(decoding: body, as: UTF8.self))
      defer { server.close() }
      let sandbox = try Sandbox()
      try sandbox.writeConfig(["en": "http://127.0.0.1:\(server.port)/api.php"])
      return try await Tool.binary(
        ["status"], sandbox.environment(user: "Someone@app", password: "pw-escape"))
    }

    @Test func aLoginMessageWithEscapesIsPrintedWithoutThem() async throws {
      let run = try await printed([
        "login": ["result": "Failed", "reason": ["code": "wrongpassword", "text": Self.hostile]]
      ])
      #expect(run.status == 3, "\(run)")
      #expect(run.err.contains(Self.clean), "\(run)")
      #expect(!Self.hasForeignControl(run.err + run.out), "\(run)")
    }

    @Test func anAPIErrorTextWithEscapesIsPrintedWithoutThem() async throws {
      let run = try await printed([
        "errors": [
          ["code": "internal_api_error_\u{1B}[2J", "text": Self.hostile, "module": "main"]
        ]
      ])
      #expect(run.status == 3, "\(run)")
      #expect(run.err.contains("internal_api_error_[2J (\(Self.clean))"), "\(run)")
      #expect(!Self.hasForeignControl(run.err + run.out), "\(run)")
    }
  }
#endif
