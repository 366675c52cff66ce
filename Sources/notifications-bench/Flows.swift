import Foundation
import NotificationSettings

/// What one timed run of a flow cost.
struct Measurement {
  var milliseconds: Double
  var roundTrips: Int
  var writes: Int
}

/// A user flow, measured through our feature and replayed in the baseline app's pattern.
struct Flow {
  var name: String
  var ours: @MainActor (BenchRig) async throws -> Measurement
  var baseline: @MainActor (BenchRig) async throws -> Measurement
}

/// Times `body` after resetting the counters: what the setup sent is not counted.
@MainActor
func measure(_ rig: BenchRig, _ body: () async throws -> Void) async rethrows -> Measurement {
  rig.resetCounts()
  let start = ContinuousClock.now
  try await body()
  let elapsed = ContinuousClock.now - start
  let ms = Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
  return Measurement(milliseconds: ms, roundTrips: rig.roundTrips, writes: rig.writes)
}

/// A loaded screen (permission as given), not timed.
@MainActor
func openedStore(_ rig: BenchRig, permission: PermissionStatus = .denied) async -> SettingsStore {
  let store = rig.store(permission: permission)
  store.send(.appeared)
  await store.settle()
  return store
}

/// The ten types a burst toggles, taps 100 ms apart: ten taps within one second.
let burstTypes = Array(NotificationType.allCases.prefix(10))
let tapInterval = Duration.milliseconds(100)

/// Every flow the issue names, in order.
@MainActor
let flows: [Flow] = [
  Flow(
    name: "open screen",
    ours: { rig in
      let store = rig.store(permission: .denied)
      return await measure(rig) {
        store.send(.appeared)
        await store.settle()
      }
    },
    baseline: { rig in
      let app = BaselineApp(client: rig.clients["en"]!)
      return try await measure(rig) { try await app.readOptions() }
    }),
  Flow(
    name: "one toggle",
    ours: { rig in
      let store = await openedStore(rig)
      return await measure(rig) {
        store.send(.toggleTapped(.editThank))
        await store.settle()
      }
    },
    baseline: { rig in
      let app = BaselineApp(client: rig.clients["en"]!)
      try await app.readOptions()
      return try await measure(rig) { try await app.setOptions([.editThank: false]) }
    }),
  Flow(
    name: "ten toggles in 1 s",
    ours: { rig in
      let store = await openedStore(rig)
      return try await measure(rig) {
        for type in burstTypes {
          store.send(.toggleTapped(type))
          try await Task.sleep(for: tapInterval)
        }
        await store.settle()
      }
    },
    baseline: { rig in
      let app = BaselineApp(client: rig.clients["en"]!)
      try await app.readOptions()
      return try await measure(rig) {
        // The app fires each toggle's write as it is tapped; they overlap.
        try await withThrowingTaskGroup(of: Void.self) { group in
          for type in burstTypes {
            group.addTask { try await app.setOptions([type: false]) }
            try await Task.sleep(for: tapInterval)
          }
          try await group.waitForAll()
        }
      }
    }),
  Flow(
    name: "first-login default-off",
    ours: { rig in
      let store = rig.store(permission: .denied)
      return await measure(rig) {
        store.send(.loggedIn(userName: rig.account.name))
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
    ours: { rig in
      let store = await openedStore(rig)
      return await measure(rig) {
        store.send(.primaryLanguageChanged(from: "en", to: "de"))
        await store.settle()
      }
    },
    baseline: { rig in
      let en = BaselineApp(client: rig.clients["en"]!)
      let de = BaselineApp(client: rig.clients["de"]!)
      try await en.readOptions()
      let all = Dictionary(uniqueKeysWithValues: NotificationType.allCases.map { ($0, true) })
      return try await measure(rig) {
        try await en.readOptions()
        try await de.setOptions(all)
      }
    }),
  Flow(
    name: "open screen + subscribe",
    ours: { rig in
      let store = rig.store(permission: .authorized)
      return await measure(rig) {
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
      let store = await openedStore(rig, permission: .authorized)
      return await measure(rig) {
        store.send(.logoutTapped)
        await store.settle()
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
