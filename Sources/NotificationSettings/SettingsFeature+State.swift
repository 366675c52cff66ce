extension SettingsFeature {
  /// Everything the screen knows; the ``ScreenModel`` is derived from it.
  public struct State: Equatable, Sendable {
    /// The app's choices (topic, default-off policy, save window, help page).
    public var configuration: Configuration
    /// The app's primary language: the wiki the screen reads and writes.
    public var language: WikiLanguage
    /// What the device remembers across restarts (stored through ``Effect/persist(_:)``).
    public var device: DeviceRecord
    /// Whether the screen is visible (returning to the foreground reloads only then).
    public var isOnScreen = false
    /// Who is logged in.
    public var session: Session = .unknown
    /// The read of a wiki in flight, if any (a newer read abandons an older one).
    public var loadInFlight: SettingsFeature.LoadRequest?
    /// Another read is needed as soon as the one in flight answers (its answer may be stale).
    public var reloadQueued = false
    /// Why the last read failed, until the next read succeeds.
    public var loadError: WikiFailure?
    /// The wiki's values of the types it offers; nil until read for this account and language.
    public var server: [NotificationType: Bool]?
    /// Whether the wiki holds the default-off marker (choices there are the person's own).
    public var hasDefaultOffMarker = false
    /// The wiki's titles of the offered types, in the language's own words.
    public var typeTitles: [NotificationType: String] = [:]
    /// The offered types set in the person's global preferences: written with `global=update`,
    /// and never touched by the first-login reset or a language copy (the person chose them).
    public var globalTypes: Set<NotificationType> = []
    /// A login just happened: the next read decides whether to apply default-off.
    public var defaultOffCheckPending = false
    /// The save in flight, if any (never more than one).
    public var inFlight: SaveRequest?
    /// Toggles made since the last save was sent, not yet sent.
    public var unsent: [NotificationType: Bool] = [:]
    /// Types of a save whose outcome is unknown: ``server`` may not hold their wiki values until
    /// the next read, so a toggle of one is sent even when it equals ``server``.
    public var unconfirmed: Set<NotificationType> = []
    /// The save window opened by the last save of toggles, if still open: taps are collected
    /// until it ends (and the save in flight answers), then sent together.
    public var saveWindow: Int?
    /// The last failed save, shown as a banner.
    public var saveError: SaveError?
    /// The notification permission; nil until checked.
    public var permission: PermissionStatus?
    /// The type waiting to be turned on while the permission question is asked.
    public var awaitingPermission: NotificationType?
    /// This device's push subscription for the account.
    public var registration: Registration = .idle
    /// The token of a pending unsubscribe being retried.
    public var retryingUnsubscribe: String?
    /// The person asked to log out while a save was in flight: it proceeds when the save answers.
    public var logoutRequested = false
    /// A language change whose settings copy is in progress.
    public var migration: Migration?
    /// Whether "Learn more" is shown.
    public var isShowingLearnMore = false
    /// Announcements not yet delivered by a renderer.
    public var announcements: [Announcement] = []
    /// The next identifier for a save, window or announcement.
    public var nextID = 1

    /// Creates the state of a screen that has not appeared yet.
    public init(
      configuration: Configuration, language: WikiLanguage, device: DeviceRecord = .init()
    ) {
      self.configuration = configuration
      self.language = language
      self.device = device
    }

    /// Whether a read of a wiki is in flight.
    public var isLoading: Bool { loadInFlight != nil }

    /// The value a toggle shows: the unsent choice, else the one being saved, else the wiki's.
    /// Nil when the wiki does not offer the type (or nothing is loaded).
    public func isOn(_ type: NotificationType) -> Bool? {
      guard let serverValue = server?[type] else { return nil }
      return unsent[type] ?? inFlight?.values[type] ?? serverValue
    }

    /// The types the wiki offers, the spec's first in its order, then the others (empty until
    /// loaded).
    public var offeredTypes: [NotificationType] {
      guard let server else { return [] }
      return server.keys.sorted()
    }

    /// Whether a type's choice is a global preference, applying on every wiki.
    public func isGlobal(_ type: NotificationType) -> Bool { globalTypes.contains(type) }

    /// Whether a type's value is not yet confirmed by the wiki (unsent or being saved).
    public func isSaving(_ type: NotificationType) -> Bool {
      unsent[type] != nil || inFlight?.values[type] != nil
    }

    /// Whether the explore feed's "turn on notifications" card may show.
    public var showsExploreFeedCard: Bool {
      ExploreFeedCardPolicy.showsCard(
        isLoggedIn: session.userName != nil, permission: permission)
    }
  }
}
