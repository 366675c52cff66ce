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

  init() {}

  /// Reads a state file; one written before logins were recorded has none.
  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    sessions = try container.decode([String: SavedSession].self, forKey: .sessions)
    logins = try container.decodeIfPresent([String: String].self, forKey: .logins) ?? [:]
    device = try container.decode(SimulatedDeviceState.self, forKey: .device)
    titles =
      try container.decodeIfPresent(WikiTitleCache.Snapshot.self, forKey: .titles) ?? .init()
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

/// The state file, shared by the command and the clients the store calls from other tasks:
/// a lock guards it, and every change is written through at once.
final class StateFile: @unchecked Sendable {
  let path: String
  private let lock = Lock()
  private var state: ToolState
  private let report: @Sendable (String) -> Void

  /// Reads the file at `path`; a missing file is an empty state, an unreadable one is an error.
  init(path: String, report: @escaping @Sendable (String) -> Void) throws(CLIError) {
    self.path = path
    self.report = report
    guard FileManager.default.fileExists(atPath: path) else {
      state = ToolState()
      return
    }
    do {
      state = try JSONDecoder().decode(
        ToolState.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
    } catch {
      throw CLIError(
        .usage,
        "The state file \(path) is unreadable (\(describe(error))); delete it to start over.")
    }
  }

  /// The current state.
  var current: ToolState { lock.withLock { state } }

  /// Changes the state and writes it; a failed write is reported, the run goes on.
  func update(_ change: (inout ToolState) -> Void) {
    let data: Data? = lock.withLock {
      let before = state
      change(&state)
      guard state != before else { return nil }
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
      do {
        return try encoder.encode(state)
      } catch {
        report("Could not encode the state: \(error).")
        return nil
      }
    }
    guard let data else { return }
    // Written under the lock so that two changes can never land in the wrong order.
    let failure = lock.withLock { () -> SecureFile.Failure? in
      do throws(SecureFile.Failure) {
        try SecureFile.write(data, to: path)
        return nil
      } catch {
        return error
      }
    }
    if let failure { report("Could not save the state file: \(failure.description).") }
  }
}
