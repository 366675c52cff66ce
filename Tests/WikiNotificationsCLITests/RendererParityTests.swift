import NotificationSettings
import TestSupport
import Testing

@testable import WikiNotificationsCLI

/// The SwiftUI view and the terminal renderers draw the same screen model values: for every
/// reachable screen, in both languages, the identifiers the terminal renderings draw, the
/// outline's and the ones the SwiftUI view attaches (its platform-neutral layout, which the view
/// iterates; scripts/check-apple-layer checks that it sets identifiers from nothing else) are
/// the same, in the same order.
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
    }
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
  /// a heading over its toggles, the scope note alone, the screen's actions together; the
  /// sheet's close button in the toolbar.
  @Test func theSwiftUILayoutGroupsThePage() throws {
    let state = try #require(ReachableScreens.state("save failed and reverted"))
    var denied = state
    denied.permission = .denied
    denied.loading.inFlight = .init(language: "en")
    denied.isShowingLearnMore = true
    let screen = ScreenModel(state: denied, strings: .english)
    let layout = SettingsListLayout(screen.outline)
    let sections = screen.sections.map { section -> [ScreenOutline.Kind?] in
      [.sectionHeader] + section.rows.map { _ in .toggle }
    }
    let expected: [[ScreenOutline.Kind?]] =
      [
        [nil, .loading], [nil, .banner, .bannerAction],
        [nil, .banner, .bannerAction, .bannerAction],
      ]
      + sections + [[nil, .scope], [nil, .action]]
    #expect(layout.list.map { [$0.header?.kind] + $0.rows.map(\.kind) } == expected)
    // One section per group the offered types fall in (here the spec's four, no wiki's own).
    #expect(sections.count == Set(denied.offeredTypes.map(\.section)).count)
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
