#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension SettingsFeature {
  /// Work for ``SettingsStore`` to do; each answer comes back as an ``Action``.
  public enum Effect: Equatable, Sendable {
    /// Read a wiki: answers ``Action/preferencesLoaded(_:)``. Keyed ``EffectKey/read``: one read
    /// is wanted at a time, so a newer one lets go of the older.
    case load(WikiLanguage)
    /// Write options: answers ``Action/saveFinished(error:)``. Keyed ``EffectKey/write``: at
    /// most one write is in flight, so its answer belongs to the request the state holds.
    case save(WikiLanguage, OptionsWrite)
    /// Read a wiki for a language copy: answers ``Action/copyPreferencesLoaded(_:)``. Keyed
    /// ``EffectKey/copyRead``: the copy's own, so letting go of it never touches the screen's.
    case loadForCopy(WikiLanguage)
    /// Write a language copy: answers ``Action/copySaveFinished(error:)``. Keyed
    /// ``EffectKey/copyWrite``: the copy's own, as its read.
    case saveCopy(WikiLanguage, OptionsWrite)
    /// Wait, then answer ``Action/saveWindowElapsed``. Keyed ``EffectKey/saveWindow``: one window
    /// runs at a time, so a newer one cancels the older and no older end arrives.
    case startSaveWindow(Duration)
    /// Read the permission: answers ``Action/permissionChecked(_:)``.
    case checkPermission
    /// Ask for the permission: answers ``Action/permissionAnswered(granted:)``.
    case requestPermission
    /// Get the device token: answers ``Action/deviceTokenReceived(_:)`` or a failure.
    case registerForDeviceToken
    /// Subscribe the token for the account named (only its session may take it): answers
    /// ``Action/subscribeFinished(token:userName:_:)``.
    case subscribe(WikiLanguage, PushSubscription, userName: String)
    /// Delete the named account's subscription of the token (only its session may): answers
    /// ``Action/unsubscribeFinished(token:_:_:)``.
    case unsubscribe(WikiLanguage, token: String, UnsubscribePurpose, userName: String)
    /// End the session: answers ``Action/logoutFinished(error:)``.
    case logout(WikiLanguage)
    /// Write one change of a mute list: answers ``Action/muteFinished(_:)``. Keyed
    /// ``EffectKey/muteWrite``: one at a time, so each is sent over what the one before left.
    case mute(WikiLanguage, MuteWrite)
    /// Send the person to a place outside the screen; no answer.
    case open(Destination)
    /// The app's session is gone: ask the app to log this account in again; the app's answer
    /// (who its session is now, if it says) comes back as ``Action/appSessionChanged(_:)``.
    case reauthenticate(ReloginRequest)
    /// Let go of the running effect of this key: its answer is never delivered. No answer.
    case cancel(EffectKey)

    /// The key of an effect of which one runs at a time: starting it lets go of the one running.
    public var key: EffectKey? {
      switch self {
      case .load: .read
      case .save: .write
      case .loadForCopy: .copyRead
      case .saveCopy: .copyWrite
      case .startSaveWindow: .saveWindow
      case .mute: .muteWrite
      default: nil
      }
    }
  }

  /// Names an effect of which at most one runs, so that the reducer can end it
  /// (``Effect/cancel(_:)``) or replace it by starting a newer one.
  public enum EffectKey: Hashable, Sendable {
    /// The read of a wiki whose answer the state waits for.
    case read
    /// The screen's write of options whose answer the state waits for.
    case write
    /// A language copy's read of a wiki whose answer the copy waits for.
    case copyRead
    /// A language copy's write whose answer the copy waits for.
    case copyWrite
    /// The save window's wait.
    case saveWindow
    /// The write of a mute list whose answer the mute lists wait for.
    case muteWrite

    /// Whether letting go of the effect also stops its work. A wait stops; a read completes
    /// unseen, as a read cut off mid-way could lose the cookies it sets, and so does a write,
    /// as one cut off mid-way would leave its outcome unknown.
    public var stopsTheWork: Bool {
      switch self {
      case .read, .write, .copyRead, .copyWrite, .muteWrite: false
      case .saveWindow: true
      }
    }

    /// The keys whose effect let go of, still running unseen, an effect of this key starts
    /// after (beside the one of its own key). A read waits for a mute write let go of when the
    /// wiki or the account changed: a users list may be global, and a read served before the
    /// write lands would show a list the wiki no longer holds, with nothing to read it again.
    public var waitsForLetGo: [EffectKey] {
      switch self {
      case .read, .copyRead: [.muteWrite]
      case .write, .copyWrite, .saveWindow, .muteWrite: []
      }
    }
  }
}
