/// A group of related notification types, shown as one section of the screen.
public enum NotificationSection: String, CaseIterable, Sendable, Hashable {
  /// Messages, mentions and email: someone is talking to the editor.
  case messages
  /// What happens to the editor's edits and pages.
  case editsAndPages = "edits-and-pages"
  /// Thanks and milestones: recognition of the editor's work.
  case recognition
  /// Logins and user rights: the safety of the account.
  case accountSecurity = "account-security"
  /// Every type the wiki offers beyond the spec's 16 (titled by the package when it has words
  /// for it, see ``NotificationType/named``, otherwise by the wiki).
  case more

  /// The spec's types in this section, in the spec's order (``more`` holds none of them).
  public var types: [NotificationType] {
    NotificationType.spec.filter { $0.section == self }
  }
}

extension NotificationType {
  /// The section of the screen that shows this type; a type beyond the spec's is in ``NotificationSection/more``.
  public var section: NotificationSection {
    StringKey.NamedType(rawValue: rawValue)?.section ?? .more
  }

  /// The spec's English title, e.g. "Talk page message"; nil for a type beyond the spec's, even
  /// one the package names (the screen uses ``Strings``).
  public var specTitle: String? { isSpec ? StringKey.typeTitle(self).row?.english : nil }
}
