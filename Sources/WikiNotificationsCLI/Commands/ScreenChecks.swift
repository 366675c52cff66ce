import NotificationSettings

/// What every command checks once the store has settled, and the notes it passes on.
@MainActor
enum ScreenChecks {
  /// Throws unless the store shows the settings of a logged-in account.
  static func requireLoaded(_ store: SettingsStore, _ context: WikiContext) throws(CLIError) {
    let host = context.host(store.state.language)
    if store.state.session == .loggedOut {
      throw CLIError(.notLoggedIn, "The session on \(host) has ended and no password was given.")
    }
    if let failure = store.state.loadError {
      throw FailureMessages.error(failure, .read, what: "Reading the settings from \(host)")
    }
    guard store.state.server != nil, store.state.session.userName != nil else {
      throw CLIError(.serverFailure, "Reading the settings from \(host) gave no answer.")
    }
  }

  /// The announcements a command passes on to stderr: what concerns the device and the account
  /// beyond the command's own result (which the command reports itself).
  static func notes(_ store: SettingsStore) -> [String] {
    let texts = Dictionary(
      store.screen.announcements.map { ($0.id, $0.text) }, uniquingKeysWith: { first, _ in first })
    return store.state.announcements.compactMap { announcement in
      switch announcement.message {
      case .permissionDenied, .registrationFailed, .unsubscribeFailed, .defaultsNotApplied,
        .loggedOut:
        return texts[announcement.id]
      case .saved, .saveFailedReverted, .saveFailedSuperseded, .saveOutcomeUnknown, .loadFailed:
        return nil
      }
    }
  }

  /// Prints the notes, each once.
  static func printNotes(_ store: SettingsStore, _ console: Console) {
    var seen: Set<String> = []
    for note in notes(store) where seen.insert(note).inserted {
      console.problem("note: \(note)")
    }
  }
}
