import Testing

@testable import NotificationSettings

@Suite("9. Explore feed card")
struct ExploreFeedCardTests {
  @Test func showsOnlyToLoggedInPeopleNotYetAsked() {
    #expect(ExploreFeedCardPolicy.showsCard(isLoggedIn: true, permission: .notDetermined))
    #expect(!ExploreFeedCardPolicy.showsCard(isLoggedIn: false, permission: .notDetermined))
    for answered in [PermissionStatus.authorized, .denied, .provisional] {
      #expect(!ExploreFeedCardPolicy.showsCard(isLoggedIn: true, permission: answered))
    }
    #expect(!ExploreFeedCardPolicy.showsCard(isLoggedIn: true, permission: nil))
  }

  /// What the app reads from the store for the policy: the account shown and the permission.
  static func showsCard(_ state: SettingsFeature.State) -> Bool {
    ExploreFeedCardPolicy.showsCard(
      isLoggedIn: state.session.userName != nil, permission: state.presentation.permission)
  }

  @Test func theStoresStateFeedsThePolicy() {
    #expect(Self.showsCard(Fixture.loaded(permission: .notDetermined).state))
    #expect(!Self.showsCard(Fixture.loaded(permission: .denied).state))
    #expect(!Self.showsCard(FeatureTester(Fixture.initial()).state))
  }
}
