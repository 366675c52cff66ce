import Testing

@testable import NotificationSettings

@Suite("7. Logout: unsubscribe first, never swallow a failure")
struct LogoutTests {
  static let mine = DeviceSubscription(deviceToken: Fixture.token, userName: Fixture.user)

  @Test func theDeviceIsUnsubscribedBeforeTheSessionEnds() {
    var t = Fixture.loaded()
    t.send(
      .logoutTapped,
      effects: [.unsubscribe("en", token: Fixture.token, .logout, userName: Fixture.user)]
    ) {
      $0.expectAccountLetGo()
      $0.session = .loggingOut(.ending(unsubscribing: Self.mine))
    }
    #expect(ScreenModel(state: t.state, strings: .english).isLoading)
    t.send(
      .unsubscribeFinished(token: Fixture.token, .logout, .success(.deleted)),
      effects: [.logout("en")]
    ) {
      $0.device = DeviceRecord()
    }
    t.send(.logoutFinished(error: nil)) {
      $0.session = .loggedOut
      $0.lastLogout = .loggedOut
    }
  }

  /// A delete sent beside an unanswered create can reach the wiki first, and the create would
  /// then leave the logged-out device subscribed.
  @Test func aLogoutWaitsForTheCreateInFlightThenDeletesIt() {
    var t = Fixture.loaded(registration: .subscribing(token: Fixture.token, afterReclaim: false))
    t.send(.logoutTapped) { $0.session = .loggingOut(.waiting(userName: Fixture.user)) }
    #expect(ScreenModel(state: t.state, strings: .english).isLoading)
    let record = DeviceRecord(registered: Self.mine)
    t.send(
      .subscribeFinished(token: Fixture.token, userName: Fixture.user, .success(.created)),
      effects: [
        .unsubscribe("en", token: Fixture.token, .logout, userName: Fixture.user)
      ]
    ) {
      $0.device = record
      $0.subscriptions.registration = .registered(token: Fixture.token)
      $0.expectAccountLetGo()
      $0.session = .loggingOut(.ending(unsubscribing: Self.mine))
    }
  }

  /// A create whose answer was lost may have landed: the device remembers it, and the logout
  /// deletes it.
  @Test func aCreateWithAnUnknownOutcomeIsDeletedAtLogout() {
    var t = Fixture.loaded(
      registration: .subscribing(token: Fixture.token, afterReclaim: false), device: DeviceRecord())
    let failure = WikiFailure.outcomeUnknown(detail: "timed out")
    let record = DeviceRecord(unconfirmed: Self.mine)
    t.send(
      .subscribeFinished(token: Fixture.token, userName: Fixture.user, .failure(failure))
    ) {
      $0.device = record
      $0.subscriptions.registration = .failed(.subscription(failure))
      $0.announcements.queued = [
        Announcement(
          id: 1, message: .registrationFailed(.subscription(failure)), politeness: .assertive)
      ]
    }
    t.prepare(.announcementDelivered(id: 1))
    t.send(
      .logoutTapped,
      effects: [.unsubscribe("en", token: Fixture.token, .logout, userName: Fixture.user)]
    ) {
      $0.expectAccountLetGo()
      $0.session = .loggingOut(.ending(unsubscribing: Self.mine))
    }
    t.send(
      .unsubscribeFinished(token: Fixture.token, .logout, .success(.deleted)),
      effects: [.logout("en")]
    ) {
      $0.device = DeviceRecord()
    }
  }

  /// Another account's subscription recorded on this device (its session ended without a
  /// logout) is kept as a pending delete when this account subscribes, not overwritten.
  @Test func anotherAccountsSubscriptionIsKeptPendingWhenThisOneSubscribes() {
    let theirs = DeviceSubscription(deviceToken: "0ld70k3n", userName: "Other")
    var t = Fixture.loaded(
      registration: .subscribing(token: Fixture.token, afterReclaim: false),
      device: DeviceRecord(registered: theirs))
    let record = DeviceRecord(registered: Self.mine, pendingUnsubscribes: [theirs])
    t.send(
      .subscribeFinished(token: Fixture.token, userName: Fixture.user, .success(.created))
    ) {
      $0.device = record
      $0.subscriptions.registration = .registered(token: Fixture.token)
    }
  }

  /// After a relaunch the app may log out without ever showing this screen. The
  /// account is read first, so that the delete can name it; nothing else is started meanwhile.
  @Test func aLogoutRightAfterARelaunchReadsTheAccountThenDeletes() {
    let record = DeviceRecord(registered: Self.mine)
    var t = FeatureTester(Fixture.initial(device: record))
    t.send(.logoutTapped, effects: [.load("en")]) {
      $0.session = .loggingOut(.waiting(userName: nil))
      $0.loading.inFlight = .init()
    }
    t.send(
      .preferencesLoaded(.success(Fixture.snapshot(Fixture.values(on: [.mention])))),
      effects: [.unsubscribe("en", token: Fixture.token, .logout, userName: Fixture.user)]
    ) {
      $0.loading.inFlight = nil
      $0.session = .loggingOut(.ending(unsubscribing: Self.mine))
    }
  }

  /// Logging out when no read could name the account (it failed): the subscription recorded
  /// here may be another account's, so it is kept pending for that account instead of a delete
  /// whose "not found" would prove nothing, and the person hears that it was not deleted.
  @Test func aLogoutBeforeTheAccountIsKnownKeepsTheRecordPending() {
    let record = DeviceRecord(registered: Self.mine)
    var t = FeatureTester(Fixture.initial(device: record))
    t.prepare(.appeared)
    t.prepare(.permissionChecked(.authorized))
    let failure = WikiFailure.unreachable(detail: "offline")
    t.prepare(.preferencesLoaded(.failure(failure)))
    #expect(t.state.session == .unknown)
    // An old failure does not stop the logout from trying to read the account again.
    t.send(.logoutTapped, effects: [.load("en")]) {
      $0.session = .loggingOut(.waiting(userName: nil))
      $0.loading.inFlight = .init()
    }
    let pending = DeviceRecord(pendingUnsubscribes: [Self.mine])
    t.send(
      .preferencesLoaded(.failure(failure)), effects: [.logout("en")]
    ) {
      $0.device = pending
      $0.announcements.queued += [
        Announcement(id: 2, message: .loadFailed(failure), politeness: .polite),
        Announcement(
          id: 3, message: .unsubscribeFailed(userName: Fixture.user, failure),
          politeness: .assertive),
      ]
      $0.expectAccountLetGo()
      $0.session = .loggingOut(.ending(unsubscribing: nil))
    }
  }

  /// A logout whose read finds the session already ended can delete nothing; the
  /// recorded subscription is kept for the account's next login and the person hears it.
  @Test func aLogoutThatFindsTheSessionEndedKeepsTheRecordPendingAndSaysSo() {
    let record = DeviceRecord(registered: Self.mine)
    var t = FeatureTester(Fixture.initial(device: record))
    t.prepare(.logoutTapped)  // read
    let pending = DeviceRecord(pendingUnsubscribes: [Self.mine])
    t.send(.preferencesLoaded(.failure(.notLoggedIn))) {
      $0.device = pending
      $0.announcements.queued = [
        Announcement(
          id: 1, message: .unsubscribeFailed(userName: Fixture.user, .notLoggedIn),
          politeness: .assertive)
      ]
      $0.expectAccountLetGo()
      $0.session = .loggedOut
      // Kept, so that a tool can log in and log out again.
      $0.lastLogout = .sessionAlreadyEnded
    }
  }

  /// A read that finds another account logged in behind the app's back resets the account
  /// state, but not the logout the person asked for: that logout still ends.
  @Test func aLogoutAskedForSurvivesAnAccountSwitchBehindTheAppsBack() {
    var t = Fixture.loaded(registration: .idle, device: DeviceRecord())
    t.prepare(.toggleTapped(.editThank))  // save 1
    t.prepare(.appBecameActive)  // read
    t.prepare(.logoutTapped)  // waits for save 1
    #expect(t.state.session == .loggingOut(.waiting(userName: Fixture.user)))
    let effects = t.prepare(
      .preferencesLoaded(
        .success(Fixture.snapshot(Fixture.values(on: [.mention]), user: "Bob"))))
    // The switch let go of save 1 and its window with the old account (neither answer is
    // delivered), then the logout.
    #expect(effects == [.cancel(.write), .cancel(.saveWindow), .logout("en")])
    #expect(t.state.session == .loggingOut(.ending(unsubscribing: nil)))
  }

  @Test func aFailedUnsubscribeIsAnnouncedKeptPendingAndTheLogoutProceeds() {
    var t = Fixture.loaded()
    t.prepare(.logoutTapped)
    let failure = WikiFailure.unreachable(detail: "offline")
    let pending = DeviceRecord(pendingUnsubscribes: [Self.mine])
    t.send(
      .unsubscribeFinished(token: Fixture.token, .logout, .failure(failure)),
      effects: [.logout("en")]
    ) {
      $0.device = pending
      $0.announcements.queued = [
        Announcement(
          id: 1, message: .unsubscribeFailed(userName: Fixture.user, failure),
          politeness: .assertive)
      ]
    }
    // Even if ending the session fails, the local session ends: the person asked for it. How it
    // ended is kept, for a tool to say the wiki may hold the session until it expires.
    t.send(.logoutFinished(error: .unreachable(detail: "offline"))) {
      $0.session = .loggedOut
      $0.lastLogout = .endedHereOnly(.unreachable(detail: "offline"))
    }
  }

  @Test func thePendingUnsubscribeIsRetriedAtTheNextLoginOfThatAccount() {
    let pending = DeviceRecord(pendingUnsubscribes: [Self.mine])
    var t = FeatureTester(Fixture.initial(device: pending))
    t.prepare(.appeared)
    t.prepare(.permissionChecked(.authorized))
    t.prepare(.loggedIn)  // read
    t.send(
      .preferencesLoaded(.success(Fixture.snapshot(Fixture.values(on: [.mention])))),
      effects: [.unsubscribe("en", token: Fixture.token, .pendingRetry, userName: Fixture.user)]
    ) {
      $0.loading.inFlight = nil
      $0.session = .loggedIn(userName: Fixture.user)
      $0.wiki.values = Fixture.values(on: [.mention])
      $0.wiki.hasDefaultOffMarker = true
      $0.wiki.defaultOffCheckPending = false
      $0.subscriptions.retryingUnsubscribe = Fixture.token
    }
    // Registration waits for the retry, then proceeds.
    t.send(
      .unsubscribeFinished(token: Fixture.token, .pendingRetry, .success(.deleted)),
      effects: [.registerForDeviceToken]
    ) {
      $0.subscriptions.retryingUnsubscribe = nil
      $0.device = DeviceRecord()
      $0.subscriptions.registration = .fetchingToken
    }
  }

  // A pending delete retried after the token was subscribed again would remove the new
  // subscription.
  @Test func subscribingTheTokenAgainDropsItsPendingDelete() {
    let pending = DeviceRecord(pendingUnsubscribes: [Self.mine])
    var t = FeatureTester(Fixture.initial(device: pending))
    t.prepare(.appeared)
    t.prepare(.permissionChecked(.authorized))
    t.prepare(.loggedIn)  // read
    t.prepare(.preferencesLoaded(.success(Fixture.snapshot(Fixture.values(on: [.mention])))))
    t.prepare(
      .unsubscribeFinished(
        token: Fixture.token, .pendingRetry, .failure(.throttled(retryAfterSeconds: 1))))
    t.prepare(.deviceTokenReceived(Fixture.token))
    #expect(
      t.state.subscriptions.registration == .subscribing(token: Fixture.token, afterReclaim: false))
    let subscribed = DeviceRecord(registered: Self.mine)
    t.send(
      .subscribeFinished(token: Fixture.token, userName: Fixture.user, .success(.created))
    ) {
      $0.subscriptions.registration = .registered(token: Fixture.token)
      $0.device = subscribed
    }
    // The next read retries nothing: deleting the token now would unsubscribe the device.
    t.prepare(.appBecameActive)  // read
    t.send(
      .preferencesLoaded(.success(Fixture.snapshot(Fixture.values(on: [.mention]))))
    ) {
      $0.loading.inFlight = nil
    }
  }

  @Test func anotherAccountDoesNotRetryItAndAFailedRetryStaysPending() {
    let other = DeviceSubscription(deviceToken: "0ther", userName: "Bob")
    let pending = DeviceRecord(pendingUnsubscribes: [other, Self.mine])
    var t = FeatureTester(Fixture.initial(device: pending))
    t.prepare(.appeared)
    t.prepare(.permissionChecked(.denied))
    t.prepare(.loggedIn)
    let effects = t.prepare(
      .preferencesLoaded(.success(Fixture.snapshot(Fixture.values(on: [.mention])))))
    #expect(
      effects == [.unsubscribe("en", token: Fixture.token, .pendingRetry, userName: Fixture.user)])
    t.send(
      .unsubscribeFinished(
        token: Fixture.token, .pendingRetry, .failure(.throttled(retryAfterSeconds: 1)))
    ) {
      $0.subscriptions.retryingUnsubscribe = nil
    }
    #expect(t.state.device == pending)
  }

  @Test func choicesNotYetSentAreSavedBeforeTheLogout() {
    var t = Fixture.loaded()
    t.prepare(.toggleTapped(.editThank))  // save 1
    t.prepare(.saveFinished(error: nil))  // announcement 1
    t.prepare(.toggleTapped(.reverted))  // collected until the window ends
    // The logout does not wait for the window: the choice goes out at once.
    t.send(
      .logoutTapped,
      effects: [
        .save("en", Fixture.write([.reverted: true])),
        .startSaveWindow(Fixture.saveWindow),
      ]
    ) {
      $0.saving.unsent = [:]
      $0.saving.isWindowOpen = true
      $0.saving.inFlight = SaveRequest(
        kind: .toggles, values: [.reverted: true], setsDefaultOffMarker: false)
      $0.session = .loggingOut(.waiting(userName: Fixture.user))
    }
    #expect(
      ScreenModel(state: t.state, strings: .english).sections.allSatisfy { section in
        section.rows.allSatisfy { !$0.isEnabled }
      })
    t.send(.toggleTapped(.mention))
    t.send(.logoutTapped)
    // Nothing was collected while the logout waits: the window's end sends nothing.
    t.send(.saveWindowElapsed) { $0.saving.isWindowOpen = false }
    t.send(
      .saveFinished(error: nil),
      effects: [.unsubscribe("en", token: Fixture.token, .logout, userName: Fixture.user)]
    ) {
      $0.announcements.queued.append(Announcement(id: 2, message: .saved, politeness: .polite))
      $0.expectAccountLetGo()
      $0.session = .loggingOut(.ending(unsubscribing: Self.mine))
    }
  }

  @Test func withoutASubscriptionTheSessionEndsAtOnce() {
    var t = Fixture.loaded(registration: .idle, device: DeviceRecord())
    t.send(.logoutTapped, effects: [.logout("en")]) {
      $0.expectAccountLetGo()
      $0.session = .loggingOut(.ending(unsubscribing: nil))
    }
    t.send(.logoutTapped)
    t.send(.toggleTapped(.mention))
  }
}
