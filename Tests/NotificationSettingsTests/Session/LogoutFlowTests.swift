import Testing

@testable import NotificationSettings

/// The logout as a child feature: only the ``Session``, the device record it is handed and the
/// context it is given, with its outputs for the parent, in order.
@Suite("7b. Logout as a child feature")
struct LogoutFlowTests {
  static let mine = DeviceSubscription(deviceToken: Fixture.token, userName: Fixture.user)
  static let quiet = Session.LogoutContext(
    writeInFlight: false, subscriptionRequestInFlight: false, isReading: false, tokenInPlay: nil,
    lastReadFailure: nil, language: "en")

  @Test func askingStartsTheWaitOnceAndSaysWhatComesFirst() {
    var session = Session.loggedIn(userName: Fixture.user)
    #expect(session.logoutAsked() == .account(unread: false))
    #expect(session == .loggingOut(.waiting(userName: Fixture.user)))
    #expect(session.logoutAsked() == nil)
    #expect(session == .loggingOut(.waiting(userName: Fixture.user)))

    var unread = Session.unknown
    #expect(unread.logoutAsked() == .account(unread: true))
    #expect(unread == .loggingOut(.waiting(userName: nil)))

    var temporary = Session.temporaryAccount(userName: "~2026-1", loggingOut: false)
    #expect(temporary.logoutAsked() == .temporaryAccount)
    #expect(temporary == .temporaryAccount(userName: "~2026-1", loggingOut: true))

    var loggedOut = Session.loggedOut
    #expect(loggedOut.logoutAsked() == nil)
    #expect(loggedOut == .loggedOut)
  }

  @Test func aWriteOrASubscriptionRequestInFlightKeepsItWaiting() {
    for busy in [
      Session.LogoutContext(
        writeInFlight: true, subscriptionRequestInFlight: false, isReading: false,
        tokenInPlay: nil, lastReadFailure: nil, language: "en"),
      Session.LogoutContext(
        writeInFlight: false, subscriptionRequestInFlight: true, isReading: false,
        tokenInPlay: Fixture.token, lastReadFailure: nil, language: "en"),
    ] {
      var session = Session.loggingOut(.waiting(userName: Fixture.user))
      var device = DeviceRecord(registered: Self.mine)
      let step = session.continueLogout(busy, device: &device)
      #expect(step.effects.isEmpty)
      #expect(step.outputs.isEmpty)
      #expect(session == .loggingOut(.waiting(userName: Fixture.user)))
      #expect(device == DeviceRecord(registered: Self.mine))
    }
  }

  @Test func theRecordedSubscriptionIsDeletedAfterTheAccountIsLetGo() {
    var session = Session.loggingOut(.waiting(userName: Fixture.user))
    var device = DeviceRecord(registered: Self.mine)
    let step = session.continueLogout(Self.quiet, device: &device)
    #expect(
      step.effects == [.unsubscribe("en", token: Fixture.token, .logout, userName: Fixture.user)])
    #expect(step.outputs == [.letGoOfAccount])
    #expect(session == .loggingOut(.ending(unsubscribing: Self.mine)))
    // The record goes with the delete's answer, not before.
    #expect(device == DeviceRecord(registered: Self.mine))
  }

  @Test func anotherAccountsRecordIsNotDeletedByThisOne() {
    var session = Session.loggingOut(.waiting(userName: Fixture.user))
    let theirs = DeviceSubscription(deviceToken: Fixture.token, userName: "Bob")
    var device = DeviceRecord(registered: theirs)
    let step = session.continueLogout(Self.quiet, device: &device)
    #expect(step.effects == [.logout("en")])
    #expect(step.outputs == [.letGoOfAccount])
    #expect(session == .loggingOut(.ending(unsubscribing: nil)))
    #expect(device == DeviceRecord(registered: theirs))
  }

  @Test func anAccountNoReadNamedWaitsForTheReadThenKeepsItsRecordPending() {
    var session = Session.loggingOut(.waiting(userName: nil))
    var device = DeviceRecord(registered: Self.mine)
    var reading = Self.quiet
    reading.isReading = true
    let waiting = session.continueLogout(reading, device: &device)
    #expect(waiting.effects.isEmpty)
    #expect(waiting.outputs.isEmpty)
    #expect(session == .loggingOut(.waiting(userName: nil)))

    var failed = Self.quiet
    failed.lastReadFailure = .unreachable(detail: "offline")
    let step = session.continueLogout(failed, device: &device)
    #expect(step.effects == [.logout("en")])
    #expect(
      step.outputs == [
        .announce(
          .unsubscribeFailed(userName: Fixture.user, .unreachable(detail: "offline")), .assertive),
        .letGoOfAccount,
      ])
    #expect(session == .loggingOut(.ending(unsubscribing: nil)))
    #expect(device == DeviceRecord(pendingUnsubscribes: [Self.mine]))
  }

  @Test func aFailedDeleteIsSaidAndKeptPendingAndTheLogoutGoesOn() {
    var session = Session.loggingOut(.ending(unsubscribing: Self.mine))
    var device = DeviceRecord(registered: Self.mine)
    let step = session.logoutUnsubscribed(
      token: Fixture.token, .failure(.unreachable(detail: "offline")), language: "en",
      device: &device)
    #expect(step.effects == [.logout("en")])
    #expect(
      step.outputs == [
        .announce(
          .unsubscribeFailed(userName: Fixture.user, .unreachable(detail: "offline")), .assertive)
      ])
    #expect(session == .loggingOut(.ending(unsubscribing: Self.mine)))
    #expect(device == DeviceRecord(pendingUnsubscribes: [Self.mine]))
  }

  @Test func anotherTokensAnswerIsNotTheLogouts() {
    var session = Session.loggingOut(.ending(unsubscribing: Self.mine))
    var device = DeviceRecord(registered: Self.mine)
    let step = session.logoutUnsubscribed(
      token: "other", .success(.deleted), language: "en", device: &device)
    #expect(step.effects.isEmpty)
    #expect(step.outputs.isEmpty)
    #expect(session == .loggingOut(.ending(unsubscribing: Self.mine)))
    #expect(device == DeviceRecord(registered: Self.mine))
  }

  @Test func aTemporaryAccountEndsOnceItsDeletesAnsweredAndForgetsWhatFailed() {
    let temporary = DeviceSubscription(deviceToken: Fixture.token, userName: "~2026-1")
    var session = Session.temporaryAccount(userName: "~2026-1", loggingOut: true)
    var device = DeviceRecord(pendingUnsubscribes: [temporary])
    var deleting = Self.quiet
    deleting.subscriptionRequestInFlight = true
    let waiting = session.continueLogout(deleting, device: &device)
    #expect(waiting.effects.isEmpty)
    #expect(waiting.outputs.isEmpty)
    #expect(session == .temporaryAccount(userName: "~2026-1", loggingOut: true))
    #expect(device == DeviceRecord(pendingUnsubscribes: [temporary]))

    let step = session.continueLogout(Self.quiet, device: &device)
    #expect(step.effects == [.logout("en")])
    #expect(step.outputs == [.letGoOfAccount])
    #expect(session == .loggingOut(.ending(unsubscribing: nil)))
    #expect(device == DeviceRecord())
  }

  @Test func theWikisAnswerEndsOnlyALogoutThatIsEnding() {
    #expect(Session.loggingOut(.ending(unsubscribing: nil)).logoutFinished() == [.ended])
    #expect(Session.loggingOut(.waiting(userName: Fixture.user)).logoutFinished() == [])
    #expect(Session.loggedIn(userName: Fixture.user).logoutFinished() == [])
  }
}
