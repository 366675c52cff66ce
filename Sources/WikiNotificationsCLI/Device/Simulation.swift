import MediaWikiAPI

/// The documented switches of the simulated device, from `WIKI_NOTIFICATIONS_SIMULATE`
/// (comma-separated) and `WIKI_NOTIFICATIONS_PERMISSION`, so every state can be shown and tested.
struct Simulation: Equatable, Sendable {
  /// `deny`: the permission is denied, as if refused in the system settings.
  var deniesPermission = false
  /// `token-failure`: the push service gives no device token.
  var failsDeviceToken = false
  /// `subscribe-failure`: the wiki's subscription request fails.
  var failsSubscription = false
  /// `WIKI_NOTIFICATIONS_PERMISSION=allow|deny`: the answer to the permission question, without
  /// a prompt (remembered like a prompt's answer).
  var permissionAnswer: Bool?

  /// Reads the variables; an unknown value is a usage error (exit 2, nothing sent).
  static func from(_ environment: ToolEnvironment) throws(CLIError) -> Simulation {
    var simulation = Simulation()
    for word in (environment.value("WIKI_NOTIFICATIONS_SIMULATE") ?? "").split(separator: ",") {
      switch word.trimmed() {
      case "deny": simulation.deniesPermission = true
      case "token-failure": simulation.failsDeviceToken = true
      case "subscribe-failure": simulation.failsSubscription = true
      case "", "none": break
      default:
        throw CLIError(
          .usage,
          "WIKI_NOTIFICATIONS_SIMULATE has an unknown value \"\(word)\" "
            + "(known: deny, token-failure, subscribe-failure).")
      }
    }
    switch environment.value("WIKI_NOTIFICATIONS_PERMISSION") {
    case nil: break
    case "allow"?: simulation.permissionAnswer = true
    case "deny"?: simulation.permissionAnswer = false
    case let other?:
      throw CLIError(
        .usage, "WIKI_NOTIFICATIONS_PERMISSION must be allow or deny, not \"\(other)\".")
    }
    return simulation
  }
}
