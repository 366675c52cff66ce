/// Who the app's own session is, as the app's login code knows it (the Wikipedia app's
/// `WMFAuthenticationManager`), when the package sends through that session
/// (``SettingsConfiguration/usesAppSession``).
public enum AppSession: Equatable, Sendable {
  /// A registered account, logged in before the screen was made (no first-login rule applies:
  /// a login made now is ``SettingsFeature/Action/loggedIn``).
  case account(userName: String)
  /// A temporary account (made by an edit without an account).
  case temporaryAccount(userName: String)
  /// Nobody: the screen shows the logged-out state and reads nothing.
  case loggedOut
}
