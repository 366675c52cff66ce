/// How a list-based screen (the SwiftUI `NotificationSettingsView`) arranges the screen's
/// outline: which elements share a list section, which one heads it, and what the "Learn more"
/// sheet shows where.
///
/// It lives here rather than beside the view because it is platform-neutral: the view only
/// iterates it and gives each element its identifier, so the identifiers the view attaches are
/// the ones this lists, which the Linux tests check against the terminal renderers.
public struct SettingsListLayout: Equatable, Sendable {
  /// One section of the list.
  public struct Group: Equatable, Sendable, Identifiable {
    /// The identifier of its first element (stable while the group is shown).
    public var id: String
    /// The element drawn as the section's header, if any.
    public var header: ScreenOutline.Element?
    /// The section's rows, in order.
    public var rows: [ScreenOutline.Element]

    /// The kind of the banner this section shows, whose colours its rows (the message and its
    /// actions) are drawn in; nil for a section without a banner.
    public var bannerKind: ScreenModel.Banner.Kind? {
      for row in rows {
        if case .banner(let banner) = row { return banner.kind }
      }
      return nil
    }
  }

  /// The "Learn more" sheet.
  public struct Sheet: Equatable, Sendable {
    /// Its navigation title.
    public var title: String
    /// Its scrolled content, in order.
    public var content: [ScreenOutline.Element]
    /// Its toolbar's buttons.
    public var toolbar: [ScreenOutline.Element]

    /// The sheet of an explanation (the item of `sheet(item:)`).
    public init(_ learnMore: ScreenModel.LearnMore) {
      self.init(ScreenOutline.sheet(learnMore), title: learnMore.title)
    }

    /// The close buttons go to the toolbar; everything else is content.
    public init(_ elements: [ScreenOutline.Element], title: String) {
      self.title = title
      content = elements.filter { $0.kind != .close }
      toolbar = elements.filter { $0.kind == .close }
    }

    /// The identifiers the sheet attaches, in reading order.
    public var identifiers: [String] { (content + toolbar).map(\.id) }
  }

  /// The list's sections, top to bottom.
  public var list: [Group]
  /// The sheet, while it is open.
  public var sheet: Sheet?

  /// Groups the outline's page into list sections: the progress indicator alone, a banner with
  /// its actions, the scope note alone, a heading over its toggles (and their own actions), the
  /// screen's actions together.
  public init(_ outline: ScreenOutline) {
    var list: [Group] = []
    for element in outline.page {
      switch element.kind {
      case .sectionHeader:
        list.append(Group(id: element.id, header: element, rows: []))
      case .loading, .banner, .scope:
        list.append(Group(id: element.id, header: nil, rows: [element]))
      case .bannerAction, .toggle, .rowAction, .muteList:
        // Belongs to the banner or heading before it (a row's action to its switch's section).
        if list.isEmpty { list.append(Group(id: element.id, header: nil, rows: [])) }
        list[list.count - 1].rows.append(element)
      case .action, .learnMore, .link, .close:
        // The screen's actions share one trailing section.
        if let last = list.last, last.header == nil, last.rows.allSatisfy({ $0.kind == .action }) {
          list[list.count - 1].rows.append(element)
        } else {
          list.append(Group(id: element.id, header: nil, rows: [element]))
        }
      }
    }
    self.list = list
    sheet = outline.sheet.map { elements in
      let title = elements.lazy.compactMap { element -> String? in
        if case .learnMore(let learnMore) = element { return learnMore.title }
        return nil
      }.first
      return Sheet(elements, title: title ?? "")
    }
  }

  /// The identifiers the list attaches, in reading order.
  public var listIdentifiers: [String] {
    list.flatMap { group in ([group.header].compactMap { $0 } + group.rows).map(\.id) }
  }

  /// The identifiers a person can reach: the sheet's while it is open (it is modal), else the
  /// list's.
  public var reachableIdentifiers: [String] { sheet?.identifiers ?? listIdentifiers }
}
