import NotificationSettings

/// Turns the feature's failures into the tool's exit codes and sentences. The sentences reuse the
/// feature's English reasons, so the terminal says what the app says.
enum FailureMessages {
  /// Whether the failed request was a read or a change, which decides between exit 4 and 5.
  enum Request {
    /// Reading the settings.
    case read
    /// Changing something on the wiki.
    case change
  }

  /// The exit code of a failure.
  static func code(_ failure: WikiFailure, _ request: Request) -> ExitCode {
    switch failure {
    case .notLoggedIn: .notLoggedIn
    case .keysRejected, .globallyOverridden: .rejected
    case .apiError, .permissionDenied: request == .change ? .rejected : .serverFailure
    case .throttled, .unreachable, .outcomeUnknown: .serverFailure
    }
  }

  /// The failure as a ``CLIError``: `what` says what failed ("Reading the settings from X").
  static func error(_ failure: WikiFailure, _ request: Request, what: String) -> CLIError {
    CLIError(code(failure, request), "\(what) failed: \(reason(failure))")
  }

  /// The feature's sentence for the failure, with the wiki's code where one helps.
  static func reason(_ failure: WikiFailure) -> String {
    let text = Strings.english.reason(failure)
    switch failure {
    case .keysRejected(let types), .globallyOverridden(_, let types):
      return "\(text) (\(types.sorted().map(\.rawValue).joined(separator: ", ")))"
    case .permissionDenied:
      return "\(text) (permissiondenied; a bot password cannot manage push subscriptions)"
    case .unreachable(let detail), .outcomeUnknown(let detail):
      return "\(text) (\(detail))"
    case .notLoggedIn, .apiError, .throttled:
      return text
    }
  }
}
