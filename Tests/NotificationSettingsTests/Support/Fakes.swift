import Foundation
import Testing

@testable import NotificationSettings

/// A request the fakes saw, in order.
enum Call: Equatable, Sendable {
  case load(WikiLanguage)
  case save(WikiLanguage, OptionsWrite)
  case subscribe(WikiLanguage, PushSubscription, userName: String)
  case unsubscribe(WikiLanguage, String, userName: String)
  case logout(WikiLanguage)
  case mute(WikiLanguage, MuteWrite)
  case permissionStatus
  case permissionRequest
  case deviceToken
  case openSettings
  case openURL(URL)
  case showLogin
  case showCreateAccount
  case persist(DeviceRecord)
}

/// A scripted answer, optionally held back by a gate.
struct Scripted<Value: Sendable>: Sendable {
  var result: Result<Value, WikiFailure>
  var gate: Gate?
}

/// Every client of the feature, scripted: each call takes the next scripted answer, and a call
/// with none scripted fails the test. Navigation and persistence answer nothing; they are
/// recorded and checked through `calls`.
actor Fakes {
  private(set) var calls: [Call] = []
  /// How many scripted wiki answers were given back (past their gates).
  private(set) var answered = 0
  private var loads: [Scripted<WikiSnapshot>] = []
  private var saves: [Scripted<Bool>] = []
  private var subscribes: [Scripted<SubscribeOutcome>] = []
  private var unsubscribes: [Scripted<UnsubscribeOutcome>] = []
  private var logouts: [Scripted<Bool>] = []
  private var mutes: [Scripted<MuteWriteOutcome>] = []
  private var statuses: [PermissionStatus] = []
  private var requests: [Bool] = []
  private var tokens: [Result<String, DeviceTokenFailure>] = []

  func willLoad(_ result: Result<WikiSnapshot, WikiFailure>, gate: Gate? = nil) {
    loads.append(.init(result: result, gate: gate))
  }
  func willSave(_ failure: WikiFailure? = nil, gate: Gate? = nil) {
    saves.append(.init(result: failure.map { .failure($0) } ?? .success(true), gate: gate))
  }
  func willSubscribe(_ result: Result<SubscribeOutcome, WikiFailure>) {
    subscribes.append(.init(result: result, gate: nil))
  }
  func willUnsubscribe(_ result: Result<UnsubscribeOutcome, WikiFailure>) {
    unsubscribes.append(.init(result: result, gate: nil))
  }
  func willLogout(_ failure: WikiFailure? = nil) {
    logouts.append(.init(result: failure.map { .failure($0) } ?? .success(true), gate: nil))
  }
  func willMute(_ result: Result<MuteWriteOutcome, WikiFailure>, gate: Gate? = nil) {
    mutes.append(.init(result: result, gate: gate))
  }
  func willReportPermission(_ status: PermissionStatus) { statuses.append(status) }
  func willAnswerPermission(_ granted: Bool) { requests.append(granted) }
  func willGiveToken(_ result: Result<String, DeviceTokenFailure>) { tokens.append(result) }

  /// The wiki requests seen, without the device's.
  var wikiCalls: [Call] {
    calls.filter {
      switch $0 {
      case .load, .save, .subscribe, .unsubscribe, .logout, .mute: return true
      default: return false
      }
    }
  }

  /// Fails the test if a scripted answer was never asked for.
  func verifyAllUsed(sourceLocation: SourceLocation = #_sourceLocation) {
    let left =
      loads.count + saves.count + subscribes.count + unsubscribes.count + logouts.count
      + mutes.count + statuses.count + requests.count + tokens.count
    if left > 0 {
      Issue.record("\(left) scripted answers were not used", sourceLocation: sourceLocation)
    }
  }

  private func take<Value>(_ queue: inout [Scripted<Value>], _ call: Call) -> Scripted<Value> {
    calls.append(call)
    guard !queue.isEmpty else {
      Issue.record("Unexpected request: \(call)")
      return Scripted(result: .failure(.unreachable(detail: "unexpected in a test")), gate: nil)
    }
    return queue.removeFirst()
  }

  private func answer<Value>(_ scripted: Scripted<Value>) async throws(WikiFailure) -> Value {
    if let gate = scripted.gate { await gate.pass() }
    answered += 1
    return try scripted.result.get()
  }

  private func load(_ language: WikiLanguage) async throws(WikiFailure) -> WikiSnapshot {
    try await answer(take(&loads, .load(language)))
  }
  private func save(_ language: WikiLanguage, _ write: OptionsWrite) async throws(WikiFailure) {
    _ = try await answer(take(&saves, .save(language, write)))
  }
  private func subscribe(
    _ language: WikiLanguage, _ subscription: PushSubscription, _ userName: String
  ) async throws(WikiFailure) -> SubscribeOutcome {
    try await answer(take(&subscribes, .subscribe(language, subscription, userName: userName)))
  }
  private func unsubscribe(_ language: WikiLanguage, _ token: String, _ userName: String)
    async throws(WikiFailure) -> UnsubscribeOutcome
  {
    try await answer(take(&unsubscribes, .unsubscribe(language, token, userName: userName)))
  }
  private func logout(_ language: WikiLanguage) async throws(WikiFailure) {
    _ = try await answer(take(&logouts, .logout(language)))
  }
  private func mute(_ language: WikiLanguage, _ write: MuteWrite) async throws(WikiFailure)
    -> MuteWriteOutcome
  {
    try await answer(take(&mutes, .mute(language, write)))
  }
  private func status() -> PermissionStatus {
    calls.append(.permissionStatus)
    guard !statuses.isEmpty else {
      Issue.record("Unexpected permission status read")
      return .notDetermined
    }
    return statuses.removeFirst()
  }
  private func request() -> Bool {
    calls.append(.permissionRequest)
    guard !requests.isEmpty else {
      Issue.record("Unexpected permission request")
      return false
    }
    return requests.removeFirst()
  }
  private func token() throws(DeviceTokenFailure) -> String {
    calls.append(.deviceToken)
    guard !tokens.isEmpty else {
      Issue.record("Unexpected device token request")
      throw DeviceTokenFailure(detail: "unexpected in a test")
    }
    return try tokens.removeFirst().get()
  }
  private func record(_ call: Call) { calls.append(call) }

  /// The clients, all answering from this script.
  nonisolated func clients(clock: ClockClient, stored: DeviceRecord = .init()) -> SettingsClients {
    SettingsClients(
      wiki: WikiClient(
        load: { language throws(WikiFailure) in try await self.load(language) },
        save: { language, write throws(WikiFailure) in try await self.save(language, write) },
        subscribe: { language, subscription, userName throws(WikiFailure) in
          try await self.subscribe(language, subscription, userName)
        },
        unsubscribe: { language, token, userName throws(WikiFailure) in
          try await self.unsubscribe(language, token, userName)
        },
        logout: { language throws(WikiFailure) in try await self.logout(language) },
        mute: { language, write throws(WikiFailure) in try await self.mute(language, write) }),
      permission: NotificationPermissionClient(
        status: { await self.status() }, request: { await self.request() }),
      deviceToken: DeviceTokenClient { () throws(DeviceTokenFailure) in try await self.token() },
      clock: clock,
      navigation: NavigationClient(
        openSystemNotificationSettings: { await self.record(.openSettings) },
        openURL: { url in await self.record(.openURL(url)) },
        showLogin: { await self.record(.showLogin) },
        showCreateAccount: { await self.record(.showCreateAccount) }),
      persistence: PersistenceClient(
        load: { stored }, save: { record in await self.record(.persist(record)) }))
  }
}
