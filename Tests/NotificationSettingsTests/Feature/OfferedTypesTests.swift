import Testing

@testable import NotificationSettings

@Suite("Real Echo: the catalog is what the wiki offers")
struct OfferedTypesTests {
  @Test func theFirstLoginTurnsEveryOfferedTypeOffInOneWriteTheWikisOwnToo() {
    var t = RealEcho.loggingIn()
    t.send(
      .preferencesLoaded(.success(RealEcho.snapshot())),
      effects: [.save("en", Fixture.resetWrite(RealEcho.allOff))]
    ) {
      $0.loading.inFlight = nil
      $0.session = .loggedIn(userName: Fixture.user)
      $0.wiki.values = RealEcho.values
      $0.wiki.titles = RealEcho.titles
      $0.wiki.defaultOffCheckPending = false
      $0.saving.inFlight = SaveRequest(
        kind: .defaultOff, values: RealEcho.allOff, setsDefaultOffMarker: true)
    }
    t.send(.saveFinished(error: nil)) {
      $0.saving.inFlight = nil
      $0.wiki.values = RealEcho.allOff
      $0.wiki.hasDefaultOffMarker = true
    }
  }

  @Test func theWikisOwnTypesFollowTheSpecsInThePackagesWordsAndAnUnnamedOneInTheWikis() throws {
    let watchlist = try #require(NotificationType(rawValue: "watchlist"))
    var snapshot = RealEcho.snapshot(marker: true)
    snapshot.values[watchlist] = true
    snapshot.titles[watchlist] = "Edit to watched page"
    let t = RealEcho.loaded(snapshot)
    #expect(
      t.state.wiki.offeredTypes
        == NotificationType.allCases.filter { RealEcho.values[$0] != nil } + [
          RealEcho.archiving, RealEcho.userPage, watchlist,
        ])
    for strings in [Strings.english, .german] {
      let screen = ScreenModel(state: t.state, strings: strings)
      let more = try #require(screen.sections.last)
      #expect(more.id == "notification.section.more")
      #expect(more.title == strings.text(.sectionTitle(.more)))
      let german = strings == .german
      // The package's words for the two it names (in English the wiki's own titles verbatim),
      // the wiki's title and the general sentence for the other.
      #expect(
        more.rows.map(\.label)
          == (german
            ? [
              "Diskussionsseiten-Archivierung", "Bearbeitung auf meiner Benutzerseite",
              "Edit to watched page",
            ]
            : ["Talk page archiving", "Edit to my user page", "Edit to watched page"]))
      #expect(
        more.rows.map(\.id) == [
          "notification.toggle.dt-subscription-archiving",
          "notification.toggle.edit-user-page", "notification.toggle.watchlist",
        ])
      #expect(
        more.rows.map(\.description) == [
          strings.description(RealEcho.archiving), strings.description(RealEcho.userPage),
          strings.text(.toggle(.typeDescriptionFromWiki)),
        ])
      #expect(
        more.rows.first?.description
          == (german
            ? "Wenn eine Diskussion, die du abonniert hast, archiviert oder von ihrer Seite "
              + "entfernt wird."
            : "When a discussion you subscribed to is archived or removed from its page."))
      #expect(more.rows.allSatisfy { $0.value == strings.text(.toggle(.valueOn)) && $0.isEnabled })
      // The spec's types keep the package's own words.
      let mention = screen.sections.flatMap(\.rows).first { $0.type == .mention }
      #expect(mention?.label == strings.title(.mention))
      #expect(mention?.label == (strings == .german ? "Erwähnung" : "Mention"))
    }
    #expect(Strings.english.text(.sectionTitle(.more)) == "More notifications")
    #expect(Strings.german.text(.sectionTitle(.more)) == "Weitere Benachrichtigungen")
  }

  @Test func aLanguageWithoutPackageStringsTakesEveryTitleFromTheWiki() {
    let t = RealEcho.loaded(RealEcho.snapshot(marker: true))
    let screen = ScreenModel(state: t.state, strings: .forLanguage("fr"))
    let labels = Dictionary(
      uniqueKeysWithValues: screen.sections.flatMap(\.rows).map { ($0.type, $0.label) })
    #expect(labels[.editUserTalk] == "Edit to my talk page")
    #expect(labels[.mention] == "Mention")
    #expect(labels[RealEcho.userPage] == "Edit to my user page")
    // A type the wiki did not title falls back to English.
    #expect(labels[.reverted] == "Edit revert")
  }

  @Test func aRefusedExtraTypeIsNamedByTheWikisTitleInTheBanner() {
    var t = RealEcho.loaded(RealEcho.snapshot(marker: true))
    t.prepare(.toggleTapped(RealEcho.userPage))  // save 1
    let failure = WikiFailure.keysRejected([RealEcho.userPage])
    t.prepare(.saveFinished(error: failure))
    let banner = ScreenModel(state: t.state, strings: .english).banners.first
    #expect(
      banner?.message
        == "Couldn't save Edit to my user page, so the previous setting is shown again. "
        + "Wikipedia didn't accept this setting.")
  }
}
