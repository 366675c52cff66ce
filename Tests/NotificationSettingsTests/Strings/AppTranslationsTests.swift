import Foundation
import TestSupport
import Testing

@testable import NotificationSettings

/// The app's own translated table (`WMFLocalizedString` per key), over the package's strings and
/// the wiki's words: each key falls back alone, never the whole screen.
@Suite("The app's translations: per key, over the package's and the wiki's")
struct AppTranslationsTests {
  static let watchlist = NotificationType(rawValue: "watchlist")!

  /// The wiki's French words for three types (two it titles and describes, one it only titles).
  static let wikiTitles: [NotificationType: String] = [
    .mention: "Mention", .editThank: "Remerciement", watchlist: "Modification d’une page suivie",
  ]
  static let wikiDescriptions: [NotificationType: String] = [
    .mention: "Me prévenir quand quelqu’un fait référence à ma page utilisateur.",
    .editThank: "Me notifier quand quelqu’un me remercie pour une modification que j’ai effectuée.",
  ]

  /// What `WMFLocalizedString` answers in French for an app that translated a few keys: the
  /// English value (the `value:` argument) for every other one.
  static func frenchApp(_ key: StringKey) -> String? {
    switch key {
    case .screen(.loading): "Chargement des réglages de notification…"
    case .typeTitle(.mention): "Mentions de mon nom"
    case .banner(.saveFailedReverted):
      "Impossible d’enregistrer %1$@ ; le réglage précédent revient. %2$@"
    // A broken translation: one placeholder lost.
    case .banner(.loadFailedMessage): "Impossible de charger vos réglages."
    default: key.row.map { key.positionalPlaceholders($0.english, style: .formatSpecifier) }
    }
  }

  @Test func eachKeyTakesTheAppsTranslationTheWikisWordsOrEnglishOnItsOwn() {
    let strings = Strings.forLanguage("fr", translations: Self.frenchApp)
      .withWikiTexts(titles: Self.wikiTitles, descriptions: Self.wikiDescriptions)

    // The app's translation, where it has one.
    #expect(strings.text(.screen(.loading)) == "Chargement des réglages de notification…")
    #expect(strings.title(.mention) == "Mentions de mon nom")
    // The wiki's words where the app has none (its English value is no translation)...
    #expect(strings.title(.editThank) == "Remerciement")
    #expect(strings.description(.mention) == Self.wikiDescriptions[.mention])
    #expect(strings.description(.editThank) == Self.wikiDescriptions[.editThank])
    #expect(strings.title(Self.watchlist) == "Modification d’une page suivie")
    // ...and English where neither has any.
    #expect(strings.title(.reverted) == "Edit revert")
    #expect(strings.description(.reverted) == "When one of your edits is reverted.")
    #expect(
      strings.description(Self.watchlist) == Strings.english.text(.toggle(.typeDescriptionFromWiki))
    )
    #expect(strings.text(.screen(.screenTitle)) == "Notifications")
    // A translation with the wrong placeholders is dropped for that key alone.
    #expect(
      strings.text(.banner(.loadFailedMessage), ["reason": "Hors ligne."])
        == "Couldn't load your notification settings. Hors ligne.")
    // Positional placeholders are filled by name.
    #expect(
      strings.text(
        .banner(.saveFailedReverted), ["types": "Mentions de mon nom", "reason": "Hors ligne."])
        == "Impossible d’enregistrer Mentions de mon nom ; le réglage précédent revient. Hors ligne."
    )
  }

  @Test func theScreenMixesTheSourcesRowByRowNeverByScreen() throws {
    let strings = Strings.forLanguage("fr", translations: Self.frenchApp)
    let snapshot = WikiSnapshot(
      userName: Fixture.user, values: [.mention: true, .editThank: false, .reverted: true],
      hasDefaultOffMarker: true, titles: Self.wikiTitles, descriptions: Self.wikiDescriptions)
    let screen = ScreenModel(state: RealEcho.loaded(snapshot).state, strings: strings)
    let rows = screen.sections.flatMap(\.rows)
    // In the screen's order: messages, your edits and pages, recognition.
    #expect(rows.map(\.label) == ["Mentions de mon nom", "Edit revert", "Remerciement"])
    #expect(
      rows.map(\.description) == [
        Self.wikiDescriptions[.mention]!, "When one of your edits is reverted.",
        Self.wikiDescriptions[.editThank]!,
      ])
    #expect(screen.title == "Notifications")
  }

  @Test func inGermanTheAppsTextsReplaceThePackagesAndAnUntranslatedOneKeepsThePackagesGerman() {
    let strings = Strings.forLanguage("de") { key in
      switch key {
      case .action(.actionRetryLoad): "Nochmal laden"
      case .action(.actionDismissSaveError): "Dismiss the save error"  // English: not translated.
      default: nil
      }
    }
    #expect(strings.text(.action(.actionRetryLoad)) == "Nochmal laden")
    #expect(strings.text(.action(.actionDismissSaveError)) == "Speicherfehler ausblenden")
    #expect(strings.text(.screen(.screenTitle)) == "Benachrichtigungen")
    #expect(!strings.titlesFromWiki)
    var expected = Strings.german.table
    expected[.action(.actionRetryLoad)] = "Nochmal laden"
    #expect(strings.table == expected)
  }

  @Test func inEnglishTheAppsOwnWordsAreUsed() {
    let strings = Strings.forLanguage("en") { key in
      key == .screen(.screenTitle) ? "Push notifications" : nil
    }
    #expect(strings.text(.screen(.screenTitle)) == "Push notifications")
    #expect(strings.text(.screen(.loading)) == Strings.english.text(.screen(.loading)))
  }

  @Test(arguments: [
    ("Nicht gespeichert: {types}. {reason}", "Nicht gespeichert: {types}. {reason}"),
    ("Nicht gespeichert: $1. $2", "Nicht gespeichert: {types}. {reason}"),
    ("Nicht gespeichert: %1$@. %2$@", "Nicht gespeichert: {types}. {reason}"),
    ("%2$@ Nicht gespeichert: %1$@.", "{reason} Nicht gespeichert: {types}."),
    ("100 % nicht gespeichert: $1. $2", "100 % nicht gespeichert: {types}. {reason}"),
  ])
  func aTranslationsPlaceholdersAreReadInEverySpelling(given: String, named: String) {
    #expect(StringKey.banner(.saveFailedReverted).namedPlaceholders(given) == named)
  }

  @Test(arguments: [
    "Nicht gespeichert: $1.", "Nicht gespeichert: %1$@. %3$@",
    "Nicht gespeichert: {typen}. {reason}",
    "Nicht gespeichert: %@. %@", "",
  ])
  func aTranslationWithOtherPlaceholdersIsRefused(given: String) {
    #expect(StringKey.banner(.saveFailedReverted).namedPlaceholders(given) == nil)
  }

  @Test func aLoneFormatSpecifierFillsAKeyWithOnePlaceholder() {
    #expect(
      StringKey.reason(.reasonWikiError).namedPlaceholders("Wikipedia-Fehler (%@).")
        == "Wikipedia-Fehler ({code}).")
    #expect(StringKey.screen(.screenTitle).namedPlaceholders("Mitteilungen $1") == nil)
  }
}
