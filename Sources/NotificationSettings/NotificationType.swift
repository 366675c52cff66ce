/// One kind of push notification the editor can turn on or off, in the spec's order.
///
/// The raw value is Echo's category name; the wiki stores the choice as the user option
/// ``optionName`` (`echo-subscriptions-push-<category>`).
public enum NotificationType: String, CaseIterable, Sendable, Hashable, Codable {
  /// A message on the editor's talk page.
  case editUserTalk = "edit-user-talk"
  /// Someone thanked the editor for an edit.
  case editThank = "edit-thank"
  /// A new comment in a talk page topic the editor subscribed to.
  case dtSubscription = "dt-subscription"
  /// Content translation news.
  case cx = "cx"
  /// The editor was mentioned.
  case mention = "mention"
  /// The editor's own mention of someone failed.
  case mentionFailure = "mention-failure"
  /// The editor's own mention of someone was delivered.
  case mentionSuccess = "mention-success"
  /// A page the editor created was linked from another page.
  case articleLinked = "article-linked"
  /// A page the editor created was connected to Wikidata.
  case wikibaseAction = "wikibase-action"
  /// Failed attempts to log in to the editor's account.
  case loginFail = "login-fail"
  /// A login to the editor's account from an unfamiliar device.
  case loginSuccess = "login-success"
  /// A page the editor created was reviewed.
  case pageReview = "page-review"
  /// The editor's user rights changed.
  case userRights = "user-rights"
  /// An edit of the editor's was reverted.
  case reverted = "reverted"
  /// Another user sent the editor an email.
  case emailUser = "emailuser"
  /// The editor reached an edit milestone.
  case thankYouEdit = "thank-you-edit"

  /// The prefix Echo gives every push option: the `push` column of the `echo-subscriptions` matrix.
  public static let optionPrefix = "echo-subscriptions-push-"

  /// The user option that stores this type on the wiki, e.g. `echo-subscriptions-push-mention`.
  public var optionName: String { Self.optionPrefix + rawValue }

  /// The type stored under `optionName`, or nil when the option is not one of ours.
  public init?(optionName: String) {
    guard optionName.hasPrefix(Self.optionPrefix) else { return nil }
    self.init(rawValue: String(optionName.dropFirst(Self.optionPrefix.count)))
  }
}
