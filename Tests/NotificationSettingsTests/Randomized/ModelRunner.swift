@testable import NotificationSettings

/// Plays the runner's role for the pure reducer: keeps the effects pending, lets the sequence
/// decide which one the wiki (a ``ReferenceWiki``) or the device answers next, and checks the
/// invariants after every event and at every settle.
///
/// One job per file: this one holds the runner's state; `+Actions` plays a sequence's actions,
/// `+Answers` answers pending work, `+Send` sends an event through the reducer, `+Violation`
/// records a broken invariant, `+StepChecks`, `+FailureChecks` and `+SettledChecks` check the
/// invariants, and `+Modes` what each ``ModelMode`` adds. (So the state is internal, not
/// private: Swift keeps `private` to one file.)
final class ModelRunner {
  typealias Event = SettingsFeature.Action
  typealias Effect = SettingsFeature.Effect

  /// An effect waiting for its answer; a wiki request first arrives (the wiki applies it and the
  /// answer is fixed), then the answer is delivered, so answers can overtake each other.
  struct Pending {
    var effect: Effect
    var answer: Event?
    /// For a read: how many changes the state could not know about had happened when the wiki
    /// served it.
    var divergence = 0
    /// The session whose cookie the request carries (see ``ModelRunner/sessionEpoch``).
    var epoch = 0
    /// A read or a write the state let go of (``SettingsFeature/Effect/cancel(_:)``, or a newer
    /// one of its key): it still reaches the wiki, but the store drops its answer.
    var isAbandoned = false
    /// For a save: the step at which it was sent (a tap after it is a change made since).
    var sentAt = 0
    /// For a save: the types it carried along (not the person's choices).
    var carried: Set<NotificationType> = []
  }

  /// The person's last choice for a type, until the wiki holds it or they were told otherwise.
  struct Intent {
    var value: Bool
    var step: Int
    var user: String
    var language: WikiLanguage
    var resolved = false
  }

  /// The kind of wiki and session (``ModelMode``).
  let mode: ModelMode
  var state: SettingsFeature.State
  var wiki: ReferenceWiki
  var permission: PermissionStatus
  var token = "t0"
  var tokenCount = 0
  /// Temporary accounts made during the run (the world's may be `~2026-1`).
  var temporaryCount = 0
  /// Temporary accounts for which a failed delete of their subscription was announced.
  var temporaryRemovalFailureAnnounced: Set<String> = []
  var pending: [Pending] = []
  /// The store asked the app to log in again (``SettingsFeature/Effect/reauthenticate``), and
  /// the app has not answered yet.
  var reloginAsked = false
  /// Whether the save window's timer runs (the store runs one, cancelled with the window).
  var windowTimer = false
  var step = 0
  var intents: [NotificationType: Intent] = [:]
  var lastTap: [NotificationType: Int] = [:]
  /// The step at which the save whose answer is being delivered was sent.
  var deliveredSaveSentAt = 0
  /// Types changed on the web that no adopted read has shown yet: a tap on one is a choice made
  /// against a value the wiki no longer holds, so it is not tracked as an intent.
  var webEditedUnread: Set<NotificationType> = []
  /// Types written by an abandoned save that landed, until a read served after it is adopted.
  var landedUnseen: Set<NotificationType> = []
  /// Whether such a save stored the default-off marker, until a read served after it is adopted.
  var markerLandedUnseen = false
  /// Whether such a save made types global, until a read served after it is adopted.
  var globalLandedUnseen = false
  /// Whether a mute list changed where the state cannot know (the web, a write let go of or of
  /// unknown outcome), until a read served after it is adopted.
  var muteLandedUnseen = false
  /// Changes of the wiki the state cannot know about until it reads (an unknown save outcome, a
  /// change on the web), counted; and how many of them the last adopted read had seen.
  var divergence = 0
  var divergenceRead = 0
  var deliveredDivergence = 0
  var serverMayDiffer: Bool { divergenceRead < divergence }
  /// Subscriptions of this device's tokens the wiki took during the run (the world may start with
  /// one the device knows nothing about), and the account of the last logout that completed.
  var subscribedInRun: Set<DeviceSubscription> = []
  var loggedOutAccount: String?
  var lastLogin: String?
  /// Whether a read named the account since its login, when its logout completed: a logout of an
  /// account no read confirmed may only keep the subscription as a pending delete.
  var accountConfirmed = false
  var loggedOutConfirmed = false
  /// Accounts for which a failed delete was announced (a pending delete is then accepted).
  var unsubscribeFailureAnnounced: Set<String> = []
  /// Deletes owed before the run began (announced at that earlier logout).
  var initiallyPending: Set<DeviceSubscription> = []
  /// Counts the wiki's sessions: a request carries the cookie of the session it was sent in, so
  /// one that arrives after that session ended (a logout, an expiry, a new login) is anonymous.
  var sessionEpoch = 0
  var violation: Violation?
  /// What happened, for the report of a failing sequence (nil: not recorded, for speed).
  var trace: [String]?
  var settles = 0

  init(world: ModelWorld, tracing: Bool = false) {
    mode = world.mode
    let configuration = SettingsConfiguration(
      pushTopic: "org.wikimedia.wikipedia",
      turnsTypesOffAtFirstLogin: world.turnsTypesOffAtFirstLogin,
      usesAppSession: world.mode == .appSession)
    state = SettingsFeature.State(
      configuration: configuration, language: world.language, device: world.device)
    wiki = world.wiki
    permission = world.permission
    trace = tracing ? [] : nil
    // The session the run starts in is a login too (its logout is checked like any other), and
    // the subscriptions the device recorded before the run are its own as well.
    lastLogin = world.wiki.session
    initiallyPending = Set(world.device.pendingUnsubscribes)
    let recorded =
      [world.device.registered, world.device.unconfirmed].compactMap { $0 }
      + world.device.pendingUnsubscribes
    subscribedInRun = Set(
      recorded.filter { world.wiki.subscriptions[$0.deviceToken] == $0.userName })
    // The store's start: the device's kept choices, shown before anything is read.
    if let kept = world.kept {
      let effects = SettingsFeature.reduce(into: &state, .knownChoicesRestored(kept))
      expect(effects.isEmpty, "showing kept choices sends nothing", "\(effects)")
    }
  }

  /// Runs a whole case; stops at the first violation.
  static func run(_ modelCase: ModelCase, actions: [ModelAction]? = nil, tracing: Bool = false)
    -> ModelRunner
  {
    let runner = ModelRunner(world: modelCase.world, tracing: tracing)
    for action in actions ?? modelCase.actions {
      runner.perform(action)
      if runner.violation != nil { break }
    }
    return runner
  }
}
