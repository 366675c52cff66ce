import MediaWikiAPI

extension ScreenModel {
  /// The "Muted" section below the types: one row per mute list, each opening its list.
  public struct MutedSection: Equatable, Sendable, Identifiable {
    /// Stable accessibility identifier, `notification.section.muted`.
    public var id: String
    /// The heading ("Muted").
    public var title: String
    /// The heading's traits.
    public var titleTraits: [Trait]
    /// The muted accounts' row, then the muted pages'.
    public var rows: [MuteListRow]
  }

  /// A mute list's row: its name and count; using it opens ``page``.
  public struct MuteListRow: Equatable, Sendable, Identifiable {
    /// Stable accessibility identifier, e.g. `notification.muted.users`.
    public var id: String
    /// Which list.
    public var kind: MuteListKind
    /// The visible text and accessibility label ("Muted users").
    public var label: String
    /// How many are muted ("2 muted", "None").
    public var value: String
    /// Where the list applies ("Applies on every wiki"), shown under the label.
    public var scope: String
    /// Whether the list is written to the global preferences (one list for every wiki).
    public var isGlobal: Bool
    /// The accessibility value: the count and where the list applies.
    public var accessibilityValue: String
    /// What using it does.
    public var hint: String
    /// The names Voice Control answers to.
    public var inputLabels: [String]
    /// Its traits.
    public var traits: [Trait]
    /// The list it opens.
    public var page: MuteListPage
  }

  /// A mute list's own page: what muting does, the entries, and the field adding one.
  public struct MuteListPage: Equatable, Sendable, Identifiable {
    /// Stable accessibility identifier, e.g. `notification.muted.users.page`.
    public var id: String
    /// The page's title, the row's label.
    public var title: String
    /// What a mute of this list does.
    public var explanation: String
    /// Where the list applies.
    public var scope: String
    /// What the page says with no entry; nil when there are some.
    public var empty: String?
    /// The entries, in stored order, with the changes on their way shown at once.
    public var entries: [MutedEntryRow]
    /// The field adding a name.
    public var field: MuteField
    /// The label of the button closing the page ("Close").
    public var close: String
  }

  /// One entry of a mute list.
  public struct MutedEntryRow: Equatable, Sendable, Identifiable {
    /// Stable accessibility identifier, e.g. `notification.muted.users.entry.42`.
    public var id: String
    /// The name or title (the visible text and accessibility label).
    public var name: String
    /// "Saving…" while its change is on its way; nil otherwise.
    public var status: String?
    /// What a screen reader says as the value (the status, if any).
    public var accessibilityValue: String
    /// How to unmute it (empty when it cannot be now).
    public var hint: String
    /// The action removing it (a swipe on iOS); nil while it is being added, or when the wiki
    /// no longer names the entry of a list only Echo's module (which takes names) can change.
    public var remove: Action?
  }

  /// The field of a mute list's page: type a name, then ``event(adding:)``.
  public struct MuteField: Equatable, Sendable, Identifiable {
    /// Stable accessibility identifier, e.g. `notification.muted.users.field`.
    public var id: String
    /// Which list it adds to.
    public var kind: MuteListKind
    /// The field's label ("Username to mute").
    public var label: String
    /// The button's label ("Mute").
    public var addLabel: String
    /// The button's hint.
    public var addHint: String
    /// The button's identifier, e.g. `notification.muted.users.add`.
    public var addID: String

    /// The event adding `name`.
    public func event(adding name: String) -> SettingsFeature.Action {
      .muteRequested(kind, names: [name])
    }

    /// The button adding `name` (what the person typed), as an action to draw.
    public func add(_ name: String) -> Action {
      Action(
        id: addID, label: addLabel, inputLabels: [addLabel], hint: addHint, traits: [.button],
        event: event(adding: name))
    }
  }

  /// The "Muted" section of `state`: nil until the account's lists are read (and on a wiki
  /// without them).
  static func mutedSection(_ state: SettingsFeature.State, _ strings: Strings) -> MutedSection? {
    guard let lists = state.muting.lists, state.session.userName != nil else { return nil }
    return MutedSection(
      id: "notification.section.muted", title: strings.text(.mute(.sectionTitle)),
      titleTraits: [.header],
      rows: MuteListKind.allCases.map { muteListRow($0, lists[$0], state.muting, strings) })
  }

  private static func muteListRow(
    _ kind: MuteListKind, _ list: MutedList, _ muting: Muting, _ strings: Strings
  ) -> MuteListRow {
    let id = "notification.muted.\(kind == .users ? "users" : "pages")"
    let label = strings.text(.mute(kind == .users ? .usersRow : .pagesRow))
    let rows = muting.rows(kind)
    let count =
      rows.isEmpty
      ? strings.text(.mute(.countNone)) : strings.text(.mute(.count), ["count": "\(rows.count)"])
    let scope = strings.text(.mute(list.isGlobal ? .scopeEveryWiki : .scopeThisWiki))
    let saving = strings.text(.mute(.saving))
    let entries = rows.enumerated().map { index, row in
      let removable = row.entry.map { list.isGlobal || $0.name != nil } ?? false
      let removeLabel = strings.text(.mute(.removeAction), ["name": row.name])
      return MutedEntryRow(
        id: "\(id).entry.\(row.entry.map { String($0.id) } ?? "new-\(index)")",
        name: row.name, status: row.isSaving ? saving : nil,
        accessibilityValue: row.isSaving ? saving : "",
        hint: removable ? strings.text(.mute(.entryHint)) : "",
        remove: removable && !row.isSaving
          ? Action(
            id: "\(id).remove.\(row.entry?.id ?? 0)", label: removeLabel,
            inputLabels: [strings.text(.mute(.removeInput)), removeLabel],
            hint: strings.text(.mute(.removeHint)),
            traits: [.button],
            event: .unmuteRequested(kind, ids: row.entry.map { [$0.id] } ?? []))
          : nil)
    }
    let page = MuteListPage(
      id: "\(id).page", title: label,
      explanation: strings.text(.mute(kind == .users ? .usersExplanation : .pagesExplanation)),
      scope: scope,
      empty: rows.isEmpty ? strings.text(.mute(kind == .users ? .usersEmpty : .pagesEmpty)) : nil,
      entries: entries,
      field: MuteField(
        id: "\(id).field", kind: kind,
        label: strings.text(.mute(kind == .users ? .userField : .pageField)),
        addLabel: strings.text(.mute(.addAction)),
        addHint: strings.text(.mute(kind == .users ? .addUserHint : .addPageHint)),
        addID: "\(id).add"),
      close: strings.text(.action(.actionClose)))
    return MuteListRow(
      id: id, kind: kind, label: label, value: count, scope: scope, isGlobal: list.isGlobal,
      accessibilityValue: strings.text(
        .toggle(.valueWithStatus), ["value": count, "status": scope]),
      hint: strings.text(.mute(kind == .users ? .usersRowHint : .pagesRowHint)),
      inputLabels: [label], traits: [.button], page: page)
  }
}
