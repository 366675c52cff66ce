import NotificationSettings
import TestSupport
import Testing

/// The contrast table covers every text the page draws: in every reachable screen, each
/// element's roles, on what the list draws behind it, are pairs of ``Palette/textPairs`` and
/// ``Palette/symbolPairs`` (which `PaletteTests` checks in every theme, docs/PALETTE.md lists).
/// The list draws a group's header on the page background and its rows on the row background,
/// a banner's rows on the banner's (NotificationSettingsView's `SettingsList`); a role's colour
/// is the view's: label and message in primary text (a banner's text on a banner), detail in
/// secondary text, heading in header text, action in the accent colour.
@Suite("Every text the page draws is a pair of the contrast table")
struct DrawnPairsTests {
  /// The name of the pair a role is drawn in, on the page (a header), a row or a banner.
  static func pair(_ role: TextRole, header: Bool, banner: ScreenModel.Banner.Kind?) -> String {
    if header {
      return role == .heading ? "header text on page" : "\(role) on page"
    }
    if let banner {
      switch role {
      case .label, .message: return "\(banner) banner text"
      case .action: return "accent on \(banner) banner"
      case .detail, .heading: return "\(role) on \(banner) banner"
      }
    }
    switch role {
    case .label, .message: return "primary text on cell"
    case .detail: return "secondary text on cell"
    case .action: return "accent (buttons, links) on cell"
    case .heading: return "heading on cell"
    }
  }

  /// Every pair `element` is drawn in: its roles', and its symbol's.
  static func pairs(
    _ element: ScreenOutline.Element, header: Bool, banner: ScreenModel.Banner.Kind?
  ) -> [String] {
    let style = element.style
    var pairs = ([style.text] + [style.detail].compactMap { $0 }).map {
      pair($0, header: header, banner: banner)
    }
    if style.symbol != nil, let banner { pairs.append("\(banner) banner symbol") }
    return pairs
  }

  @Test func everyPairDrawnInEveryReachableScreenIsInTheTable() {
    let checked = Set((Palette<SRGB>.textPairs + Palette<SRGB>.symbolPairs).map(\.name))
    var drawn: Set<String> = []
    for (name, state) in ReachableScreens.all {
      let layout = SettingsListLayout(ScreenModel(state: state, strings: .english).outline)
      for group in layout.list {
        if let header = group.header {
          for pair in Self.pairs(header, header: true, banner: nil) {
            #expect(checked.contains(pair), "\(name): \(header.id) is drawn in \(pair)")
            drawn.insert(pair)
          }
        }
        for row in group.rows {
          for pair in Self.pairs(row, header: false, banner: group.bannerKind) {
            #expect(checked.contains(pair), "\(name): \(row.id) is drawn in \(pair)")
            drawn.insert(pair)
          }
        }
      }
    }
    // And the table lists nothing the page never draws.
    #expect(drawn == checked, "\(checked.subtracting(drawn))")
  }

  /// The scope note and its hint are drawn alone in their own section, on the row background:
  /// text on the page background is the headings' only (secondary text on Light's page would
  /// be 3.82:1).
  @Test func theScopeNoteIsDrawnOnARowAndOnlyHeadingsOnThePage() throws {
    var scopes = 0
    for (_, state) in ReachableScreens.all {
      let layout = SettingsListLayout(ScreenModel(state: state, strings: .english).outline)
      for group in layout.list {
        if let header = group.header {
          #expect(header.style.text == .heading && header.style.detail == nil)
        }
        for row in group.rows where row.style.text == .detail {
          guard case .scope = row else { continue }
          scopes += 1
          #expect(group.rows.count == 1 && group.bannerKind == nil && group.header == nil)
        }
      }
    }
    #expect(scopes > 0, "a reachable screen shows the scope note")
    let light = AppThemeColors.light
    #expect(light.secondaryText.contrastRatio(on: light.baseBackground) < 4.5)
  }
}
