/// The notification settings feature as a pure state machine: ``State``, ``Event``, ``Effect``
/// and ``reduce(into:_:)``. It reads no clock and no network; ``SettingsStore`` runs the effects.
public enum SettingsFeature {
  /// Which read of a wiki an answer belongs to.
  public enum LoadPurpose: Equatable, Sendable {
    /// The screen's own read of the primary language's wiki.
    case screen
    /// Reading the previous primary language's values for a migration.
    case migrationSource
    /// Reading the new primary language's wiki (offered types, token) before the migration write.
    case migrationTarget
  }

  /// A read of a wiki that has not answered yet.
  public struct LoadRequest: Equatable, Sendable {
    /// The wiki read.
    public var language: WikiLanguage
    /// What the answer is for.
    public var purpose: LoadPurpose

    /// A read of `language`'s wiki whose answer serves `purpose`.
    public init(language: WikiLanguage, purpose: LoadPurpose) {
      self.language = language
      self.purpose = purpose
    }
  }

  /// Why a push subscription is deleted.
  public enum UnsubscribePurpose: Equatable, Sendable {
    /// Logging out: the device must stop getting this account's pushes.
    case logout
    /// Retrying a delete that failed at an earlier logout.
    case pendingRetry
    /// The device token changed: the old one goes before the new one is created.
    case replaceOldToken
    /// The wiki said the token exists: deleting it proves whether this account holds it.
    case reclaim
    /// The session is a temporary account: what this device subscribed for it goes.
    case temporaryAccount
  }
}
