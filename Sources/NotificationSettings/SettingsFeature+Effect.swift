#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension SettingsFeature {
  /// Work for ``SettingsStore`` to do; each answer comes back as an ``Event``.
  public enum Effect: Equatable, Sendable {
    /// Read a wiki: answers ``Event/preferencesLoaded(_:)``. One read is wanted at a time: the
    /// store drops the answer of a read that a newer one replaced or the state let go of (the
    /// request itself completes, as a read cut off mid-way could lose the cookies it sets).
    case load(WikiLanguage)
    /// Write options: answers ``Event/saveFinished(id:error:)``.
    case save(WikiLanguage, OptionsWrite, id: Int)
    /// Wait, then answer ``Event/saveWindowElapsed``. One window runs at a time: the store
    /// cancels it when a newer one starts or the state closes it, so no older end arrives.
    case startSaveWindow(Duration)
    /// Read the permission: answers ``Event/permissionChecked(_:)``.
    case checkPermission
    /// Ask for the permission: answers ``Event/permissionAnswered(granted:)``.
    case requestPermission
    /// Get the device token: answers ``Event/deviceTokenReceived(_:)`` or a failure.
    case registerForDeviceToken
    /// Subscribe the token for the account named (only its session may take it): answers
    /// ``Event/subscribeFinished(token:_:)``.
    case subscribe(WikiLanguage, PushSubscription, userName: String)
    /// Delete the named account's subscription of the token (only its session may): answers
    /// ``Event/unsubscribeFinished(token:_:_:)``.
    case unsubscribe(WikiLanguage, token: String, UnsubscribePurpose, userName: String)
    /// End the session: answers ``Event/logoutFinished(error:)``.
    case logout(WikiLanguage)
    /// Store the device record; no answer.
    case persist(DeviceRecord)
    /// Open the app's notification settings; no answer.
    case openSystemSettings
    /// Open a web page; no answer.
    case openURL(URL)
    /// Show the app's log-in screen; no answer.
    case showLogin
    /// Show the app's account creation screen; no answer.
    case showCreateAccount
  }
}
