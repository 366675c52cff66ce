extension Strings {
  /// German, the second complete language.
  public static let german = Strings(languageCode: "de", table: germanTable)

  private static var germanTable: [StringKey: String] {
    var table: [StringKey: String] = [
      .screenTitle: "Benachrichtigungen",
      .valueOn: "Ein",
      .valueOff: "Aus",
      .valueWithStatus: "{value}, {status}",
      .rowSaving: "Wird gespeichert …",
      .rowWaitingForPermission: "Warte auf Erlaubnis …",
      .loading: "Benachrichtigungseinstellungen werden geladen …",
      .loggedOutMessage:
        "Push-Benachrichtigungen brauchen ein Wikipedia-Benutzerkonto. Melde dich an, um "
        + "auszuwählen, welche Benachrichtigungen du auf diesem Gerät erhältst.",
      .actionLogIn: "Anmelden",
      .actionLogInHint: "Öffnet die Anmeldung.",
      .loadFailedMessage:
        "Deine Benachrichtigungseinstellungen konnten nicht geladen werden. {reason}",
      .actionRetry: "Erneut versuchen",
      .actionRetryLoadHint: "Lädt deine Benachrichtigungseinstellungen erneut.",
      .actionRetryRegistrationHint:
        "Versucht erneut, dieses Gerät für Benachrichtigungen zu registrieren.",
      .actionRetryDefaultsHint:
        "Versucht erneut, alle Benachrichtigungen auszuschalten, wie bei deiner ersten Anmeldung.",
      .permissionDeniedMessage:
        "Benachrichtigungen sind für diese App in den Einstellungen ausgeschaltet, daher kann "
        + "auf diesem Gerät keine ankommen. Deine Auswahl unten wird trotzdem in deinem "
        + "Benutzerkonto gespeichert.",
      .actionOpenSettings: "Einstellungen öffnen",
      .actionOpenSettingsHint:
        "Öffnet die Einstellungen dieser App, in denen du Benachrichtigungen erlauben kannst.",
      .registrationFailedDeviceToken:
        "Dieses Gerät hat vom System keine Push-Adresse erhalten, daher können keine "
        + "Benachrichtigungen ankommen. {detail}",
      .registrationFailedSubscription:
        "Dieses Gerät konnte nicht bei Wikipedia registriert werden, daher können keine "
        + "Benachrichtigungen ankommen. {reason}",
      .registrationFailedOtherAccount:
        "Dieses Gerät ist für die Benachrichtigungen eines anderen Benutzerkontos registriert. "
        + "Melde dich mit diesem Konto an und auf diesem Gerät wieder ab, dann versuche es "
        + "erneut.",
      .saveFailedReverted:
        "Nicht gespeichert: {types}. Daher wird wieder die vorherige Einstellung angezeigt. "
        + "{reason}",
      .saveFailedSuperseded:
        "Nicht gespeichert: {types}. Deine neuere Auswahl wird gespeichert. {reason}",
      .defaultsNotApplied:
        "Benachrichtigungen konnten für dein Benutzerkonto nicht standardmäßig ausgeschaltet "
        + "werden. {reason}",
      .saveOutcomeUnknown:
        "Die Verbindung brach beim Speichern ab. Angezeigt werden die bei Wikipedia "
        + "gespeicherten Einstellungen.",
      .actionDismiss: "Ausblenden",
      .actionDismissHint: "Blendet diese Meldung aus.",
      .savedAnnouncement: "Benachrichtigungseinstellungen gespeichert.",
      .loadFailedAnnouncement:
        "Deine Benachrichtigungseinstellungen konnten nicht geladen werden. {reason}",
      .permissionDeniedAnnouncement:
        "Benachrichtigungen sind für diese App ausgeschaltet. Öffne die Einstellungen, um sie "
        + "zu erlauben.",
      .unsubscribeFailedAnnouncement:
        "Dieses Gerät erhält möglicherweise weiter Benachrichtigungen für {user}. Sie werden "
        + "erneut abbestellt, wenn sich {user} auf diesem Gerät anmeldet. {reason}",
      .loggedOutAnnouncement:
        "Du bist abgemeldet. Melde dich an, um Benachrichtigungseinstellungen zu ändern.",
      .actionLearnMore: "Mehr über Benachrichtigungen erfahren",
      .actionLearnMoreHint: "Erklärt, was Benachrichtigungen sind und wie sie dich erreichen.",
      .learnMoreTitle: "Über Benachrichtigungen",
      .learnMoreBody:
        "Benachrichtigungen sagen dir, wenn dich etwas auf Wikipedia betrifft: eine Nachricht "
        + "auf deiner Diskussionsseite, eine Erwähnung, ein Dank für eine Bearbeitung oder ein "
        + "Versuch, dich in dein Benutzerkonto anzumelden. Deine Auswahl wird in deinem "
        + "Benutzerkonto in der Wikipedia der Hauptsprache deiner App gespeichert und gilt auf "
        + "allen Geräten, auf denen du angemeldet bist und Benachrichtigungen erlaubst. Wenn du "
        + "hier eine Art einschaltest, fragt dieses Gerät auch um Erlaubnis, Benachrichtigungen "
        + "anzuzeigen.",
      .actionHelpPage: "Hilfeseite zu Benachrichtigungen",
      .actionHelpPageHint: "Öffnet die Hilfeseite auf mediawiki.org in deinem Browser.",
      .actionClose: "Schließen",
      .actionCloseHint: "Schließt die Erklärung.",
      .reasonNotLoggedIn: "Du bist nicht angemeldet.",
      .reasonRejected: "Wikipedia hat diese Einstellung nicht angenommen.",
      .reasonWikiError: "Wikipedia hat einen Fehler gemeldet ({code}).",
      .reasonBusy: "Wikipedia ist ausgelastet. Versuche es gleich noch einmal.",
      .reasonNoRight: "Dein Benutzerkonto darf das nicht ändern.",
      .reasonOffline: "Wikipedia ist nicht erreichbar. Prüfe deine Verbindung.",
      .reasonInterrupted: "Die Verbindung wurde unterbrochen.",
      .listLastPair: "{first} und {last}",
      .listSeparator: ", ",
      .sectionTitle(.messages): "Nachrichten und Erwähnungen",
      .sectionTitle(.editsAndPages): "Deine Bearbeitungen und Seiten",
      .sectionTitle(.recognition): "Dank und Meilensteine",
      .sectionTitle(.accountSecurity): "Sicherheit des Benutzerkontos",
      .sectionTitle(.more): "Weitere Benachrichtigungen",
      .typeDescriptionFromWiki: "Eine weitere Benachrichtigungsart, die diese Wikipedia anbietet.",
      .rowGlobal: "Gilt in allen Wikis",
      .typeDescriptionGlobal:
        "{description} In deinen globalen Einstellungen festgelegt: Diese Auswahl gilt in allen "
        + "Wikis.",
    ]
    for type in NotificationType.allCases {
      let (title, description) = germanType(type)
      table[.typeTitle(type)] = title
      table[.typeDescription(type)] = description
    }
    return table
  }

  private static func germanType(_ type: NotificationType) -> (String, String) {
    switch type {
    case .editUserTalk:
      return (
        "Nachricht auf der Diskussionsseite", "Wenn jemand auf deiner Diskussionsseite schreibt."
      )
    case .editThank:
      return ("Dank", "Wenn sich jemand für eine deiner Bearbeitungen bedankt.")
    case .dtSubscription:
      return (
        "Abonnierte Diskussion", "Wenn jemand in einer Diskussion antwortet, die du abonniert hast."
      )
    case .cx:
      return (
        "Übersetzungen",
        "Neuigkeiten zu Übersetzungen, die du mit dem Übersetzungswerkzeug begonnen hast."
      )
    case .mention:
      return ("Erwähnung", "Wenn dich jemand in einer Diskussion erwähnt.")
    case .mentionFailure:
      return (
        "Fehlgeschlagene Erwähnung", "Wenn eine Erwähnung von dir nicht zugestellt werden konnte."
      )
    case .mentionSuccess:
      return ("Erfolgreiche Erwähnung", "Wenn eine Erwähnung von dir zugestellt wurde.")
    case .articleLinked:
      return (
        "Seitenverlinkung",
        "Wenn eine von dir erstellte Seite von einer anderen Seite verlinkt wird."
      )
    case .wikibaseAction:
      return (
        "Verbindung mit Wikidata",
        "Wenn eine von dir erstellte Seite mit einem Wikidata-Objekt verbunden wird."
      )
    case .loginFail:
      return (
        "Fehlgeschlagene Anmeldeversuche",
        "Wenn jemand vergeblich versucht, sich mit deinem Benutzerkonto anzumelden."
      )
    case .loginSuccess:
      return (
        "Anmeldung von einem unbekannten Gerät",
        "Wenn sich jemand von einem bisher nicht verwendeten Gerät mit deinem Konto anmeldet."
      )
    case .pageReview:
      return ("Seitenprüfung", "Wenn eine von dir erstellte Seite geprüft wird.")
    case .userRights:
      return ("Änderung der Benutzerrechte", "Wenn deine Benutzerrechte geändert werden.")
    case .reverted:
      return (
        "Zurückgesetzte Bearbeitung", "Wenn eine deiner Bearbeitungen rückgängig gemacht wird."
      )
    case .emailUser:
      return ("E-Mail von anderen Benutzern", "Wenn dir ein anderer Benutzer eine E-Mail schickt.")
    case .thankYouEdit:
      return ("Bearbeitungsmeilenstein", "Wenn du einen Bearbeitungsmeilenstein erreichst.")
    default:
      return (type.rawValue, "")
    }
  }
}
