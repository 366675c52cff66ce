// The session as a child feature, the ``AccountSession``'s one owner: its one
// ``AccountSession/reduce(into:action:context:)`` takes who the reads found and runs the logout. It
// changes only the ``AccountSession`` and what its ``AccountSession/Context`` holds of the
// parent's, sees the rest of the screen through it, and tells its parent what to do through its
// delegate actions, in order. The device record, the wiki (the device's kept choices restored)
// and the announcements are the parent's: the session changes them only by their named
// methods (`DeviceRecord+Changes.swift`), in the context the parent hands it and takes back
// before hearing the delegates.
extension AccountSession {
  typealias Effect = SettingsFeature.Effect

  /// What the parent tells the session, the answers of its requests, and what it tells the
  /// parent.
  public enum Action: Equatable, Sendable {
    /// An account logged in (here, or in the app): who it is stays unknown until a read names it.
    case loggedIn
    /// A read named the account: a logout waiting keeps waiting, now for this account.
    case accountRead(String)
    /// A read named another account than the one shown: nothing of the old one applies, a
    /// logout asked for included.
    case otherAccountRead(String)
    /// A read found this temporary account: a logout asked for goes on, for it.
    case temporaryAccountRead(String)
    /// The session ended (logged out, or found gone).
    case ended
    /// The person asked to log out: the one delegate says how the logout starts, if it does.
    /// An account known only from the device's kept choices is let go first (see
    /// ``keptChoicesLetGo``).
    case asked
    /// The device's kept choices go (the wiki is forgotten): an account shown only from them was
    /// never confirmed by a read (the app may hold another session by now), so the next read
    /// names the account again.
    case keptChoicesLetGo
    /// Let the logout go on if nothing it waits for is unanswered any more.
    case proceed
    /// The answer of the logout's delete of this device's subscription.
    case unsubscribed(token: String, Result<UnsubscribeOutcome, WikiFailure>)
    /// The answer of the logout request; `error` is nil when the wiki ended the session.
    case finished(error: WikiFailure?)
    /// The deadline of the app's logout passed (``SettingsStore/deleteSubscriptionBeforeAppLogout(within:)``):
    /// the store ends logged out now, whatever its requests still do; what it was deleting is
    /// owed to the account's next login here.
    case appLogoutDeadlinePassed
    /// The device kept these choices from an earlier visit: shown at once, as if a read had
    /// named the account, and confirmed by the screen's first read (the store sends this when it
    /// starts).
    case knownChoicesRestored(KnownChoices)
    /// What the session tells the parent.
    case delegate(Delegate)
  }

  /// The session's one entry: applies `action` to the session alone.
  static func reduce(into session: inout AccountSession, action: Action, context: inout Context)
    -> SettingsFeature.ChildResult<Delegate>
  {
    // The helpers change the record by named changes; the parent takes it back first, so that
    // what it does on the delegates sees them.
    var device = context.device
    var step: (effects: [Effect], delegates: [Delegate]) = ([], [])
    switch action {
    case .loggedIn: session = .unknown
    case .accountRead(let userName): session = session.named(userName)
    case .otherAccountRead(let userName): session = .loggedIn(userName: userName)
    case .temporaryAccountRead(let userName):
      session = .temporaryAccount(userName: userName, loggingOut: session.isLoggingOut)
    case .ended: session = .loggedOut
    case .asked:
      session.letGoOfAccountKnownOnlyFromTheDevice(context)
      step.delegates = session.logoutAsked().map { [.started($0)] } ?? []
    case .keptChoicesLetGo: session.letGoOfAccountKnownOnlyFromTheDevice(context)
    case .proceed:
      step = session.continueLogout(context, device: &device, said: &context.announcements)
    case .unsubscribed(let token, let result):
      step = session.logoutUnsubscribed(
        token: token, result, language: context.language, device: &device,
        said: &context.announcements)
    case .finished(let error): step.delegates = session.logoutFinished(error: error)
    case .appLogoutDeadlinePassed:
      step.delegates = session.appLogoutDeadlinePassed(
        device: &device, said: &context.announcements)
    case .knownChoicesRestored(let known):
      // Only at the very start (nothing known yet, the app has not said nobody is logged in)
      // and only for this language's wiki.
      guard session == .unknown, context.wiki.values == nil, known.language == context.language,
        !context.isCopyingSettings
      else { break }
      session = session.named(known.userName)
      context.wiki.restore(known)
    case .delegate: break
    }
    context.device = device
    return .init(effects: step.effects, delegates: step.delegates)
  }

  /// What the session sees of the rest of the screen (the logout waits on it).
  struct Context {
    /// A write of options (the screen's or a language copy's) or of a mute list is unanswered:
    /// its answer is said before the session ends.
    var writeInFlight: Bool
    /// A request about a push subscription is unanswered.
    var subscriptionRequestInFlight: Bool
    /// A read of a wiki is unanswered (right after a login it names the account).
    var isReading: Bool
    /// The token the registration is working with, if any.
    var tokenInPlay: String?
    /// Why the last read failed, if it did.
    var lastReadFailure: WikiFailure?
    /// The wiki the requests go to.
    var language: WikiLanguage
    /// The device record as the parent holds it; the parent takes back what the logout changed.
    var device: DeviceRecord
    /// A language copy is under way (the device's kept choices are not shown meanwhile).
    var isCopyingSettings = false
    /// The wiki as the parent holds it: the device's kept choices are restored into it (and an
    /// account shown only from them is let go with them); the parent takes it back.
    var wiki = SettingsFeature.Wiki()
    /// What the screen says: the parent's, taken back after the child's run.
    var announcements = Announcements()
  }

  /// An account shown only from the device's kept choices is not confirmed by any read: it is
  /// let go, and the next read names the account again.
  private mutating func letGoOfAccountKnownOnlyFromTheDevice(_ context: Context) {
    guard context.wiki.isFromDevice, case .loggedIn = self else { return }
    self = .unknown
  }

  /// What the parent does for the logout, in the order given.
  public enum Delegate: Equatable, Sendable {
    /// Forget the account's state (its reads, choices and registration).
    case letGoOfAccount
    /// The logout ended, with this outcome (ended here only when the wiki did not end it, or
    /// the app's deadline passed first): show the logged-out state.
    case ended(LogoutOutcome)
    /// The logout asked for starts this way.
    case started(LogoutStart)
  }

  /// How the person's request to log out starts.
  public enum LogoutStart: Equatable, Sendable {
    /// A registered (or not yet read) account: its unsent choices are saved first; `unread`
    /// when nothing named the account yet, so a read must name it before the delete.
    case account(unread: Bool)
    /// A temporary account: what the device subscribed for it is deleted first.
    case temporaryAccount
  }

  /// The person asked to log out: the session waits for the account's requests in flight. Nil
  /// when there is nothing to log out of, or a logout is already under way.
  private mutating func logoutAsked() -> LogoutStart? {
    switch self {
    case .loggedOut, .loggingOut, .temporaryAccount(_, loggingOut: true):
      return nil
    case .temporaryAccount(let userName, loggingOut: false):
      self = .temporaryAccount(userName: userName, loggingOut: true)
      return .temporaryAccount
    case .unknown, .loggedIn:
      let unread = self == .unknown
      self = .loggingOut(.waiting(userName: userName))
      return .account(unread: unread)
    }
  }

  /// Starts the logout asked for once no save and no subscription request is unanswered: the
  /// delete must reach the wiki after any create, or the device would stay subscribed. Right
  /// after a login it also waits for the first read to name the account, so that a subscription
  /// recorded for another account is not taken for this one's.
  private mutating func continueLogout(
    _ context: Context, device: inout DeviceRecord, said: inout Announcements
  ) -> (effects: [Effect], delegates: [Delegate]) {
    if case .temporaryAccount(let userName, loggingOut: true) = self {
      guard !context.subscriptionRequestInFlight else { return ([], []) }
      // Whatever is still recorded for it failed to be deleted and was said; after this logout
      // no session of it can exist here again.
      device.forgetSubscriptions(of: userName)
      self = .loggingOut(.ending(unsubscribing: nil))
      return ([.logout(context.language)], [.letGoOfAccount])
    }
    guard case .loggingOut(.waiting(let userName)) = self, !context.writeInFlight,
      !context.subscriptionRequestInFlight, userName != nil || !context.isReading
    else { return ([], []) }
    guard let userName else {
      // The account is unconfirmed (its first read failed): the subscription this device
      // recorded may be another account's, and a "not found" would then prove nothing.
      said.sayEach(
        device.messagesKeepingRecordedSubscriptionsPending(
          context.lastReadFailure ?? .unreachable(detail: "not read")))
      device.keepRecordedSubscriptionsPending(except: nil)
      self = .loggingOut(.ending(unsubscribing: nil))
      return ([.logout(context.language)], [.letGoOfAccount])
    }
    let token =
      context.tokenInPlay
      ?? device.registered.flatMap { $0.userName == userName ? $0.deviceToken : nil }
      ?? device.unconfirmed.flatMap { $0.userName == userName ? $0.deviceToken : nil }
    guard let token else {
      self = .loggingOut(.ending(unsubscribing: nil))
      return ([.logout(context.language)], [.letGoOfAccount])
    }
    self = .loggingOut(
      .ending(unsubscribing: DeviceSubscription(deviceToken: token, userName: userName)))
    let delete = Effect.unsubscribe(context.language, token: token, .logout, userName: userName)
    return ([delete], [.letGoOfAccount])
  }

  /// Whatever the delete answered, the logout proceeds: the person asked to log out, and refusing
  /// (offline, say) would trap them in the account. A failure is said and kept pending,
  /// retried at the account's next login on this device.
  private mutating func logoutUnsubscribed(
    token: String, _ result: Result<UnsubscribeOutcome, WikiFailure>, language: WikiLanguage,
    device: inout DeviceRecord, said: inout Announcements
  ) -> (effects: [Effect], delegates: [Delegate]) {
    guard case .loggingOut(.ending(let subscription?)) = self, subscription.deviceToken == token
    else { return ([], []) }
    // Only this account's record: the same token may be recorded for another account, which
    // still holds it (a delete by this one answers "not found").
    device.forget(subscription)
    if case .failure(let failure) = result {
      device.owe(subscription)
      said.say(.unsubscribeFailed(userName: subscription.userName, failure), .assertive)
    }
    // Another token of this account the wiki may hold (a create whose answer was lost before
    // the token changed) is owed too: the account's next login here deletes it.
    for other in device.subscriptions(of: subscription.userName)
    where other != subscription {
      device.forget(other)
      device.owe(other)
    }
    return ([.logout(language)], [])
  }

  /// The app's logout cannot wait longer: the store ends logged out now. A delete of this
  /// device's subscription still unanswered is owed (said), as after a failed one; its late
  /// answer, like any answer of the account let go, changes nothing. A waiting logout owes what
  /// the device recorded, as a logout whose session is gone does (the parent's, on `ended`).
  private func appLogoutDeadlinePassed(device: inout DeviceRecord, said: inout Announcements)
    -> [Delegate]
  {
    guard isLoggingOut else { return [] }
    let failure = WikiFailure.unreachable(detail: "The wiki did not answer before the logout.")
    if case .loggingOut(.ending(let subscription?)) = self {
      device.forget(subscription)
      device.owe(subscription)
      said.say(.unsubscribeFailed(userName: subscription.userName, failure), .assertive)
    }
    return [.ended(.endedHereOnly(failure))]
  }

  /// The local session ends whatever the wiki answered: the person asked to log out, and the
  /// device was already unsubscribed (or the failure recorded) before this request.
  private func logoutFinished(error: WikiFailure?) -> [Delegate] {
    isEnding ? [.ended(error.map(LogoutOutcome.endedHereOnly) ?? .loggedOut)] : []
  }
}
