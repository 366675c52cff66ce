/// Copying the settings from the previous primary language's wiki to the new one: the copy's
/// reads and its write are its own (the screen's ``Loading`` and
/// ``Saving`` have none of them), under their own effect keys
/// (``SettingsFeature/EffectKey/copyRead``, ``SettingsFeature/EffectKey/copyWrite``), and its
/// last outcome is kept.
public struct Migration: Equatable, Sendable {
  /// How far a copy in progress has come.
  public enum Step: Equatable, Sendable {
    /// The old wiki's values were not loaded: reading them first.
    case loadingSource(from: WikiLanguage)
    /// Reading the new wiki (for its offered types and csrf token) before writing these values.
    case loadingTarget(values: [NotificationType: Bool])
    /// The copy's write to the new wiki, in flight.
    case saving(SaveRequest)

    /// Whether the copy waits for a read of a wiki.
    public var isReading: Bool {
      switch self {
      case .loadingSource, .loadingTarget: true
      case .saving: false
      }
    }
  }

  /// How the last copy ended. The spec wants a failed copy silent on screen; a tool that copies
  /// on purpose reads it here.
  public enum Outcome: Equatable, Sendable {
    /// The new wiki holds the copy (or there was nothing it offers to copy).
    case copied
    /// A read or the write of the copy failed; the screen shows the new wiki as it is.
    case failed(WikiFailure)
  }

  /// The copy in progress; nil when none is.
  public internal(set) var step: Step?
  /// How the last copy ended; nil while one runs, or when it was let go of (the session ended,
  /// a temporary account holds it, another account answered).
  public internal(set) var outcome: Outcome?

  /// No copy yet.
  public init() {}

  /// A copy at `step` (nil: none): only the core (and its tests) put one anywhere but at the
  /// start; from outside, events move it.
  init(step: Step? = nil, outcome: Outcome? = nil) {
    self.step = step
    self.outcome = outcome
  }

  /// Whether a copy is in progress.
  public var isActive: Bool { step != nil }

  /// The copy's write in flight, if any.
  public var request: SaveRequest? {
    guard case .saving(let request) = step else { return nil }
    return request
  }

  /// The copy's write that answered, taken out of flight; nil when the copy has none.
  mutating func finish() -> SaveRequest? {
    guard let request else { return nil }
    step = nil
    return request
  }

  /// Drops the copy in progress, if any, without an outcome (the account or the wiki changed):
  /// the read or the write it waits for is let go of (its answer is never delivered; the write
  /// may still land).
  mutating func reset() -> [SettingsFeature.Effect] {
    defer { step = nil }
    switch step {
    case nil: return []
    case .loadingSource?, .loadingTarget?: return [.cancel(.copyRead)]
    case .saving?: return [.cancel(.copyWrite)]
    }
  }

  /// Ends the copy with `outcome`.
  mutating func end(_ outcome: Outcome) {
    step = nil
    self.outcome = outcome
  }
}
