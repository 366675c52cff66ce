/// How urgently a screen reader should speak an announcement.
public enum Politeness: String, Equatable, Sendable {
  /// After whatever is being spoken.
  case polite
  /// At once, interrupting: for failures that changed the screen.
  case assertive
}

/// Something that happened asynchronously and must be spoken, kept until a renderer delivers it.
public struct Announcement: Equatable, Sendable, Identifiable {
  /// What to say (the text comes from ``Strings``, so the state stays language-neutral).
  public enum Message: Equatable, Sendable {
    /// A save of the person's toggles arrived.
    case saved
    /// A save failed; these toggles were switched back.
    case saveFailedReverted([NotificationType], WikiFailure)
    /// A save failed for toggles the person has changed again since (the new choice is sent).
    case saveFailedSuperseded([NotificationType], WikiFailure)
    /// Turning everything off at first login failed.
    case defaultsNotApplied(WikiFailure)
    /// A save's outcome is unknown; the screen is being refreshed from the wiki.
    case saveOutcomeUnknown
    /// Reading the settings failed.
    case loadFailed(WikiFailure)
    /// The switches shown from the device moved to the wiki's values when the read answered.
    case choicesUpdatedFromWiki
    /// Notifications are not allowed for the app, so none can arrive.
    case permissionDenied
    /// The device could not be registered for pushes.
    case registrationFailed(RegistrationFailure)
    /// Unsubscribing at logout failed; the account may still get pushes here until its next login.
    case unsubscribeFailed(userName: String, WikiFailure)
    /// The session ended (noticed while reading, saving or registering).
    case loggedOut
    /// The session is a temporary account: notifications need a registered one.
    case temporaryAccount
    /// What this device subscribed for the temporary account could not be deleted; some of its
    /// notifications may still arrive.
    case temporaryAccountUnsubscribeFailed(userName: String, WikiFailure)
    /// Something about the mute lists (see ``MutingMessage``).
    case muting(MutingMessage)
  }

  /// Distinguishes identical messages, so a renderer can confirm delivery of one.
  public var id: Int
  /// What to say.
  public var message: Message
  /// How urgently.
  public var politeness: Politeness
  /// Whether this is the second posting, after the renderer said the first was not heard: a
  /// repeat not heard either is dropped, so nothing is said a third time.
  public var isRepeat: Bool
  /// Whether a renderer has posted it (``SettingsFeature/Action/announcementPosted(id:)``) and
  /// waits to hear whether it was heard: no renderer posts it again, a new one drawn for the
  /// screen included. Only ``SettingsFeature/Action/announcementNotHeard(id:)`` clears it, once.
  public var isPosted: Bool

  /// `id` must differ from the previous announcement's when the message repeats.
  public init(
    id: Int, message: Message, politeness: Politeness, isRepeat: Bool = false,
    isPosted: Bool = false
  ) {
    self.id = id
    self.message = message
    self.politeness = politeness
    self.isRepeat = isRepeat
    self.isPosted = isPosted
  }
}
