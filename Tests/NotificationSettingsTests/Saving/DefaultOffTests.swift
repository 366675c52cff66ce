import Testing

@testable import NotificationSettings

@Suite("6. Default off at the first login")
struct DefaultOffTests {
  func loggedInAndLoaded(marker: Bool, policy: Bool = true) -> (
    FeatureTester, [SettingsFeature.Effect]
  ) {
    var state = Fixture.initial()
    state.configuration.turnsTypesOffAtFirstLogin = policy
    var t = FeatureTester(state)
    t.prepare(.appeared)
    t.prepare(.permissionChecked(.authorized))
    t.prepare(.loggedIn)  // a read
    let effects = t.prepare(
      .preferencesLoaded(
        .success(Fixture.snapshot(Fixture.values(on: [.mention, .editThank]), marker: marker))))
    return (t, effects)
  }

  @Test func aFirstLoginTurnsEveryOfferedTypeOffWithTheMarkerInOneWrite() {
    let (t, effects) = loggedInAndLoaded(marker: false)
    #expect(effects == [.save("en", Fixture.resetWrite(Fixture.allOff))])
    #expect(
      t.state.saving.inFlight
        == SaveRequest(kind: .defaultOff, values: Fixture.allOff, setsDefaultOffMarker: true)
    )
    #expect(t.state.wiki.defaultOffCheckPending == false)
    // Nothing is on any more, so the device is not registered.
    #expect(t.state.subscriptions.registration == .idle)
    var after = t
    after.send(.saveFinished(error: nil)) {
      $0.saving.inFlight = nil
      $0.wiki.values = Fixture.allOff
      $0.wiki.hasDefaultOffMarker = true
    }
  }

  @Test func anAccountWithTheMarkerIsNeverReset() {
    let (t, effects) = loggedInAndLoaded(marker: true)
    #expect(effects == [.registerForDeviceToken])
    #expect(t.state.saving.inFlight == nil)
  }

  @Test func thePolicyCanBeTurnedOff() {
    let (t, effects) = loggedInAndLoaded(marker: false, policy: false)
    #expect(effects == [.registerForDeviceToken])
    #expect(t.state.saving.inFlight == nil)
  }

  @Test func aReadWithoutALoginNeverResets() {
    var t = FeatureTester(Fixture.initial())
    t.prepare(.appeared)
    t.prepare(.permissionChecked(.authorized))
    let effects = t.prepare(
      .preferencesLoaded(
        .success(Fixture.snapshot(Fixture.values(on: [.mention]), marker: false))))
    #expect(effects == [.registerForDeviceToken])
  }

  @Test func aFailedResetShowsTheWikiValuesAndSaysSo() {
    var (t, _) = loggedInAndLoaded(marker: false)
    let failure = WikiFailure.throttled(retryAfterSeconds: nil)
    // The switches show the wiki's values again, `mention` on: it can reach the device, which
    // registers now (while the reset was out, every switch showed off).
    t.send(.saveFinished(error: failure), effects: [.registerForDeviceToken]) {
      $0.saving.inFlight = nil
      $0.subscriptions.registration = .fetchingToken
      $0.saving.error = SaveError(outcome: .defaultsNotApplied, failure: failure)
      $0.announcements.queued = [
        Announcement(id: 1, message: .defaultsNotApplied(failure), politeness: .assertive)
      ]
    }
    #expect(t.state.isOn(.mention) == true)
    let banner = ScreenModel(state: t.state, strings: .english).banners.first
    #expect(banner?.actions.map(\.event) == [.defaultsRetryTapped, .saveErrorDismissed])
    #expect(
      banner?.actions.first?.hint
        == "Tries again to turn every notification off, as at your first login.")
  }

  /// The person's "Try again" on that banner: a fresh read, then the reset if the wiki still
  /// has no marker (another device may have applied it meanwhile).
  @Test func tryAgainOnTheBannerReadsThenResets() {
    var (t, _) = loggedInAndLoaded(marker: false)
    let failure = WikiFailure.throttled(retryAfterSeconds: nil)
    t.prepare(.saveFinished(error: failure))
    t.prepare(.announcementDelivered(id: 1))
    t.send(.defaultsRetryTapped, effects: [.load("en")]) {
      $0.saving.error = nil
      $0.wiki.defaultOffCheckPending = true
      $0.loading.inFlight = .init()
    }
    t.send(
      .preferencesLoaded(
        .success(Fixture.snapshot(Fixture.values(on: [.mention, .editThank]), marker: false))),
      effects: [.save("en", Fixture.resetWrite(Fixture.allOff))]
    ) {
      $0.loading.inFlight = nil
      $0.wiki.defaultOffCheckPending = false
      $0.saving.inFlight = SaveRequest(
        kind: .defaultOff, values: Fixture.allOff, setsDefaultOffMarker: true)
    }
    // Without the banner, the tap does nothing.
    var other = Fixture.loaded()
    other.send(.defaultsRetryTapped)
  }

  /// A failed reset is said, not retried by itself. A retry at a later
  /// read would overwrite choices made on the web since, and would loop when writes time out
  /// while reads work; the screen shows what the wiki holds, which is what the device receives.
  @Test func aFailedResetIsNotRetriedByItself() {
    var (t, _) = loggedInAndLoaded(marker: false)
    let lost = WikiFailure.outcomeUnknown(detail: "timed out")
    // The wiki may hold either values, and those read before show `mention` on: the device
    // registers while the read that tells is out.
    #expect(t.prepare(.saveFinished(error: lost)) == [.load("en"), .registerForDeviceToken])
    let notLanded = Fixture.snapshot(Fixture.values(on: [.mention, .editThank]), marker: false)
    #expect(t.prepare(.preferencesLoaded(.success(notLanded))) == [])
    t.prepare(.announcementDelivered(id: 1))
    #expect(t.prepare(.appBecameActive) == [.checkPermission, .load("en")])
    let effects = t.prepare(.preferencesLoaded(.success(notLanded)))
    #expect(effects.allSatisfy { if case .save = $0 { false } else { true } })
    #expect(t.state.isOn(.mention) == true)
  }

  /// A logout asked for before the first read (the app logs out right after logging in) does
  /// not reset the account on the way out.
  @Test func aLogoutBeforeTheFirstReadDoesNotReset() {
    var state = Fixture.initial()
    state.configuration.turnsTypesOffAtFirstLogin = true
    var t = FeatureTester(state)
    t.prepare(.appeared)
    t.prepare(.permissionChecked(.authorized))
    t.prepare(.loggedIn)  // read
    t.prepare(.logoutTapped)
    let effects = t.prepare(
      .preferencesLoaded(
        .success(Fixture.snapshot(Fixture.values(on: [.mention]), marker: false))))
    #expect(effects == [.logout("en")])
  }
}
