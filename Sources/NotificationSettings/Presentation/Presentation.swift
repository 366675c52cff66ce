/// How the screen stands with the person and the system: whether it is visible, whether
/// "Learn more" is open, and the notification permission the system reports (its banner, and the
/// question a toggle may wait for). A child feature: its one `reduce(into:action:context:)`
/// changes only itself and says what it has to say in the screen's announcements (in its
/// context); a read and a permission answer for the choices go back to the parent as its
/// delegate actions.
public struct Presentation: Equatable, Sendable {
  /// Whether the screen is visible (returning to the foreground reloads only then).
  public internal(set) var isOnScreen = false
  /// Whether "Learn more" is shown.
  public internal(set) var isShowingLearnMore = false
  /// The notification permission; nil until checked.
  public internal(set) var permission: PermissionStatus?

  /// A screen that has not appeared, its permission not checked yet.
  public init() {}

  /// The person's and the system's events about the presentation, and what it tells the parent.
  public enum Action: Equatable, Sendable {
    /// The screen became visible.
    case appeared
    /// The screen was left.
    case disappeared
    /// The app returned to the foreground.
    case appBecameActive
    /// "Learn more" was opened (true) or closed.
    case learnMore(shown: Bool)
    /// The person followed a link out of the screen (the system settings, logging in, creating
    /// an account, the help page).
    case linkTapped(SettingsFeature.Destination)
    /// The permission status was read.
    case permissionChecked(PermissionStatus)
    /// The person answered the permission question.
    case permissionAnswered(granted: Bool)
    /// What the presentation tells the parent.
    case delegate(Delegate)
  }

  /// What the presentation sees of the parent.
  struct Context: Equatable {
    /// Whether an account's toggles are shown (a permission turned off is then said).
    var showsAccount: Bool
    /// Whether returning to the foreground reads the wiki again: a session to read, or a read
    /// in flight whose answer may predate what the person changed meanwhile.
    var readsOnReturn: Bool
    /// What the screen says: the parent's, taken back after the child's run.
    var announcements: Announcements
  }

  /// What the presentation tells the parent, in order.
  public enum Delegate: Equatable, Sendable {
    /// Read the screen's wiki (`force`: even if a read is out, see ``Loading``).
    case readScreen(force: Bool)
    /// The person answered the permission question a toggle may wait for.
    case permissionAnswered(granted: Bool)
    /// The screen was left: what was posted to a screen reader but not confirmed will not be
    /// confirmed now.
    case left
  }

  /// The presentation's one entry: applies `action` to it alone.
  static func reduce(into child: inout Presentation, action: Action, context: inout Context)
    -> SettingsFeature.ChildResult<Delegate>
  {
    switch action {
    case .appeared:
      child.isOnScreen = true
      return .init(effects: [.checkPermission], delegates: [.readScreen(force: false)])
    case .disappeared:
      child.isOnScreen = false
      child.isShowingLearnMore = false
      return .init(delegates: [.left])
    case .appBecameActive:
      // The person may have changed the permission, or the wiki settings on the web. A read in
      // flight may have been served before that change (iOS suspends an app with its requests),
      // so another read follows it (also when logged out: that read may find a session).
      guard child.isOnScreen, context.readsOnReturn else {
        return .init(effects: [.checkPermission])
      }
      return .init(effects: [.checkPermission], delegates: [.readScreen(force: true)])
    case .learnMore(let shown): child.isShowingLearnMore = shown
    case .linkTapped(let destination): return .init(effects: [.open(destination)])
    case .permissionChecked(let status):
      child.permissionChecked(status, &context)
    case .permissionAnswered(let granted):
      child.permission = granted ? .authorized : .denied
      if !granted { context.announcements.say(.permissionDenied, .assertive) }
      return .init(delegates: [.permissionAnswered(granted: granted)])
    case .delegate: break
    }
    return .init()
  }

  /// Takes the permission read. Turned off in the system settings while the app was away: the
  /// screen's banner changes under the person's focus, so it is said (the first check is no
  /// change).
  private mutating func permissionChecked(_ status: PermissionStatus, _ context: inout Context) {
    let before = permission
    permission = status
    let turnedOff = status == .denied && before != nil && before != .denied
    guard turnedOff, isOnScreen, context.showsAccount else { return }
    context.announcements.say(.permissionDenied, .assertive)
  }
}
