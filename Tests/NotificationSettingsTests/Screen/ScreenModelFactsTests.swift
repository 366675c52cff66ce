import Testing

@testable import NotificationSettings

/// The typed facts a renderer reads from the screen model instead of the feature's state: whose
/// settings these are, and which values are global.
@Suite struct ScreenModelFactsTests {
  @Test func theScreenNamesTheAccountAndMarksGlobalValues() {
    let state = RealEcho.loaded(RealEcho.snapshot(global: [.mention])).state
    let screen = ScreenModel(state: state, strings: .english)
    #expect(screen.userName == Fixture.user)
    let rows = screen.sections.flatMap(\.rows)
    #expect(rows.first { $0.type == .mention }?.isGlobal == true)
    #expect(rows.filter(\.isGlobal).map(\.type) == [.mention])
    // The same fact the row's words already carry for a screen reader.
    #expect(rows.first { $0.type == .mention }?.status == Strings.english.text(.toggle(.rowGlobal)))
  }

  @Test func aFailureBannerCarriesItsFailureAndNoOtherBannerDoes() {
    var state = RealEcho.loaded(RealEcho.snapshot()).state
    state.presentation.permission = .denied
    state.loading.error = .unreachable(detail: "timed out")
    state.saving.error = SaveError(
      outcome: .reverted([.mention]), failure: .keysRejected([.mention]))
    let banners = ScreenModel(state: state, strings: .english).banners
    #expect(banners.map(\.subject) == [.loadFailed, .permissionDenied, .saveFailed])
    #expect(
      banners.map(\.failure) == [.unreachable(detail: "timed out"), nil, .keysRejected([.mention])])
  }

  @Test func aLoggedOutScreenNamesNoAccount() {
    var tester = FeatureTester(Fixture.initial())
    tester.prepare(.appeared)
    let screen = ScreenModel(state: tester.state, strings: .english)
    #expect(screen.userName == nil)
    #expect(screen.sections.isEmpty)
  }

  @Test func theScreenSaysWhereTheDevicesRegistrationStands() {
    var state = RealEcho.loaded(RealEcho.snapshot()).state
    let stages: [(Registration, ScreenModel.DeviceRegistration)] = [
      (.idle, .none), (.fetchingToken, .inProgress),
      (.replacingOldToken(old: "aa", new: "bb"), .inProgress),
      (.subscribing(token: "bb", afterReclaim: false), .inProgress),
      (.reclaiming(token: "bb"), .inProgress), (.registered(token: "bb"), .registered),
      (.failed(.tokenHeldByAnotherAccount), .failed(.tokenHeldByAnotherAccount)),
    ]
    for (registration, expected) in stages {
      state.subscriptions.registration = registration
      #expect(
        ScreenModel(state: state, strings: .english).deviceRegistration == expected,
        "\(registration)")
    }
  }
}
