/// One kind of push notification the editor can turn on or off: an Echo category that the wiki
/// registers as a push option and lets a person set.
///
/// The set is open: the spec's 16 (``spec``, also ``allCases``) and the two others Echo and
/// DiscussionTools register (together ``named``) have names here, and any other category the
/// wiki offers (e.g. `watchlist`) is a type too. The raw value is Echo's
/// category name; the wiki stores the choice as the user option ``optionName``
/// (`echo-subscriptions-push-<category>`).
public struct NotificationType: RawRepresentable, CaseIterable, Sendable, Hashable, Codable,
  Comparable, CustomStringConvertible
{
  /// Echo's category name, e.g. `mention`.
  public let rawValue: String

  /// The type of a category, or nil when no person can set it: Echo's categories that cannot be
  /// dismissed (``unsettableCategories``) and names that are not a plain category name (only
  /// letters, digits, `-`, `_` and `.`), so no value can ever corrupt an `action=options` list.
  public init?(rawValue: String) {
    guard Self.isSettableCategory(rawValue) else { return nil }
    self.rawValue = rawValue
  }

  /// A type the package has words for: its name is written once, in ``StringKey/NamedType``.
  init(named type: StringKey.NamedType) { rawValue = type.rawValue }

  /// A talk page message.
  public static let editUserTalk = NotificationType(named: .editUserTalk)
  /// Someone thanked the editor for an edit.
  public static let editThank = NotificationType(named: .editThank)
  /// A new comment in a talk page topic the editor subscribed to.
  public static let dtSubscription = NotificationType(named: .dtSubscription)
  /// Content translation news.
  public static let cx = NotificationType(named: .cx)
  /// The editor was mentioned.
  public static let mention = NotificationType(named: .mention)
  /// The editor's own mention of someone failed.
  public static let mentionFailure = NotificationType(named: .mentionFailure)
  /// The editor's own mention of someone was delivered.
  public static let mentionSuccess = NotificationType(named: .mentionSuccess)
  /// A page the editor created was linked from another page.
  public static let articleLinked = NotificationType(named: .articleLinked)
  /// A page the editor created was connected to Wikidata.
  public static let wikibaseAction = NotificationType(named: .wikibaseAction)
  /// Failed attempts to log in to the editor's account.
  public static let loginFail = NotificationType(named: .loginFail)
  /// A login to the editor's account from an unfamiliar device.
  public static let loginSuccess = NotificationType(named: .loginSuccess)
  /// A page the editor created was reviewed.
  public static let pageReview = NotificationType(named: .pageReview)
  /// The editor's user rights changed.
  public static let userRights = NotificationType(named: .userRights)
  /// An edit of the editor's was reverted.
  public static let reverted = NotificationType(named: .reverted)
  /// Another user sent the editor an email.
  public static let emailUser = NotificationType(named: .emailUser)
  /// The editor reached an edit milestone.
  public static let thankYouEdit = NotificationType(named: .thankYouEdit)

  /// An edit of the editor's user page by someone else (Echo's own; not one of the spec's).
  public static let editUserPage = NotificationType(named: .editUserPage)
  /// A talk page topic the editor subscribed to was archived or removed from its page
  /// (DiscussionTools'; not one of the spec's).
  public static let dtSubscriptionArchiving = NotificationType(named: .dtSubscriptionArchiving)

  /// The spec's 16 types, in the spec's order: the named types that are the spec's, in the
  /// order of the one list of the names (`StringKey.NamedType`, in
  /// `Strings/StringKey+Types.swift`: a type is added or moved there).
  public static let spec: [NotificationType] = StringKey.NamedType.allCases.filter(\.isSpec)
    .map(\.type)

  /// The spec's 16 types, in the spec's order (a wiki may offer more: see ``spec``).
  public static var allCases: [NotificationType] { spec }

  /// Every type the package has words for (a title and a description, in English and German):
  /// the spec's 16, then ``editUserPage`` and ``dtSubscriptionArchiving``, the other types Echo
  /// and DiscussionTools register. In a language the package ships, the wiki's titles are needed
  /// only for the types beyond these.
  /// (The list is the catalogue's: a type gets its words, and with them its place here, in
  /// `Strings/StringKey+Types.swift`.)
  public static let named: [NotificationType] = StringKey.NamedType.allCases.map(\.type)

  /// Echo's categories that cannot be dismissed: the wiki lists their push options, but refuses
  /// every write of them ("not a valid preference"), so they are never shown or written.
  public static let unsettableCategories: Set<String> = [
    "system", "system-noemail", "system-emailonly", "other",
  ]

  /// Echo's categories whose push option is off by Echo's own default (`Hooks::
  /// onUserGetDefaultOptions`, REL1_43 and its current branch): every other category pushes by
  /// default.
  static let offByEchoDefault: Set<String> = [
    "article-linked", "mention-failure", "mention-success", "watchlist", "minor-watchlist",
  ]

  /// Whether Echo pushes this type unless the person chose otherwise. A wiki may change a
  /// default in its configuration; then a value equal to Echo's is taken for the wiki's own.
  public var isOnByEchoDefault: Bool { !Self.offByEchoDefault.contains(rawValue) }

  /// Whether the type is one of the spec's 16.
  public var isSpec: Bool { Self.specIndex[self] != nil }

  /// The prefix Echo gives every push option: the `push` column of the `echo-subscriptions` matrix.
  public static let optionPrefix = "echo-subscriptions-push-"

  /// The user option that stores this type on the wiki, e.g. `echo-subscriptions-push-mention`.
  public var optionName: String { Self.optionPrefix + rawValue }

  /// The suffix GlobalPreferences gives the option that marks a local exception of another
  /// (`echo-subscriptions-push-reverted-local-exception`): a flag, never a type of its own.
  public static let localExceptionSuffix = "-local-exception"

  /// The type stored under `optionName`, or nil when the option is not a settable push option.
  public init?(optionName: String) {
    guard optionName.hasPrefix(Self.optionPrefix),
      !optionName.hasSuffix(Self.localExceptionSuffix)
    else { return nil }
    self.init(rawValue: String(optionName.dropFirst(Self.optionPrefix.count)))
  }

  /// The category name.
  public var description: String { rawValue }

  /// Screen order: the spec's types in the spec's order, then the others by category name.
  public static func < (lhs: NotificationType, rhs: NotificationType) -> Bool {
    switch (specIndex[lhs], specIndex[rhs]) {
    case (let left?, let right?): return left < right
    case (.some, nil): return true
    case (nil, .some): return false
    case (nil, nil): return lhs.rawValue < rhs.rawValue
    }
  }

  private static let specIndex: [NotificationType: Int] = Dictionary(
    uniqueKeysWithValues: spec.enumerated().map { ($1, $0) })

  private static func isSettableCategory(_ name: String) -> Bool {
    guard !name.isEmpty, name.utf8.count <= 200, !unsettableCategories.contains(name) else {
      return false
    }
    return name.unicodeScalars.allSatisfy { scalar in
      scalar.isASCII
        && (("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
          || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_" || scalar == ".")
    }
  }
}
