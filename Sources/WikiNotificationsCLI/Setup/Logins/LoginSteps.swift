import MediaWikiAPI

/// The steps a wiki asks for after a correct password (a two-factor code from an app, a code it
/// emailed, whatever a later extension adds): each field it names is asked for by its label,
/// without echo, and sent with `logincontinue=1` until the wiki lets the account in or refuses.
struct LoginSteps {
  /// Who logs in where, for messages.
  var user: String
  var host: String
  /// Whether someone can be asked (standard input is a terminal).
  var canPrompt: Bool
  /// Asks for a line (text, echo); nil when nobody answers.
  var ask: (String, Bool) async -> String?

  /// Answers this many steps at most: the wiki counts wrong codes and ends the login or
  /// throttles it well before (OATHAuth: 10 a minute; EmailAuth: 3 retries); this only keeps a
  /// wiki that asks forever from keeping the tool.
  static let maximumSteps = 25

  /// Completes the login `first` began; returns the account name the wiki reports.
  func complete(_ first: LoginStep, with client: MediaWikiClient) async throws(CLIError)
    -> String
  {
    var step = first
    var answered = 0
    while true {
      let message = WikiText.plain(step.message)
      guard canPrompt else { throw noTerminal(step, message) }
      // A throttle answers with the same form as a wrong code: the wiki's words are final.
      if answered > 0, step.messageCode?.lowercased().contains("throttle") == true {
        throw CLIError(.notLoggedIn, "Logging in as \(user) on \(host) failed: \(message)")
      }
      guard answered < Self.maximumSteps else {
        throw CLIError(
          .notLoggedIn,
          "Logging in as \(user) on \(host) failed after \(answered) answers: \(message)")
      }
      let answers = try await answer(step, message)
      answered += 1
      let result: LoginResult
      do {
        result = try await client.continueClientLogin(answers)
      } catch {
        throw Login.failure(error, host: host)
      }
      switch result {
      case .needsInteraction(let next): step = next
      case .success, .failed, .redirect, .restart:
        return try Login.outcome(result, user: user, host: host)
      }
    }
  }

  /// The answers to one step: each field asked for without echo (a code is as secret as a
  /// password while it is valid), a hidden field's value sent back as the wiki gave it.
  private func answer(_ step: LoginStep, _ message: String) async throws(CLIError)
    -> [(name: String, value: String)]
  {
    var answers: [(name: String, value: String)] = []
    // Each prompt names the wiki asking: the label is the wiki's, and a configured wiki could
    // otherwise word a step as the tool's own password prompt of another wiki.
    var preamble = message.isEmpty ? "" : "\(host) says: \(message)\n"
    for field in step.fields {
      switch field.type {
      case "hidden":
        if let value = field.value { answers.append((field.name, value)) }
      case "string", "password":
        let label = WikiText.plain(field.label).trimmed { $0 == ":" || $0 == " " }
        let shown = label.isEmpty ? WikiText.cleaned(field.name) : label
        let answer = await ask(preamble + "\(host) asks: \(shown): ", false)
        preamble = ""
        guard let answer = answer?.trimmed(), !answer.isEmpty else {
          if field.isOptional { continue }
          throw CLIError(
            .notLoggedIn,
            "Logging in as \(user) on \(host) stopped: no \(shown.lowercased()) was given.")
        }
        answers.append((field.name, answer))
      default:
        // Only text can be typed here; a field that is display only or optional is passed over.
        if field.isOptional || field.type == "null" { continue }
        throw CLIError(
          .notLoggedIn,
          "Logging in as \(user) on \(host) needs \"\(WikiText.plain(field.label))\", which "
            + "this tool cannot ask for (\(WikiText.cleaned(field.type))): \(message) Log in on "
            + "the wiki's web "
            + "site, or use a bot password (Name@appid).")
      }
    }
    return answers
  }

  private func noTerminal(_ step: LoginStep, _ message: String) -> CLIError {
    let asked = step.fields.filter { $0.type != "hidden" && $0.type != "null" }
      .map { WikiText.plain($0.label) }.joined(separator: ", ")
    return CLIError(
      .notLoggedIn,
      "Logging in as \(user) on \(host) needs another step (\(asked.isEmpty ? "input" : asked)): "
        + "\(message) No terminal to ask on: run the tool once on a terminal (the session is "
        + "kept, so later runs, cron included, are not asked), or use a bot password "
        + "(Name@appid), which can read and change notification settings but cannot manage "
        + "push subscriptions.")
  }
}
