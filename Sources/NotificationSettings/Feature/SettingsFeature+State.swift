extension SettingsFeature {
  /// Everything the screen knows; the ``ScreenModel`` is derived from it. Each child feature owns
  /// one field: ``loading``, ``saving``, ``subscriptions``, ``migration``, ``session`` (who
  /// the reads found, and the logout), ``presentation`` and ``muting``. ``wiki`` (what the wiki
  /// holds), ``device`` and ``announcements`` are the parent's own: a child that may change one
  /// gets it in its context and changes it by its named methods, and the parent takes it back.
  public struct State: Equatable, Sendable {
    /// The app's choices (topic, default-off policy, save window, help page).
    public var configuration: SettingsConfiguration
    /// The app's primary language: the wiki the screen reads and writes.
    public var language: WikiLanguage
    /// What the device remembers across restarts (the store keeps it after each action that changed it).
    public var device: DeviceRecord
    /// Whether the screen is visible, "Learn more" open, and the notification permission.
    public var presentation = Presentation()
    /// Who is logged in, and how far a logout has come.
    public var session: AccountSession = .unknown
    /// The screen's read of its wiki in flight and the last read's failure.
    public var loading = Loading()
    /// What the primary language's wiki holds for the account.
    public var wiki = Wiki()
    /// The person's choices on their way to the wiki.
    public var saving = Saving()
    /// This device's push subscriptions for the account.
    public var subscriptions = Subscriptions()
    /// A language change's settings copy: its progress and its last outcome.
    public var migration = Migration()
    /// How the last logout asked for ended; nil until one did.
    public var lastLogout: LogoutOutcome?
    /// Announcements not yet delivered by a renderer.
    public var announcements = Announcements()
    /// Echo's mute lists and the changes on their way to the wiki.
    public var muting = Muting()

    /// The state of a screen that has not appeared yet.
    public init(
      configuration: SettingsConfiguration, language: WikiLanguage, device: DeviceRecord = .init()
    ) {
      self.configuration = configuration
      self.language = language
      self.device = device
    }

    /// The write in flight: the screen's save, or else a language copy's (never both).
    public var writeInFlight: SaveRequest? { saving.inFlight ?? migration.request }

    /// Whether a read of a wiki is in flight: the screen's or a language copy's.
    public var isLoading: Bool { loading.inFlight != nil || migration.step?.isReading == true }

    /// The value a toggle shows: the unsent choice, else the one being saved, else the wiki's.
    /// Nil when the wiki does not offer the type (or nothing is loaded).
    public func isOn(_ type: NotificationType) -> Bool? {
      saving.shows(type, wiki: wiki, copyWrite: migration.request)
    }

    /// Whether a type's value is not yet confirmed by the wiki (unsent or being saved).
    public func isSaving(_ type: NotificationType) -> Bool {
      saving.unsent[type] != nil || writeInFlight?.values[type] != nil
    }
  }

  /// What the primary language's wiki holds for the account: read, then kept up to date by the
  /// saves it confirms. Dropped whole when the wiki or the account changes.
  public struct Wiki: Equatable, Sendable {
    /// The wiki's values of the types it offers; nil until read for this account and language.
    public var values: [NotificationType: Bool]?
    /// Whether the wiki holds the default-off marker (choices there are the person's own).
    public var hasDefaultOffMarker = false
    /// The wiki's titles of the offered types, in the language's own words.
    public var titles: [NotificationType: String] = [:]
    /// The wiki's descriptions of offered types, in the language's own words.
    public var descriptions: [NotificationType: String] = [:]
    /// The offered types set in the person's global preferences: written there
    /// (`action=globalpreferences`), and never touched by the first-login reset or a language
    /// copy (the person chose them).
    public var globalTypes: Set<NotificationType> = []
    /// Whether choices go to the account's global preferences here (the wiki runs
    /// GlobalPreferences and the account is global), so that each holds on every wiki.
    public var offersGlobalPreferences = false
    /// Offered types with a local exception here: written to this wiki only.
    public var localExceptions: Set<NotificationType> = []
    /// A login just happened: the next read decides whether to apply default-off.
    public var defaultOffCheckPending = false
    /// The values are the device's last known ones (``KnownChoices``), shown at once and not
    /// confirmed by a read yet: nothing is sent on them until one lands.
    public var isFromDevice = false

    /// Nothing read yet.
    public init() {}
  }
}

extension SettingsFeature.Wiki {
  /// The types the wiki offers, the spec's first in its order, then the others (empty until
  /// loaded).
  public var offeredTypes: [NotificationType] { values?.keys.sorted() ?? [] }

  /// Whether a type's choice is a global preference, applying on every wiki of the account
  /// (written there, or already held there).
  public func isGlobal(_ type: NotificationType) -> Bool { writesGlobally(type) }

  /// Whether a choice of `type` is written to the global preferences: every type where the
  /// wiki offers them (but a local exception), and one already set there in any case.
  func writesGlobally(_ type: NotificationType) -> Bool {
    globalTypes.contains(type) || (offersGlobalPreferences && !localExceptions.contains(type))
  }

  /// The offered types whose choice belongs in the global preferences but is not there yet:
  /// until it is, the account's other wikis decide by their own values.
  var notYetGlobal: [NotificationType: Bool] {
    guard offersGlobalPreferences, let values else { return [:] }
    return values.filter { writesGlobally($0.key) && !globalTypes.contains($0.key) }
  }

  /// The wiki holds `values`, all or some of what `request` wrote. The default-off marker sent
  /// with them stands, unless the wiki refused `refused` and the marker falls with them (see
  /// ``SaveRequest/markerHolds(refused:)``); nil: nothing was refused.
  mutating func stored(
    _ values: [NotificationType: Bool], of request: SaveRequest,
    refused: Set<NotificationType>? = nil
  ) {
    self.values?.merge(values) { _, saved in saved }
    // A value stored in the global preferences is there now: it holds on every wiki.
    globalTypes.formUnion(request.globalTypes.intersection(values.keys))
    guard request.setsDefaultOffMarker else { return }
    if let refused, !request.markerHolds(refused: refused) { return }
    markerStored()
  }

  /// The wiki holds the default-off marker: the first-login reset is done for this account.
  mutating func markerStored() {
    hasDefaultOffMarker = true
    defaultOffCheckPending = false
  }
}

// The named changes of the wiki besides a save's (`stored`, above): a child that may change the
// wiki (the save pipeline, the copy) gets it in its context and changes it only by these, and the
// parent, its one owner, takes it back.
extension SettingsFeature.Wiki {
  /// A read of the account answered with `snapshot`. Types in `stillGlobal` stay global even if
  /// the read did not list them (see `SettingsFeature.State.adopt(_:)`).
  mutating func read(_ snapshot: WikiSnapshot, stillGlobal: Set<NotificationType>) {
    values = snapshot.values
    hasDefaultOffMarker = snapshot.hasDefaultOffMarker
    titles = snapshot.titles
    descriptions = snapshot.descriptions
    globalTypes = snapshot.globalTypes.union(globalTypes.intersection(stillGlobal))
    offersGlobalPreferences = snapshot.offersGlobalPreferences
    localExceptions = snapshot.localExceptions
    isFromDevice = false
  }

  /// The device's last known choices, shown until a read confirms or replaces them.
  mutating func restore(_ known: KnownChoices) {
    self = .init()
    values = known.values
    globalTypes = known.globalTypes
    offersGlobalPreferences = known.offersGlobalPreferences
    localExceptions = known.localExceptions
    isFromDevice = true
  }

  /// The values held may no longer be the wiki's: dropped until a read.
  mutating func valuesBecameUnknown() {
    values = nil
    isFromDevice = false
  }

  /// The account or the language changed: nothing read applies.
  mutating func forget() { self = .init() }

  /// Whether the next read decides on the first-login reset.
  mutating func defaultOffCheck(pending: Bool) { defaultOffCheckPending = pending }

  /// These types are set in the global preferences.
  mutating func madeGlobal(_ types: Set<NotificationType>) { globalTypes.formUnion(types) }
}
