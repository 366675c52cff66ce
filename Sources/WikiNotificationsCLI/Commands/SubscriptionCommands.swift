import NotificationSettings

/// `subscribe --token HEX` and `unsubscribe --token HEX`: a device token named by hand (another
/// device's, or for testing), not the simulated device's.
@MainActor
enum SubscriptionCommands {
  /// Subscribes through the feature's registration flow, so a token the wiki already holds is
  /// handled as the app handles it (deleted to prove it is this account's, then created again).
  static func subscribe(token: String, topic: String?, _ context: WikiContext)
    async throws(CLIError)
  {
    let language = context.configuration.language
    try refuseBotPassword(context)
    let screen = context.makeStore(language: language, saveWindow: .milliseconds(100))
    try await context.openScreen(screen, language)
    try ScreenChecks.requireLoaded(screen, language, context)
    try refuseBotPassword(context)
    // The feature registers "the device": here a device whose token the person typed, with a
    // record in memory only, so the simulated device's own subscription is left alone. The
    // feature has no event for a token it did not ask for, so the loaded screen's state is
    // taken over as if the token had been asked for (the one place the tool reads the State).
    let pushTopic = topic ?? context.configuration.topic
    var state = screen.state
    state.device = DeviceRecord()
    state.registration = .fetchingToken
    state.announcements = []
    state.configuration.pushTopic = pushTopic
    let store = SettingsStore(
      state: state, clients: context.clients(navigation: .inert, device: .typedToken))
    store.send(.deviceTokenReceived(token))
    await store.settle()
    let outcome = store.screen
    let user = outcome.userName ?? ""
    switch outcome.deviceRegistration {
    case .registered:
      context.environment.console.line(
        "Subscribed the device token for \(user) on \(context.host(language)) "
          + "(topic \(pushTopic)).")
    case .failed(.subscription(let failure)):
      throw FailureMessages.error(failure, .change, what: "Subscribing the device token")
    case .failed(.tokenHeldByAnotherAccount):
      throw CLIError(
        .rejected,
        "Another account holds this device token, so it cannot be subscribed for \(user).")
    case .failed(.deviceToken(let detail)):
      throw CLIError(.notDone, "Subscribing the device token failed: \(detail).")
    case .none, .inProgress:
      if store.showsLoggedOut {
        throw CLIError(.notLoggedIn, "The session ended while subscribing.")
      }
      throw CLIError(.serverFailure, "Subscribing the device token did not finish.")
    }
  }

  /// Deletes the account's subscription of a token: one request, nothing for the feature to
  /// decide (a token this account does not hold is reported, not an error).
  static func unsubscribe(token: String, _ context: WikiContext) async throws(CLIError) {
    let language = context.configuration.language
    try refuseBotPassword(context)
    let store = context.makeStore(language: language, saveWindow: .milliseconds(100))
    try await context.openScreen(store, language)
    try ScreenChecks.requireLoaded(store, language, context)
    try refuseBotPassword(context)
    let user = context.recorder.snapshot(language)?.userName ?? ""
    let outcome: UnsubscribeOutcome
    do {
      outcome = try await context.wiki.unsubscribe(language, token, user)
    } catch {
      throw FailureMessages.error(error, .change, what: "Unsubscribing the device token")
    }
    // If it was the simulated device's token, the device is no longer subscribed for this
    // account (a "not found" says nothing about another account's record of it).
    if outcome == .deleted {
      context.state.update { state in
        state.device.record.forget(DeviceSubscription(deviceToken: token, userName: user))
      }
    }
    let console = context.environment.console
    switch outcome {
    case .deleted:
      console.line("Unsubscribed the device token for \(user) on \(context.host(language)).")
    case .notFound:
      console.line("\(user) holds no subscription for this device token; nothing to delete.")
    }
  }

  /// A bot password may not manage push subscriptions (the wiki refuses them): say so once,
  /// before anything is sent, rather than send a request that cannot succeed.
  private static func refuseBotPassword(_ context: WikiContext) throws(CLIError) {
    let language = context.configuration.language
    guard context.isBotLogin(language) else { return }
    throw CLIError(.notDone, "Nothing was sent. " + context.botPasswordNote(language))
  }
}
