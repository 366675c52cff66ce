/// The save pipeline: choices collected, at most one write in flight, then the wiki's answer;
/// and the permission question a toggle turned on waits for. A child feature: its one
/// `reduce(into:action:context:)` changes only itself and what its context holds of the parent's
/// (the ``SettingsFeature/Wiki``, by its named methods, and what the screen says), sees the rest
/// through that context, and tells its parent what to do through its delegate actions.
public struct Saving: Equatable, Sendable {
  /// Toggles made since the last save was sent, not yet sent.
  public internal(set) var unsent: [NotificationType: Bool] = [:]
  /// The save in flight, if any (never more than one).
  public internal(set) var inFlight: SaveRequest?
  /// Types of a save whose outcome is unknown: the wiki's values read before may not hold
  /// until the next read, so a toggle of one is sent even when it equals them.
  public internal(set) var unconfirmed: Set<NotificationType> = []
  /// Whether the save window opened by the last save of toggles is open: taps are collected
  /// until it ends (and the save in flight answers), then sent together.
  public internal(set) var isWindowOpen = false
  /// The last failed save, shown as a banner.
  public internal(set) var error: SaveError?
  /// The type waiting to be turned on while the permission question is asked.
  public internal(set) var awaitingPermission: NotificationType?

  /// Nothing to save.
  public init() {}

  /// Drops every choice and the save in flight, and closes the save window: the write (which
  /// may still land, its answer never delivered) and the window's wait are let go of.
  mutating func reset() -> [SettingsFeature.Effect] {
    defer { self = .init() }
    return (inFlight == nil ? [] : [.cancel(.write)])
      + (isWindowOpen ? [.cancel(.saveWindow)] : [])
  }

  /// The save that answered, taken out of flight; nil when the screen has none.
  mutating func finish() -> SaveRequest? {
    defer { inFlight = nil }
    return inFlight
  }

  /// What the save pipeline sees of the rest of the screen.
  struct Context {
    /// The account whose choices are saved, while its toggles show.
    var userName: String?
    /// The person asked to log out: no toggle is taken, no reset made.
    var isLoggingOut: Bool
    /// A logout waits for the choices: they go out at once, window or not.
    var isWaitingToLogOut: Bool
    /// A language copy runs (its write, if sent, is the one write in flight).
    var isCopyingSettings: Bool
    /// The language copy's write in flight, if any.
    var copyWrite: SaveRequest?
    /// The notification permission; nil until checked.
    var permission: PermissionStatus?
    /// The wiki the writes go to.
    var language: WikiLanguage
    /// How long taps are collected after a save is sent.
    var saveWindow: Duration
    /// Whether the app turns every type off at an account's first login.
    var turnsTypesOffAtFirstLogin: Bool
    /// The wiki as the parent holds it; the parent takes back what the pipeline changed.
    var wiki = SettingsFeature.Wiki()
    /// What the screen says: the parent's, taken back after the child's run.
    var announcements = Announcements()
  }

  /// What the parent does after the pipeline's step, in order.
  public enum Delegate: Equatable, Sendable {
    /// Read the wiki again (the read in flight, if any, may predate what must be seen).
    case reload
    /// The wiki now holds (some of) the save: a read in flight may have been served before it,
    /// so its answer must not be shown (see ``Loading``).
    case landed
    /// The wiki found the session gone.
    case sessionEnded
  }
}
