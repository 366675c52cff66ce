extension StringKey {
  /// The texts of a type's switch beyond its name: descriptions, statuses and accessibility values.
  public enum Toggle: String, CaseIterable, Sendable {
    /// What a type the package has no words for notifies about: the wiki names such types but does
    /// not describe them.
    case typeDescriptionFromWiki = "type-from-wiki-description"
    /// The hint of a type set in the global preferences; `{description}` is the type's description.
    case typeDescriptionGlobal = "type-global-description"
    /// The hint of a type with a local exception; `{description}` is the type's description.
    case typeDescriptionThisWikiOnly = "type-this-wiki-only-description"
    /// Status of a toggle whose choice is a global preference (it applies on every wiki).
    case rowGlobal = "row-global"
    /// Status of a toggle with a local exception where choices are otherwise global.
    case rowThisWikiOnly = "row-this-wiki-only"
    /// Accessibility value of a toggle that is on.
    case valueOn = "value-on"
    /// Accessibility value of a toggle that is off.
    case valueOff = "value-off"
    /// Accessibility value of a toggle with a status; `{value}` ("On"), `{status}` ("Saving…").
    case valueWithStatus = "value-with-status"
    /// Status of a toggle whose change is being saved.
    case rowSaving = "row-saving"
    /// Status of a toggle waiting for the permission question.
    case rowWaitingForPermission = "row-waiting-for-permission"
    /// Status of a toggle a failed save switched back.
    case rowNotSaved = "row-not-saved"
    /// Why a switch is dimmed while the settings are copied to the new language's wiki.
    case rowUnavailableCopying = "row-unavailable-copying"
    /// Why a switch is dimmed while another one waits for the permission question.
    case rowUnavailableAsking = "row-unavailable-asking"
    /// Why a switch is dimmed while the account logs out.
    case rowUnavailableLoggingOut = "row-unavailable-logging-out"
    /// A switch's accessibility label: `{title}` its name, `{description}` when it notifies.
    case rowLabel = "row-label"
    /// Accessibility hint of a switch that is off: what flipping it does.
    case hintTurnOn = "hint-turn-on"
    /// Accessibility hint of a switch that is on: what flipping it does.
    case hintTurnOff = "hint-turn-off"

    /// The texts in English and German and the note for translators: a case without them does
    /// not compile.
    var row: Row {
      switch self {
      case .typeDescriptionFromWiki:
        Row(
          english: "Another kind of notification this Wikipedia offers.",
          german: "Eine weitere Benachrichtigungsart, die diese Wikipedia anbietet.",
          note:
            "One sentence under the switch of a notification type the wiki offers beyond the "
            + "app's own list (the wiki gives its name, not a description); also read with its name."
        )
      case .typeDescriptionGlobal:
        Row(
          english:
            "{description} Set in your global preferences: this choice applies on every wiki.",
          german:
            "{description} In deinen globalen Einstellungen festgelegt: Diese Auswahl gilt in "
            + "allen Wikis.",
          note:
            "Text under a switch (also read with its name) whose choice is set in the person's "
            + "global preferences, so it applies on every wiki. {description} is the type's "
            + "description.")
      case .typeDescriptionThisWikiOnly:
        Row(
          english: "{description} A local exception: this choice applies on this wiki only.",
          german:
            "{description} Eine lokale Ausnahme: Diese Auswahl gilt nur in diesem Wiki.",
          note:
            "Text under a switch (also read with its name) whose choice has a local exception in the "
            + "person's global preferences, so it applies on this wiki only. {description} is the "
            + "type's description.")
      case .rowGlobal:
        Row(
          english: "Applies on every wiki",
          german: "Gilt in allen Wikis",
          note:
            "Shown next to a switch whose choice is a global preference: it applies on every wiki.")
      case .rowThisWikiOnly:
        Row(
          english: "This wiki only",
          german: "Nur dieses Wiki",
          note:
            "Shown next to a switch whose choice has a local exception: it applies on this wiki "
            + "only, while the other choices apply on every wiki.")
      case .valueOn:
        Row(english: "On", german: "Ein", note: "Screen-reader value of a switch that is on.")
      case .valueOff:
        Row(english: "Off", german: "Aus", note: "Screen-reader value of a switch that is off.")
      case .valueWithStatus:
        Row(
          english: "{value}, {status}",
          german: "{value}, {status}",
          note:
            "Screen-reader value of a switch that shows a status: {value} is the On or Off text, "
            + "{status} the status shown next to the switch (Saving…).")
      case .rowSaving:
        Row(
          english: "Saving…",
          german: "Wird gespeichert …",
          note: "Shown next to a switch while its change is being saved to the wiki.")
      case .rowWaitingForPermission:
        Row(
          english: "Waiting for permission…",
          german: "Warte auf Erlaubnis …",
          note: "Shown next to a switch while the system asks whether notifications are allowed.")
      case .rowNotSaved:
        Row(
          english: "Not saved",
          german: "Nicht gespeichert",
          note:
            "Shown under a switch, and read with its value, when saving it failed and it was "
            + "switched back; a button to try again follows.")
      case .rowUnavailableCopying:
        Row(
          english: "Unavailable while your settings are copied",
          german: "Nicht verfügbar, während deine Einstellungen kopiert werden",
          note:
            "Shown under a dimmed switch, and read with its value, while the settings are copied "
            + "to the wiki of the app's new primary language.")
      case .rowUnavailableAsking:
        Row(
          english: "Unavailable until you answer the notifications question",
          german: "Nicht verfügbar, bis du die Frage zu Benachrichtigungen beantwortet hast",
          note:
            "Shown under a dimmed switch, and read with its value, while the system asks whether "
            + "the app may send notifications.")
      case .rowUnavailableLoggingOut:
        Row(
          english: "Unavailable while logging out",
          german: "Nicht verfügbar während der Abmeldung",
          note: "Shown under a dimmed switch, and read with its value, while the account logs out.")
      case .rowLabel:
        Row(
          english: "{title}. {description}",
          german: "{title}. {description}",
          note:
            "What a screen reader says for a switch, before its value: {title} is the "
            + "notification type's name, {description} the sentence under it. Keep both.")
      case .hintTurnOn:
        Row(
          english: "Turns these notifications on.",
          german: "Schaltet diese Benachrichtigungen ein.",
          note: "Screen-reader hint of a switch that is off: what double-tapping it does.")
      case .hintTurnOff:
        Row(
          english: "Turns these notifications off.",
          german: "Schaltet diese Benachrichtigungen aus.",
          note: "Screen-reader hint of a switch that is on: what double-tapping it does.")
      }
    }
  }
}
