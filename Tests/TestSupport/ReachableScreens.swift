import Foundation
import NotificationSettings

/// Every reachable screen of the feature, each built by sending events through the reducer from
/// a fresh state: the states the accessibility walk (NotificationSettingsTests) and the renderer
/// parity test (WikiNotificationsCLITests) both go through.
public enum ReachableScreens {
  /// Each screen's name and state, in a fixed order.
  public static var all: [(String, SettingsFeature.State)] {
    var screens: [(String, SettingsFeature.State)] = []
    func add(_ name: String, _ steps: Steps) { screens.append((name, steps.state)) }

    var t = Steps(initial())
    add("before appearing", t)
    t.send(.appeared)
    add("loading", t)
    var failed = t
    failed.send(.preferencesLoaded(.failure(.unreachable(detail: "offline"))))
    add("load failed", failed)
    var loggedOut = t
    loggedOut.send(.preferencesLoaded(.failure(.notLoggedIn)))
    add("logged out", loggedOut)
    var temporary = t
    temporary.send(.permissionChecked(.denied))
    temporary.send(.preferencesLoaded(.success(temporarySnapshot)))
    add("temporary account", temporary)
    // An older version of the app subscribed this device for the temporary account; deleting
    // it failed.
    var temporaryDelete = Steps(
      initial(
        device: DeviceRecord(
          registered: DeviceSubscription(deviceToken: token, userName: temporaryUser))))
    temporaryDelete.send(.appeared)
    temporaryDelete.send(.preferencesLoaded(.success(temporarySnapshot)))
    temporaryDelete.send(
      .unsubscribeFinished(
        token: token, .temporaryAccount, .failure(.unreachable(detail: "offline"))))
    add("temporary account: delete failed", temporaryDelete)
    var temporaryLogout = temporary
    temporaryLogout.send(.logoutTapped)
    add("temporary account logging out", temporaryLogout)

    // A returning editor: the device's last known choices, shown while the read checks them.
    let kept = KnownChoices(userName: user, language: "en", values: values(on: [.mention]))
    var checking = Steps(initial())
    checking.send(.knownChoicesRestored(kept))
    checking.send(.appeared)
    checking.send(.permissionChecked(.authorized))
    add("checking kept choices", checking)
    var checkingTapped = checking
    checkingTapped.send(.toggleTapped(.mention))
    add("checking kept choices, one tapped", checkingTapped)
    var keptReadFailed = checking
    keptReadFailed.send(.preferencesLoaded(.failure(.unreachable(detail: "offline"))))
    add("kept choices, read failed", keptReadFailed)
    var moved = checking
    moved.send(.preferencesLoaded(.success(snapshot(values(on: [.mention, .editThank])))))
    add("kept choices moved by the read", moved)

    add("loaded", loaded())
    add(
      "some types not offered",
      loaded(values(on: [.mention], offered: [.mention, .loginFail])))
    add("permission denied", loaded(permission: .denied))
    var asking = loaded(permission: .notDetermined, registered: false)
    asking.send(.toggleTapped(.editThank))
    add("asking permission", asking)
    var deniedNow = asking
    deniedNow.send(.permissionAnswered(granted: false))
    add("permission just denied", deniedNow)

    var saving = loaded()
    saving.send(.toggleTapped(.editThank))  // save 1
    add("saving", saving)
    var waiting = saving
    waiting.send(.toggleTapped(.mention))  // collected until save 1 answers and the window ends
    add("toggle waiting for the save in flight", waiting)
    var reverted = saving
    reverted.send(.saveFinished(error: .apiError(code: "readonly", info: "")))
    add("save failed and reverted", reverted)
    var superseded = saving
    superseded.send(.toggleTapped(.editThank))
    superseded.send(.saveFinished(error: .unreachable(detail: "offline")))
    add("save failed, changed since", superseded)
    var unknown = saving
    unknown.send(.saveFinished(error: .outcomeUnknown(detail: "reset")))
    add("save outcome unknown", unknown)
    var saved = saving
    saved.send(.saveFinished(error: nil))
    add("saved", saved)

    var login = Steps(initial())
    login.send(.appeared)
    login.send(.loggedIn)
    let allOn = Dictionary(uniqueKeysWithValues: NotificationType.allCases.map { ($0, true) })
    login.send(.preferencesLoaded(.success(snapshot(allOn, marker: false))))
    add("default-off saving", login)
    login.send(.saveFinished(error: .throttled(retryAfterSeconds: nil)))
    add("default-off failed", login)

    for (name, failure) in [
      ("device token", RegistrationFailure.deviceToken(detail: "no entitlement")),
      ("subscription", .subscription(.permissionDenied)),
      ("other account", .tokenHeldByAnotherAccount),
    ] {
      // Pushes can arrive and the account wants some: the device asks for its token.
      var registration = loaded(registered: false)
      switch failure {
      case .deviceToken(let detail):
        registration.send(.deviceTokenFailed(DeviceTokenFailure(detail: detail)))
      case .subscription(let wikiFailure):
        registration.send(.deviceTokenReceived(token))
        registration.send(.subscribeFinished(token: token, userName: user, .failure(wikiFailure)))
      case .tokenHeldByAnotherAccount:
        registration.send(.deviceTokenReceived(token))
        registration.send(.subscribeFinished(token: token, userName: user, .success(.tokenExists)))
        registration.send(.unsubscribeFinished(token: token, .reclaim, .success(.notFound)))
      }
      add("registration failed: \(name)", registration)
    }

    var logout = loaded()
    logout.send(.logoutTapped)
    add("logging out", logout)
    logout.send(.unsubscribeFinished(token: token, .logout, .failure(.unreachable(detail: ""))))
    logout.send(.logoutFinished(error: nil))
    add("logged out after a failed unsubscribe", logout)

    // Logging out waits for the save in flight: the switches stay, dimmed, saying why.
    var logoutAfterSave = loaded()
    logoutAfterSave.send(.toggleTapped(.editThank))
    logoutAfterSave.send(.saveWindowElapsed)
    logoutAfterSave.send(.logoutTapped)
    add("logging out after a save", logoutAfterSave)

    var migrating = loaded()
    migrating.send(.primaryLanguageChanged(from: "en", to: "de"))
    add("migration reading", migrating)
    let allOff = Dictionary(uniqueKeysWithValues: NotificationType.allCases.map { ($0, false) })
    migrating.send(.copyPreferencesLoaded(.success(snapshot(allOff))))
    add("migration writing", migrating)

    // Where the wiki offers global preferences: every choice global, one a local exception.
    let everyWiki = Set(NotificationType.allCases).subtracting([.loginFail])
    var global = Steps(initial(device: DeviceRecord()))
    global.send(.appeared)
    global.send(.permissionChecked(.authorized))
    global.send(
      .preferencesLoaded(
        .success(
          WikiSnapshot(
            userName: user, values: values(on: [.mention, .loginFail]), hasDefaultOffMarker: false,
            globalTypes: everyWiki, offersGlobalPreferences: true, localExceptions: [.loginFail]))))
    add("global preferences with a local exception", global)
    global.send(.toggleTapped(.editThank))
    add("global save", global)
    global.send(.saveFinished(error: .apiError(code: "notglobalized", info: "")))
    add("global save refused", global)

    // Echo's mute lists: the accounts' global (as the choices are), the pages' this wiki's own.
    var muted = Steps(initial())
    muted.send(.appeared)
    muted.send(.permissionChecked(.authorized))
    muted.send(
      .preferencesLoaded(
        .success(
          WikiSnapshot(
            userName: user, values: values(on: [.mention]), hasDefaultOffMarker: true,
            offersGlobalPreferences: true,
            muted: MutedLists(
              users: MutedList(
                kind: .users, entries: [MutedEntry(id: 7, name: "Bob")], isGlobal: true),
              pages: MutedList(kind: .pages))))))
    add("muted lists", muted)
    var muting = muted
    muting.send(.muteRequested(.users, names: ["Carol"]))
    add("muting", muting)
    var muteRefused = muting
    muteRefused.send(.muteFinished(.success(.refused([.noSuchUser("Carol")]))))
    add("mute refused", muteRefused)
    var unmuteFailed = muted
    unmuteFailed.send(.unmuteRequested(.users, ids: [7]))
    unmuteFailed.send(.muteFinished(.failure(.apiError(code: "readonly", info: ""))))
    add("unmute failed", unmuteFailed)

    var learnMore = loaded()
    learnMore.send(.learnMoreTapped)
    add("learn more", learnMore)
    return screens
  }

  /// The named screen's state.
  public static func state(_ name: String) -> SettingsFeature.State? {
    all.first { $0.0 == name }?.1
  }

  // The same starting points as NotificationSettingsTests' `Fixture`, which this target cannot
  // see: a 500 ms save window, a 2 s deadline, the account Alice and the device token a1b2c3.

  static let user = "Alice"
  static let token = "a1b2c3"
  /// A temporary account, as MediaWiki names one.
  static let temporaryUser = "~2026-1"
  /// What a temporary account reads: Echo's defaults.
  static let temporarySnapshot = WikiSnapshot(
    userName: temporaryUser, values: values(on: Set(NotificationType.allCases)),
    hasDefaultOffMarker: false, isTemporaryAccount: true)

  /// A state and the events sent to it (their effects are not run).
  struct Steps {
    var state: SettingsFeature.State
    init(_ state: SettingsFeature.State) { self.state = state }
    mutating func send(_ event: SettingsFeature.Action) { state.send(event) }
  }

  static func initial(device: DeviceRecord = .init()) -> SettingsFeature.State {
    SettingsFeature.State(
      configuration: SettingsConfiguration(
        pushTopic: "org.wikimedia.wikipedia", saveWindow: .milliseconds(500)),
      language: "en", device: device)
  }

  static func values(
    on: Set<NotificationType> = [], offered: [NotificationType] = NotificationType.allCases
  ) -> [NotificationType: Bool] {
    Dictionary(uniqueKeysWithValues: offered.map { ($0, on.contains($0)) })
  }

  static func snapshot(_ values: [NotificationType: Bool], marker: Bool = true) -> WikiSnapshot {
    WikiSnapshot(userName: user, values: values, hasDefaultOffMarker: marker)
  }

  /// A screen that appeared and shows the wiki's values, with the permission given. Where
  /// pushes can arrive, the registration starts (the device asks for its token); a device that
  /// kept its subscription for the account (`registered`) then gets the token, and the wiki
  /// confirms it holds the subscription.
  static func loaded(
    _ values: [NotificationType: Bool] = values(on: [.mention]),
    permission: PermissionStatus = .authorized,
    registered: Bool = true
  ) -> Steps {
    let device =
      registered
      ? DeviceRecord(registered: DeviceSubscription(deviceToken: token, userName: user))
      : DeviceRecord()
    var steps = Steps(initial(device: device))
    steps.send(.appeared)
    steps.send(.permissionChecked(permission))
    steps.send(.preferencesLoaded(.success(snapshot(values))))
    if registered, steps.state.subscriptions.registration == .fetchingToken {
      steps.send(.deviceTokenReceived(token))
      steps.send(.subscribeFinished(token: token, userName: user, .success(.tokenExists)))
    }
    return steps
  }
}
