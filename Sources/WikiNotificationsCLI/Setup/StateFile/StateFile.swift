import MediaWikiAPI
import NotificationSettings

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What the tool remembers between runs, in one 0600 file: the session of each wiki, the
/// simulated device and the wikis' titles of their types. Secret (cookies): never printed.
struct ToolState: Codable, Equatable {
  /// The saved session of each wiki, by its `api.php` URL.
  var sessions: [String: SavedSession] = [:]
  /// The login (`Name` or `Name@appid`) that made each saved session, by `api.php` URL.
  var logins: [String: String] = [:]
  /// The simulated device.
  var device = SimulatedDeviceState()
  /// The wikis' titles of their types, so that a run reads them only when they are new or old.
  var titles = WikiTitleCache.Snapshot()
  /// The account's last known choices on each wiki, by `api.php` URL: `ui` shows them at once
  /// while its first read confirms them (no secret: values and where they apply).
  var known: [String: KnownChoices] = [:]
  /// Whether the file held a session in the old jar's shape: the next save rewrites it, even
  /// when nothing else changed. Not saved.
  var hadLegacySessions = false

  private enum CodingKeys: String, CodingKey {
    case sessions, logins, device, titles, known
  }

  init() {}

  /// Reads a state file; one written before logins were recorded has none, and one written
  /// before libcurl kept the cookies has them in the old jar's shape (converted here).
  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let stored = try container.decode([String: StoredSession].self, forKey: .sessions)
    for (key, session) in stored {
      sessions[key] = session.session(forKey: key)
      if case .legacy = session { hadLegacySessions = true }
    }
    logins = try container.decodeIfPresent([String: String].self, forKey: .logins) ?? [:]
    device = try container.decode(SimulatedDeviceState.self, forKey: .device)
    // Caches: one this version cannot read costs its texts and choices, never the sessions.
    titles =
      (try? container.decodeIfPresent(WikiTitleCache.Snapshot.self, forKey: .titles)) ?? .init()
    known = (try? container.decodeIfPresent([String: KnownChoices].self, forKey: .known)) ?? [:]
  }
}

/// The simulated device: its answer to the permission question, its token and its record.
struct SimulatedDeviceState: Codable, Equatable {
  /// The remembered answer to the permission question.
  var permission: PermissionStatus = .notDetermined
  /// The device token, generated once (32 random bytes, hex) and kept.
  var deviceToken: String?
  /// The feature's device record (its subscription and pending unsubscribes).
  var record = DeviceRecord()
}

/// The state file, shared by the command and the clients the store calls from other tasks, and
/// by other runs of the tool (cron and a person, two terminals). Every change is written through
/// at once, one writer at a time: within the process a lock, across processes an advisory lock
/// on `state.json.lock` beside it. A change is made to the file as it is at that moment (which
/// another run may have changed since this one read it), so no run undoes another's save, and
/// it is read, changed, encoded and written in one critical section, so saves land in order.
final class StateFile: @unchecked Sendable {
  let path: String
  private let lock = Lock()
  private var state: ToolState
  private let report: @Sendable (String) -> Void

  /// Reads the file at `path`; a missing file is an empty state, an unreadable one is an error.
  init(path: String, report: @escaping @Sendable (String) -> Void) throws(CLIError) {
    self.path = path
    self.report = report
    do {
      state = try Self.read(path) ?? ToolState()
    } catch {
      if let failure = error as? SecureFile.Failure {
        throw CLIError(.usage, "The state file is refused: \(failure.description).")
      }
      throw CLIError(
        .usage,
        "The state file \(path) is unreadable (\(describe(error))); delete it to start over.")
    }
  }

  /// The state as this run last read or wrote it.
  var current: ToolState { lock.withLock { state } }

  /// Applies `change` to the file as it is now and writes it; a failed write is reported, the
  /// run goes on.
  func update(_ change: (inout ToolState) -> Void) {
    let failure = lock.withLock { () -> String? in
      do throws(SecureFile.Failure) {
        return try SecureFile.exclusively(lockFile: path + ".lock") {
          (folder) throws(SecureFile.Failure) -> String? in
          // Another run may have saved since: start from its file. A missing file is an empty
          // state (deleted by hand, or by a reset: nothing of it comes back); one that has
          // become unreadable is replaced by what this run knows; one that is no longer the
          // user's own is left alone.
          var latest: ToolState
          do {
            latest = try Self.read(SecureFile.name(of: path), in: folder) ?? ToolState()
          } catch let failure as SecureFile.Failure {
            throw failure
          } catch {
            latest = state
          }
          let before = latest
          change(&latest)
          // What a wiki said is kept within bounds, so that the file is always read back.
          latest = latest.bounded()
          let rewrite = latest.hadLegacySessions
          latest.hadLegacySessions = false
          state = latest
          guard latest != before || rewrite else { return nil }
          let data: Data
          do {
            data = try latest.encoded(atMost: Self.maximumSize)
          } catch {
            return "Could not encode the state: \(error)."
          }
          try SecureFile.write(data, named: SecureFile.name(of: path), in: folder)
          return nil
        }
      } catch {
        return "Could not save the state file: \(error.description)."
      }
    }
    if let failure { report(failure) }
  }

  /// The most a state file holds: its sessions, device and titles take kilobytes.
  static let maximumSize = 4 * 1024 * 1024

  /// The state in the file at `path`, or nil when there is no file. A file or folder that is
  /// not the user's own, or that others can write, is refused (``SecureFile/Failure``), as is
  /// a link or a file past ``maximumSize``.
  private static func read(_ path: String) throws -> ToolState? {
    guard let data = try SecureFile.read(path, atMost: maximumSize) else { return nil }
    return try JSONDecoder().decode(ToolState.self, from: data)
  }

  /// The state in the file `name` of the open `folder` (checked as ``read(_:)`` checks).
  private static func read(_ name: String, in folder: SecureFile.Folder) throws -> ToolState? {
    guard let data = try SecureFile.read(name, in: folder, atMost: maximumSize) else {
      return nil
    }
    return try JSONDecoder().decode(ToolState.self, from: data)
  }
}
