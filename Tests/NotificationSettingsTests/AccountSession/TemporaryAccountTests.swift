import Testing

@testable import NotificationSettings

/// A temporary account (MediaWiki's `$wgAutoCreateTempUser`: an edit without an account logs the
/// editor in to `~2026-1`). MediaWiki refuses to save its preferences, yet Echo would subscribe
/// its device: the screen explains, offers to log in or create an account, and writes and
/// subscribes nothing. Every step checks the whole state and the effects.
@Suite("2b. Temporary account: explain, offer an account, write and subscribe nothing")
struct TemporaryAccountTests {
  static let temporary = "~2026-1"
  /// What a temporary account reads: Echo's defaults (push on for most types), no marker.
  static func temporarySnapshot(_ name: String = temporary) -> WikiSnapshot {
    WikiSnapshot(
      userName: name, values: Fixture.allOn, hasDefaultOffMarker: false, isTemporaryAccount: true)
  }
  static let own = DeviceSubscription(deviceToken: Fixture.token, userName: temporary)
  static let alices = DeviceSubscription(deviceToken: Fixture.token, userName: Fixture.user)

  /// The screen's first read: the temporary account's state, said politely (nothing was shown
  /// before); then nothing that needs an account follows, whatever the person does.
  @Test func theFirstReadShowsTheTemporaryAccountAndNothingIsWrittenOrSubscribed() {
    var t = FeatureTester(Fixture.initial())
    t.send(.appeared, effects: [.checkPermission, .load("en")]) {
      $0.presentation.isOnScreen = true
      $0.loading.inFlight = .init()
    }
    // Notifications allowed: a logged-in account would register the device now.
    t.send(.permissionChecked(.authorized)) { $0.presentation.permission = .authorized }
    t.send(.preferencesLoaded(.success(Self.temporarySnapshot()))) {
      $0.loading.inFlight = nil
      $0.session = .temporaryAccount(userName: Self.temporary, loggingOut: false)
      $0.announcements.queued = [
        Announcement(id: 1, message: .temporaryAccount, politeness: .polite)
      ]
    }
    // No toggle, no retry of a reset, no registration: the state does not change.
    for type in [NotificationType.mention, .editThank] { t.send(.toggleTapped(type)) }
    t.send(.defaultsRetryTapped)
    t.send(.registrationRetryTapped)
    t.send(.permissionChecked(.authorized))
    t.send(.deviceTokenReceived(Fixture.token))
    t.send(.logInTapped, effects: [.open(.logIn)])
    t.send(.createAccountTapped, effects: [.open(.createAccount)])
    #expect(!ExploreFeedCardTests.showsCard(t.state))

    let screen = ScreenModel(state: t.state, strings: .english)
    #expect(screen.sections.isEmpty && screen.userName == nil && !screen.isLoading)
    #expect(screen.banners.map(\.id) == ["notification.banner.temporary-account"])
    let banner = screen.banners[0]
    #expect(banner.subject == .temporaryAccount && banner.kind == .info)
    #expect(
      banner.message
        == "You're editing with a temporary account. Choosing which push notifications you get "
        + "on this device needs a registered Wikipedia account: log in, or create an account.")
    #expect(
      banner.actions.map(\.id) == [
        "notification.action.log-in", "notification.action.create-account",
      ])
    #expect(banner.actions.map(\.event) == [.logInTapped, .createAccountTapped])
    #expect(banner.actions.map(\.label) == ["Log in", "Create account"])
    #expect(
      screen.announcements.map(\.text) == [
        "You're using a temporary account. Log in or create an account to choose notifications."
      ])
    let german = ScreenModel(state: t.state, strings: .german)
    #expect(german.banners[0].actions.map(\.label) == ["Anmelden", "Benutzerkonto erstellen"])
    #expect(
      german.banners[0].message.hasPrefix("Du bearbeitest mit einem temporären Benutzerkonto."))
  }

  /// Right after the app's login the first-login reset is due; the read finds a temporary
  /// account (the session the app had): no reset is written, the check is dropped.
  @Test func theFirstLoginResetIsNeverWrittenForATemporaryAccount() {
    var t = FeatureTester(Fixture.initial())
    t.prepare(.appeared)
    t.prepare(.permissionChecked(.authorized))
    t.prepare(.preferencesLoaded(.failure(.notLoggedIn)))
    t.send(.loggedIn, effects: [.checkPermission, .load("en")]) {
      $0.session = .unknown
      $0.wiki.defaultOffCheckPending = true
      $0.loading.inFlight = .init()
    }
    t.send(.preferencesLoaded(.success(Self.temporarySnapshot()))) {
      $0.loading.inFlight = nil
      $0.wiki.defaultOffCheckPending = false
      $0.session = .temporaryAccount(userName: Self.temporary, loggingOut: false)
      $0.announcements.queued = [
        Announcement(id: 1, message: .temporaryAccount, politeness: .polite)
      ]
    }
  }

  /// An older version of the app subscribed the device for the temporary account: the read
  /// deletes it, with the temporary session (which may: it is its own), asserting that account.
  @Test func whatTheDeviceSubscribedForTheTemporaryAccountIsDeleted() {
    var t = FeatureTester(Fixture.initial(device: DeviceRecord(registered: Self.own)))
    t.prepare(.appeared)
    t.send(
      .preferencesLoaded(.success(Self.temporarySnapshot())),
      effects: [
        .unsubscribe(
          "en", token: Fixture.token, .temporaryAccount, userName: Self.temporary)
      ]
    ) {
      $0.loading.inFlight = nil
      $0.session = .temporaryAccount(userName: Self.temporary, loggingOut: false)
      $0.subscriptions.retryingUnsubscribe = Fixture.token
      $0.announcements.queued = [
        Announcement(id: 1, message: .temporaryAccount, politeness: .polite)
      ]
    }
    t.send(
      .unsubscribeFinished(token: Fixture.token, .temporaryAccount, .success(.deleted))
    ) {
      $0.subscriptions.retryingUnsubscribe = nil
      $0.device = DeviceRecord()
    }
  }

  /// Several records of it (a create whose answer was lost, a delete owed): one at a time.
  @Test func everyRecordOfTheTemporaryAccountIsDeletedOneAtATime() {
    let unconfirmed = DeviceSubscription(deviceToken: "u2", userName: Self.temporary)
    let owed = DeviceSubscription(deviceToken: "p3", userName: Self.temporary)
    let record = DeviceRecord(
      registered: Self.own, pendingUnsubscribes: [owed], unconfirmed: unconfirmed)
    var t = FeatureTester(Fixture.initial(device: record))
    t.prepare(.appeared)
    #expect(
      t.prepare(.preferencesLoaded(.success(Self.temporarySnapshot())))
        == [.unsubscribe("en", token: Fixture.token, .temporaryAccount, userName: Self.temporary)])
    #expect(
      t.prepare(.unsubscribeFinished(token: Fixture.token, .temporaryAccount, .success(.deleted)))
        == [
          .unsubscribe("en", token: "u2", .temporaryAccount, userName: Self.temporary)
        ])
    // "Not found": nothing of it is left on the wiki either.
    #expect(
      t.prepare(.unsubscribeFinished(token: "u2", .temporaryAccount, .success(.notFound)))
        == [
          .unsubscribe("en", token: "p3", .temporaryAccount, userName: Self.temporary)
        ])
    #expect(
      t.prepare(.unsubscribeFinished(token: "p3", .temporaryAccount, .success(.deleted)))
        == [])
    #expect(t.state.subscriptions.retryingUnsubscribe == nil)
  }

  /// A delete that fails is said, kept, and tried again at the next read of the account.
  @Test func aFailedDeleteIsAnnouncedKeptAndRetriedAtTheNextRead() {
    var t = FeatureTester(Fixture.initial(device: DeviceRecord(registered: Self.own)))
    t.prepare(.appeared)
    t.prepare(.preferencesLoaded(.success(Self.temporarySnapshot())))
    let failure = WikiFailure.unreachable(detail: "offline")
    t.send(.unsubscribeFinished(token: Fixture.token, .temporaryAccount, .failure(failure))) {
      $0.subscriptions.retryingUnsubscribe = nil
      $0.announcements.queued.append(
        Announcement(
          id: 2, message: .temporaryAccountUnsubscribeFailed(userName: Self.temporary, failure),
          politeness: .assertive))
    }
    #expect(
      ScreenModel(state: t.state, strings: .english).announcements.last?.text
        == "Couldn't stop this device's notifications for the temporary account ~2026-1, so some "
        + "may still arrive. Wikipedia couldn't be reached. Check your connection.")
    // Back in the foreground: read again; the same account is not announced again.
    t.send(.appBecameActive, effects: [.checkPermission, .load("en")]) {
      $0.loading.inFlight = .init()
    }
    t.send(
      .preferencesLoaded(.success(Self.temporarySnapshot())),
      effects: [
        .unsubscribe("en", token: Fixture.token, .temporaryAccount, userName: Self.temporary)
      ]
    ) {
      $0.loading.inFlight = nil
      $0.subscriptions.retryingUnsubscribe = Fixture.token
    }
  }

  /// The temporary session ended before its delete: no session of that account can exist on
  /// the device again (it has no password), so what it holds is forgotten.
  @Test func aDeleteThatFindsTheTemporarySessionEndedForgetsTheRecord() {
    var t = FeatureTester(Fixture.initial(device: DeviceRecord(registered: Self.own)))
    t.prepare(.appeared)
    t.prepare(.preferencesLoaded(.success(Self.temporarySnapshot())))
    t.send(
      .unsubscribeFinished(token: Fixture.token, .temporaryAccount, .failure(.notLoggedIn))
    ) {
      $0.subscriptions.retryingUnsubscribe = nil
      $0.device = DeviceRecord()
      $0.session = .loggedOut
      $0.announcements.queued.append(
        Announcement(id: 2, message: .loggedOut, politeness: .assertive))
    }
  }

  /// A subscription the device made for ANOTHER account (whose session ended without a logout)
  /// is left as recorded: Echo deletes only the session's own, so only that account's next
  /// login here can settle it. The account's toggles vanish: said at once.
  @Test func anotherAccountsSubscriptionIsLeftForItsNextLogin() {
    var t = Fixture.loaded()
    #expect(t.state.device == DeviceRecord(registered: Self.alices))
    t.prepare(.appBecameActive)
    t.send(.preferencesLoaded(.success(Self.temporarySnapshot()))) {
      $0.expectAccountLetGo()
      $0.session = .temporaryAccount(userName: Self.temporary, loggingOut: false)
      $0.announcements.queued = [
        Announcement(id: 1, message: .temporaryAccount, politeness: .assertive)
      ]
    }
    #expect(t.state.device == DeviceRecord(registered: Self.alices))
    // A permission denied is no longer the screen's concern: no choices are saved.
    t.send(.permissionChecked(.denied)) { $0.presentation.permission = .denied }
    #expect(
      ScreenModel(state: t.state, strings: .english).banners.map(\.subject) == [.temporaryAccount])
    // The app logs Alice in again: everything of the temporary account goes, as after any login.
    t.send(.loggedIn, effects: [.checkPermission, .load("en")]) {
      $0.session = .unknown
      $0.wiki.defaultOffCheckPending = true
      $0.loading.inFlight = .init()
    }
  }

  /// A temporary account whose session ended: the logged-out state, said (the screen changes).
  @Test func theTemporarySessionEndingShowsLoggedOut() {
    var t = FeatureTester(Fixture.initial())
    t.prepare(.appeared)
    t.prepare(.preferencesLoaded(.success(Self.temporarySnapshot())))
    t.prepare(.appBecameActive)
    t.send(.preferencesLoaded(.success(Fixture.snapshot([:], user: nil)))) {
      $0.loading.inFlight = nil
      $0.session = .loggedOut
      $0.announcements.queued.append(
        Announcement(id: 2, message: .loggedOut, politeness: .assertive))
    }
  }

  /// Logging out of a temporary account waits for the delete of its subscription in flight,
  /// then ends the session.
  @Test func aLogoutOfTheTemporaryAccountWaitsForItsDeleteThenEndsTheSession() {
    var t = FeatureTester(Fixture.initial(device: DeviceRecord(registered: Self.own)))
    t.prepare(.appeared)
    t.prepare(.preferencesLoaded(.success(Self.temporarySnapshot())))
    t.send(.logoutTapped) {
      $0.session = .temporaryAccount(userName: Self.temporary, loggingOut: true)
    }
    #expect(ScreenModel(state: t.state, strings: .english).isLoading)
    t.send(.logoutTapped)
    t.send(
      .unsubscribeFinished(token: Fixture.token, .temporaryAccount, .success(.deleted)),
      effects: [.logout("en")]
    ) {
      $0.subscriptions.retryingUnsubscribe = nil
      $0.device = DeviceRecord()
      $0.session = .loggingOut(.ending(unsubscribing: nil))
    }
    t.send(.logoutFinished(error: nil)) {
      $0.session = .loggedOut
      $0.lastLogout = .loggedOut
    }
  }

  /// Nothing recorded for it: the session ends at once. A failed delete on the way out is said
  /// and forgotten: after the logout, nothing on this device could delete it.
  @Test func aLogoutOfTheTemporaryAccountEndsAtOnceOrForgetsAFailedDelete() {
    var quick = FeatureTester(Fixture.initial())
    quick.prepare(.appeared)
    quick.prepare(.preferencesLoaded(.success(Self.temporarySnapshot())))
    quick.send(.logoutTapped, effects: [.logout("en")]) {
      $0.session = .loggingOut(.ending(unsubscribing: nil))
    }

    var t = FeatureTester(Fixture.initial(device: DeviceRecord(registered: Self.own)))
    t.prepare(.appeared)
    t.prepare(.preferencesLoaded(.success(Self.temporarySnapshot())))
    t.prepare(.logoutTapped)
    let failure = WikiFailure.throttled(retryAfterSeconds: nil)
    t.send(
      .unsubscribeFinished(token: Fixture.token, .temporaryAccount, .failure(failure)),
      effects: [.logout("en")]
    ) {
      $0.subscriptions.retryingUnsubscribe = nil
      $0.device = DeviceRecord()
      $0.session = .loggingOut(.ending(unsubscribing: nil))
      $0.announcements.queued.append(
        Announcement(
          id: 2, message: .temporaryAccountUnsubscribeFailed(userName: Self.temporary, failure),
          politeness: .assertive))
    }
  }

  /// The app logs out right after a relaunch (nothing read yet); the read finds a temporary
  /// account: its own record is deleted, another account's is kept for that account's next
  /// login and said, then the session ends.
  @Test func aLogoutBeforeAnyReadThatFindsATemporaryAccount() {
    let record = DeviceRecord(registered: Self.alices, unconfirmed: Self.own)
    var t = FeatureTester(Fixture.initial(device: record))
    t.send(.logoutTapped, effects: [.load("en")]) {
      $0.session = .loggingOut(.waiting(userName: nil))
      $0.loading.inFlight = .init()
    }
    let kept = DeviceRecord(pendingUnsubscribes: [Self.alices], unconfirmed: Self.own)
    t.send(
      .preferencesLoaded(.success(Self.temporarySnapshot())),
      effects: [
        .unsubscribe("en", token: Fixture.token, .temporaryAccount, userName: Self.temporary)
      ]
    ) {
      $0.loading.inFlight = nil
      $0.device = kept
      $0.session = .temporaryAccount(userName: Self.temporary, loggingOut: true)
      $0.subscriptions.retryingUnsubscribe = Fixture.token
      $0.announcements.queued = [
        Announcement(
          id: 1, message: .unsubscribeFailed(userName: Fixture.user, .notLoggedIn),
          politeness: .assertive),
        Announcement(id: 2, message: .temporaryAccount, politeness: .polite),
      ]
    }
    let done = DeviceRecord(pendingUnsubscribes: [Self.alices])
    t.send(
      .unsubscribeFinished(token: Fixture.token, .temporaryAccount, .success(.deleted)),
      effects: [.logout("en")]
    ) {
      $0.subscriptions.retryingUnsubscribe = nil
      $0.device = done
      $0.session = .loggingOut(.ending(unsubscribing: nil))
    }
  }

  /// A language change copies nothing (a temporary account has no choices); the new wiki's
  /// read says what the session is there.
  @Test func aLanguageChangeReadsTheNewWiki() {
    var t = FeatureTester(Fixture.initial())
    t.prepare(.appeared)
    t.prepare(.preferencesLoaded(.success(Self.temporarySnapshot())))
    t.send(.primaryLanguageChanged(from: "en", to: "de"), effects: [.load("de")]) {
      $0.language = "de"
      $0.loading.inFlight = .init()
    }
    t.send(.preferencesLoaded(.success(Self.temporarySnapshot()))) {
      $0.loading.inFlight = nil
    }
    #expect(t.state.migration == Migration() && t.state.writeInFlight == nil)
  }

  /// A language change while logged in whose old wiki's read finds a temporary account: no
  /// copy is written; the new wiki is read as it is.
  @Test func aLanguageCopyFromATemporaryAccountWritesNothing() {
    var t = FeatureTester(Fixture.initial())
    t.prepare(.appeared)
    t.prepare(.permissionChecked(.authorized))
    t.prepare(.preferencesLoaded(.success(Fixture.snapshot(Fixture.allOn))))
    t.prepare(.primaryLanguageChanged(from: "de", to: "fr"))
    #expect(t.state.migration == Migration(step: .loadingSource(from: "de")))
    t.send(.copyPreferencesLoaded(.success(Self.temporarySnapshot())), effects: [.load("fr")]) {
      $0.migration.step = nil
      $0.loading.inFlight = .init()
    }
    t.send(.preferencesLoaded(.success(Self.temporarySnapshot()))) {
      $0.loading.inFlight = nil
      $0.expectAccountLetGo()
      $0.session = .temporaryAccount(userName: Self.temporary, loggingOut: false)
      // Alice's account was shown: said at once.
      $0.announcements.queued = [
        Announcement(id: 1, message: .temporaryAccount, politeness: .assertive)
      ]
    }
  }
}
