extension StringKey {
  /// What screen readers speak when something happened asynchronously.
  public enum Announcement: String, CaseIterable, Sendable {
    /// Announced after a save arrived.
    case savedAnnouncement = "saved-announcement"
    /// Announced when the read failed; `{reason}`.
    case loadFailedAnnouncement = "load-failed-announcement"
    /// Announced when the settings shown from this device changed to what the wiki holds.
    case updatedFromWikiAnnouncement = "updated-from-wiki-announcement"
    /// Announced when notifications are not allowed.
    case permissionDeniedAnnouncement = "permission-denied-announcement"
    /// Announced when unsubscribing at logout failed; `{user}`, `{reason}`.
    case unsubscribeFailedAnnouncement = "unsubscribe-failed-announcement"
    /// Announced when the session turned out to have ended.
    case loggedOutAnnouncement = "logged-out-announcement"
    /// Announced when the session turned out to be a temporary account.
    case temporaryAccountAnnouncement = "temporary-account-announcement"
    /// Announced when what the device subscribed for a temporary account could not be deleted;
    /// `{user}`, `{reason}`.
    case temporaryAccountUnsubscribeFailedAnnouncement =
      "temporary-account-unsubscribe-failed-announcement"

    /// The texts in English and German and the note for translators: a case without them does
    /// not compile.
    var row: Row {
      switch self {
      case .savedAnnouncement:
        Row(
          english: "Notification settings saved.",
          german: "Benachrichtigungseinstellungen gespeichert.",
          note: "Spoken by screen readers after a change was saved.")
      case .loadFailedAnnouncement:
        Row(
          english: "Couldn't load your notification settings. {reason}",
          german: "Deine Benachrichtigungseinstellungen konnten nicht geladen werden. {reason}",
          note: "Spoken when the settings could not be read. {reason} is a reason message.")
      case .updatedFromWikiAnnouncement:
        Row(
          english: "Your notification settings were updated from Wikipedia.",
          german: "Deine Benachrichtigungseinstellungen wurden von Wikipedia aktualisiert.",
          note:
            "Spoken by screen readers once, when the settings shown from this device's last "
            + "visit turned out to differ from what the wiki holds (changed on the web, for "
            + "example) and the switches moved to the wiki's values.")
      case .permissionDeniedAnnouncement:
        Row(
          english: "Notifications are turned off for this app. Open Settings to allow them.",
          german:
            "Benachrichtigungen sind für diese App ausgeschaltet. Öffne die Einstellungen, um sie "
            + "zu erlauben.",
          note: "Spoken when notifications are not allowed for the app in the system settings.")
      case .unsubscribeFailedAnnouncement:
        Row(
          english:
            "This device may still get notifications for {user}. Stopping them will be tried "
            + "again when {user} logs in on this device. {reason}",
          german:
            "Dieses Gerät erhält möglicherweise weiter Benachrichtigungen für {user}. Sie werden "
            + "erneut abbestellt, wenn sich {user} auf diesem Gerät anmeldet. {reason}",
          note:
            "Spoken when logging out could not stop notifications to this device. {user} is the "
            + "account name; {reason} is a reason message.")
      case .loggedOutAnnouncement:
        Row(
          english: "You're logged out. Log in to change notification settings.",
          german: "Du bist abgemeldet. Melde dich an, um Benachrichtigungseinstellungen zu ändern.",
          note: "Spoken when the wiki says the session has ended.")
      case .temporaryAccountAnnouncement:
        Row(
          english:
            "You're using a temporary account. Log in or create an account to choose "
            + "notifications.",
          german:
            "Du verwendest ein temporäres Benutzerkonto. Melde dich an oder erstelle ein "
            + "Benutzerkonto, um Benachrichtigungen auszuwählen.",
          note: "Spoken when the screen finds that the person uses a temporary account.")
      case .temporaryAccountUnsubscribeFailedAnnouncement:
        Row(
          english:
            "Couldn't stop this device's notifications for the temporary account {user}, so some "
            + "may still arrive. {reason}",
          german:
            "Die Benachrichtigungen dieses Geräts für das temporäre Benutzerkonto {user} konnten "
            + "nicht abbestellt werden, daher können noch welche ankommen. {reason}",
          note:
            "Spoken when this device's push subscription for a temporary account could not be "
            + "deleted. {user} is the temporary account's name (like ~2026-1); {reason} is a "
            + "reason message.")
      }
    }
  }
}
