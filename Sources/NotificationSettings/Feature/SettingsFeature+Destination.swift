#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension SettingsFeature {
  /// A place outside the screen a link sends the person to (``Effect/open(_:)``); the store
  /// opens it through ``NavigationClient``.
  public enum Destination: Equatable, Sendable {
    /// This app's page in the system settings, where notifications can be allowed.
    case systemSettings
    /// The app's log-in screen.
    case logIn
    /// The app's account creation screen (offered to a temporary account).
    case createAccount
    /// A web page (the help page of "Learn more").
    case webPage(URL)
  }
}
