#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The app's choices for the feature: where pushes go, the default-off policy and timing.
public struct SettingsConfiguration: Equatable, Sendable {
  // A constant literal that is a valid URL: unwrapping it cannot fail at run time.
  /// The Wikimedia help page about notifications, in the reader's language where one exists.
  public static let defaultHelpPageURL = URL(
    string: "https://www.mediawiki.org/wiki/Special:MyLanguage/Help:Notifications")!

  /// The APNs topic sent with every subscription (the app's bundle identifier).
  public var pushTopic: String
  /// Whether the first login of an account on a wiki turns every type off (the spec says yes).
  public var turnsTypesOffAtFirstLogin: Bool
  /// How long after a save of toggles goes out the next taps are collected into one follow-up
  /// save. A tap after a quiet moment is sent at once; 480 ms lets ten taps in a second cost
  /// three writes, the last sent 60 ms after the tenth tap (docs/BENCHMARKS.md).
  public var saveWindow: Duration
  /// The page "Learn more" links to.
  public var helpPageURL: URL
  /// Whether the wiki session is the app's own (its cookie store and its login, lent through the
  /// transport): the app says who is logged in (``SettingsFeature/Action/appSessionChanged(_:)``),
  /// nothing is read while it says nobody is, a session found gone asks the app to log in again
  /// (``NavigationClient/reauthenticate``), and a logout is the app's own
  /// (``WikiClient/appSession(sessions:titlesLanguage:titles:logOut:)``).
  public var usesAppSession: Bool

  /// Only `pushTopic` has no default; the others follow the spec.
  public init(
    pushTopic: String,
    turnsTypesOffAtFirstLogin: Bool = true,
    saveWindow: Duration = .milliseconds(480),
    helpPageURL: URL = SettingsConfiguration.defaultHelpPageURL,
    usesAppSession: Bool = false
  ) {
    self.pushTopic = pushTopic
    self.turnsTypesOffAtFirstLogin = turnsTypesOffAtFirstLogin
    self.saveWindow = saveWindow
    self.helpPageURL = helpPageURL
    self.usesAppSession = usesAppSession
  }
}
