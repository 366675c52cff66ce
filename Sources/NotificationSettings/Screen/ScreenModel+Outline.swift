#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Everything a renderer draws, in drawing order, each element with its accessibility
/// identifier: the one description of the screen's layout that the SwiftUI view and the terminal
/// renderers both iterate, so that they cannot draw different things from the same model.
///
/// The page is the screen itself; the sheet ("Learn more") is presented over it and is modal:
/// while it is open nothing under it can be reached, so ``reachable`` is the sheet alone.
public struct ScreenOutline: Equatable, Sendable {
  /// The screen, top to bottom: the progress indicator, each banner followed by its actions,
  /// where the choices apply (read before the switches it is about), each section's heading
  /// followed by its toggles (a switch a failed save switched back followed by its own "Try
  /// again"), the "Muted" heading followed by its two lists' rows, then the screen's actions.
  public var page: [Element]
  /// The "Learn more" sheet while it is open: the explanation, its link, its close button.
  public var sheet: [Element]?

  /// What a person can see and reach now: the sheet while it is open, else the page.
  public var reachable: [Element] { sheet ?? page }

  /// One drawn element.
  public enum Element: Equatable, Sendable, Identifiable {
    /// The progress indicator.
    case loading(ScreenModel.LoadingIndicator)
    /// A banner's message and kind; its actions follow it as ``bannerAction(_:)``.
    case banner(ScreenModel.Banner)
    /// An action of the banner drawn before it.
    case bannerAction(ScreenModel.Action)
    /// A section's heading; its rows follow it as ``toggle(_:)``.
    case sectionHeader(Heading)
    /// A notification type's switch.
    case toggle(ScreenModel.ToggleRow)
    /// The own action of the switch drawn before it (its "Try again" after a failed save).
    case rowAction(ScreenModel.Action)
    /// A mute list's row in the "Muted" section: its count; using it opens its list.
    case muteList(ScreenModel.MuteListRow)
    /// Where the choices above it apply (text and hint).
    case scope(ScreenModel.ScopeNote)
    /// An action of the screen ("Learn more").
    case action(ScreenModel.Action)
    /// The "Learn more" explanation (title and body); its link and close button follow.
    case learnMore(ScreenModel.LearnMore)
    /// A link of the sheet and the page it opens (the help page).
    case link(ScreenModel.Action, url: URL)
    /// The sheet's close button.
    case close(ScreenModel.Action)

    /// The accessibility identifier the element carries.
    public var id: String {
      switch self {
      case .loading(let loading): loading.id
      case .banner(let banner): banner.id
      case .sectionHeader(let heading): heading.id
      case .toggle(let row): row.id
      case .muteList(let row): row.id
      case .scope(let note): note.id
      case .learnMore(let learnMore): learnMore.id
      case .bannerAction(let action), .rowAction(let action), .action(let action),
        .link(let action, _), .close(let action):
        action.id
      }
    }

    /// What kind of element it is.
    public var kind: Kind {
      switch self {
      case .loading: .loading
      case .banner: .banner
      case .bannerAction: .bannerAction
      case .sectionHeader: .sectionHeader
      case .toggle: .toggle
      case .rowAction: .rowAction
      case .muteList: .muteList
      case .scope: .scope
      case .action: .action
      case .learnMore: .learnMore
      case .link: .link
      case .close: .close
      }
    }
  }

  /// The kinds of ``Element``, without their values.
  public enum Kind: String, Equatable, Sendable, CaseIterable {
    /// ``Element/loading(_:)``.
    case loading
    /// ``Element/banner(_:)``.
    case banner
    /// ``Element/bannerAction(_:)``.
    case bannerAction
    /// ``Element/sectionHeader(_:)``.
    case sectionHeader
    /// ``Element/toggle(_:)``.
    case toggle
    /// ``Element/rowAction(_:)``.
    case rowAction
    /// ``Element/muteList(_:)``.
    case muteList
    /// ``Element/scope(_:)``.
    case scope
    /// ``Element/action(_:)``.
    case action
    /// ``Element/learnMore(_:)``.
    case learnMore
    /// ``Element/link(_:url:)``.
    case link
    /// ``Element/close(_:)``.
    case close
  }

  /// A section's heading (the section's rows are elements of their own).
  public struct Heading: Equatable, Sendable, Identifiable {
    /// Stable accessibility identifier, the section's, e.g. `notification.section.messages`.
    public var id: String
    /// The heading's text.
    public var title: String
    /// The heading's traits.
    public var traits: [ScreenModel.Trait]
  }

  /// The outline of a screen model.
  public init(_ screen: ScreenModel) {
    var page: [Element] = []
    if let loading = screen.loading { page.append(.loading(loading)) }
    for banner in screen.banners {
      page.append(.banner(banner))
      page += banner.actions.map(Element.bannerAction)
    }
    if let scope = screen.scope { page.append(.scope(scope)) }
    for section in screen.sections {
      page.append(
        .sectionHeader(Heading(id: section.id, title: section.title, traits: section.titleTraits)))
      for row in section.rows {
        page.append(.toggle(row))
        if let retry = row.retry { page.append(.rowAction(retry)) }
      }
    }
    if let muted = screen.muted {
      page.append(
        .sectionHeader(Heading(id: muted.id, title: muted.title, traits: muted.titleTraits)))
      page += muted.rows.map(Element.muteList)
    }
    page += screen.actions.map(Element.action)
    self.page = page
    self.sheet = screen.learnMore.map(Self.sheet)
  }

  /// The sheet's elements for an explanation: for a renderer that presents the sheet from the
  /// model's ``ScreenModel/learnMore`` value itself (SwiftUI's `sheet(item:)`).
  public static func sheet(_ learnMore: ScreenModel.LearnMore) -> [Element] {
    [.learnMore(learnMore), .link(learnMore.link, url: learnMore.url), .close(learnMore.close)]
  }
}
