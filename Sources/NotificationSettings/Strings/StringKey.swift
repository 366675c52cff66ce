/// Every user-facing message of the feature, by area: each area is an enum in its own file
/// (`StringKey+Banner.swift`, ...) whose cases carry their stable names and whose rows give the
/// English text, the German text and the note for translators, side by side. Every switch over
/// them is exhaustive, so a key without its texts does not compile.
public enum StringKey: Hashable, Sendable, CaseIterable {
  /// The screen's own texts.
  case screen(Screen)
  /// A type's switch: descriptions, statuses and accessibility values.
  case toggle(Toggle)
  /// A banner above the switches.
  case banner(Banner)
  /// What a screen reader speaks when something happened.
  case announcement(Announcement)
  /// A button and its accessibility hint.
  case action(Action)
  /// Why a step failed, in a full sentence.
  case reason(Reason)
  /// How a list of type names is joined.
  case list(ListJoin)
  /// A section's heading.
  case sectionTitle(NotificationSection)
  /// A type's name, the toggle's label.
  case typeTitle(NotificationType)
  /// What a type notifies about, the toggle's description (read with its name).
  case typeDescription(NotificationType)
  /// The "Muted" section: the mute lists and what is said about them.
  case mute(Mute)

  /// Every key: each area's cases, and the parameterised ones for every section and every type
  /// the package names (``NotificationType/named``), area by area (``Area``, compiler-listed).
  public static var allCases: [StringKey] { Area.allCases.flatMap(\.keys) }

  /// The areas of keys, one per case of ``StringKey``: ``area`` names each key's (an
  /// exhaustive switch), so a new case of ``StringKey`` needs its area here, and ``keys`` lists
  /// an area's keys from its own compiler-derived `allCases` (another exhaustive switch), so
  /// ``allCases`` cannot leave one out.
  public enum Area: CaseIterable, Sendable {
    /// ``StringKey/screen(_:)``.
    case screen
    /// ``StringKey/toggle(_:)``.
    case toggle
    /// ``StringKey/banner(_:)``.
    case banner
    /// ``StringKey/announcement(_:)``.
    case announcement
    /// ``StringKey/action(_:)``.
    case action
    /// ``StringKey/reason(_:)``.
    case reason
    /// ``StringKey/list(_:)``.
    case list
    /// ``StringKey/sectionTitle(_:)``.
    case sectionTitle
    /// ``StringKey/typeTitle(_:)``.
    case typeTitle
    /// ``StringKey/typeDescription(_:)``.
    case typeDescription
    /// ``StringKey/mute(_:)``.
    case mute

    /// Every key of the area.
    public var keys: [StringKey] {
      switch self {
      case .screen: Screen.allCases.map(StringKey.screen)
      case .toggle: Toggle.allCases.map(StringKey.toggle)
      case .banner: Banner.allCases.map(StringKey.banner)
      case .announcement: Announcement.allCases.map(StringKey.announcement)
      case .action: Action.allCases.map(StringKey.action)
      case .reason: Reason.allCases.map(StringKey.reason)
      case .list: ListJoin.allCases.map(StringKey.list)
      case .sectionTitle: NotificationSection.allCases.map(StringKey.sectionTitle)
      case .typeTitle: NotificationType.named.map(StringKey.typeTitle)
      case .typeDescription: NotificationType.named.map(StringKey.typeDescription)
      case .mute: Mute.allCases.map(StringKey.mute)
      }
    }
  }

  /// The key's area.
  public var area: Area {
    switch self {
    case .screen: .screen
    case .toggle: .toggle
    case .banner: .banner
    case .announcement: .announcement
    case .action: .action
    case .reason: .reason
    case .list: .list
    case .sectionTitle: .sectionTitle
    case .typeTitle: .typeTitle
    case .typeDescription: .typeDescription
    case .mute: .mute
    }
  }

  /// The key's stable name, as TranslateWiki and the app's `Localizable.strings` list it: written
  /// out as each area's raw values, never derived from the Swift case, so that renaming a case
  /// keeps every translation (docs/strings/ holds the exported files; a test keeps them current).
  public var name: String {
    let prefix = "notification-settings-"
    switch self {
    case .screen(let key): return prefix + key.rawValue
    case .toggle(let key): return prefix + key.rawValue
    case .banner(let key): return prefix + key.rawValue
    case .announcement(let key): return prefix + key.rawValue
    case .action(let key): return prefix + key.rawValue
    case .reason(let key): return prefix + key.rawValue
    case .list(let key): return prefix + key.rawValue
    case .sectionTitle(let section): return prefix + "section-\(section.rawValue)"
    case .typeTitle(let type): return prefix + "type-\(type.rawValue)-title"
    case .typeDescription(let type): return prefix + "type-\(type.rawValue)-description"
    case .mute(let key): return prefix + key.rawValue
    }
  }

  /// The placeholders of the message, e.g. `types` for `{types}`, as its English text has them
  /// (a test checks that the German text has the same ones and the note explains each).
  public var placeholders: [String] {
    var names: [String] = []
    var rest = Substring(row?.english ?? "")
    while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
      let name = String(rest[rest.index(after: open)..<close])
      if !names.contains(name) { names.append(name) }
      rest = rest[rest.index(after: close)...]
    }
    return names
  }

  /// What a translator needs to know: where the text appears and what its placeholders hold
  /// (empty for a type beyond ``NotificationType/named``, which the package does not translate).
  public var translatorNote: String { row?.note ?? "" }
}

extension StringKey {
  /// One key's texts in every language the package ships, and its note for translators; each
  /// field is required, so a key without its German text does not compile.
  struct Row: Sendable {
    /// The source text, also the fallback of every other language.
    let english: String
    /// The German text.
    let german: String
    /// Where the text appears and what its placeholders hold.
    let note: String
  }

  /// Every key's text in one language, e.g. `table(\.german)`.
  static func table(_ language: KeyPath<Row, String>) -> [StringKey: String] {
    var table: [StringKey: String] = [:]
    for key in allCases {
      table[key] = key.row?[keyPath: language]
    }
    return table
  }

  /// The catalogue: the key's row, nil for the title or description of a type beyond
  /// ``NotificationType/named``, which only the wiki names.
  var row: Row? {
    switch self {
    case .screen(let key): key.row
    case .toggle(let key): key.row
    case .banner(let key): key.row
    case .announcement(let key): key.row
    case .action(let key): key.row
    case .reason(let key): key.row
    case .list(let key): key.row
    case .mute(let key): key.row
    case .sectionTitle(let section):
      Row(
        english: section.title.english,
        german: section.title.german,
        note: "Heading of the section of notification types about: \(section.rawValue).")
    case .typeTitle(let type):
      type.texts.map { texts in
        Row(
          english: texts.title.english,
          german: texts.title.german,
          note:
            "Name of a push notification type, the label of its switch. English source: "
            + "\"\(texts.title.english)\"; the wiki calls it "
            + "{{msg-mw|Echo-category-title-\(type.rawValue)}}: use that translation if it has one."
        )
      }
    case .typeDescription(let type):
      type.texts.map { texts in
        Row(
          english: texts.description.english,
          german: texts.description.german,
          note:
            "One sentence under the switch \"\(texts.title.english)\" saying when it notifies; "
            + "also read by screen readers with the switch's name.")
      }
    }
  }
}
