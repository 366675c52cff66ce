/// One `action=options` write the feature has sent and not yet heard back about.
public struct SaveRequest: Equatable, Sendable {
  /// Why the feature writes.
  public enum Kind: Equatable, Sendable {
    /// The person's choices: their toggles, or a language copy of them (kept by ``Migration``,
    /// never in ``Saving/inFlight``).
    case toggles
    /// Turning every type off at the first login of the account on this wiki.
    case defaultOff
  }

  /// Why it was sent.
  public var kind: Kind
  /// The values it writes.
  public var values: [NotificationType: Bool]
  /// Whether it also writes the default-off marker (with the local values).
  public var setsDefaultOffMarker: Bool
  /// The types among ``values`` written to the global preferences.
  public var globalTypes: Set<NotificationType>
  /// The types among ``values`` the person did not change: their shown value, written along so
  /// that it becomes global. Their failure reverts nothing and names nothing.
  public var carried: Set<NotificationType>

  /// The marker stands only if every value of the first-login reset was stored; for the
  /// person's own choices (toggles, a language copy) it stands once any of them was stored.
  public var markerNeedsEveryValue: Bool { kind == .defaultOff }

  /// Whether the marker sent with this request's local values stands after the wiki refused
  /// `refused`.
  public func markerHolds(refused: Set<NotificationType>) -> Bool {
    OptionsWrite.markerHolds(
      values: Set(values.keys).subtracting(globalTypes), refused: refused,
      needsEveryValue: markerNeedsEveryValue)
  }

  /// A write of `values` for `kind`; `globalTypes` of them go to the global preferences, and
  /// `carried` of them are not the person's change.
  public init(
    kind: Kind, values: [NotificationType: Bool], setsDefaultOffMarker: Bool,
    globalTypes: Set<NotificationType> = [], carried: Set<NotificationType> = []
  ) {
    self.kind = kind
    self.values = values
    self.setsDefaultOffMarker = setsDefaultOffMarker
    self.globalTypes = globalTypes
    self.carried = carried
  }

  /// The types the person changed (all but the ``carried`` ones).
  public var chosenTypes: [NotificationType] {
    values.keys.filter { !carried.contains($0) }.sorted()
  }

  /// The request without `types` (those the wiki kept at their global value).
  func leavingOut(_ types: Set<NotificationType>) -> SaveRequest {
    var rest = self
    rest.values = values.filter { !types.contains($0.key) }
    rest.carried.subtract(types)
    return rest
  }
}

/// The last save that failed, shown as a banner until a save succeeds or it is dismissed.
public struct SaveError: Equatable, Sendable {
  /// What the failure did to the screen.
  public enum Outcome: Equatable, Sendable {
    /// These toggles were switched back to the wiki's values.
    case reverted([NotificationType])
    /// These toggles failed but the person changed them again since (the new choice is sent).
    case superseded([NotificationType])
    /// Turning everything off at first login failed; the wiki's values are shown.
    case defaultsNotApplied
    /// It is unknown whether the wiki applied the save; the screen shows a fresh read.
    case outcomeUnknown
  }

  /// What happened to the toggles.
  public var outcome: Outcome
  /// Why the wiki refused.
  public var failure: WikiFailure
  /// The choices a retry sends again: those switched back (empty when there is nothing the
  /// person chose to retry).
  public var retry: [NotificationType: Bool]

  /// `failure` is what the wiki or the network said; `outcome` what the screen did about it;
  /// `retry` the choices a retry sends again.
  public init(outcome: Outcome, failure: WikiFailure, retry: [NotificationType: Bool] = [:]) {
    self.outcome = outcome
    self.failure = failure
    self.retry = retry
  }
}
