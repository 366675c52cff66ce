#if os(Linux) && canImport(CurlTransport)
  import Foundation
  import TestSupport
  import Testing

  @testable import CurlTransport
  @testable import MediaWikiAPI
  @testable import WikiNotificationsCLI

  /// Replays every input that ever crashed the parsers' fuzz target (`scripts/fuzz` saves them in
  /// `Fuzz/regressions-parsers/`) and its seeds through the same parsers as Fuzz/FuzzParsers.swift:
  /// each must give a value or a refusal, never trap.
  @Suite("Fuzz regressions: header lines, proxies, the tool's inputs")
  struct ParserFuzzRegressionTests {
    static func inputs() throws -> [(name: String, data: Data)] {
      try ["Fuzz/regressions-parsers", "Fuzz/seeds-parsers"].flatMap { folder in
        let directory = TestWiki.repositoryRoot.appendingPathComponent(folder)
        return try FileManager.default.contentsOfDirectory(atPath: directory.path)
          .filter { !$0.hasPrefix(".") }.sorted()
          .map { ("\(folder)/\($0)", try Data(contentsOf: directory.appendingPathComponent($0))) }
      }
    }

    @Test func everySavedInputParsesOrIsRefused() throws {
      let inputs = try Self.inputs()
      #expect(inputs.count >= 6, "the seeds are there")
      for (_, data) in inputs {
        var head = AnswerHead()
        for line in data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
          let bytes = Array(line) + [UInt8(ascii: "\n")]
          if bytes.withUnsafeBytes({ head.take(line: $0) }) != nil { break }
        }
        _ = head.joined
        if let cookies = CurlCookies() {
          cookies.restore(
            String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init))
          _ = cookies.savedCookies()
        }
        _ = try? JSONDecoder().decode(ToolState.self, from: data)
        _ = try? CommandLineParser.parse(
          String(decoding: data, as: UTF8.self).split(separator: "\0").map(String.init))
        _ = KeyParser.keys(Array(data))
        _ = WikiText.plain(String(decoding: data, as: UTF8.self))
      }
    }

    @Test func theSeedsReachTheParsersTheyWereWrittenFor() throws {
      let seeds = Dictionary(uniqueKeysWithValues: try Self.inputs())
      var head = AnswerHead()
      let answer = try #require(seeds["Fuzz/seeds-parsers/answer-head"])
      for line in answer.split(separator: UInt8(ascii: "\n")) {
        #expect((Array(line) + [10]).withUnsafeBytes { head.take(line: $0) } == nil)
      }
      // libcurl hands the fields over; its cookie engine reads every Set-Cookie line itself.
      #expect(head.joined["Set-Cookie"]?.contains("wikiUserID=7") == true)
      // The seed is a state file from before libcurl kept the cookies: its session is converted
      // to a cookie line for the wiki's host (expiry 1_000_000_000 after 2001: 1978307200).
      let state = try JSONDecoder().decode(
        ToolState.self, from: try #require(seeds["Fuzz/seeds-parsers/state"]))
      #expect(state.logins == ["https://127.0.0.1:18081/api.php": "Editor@notif"])
      #expect(
        state.sessions["https://127.0.0.1:18081/api.php"]?.cookies == [
          "127.0.0.1\tFALSE\t/\tTRUE\t1978307200\twiki_session\tabc"
        ])
      #expect(
        KeyParser.keys(Array(try #require(seeds["Fuzz/seeds-parsers/keys"])))
          == [.up, .down] + "jk q".map { .character($0) } + [.interrupt])
    }

    @Test func proxyVariablesAreReadAsCurlReadsThem() {
      func proxy(_ variables: [String: String], _ url: String) -> ProxyEnvironment.Proxy? {
        ProxyEnvironment { variables[$0] }.proxy(for: URL(string: url)!)
      }
      let https = "https://wiki.example.org/w/api.php"
      #expect(
        proxy(["https_proxy": "http://u:secret@p:3128"], https)
          == .init(variable: "https_proxy", address: "http://p:3128"))
      #expect(
        proxy(["HTTPS_PROXY": "p:1"], https) == .init(variable: "HTTPS_PROXY", address: "p:1"))
      #expect(proxy(["all_proxy": "p:2"], https) == .init(variable: "all_proxy", address: "p:2"))
      // Uppercase HTTP_PROXY is not read (curl ignores it: CGI puts a request header there).
      #expect(proxy(["HTTP_PROXY": "p:3"], "http://wiki.example.org/api.php") == nil)
      #expect(
        proxy(["http_proxy": "p:4"], "http://wiki.example.org/api.php")
          == .init(variable: "http_proxy", address: "p:4"))
      // Plain http to this machine never goes through one (the transport sets no_proxy there).
      for local in ["http://127.0.0.1/api.php", "http://localhost:8080/", "http://[::1]/"] {
        #expect(proxy(["http_proxy": "p:4", "all_proxy": "p:4"], local) == nil, "\(local)")
      }
      for bypass in ["*", "example.org", ".example.org", "wiki.example.org", "a, example.org"] {
        #expect(proxy(["https_proxy": "p:5", "no_proxy": bypass], https) == nil, "\(bypass)")
      }
      #expect(proxy(["https_proxy": "p:5", "no_proxy": "ample.org"], https) != nil)
      #expect(
        proxy(["https_proxy": "p:6", "NO_PROXY": "127.0.0.0/8"], "https://127.0.0.1:1/") == nil)
      #expect(
        proxy(["https_proxy": "p:6", "no_proxy": "10.0.0.0/8"], "https://127.0.0.1:1/") != nil)
    }
  }
#endif
