import MediaWikiAPI
import NotificationSettings

/// `unsubscribe --token HEX`: deletes the account's subscription of a device token named by hand:
/// one request, nothing for the feature to decide (a token this account does not hold is
/// reported, not an error).
struct UnsubscribeCommand: ToolCommand {
  static let specification = CommandSpecification(
    name: "unsubscribe", options: [.deviceToken],
    summary: "delete a device token's subscription",
    details: "Deletes this account's subscription of HEX.")

  /// The device token, lowercased hexadecimal.
  var token: String

  init(_ arguments: ParsedArguments) throws(UsageError) {
    token = try arguments.deviceToken(.deviceToken)
  }

  @MainActor func run(_ context: WikiContext) async throws(CLIError) {
    let language = context.configuration.language
    _ = try await ScreenChecks.openForSubscriptions(language, context)
    let user = context.stores.recorder.snapshot(language)?.userName ?? ""
    let outcome: UnsubscribeOutcome
    do {
      outcome = try await context.stores.wiki.unsubscribe(language, token, user)
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
}
