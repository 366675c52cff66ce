import Foundation
import MediaWikiAPI

/// What reaches a device: the pushes Echo sent to the push recorder of the test wikis
/// (`scripts/testwiki/push-recorder.py`), the job runs that send them, and the events that
/// make them, caused as another account would.
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
  /// pushes from jobs, which the test wikis never run inside web requests. One runner per wiki
  /// runs at a time, so when this returns every job queued before it was called has run.
  public func runJobs(on site: Site) async throws {
    let script = Self.repositoryRoot.appendingPathComponent("scripts/test-wiki")
    let errors = FileManager.default.temporaryDirectory
      .appendingPathComponent("run-jobs-\(UUID().uuidString).err")
    _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: errors) }
    let process = Process()
    process.executableURL = script
    process.arguments = ["run-jobs", site.language]
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
      throw Unavailable(
        description: "scripts/test-wiki run-jobs \(site.language) failed: \(message)")
    }
  }

  /// `author` adds a new section to the page `title` on `site`, as a person would in the editor:
  /// on `User talk:X` it notifies X of a talk page message, with a signed link to `User:X`
  /// elsewhere it mentions X.
  public func postNewSection(
    on title: String, heading: String, text: String, as author: Account, on site: Site
  ) async throws {
    let client = try await loggedInClient(site, as: author)
    let request = APIRequest(
      method: .post,
      parameters: [
        ("action", "edit"), ("title", title), ("section", "new"), ("sectiontitle", heading),
        ("text", text), ("assertuser", author.name),
      ],
      token: .csrf)
    let (body, _) = try await client.perform(request, as: EditBody.self)
    guard body.edit.result == "Success" else {
      throw Unavailable(description: "edit of \(title) by \(author.name): \(body.edit.result)")
    }
  }

  private struct EditBody: Decodable {
    struct Edit: Decodable { var result: String }
    var edit: Edit
  }

  /// The ids of `account`'s notifications on `site` (its web notifications, newest first), by
  /// type: which events Echo has processed for it.
  public func notificationIDs(of account: Account, on site: Site) async throws -> [String: [Int]] {
    let client = try await loggedInClient(site, as: account)
    let request = APIRequest(
      method: .get,
      parameters: [
        ("action", "query"), ("meta", "notifications"), ("notprop", "list"),
        ("notlimit", "max"),
      ])
    let (body, _) = try await client.perform(request, as: NotificationsBody.self)
    var ids: [String: [Int]] = [:]
    for notification in body.query.notifications.list {
      ids[notification.type, default: []].append(notification.id)
    }
    return ids.mapValues { $0.sorted(by: >) }
  }

  /// Waits until `account` has one more notification of `type` on `site` than `before` lists,
  /// i.e. until Echo has processed the event (and with it decided whether to push, which it
  /// does in the edit's post-send work, after the edit's answer). Throws after `timeout` s.
  public func waitForNotification(
    of account: Account, type: String, on site: Site, after before: [String: [Int]],
    timeout: Double = 30
  ) async throws {
    let deadline = Date().addingTimeInterval(timeout)
    let known = Set(before[type] ?? [])
    while true {
      let now = try await notificationIDs(of: account, on: site)
      if (now[type] ?? []).contains(where: { !known.contains($0) }) { return }
      guard Date() < deadline else {
        throw Unavailable(
          description: "no new \(type) notification for \(account.name) on \(site.language)")
      }
      try await Task.sleep(for: .milliseconds(200))
    }
  }

  private struct NotificationsBody: Decodable {
    struct Query: Decodable {
      struct Notifications: Decodable {
        struct Item: Decodable {
          var id: Int
          var type: String
        }
        var list: [Item]
      }
      var notifications: Notifications
    }
    var query: Query
  }

  /// Causes an event with `trigger` (e.g. another account's edit), waits until Echo has
  /// processed it for `recipient` (a new notification of `type`), runs `site`'s jobs, and
  /// returns the pushes that reached `token` meanwhile: what that event sent to the device.
  public func pushes(
    to token: String, whenEvent type: String, reaches recipient: Account, on site: Site,
    by trigger: @Sendable () async throws -> Void
  ) async throws -> [RecordedPush] {
    let before = try recordedPushes(to: token).count
    let notifications = try await notificationIDs(of: recipient, on: site)
    try await trigger()
    try await waitForNotification(of: recipient, type: type, on: site, after: notifications)
    try await runJobs(on: site)
    return Array(try recordedPushes(to: token).dropFirst(before))
  }
}
