/// The roles an element of the screen's outline is drawn in: every renderer (the SwiftUI view,
/// the terminal's full-screen and plain renderings) takes them from here, so a theme styles the
/// same words the same way everywhere (tested on Linux).
public struct ElementStyle: Hashable, Sendable {
  /// The role of the element's main text.
  public var text: TextRole
  /// The role of a second line under it (a switch's description and status), if any.
  public var detail: TextRole?
  /// The symbol beside it, if any.
  public var symbol: SymbolRole?

  /// An element's roles.
  public init(text: TextRole, detail: TextRole? = nil, symbol: SymbolRole? = nil) {
    self.text = text
    self.detail = detail
    self.symbol = symbol
  }
}

extension ScreenOutline.Element {
  /// The roles this element is drawn in.
  public var style: ElementStyle {
    switch self {
    case .loading: ElementStyle(text: .label)
    case .banner(let banner): ElementStyle(text: .message, symbol: banner.symbol)
    case .sectionHeader: ElementStyle(text: .heading)
    case .toggle: ElementStyle(text: .label, detail: .detail)
    // A row opening a list: its name, and where the list applies under it.
    case .muteList: ElementStyle(text: .label, detail: .detail)
    // A footnote under the switches: its words and what they mean, in the details' role.
    case .scope: ElementStyle(text: .detail, detail: .detail)
    case .learnMore: ElementStyle(text: .message)
    case .bannerAction, .rowAction, .action, .link, .close: ElementStyle(text: .action)
    }
  }
}

extension ScreenModel.Banner {
  /// The banner's symbol: the account's for the banners about the account (logged out, a
  /// temporary account), else its kind's.
  public var symbol: SymbolRole {
    switch subject {
    case .loggedOut: return .account
    case .temporaryAccount: return .temporaryAccount
    default: break
    }
    switch kind {
    case .info: return .info
    case .warning: return .warning
    case .error: return .error
    }
  }
}
