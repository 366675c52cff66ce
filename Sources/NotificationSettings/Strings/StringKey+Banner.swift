extension StringKey {
  /// The banners above the switches: failures and warnings that stay until resolved.
  public enum Banner: String, CaseIterable, Sendable {
    /// The failed-read banner; `{reason}`.
    case loadFailedMessage = "load-failed-message"
    /// The permission-denied banner.
    case permissionDeniedMessage = "permission-denied-message"
    /// Registration failed for lack of a device token; `{detail}`.
    case registrationFailedDeviceToken = "registration-failed-device-token"
    /// Registration failed at the wiki; `{reason}`.
    case registrationFailedSubscription = "registration-failed-subscription"
    /// Registration failed because another account holds the token.
    case registrationFailedOtherAccount = "registration-failed-other-account"
    /// A save failed and toggles were switched back; `{types}`, `{reason}`.
    case saveFailedReverted = "save-failed-reverted"
    /// A save failed for toggles changed since; `{types}`, `{reason}`.
    case saveFailedSuperseded = "save-failed-superseded"
    /// Turning everything off at first login failed; `{reason}`.
    case defaultsNotApplied = "defaults-not-applied"
    /// A save's outcome is unknown; the screen shows a fresh read.
    case saveOutcomeUnknown = "save-outcome-unknown"

    /// The texts in English and German and the note for translators: a case without them does
    /// not compile.
    var row: Row {
      switch self {
      case .loadFailedMessage:
        Row(
          english: "Couldn't load your notification settings. {reason}",
          german: "Deine Benachrichtigungseinstellungen konnten nicht geladen werden. {reason}",
          note:
            "Banner when the settings could not be read. {reason} is one of the reason messages.")
      case .permissionDeniedMessage:
        Row(
          english:
            "Notifications are turned off for this app in Settings, so none can arrive on this "
            + "device. Your choices below are still saved to your account.",
          german:
            "Benachrichtigungen sind für diese App in den Einstellungen ausgeschaltet, daher kann "
            + "auf diesem Gerät keine ankommen. Deine Auswahl unten wird trotzdem in deinem "
            + "Benutzerkonto gespeichert.",
          note: "Banner when the system settings forbid notifications for the app.")
      case .registrationFailedDeviceToken:
        Row(
          english:
            "This device couldn't get a push address from the system, so notifications can't "
            + "arrive. {detail}",
          german:
            "Dieses Gerät hat vom System keine Push-Adresse erhalten, daher können keine "
            + "Benachrichtigungen ankommen. {detail}",
          note:
            "Banner when the system gave no push address. {detail} is the system's explanation "
            + "(untranslated).")
      case .registrationFailedSubscription:
        Row(
          english:
            "This device couldn't be registered with Wikipedia, so notifications can't arrive. "
            + "{reason}",
          german:
            "Dieses Gerät konnte nicht bei Wikipedia registriert werden, daher können keine "
            + "Benachrichtigungen ankommen. {reason}",
          note: "Banner when the wiki did not register the device. {reason} is a reason message.")
      case .registrationFailedOtherAccount:
        Row(
          english:
            "This device is registered for the notifications of another account. Log in to that "
            + "account and log out again on this device, then try again.",
          german:
            "Dieses Gerät ist für die Benachrichtigungen eines anderen Benutzerkontos "
            + "registriert. Melde dich mit diesem Konto an und auf diesem Gerät wieder ab, dann "
            + "versuche es erneut.",
          note: "Banner when the device's push address belongs to another account on the wiki.")
      case .saveFailedReverted:
        Row(
          english: "Couldn't save {types}, so the previous setting is shown again. {reason}",
          german:
            "Nicht gespeichert: {types}. Daher wird wieder die vorherige Einstellung angezeigt. "
            + "{reason}",
          note:
            "Banner and announcement when a save failed and switches were set back. {types} is a "
            + "list of type names; {reason} is a reason message.")
      case .saveFailedSuperseded:
        Row(
          english: "Couldn't save {types}. Your newer choice is being saved. {reason}",
          german: "Nicht gespeichert: {types}. Deine neuere Auswahl wird gespeichert. {reason}",
          note:
            "Banner and announcement when a save failed but the person has since changed those "
            + "switches again (the newer choice is being saved). {types}: type names; {reason}.")
      case .defaultsNotApplied:
        Row(
          english: "Couldn't turn notifications off by default for your account. {reason}",
          german:
            "Benachrichtigungen konnten für dein Benutzerkonto nicht standardmäßig ausgeschaltet "
            + "werden. {reason}",
          note:
            "Banner and announcement when turning every type off at first login failed. {reason} "
            + "is a reason message.")
      case .saveOutcomeUnknown:
        Row(
          english:
            "The connection was lost while saving. Showing the settings stored on Wikipedia.",
          german:
            "Die Verbindung brach beim Speichern ab. Angezeigt werden die bei Wikipedia "
            + "gespeicherten Einstellungen.",
          note:
            "Banner and announcement when the connection broke during a save; the screen now "
            + "shows what the wiki holds.")
      }
    }
  }
}
