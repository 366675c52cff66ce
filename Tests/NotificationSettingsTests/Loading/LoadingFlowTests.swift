import Testing

@testable import NotificationSettings

/// The screen's read as a child feature: only ``SettingsFeature/Loading``, whole, and the
/// effects it returns.
@Suite("1b. Loading as a child feature")
struct LoadingFlowTests {
  typealias Loading = SettingsFeature.Loading

  static func loading(
    inFlight: WikiLanguage? = nil, reloadQueued: Bool = false, error: WikiFailure? = nil
  ) -> Loading {
    var loading = Loading()
    loading.inFlight = inFlight.map { .init(language: $0) }
    loading.reloadQueued = reloadQueued
    loading.error = error
    return loading
  }

  @Test func aReadStartsOnlyWhenNoneIsInFlight() {
    var child = Loading()
    #expect(child.start("en", force: false) == [.load("en")])
    #expect(child == Self.loading(inFlight: "en"))
    #expect(child.start("en", force: false) == [])
    #expect(child == Self.loading(inFlight: "en"))
  }

  @Test func aForcedReadBehindOneInFlightIsQueued() {
    var child = Self.loading(inFlight: "en")
    #expect(child.start("en", force: true) == [])
    #expect(child == Self.loading(inFlight: "en", reloadQueued: true))
  }

  @Test func theAnswerOfAQueuedReadIsStaleAndClearsTheQueue() {
    var child = Self.loading(inFlight: "en", reloadQueued: true)
    #expect(child.answered() == .stale)
    #expect(child == Loading())
  }

  @Test func theAnswerOfTheReadInFlightIsCurrentAndAnUnawaitedOneIsNot() {
    var child = Self.loading(inFlight: "en", error: .unreachable(detail: "x"))
    #expect(child.answered() == .current)
    // The failure stays until a read succeeds: the parent clears it.
    #expect(child == Self.loading(error: .unreachable(detail: "x")))
    #expect(child.answered() == .notAwaited)
    #expect(child == Self.loading(error: .unreachable(detail: "x")))
  }

  @Test func aSaveLandingQueuesAReadOnlyBehindOneInFlight() {
    var idle = Loading()
    idle.saveLanded()
    #expect(idle == Loading())
    var reading = Self.loading(inFlight: "de")
    reading.saveLanded()
    #expect(reading == Self.loading(inFlight: "de", reloadQueued: true))
  }

  @Test func aResetLetsGoOfTheReadInFlightAndForgetsTheFailure() {
    var reading = Self.loading(inFlight: "en", reloadQueued: true, error: .unreachable(detail: "x"))
    #expect(reading.reset() == [.cancel(.read)])
    #expect(reading == Loading())
    var idle = Self.loading(error: .unreachable(detail: "x"))
    #expect(idle.reset() == [])
    #expect(idle == Loading())
  }
}
