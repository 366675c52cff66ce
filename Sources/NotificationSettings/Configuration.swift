import Foundation

/// The app's choices for the feature: where pushes go, the default-off policy and timing.
public struct Configuration: Equatable, Sendable {
  // A constant literal that is a valid URL: unwrapping it cannot fail at run time.
  /// The Wikimedia help page about notifications, in the reader's language where one exists.
  public static let defaultHelpPageURL = URL(
    string: "https://www.mediawiki.org/wiki/Special:MyLanguage/Help:Notifications")!

  /// The APNs topic sent with every subscription (the app's bundle identifier).
  public var pushTopic: String
  /// Whether the first login of an account on a wiki turns every type off (the spec says yes).
  public var turnsTypesOffAtFirstLogin: Bool
  /// How long after the last tap the collected toggles go out together as one save. 300 ms
  /// groups a burst of taps and lets a quick tap-and-undo send nothing, while keeping a single
  /// toggle's confirmation close to the old one-request-per-toggle pattern (docs/BENCHMARKS.md).
  public var saveWindow: Duration
  /// The longest a tap waits to be sent while the person keeps tapping.
  public var maximumSaveDelay: Duration
  /// The page "Learn more" links to.
  public var helpPageURL: URL

  /// Creates a configuration; the defaults follow the spec.
  public init(
    pushTopic: String,
    turnsTypesOffAtFirstLogin: Bool = true,
    saveWindow: Duration = .milliseconds(300),
    maximumSaveDelay: Duration = .seconds(2),
    helpPageURL: URL = Configuration.defaultHelpPageURL
  ) {
    self.pushTopic = pushTopic
    self.turnsTypesOffAtFirstLogin = turnsTypesOffAtFirstLogin
    self.saveWindow = saveWindow
    self.maximumSaveDelay = maximumSaveDelay
    self.helpPageURL = helpPageURL
  }
}
