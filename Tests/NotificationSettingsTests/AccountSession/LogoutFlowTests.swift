import Testing

@testable import NotificationSettings

/// The session as a child feature (who the reads found, and the logout), driven through its one
/// ``AccountSession/reduce(into:action:context:)``: only the ``AccountSession`` and the context it is given
/// (the device record among it), with its effects, its delegates for the parent and what it says,
/// in order, and the device record as it left it.
@Suite("7b. The session and its logout as a child feature")
struct LogoutFlowTests {
  typealias Step = ChildStep<AccountSession.Delegate>
  static let mine = DeviceSubscription(deviceToken: Fixture.token, userName: Fixture.user)
  static let quiet = AccountSession.Context(
    writeInFlight: false, subscriptionRequestInFlight: false, isReading: false, tokenInPlay: nil,
    lastReadFailure: nil, language: "en", device: DeviceRecord())

  /// Sends the logout `action` with `context` and `device`, and takes back the record as the
  /// logout changed it, as the parent does.
  static func reduce(
    _ session: inout AccountSession, _ action: AccountSession.Action,
    _ context: AccountSession.Context = quiet,
    device: inout DeviceRecord
  ) -> Step {
    var context = context
    context.device = device
    let result = AccountSession.reduce(into: &session, action: action, context: &context)
    let step = Step(result, said: context.announcements)
    device = context.device
    return step
  }

  /// Sends the logout `action` with no device record.
  static func reduce(_ session: inout AccountSession, _ action: AccountSession.Action) -> Step {
    var device = DeviceRecord()
    return reduce(&session, action, device: &device)
  }

  /// Every session, and what each read or login makes of it: the session is the child's alone,
  /// and these answers change nothing else.
  @Test func theSessionTakesWhatTheReadsFound() {
    let sessions: [AccountSession] = [
      .unknown, .loggedOut, .loggedIn(userName: Fixture.user),
      .loggingOut(.waiting(userName: nil)), .loggingOut(.waiting(userName: Fixture.user)),
      .loggingOut(.ending(unsubscribing: nil)),
      .temporaryAccount(userName: "~1", loggingOut: false),
      .temporaryAccount(userName: "~1", loggingOut: true),
    ]
    for before in sessions {
      let waiting = before.isWaitingToLogOut
      let expected: [(AccountSession.Action, AccountSession)] = [
        (.loggedIn, .unknown),
        (
          .accountRead("Bob"),
          waiting ? .loggingOut(.waiting(userName: "Bob")) : .loggedIn(userName: "Bob")
        ),
        (.otherAccountRead("Bob"), .loggedIn(userName: "Bob")),
        (
          .temporaryAccountRead("~2"),
          .temporaryAccount(userName: "~2", loggingOut: before.isLoggingOut)
        ),
        (.ended, .loggedOut),
      ]
      for (action, after) in expected {
        var session = before
        #expect(Self.reduce(&session, action) == Step(), "\(action) from \(before)")
        #expect(session == after, "\(action) from \(before)")
      }
    }
  }

  @Test func askingStartsTheWaitOnceAndSaysWhatComesFirst() {
    var session = AccountSession.loggedIn(userName: Fixture.user)
    #expect(Self.reduce(&session, .asked) == Step(delegates: [.started(.account(unread: false))]))
    #expect(session == .loggingOut(.waiting(userName: Fixture.user)))
    #expect(Self.reduce(&session, .asked) == Step())
    #expect(session == .loggingOut(.waiting(userName: Fixture.user)))

    var unread = AccountSession.unknown
    #expect(Self.reduce(&unread, .asked) == Step(delegates: [.started(.account(unread: true))]))
    #expect(unread == .loggingOut(.waiting(userName: nil)))

    var temporary = AccountSession.temporaryAccount(userName: "~2026-1", loggingOut: false)
    #expect(Self.reduce(&temporary, .asked) == Step(delegates: [.started(.temporaryAccount)]))
    #expect(temporary == .temporaryAccount(userName: "~2026-1", loggingOut: true))

    var loggedOut = AccountSession.loggedOut
    #expect(Self.reduce(&loggedOut, .asked) == Step())
    #expect(loggedOut == .loggedOut)
  }

  @Test func aWriteOrASubscriptionRequestInFlightKeepsItWaiting() {
    for busy in [
      AccountSession.Context(
        writeInFlight: true, subscriptionRequestInFlight: false, isReading: false,
        tokenInPlay: nil, lastReadFailure: nil, language: "en", device: DeviceRecord()),
      AccountSession.Context(
        writeInFlight: false, subscriptionRequestInFlight: true, isReading: false,
        tokenInPlay: Fixture.token, lastReadFailure: nil, language: "en", device: DeviceRecord()),
    ] {
      var session = AccountSession.loggingOut(.waiting(userName: Fixture.user))
      var device = DeviceRecord(registered: Self.mine)
      let step = Self.reduce(&session, .proceed, busy, device: &device)
      #expect(step == Step())
      #expect(session == .loggingOut(.waiting(userName: Fixture.user)))
      #expect(device == DeviceRecord(registered: Self.mine))
    }
  }

  @Test func theRecordedSubscriptionIsDeletedAfterTheAccountIsLetGo() {
    var session = AccountSession.loggingOut(.waiting(userName: Fixture.user))
    var device = DeviceRecord(registered: Self.mine)
    let step = Self.reduce(&session, .proceed, Self.quiet, device: &device)
    #expect(
      step.effects == [.unsubscribe("en", token: Fixture.token, .logout, userName: Fixture.user)])
    #expect(step.delegates == [.letGoOfAccount])
    #expect(session == .loggingOut(.ending(unsubscribing: Self.mine)))
    // The record goes with the delete's answer, not before.
    #expect(device == DeviceRecord(registered: Self.mine))
  }

  @Test func anotherAccountsRecordIsNotDeletedByThisOne() {
    var session = AccountSession.loggingOut(.waiting(userName: Fixture.user))
    let theirs = DeviceSubscription(deviceToken: Fixture.token, userName: "Bob")
    var device = DeviceRecord(registered: theirs)
    let step = Self.reduce(&session, .proceed, Self.quiet, device: &device)
    #expect(step.effects == [.logout("en")])
    #expect(step.delegates == [.letGoOfAccount])
    #expect(session == .loggingOut(.ending(unsubscribing: nil)))
    #expect(device == DeviceRecord(registered: theirs))
  }

  @Test func anAccountNoReadNamedWaitsForTheReadThenKeepsItsRecordPending() {
    var session = AccountSession.loggingOut(.waiting(userName: nil))
    var device = DeviceRecord(registered: Self.mine)
    var reading = Self.quiet
    reading.isReading = true
    let waiting = Self.reduce(&session, .proceed, reading, device: &device)
    #expect(waiting == Step())
    #expect(session == .loggingOut(.waiting(userName: nil)))

    var failed = Self.quiet
    failed.lastReadFailure = .unreachable(detail: "offline")
    let step = Self.reduce(&session, .proceed, failed, device: &device)
    #expect(
      step
        == Step(
          effects: [.logout("en")], delegates: [.letGoOfAccount],
          said: [
            Spoken(
              .unsubscribeFailed(userName: Fixture.user, .unreachable(detail: "offline")),
              .assertive)
          ]))
    #expect(session == .loggingOut(.ending(unsubscribing: nil)))
    #expect(device == DeviceRecord(pendingUnsubscribes: [Self.mine]))
  }

  @Test func aFailedDeleteIsSaidAndKeptPendingAndTheLogoutGoesOn() {
    var session = AccountSession.loggingOut(.ending(unsubscribing: Self.mine))
    var device = DeviceRecord(registered: Self.mine)
    let step = Self.reduce(
      &session, .unsubscribed(token: Fixture.token, .failure(.unreachable(detail: "offline"))),
      device: &device)
    #expect(
      step
        == Step(
          effects: [.logout("en")],
          said: [
            Spoken(
              .unsubscribeFailed(userName: Fixture.user, .unreachable(detail: "offline")),
              .assertive)
          ]))
    #expect(session == .loggingOut(.ending(unsubscribing: Self.mine)))
    #expect(device == DeviceRecord(pendingUnsubscribes: [Self.mine]))
  }

  /// A create whose answer was lost, then a new token (the old one may be held by the wiki):
  /// the logout deletes the registered token and owes the other to the account's next login
  /// (found by the randomized model, seed 10306946193125218923).
  @Test func anotherTokenTheWikiMayHoldForTheAccountIsOwed() {
    let lost = DeviceSubscription(deviceToken: "t0", userName: Fixture.user)
    var session = AccountSession.loggingOut(.ending(unsubscribing: Self.mine))
    var device = DeviceRecord(registered: Self.mine, unconfirmed: lost)
    let step = Self.reduce(
      &session, .unsubscribed(token: Fixture.token, .success(.deleted)), device: &device)
    #expect(step.effects == [.logout("en")])
    #expect(
      step.delegates == [])
    #expect(device == DeviceRecord(pendingUnsubscribes: [lost]))
  }

  @Test func anotherTokensAnswerIsNotTheLogouts() {
    var session = AccountSession.loggingOut(.ending(unsubscribing: Self.mine))
    var device = DeviceRecord(registered: Self.mine)
    let step = Self.reduce(
      &session, .unsubscribed(token: "other", .success(.deleted)), device: &device)
    #expect(step == Step())
    #expect(session == .loggingOut(.ending(unsubscribing: Self.mine)))
    #expect(device == DeviceRecord(registered: Self.mine))
  }

  @Test func aTemporaryAccountEndsOnceItsDeletesAnsweredAndForgetsWhatFailed() {
    let temporary = DeviceSubscription(deviceToken: Fixture.token, userName: "~2026-1")
    var session = AccountSession.temporaryAccount(userName: "~2026-1", loggingOut: true)
    var device = DeviceRecord(pendingUnsubscribes: [temporary])
    var deleting = Self.quiet
    deleting.subscriptionRequestInFlight = true
    let waiting = Self.reduce(&session, .proceed, deleting, device: &device)
    #expect(waiting == Step())
    #expect(session == .temporaryAccount(userName: "~2026-1", loggingOut: true))
    #expect(device == DeviceRecord(pendingUnsubscribes: [temporary]))

    let step = Self.reduce(&session, .proceed, Self.quiet, device: &device)
    #expect(
      step
        == Step(
          effects: [.logout("en")],
          delegates: [.letGoOfAccount]))
    #expect(session == .loggingOut(.ending(unsubscribing: nil)))
    #expect(device == DeviceRecord())
  }

  @Test func theWikisAnswerEndsOnlyALogoutThatIsEnding() {
    var ending = AccountSession.loggingOut(.ending(unsubscribing: nil))
    #expect(Self.reduce(&ending, .finished(error: nil)) == Step(delegates: [.ended(.loggedOut)]))
    // A failed logout ends the session here all the same, and says why the wiki may keep it.
    let failure = WikiFailure.unreachable(detail: "offline")
    var unconfirmed = AccountSession.loggingOut(.ending(unsubscribing: nil))
    #expect(
      Self.reduce(&unconfirmed, .finished(error: failure))
        == Step(delegates: [.ended(.endedHereOnly(failure))]))
    var waiting = AccountSession.loggingOut(.waiting(userName: Fixture.user))
    #expect(Self.reduce(&waiting, .finished(error: nil)) == Step())
    var loggedIn = AccountSession.loggedIn(userName: Fixture.user)
    #expect(Self.reduce(&loggedIn, .finished(error: failure)) == Step())
  }
}
