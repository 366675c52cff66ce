// Platform-neutral: no SwiftUI here, so this file is built and tested on Linux too
// (scripts/check-apple-layer allows exactly the files it lists as neutral).
import NotificationSettings

/// How `NotificationSettingsView` arranges the screen's outline: which elements share a list
/// section, which one heads it, and what the "Learn more" sheet shows where. The view only
/// iterates this and gives each element its identifier, so the identifiers the view attaches
/// are the ones this lists (checked against the terminal renderers on Linux).
struct SettingsListLayout: Equatable, Sendable {
  /// One section of the list.
  struct Group: Equatable, Sendable, Identifiable {
    /// The identifier of its first element (stable while the group is shown).
    var id: String
    /// The element drawn as the section's header, if any.
    var header: ScreenOutline.Element?
    /// The section's rows, in order.
    var rows: [ScreenOutline.Element]
  }

  /// The "Learn more" sheet.
  struct Sheet: Equatable, Sendable {
    /// Its navigation title.
    var title: String
    /// Its scrolled content, in order.
    var content: [ScreenOutline.Element]
    /// Its toolbar's buttons.
    var toolbar: [ScreenOutline.Element]

    /// The sheet of an explanation (the item of `sheet(item:)`).
    init(_ learnMore: ScreenModel.LearnMore) {
      self.init(ScreenOutline.sheet(learnMore), title: learnMore.title)
    }

    /// The close buttons go to the toolbar; everything else is content.
    init(_ elements: [ScreenOutline.Element], title: String) {
      self.title = title
      content = elements.filter { $0.kind != .close }
      toolbar = elements.filter { $0.kind == .close }
    }

    /// The identifiers the sheet attaches, in reading order.
    var identifiers: [String] { (content + toolbar).map(\.id) }
  }

  /// The list's sections, top to bottom.
  var list: [Group]
  /// The sheet, while it is open.
  var sheet: Sheet?

  /// Groups the outline's page into list sections: the progress indicator alone, a banner with
  /// its actions, a heading over its toggles, the screen's actions together.
  init(_ outline: ScreenOutline) {
    var list: [Group] = []
    for element in outline.page {
      switch element.kind {
      case .sectionHeader:
        list.append(Group(id: element.id, header: element, rows: []))
      case .loading, .banner:
        list.append(Group(id: element.id, header: nil, rows: [element]))
      case .bannerAction, .toggle:
        // Belongs to the banner or heading before it.
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
  var listIdentifiers: [String] {
    list.flatMap { group in ([group.header].compactMap { $0 } + group.rows).map(\.id) }
  }

  /// The identifiers a person can reach: the sheet's while it is open (it is modal), else the
  /// list's.
  var reachableIdentifiers: [String] { sheet?.identifiers ?? listIdentifiers }
}
