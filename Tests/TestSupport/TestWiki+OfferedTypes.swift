import MediaWikiAPI
import NotificationSettings
import TestWikiKit

extension TestWiki {
  /// Echo's categories that it lists with a push option but that nobody can set.
  public static let unsettableCategories: Set<String> = [
    "system", "system-noemail", "system-emailonly", "other",
  ]

  /// The types `site` offers, read from `account`'s raw options: every push option Echo lists,
  /// except its categories that cannot be set. The spec's types first, in its order; then the
  /// wiki's own, by name.
  public func offeredTypes(to account: Account, on site: Site) async throws -> [NotificationType] {
    let prefix = "echo-subscriptions-push-"
    let names = try await readOptions(of: account, on: site).keys.compactMap { name in
      name.hasPrefix(prefix) ? String(name.dropFirst(prefix.count)) : nil
    }
    let offered = Set(names).subtracting(Self.unsettableCategories).compactMap(
      NotificationType.init(rawValue:))
    let spec = NotificationType.allCases.filter(offered.contains)
    return spec + offered.filter { !spec.contains($0) }.sorted { $0.rawValue < $1.rawValue }
  }

  /// What `account` holds on `site`, as the feature reads it (a global value where one is set),
  /// read back with a fresh session of its own.
  public func notificationValues(of account: Account, on site: Site) async throws
    -> [NotificationType: Bool]
  {
    let options = try await readOptions(of: account, on: site)
    return WikiSnapshot(
      userInfo: UserInfo(id: 1, name: account.name, isAnonymous: false, options: options)
    ).values
  }
}
