extension NotificationSection {
  /// The section's heading, in English and German.
  var title: (english: String, german: String) {
    switch self {
    case .messages: ("Messages and mentions", "Nachrichten und Erwähnungen")
    case .editsAndPages: ("Your edits and pages", "Deine Bearbeitungen und Seiten")
    case .recognition: ("Thanks and milestones", "Dank und Meilensteine")
    case .accountSecurity: ("Account security", "Sicherheit des Benutzerkontos")
    case .more: ("More notifications", "Weitere Benachrichtigungen")
    }
  }
}

/// The titles and descriptions of the types the package names, in English and German.
extension StringKey {
  /// A type the package has words for: the spec's 16 in the spec's order, then the two others
  /// Echo and DiscussionTools register (``NotificationType/named`` is this list, and
  /// ``NotificationType/spec`` the cases that are the spec's, in this order). The raw value is
  /// Echo's category name; a new named type is a case here, where it says whether it is one of
  /// the spec's (its section), with its texts below.
  enum NamedType: String, CaseIterable, Sendable {
    case editUserTalk = "edit-user-talk"
    case editThank = "edit-thank"
    case dtSubscription = "dt-subscription"
    case cx = "cx"
    case mention = "mention"
    case mentionFailure = "mention-failure"
    case mentionSuccess = "mention-success"
    case articleLinked = "article-linked"
    case wikibaseAction = "wikibase-action"
    case loginFail = "login-fail"
    case loginSuccess = "login-success"
    case pageReview = "page-review"
    case userRights = "user-rights"
    case reverted = "reverted"
    case emailUser = "emailuser"
    case thankYouEdit = "thank-you-edit"
    case editUserPage = "edit-user-page"
    case dtSubscriptionArchiving = "dt-subscription-archiving"

    /// The type this names.
    var type: NotificationType { NotificationType(named: self) }

    /// The section of the screen that shows the type: a case that does not say does not
    /// compile. The spec's 16 are in its four sections; the others in ``NotificationSection/more``.
    var section: NotificationSection {
      switch self {
      case .editUserTalk, .dtSubscription, .mention, .mentionFailure, .mentionSuccess, .emailUser:
        .messages
      case .cx, .articleLinked, .wikibaseAction, .pageReview, .reverted: .editsAndPages
      case .editThank, .thankYouEdit: .recognition
      case .loginFail, .loginSuccess, .userRights: .accountSecurity
      case .editUserPage, .dtSubscriptionArchiving: .more
      }
    }

    /// Whether the type is one of the spec's 16: those the spec puts in a section of its own.
    var isSpec: Bool { section != .more }

    /// The type's name and the sentence saying when it notifies, each in English and German: a
    /// case without them does not compile. The two beyond the spec's have the titles Echo and
    /// DiscussionTools give them, so their rows read as before.
    var texts: TypeTexts {
      switch self {
      case .editUserTalk:
        TypeTexts(
          title: ("Talk page message", "Nachricht auf der Diskussionsseite"),
          description: (
            "When someone writes on your talk page.",
            "Wenn jemand auf deiner Diskussionsseite schreibt."
          ))
      case .editThank:
        TypeTexts(
          title: ("Thanks", "Dank"),
          description: (
            "When someone thanks you for an edit.",
            "Wenn sich jemand für eine deiner Bearbeitungen bedankt."
          ))
      case .dtSubscription:
        TypeTexts(
          title: ("Talk page subscription", "Abonnierte Diskussion"),
          description: (
            "When someone replies in a discussion you subscribed to.",
            "Wenn jemand in einer Diskussion antwortet, die du abonniert hast."
          ))
      case .cx:
        TypeTexts(
          title: ("Translations", "Übersetzungen"),
          description: (
            "News about translations you started with Content Translation.",
            "Neuigkeiten zu Übersetzungen, die du mit dem Übersetzungswerkzeug begonnen hast."
          ))
      case .mention:
        TypeTexts(
          title: ("Mention", "Erwähnung"),
          description: (
            "When someone mentions you in a discussion.",
            "Wenn dich jemand in einer Diskussion erwähnt."
          ))
      case .mentionFailure:
        TypeTexts(
          title: ("Failed mention", "Fehlgeschlagene Erwähnung"),
          description: (
            "When a mention you wrote could not be delivered.",
            "Wenn eine Erwähnung von dir nicht zugestellt werden konnte."
          ))
      case .mentionSuccess:
        TypeTexts(
          title: ("Successful mention", "Erfolgreiche Erwähnung"),
          description: (
            "When a mention you wrote was delivered.",
            "Wenn eine Erwähnung von dir zugestellt wurde."
          ))
      case .articleLinked:
        TypeTexts(
          title: ("Page link", "Seitenverlinkung"),
          description: (
            "When a page you created is linked from another page.",
            "Wenn eine von dir erstellte Seite von einer anderen Seite verlinkt wird."
          ))
      case .wikibaseAction:
        TypeTexts(
          title: ("Connection with Wikidata", "Verbindung mit Wikidata"),
          description: (
            "When a page you created is connected to a Wikidata item.",
            "Wenn eine von dir erstellte Seite mit einem Wikidata-Objekt verbunden wird."
          ))
      case .loginFail:
        TypeTexts(
          title: ("Failed login attempts", "Fehlgeschlagene Anmeldeversuche"),
          description: (
            "When someone fails to log in to your account.",
            "Wenn jemand vergeblich versucht, sich mit deinem Benutzerkonto anzumelden."
          ))
      case .loginSuccess:
        TypeTexts(
          title: ("Login from an unfamiliar device", "Anmeldung von einem unbekannten Gerät"),
          description: (
            "When your account is logged in from a device not used before.",
            "Wenn sich jemand von einem bisher nicht verwendeten Gerät mit deinem Konto anmeldet."
          ))
      case .pageReview:
        TypeTexts(
          title: ("Page review", "Seitenprüfung"),
          description: (
            "When a page you created is reviewed.",
            "Wenn eine von dir erstellte Seite geprüft wird."
          ))
      case .userRights:
        TypeTexts(
          title: ("User rights change", "Änderung der Benutzerrechte"),
          description: (
            "When your user rights are changed.",
            "Wenn deine Benutzerrechte geändert werden."
          ))
      case .reverted:
        TypeTexts(
          title: ("Edit revert", "Zurückgesetzte Bearbeitung"),
          description: (
            "When one of your edits is reverted.",
            "Wenn eine deiner Bearbeitungen rückgängig gemacht wird."
          ))
      case .emailUser:
        TypeTexts(
          title: ("Email from other user", "E-Mail von anderen Benutzern"),
          description: (
            "When another user sends you an email.",
            "Wenn dir ein anderer Benutzer eine E-Mail schickt."
          ))
      case .thankYouEdit:
        TypeTexts(
          title: ("Edit milestone", "Bearbeitungsmeilenstein"),
          description: (
            "When you reach an edit milestone.",
            "Wenn du einen Bearbeitungsmeilenstein erreichst."
          ))
      case .editUserPage:
        TypeTexts(
          title: ("Edit to my user page", "Bearbeitung auf meiner Benutzerseite"),
          description: (
            "When someone edits your user page.",
            "Wenn jemand deine Benutzerseite bearbeitet."
          ))
      case .dtSubscriptionArchiving:
        TypeTexts(
          title: ("Talk page archiving", "Diskussionsseiten-Archivierung"),
          description: (
            "When a discussion you subscribed to is archived or removed from its page.",
            "Wenn eine Diskussion, die du abonniert hast, archiviert oder von ihrer Seite entfernt "
              + "wird."
          ))
      }
    }
  }
}

/// A named type's name and the sentence saying when it notifies, each in English and German.
struct TypeTexts {
  let title: (english: String, german: String)
  let description: (english: String, german: String)
}

extension NotificationType {
  /// The type's texts; nil for a type beyond ``named``, which only the wiki names.
  var texts: TypeTexts? { StringKey.NamedType(rawValue: rawValue)?.texts }
}
