import Foundation
import MediaWikiAPI

/// What reaches a device: the pushes Echo sent to the push recorder of the test wikis
/// (`scripts/testwiki/push-recorder.py`), the job runs that send them, and the wait until Echo
/// has processed an event (and with it decided whether to push it).
extension TestWiki {
  /// One push the wikis sent, as the recorder logged it: Echo's request body and its provider.
  public struct RecordedPush: Decodable, Equatable, Sendable {
    /// `apns` or `fcm`: the last path component Echo posted to.
    public var provider: String
    /// The APNs topic of the subscriptions it was sent for, if any.
    public var topic: String?
    /// The device tokens it was sent to.
    public var deviceTokens: [String]
    /// Echo's message type (`checkEchoV1`: the app should check its notifications).
    public var messageType: String
    /// When the recorder received it (UTC, ISO 8601).
    public var time: String
  }

  /// Every push recorded so far that was sent to `token`, oldest first.
  public func recordedPushes(to token: String) throws -> [RecordedPush] {
    guard let pushLog else {
      throw Unavailable(
        description:
          "TESTWIKI_PUSH_LOG is not set: run `scripts/test-wiki start` (scripts/test does it)")
    }
    let text: String
    do {
      text = try String(contentsOf: pushLog, encoding: .utf8)
    } catch {
      throw Unavailable(description: "cannot read the push log \(pushLog.path): \(error)")
    }
    // The recorder writes each line whole; a line still being written has no newline yet.
    return try text.split(separator: "\n", omittingEmptySubsequences: true).compactMap { line in
      let push = try JSONDecoder().decode(RecordedPush.self, from: Data(line.utf8))
      return push.deviceTokens.contains(token) ? push : nil
    }
  }

  /// Runs `site`'s job queue until it is empty (`scripts/test-wiki run-jobs`): Echo sends its
  /// pushes from jobs, which the test wikis never run inside web requests. When this returns,
  /// every job queued before it was called has run. Tests running at the same time share runs:
  /// a caller joins a run that has not started yet rather than queueing one more behind it.
  public func runJobs(on site: Site) async throws {
    try await JobQueueRuns.shared.run(site.language) {
      try await Self.runJobsProcess(site.language)
    }
  }

  /// One `scripts/test-wiki run-jobs LANG` (which itself lets one runner per wiki run at a time).
  private static func runJobsProcess(_ language: String) async throws {
    let script = repositoryRoot.appendingPathComponent("scripts/test-wiki")
    let errors = FileManager.default.temporaryDirectory
      .appendingPathComponent("run-jobs-\(UUID().uuidString).err")
    _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: errors) }
    let process = Process()
    process.executableURL = script
    process.arguments = ["run-jobs", language]
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = try FileHandle(forWritingTo: errors)
    // Waits through the termination handler: waitUntilExit spins the calling thread's run loop.
    let status: Int32 = try await withCheckedThrowingContinuation { continuation in
      process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
      do { try process.run() } catch { continuation.resume(throwing: error) }
    }
    guard status == 0 else {
      let message = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
      throw Unavailable(description: "scripts/test-wiki run-jobs \(language) failed: \(message)")
    }
  }

  /// Causes events with `trigger` and waits until every witness shows that Echo has processed
  /// its event, and with it decided whether to push (for an edit Echo does so in MediaWiki's
  /// post-send work, after the edit's answer). The pushes are queued, not sent: see ``runJobs(on:)``.
  public func cause(_ witnesses: [EchoWitness], by trigger: @Sendable () async throws -> Void)
    async throws
  {
    var known: [Set<Int>] = []
    for witness in witnesses { known.append(try await witness.ids()) }
    try await trigger()
    for (witness, before) in zip(witnesses, known) { try await witness.wait(after: before) }
  }

  /// Causes one event with `trigger` (see ``cause(_:by:)``), runs `site`'s jobs, and returns
  /// the pushes that reached `token` meanwhile: what that event sent to the device.
  public func pushes(
    to token: String, witnessedBy witness: EchoWitness, on site: Site,
    by trigger: @Sendable () async throws -> Void
  ) async throws -> [RecordedPush] {
    let before = try recordedPushes(to: token).count
    try await cause([witness], by: trigger)
    try await runJobs(on: site)
    return Array(try recordedPushes(to: token).dropFirst(before))
  }
}

/// Shows that Echo has processed an event: ids of what Echo wrote, and a wait for a new one.
public struct EchoWitness: Sendable, CustomStringConvertible {
  /// What it watches, for failure messages.
  public let description: String
  private let read: @Sendable () async throws -> Set<Int>

  /// The ids it sees now.
  public func ids() async throws -> Set<Int> { try await read() }

  /// Waits until an id that `before` does not hold appears; throws after `timeout` seconds.
  /// Looks again after 50 ms, then less and less often (at most every 400 ms): most events are
  /// processed within a few hundred milliseconds, and every look is a request the wiki serves.
  public func wait(after before: Set<Int>, timeout: Double = 30) async throws {
    let deadline = Date().addingTimeInterval(timeout)
    var pause = 50
    while try await ids().subtracting(before).isEmpty {
      guard Date() < deadline else {
        throw TestWiki.Unavailable(description: "no new \(description) within \(timeout) s")
      }
      try await Task.sleep(for: .milliseconds(pause))
      pause = min(pause * 2, 400)
    }
  }

  /// A new web notification of Echo's notification type `type` (e.g. `edit-user-talk`,
  /// `page-linked`, `login-fail-new`) for the account `client` is logged in as: Echo has
  /// processed the event for that recipient. Only for types whose web delivery the account has
  /// on (Echo's defaults keep it off for `reverted`, `mention-success` and `mention-failure`).
  public static func notification(_ type: String, readBy client: MediaWikiClient) -> EchoWitness {
    EchoWitness(description: "\(type) notification") {
      let request = APIRequest(
        method: .get,
        parameters: [
          ("action", "query"), ("meta", "notifications"), ("notprop", "list"),
          ("notlimit", "max"),
        ])
      let (body, _) = try await client.perform(request, as: NotificationsBody.self)
      return Set(body.query.notifications.list.filter { $0.type == type }.map(\.id))
    }
  }

  /// A new Echo event of type `type` whose agent is `agent`, read with the test wikis' read-only
  /// `action=testechoevents` through `client` (anonymous is enough): for events that leave no
  /// web notification, such as LoginNotify's `login-success`, which Echo delivers by email and
  /// push only. Echo creates such an event and decides whether to push it before the request
  /// that caused it answers.
  public static func event(_ type: String, by agent: String, readBy client: MediaWikiClient)
    -> EchoWitness
  {
    EchoWitness(description: "\(type) event by \(agent)") {
      let request = APIRequest(
        method: .get, parameters: [("action", "testechoevents"), ("agent", agent)])
      let (body, _) = try await client.perform(request, as: EventsBody.self)
      return Set(body.testechoevents.events.filter { $0.type == type }.map(\.id))
    }
  }

  private init(description: String, read: @escaping @Sendable () async throws -> Set<Int>) {
    self.description = description
    self.read = read
  }

  private struct Item: Decodable {
    var id: Int
    var type: String
  }

  private struct NotificationsBody: Decodable {
    struct Query: Decodable {
      struct Notifications: Decodable { var list: [Item] }
      var notifications: Notifications
    }
    var query: Query
  }

  private struct EventsBody: Decodable {
    struct Events: Decodable { var events: [Item] }
    var testechoevents: Events
  }
}

/// Job queue runs of this process, one at a time per wiki, shared: a caller joins the run that
/// has not started yet, if there is one (it will run every job queued before the call), or
/// queues a new one behind the run under way.
actor JobQueueRuns {
  static let shared = JobQueueRuns()
  /// Per wiki, the run that has not started yet: joining it is as good as starting one.
  private var waiting: [String: Task<Void, any Error>] = [:]
  /// Per wiki, the run queued last.
  private var last: [String: Task<Void, any Error>] = [:]

  func run(_ language: String, _ body: @escaping @Sendable () async throws -> Void) async throws {
    if let run = waiting[language] { return try await run.value }
    let previous = last[language]
    let run = Task {
      _ = await previous?.result
      self.started(language)
      try await body()
    }
    waiting[language] = run
    last[language] = run
    try await run.value
  }

  private func started(_ language: String) { waiting[language] = nil }
}
