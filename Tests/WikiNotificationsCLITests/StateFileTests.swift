import Foundation
import MediaWikiAPI
import TestSupport
import Testing

@testable import WikiNotificationsCLI

#if canImport(Glibc)
  import Glibc
#endif

/// The state file shared by runs of the tool that overlap (cron and a person, two terminals):
/// one writer at a time, each save made on the file as it is then, so no run loses another's
/// session; the temporary file is new, private and never a link.
@Suite("the state file", .serialized)
struct StateFileTests {
  let wiki: TestWiki
  init() throws { wiki = try TestWiki.load() }

  struct StateProbe: Decodable {
    var sessions: [String: MediaWikiAPI.SavedSession]
    var logins: [String: String]?
  }

  @Test func twoRunsAtOnceBothKeepTheirSessions() async throws {
    let account = try await wiki.freshAccount(prefix: "Two")
    let keys = [wiki.en.apiURL.absoluteString, wiki.de.apiURL.absoluteString]
    for round in 0..<3 {
      let sandbox = try Sandbox()
      try sandbox.writeConfig(for: wiki)
      // Both start from no state file, both log in, each on its own wiki.
      async let english = Tool.binary(["status", "--language", "en"], sandbox.environment(account))
      async let german = Tool.binary(["status", "--language", "de"], sandbox.environment(account))
      let runs = try await [english, german]
      for run in runs { #expect(run.status == 0, "round \(round): \(run)") }
      let state = try JSONDecoder().decode(
        StateProbe.self, from: Data(contentsOf: sandbox.stateFile))
      #expect(state.sessions.keys.sorted() == keys.sorted(), "round \(round)")
      #expect(state.logins == Dictionary(uniqueKeysWithValues: keys.map { ($0, account.name) }))

      // The next runs, again at once, have no password: they can only use the saved sessions.
      async let englishAgain = Tool.binary(
        ["status", "--language", "en"], sandbox.environment(user: account.name))
      async let germanAgain = Tool.binary(
        ["status", "--language", "de"], sandbox.environment(user: account.name))
      for run in try await [englishAgain, germanAgain] {
        #expect(run.status == 0, "round \(round), no login: \(run)")
        #expect(run.out.contains("Account: \(account.name)\n"), "\(run)")
      }
      let after = try JSONDecoder().decode(
        StateProbe.self, from: Data(contentsOf: sandbox.stateFile))
      #expect(after.sessions == state.sessions, "the same sessions, none lost or replaced")
    }
  }

  @Test func aSessionSavedBeforeLibcurlKeptTheCookiesIsStillUsed() async throws {
    let account = try await wiki.freshAccount(prefix: "Old")
    // The session a tool of the previous version saved: its own jar's cookies by name, with no
    // domain (the cookies of a real login, written in that shape).
    let client = try await wiki.loggedInClient(wiki.en, as: account)
    var jar: [String: [String: String]] = [:]
    for line in await client.savedSession.cookies {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      try #require(fields.count == 7)
      jar[fields[5]] = ["name": fields[5], "value": fields[6]]
    }
    try #require(!jar.isEmpty)
    let key = wiki.en.apiURL.absoluteString
    let old: [String: Any] = [
      "sessions": [key: ["cookies": ["cookies": jar], "userName": account.name]],
      "logins": [key: account.name],
      "device": ["permission": "notDetermined", "record": ["pendingUnsubscribes": []]],
    ]
    let sandbox = try Sandbox()
    try sandbox.writeConfig(for: wiki)
    try FileManager.default.createDirectory(
      at: sandbox.stateFile.deletingLastPathComponent(), withIntermediateDirectories: true)
    try JSONSerialization.data(withJSONObject: old).write(to: sandbox.stateFile)
    // No password: only the old session can say who this is.
    let run = try await Tool.binary(["status"], sandbox.environment(user: account.name))
    #expect(run.status == 0, "\(run)")
    #expect(run.out.contains("Account: \(account.name)\n"), "\(run)")
    // The file now holds the session as libcurl's cookie lines, for the wiki's host only.
    let after = try JSONDecoder().decode(StateProbe.self, from: Data(contentsOf: sandbox.stateFile))
    let lines = try #require(after.sessions[key]?.cookies)
    #expect(!lines.isEmpty)
    #expect(
      lines.allSatisfy { $0.hasPrefix("127.0.0.1\t") || $0.hasPrefix("#HttpOnly_127.0.0.1\t") })
  }

  @Test func savesFromManyThreadsAllLand() throws {
    let sandbox = try Sandbox()
    let path = sandbox.stateFile.path
    let first = try StateFile(path: path, report: { Issue.record("\($0)") })
    let second = try StateFile(path: path, report: { Issue.record("\($0)") })
    // Two handles on one file, as two processes have: each save is made on the file as it is.
    DispatchQueue.concurrentPerform(iterations: 40) { index in
      (index.isMultiple(of: 2) ? first : second).update { $0.logins["wiki-\(index)"] = "L\(index)" }
    }
    let written = try JSONDecoder().decode(
      ToolState.self, from: Data(contentsOf: sandbox.stateFile))
    #expect(
      written.logins == Dictionary(uniqueKeysWithValues: (0..<40).map { ("wiki-\($0)", "L\($0)") }))
    #expect(
      try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int == 0o600)
    // Nothing left beside it but the lock file.
    let folder = sandbox.stateFile.deletingLastPathComponent().path
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == [
        "state.json", "state.json.lock",
      ])
  }

  @Test func aLinkWhereTheTemporaryFileGoesIsNotFollowed() throws {
    let sandbox = try Sandbox()
    let path = sandbox.stateFile.path
    let state = try StateFile(path: path, report: { _ in })
    state.update { $0.logins["a"] = "A" }
    // The temporary name this process's next save uses is a link to a file elsewhere.
    let victim = sandbox.root.appendingPathComponent("victim")
    try Data("untouched".utf8).write(to: victim)
    try FileManager.default.createSymbolicLink(
      atPath: path + ".tmp-\(getpid())", withDestinationPath: victim.path)
    state.update { $0.logins["b"] = "B" }
    #expect(try String(contentsOf: victim, encoding: .utf8) == "untouched")
    let written = try JSONDecoder().decode(
      ToolState.self, from: Data(contentsOf: sandbox.stateFile))
    #expect(written.logins == ["a": "A", "b": "B"])
  }
}
