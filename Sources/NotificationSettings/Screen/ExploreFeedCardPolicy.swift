/// Decides whether the explore feed shows the card that invites turning on notifications.
public enum ExploreFeedCardPolicy {
  /// Only to logged-in people (pushes need an account) who were never asked for permission
  /// (once answered, the card could only nag; a denied person is sent to the settings screen).
  public static func showsCard(isLoggedIn: Bool, permission: PermissionStatus?) -> Bool {
    isLoggedIn && permission == .notDetermined
  }
}
