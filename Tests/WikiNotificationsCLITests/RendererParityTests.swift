import TestSupport
import Testing

@testable import NotificationSettings
@testable import WikiNotificationsCLI

/// The SwiftUI view and the terminal renderers draw the same screen model values: for every
/// reachable screen, in both languages, the identifiers the terminal renderings draw, the
/// outline's and the ones the SwiftUI view attaches (its platform-neutral layout, which the view
/// iterates; scripts/check-apple-layer checks that it sets identifiers from nothing else) are
/// the same, in the same order, and drawn in the same roles of the theme.
@Suite("Renderer parity")
struct RendererParityTests {
  /// Tall and wide enough for the longest screen to be drawn whole, without scrolling.
  static let tall = FancyRenderer.Size(rows: 120, columns: 100)

  @Test(arguments: Strings.all)
  func everyRendererDrawsTheOutlinesElementsInOrder(strings: Strings) {
    let screens = ReachableScreens.all
    #expect(screens.count >= 25)
    for (name, state) in screens {
      let screen = ScreenModel(state: state, strings: strings)
      let outline = screen.outline
      let reachable = outline.reachable.map(\.id)
      #expect(!reachable.isEmpty, "\(name)")

      let plain = PlainRenderer.drawn(screen).identifiers
      #expect(plain == reachable, "\(name): plain rendering")
      let fancyLines = FancyRenderer.drawn(screen, ViewState(), Self.tall)
      #expect(fancyLines.identifiers == reachable, "\(name): full-screen rendering")
      #expect(fancyLines.count == Self.tall.rows)

      let layout = SettingsListLayout(outline)
      #expect(layout.listIdentifiers == outline.page.map(\.id), "\(name): SwiftUI list")
      #expect(layout.sheet?.identifiers == outline.sheet?.map(\.id), "\(name): SwiftUI sheet")
      #expect(layout.reachableIdentifiers == plain, "\(name): SwiftUI and the terminal")
      if let learnMore = screen.learnMore {
        // The view presents the sheet from the model's value itself (`sheet(item:)`).
        #expect(SettingsListLayout.Sheet(learnMore) == layout.sheet, "\(name)")
      }

      // The theme's roles: every renderer draws each element in the roles this test pins for
      // it (``pinnedStyle(_:)``, written here, not read from the outline it checks).
      let pinned = outline.reachable.map { Self.pinnedStyle($0.id) }
      #expect(!pinned.contains(nil), "\(name): an element this test has no role for")
      #expect(outline.reachable.map(\.style) == pinned, "\(name): the outline's roles")
      #expect(PlainRenderer.drawn(screen).styles == pinned, "\(name): plain rendering's roles")
      #expect(fancyLines.styles == pinned, "\(name): full-screen rendering's roles")
      #expect(
        Self.swiftUIElements(layout).map { Self.pinnedStyle($0.id) } == pinned,
        "\(name): SwiftUI's elements")
    }
  }

  /// The roles each element must be drawn in, by its identifier: the design's table, kept in the
  /// test so that a change of any role in the code fails here. Nil: an element nobody pinned.
  static func pinnedStyle(_ id: String) -> ElementStyle? {
    let banners: [String: SymbolRole] = [
      "notification.banner.logged-out": .account,
      "notification.banner.temporary-account": .temporaryAccount,
      "notification.banner.load-failed": .error,
      "notification.banner.permission-denied": .warning,
      "notification.banner.registration-failed": .error,
      "notification.banner.save-failed": .error,
    ]
    if let symbol = banners[id] { return ElementStyle(text: .message, symbol: symbol) }
    switch id {
    case "notification.loading", "notification.checking": return ElementStyle(text: .label)
    case "notification.scope": return ElementStyle(text: .detail, detail: .detail)
    case "notification.learn-more": return ElementStyle(text: .message)
    default: break
    }
    if id.hasPrefix("notification.toggle.") { return ElementStyle(text: .label, detail: .detail) }
    // A mute list's row: its name, and where the list applies under it.
    if id.hasPrefix("notification.muted.") { return ElementStyle(text: .label, detail: .detail) }
    if id.hasPrefix("notification.section.") { return ElementStyle(text: .heading) }
    if id.hasPrefix("notification.action.") || id.hasPrefix("notification.link.") {
      return ElementStyle(text: .action)
    }
    return nil
  }

  /// The elements the SwiftUI view draws, in reading order: the sheet's while it is open, else
  /// the list's headers and rows (each drawn by `ElementView` in its `style`).
  static func swiftUIElements(_ layout: SettingsListLayout) -> [ScreenOutline.Element] {
    if let sheet = layout.sheet { return sheet.content + sheet.toolbar }
    return layout.list.flatMap { group in [group.header].compactMap { $0 } + group.rows }
  }

  /// The full-screen rendering draws a role as `TerminalTheme` says, and the plain one says a
  /// heading in words: headings bold, descriptions dim, each banner with its symbol role's
  /// mark. Every symbol role and every text role is drawn among the reachable screens.
  @Test func theTerminalDrawsEachRoleAsItsThemeSays() {
    var symbols: Set<SymbolRole> = []
    var texts: Set<TextRole> = []
    for (name, state) in ReachableScreens.all {
      let screen = ScreenModel(state: state, strings: .english)
      var marked: Set<String> = []
      for line in FancyRenderer.drawn(screen, ViewState(), Self.tall) {
        for (id, style) in zip(line.elements, line.styles) {
          texts.insert(style.text)
          if let detail = style.detail {
            texts.insert(detail)
            #expect(line.text.contains(TerminalTheme.attributes(detail)), "\(name): \(id)")
          }
          if style.text == .heading {
            #expect(line.text.hasPrefix(TerminalTheme.attributes(.heading)), "\(name): \(id)")
          }
          // A wrapped banner's first line carries the mark.
          if let symbol = style.symbol, marked.insert(id).inserted {
            symbols.insert(symbol)
            #expect(line.text.contains(" \(TerminalTheme.mark(symbol)) "), "\(name): \(id)")
          }
        }
      }
      for line in PlainRenderer.drawn(screen) where line.styles.first?.text == .heading {
        #expect(line.text.hasPrefix(TerminalTheme.spokenHeading), "\(name)")
      }
    }
    // Both information banners the screen has are the account's, with symbols of their own.
    #expect(symbols == Set(SymbolRole.allCases).subtracting([.info]))
    #expect(texts == Set(TextRole.allCases))
  }

  /// The identifiers are the model's: the same in every language, and each kind of element is
  /// drawn somewhere among the reachable screens.
  @Test func theParityCoversEveryKindOfElement() {
    var kinds: Set<ScreenOutline.Kind> = []
    for (name, state) in ReachableScreens.all {
      let english = ScreenModel(state: state, strings: .english)
      let german = ScreenModel(state: state, strings: .german)
      #expect(
        PlainRenderer.drawn(english).identifiers == PlainRenderer.drawn(german).identifiers,
        "\(name)")
      kinds.formUnion(english.outline.reachable.map(\.kind))
      kinds.formUnion(english.outline.page.map(\.kind))
    }
    #expect(kinds == Set(ScreenOutline.Kind.allCases))
  }

  /// The SwiftUI list groups the page: the progress indicator alone, a banner with its actions,
  /// the scope note alone, a heading over its toggles (a reverted one with its own retry), the
  /// screen's actions together; the
  /// sheet's close button in the toolbar.
  @Test func theSwiftUILayoutGroupsThePage() throws {
    let state = try #require(ReachableScreens.state("save failed and reverted"))
    var denied = state
    denied.send(.permissionChecked(.denied), .appeared, .learnMoreTapped)  // a read in flight
    let screen = ScreenModel(state: denied, strings: .english)
    let layout = SettingsListLayout(screen.outline)
    let sections = screen.sections.map { section -> [ScreenOutline.Kind?] in
      [.sectionHeader]
        + section.rows.flatMap { row in row.retry == nil ? [.toggle] : [.toggle, .rowAction] }
    }
    let expected: [[ScreenOutline.Kind?]] =
      [
        [nil, .loading], [nil, .banner, .bannerAction],
        [nil, .banner, .bannerAction, .bannerAction],
      ]
      + [[nil, .scope]] + sections + [[nil, .action]]
    #expect(layout.list.map { [$0.header?.kind] + $0.rows.map(\.kind) } == expected)
    // One section per group the offered types fall in (here the spec's four, no wiki's own).
    #expect(sections.count == Set(denied.wiki.offeredTypes.map(\.section)).count)
    #expect(sections.count == 4)
    #expect(layout.list.first?.id == "notification.loading")
    #expect(layout.sheet?.title == "About notifications")
    #expect(layout.sheet?.content.map(\.kind) == [.learnMore, .link])
    #expect(layout.sheet?.toolbar.map(\.id) == ["notification.action.close-learn-more"])
    #expect(layout.reachableIdentifiers == layout.sheet?.identifiers)
  }

  /// A small terminal draws only what fits, and says so: the rows scrolled away are not drawn.
  @Test func aSmallTerminalReportsOnlyWhatItDrew() throws {
    let state = try #require(ReachableScreens.state("loaded"))
    let screen = ScreenModel(state: state, strings: .english)
    let lines = FancyRenderer.drawn(screen, ViewState(focus: 0), .init(rows: 12, columns: 80))
    let drawn = lines.identifiers
    #expect(lines.count == 12)
    #expect(drawn.count < screen.outline.reachable.count)
    #expect(drawn == Array(screen.outline.reachable.map(\.id).prefix(drawn.count)))
    #expect(drawn.contains("notification.toggle.edit-user-talk"))
  }
}
