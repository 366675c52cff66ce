import Testing

@testable import NotificationSettings

/// The screen's read as a child feature, driven through its one
/// ``Loading/reduce(into:action:context:)``: only ``Loading``,
/// whole, and the effects and delegates it returns.
@Suite("1b. Loading as a child feature")
struct LoadingFlowTests {
  typealias Step = SettingsFeature.ChildResult<Loading.Delegate>

  /// Sends the read `action`, for the language `language`.
  static func reduce(
    _ loading: inout Loading, _ action: Loading.Action, language: WikiLanguage = "en"
  )
    -> Step
  {
    var context = Loading.Context(language: language)
    return Loading.reduce(into: &loading, action: action, context: &context)
  }

  /// A read's answer: the current one comes back with it, for the parent to show.
  static let answer: Result<WikiSnapshot, WikiFailure> = .failure(.unreachable(detail: "down"))
  /// A read that succeeded.
  static let success: Result<WikiSnapshot, WikiFailure> = .success(
    Fixture.snapshot([.mention: true]))

  static func loading(
    inFlight: Bool = false, reloadQueued: Bool = false, error: WikiFailure? = nil
  ) -> Loading {
    var loading = Loading()
    loading.inFlight = inFlight ? .init() : nil
    loading.reloadQueued = reloadQueued
    loading.error = error
    return loading
  }

  @Test func aReadStartsOnlyWhenNoneIsInFlight() {
    var child = Loading()
    #expect(Self.reduce(&child, .start(force: false)) == Step(effects: [.load("en")]))
    #expect(child == Self.loading(inFlight: true))
    #expect(Self.reduce(&child, .start(force: false)) == Step())
    #expect(child == Self.loading(inFlight: true))
  }

  @Test func aForcedReadBehindOneInFlightIsQueued() {
    var child = Self.loading(inFlight: true)
    #expect(Self.reduce(&child, .start(force: true)) == Step())
    #expect(child == Self.loading(inFlight: true, reloadQueued: true))
  }

  @Test func theAnswerOfAQueuedReadIsStaleAndIsReadAgain() {
    var child = Self.loading(inFlight: true, reloadQueued: true)
    #expect(Self.reduce(&child, .answered(Self.answer)) == Step(effects: [.load("en")]))
    #expect(child == Self.loading(inFlight: true))
  }

  @Test func theAnswerOfTheReadInFlightIsCurrentAndAnUnawaitedOneIsNot() {
    var child = Self.loading(inFlight: true, error: .unreachable(detail: "x"))
    #expect(
      Self.reduce(&child, .answered(Self.answer)) == Step(delegates: [.answered(Self.answer)]))
    // The answer's failure replaces the last one, until a read succeeds (the parent says so).
    #expect(child == Self.loading(error: .unreachable(detail: "down")))
    #expect(Self.reduce(&child, .answered(.failure(.unreachable(detail: "late")))) == Step())
    #expect(child == Self.loading(error: .unreachable(detail: "down")))
  }

  @Test func aSaveLandingQueuesAReadOnlyBehindOneInFlight() {
    var idle = Loading()
    #expect(Self.reduce(&idle, .saveLanded) == Step())
    #expect(idle == Loading())
    var reading = Self.loading(inFlight: true)
    #expect(Self.reduce(&reading, .saveLanded) == Step())
    #expect(reading == Self.loading(inFlight: true, reloadQueued: true))
  }

  @Test func aResetLetsGoOfTheReadInFlightAndForgetsTheFailure() {
    var reading = Self.loading(inFlight: true, reloadQueued: true, error: .unreachable(detail: "x"))
    #expect(Self.reduce(&reading, .reset) == Step(effects: [.cancel(.read)]))
    #expect(reading == Loading())
    var idle = Self.loading(error: .unreachable(detail: "x"))
    #expect(Self.reduce(&idle, .reset) == Step())
    #expect(idle == Loading())
  }

  @Test func aFailedAnswerStandsUntilAReadSucceeds() {
    var child = Self.loading(inFlight: true)
    let failure = WikiFailure.unreachable(detail: "x")
    #expect(
      Self.reduce(&child, .answered(.failure(failure)))
        == Step(delegates: [.answered(.failure(failure))]))
    #expect(child == Self.loading(error: failure))
    #expect(Self.reduce(&child, .start(force: false)) == Step(effects: [.load("en")]))
    #expect(
      Self.reduce(&child, .answered(Self.success)) == Step(delegates: [.answered(Self.success)]))
    #expect(child == Loading())
  }
}
