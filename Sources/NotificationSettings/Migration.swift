/// Copying the settings from the previous primary language's wiki to the new one.
public enum Migration: Equatable, Sendable {
  /// The old wiki's values were not loaded: reading them first.
  case loadingSource(from: WikiLanguage)
  /// Reading the new wiki (for its offered types and csrf token) before writing these values.
  case loadingTarget(values: [NotificationType: Bool])
  /// The write to the new wiki is in flight (see ``SettingsFeature/Saving/inFlight``).
  case saving

  /// Whether the copy waits for a read of a wiki (its own: the screen's ``SettingsFeature/Loading``
  /// has none in flight meanwhile).
  public var isReading: Bool {
    switch self {
    case .loadingSource, .loadingTarget: true
    case .saving: false
    }
  }
}
