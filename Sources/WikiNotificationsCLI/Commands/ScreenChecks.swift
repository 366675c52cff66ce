import NotificationSettings

/// What every command checks once the store has settled, and the notes it passes on; read from
/// the screen model (and the recorded requests), as any renderer would.
@MainActor
enum ScreenChecks {
  /// Throws unless the store shows the settings of a logged-in account.
  static func requireLoaded(
    _ store: SettingsStore, _ language: WikiLanguage, _ context: WikiContext
  ) throws(CLIError) {
    let host = context.host(language)
    let banners = Set(store.screen.banners.map(\.subject))
    if banners.contains(.loggedOut) {
      throw CLIError(.notLoggedIn, "The session on \(host) has ended and no password was given.")
    }
    if banners.contains(.loadFailed) {
      guard let failure = context.recorder.allFailures.last else {
        throw CLIError(.serverFailure, "Reading the settings from \(host) failed.")
      }
      throw FailureMessages.error(failure, .read, what: "Reading the settings from \(host)")
    }
    guard context.recorder.snapshot(language)?.userName != nil else {
      throw CLIError(.serverFailure, "Reading the settings from \(host) gave no answer.")
    }
  }

  /// The announcements a command passes on to stderr: what concerns the account beyond the
  /// command's own result (which the command reports itself), and the device's own when the
  /// command ran on the simulated device.
  static func notes(_ model: ScreenModel, device: DeviceUse) -> [String] {
    model.announcements.compactMap { announcement in
      switch announcement.message {
      case .defaultsNotApplied, .loggedOut:
        return announcement.text
      case .permissionDenied, .registrationFailed, .unsubscribeFailed:
        return device == .none ? nil : announcement.text
      case .saved, .saveFailedReverted, .saveFailedSuperseded, .saveOutcomeUnknown, .loadFailed:
        return nil
      }
    }
  }

  /// Prints the notes, each once.
  static func printNotes(_ store: SettingsStore, _ console: Console, device: DeviceUse = .none) {
    var seen: Set<String> = []
    for note in notes(store.screen, device: device) where seen.insert(note).inserted {
      console.problem("note: \(note)")
    }
  }
}
