import MediaWikiAPI  // the push requests' outcomes (SubscribeOutcome) are the API client's own

// The registration as a child feature: its one ``Subscriptions/reduce(into:action:context:)``
// changes only ``Subscriptions``, sees what it reads of the screen through a
// ``Subscriptions/Context``, and tells its parent what to do through its delegate actions. The
// device record, the push topic (a typed token's) and the announcements are the parent's: the
// child changes them only in the context the parent hands it (the record by its named changes,
// `DeviceRecord+Changes.swift`), which the parent takes back before hearing the delegates.
extension Subscriptions {
  typealias Effect = SettingsFeature.Effect

  /// What the parent asks of the subscriptions.
  public enum Action: Equatable, Sendable {
    /// Start registering the device if pushes could arrive and the account wants some.
    case registerIfUseful
    /// The person asked to try a failed registration again.
    case retryTapped
    /// The person typed a device token (and perhaps a topic) to subscribe for the account: a
    /// device other than this one, so this device's record is left out and a fresh one is used,
    /// and earlier announcements are not this request's to repeat.
    case tokenEntered(String, topic: String?)
    /// The operating system's answer to the request for the device's token.
    case deviceToken(Result<String, DeviceTokenFailure>)
    /// A delete's answer, for the flow that sent it (`purpose`): one of the registration's (the
    /// logout's is the session's).
    case unsubscribeFinished(
      token: String, SettingsFeature.UnsubscribePurpose, Result<UnsubscribeOutcome, WikiFailure>)
    /// The create's answer.
    case subscribeFinished(token: String, userName: String, Result<SubscribeOutcome, WikiFailure>)
    /// Retry the next delete that failed at an earlier logout of this account.
    case retryPendingUnsubscribe
    /// Delete the next of what this device subscribed for the temporary account the context
    /// names.
    case removeTemporaryAccountSubscriptions
    /// Forget the account's registration and retry (see `Subscriptions.reset(userName:device:)`).
    case reset
    /// The session whose subscriptions the device recorded is gone without a logout that
    /// deleted them (the app's session became another account's or nobody's, a logout asked
    /// for found it already ended, or a read found a temporary account while a logout waited):
    /// Echo lets only the holder's session delete a subscription, so each is owed, deleted at
    /// that account's next login on this device, and said. `except` is the account the session
    /// now holds, whose own subscriptions stay.
    case oweRecordedSubscriptions(except: String?)
    /// An earlier version of the app subscribed this device for the account: taken as this
    /// registration's own (a logout deletes it; a registration with the same token sends no
    /// create). A record that already holds a subscription, or owes this one, is the store's own
    /// knowledge and wins.
    case adopted(DeviceSubscription)
    /// What the subscriptions tell the parent.
    case delegate(Delegate)
  }

  /// The subscriptions' one entry: applies `action` to them alone, and to the device record in
  /// `context` by its named changes (the parent takes it back before hearing the delegates, so
  /// that its next steps see them).
  static func reduce(into child: inout Subscriptions, action: Action, context: inout Context)
    -> SettingsFeature.ChildResult<Delegate>
  {
    var device = context.device
    let registrationBefore = child.registration
    var effects: [Effect] = []
    var delegates: [Delegate] = []
    func take(_ step: (effects: [Effect], delegate: Delegate?)) {
      effects = step.effects
      delegates = step.delegate.map { [$0] } ?? []
    }
    switch action {
    case .unsubscribeFinished(let token, let purpose, let result):
      // Each delete's answer goes to the flow that sent it.
      switch purpose {
      case .logout:
        // The logout's delete is the session's: its answer is the session's action
        // (``SettingsFeature/Action/unsubscribeFinished(token:_:_:)``), never this one.
        break
      case .pendingRetry:
        // Registration waited for the retried delete: the parent's rule after every event
        // starts it, if it may, with the record as the delete left it.
        if let step = child.pendingUnsubscribeRetried(
          token: token, result, context, device: &device)
        {
          take(step)
        }
      case .replaceOldToken:
        take(child.oldTokenUnsubscribed(token: token, result, context, device: &device))
      case .temporaryAccount:
        if let userName = context.temporaryAccountName {
          take(
            child.temporaryAccountUnsubscribed(
              token: token, result, userName: userName, loggingOut: context.isLoggingOut,
              language: context.language, device: &device, said: &context.announcements))
        }
      case .reclaim:
        take(child.reclaimFinished(token: token, result, context, device: &device))
      }
    case .registerIfUseful: effects = child.registerIfUseful(context)
    case .retryTapped: effects = child.retryTapped(context)
    case .tokenEntered(let token, let topic):
      // Registered as if the operating system had just given it, for a device whose record
      // starts empty (this device's own subscription is not touched), under the topic typed.
      device = DeviceRecord()
      context.announcements.clear()
      if let topic { context.pushTopic = topic }
      take(child.tokenEntered(token, context, device: device))
    case .deviceToken(.success(let token)):
      take(child.deviceTokenReceived(token, context, device: device))
    case .deviceToken(.failure(let failure)):
      child.deviceTokenFailed(failure)
    case .subscribeFinished(let token, let userName, let result):
      take(
        child.subscribeFinished(
          token: token, for: userName, result, context, device: &device))
    case .retryPendingUnsubscribe:
      effects = child.retryPendingUnsubscribe(context, device: device)
    case .removeTemporaryAccountSubscriptions:
      guard let userName = context.temporaryAccountName else { break }
      effects = child.removeTemporaryAccountSubscriptions(
        of: userName, language: context.language, device: device)
    case .reset: child.reset(userName: context.userName, device: &device)
    case .adopted(let subscription):
      if device.registered == nil, device.unconfirmed == nil,
        !device.pendingUnsubscribes.contains(subscription)
      {
        device.recordRegistered(subscription)
      }
    case .delegate: break
    case .oweRecordedSubscriptions(let account):
      let said = device.messagesKeepingRecordedSubscriptionsPending(
        .notLoggedIn, except: account)
      context.announcements.sayEach(said)
      device.keepRecordedSubscriptionsPending(except: account)
    }
    // A registration that fails is said, whichever step failed it (each starts from a request
    // in flight, so a failure is always news).
    if case .failed(let reason) = child.registration, child.registration != registrationBefore {
      context.announcements.say(.registrationFailed(reason), .assertive)
    }
    context.device = device
    return .init(effects: effects, delegates: delegates)
  }

  /// What the registration sees of the rest of the screen.
  struct Context: Equatable {
    /// The account holding the session, if a read named one.
    var userName: String?
    /// The temporary account holding the session, if a read found one.
    var temporaryAccountName: String?
    /// Whether a logout the person asked for is under way.
    var isLoggingOut: Bool
    /// The wiki the requests go to.
    var language: WikiLanguage
    /// The topic a new subscription names (a typed token's topic replaces it: the parent takes
    /// it back).
    var pushTopic: String
    /// A language copy is under way (it reads and writes another wiki): no registration starts.
    var isCopyingSettings = false
    /// Pushes can arrive (the permission allows them) and the account turned a type on.
    var pushesAreWanted = false
    /// The device record as the parent holds it; the parent takes back what the child changed.
    var device = DeviceRecord()
    /// What the screen says: the parent's, taken back after the child's run.
    var announcements = Announcements()
  }

  /// What the parent does after the registration's step.
  public enum Delegate: Equatable, Sendable {
    /// The wiki found the session gone.
    case sessionEnded
  }

  /// Starts registering the device when pushes could arrive and the account wants some; at most
  /// once per account (a failure waits for the person's retry). Nothing else may be under way
  /// for the account's subscriptions: no attempt yet, no language copy, no logout, no pending
  /// delete being retried.
  private mutating func registerIfUseful(_ context: Context) -> [Effect] {
    guard registration == .idle, retryingUnsubscribe == nil, context.userName != nil,
      !context.isCopyingSettings, !context.isLoggingOut, context.pushesAreWanted
    else { return [] }
    registration = .fetchingToken
    return [.registerForDeviceToken]
  }

  /// The person asked to try a failed registration again.
  private mutating func retryTapped(_ context: Context) -> [Effect] {
    guard case .failed = registration else { return [] }
    registration = .idle
    return registerIfUseful(context)
  }

  /// A person typed a token: registered as if the operating system had just given it.
  private mutating func tokenEntered(_ token: String, _ context: Context, device: DeviceRecord)
    -> (effects: [Effect], delegate: Delegate?)
  {
    registration = .fetchingToken
    return deviceTokenReceived(token, context, device: device)
  }

  /// The operating system's token arrived while it was asked for.
  private mutating func deviceTokenReceived(
    _ token: String, _ context: Context, device: DeviceRecord
  ) -> (effects: [Effect], delegate: Delegate?) {
    guard registration == .fetchingToken, let userName = context.userName else { return ([], nil) }
    if device.registered == DeviceSubscription(deviceToken: token, userName: userName) {
      // The wiki holds this token for the account already (this device created or adopted it,
      // and no logout deleted it): a create would only answer `token-exists`, at every launch.
      registration = .registered(token: token)
      return ([], nil)
    }
    if let record = device.registered ?? device.unconfirmed, record.userName == userName,
      record.deviceToken != token
    {
      // The operating system rotated the token: the old subscription (or the one whose create
      // may have landed) goes first.
      registration = .replacingOldToken(old: record.deviceToken, new: token)
      let delete = Effect.unsubscribe(
        context.language, token: record.deviceToken, .replaceOldToken, userName: userName)
      return ([delete], nil)
    }
    return (subscribe(token, afterReclaim: false, context), nil)
  }

  /// The operating system gave no token.
  private mutating func deviceTokenFailed(_ failure: DeviceTokenFailure) {
    guard registration == .fetchingToken else { return }
    failed(.deviceToken(detail: failure.detail))
  }

  /// Sends the create of `token`'s subscription for the account.
  private mutating func subscribe(_ token: String, afterReclaim: Bool, _ context: Context)
    -> [Effect]
  {
    // Every caller holds an account's session; without one nothing is subscribed.
    guard let userName = context.userName else {
      registration = .idle
      return []
    }
    registration = .subscribing(token: token, afterReclaim: afterReclaim)
    let subscription = PushSubscription(deviceToken: token, topic: context.pushTopic)
    // Named, so that the wiki refuses it for any other session: the session may have become
    // another account's, or a temporary account's, since the last read.
    return [.subscribe(context.language, subscription, userName: userName)]
  }

  /// The create's answer.
  private mutating func subscribeFinished(
    token: String, for answered: String, _ result: Result<SubscribeOutcome, WikiFailure>,
    _ context: Context, device: inout DeviceRecord
  ) -> (effects: [Effect], delegate: Delegate?) {
    // Another account's answer (sent before the session changed, for the same token) is not
    // this registration's: that account's record was kept when its state was dropped.
    guard case .subscribing(let expected, let afterReclaim) = registration, expected == token,
      let userName = context.userName, answered == userName
    else { return ([], nil) }
    let mine = DeviceSubscription(deviceToken: token, userName: userName)
    switch result {
    case .success(.created):
      registration = .registered(token: token)
      // A delete of this token left pending by an earlier
      // logout would now remove the subscription just made.
      device.recordRegistered(mine)
      return ([], nil)
    case .success(.tokenExists) where device.registered == mine:
      // We created it for this account earlier and the wiki still holds it.
      registration = .registered(token: token)
      return ([], nil)
    case .success(.tokenExists):
      // Echo's index is global: the token may belong to another account. Only the holder can
      // delete it, so a delete that succeeds proves it is ours, and we create it again.
      guard !afterReclaim else {
        failed(.tokenHeldByAnotherAccount)
        return ([], nil)
      }
      if context.isLoggingOut {
        // No reclaim on the way out: the token may be ours, so the logout's delete tries it.
        device.recordUnconfirmed(mine)
        registration = .idle
        return ([], nil)
      }
      registration = .reclaiming(token: token)
      return ([.unsubscribe(context.language, token: token, .reclaim, userName: userName)], nil)
    case .failure(.outcomeUnknown(let detail)):
      // The create may have landed: remembered so that a
      // logout deletes it; the retry's `token-exists` and reclaim settle whose it is.
      device.recordUnconfirmed(mine)
      return ([], requestFailed(.outcomeUnknown(detail: detail)))
    case .failure(let failure):
      // A definite failure: nothing landed, so there is nothing to remember at logout.
      registration = .idle
      return ([], requestFailed(failure))
    }
  }

  /// The answer of the delete that proves whether this account holds the token.
  private mutating func reclaimFinished(
    token: String, _ result: Result<UnsubscribeOutcome, WikiFailure>, _ context: Context,
    device: inout DeviceRecord
  ) -> (effects: [Effect], delegate: Delegate?) {
    guard registration == .reclaiming(token: token) else { return ([], nil) }
    let mine = context.userName.map { DeviceSubscription(deviceToken: token, userName: $0) }
    switch result {
    case .success(.deleted):
      if let mine { device.forget(mine) }
      guard !context.isLoggingOut else {
        registration = .idle
        return ([], nil)
      }
      return (subscribe(token, afterReclaim: true, context), nil)
    case .success(.notFound):
      // Not this account's: whatever this device recorded of it for this account is wrong.
      if let mine { device.forget(mine) }
      failed(.tokenHeldByAnotherAccount)
      return ([], nil)
    case .failure(let failure):
      return ([], requestFailed(failure))
    }
  }

  /// The answer of the delete of a rotated token's old subscription.
  private mutating func oldTokenUnsubscribed(
    token: String, _ result: Result<UnsubscribeOutcome, WikiFailure>, _ context: Context,
    device: inout DeviceRecord
  ) -> (effects: [Effect], delegate: Delegate?) {
    guard case .replacingOldToken(let old, let new) = registration, old == token,
      let userName = context.userName
    else { return ([], nil) }
    switch result {
    case .success:
      device.forget(DeviceSubscription(deviceToken: old, userName: userName))
    case .failure(.notLoggedIn):
      return ([], requestFailed(.notLoggedIn))
    case .failure:
      // The old token is dead (the system replaced it), so pushes to it go nowhere; the delete
      // is still retried at the next login rather than forgotten.
      let stale = DeviceSubscription(deviceToken: old, userName: userName)
      device.forget(stale)
      device.owe(stale)
    }
    guard !context.isLoggingOut else {
      // The new token was never subscribed; the logout deletes it anyway (harmless `not found`).
      registration = .idle
      return ([], nil)
    }
    return (subscribe(new, afterReclaim: false, context), nil)
  }

  /// A request to the wiki failed: the session's end is the parent's; any other failure is the
  /// registration's.
  private mutating func requestFailed(_ failure: WikiFailure) -> Delegate? {
    guard failure != .notLoggedIn else { return .sessionEnded }
    failed(.subscription(failure))
    return nil
  }

  /// The registration failed (said by `reduce`, as every failure of it is).
  private mutating func failed(_ reason: RegistrationFailure) {
    registration = .failed(reason)
  }
}

extension Subscriptions.Context {
  /// Whether the registration decides alike in this context and `other`: everything but what the
  /// screen says (which the child only adds to, never reads) is the same.
  func decidesAlike(_ other: Self) -> Bool {
    var other = other
    other.announcements = announcements
    return self == other
  }
}
