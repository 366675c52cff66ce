import Foundation
import NotificationSettings

/// What one timed run of a flow cost.
struct Measurement {
  var milliseconds: Double
  var roundTrips: Int
  var writes: Int
  /// The requests counted (and any still open when the measurement started), by start.
  var requests: [LoggedRequest] = []
  /// The requests of the untimed setup before it (not counted), by start.
  var setup: [LoggedRequest] = []
}

/// A run that did not complete as the person would expect (a request failed or timed out, or
/// the screen shows a failure): counted and shown in its flow's row instead of a time.
struct FlowFailure: Error, CustomStringConvertible {
  var description: String
}

/// A user flow, measured through our feature and replayed in the baseline app's pattern.
struct Flow {
  var name: String
  /// Whether the flow uses the German wiki too (an account there costs setup time).
  var usesBothWikis = false
  var ours: @MainActor (BenchRig) async throws -> Measurement
  var baseline: @MainActor (BenchRig) async throws -> Measurement
}

/// Times `body` with the simulated round trip on, after resetting the counters: what the setup
/// sent is not counted. With a `store`, what it still does after `body` (a save window that
/// ends with nothing to send) is counted but not timed, and a failure it shows fails the run.
@MainActor
func measure(
  _ rig: BenchRig, settling store: SettingsStore? = nil, _ body: () async throws -> Void
) async throws -> Measurement {
  rig.startMeasuring()
  defer { rig.stopMeasuring() }
  let start = ContinuousClock.now
  try await body()
  let elapsed = ContinuousClock.now - start
  if let store {
    await store.settle()
    try check(store)
  }
  let ms = Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
  return Measurement(
    milliseconds: ms, roundTrips: rig.roundTrips, writes: rig.writes, requests: rig.requests,
    setup: rig.setup)
}

/// Fails when the screen shows a failed read, save or registration.
@MainActor
func check(_ store: SettingsStore) throws {
  let state = store.state
  if let failure = state.loading.error { throw FlowFailure(description: "read failed: \(failure)") }
  if let error = state.saving.error {
    throw FlowFailure(description: "save failed: \(error.failure)")
  }
  if case .failed(let failure) = state.subscriptions.registration {
    throw FlowFailure(description: "registration failed: \(failure)")
  }
}

/// Waits until every choice is confirmed by the wiki: nothing unsent, in flight or being read.
/// That is when "saved" is announced; an open save window with nothing in it is no wait for
/// the person, so the time stops here, not when the window ends.
@MainActor
func confirmed(_ store: SettingsStore) async {
  func isConfirmed() -> Bool {
    store.state.saving.unsent.isEmpty && store.state.saving.inFlight == nil
      && store.state.loading.inFlight == nil
  }
  guard !isConfirmed() else { return }
  let waiter = ConfirmationWaiter()
  await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
    waiter.continuation = continuation
    waiter.observation = store.observe {
      guard isConfirmed() else { return }
      waiter.finish()
    }
  }
}

/// Holds the observation of ``confirmed(_:)`` and resumes its wait exactly once.
@MainActor
final class ConfirmationWaiter {
  var continuation: CheckedContinuation<Void, Never>?
  var observation: StoreObservation?

  func finish() {
    observation?.cancel()
    observation = nil
    continuation?.resume()
    continuation = nil
  }
}

/// A loaded screen (permission as given), not timed.
@MainActor
func openedStore(_ rig: BenchRig, permission: PermissionStatus = .denied) async throws
  -> SettingsStore
{
  let store = rig.store(permission: permission)
  store.send(.appeared)
  await store.settle()
  try check(store)
  return store
}

/// The choices a returning editor's device kept from the visit before (untimed): a screen opened
/// once, its read kept in memory, as the app keeps it in its defaults.
@MainActor
func returningEditor(_ rig: BenchRig) async throws -> KnownChoicesClient {
  let kept = KeptBox()
  let client = KnownChoicesClient(load: { kept.value }, save: { kept.value = $0 })
  let first = rig.store(permission: .denied, knownChoices: client)
  first.send(.appeared)
  await first.settle()
  try check(first)
  guard kept.value != nil else { throw FlowFailure(description: "nothing was kept") }
  return client
}

/// The ten types a burst toggles, taps 100 ms apart: ten taps within one second.
let burstTypes = Array(NotificationType.allCases.prefix(10))
let tapInterval = Duration.milliseconds(100)

/// Taps the burst on a fixed schedule (tap k at k × 100 ms, then 100 ms more), each tap by
/// `tap`: sleeping until each moment rather than for each interval keeps a busy machine's
/// oversleeping from stretching the burst beyond a second.
@MainActor
func tapBurst(_ tap: (NotificationType) -> Void) async throws {
  let start = ContinuousClock.now
  for (index, type) in burstTypes.enumerated() {
    tap(type)
    try await Task.sleep(until: start + tapInterval * (index + 1), clock: .continuous)
  }
}

/// One tap on thanks in `store`, timed until the wiki confirmed it.
@MainActor
func toggleConfirmed(_ rig: BenchRig, _ store: SettingsStore) async throws -> Measurement {
  try await measure(rig, settling: store) {
    store.send(.toggleTapped(.editThank))
    await confirmed(store)
  }
}

/// A loaded screen after the account's first login (untimed): every choice is global then.
@MainActor
func storeAfterFirstLogin(_ rig: BenchRig) async throws -> SettingsStore {
  let store = rig.store(permission: .denied)
  store.send(.appeared)
  store.send(.loggedIn)
  await store.settle()
  try check(store)
  return store
}

/// The app pattern's toggle, after its read (untimed): a token, then the write.
@MainActor
func appPatternToggle(_ rig: BenchRig) async throws -> Measurement {
  let app = BaselineApp(client: rig.clients["en"]!)
  try await app.readOptions()
  return try await measure(rig) { try await app.setOptions([.editThank: false]) }
}

/// The app pattern's opening: one read of the options (its page draws after it).
@MainActor
func appPatternRead(_ rig: BenchRig) async throws -> Measurement {
  let app = BaselineApp(client: rig.clients["en"]!)
  return try await measure(rig) { try await app.readOptions() }
}

/// The app pattern's language change: read the old wiki, write all 16 to the new one (it has
/// no notion of global preferences).
@MainActor
func appPatternLanguageChange(_ rig: BenchRig) async throws -> Measurement {
  let en = BaselineApp(client: rig.clients["en"]!)
  let de = BaselineApp(client: rig.clients["de"]!)
  try await en.readOptions()
  let all = Dictionary(uniqueKeysWithValues: NotificationType.allCases.map { ($0, true) })
  return try await measure(rig) {
    try await en.readOptions()
    try await de.setOptions(all)
  }
}

/// Every flow the issue names, in order.
@MainActor
let flows: [Flow] = [
  Flow(
    name: "open screen",
    ours: { rig in
      // The first opening since the app started. In English the package names every type this
      // wiki offers, so the read asks for none of the wiki's titles: the bare options read.
      let store = rig.store(permission: .denied)
      return try await measure(rig, settling: store) {
        store.send(.appeared)
        await store.settle()
      }
    },
    baseline: appPatternRead),
  Flow(
    name: "open screen again",
    ours: { rig in
      // The person comes back to the screen in the running app: the store read this wiki
      // before (like the first opening's, this read leaves the titles out).
      let store = try await openedStore(rig)
      store.send(.disappeared)
      return try await measure(rig, settling: store) {
        store.send(.appeared)
        await store.settle()
      }
    },
    baseline: { rig in
      let app = BaselineApp(client: rig.clients["en"]!)
      try await app.readOptions()
      return try await measure(rig) { try await app.readOptions() }
    }),
  Flow(
    // A returning editor: the switches the device kept, drawn when the store starts (before
    // anything is sent); the app pattern has nothing per type to draw before its read.
    name: "open, returning: first paint",
    ours: { rig in
      let kept = try await returningEditor(rig)
      return try await measure(rig) {
        let store = rig.store(permission: .denied, knownChoices: kept)
        guard store.state.wiki.values != nil, !store.screen.sections.isEmpty else {
          throw FlowFailure(description: "no switches before the read")
        }
      }
    },
    baseline: appPatternRead),
  Flow(
    // The same visit until the read has confirmed (or moved) the kept switches.
    name: "open, returning: confirmed",
    ours: { rig in
      let store = rig.store(permission: .denied, knownChoices: try await returningEditor(rig))
      return try await measure(rig, settling: store) {
        store.send(.appeared)
        await confirmed(store)
      }
    },
    baseline: appPatternRead),
  Flow(
    // A tap on a kept switch before the read answered: sent with the read's token, one write.
    name: "open, returning: tap at once",
    ours: { rig in
      let store = rig.store(permission: .denied, knownChoices: try await returningEditor(rig))
      return try await measure(rig, settling: store) {
        store.send(.appeared)
        store.send(.toggleTapped(.editThank))
        await confirmed(store)
      }
    },
    baseline: { rig in
      let app = BaselineApp(client: rig.clients["en"]!)
      return try await measure(rig) {
        try await app.readOptions()
        try await app.setOptions([.editThank: false])
      }
    }),
  Flow(
    // The first toggle of an account none of whose choices is global yet (an editor logged in
    // before the package shipped): the global write carries the other types, confirmed by a
    // fresh read just before it (issue 39), once per account.
    name: "one toggle",
    ours: { rig in
      let store = try await openedStore(rig)
      return try await toggleConfirmed(rig, store)
    },
    baseline: appPatternToggle),
  Flow(
    // Every later toggle, once the choices are global (here by the first login): one write.
    name: "one toggle, choices global",
    ours: { rig in
      let store = try await storeAfterFirstLogin(rig)
      return try await toggleConfirmed(rig, store)
    },
    baseline: appPatternToggle),
  Flow(
    name: "ten toggles in 1 s",
    ours: { rig in
      let store = try await openedStore(rig)
      return try await measure(rig, settling: store) {
        try await tapBurst { store.send(.toggleTapped($0)) }
        await confirmed(store)
      }
    },
    baseline: { rig in
      let app = BaselineApp(client: rig.clients["en"]!)
      try await app.readOptions()
      return try await measure(rig) {
        // The app fires each toggle's write as it is tapped; they overlap.
        try await withThrowingTaskGroup(of: Void.self) { group in
          try await tapBurst { type in group.addTask { try await app.setOptions([type: false]) } }
          try await group.waitForAll()
        }
      }
    }),
  Flow(
    name: "first-login default-off",
    ours: { rig in
      let store = rig.store(permission: .denied)
      return try await measure(rig, settling: store) {
        store.send(.loggedIn)
        await store.settle()
      }
    },
    baseline: { rig in
      // The pattern has no marker: it writes all 16 off blindly, at every login.
      let app = BaselineApp(client: rig.clients["en"]!)
      let off = Dictionary(uniqueKeysWithValues: NotificationType.allCases.map { ($0, false) })
      return try await measure(rig) { try await app.setOptions(off) }
    }),
  Flow(
    name: "language change en -> de",
    usesBothWikis: true,
    ours: { rig in
      let store = try await openedStore(rig)
      return try await measure(rig, settling: store) {
        store.send(.primaryLanguageChanged(from: "en", to: "de"))
        await store.settle()
      }
    },
    baseline: appPatternLanguageChange),
  Flow(
    // After the first login every choice is a global preference: nothing to move, one read.
    name: "language change, global",
    usesBothWikis: true,
    ours: { rig in
      let store = try await storeAfterFirstLogin(rig)
      return try await measure(rig, settling: store) {
        store.send(.primaryLanguageChanged(from: "en", to: "de"))
        await store.settle()
      }
    },
    baseline: appPatternLanguageChange),
  Flow(
    name: "open screen + subscribe",
    ours: { rig in
      let store = rig.store(permission: .authorized)
      return try await measure(rig, settling: store) {
        store.send(.appeared)
        await store.settle()
      }
    },
    baseline: { rig in
      let app = BaselineApp(client: rig.clients["en"]!)
      return try await measure(rig) {
        try await app.readOptions()
        try await app.subscribe(rig.deviceToken)
      }
    }),
  Flow(
    name: "logout (unsubscribe first)",
    ours: { rig in
      let store = try await openedStore(rig, permission: .authorized)
      return try await measure(rig) {
        store.send(.logoutTapped)
        await store.settle()
        // The session ends whatever the wiki answers: a failed unsubscribe is left on the
        // device record to retry, and this run did not measure the whole flow.
        guard store.state.session == .loggedOut, store.state.device.pendingUnsubscribes.isEmpty
        else {
          throw FlowFailure(description: "logout left the device subscribed")
        }
      }
    },
    baseline: { rig in
      let app = BaselineApp(client: rig.clients["en"]!)
      try await app.subscribe(rig.deviceToken)
      return try await measure(rig) {
        try await app.unsubscribe(rig.deviceToken)
        try await app.logout()
      }
    }),
]
