import NotificationSettings

/// `subscribe --token HEX`: a device token named by hand (another device's, or for testing), not
/// the simulated device's, subscribed through the feature's registration flow, so a token the wiki
/// already holds is handled as the app handles it (deleted to prove it is this account's, then
/// created again).
struct SubscribeCommand: ToolCommand {
  static let specification = CommandSpecification(
    name: "subscribe",
    options: [.deviceToken, topicOption],
    summary: "subscribe a device token to pushes",
    details: """
      Subscribes HEX (an APNs device token) to this account's pushes. --topic defaults to the
      configuration's topic (org.wikimedia.wikipedia). A token another account holds is reported.
      """)

  /// `--topic T`.
  static let topicOption = CommandOption.value("--topic", "T", required: false)

  /// The device token, lowercased hexadecimal.
  var token: String
  /// The push topic; nil for the configuration's.
  var topic: String?

  init(_ arguments: ParsedArguments) throws(UsageError) {
    topic = try arguments.optional(Self.topicOption)
    token = try arguments.deviceToken(.deviceToken)
  }

  @MainActor func run(_ context: WikiContext) async throws(CLIError) {
    let language = context.configuration.language
    let screen = try await ScreenChecks.openForSubscriptions(language, context)
    // The feature registers "the device": here a device whose token the person typed, with a
    // record in memory only, so the simulated device's own subscription is left alone.
    let pushTopic = topic ?? context.configuration.topic
    let store = SettingsStore(
      state: screen.state, clients: context.stores.clients(navigation: .inert, device: .typedToken))
    store.send(.tokenEntered(token: token, topic: topic))
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
}
