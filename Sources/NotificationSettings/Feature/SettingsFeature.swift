/// The notification settings feature as a pure state machine: ``State``, ``Action``, ``Effect``
/// and ``reduce(into:_:)``. It reads no clock and no network; ``SettingsStore`` runs the effects.
///
/// ``State`` is a parent over six child features, each a reducer over its own state that sees
/// only a context it is given and returns effects plus what it tells the parent (its
/// `delegate` actions, which the parent handles in one switch): ``Loading`` (the
/// screen's read), ``Saving`` (the person's choices, the permission a toggle waits for, the
/// first-login reset), ``Subscriptions`` (the device's registration and the deletes it owes),
/// ``Migration`` (the language copy), the logout over ``AccountSession``, and ``Presentation``
/// (visible or not, "Learn more", the permission). Each child's actions are one case of
/// ``Action`` (`.saving(.toggleTapped(type))`, also named `.toggleTapped(type)`). A child that drops a
/// request or a wait says so with ``Effect/cancel(_:)``: the store keeps no bookkeeping of its
/// own beyond the task running each ``EffectKey``.
public enum SettingsFeature {
  /// The screen's read of a wiki that has not answered yet (a language copy's reads are the
  /// copy's own: see ``Migration``). It reads the primary language's wiki: a language change
  /// lets it go, so which wiki it reads is never asked.
  public struct LoadRequest: Equatable, Sendable {
    /// A read of the primary language's wiki for the screen.
    public init() {}
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
