import Foundation
import Testing

@testable import NotificationSettings

@Suite("Catalog of the 16 types")
struct CatalogTests {
  // The spec's table, in its order.
  static let spec: [(String, String)] = [
    ("Talk page message", "echo-subscriptions-push-edit-user-talk"),
    ("Thanks", "echo-subscriptions-push-edit-thank"),
    ("Talk page subscription", "echo-subscriptions-push-dt-subscription"),
    ("Translations", "echo-subscriptions-push-cx"),
    ("Mention", "echo-subscriptions-push-mention"),
    ("Failed mention", "echo-subscriptions-push-mention-failure"),
    ("Successful mention", "echo-subscriptions-push-mention-success"),
    ("Page link", "echo-subscriptions-push-article-linked"),
    ("Connection with Wikidata", "echo-subscriptions-push-wikibase-action"),
    ("Failed login attempts", "echo-subscriptions-push-login-fail"),
    ("Login from an unfamiliar device", "echo-subscriptions-push-login-success"),
    ("Page review", "echo-subscriptions-push-page-review"),
    ("User rights change", "echo-subscriptions-push-user-rights"),
    ("Edit revert", "echo-subscriptions-push-reverted"),
    ("Email from other user", "echo-subscriptions-push-emailuser"),
    ("Edit milestone", "echo-subscriptions-push-thank-you-edit"),
  ]

  @Test func theTypesAreTheSpecsInItsOrder() {
    #expect(NotificationType.allCases.map(\.specTitle) == Self.spec.map(\.0))
    #expect(NotificationType.allCases.map(\.optionName) == Self.spec.map(\.1))
    #expect(NotificationType.allCases.map { Strings.english.title($0) } == Self.spec.map(\.0))
    // The public names are the spec's types, in its order (the list is derived from
    // StringKey.NamedType, not written beside it).
    #expect(
      NotificationType.spec == [
        .editUserTalk, .editThank, .dtSubscription, .cx, .mention, .mentionFailure,
        .mentionSuccess, .articleLinked, .wikibaseAction, .loginFail, .loginSuccess, .pageReview,
        .userRights, .reverted, .emailUser, .thankYouEdit,
      ])
  }

  /// Every key is listed once, in its own area, and each area's names share the area's
  /// prefix: the list of every key is the areas' lists, not one written beside them.
  @Test func everyKeyIsListedOnceInItsArea() {
    let keys = StringKey.allCases
    #expect(Set(keys).count == keys.count)
    #expect(Set(keys.map(\.name)).count == keys.count)
    for key in keys { #expect(key.area.keys.contains(key), "\(key)") }
    #expect(StringKey.Area.allCases.allSatisfy { !$0.keys.isEmpty })
    // 16 + 2 named types, each with a title and a description.
    #expect(StringKey.Area.typeTitle.keys.count == 18)
    #expect(StringKey.Area.typeDescription.keys.count == 18)
  }

  @Test func optionNamesRoundTrip() {
    for type in NotificationType.allCases {
      #expect(NotificationType(optionName: type.optionName) == type)
    }
    #expect(NotificationType(optionName: WikiSnapshot.defaultOffMarkerOption) == nil)
  }

  @Test func everyTypeIsInExactlyOneSection() {
    let grouped = NotificationSection.allCases.flatMap(\.types)
    #expect(grouped.count == 16)
    #expect(Set(grouped) == Set(NotificationType.allCases))
    #expect(NotificationSection.allCases.filter { $0.types.isEmpty } == [.more])
    // Each section's types, in the spec's order.
    #expect(
      NotificationSection.messages.types == [
        .editUserTalk, .dtSubscription, .mention, .mentionFailure, .mentionSuccess, .emailUser,
      ])
    #expect(
      NotificationSection.editsAndPages.types == [
        .cx, .articleLinked, .wikibaseAction, .pageReview, .reverted,
      ])
    #expect(NotificationSection.recognition.types == [.editThank, .thankYouEdit])
    #expect(NotificationSection.accountSecurity.types == [.loginFail, .loginSuccess, .userRights])
    #expect(NotificationType.editUserPage.section == .more)
    #expect(NotificationType.dtSubscriptionArchiving.section == .more)
  }

  @Test func theSetIsOpenButNeverHoldsWhatNobodyCanSet() throws {
    let userPage = try #require(
      NotificationType(optionName: "echo-subscriptions-push-edit-user-page"))
    #expect(userPage.rawValue == "edit-user-page" && !userPage.isSpec && userPage.section == .more)
    #expect(userPage.specTitle == nil)
    for category in [
      "system", "system-noemail", "system-emailonly", "other", "", "a|b", "a=b", "a b",
    ] {
      #expect(NotificationType(rawValue: category) == nil, "\(category)")
    }
    #expect(NotificationType(optionName: "echo-subscriptions-web-mention") == nil)
    // Screen order: the spec's in its order, then the others by name.
    let archiving = try #require(NotificationType(rawValue: "dt-subscription-archiving"))
    #expect(
      [userPage, .thankYouEdit, archiving, .editUserTalk].sorted()
        == [.editUserTalk, .thankYouEdit, archiving, userPage])
  }

  @Test func thePackageNamesTheSpecsTypesAndTheTwoOthersTheRealWikisRegister() throws {
    #expect(
      NotificationType.named == NotificationType.spec + [.editUserPage, .dtSubscriptionArchiving])
    #expect(NotificationType.allCases == NotificationType.spec)
    #expect(
      NotificationType.editUserPage == (try #require(NotificationType(rawValue: "edit-user-page"))))
    #expect(
      NotificationType.dtSubscriptionArchiving
        == (try #require(NotificationType(rawValue: "dt-subscription-archiving"))))
    for type in [NotificationType.editUserPage, .dtSubscriptionArchiving] {
      #expect(!type.isSpec && type.section == .more && type.specTitle == nil, "\(type)")
      #expect(StringKey.allCases.contains(.typeTitle(type)), "\(type)")
      #expect(StringKey.allCases.contains(.typeDescription(type)), "\(type)")
    }
    // The wiki's own titles, verbatim, so the rows read as they did when the wiki titled them.
    #expect(Strings.english.title(.editUserPage) == "Edit to my user page")
    #expect(Strings.german.title(.editUserPage) == "Bearbeitung auf meiner Benutzerseite")
    #expect(Strings.english.title(.dtSubscriptionArchiving) == "Talk page archiving")
    #expect(Strings.german.title(.dtSubscriptionArchiving) == "Diskussionsseiten-Archivierung")
    #expect(Strings.english.description(.editUserPage) == "When someone edits your user page.")
    #expect(
      Strings.german.description(.editUserPage) == "Wenn jemand deine Benutzerseite bearbeitet.")
    #expect(
      Strings.english.description(.dtSubscriptionArchiving)
        == "When a discussion you subscribed to is archived or removed from its page.")
    #expect(
      Strings.german.description(.dtSubscriptionArchiving)
        == "Wenn eine Diskussion, die du abonniert hast, archiviert oder von ihrer Seite entfernt wird."
    )
    // A category the package does not name has no words of its own.
    let watchlist = try #require(NotificationType(rawValue: "watchlist"))
    #expect(!StringKey.allCases.contains(.typeTitle(watchlist)))
    #expect(StringKey.typeTitle(watchlist).translatorNote.isEmpty)
  }

  @Test func typesRoundTripThroughCodableAndAnUnsettableOneIsRefused() throws {
    let types = [NotificationType.mention, try #require(NotificationType(rawValue: "watchlist"))]
    let data = try JSONEncoder().encode(types)
    #expect(String(decoding: data, as: UTF8.self) == #"["mention","watchlist"]"#)
    #expect(try JSONDecoder().decode([NotificationType].self, from: data) == types)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode([NotificationType].self, from: Data(#"["system"]"#.utf8))
    }
  }
}
