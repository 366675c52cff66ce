extension StringKey {
  /// The "Muted" section: Echo's lists of muted accounts and muted pages, their list pages, and
  /// what is said about a mute or unmute.
  public enum Mute: String, CaseIterable, Sendable {
    /// Heading of the section.
    case sectionTitle = "muted-section-title"
    /// The row opening the muted accounts.
    case usersRow = "muted-users-row"
    /// Hint of the row opening the muted accounts.
    case usersRowHint = "muted-users-row-hint"
    /// The row opening the muted pages.
    case pagesRow = "muted-pages-row"
    /// Hint of the row opening the muted pages.
    case pagesRowHint = "muted-pages-row-hint"
    /// A row's value: how many are muted; `{count}`.
    case count = "muted-count"
    /// A row's value when nothing is muted.
    case countNone = "muted-count-none"
    /// Where a list applies: every wiki.
    case scopeEveryWiki = "muted-scope-every-wiki"
    /// Where a list applies: this wiki only.
    case scopeThisWiki = "muted-scope-this-wiki"
    /// What muting an account does, above its list.
    case usersExplanation = "muted-users-explanation"
    /// What muting a page does, above its list.
    case pagesExplanation = "muted-pages-explanation"
    /// The list of accounts when empty.
    case usersEmpty = "muted-users-empty"
    /// The list of pages when empty.
    case pagesEmpty = "muted-pages-empty"
    /// The field for an account name to mute.
    case userField = "mute-user-field"
    /// The field for a page title to mute.
    case pageField = "mute-page-field"
    /// The button adding what the field names.
    case addAction = "mute-add-action"
    /// Hint of the button adding an account.
    case addUserHint = "mute-add-user-hint"
    /// Hint of the button adding a page.
    case addPageHint = "mute-add-page-hint"
    /// The action removing an entry; `{name}`.
    case removeAction = "unmute-action"
    /// Voice Control's short name of removing an entry.
    case removeInput = "unmute-input"
    /// Hint of the action removing an entry.
    case removeHint = "unmute-hint"
    /// Hint of an entry of a list.
    case entryHint = "muted-entry-hint"
    /// Status of an entry whose change waits for the wiki.
    case saving = "muted-saving"
    /// Said after accounts or pages were muted; `{names}`.
    case mutedAnnouncement = "muted-announcement"
    /// Said after accounts or pages were unmuted; `{names}`.
    case unmutedAnnouncement = "unmuted-announcement"
    /// Said when the names are on the list already; `{names}`.
    case alreadyMuted = "mute-already-muted"
    /// Refused: no such account; `{name}`.
    case noSuchUser = "mute-no-such-user"
    /// Refused: not an account name; `{name}`.
    case invalidUserName = "mute-invalid-user-name"
    /// Refused: the account has no global account; `{name}`.
    case noCentralAccount = "mute-no-central-account"
    /// Refused: the person's own account.
    case ownAccount = "mute-own-account"
    /// Refused: no such page; `{name}`.
    case noSuchPage = "mute-no-such-page"
    /// Refused: not a title; `{name}`.
    case invalidTitle = "mute-invalid-title"
    /// Refused: a temporary account.
    case temporaryAccount = "mute-temporary-account"
    /// A mute failed and was taken back; `{names}`, `{reason}`.
    case muteFailed = "mute-failed"
    /// An unmute failed and the entry is shown again; `{names}`, `{reason}`.
    case unmuteFailed = "unmute-failed"
    /// Whether a change was written is unknown; the lists are read again; `{names}`.
    case outcomeUnknown = "mute-outcome-unknown"
    /// Changes let go of when the wiki or the account changed; `{names}`.
    case interrupted = "mute-interrupted"

    /// The texts in English and German and the note for translators.
    var row: Row {
      switch self {
      case .sectionTitle:
        Row(
          english: "Muted", german: "Stummgeschaltet",
          note: "Heading of the section, below the notification types, with the mute lists.")
      case .usersRow:
        Row(
          english: "Muted users", german: "Stummgeschaltete Benutzer",
          note: "Row opening the list of accounts whose notifications the person never gets.")
      case .usersRowHint:
        Row(
          english: "Shows the accounts you don't get notifications from.",
          german: "Zeigt die Benutzerkonten, von denen du keine Benachrichtigungen erhältst.",
          note: "Accessibility hint of the row {{msg-mw|notification-settings-muted-users-row}}.")
      case .pagesRow:
        Row(
          english: "Muted pages (page links)", german: "Stummgeschaltete Seiten (Seitenlinks)",
          note:
            "Row opening the list of pages whose page-link notifications (someone linked to a "
            + "page you created) the person never gets.")
      case .pagesRowHint:
        Row(
          english: "Shows the pages whose links you aren't notified of.",
          german: "Zeigt die Seiten, über deren Verlinkung du nicht benachrichtigt wirst.",
          note: "Accessibility hint of the row {{msg-mw|notification-settings-muted-pages-row}}.")
      case .count:
        Row(
          english: "{count} muted", german: "{count} stummgeschaltet",
          note: "Value of a mute list's row. {count} is a number, at least 1.")
      case .countNone:
        Row(
          english: "None", german: "Keine",
          note: "Value of a mute list's row when the list is empty.")
      case .scopeEveryWiki:
        Row(
          english: "Applies on every wiki", german: "Gilt in allen Wikis",
          note:
            "Under a mute list: the list is kept in the global preferences, so it applies on "
            + "every wiki of the account.")
      case .scopeThisWiki:
        Row(
          english: "Applies on this wiki only", german: "Gilt nur in diesem Wiki",
          note: "Under a mute list: the list is this wiki's own.")
      case .usersExplanation:
        Row(
          english:
            "You get no notifications from these accounts, except a message on your own talk "
            + "page.",
          german:
            "Von diesen Benutzerkonten erhältst du keine Benachrichtigungen, außer für "
            + "Nachrichten auf deiner eigenen Diskussionsseite.",
          note:
            "Above the list of muted accounts. Echo still notifies of a message on the person's "
            + "own talk page (Phabricator T288112), so the text says so.")
      case .pagesExplanation:
        Row(
          english: "You aren't notified when someone links to these pages.",
          german: "Du wirst nicht benachrichtigt, wenn jemand auf diese Seiten verlinkt.",
          note: "Above the list of muted pages.")
      case .usersEmpty:
        Row(
          english: "You haven't muted anyone.", german: "Du hast niemanden stummgeschaltet.",
          note: "The list of muted accounts when it is empty.")
      case .pagesEmpty:
        Row(
          english: "No pages are muted.", german: "Keine Seiten sind stummgeschaltet.",
          note: "The list of muted pages when it is empty.")
      case .userField:
        Row(
          english: "Username to mute", german: "Benutzername zum Stummschalten",
          note: "Label of the text field where the person types an account name to mute.")
      case .pageField:
        Row(
          english: "Page title to mute", german: "Seitentitel zum Stummschalten",
          note: "Label of the text field where the person types a page title to mute.")
      case .addAction:
        Row(
          english: "Mute", german: "Stummschalten",
          note: "Button next to the field: mutes the account or page typed.")
      case .addUserHint:
        Row(
          english: "Adds this account to your muted users.",
          german: "Fügt dieses Benutzerkonto deinen stummgeschalteten Benutzern hinzu.",
          note:
            "Accessibility hint of {{msg-mw|notification-settings-mute-add-action}} for accounts.")
      case .addPageHint:
        Row(
          english: "Adds this page to your muted pages.",
          german: "Fügt diese Seite deinen stummgeschalteten Seiten hinzu.",
          note: "Accessibility hint of {{msg-mw|notification-settings-mute-add-action}} for pages.")
      case .removeAction:
        Row(
          english: "Unmute {name}", german: "{name} nicht mehr stummschalten",
          note: "Action (a swipe on phones) removing an entry. {name} is the account or page.")
      case .removeInput:
        Row(
          english: "Unmute", german: "Stummschaltung aufheben",
          note: "Short name Voice Control answers to for removing an entry.")
      case .removeHint:
        Row(
          english: "Removes it from this list, so its notifications reach you again.",
          german:
            "Entfernt es aus dieser Liste, sodass dich seine Benachrichtigungen wieder erreichen.",
          note: "Accessibility hint of {{msg-mw|notification-settings-unmute-action}}.")
      case .entryHint:
        Row(
          english: "Use the actions to unmute.",
          german: "Verwende die Aktionen, um die Stummschaltung aufzuheben.",
          note: "Accessibility hint of an entry of a mute list (its action unmutes it).")
      case .saving:
        Row(
          english: "Saving…", german: "Wird gespeichert …",
          note: "Status of an entry whose change is on its way to the wiki.")
      case .mutedAnnouncement:
        Row(
          english: "Muted {names}.", german: "{names} stummgeschaltet.",
          note: "Said after a mute was saved. {names} is a list of accounts or pages.")
      case .unmutedAnnouncement:
        Row(
          english: "Unmuted {names}.", german: "Stummschaltung von {names} aufgehoben.",
          note: "Said after an unmute was saved. {names} is a list of accounts or pages.")
      case .alreadyMuted:
        Row(
          english: "Already muted: {names}.", german: "Bereits stummgeschaltet: {names}.",
          note: "Said when what the person typed is on the list already. {names} is a list.")
      case .noSuchUser:
        Row(
          english: "There is no account named {name}. Nothing was muted.",
          german: "Es gibt kein Benutzerkonto namens {name}. Nichts wurde stummgeschaltet.",
          note: "Said when the account typed does not exist. {name} is what was typed.")
      case .invalidUserName:
        Row(
          english: "{name} is not a valid username. Nothing was muted.",
          german: "{name} ist kein gültiger Benutzername. Nichts wurde stummgeschaltet.",
          note: "Said when what was typed cannot be an account name. {name} is what was typed.")
      case .noCentralAccount:
        Row(
          english: "{name} has no global account, so it can't be muted. Nothing was muted.",
          german:
            "{name} hat kein globales Benutzerkonto und kann nicht stummgeschaltet werden. Nichts "
            + "wurde stummgeschaltet.",
          note: "Said when the account exists only on this wiki. {name} is the account.")
      case .ownAccount:
        Row(
          english: "You can't mute your own account. Nothing was muted.",
          german: "Du kannst dein eigenes Benutzerkonto nicht stummschalten. Nichts wurde "
            + "stummgeschaltet.",
          note: "Said when the person typed their own account name.")
      case .noSuchPage:
        Row(
          english: "There is no page titled {name}. Nothing was muted.",
          german: "Es gibt keine Seite mit dem Titel {name}. Nichts wurde stummgeschaltet.",
          note: "Said when the page typed does not exist. {name} is what was typed.")
      case .invalidTitle:
        Row(
          english: "{name} is not a valid page title. Nothing was muted.",
          german: "{name} ist kein gültiger Seitentitel. Nichts wurde stummgeschaltet.",
          note: "Said when what was typed cannot be a title. {name} is what was typed.")
      case .temporaryAccount:
        Row(
          english: "A temporary account can't mute. Log in or create an account first.",
          german:
            "Ein temporäres Benutzerkonto kann nichts stummschalten. Melde dich zuerst an oder "
            + "erstelle ein Benutzerkonto.",
          note: "Said when a temporary account tries to mute: the wiki keeps no lists for it.")
      case .muteFailed:
        Row(
          english: "Couldn't mute {names}. {reason}",
          german: "{names} konnte nicht stummgeschaltet werden. {reason}",
          note: "Said when a mute failed. {names} is a list; {reason} is a reason message.")
      case .unmuteFailed:
        Row(
          english: "Couldn't unmute {names}, so it is shown again. {reason}",
          german:
            "Die Stummschaltung von {names} konnte nicht aufgehoben werden; es wird wieder "
            + "angezeigt. {reason}",
          note:
            "Said when an unmute failed and the entry is back on the list. {names} is a list; "
            + "{reason} is a reason message.")
      case .outcomeUnknown:
        Row(
          english:
            "The connection was interrupted, so it isn't known whether the change to {names} "
            + "was saved. The list is read again.",
          german:
            "Die Verbindung wurde unterbrochen; ob die Änderung für {names} gespeichert wurde, "
            + "ist unbekannt. Die Liste wird neu geladen.",
          note:
            "Said when a mute or unmute may or may not have reached the wiki: the entry is shown "
            + "as before, and the list is read again. {names} is a list of accounts or pages.")
      case .interrupted:
        Row(
          english: "The change to {names} in your mute lists was interrupted and may not be saved.",
          german:
            "Die Änderung für {names} in deinen Stummschaltungslisten wurde unterbrochen und ist "
            + "vielleicht nicht gespeichert.",
          note:
            "Said when the language or the account changed while a mute or unmute was on its way "
            + "to the wiki. {names} is a list of accounts or pages.")
      }
    }
  }
}
