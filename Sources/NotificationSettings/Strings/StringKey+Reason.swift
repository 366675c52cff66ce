extension StringKey {
  /// Why a step failed: the full sentences banners and announcements put in `{reason}`.
  public enum Reason: String, CaseIterable, Sendable {
    /// Cause: no session.
    case reasonNotLoggedIn = "reason-not-logged-in"
    /// Cause: the wiki did not accept the setting.
    case reasonRejected = "reason-rejected"
    /// Cause: an API error; `{code}`.
    case reasonWikiError = "reason-wiki-error"
    /// Cause: the wiki asked to slow down.
    case reasonBusy = "reason-busy"
    /// Cause: the account lacks a right.
    case reasonNoRight = "reason-no-right"
    /// Cause: no connection.
    case reasonOffline = "reason-offline"
    /// Cause: the connection broke off.
    case reasonInterrupted = "reason-interrupted"
    /// Cause: the account has no global account, so no global preferences.
    case reasonNotGlobal = "reason-not-global"

    /// The texts in English and German and the note for translators: a case without them does
    /// not compile.
    var row: Row {
      switch self {
      case .reasonNotLoggedIn:
        Row(
          english: "You're not logged in.",
          german: "Du bist nicht angemeldet.",
          note: "Reason: the session has ended. A full sentence.")
      case .reasonRejected:
        Row(
          english: "Wikipedia didn't accept this setting.",
          german: "Wikipedia hat diese Einstellung nicht angenommen.",
          note: "Reason: the wiki does not accept this setting. A full sentence.")
      case .reasonWikiError:
        Row(
          english: "Wikipedia reported an error ({code}).",
          german: "Wikipedia hat einen Fehler gemeldet ({code}).",
          note: "Reason: the wiki reported an error. {code} is the API's error code (untranslated)."
        )
      case .reasonBusy:
        Row(
          english: "Wikipedia is busy. Try again in a moment.",
          german: "Wikipedia ist ausgelastet. Versuche es gleich noch einmal.",
          note: "Reason: the wiki asked to slow down or is read-only for a while.")
      case .reasonNoRight:
        Row(
          english: "Your account isn't allowed to change this.",
          german: "Dein Benutzerkonto darf das nicht ändern.",
          note: "Reason: the account may not change this. A full sentence.")
      case .reasonOffline:
        Row(
          english: "Wikipedia couldn't be reached. Check your connection.",
          german: "Wikipedia ist nicht erreichbar. Prüfe deine Verbindung.",
          note: "Reason: the wiki could not be reached. A full sentence.")
      case .reasonInterrupted:
        Row(
          english: "The connection was interrupted.",
          german: "Die Verbindung wurde unterbrochen.",
          note: "Reason: the connection broke off. A full sentence.")
      case .reasonNotGlobal:
        Row(
          english: "Your account has no global preferences on this wiki.",
          german: "Dein Benutzerkonto hat in diesem Wiki keine globalen Einstellungen.",
          note:
            "Reason a save failed: the wiki refused to save the choice for every wiki because the "
            + "account is not a global account.")
      }
    }
  }
}
