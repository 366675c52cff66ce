import Foundation
import Testing

@testable import NotificationSettings

@Suite("Strings: English, German and Hebrew, complete")
struct StringsTests {
  @Test(arguments: Strings.all)
  func everyKeyHasATextWithTheEnglishPlaceholders(strings: Strings) {
    for key in StringKey.allCases {
      let text = strings.table[key]
      #expect(text?.isEmpty == false, "\(strings.languageCode) lacks \(key.name)")
      #expect(
        placeholders(in: text ?? "") == Set(key.placeholders),
        "\(strings.languageCode) \(key.name) has other placeholders than the English text")
    }
    #expect(Set(strings.table.keys) == Set(StringKey.allCases))
  }

  @Test func everyKeyHasATranslatorNoteThatExplainsItsPlaceholdersAndAUniqueName() {
    for key in StringKey.allCases {
      #expect(!key.translatorNote.isEmpty, "\(key.name) has no note")
      for placeholder in key.placeholders {
        #expect(
          key.translatorNote.contains("{\(placeholder)}"),
          "the note of \(key.name) does not explain {\(placeholder)}")
      }
    }
    #expect(Set(StringKey.allCases.map(\.name)).count == StringKey.allCases.count)
  }

  @Test func theEnglishTextsHaveThePlaceholdersTheScreenFillsIn() {
    let filled: [StringKey: [String]] = [
      .banner(.loadFailedMessage): ["reason"], .banner(.registrationFailedSubscription): ["reason"],
      .banner(.defaultsNotApplied): ["reason"], .announcement(.loadFailedAnnouncement): ["reason"],
      .banner(.registrationFailedDeviceToken): ["detail"],
      .banner(.saveFailedReverted): ["types", "reason"],
      .banner(.saveFailedSuperseded): ["types", "reason"],
      .announcement(.unsubscribeFailedAnnouncement): ["user", "reason"],
      .announcement(.temporaryAccountUnsubscribeFailedAnnouncement): ["user", "reason"],
      .reason(.reasonWikiError): ["code"], .list(.listLastPair): ["first", "last"],
      .toggle(.valueWithStatus): ["value", "status"],
      .toggle(.typeDescriptionGlobal): ["description"],
      .toggle(.typeDescriptionThisWikiOnly): ["description"],
      .toggle(.rowLabel): ["title", "description"], .action(.actionRetryRow): ["type"],
      .action(.inputRetryRow): ["type"],
      .mute(.count): ["count"], .mute(.removeAction): ["name"],
      .mute(.mutedAnnouncement): ["names"], .mute(.unmutedAnnouncement): ["names"],
      .mute(.alreadyMuted): ["names"], .mute(.noSuchUser): ["name"],
      .mute(.invalidUserName): ["name"], .mute(.noCentralAccount): ["name"],
      .mute(.noSuchPage): ["name"], .mute(.invalidTitle): ["name"],
      .mute(.muteFailed): ["names", "reason"], .mute(.unmuteFailed): ["names", "reason"],
      .mute(.outcomeUnknown): ["names"], .mute(.interrupted): ["names"],
    ]
    for key in StringKey.allCases {
      #expect(key.placeholders == filled[key, default: []], "\(key.name)")
    }
  }

  @Test func listsOfTypesReadAsSentences() {
    #expect(Strings.english.titles([.mention]) == "Mention")
    #expect(Strings.english.titles([.mention, .editThank]) == "Thanks and Mention")
    #expect(
      Strings.english.titles([.reverted, .editThank, .mention]) == "Thanks, Mention and Edit revert"
    )
    #expect(Strings.german.titles([.mention, .editThank]) == "Dank und Erwähnung")
  }

  @Test func parametersAreFilledIn() {
    let text = ScreenModel.text(
      of: .saveFailedReverted([.mention, .editThank], .apiError(code: "readonly", info: "")),
      .english)
    #expect(
      text
        == "Couldn't save Thanks and Mention, so the previous setting is shown again. "
        + "Wikipedia reported an error (readonly).")
  }

  @Test func anUnknownLanguageFallsBackToEnglishWithTheWikisTitles() {
    #expect(Strings.forLanguage("de") == .german)
    #expect(Strings.forLanguage("en") == .english)
    let french = Strings.forLanguage("fr")
    // No text of its own: every key falls back, alone, to the wiki's words or English.
    #expect(french.table.isEmpty && french.titlesFromWiki)
    for key in StringKey.allCases {
      #expect(french.text(key) == Strings.english.text(key))
    }
    #expect(!Strings.english.titlesFromWiki && !Strings.german.titlesFromWiki)
    #expect(Strings.forLanguage("he") == .hebrew && !Strings.hebrew.titlesFromWiki)
  }

  /// The Hebrew table names only keys that exist (a renamed key would leave its text behind)
  /// and is written right to left.
  @Test func theHebrewTextsAreEveryKeysAndNoOther() {
    let names = Set(
      StringKey.allCases.map { String($0.name.dropFirst("notification-settings-".count)) })
    // The "Muted" section's texts are kept in their own table; no key is in both.
    #expect(Set(StringKey.hebrewTexts.keys).isDisjoint(with: StringKey.hebrewMuteTexts.keys))
    #expect(Set(StringKey.hebrewTexts.keys).union(StringKey.hebrewMuteTexts.keys) == names)
    #expect(Strings.hebrew.direction == .rightToLeft && Strings.german.direction == .leftToRight)
    #expect(Strings.hebrew.text(.screen(.screenTitle)) == "התראות")
  }

  @Test func aWikiTitleReplacesThePackagesOnlyWhereThePackageHasNone() throws {
    let watchlist = try #require(NotificationType(rawValue: "watchlist"))
    let wiki: [NotificationType: String] = [
      .mention: "Mentions", .editUserPage: "Modification de ma page utilisateur",
      watchlist: "Edit to watched page",
    ]
    for strings in [Strings.english, .german] {
      let titled = strings.withWikiTitles(wiki)
      #expect(titled.title(.mention) == strings.title(.mention))
      #expect(titled.title(.editUserPage) == strings.title(.editUserPage))
      #expect(titled.title(watchlist) == "Edit to watched page")
      #expect(titled.description(.editUserPage) == strings.description(.editUserPage))
      #expect(titled.description(watchlist) == strings.text(.toggle(.typeDescriptionFromWiki)))
    }
    // A language the package does not ship: every title is the wiki's, the descriptions the
    // package's (English) where it has them.
    let french = Strings.forLanguage("fr").withWikiTitles(wiki)
    #expect(french.title(.mention) == "Mentions")
    #expect(french.title(.editUserPage) == "Modification de ma page utilisateur")
    #expect(french.description(.editUserPage) == "When someone edits your user page.")
    #expect(french.description(watchlist) == french.text(.toggle(.typeDescriptionFromWiki)))
  }

  private func placeholders(in text: String) -> Set<String> {
    Set(
      text.split(separator: "{", omittingEmptySubsequences: false).dropFirst().compactMap {
        $0.split(separator: "}", maxSplits: 1, omittingEmptySubsequences: false).first.map(
          String.init)
      })
  }
}
