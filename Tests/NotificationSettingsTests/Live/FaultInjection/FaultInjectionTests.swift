import Foundation
import MediaWikiAPI
import TestSupport
import Testing

@testable import NotificationSettings

/// The real core (``SettingsStore`` + ``WikiClient/live(sessions:titlesLanguage:)``) against the real test wiki
/// with a fifth of all requests faulted: dropped before or after the wiki applied them, delayed,
/// answered by a cache's HTML 503, sent with a stale token or without the session. After every
/// burst of taps settles, the screen must equal a fresh read of the wiki (through a separate,
/// unfaulted session) and each toggle must be on the wiki or have been reverted and announced.
///
/// `FAULT_SEED=<n>` replays a run; `FAULT_TOGGLES=<n>` changes the number of toggles.
@Suite("Fault injection on the real test wiki")
@MainActor
struct FaultInjectionTests {
  let wiki: TestWiki
  init() throws { wiki = try TestWiki.load() }

  static let lanes = 4
  static let faultRate = 0.2

  @Test func togglesUnderFaultsEndOnTheWikiOrRevertedAndAnnounced() async throws {
    let environment = ProcessInfo.processInfo.environment
    let seed = environment["FAULT_SEED"].flatMap { UInt64($0) } ?? 20_260_529
    let toggles = environment["FAULT_TOGGLES"].flatMap { Int($0) } ?? 520
    let perLane = (toggles + Self.lanes - 1) / Self.lanes
    let started = ContinuousClock.now
    // The lanes interleave on the main actor; their requests overlap on the wiki's workers.
    let wiki = self.wiki
    let lanes = (0..<Self.lanes).map { lane in
      Task { @MainActor in
        try await FaultLane.run(
          wiki: wiki, seed: seed &+ UInt64(lane), toggles: perLane, rate: Self.faultRate)
      }
    }
    var reports: [FaultReport] = []
    for lane in lanes { reports.append(try await lane.value) }
    let total = reports.reduce(FaultReport(), +)
    print(
      total.summary(
        seed: seed, lanes: Self.lanes, rate: Self.faultRate,
        elapsed: ContinuousClock.now - started))
    #expect(total.toggles >= toggles)
    #expect(total.bursts > 0 && total.multiTapBursts > 0)
    #expect(total.faults.values.reduce(0, +) > 0)
    // A fifth of the requests faulted leaves most saves landing: a change where every save
    // failed (and was announced) would otherwise pass.
    #expect(total.landed * 2 > total.toggles, "\(total.landed) of \(total.toggles) landed")
    #expect(
      total.mismatches.isEmpty,
      "replay: FAULT_SEED=\(seed)\n\(total.mismatches.joined(separator: "\n"))")
  }
}

/// What one run saw; lanes add up.
struct FaultReport {
  var requests = 0
  var faults: [FaultyTransport.Fault: Int] = [:]
  var bursts = 0
  var multiTapBursts = 0
  var toggles = 0
  var ignoredTaps = 0
  var landed = 0
  var revertedAndAnnounced = 0
  var lostToLogout = 0
  var saves = 0
  var reverts = 0
  var superseded = 0
  var reconciliations = 0
  var loadFailures = 0
  var loadRetries = 0
  var sessionLosses = 0
  var registrationFailures = 0
  var mismatches: [String] = []

  static func + (lhs: FaultReport, rhs: FaultReport) -> FaultReport {
    var sum = lhs
    sum.requests += rhs.requests
    sum.faults.merge(rhs.faults, uniquingKeysWith: +)
    sum.bursts += rhs.bursts
    sum.multiTapBursts += rhs.multiTapBursts
    sum.toggles += rhs.toggles
    sum.ignoredTaps += rhs.ignoredTaps
    sum.landed += rhs.landed
    sum.revertedAndAnnounced += rhs.revertedAndAnnounced
    sum.lostToLogout += rhs.lostToLogout
    sum.saves += rhs.saves
    sum.reverts += rhs.reverts
    sum.superseded += rhs.superseded
    sum.reconciliations += rhs.reconciliations
    sum.loadFailures += rhs.loadFailures
    sum.loadRetries += rhs.loadRetries
    sum.sessionLosses += rhs.sessionLosses
    sum.registrationFailures += rhs.registrationFailures
    sum.mismatches += rhs.mismatches
    return sum
  }

  func summary(seed: UInt64, lanes: Int, rate: Double, elapsed: Duration) -> String {
    let faulted = faults.values.reduce(0, +)
    let kinds = faults.sorted { $0.key < $1.key }.map { "    \($0.key.rawValue): \($0.value)" }
    return """
      Fault injection (seed \(seed), \(lanes) accounts in parallel, \(Int(rate * 100))% faulted, \
      \(elapsed.formatted(.units(allowed: [.seconds], fractionalPart: .show(length: 1))))):
        requests: \(requests), faulted: \(faulted)
      \(kinds.joined(separator: "\n"))
        bursts: \(bursts) (\(multiTapBursts) with several taps), toggles: \(toggles) \
      (taps on a screen without rows: \(ignoredTaps))
        toggles on the wiki: \(landed), reverted and announced: \(revertedAndAnnounced), \
      dropped by a lost session (announced): \(lostToLogout)
        saves: \(saves), reverts: \(reverts), superseded: \(superseded), \
      reconciliations (outcome unknown, re-read): \(reconciliations)
        failed reads: \(loadFailures) (retried by the person: \(loadRetries)), \
      sessions lost and logged in again: \(sessionLosses), registration failures: \
      \(registrationFailures)
        mismatches: \(mismatches.count)
      """
  }
}

/// One fresh account with its own store, faulty transport and unfaulted verifier session.
@MainActor
final class FaultLane {
  let wiki: TestWiki
  let account: TestWiki.Account
  let transport: FaultyTransport
  let client: MediaWikiClient
  let verifier: MediaWikiClient
  let store: SettingsStore
  var random: SeededRandom
  var report = FaultReport()
  let name: String

  private init(
    wiki: TestWiki, account: TestWiki.Account, transport: FaultyTransport,
    client: MediaWikiClient, verifier: MediaWikiClient, seed: UInt64
  ) {
    self.wiki = wiki
    self.account = account
    self.transport = transport
    self.client = client
    self.verifier = verifier
    self.random = SeededRandom(seed: seed ^ 0x5EED_F00D)
    self.name = "seed \(seed)"
    let sessions = WikiSessions { _ in client }
    let token = String(format: "%016llx", seed) + String(repeating: "0", count: 48)
    let clients = SettingsClients.realWikis(
      sessions: sessions, permission: .authorized, grantsRequest: true, token: { token })
    store = SettingsStore(
      configuration: SettingsConfiguration(
        pushTopic: "org.wikimedia.wikipedia", saveWindow: .milliseconds(100)),
      language: "en", clients: clients)
  }

  static func run(wiki: TestWiki, seed: UInt64, toggles: Int, rate: Double) async throws
    -> FaultReport
  {
    let account = try await harness { try await wiki.freshAccount(prefix: "Fault", on: [wiki.en]) }
    let transport = FaultyTransport(seed: seed, rate: rate)
    let client = MediaWikiClient(
      apiURL: wiki.en.apiURL, userAgent: TestWiki.userAgent, transport: transport)
    let verifier = try await harness { try await wiki.loggedInClient(wiki.en, as: account) }
    let lane = FaultLane(
      wiki: wiki, account: account, transport: transport, client: client, verifier: verifier,
      seed: seed)
    try await lane.logIn()
    lane.store.send(.loggedIn)
    let announced = try await lane.settleAndRepair()
    lane.verifyScreen(after: "the first login", announced, try await lane.freshRead())
    while lane.report.toggles < toggles {
      try await lane.burst()
    }
    lane.report.requests = transport.requestCount
    lane.report.faults = transport.faultCounts
    return lane.report
  }

  /// The app's login screen: a new session for the account (faults paused: this is the person
  /// logging in, not the feature under test).
  func logIn() async throws {
    transport.setEnabled(false)
    defer { transport.setEnabled(true) }
    let client = self.client
    let account = self.account
    try await Self.harness {
      await client.forgetSession()
      let result = try await client.clientLogin(
        username: account.name, password: account.password)
      guard case .success = result else {
        throw TestWiki.Unavailable(description: "login of \(account.name) failed: \(result)")
      }
    }
  }

  /// A few taps, some within one save window and some while a save is in flight; then checks.
  func burst() async throws {
    report.bursts += 1
    let taps = 1 + Int(random.next() % 6)
    if taps > 1 { report.multiTapBursts += 1 }
    var intended: [NotificationType: Bool] = [:]
    let firstRequest = transport.sent.count
    for index in 0..<taps {
      // Half of the taps go to four types, so a type is often tapped again within a burst.
      let pool = random.next() % 2 == 0 ? 4 : NotificationType.allCases.count
      let type = NotificationType.allCases[Int(random.next() % UInt64(pool))]
      let before = store.state.isOn(type)
      store.send(.toggleTapped(type))
      let after = store.state.isOn(type)
      if let before, after == !before {
        report.toggles += 1
        intended[type] = after
      } else {
        report.ignoredTaps += 1
      }
      if index < taps - 1 {
        try await Task.sleep(for: .milliseconds(Int(random.next() % 170)))
      }
    }
    let announced = try await settleAndRepair()
    let server = try await freshRead()
    verifyToggles(intended, announced, server, BurstWrites(transport.sent[firstRequest...]))
    verifyScreen(after: "burst \(report.bursts)", announced, server)
  }

  /// Waits for the store to finish; delivers (and returns) its announcements. A lost session is
  /// logged in again and a failed read retried, as the person would from the banner.
  func settleAndRepair() async throws -> [Announcement.Message] {
    var heard: [Announcement.Message] = []
    for _ in 0..<30 {
      await store.settle()
      heard += deliverAnnouncements()
      if store.state.session == .loggedOut {
        report.sessionLosses += 1
        try await logIn()
        store.send(.loggedIn)
        continue
      }
      if store.state.loading.error != nil || store.state.wiki.values == nil {
        // Whatever rows a failed read leaves on the screen must still be the wiki's values.
        if store.state.wiki.values != nil {
          verifyScreen(
            after: "a failed read (burst \(report.bursts))", heard, try await freshRead())
        }
        report.loadRetries += 1
        store.send(.retryTapped)
        continue
      }
      return heard
    }
    throw TestWiki.Unavailable(description: "\(name): the store never settled with a read")
  }

  func deliverAnnouncements() -> [Announcement.Message] {
    let pending = store.state.announcements
    for announcement in pending {
      switch announcement.message {
      case .saved: report.saves += 1
      case .saveFailedReverted: report.reverts += 1
      case .saveFailedSuperseded: report.superseded += 1
      case .saveOutcomeUnknown: report.reconciliations += 1
      case .loadFailed: report.loadFailures += 1
      case .registrationFailed: report.registrationFailures += 1
      default: break
      }
      store.send(.announcementDelivered(id: announcement.id))
    }
    return pending.map(\.message)
  }

  /// Every toggle of the burst is on the wiki, or the person heard why it is not: a revert
  /// naming it, or an unknown outcome or a lost session unless the last write of the type that
  /// reached the wiki got through unfaulted carrying the choice (that one must have landed,
  /// whatever else was announced; an earlier one may have been overwritten by a later write).
  func verifyToggles(
    _ intended: [NotificationType: Bool], _ heard: [Announcement.Message],
    _ server: [NotificationType: Bool], _ writes: BurstWrites
  ) {
    for (type, value) in intended.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
      if server[type] == value {
        report.landed += 1
        continue
      }
      let reverted = heard.contains { message in
        switch message {
        case .saveFailedReverted(let types, _), .saveFailedSuperseded(let types, _):
          types.contains(type)
        case .saveOutcomeUnknown: !writes.mustHold(type.optionName, value)
        default: false
        }
      }
      if reverted {
        report.revertedAndAnnounced += 1
      } else if heard.contains(.loggedOut), !writes.mustHold(type.optionName, value) {
        report.lostToLogout += 1
      } else {
        report.mismatches.append(
          "\(name) burst \(report.bursts): \(type.rawValue) tapped to \(value), the wiki holds "
            + "\(server[type].map(String.init) ?? "nothing"), and nothing was announced: \(heard); "
            + "writes: \(writes.log)")
      }
    }
  }

  /// The screen shows exactly what a fresh, unfaulted read of the wiki returns.
  func verifyScreen(
    after moment: String, _ heard: [Announcement.Message], _ server: [NotificationType: Bool]
  ) {
    let state = store.state
    for type in NotificationType.allCases {
      let shown = state.isOn(type)
      if shown != server[type] || state.isSaving(type) {
        report.mismatches.append(
          "\(name) after \(moment): \(type.rawValue) shows \(shown.map(String.init) ?? "nothing")"
            + "\(state.isSaving(type) ? " (saving)" : ""), the wiki holds "
            + "\(server[type].map(String.init) ?? "nothing"); heard \(heard)")
      }
    }
  }

  /// What the wiki holds, read through the separate, unfaulted session.
  func freshRead() async throws -> [NotificationType: Bool] {
    let verifier = self.verifier
    return try await Self.harness {
      WikiSnapshot(userInfo: try await verifier.loadAccount()).values
    }
  }

  /// The test's own requests (accounts, logins, reads back) are not under test: a slow, busy
  /// wiki gets two more tries before the run gives up.
  static func harness<T: Sendable>(_ body: @Sendable () async throws -> T) async throws -> T {
    var attempt = 1
    while true {
      do {
        return try await body()
      } catch {
        guard attempt < 3 else { throw error }
        attempt += 1
        try await Task.sleep(for: .seconds(1))
      }
    }
  }
}

/// The option writes of one burst as the faulty transport saw them, by what became of them.
struct BurstWrites {
  /// The option values each write carried (`change=a=1|b=0`), by option name.
  typealias Change = [String: String]

  /// Writes that reached the wiki's storage, in order; `answered`: answered untouched (or only
  /// late), so the wiki's answer is the one the feature saw.
  var applied: [(change: Change, answered: Bool)] = []

  /// Every write in order with its fault, for a mismatch's report.
  var log: [String] = []

  init(_ sent: ArraySlice<FaultyTransport.Sent>) {
    for entry in sent {
      guard let change = Self.change(of: entry.request) else {
        log.append(
          "\(RecordingTransport.parameters(of: entry.request)["action"] ?? "?")"
            + (entry.fault.map { " (\($0.rawValue))" } ?? ""))
        continue
      }
      log.append(
        change.sorted { $0.key < $1.key }.map { "\($0.key.dropFirst(24))=\($0.value)" }
          .joined(separator: "|") + (entry.fault.map { " (\($0.rawValue))" } ?? ""))
      switch entry.fault {
      case nil, .delay?: applied.append((change, true))
      case .dropResponse?, .html503AfterApplied?: applied.append((change, false))
      case .dropBeforeSend?, .html503NotSent?, .staleToken?, .anonymousSession?: break
      }
    }
  }

  /// The `change` of an `action=options` or `action=globalpreferences` POST.
  static func change(of request: HTTPRequest) -> Change? {
    let fields = RecordingTransport.parameters(of: request)
    guard fields["action"] == "options" || fields["action"] == "globalpreferences",
      let change = fields["change"]
    else { return nil }
    var values: Change = [:]
    for item in change.split(separator: "|") {
      let parts = item.split(separator: "=", maxSplits: 1).map(String.init)
      if parts.count == 2 { values[parts[0]] = parts[1] }
    }
    return values
  }
}

extension BurstWrites {
  /// Whether the wiki must hold `value` for `option`: the last write of it that reached the
  /// wiki was answered untouched, carrying that value.
  func mustHold(_ option: String, _ value: Bool) -> Bool {
    guard let last = applied.last(where: { $0.change[option] != nil }) else { return false }
    return last.answered && last.change[option] == (value ? "1" : "0")
  }
}
