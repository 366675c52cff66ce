/// What a symbol on the page stands for, so the app's theme can give it its own icon.
public enum SymbolRole: String, Hashable, Sendable, CaseIterable {
  /// An information banner.
  case info
  /// A banner about something that limits the page (notifications not allowed).
  case warning
  /// A banner about a failure.
  case error
  /// The banner of a logged-out reader.
  case account
  /// The banner of a temporary account.
  case temporaryAccount
}

/// The SF Symbol of each symbol role, by its system name. Names rather than images keep the
/// theme platform-neutral and let the symbol scale with the text beside it.
public struct ThemeSymbols: Hashable, Sendable {
  /// An information banner.
  public var info: String
  /// A warning banner.
  public var warning: String
  /// An error banner.
  public var error: String
  /// A logged-out reader's banner.
  public var account: String
  /// A temporary account's banner.
  public var temporaryAccount: String

  /// Every role's symbol.
  public init(
    info: String, warning: String, error: String, account: String, temporaryAccount: String
  ) {
    self.info = info
    self.warning = warning
    self.error = error
    self.account = account
    self.temporaryAccount = temporaryAccount
  }

  /// The symbol's system name for `role`.
  public subscript(role: SymbolRole) -> String {
    switch role {
    case .info: info
    case .warning: warning
    case .error: error
    case .account: account
    case .temporaryAccount: temporaryAccount
    }
  }

  /// The page's symbols before themes.
  public static var system: ThemeSymbols {
    ThemeSymbols(
      info: "info.circle.fill", warning: "exclamationmark.triangle.fill",
      error: "xmark.octagon.fill", account: "person.crop.circle",
      temporaryAccount: "person.crop.circle.badge.exclamationmark")
  }

  /// The Wikipedia app's symbols (`WMFSFSymbolIcon`, whose cases draw these system names):
  /// `.infoCircleFill`, `.exclamationMarkCircleFill`, `.closeCircleFill`, `.personCropCircle`
  /// and `.temporaryAccountIcon`.
  public static var wikipediaApp: ThemeSymbols {
    ThemeSymbols(
      info: "info.circle.fill", warning: "exclamationmark.circle.fill",
      error: "xmark.circle.fill", account: "person.crop.circle",
      temporaryAccount: "person.crop.circle.badge.xmark")
  }
}
