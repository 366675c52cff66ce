import NotificationSettings
import Testing

@testable import WikiNotificationsCLI

@Suite("The screen's language from the locale")
struct ScreenLanguageTests {
  @Test(arguments: [
    ("de_DE.UTF-8", "de"), ("en_GB", "en"), ("fr", "fr"), ("de@euro", "de"), ("C", "en"),
    ("C.UTF-8", "en"), ("POSIX", "en"), ("he_IL.UTF-8", "he"),
  ])
  func aLocaleNamesItsLanguage(_ locale: String, _ code: String) {
    #expect(ScreenCommand.languageCode(locale) == code)
  }

  /// A Hebrew locale gets the package's Hebrew, laid out and isolated right to left.
  @Test func aHebrewLocaleIsThePackagesHebrew() {
    let strings = Strings.forLanguage(ScreenCommand.languageCode("he_IL.UTF-8"))
    #expect(strings == .hebrew && strings.direction == .rightToLeft)
  }

  /// The C locale keeps the package's English words for the spec's types; the wiki's own
  /// titles are for languages the package has no strings for.
  @Test func theCLocaleIsThePackagesEnglish() {
    let strings = Strings.forLanguage(ScreenCommand.languageCode("C"))
    #expect(strings == .english)
    #expect(
      strings.withWikiTitles([.editUserTalk: "Edit to my talk page"]).title(.editUserTalk)
        == "Talk page message")
  }
}
