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
            + "app's own list (the wiki gives its name, not a description); also the screen-reader "
            + "hint.")
      case .typeDescriptionGlobal:
        Row(
          english:
            "{description} Set in your global preferences: this choice applies on every wiki.",
          german:
            "{description} In deinen globalen Einstellungen festgelegt: Diese Auswahl gilt in "
            + "allen Wikis.",
          note:
            "Screen-reader hint and text under a switch whose choice is set in the person's "
            + "global preferences, so it applies on every wiki. {description} is the type's "
            + "description.")
      case .typeDescriptionThisWikiOnly:
        Row(
          english: "{description} A local exception: this choice applies on this wiki only.",
          german:
            "{description} Eine lokale Ausnahme: Diese Auswahl gilt nur in diesem Wiki.",
          note:
            "Screen-reader hint and text under a switch whose choice has a local exception in the "
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
      }
    }
  }
}
