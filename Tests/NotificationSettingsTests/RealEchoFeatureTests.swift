import Testing

@testable import NotificationSettings

/// What the real Echo offers: more types than the spec's (its two the package names too, others
/// titled by the wiki); options set in the global preferences; resets the wiki refuses in part.
enum RealEcho {
  static let userPage = NotificationType.editUserPage
  static let archiving = NotificationType.dtSubscriptionArchiving

  /// The real wiki's 13 of the spec's 16 plus its own two, with Echo's defaults.
  static let values: [NotificationType: Bool] = {
    var values = Fixture.values(
      on: Set(NotificationType.allCases).subtracting([
        .mentionFailure, .mentionSuccess, .articleLinked,
      ]),
      offered: NotificationType.allCases.filter {
        ![.cx, .wikibaseAction, .pageReview].contains($0)
      }
    )
    values[userPage] = true
    values[archiving] = true
    return values
  }()

  static let allOff = values.mapValues { _ in false }

  static let titles: [NotificationType: String] = [
    userPage: "Edit to my user page", archiving: "Talk page archiving", .mention: "Mention",
    .editUserTalk: "Edit to my talk page",
  ]

  static func snapshot(
    _ values: [NotificationType: Bool] = values, marker: Bool = false,
    global: Set<NotificationType> = []
  ) -> WikiSnapshot {
    WikiSnapshot(
      userName: Fixture.user, values: values, hasDefaultOffMarker: marker, titles: titles,
      globalTypes: global)
  }

  /// Logged in just now, the read in flight.
  static func loggingIn() -> FeatureTester {
    var t = FeatureTester(Fixture.initial())
    t.prepare(.appeared)
    t.prepare(.permissionChecked(.authorized))
    t.prepare(.loggedIn)
    return t
  }

  /// `loaded(snapshot)` after a first toggle (edit-thank off: save 1) was saved and announced
  /// (announcement 1), then mention and reverted tapped off in its window: the window's end
  /// sends both in one write (save 2).
  static func twoTogglesCollected(_ snapshot: WikiSnapshot) -> FeatureTester {
    var t = loaded(snapshot)
    t.prepare(.toggleTapped(.editThank))
    t.prepare(.saveFinished(error: nil))
    t.prepare(.announcementDelivered(id: 1))
    t.prepare(.toggleTapped(.mention))
    t.prepare(.toggleTapped(.reverted))
    return t
  }

  /// The screen showing `snapshot` (marker set), permission given, device registered.
  static func loaded(_ snapshot: WikiSnapshot) -> FeatureTester {
    var t = FeatureTester(
      Fixture.initial(
        device: DeviceRecord(
          registered: DeviceSubscription(deviceToken: Fixture.token, userName: Fixture.user))))
    t.prepare(.appeared)
    t.prepare(.permissionChecked(.authorized))
    t.prepare(.preferencesLoaded(.success(snapshot)))
    var state = t.state
    state.subscriptions.registration = .registered(token: Fixture.token)
    return FeatureTester(state)
  }
}

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

@Suite("Real Echo: the marker only when the reset held")
struct MarkerRuleTests {
  @Test func aResetRefusedInPartLeavesNoMarkerAndTheNextLoginTriesAgain() {
    var t = RealEcho.loggingIn()
    t.prepare(.preferencesLoaded(.success(RealEcho.snapshot())))
    let failure = WikiFailure.keysRejected([.mention, RealEcho.userPage])
    var partly = RealEcho.allOff
    partly[.mention] = true
    partly[RealEcho.userPage] = true
    // `mention` stays on, so it can reach the device: the device registers.
    t.send(.saveFinished(error: failure), effects: [.registerForDeviceToken]) {
      $0.saving.inFlight = nil
      $0.subscriptions.registration = .fetchingToken
      $0.wiki.values = partly
      $0.saving.error = SaveError(outcome: .defaultsNotApplied, failure: failure)
      $0.announcements.queued = [
        Announcement(id: 1, message: .defaultsNotApplied(failure), politeness: .assertive)
      ]
    }
    #expect(t.state.wiki.hasDefaultOffMarker == false)
    // The next login: the wiki has no marker, so the reset is tried again, once.
    t.prepare(.announcementDelivered(id: 1))
    #expect(t.prepare(.loggedIn) == [.checkPermission, .load("en")])
    t.prepare(.permissionChecked(.authorized))
    #expect(
      t.prepare(.preferencesLoaded(.success(RealEcho.snapshot(partly))))
        == [.save("en", Fixture.resetWrite(RealEcho.allOff))])
  }

  @Test func theRuleForTheResetAndForThePersonsChoices() {
    let values: [NotificationType: Bool] = [.mention: false, .reverted: false]
    let reset = OptionsWrite(
      userName: "A", values: values, setsDefaultOffMarker: true, markerNeedsEveryValue: true)
    #expect(reset.markerHolds(refused: []))
    #expect(!reset.markerHolds(refused: [.mention]))
    // A refusal of a type the write did not carry says nothing about it.
    #expect(reset.markerHolds(refused: [.cx]))
    let toggles = OptionsWrite(userName: "A", values: values, setsDefaultOffMarker: true)
    #expect(toggles.markerHolds(refused: [.mention]))
    #expect(!toggles.markerHolds(refused: [.mention, .reverted]))
  }

  @Test func aToggleWriteOfWhichNothingWasStoredLeavesNoMarker() {
    var t = RealEcho.loaded(RealEcho.snapshot(marker: false))
    t.send(
      .toggleTapped(.mention),
      effects: [
        .save("en", Fixture.write([.mention: false], marker: true)),
        .startSaveWindow(Fixture.saveWindow),
      ]
    ) {
      $0.saving.inFlight = SaveRequest(
        kind: .toggles, values: [.mention: false], setsDefaultOffMarker: true)
      $0.saving.isWindowOpen = true
    }
    let failure = WikiFailure.keysRejected([.mention])
    t.send(.saveFinished(error: failure)) {
      $0.saving.inFlight = nil
      $0.saving.error = SaveError(
        outcome: .reverted([.mention]), failure: failure, retry: [.mention: false])
      $0.announcements.queued = [
        Announcement(
          id: 1, message: .saveFailedReverted([.mention], failure), politeness: .assertive)
      ]
    }
    #expect(t.state.wiki.hasDefaultOffMarker == false)
  }
}

@Suite("Real Echo: global preferences")
struct GlobalPreferenceTests {
  @Test func aGlobalRowSaysItsChoiceAppliesOnEveryWikiInBothLanguages() throws {
    var values = RealEcho.values
    values[.mention] = false
    let t = RealEcho.loaded(RealEcho.snapshot(values, marker: true, global: [.mention]))
    let english = try #require(
      ScreenModel(state: t.state, strings: .english).sections.flatMap(\.rows).first {
        $0.type == .mention
      })
    #expect(english.status == "Applies on every wiki")
    // Where it applies is heard once, in the label's description, not again in the value.
    #expect(english.accessibilityValue == "Off")
    #expect(english.accessibilityLabel.hasSuffix("this choice applies on every wiki."))
    #expect(
      english.description
        == "When someone mentions you in a discussion. Set in your global preferences: this "
        + "choice applies on every wiki.")
    let german = try #require(
      ScreenModel(state: t.state, strings: .german).sections.flatMap(\.rows).first {
        $0.type == .mention
      })
    #expect(german.accessibilityValue == "Aus")
    #expect(german.accessibilityLabel.hasSuffix("Diese Auswahl gilt in allen Wikis."))
    #expect(german.description.hasSuffix("Diese Auswahl gilt in allen Wikis."))
    let local = ScreenModel(state: t.state, strings: .english).sections.flatMap(\.rows).first {
      $0.type == .reverted
    }
    #expect(local?.status == nil && local?.accessibilityValue == "On")
  }

  @Test func aGlobalTypesToggleIsWrittenToTheGlobalPreferences() {
    var values = RealEcho.values
    values[.mention] = false
    var t = RealEcho.loaded(RealEcho.snapshot(values, marker: true, global: [.mention]))
    let said = t.state.announcements.nextID
    let write = OptionsWrite(
      userName: Fixture.user, values: [.mention: true], globalTypes: [.mention])
    t.send(
      .toggleTapped(.mention),
      effects: [.save("en", write), .startSaveWindow(Fixture.saveWindow)]
    ) {
      $0.saving.isWindowOpen = true
      $0.saving.inFlight = SaveRequest(
        kind: .toggles, values: [.mention: true], setsDefaultOffMarker: false,
        globalTypes: [.mention])
    }
    // A local type tapped in the same window goes with the next write, locally.
    t.send(.toggleTapped(.reverted)) {
      $0.saving.unsent = [.reverted: false]
    }
    t.send(.saveFinished(error: nil)) {
      $0.saving.inFlight = nil
      $0.wiki.values?[.mention] = true
      $0.announcements.queued = [Announcement(id: said, message: .saved, politeness: .polite)]
    }
    let local = OptionsWrite(userName: Fixture.user, values: [.reverted: false])
    t.send(
      .saveWindowElapsed,
      effects: [.save("en", local), .startSaveWindow(Fixture.saveWindow)]
    ) {
      $0.saving.unsent = [:]
      $0.saving.inFlight = SaveRequest(
        kind: .toggles, values: [.reverted: false], setsDefaultOffMarker: false)
    }
  }

  /// One save of a global and a local type: the local value goes to this wiki's options with the
  /// marker, the global one to the global preferences, in the same write (two requests).
  @Test func aSaveOfAGlobalAndALocalTypeCarriesTheMarkerForTheLocalOneOnly() {
    var values = RealEcho.values
    values[.mention] = false
    var t = RealEcho.loaded(RealEcho.snapshot(values, marker: false, global: [.mention]))
    t.prepare(.toggleTapped(.reverted))  // save 1, local, with the marker
    t.prepare(.toggleTapped(.mention))
    t.prepare(.toggleTapped(.editThank))
    // Save 1 is refused: the marker did not land either; the window's two taps go together.
    t.prepare(.saveFinished(error: .apiError(code: "readonly", info: "")))
    let effects = t.prepare(.saveWindowElapsed)
    let mixed = OptionsWrite(
      userName: Fixture.user, values: [.mention: true, .editThank: false],
      setsDefaultOffMarker: true, globalTypes: [.mention])
    #expect(effects.first == .save("en", mixed))
    #expect(mixed.localValues == [.editThank: false])
    #expect(mixed.globalValues == [.mention: true])
    // The marker stands when a local value was stored, whatever happened to the global one.
    #expect(mixed.markerHolds(refused: [.mention]))
    #expect(!mixed.markerHolds(refused: [.editThank]))
    #expect(t.state.saving.inFlight?.markerHolds(refused: [.editThank]) == false)
    #expect(t.state.saving.inFlight?.markerHolds(refused: [.mention]) == true)
  }

  /// A global choice alone carries no marker: the first-login reset leaves global types alone,
  /// so there is nothing of this wiki's to protect, and the save stays one request.
  @Test func aGlobalChoiceAloneCarriesNoMarker() {
    var t = RealEcho.loaded(RealEcho.snapshot(marker: false, global: [.mention]))
    let effects = t.prepare(.toggleTapped(.mention))
    #expect(
      effects.first
        == .save(
          "en",
          OptionsWrite(userName: Fixture.user, values: [.mention: false], globalTypes: [.mention])))
    t.prepare(.saveFinished(error: nil))
    #expect(!t.state.wiki.hasDefaultOffMarker && t.state.isOn(.mention) == false)
  }

  @Test func theFirstLoginResetLeavesAGlobalChoiceAsItIs() {
    var t = RealEcho.loggingIn()
    var reset = RealEcho.allOff
    reset[.mention] = nil
    let effects = t.prepare(
      .preferencesLoaded(.success(RealEcho.snapshot(global: [.mention]))))
    // The global choice stays on, so the device registers.
    #expect(effects == [.save("en", Fixture.resetWrite(reset)), .registerForDeviceToken])
    t.prepare(.saveFinished(error: nil))
    #expect(t.state.isOn(.mention) == true && t.state.wiki.hasDefaultOffMarker)
  }

  /// The read after `global-option-ignored` fails: the choice that waited for it is written
  /// globally all the same (found by the randomized model tests: it was never sent).
  @Test func aFailedRereadAfterGlobalOptionIgnoredStillWritesTheChoice() {
    var t = RealEcho.loaded(RealEcho.snapshot(marker: true))
    t.prepare(.toggleTapped(.mention))  // save 1
    t.prepare(.saveWindowElapsed)
    t.prepare(.saveFinished(error: .globallyOverridden([.mention], rejected: [])))  // read
    let failure = WikiFailure.unreachable(detail: "offline")
    let write = OptionsWrite(
      userName: Fixture.user, values: [.mention: false], globalTypes: [.mention])
    t.send(
      .preferencesLoaded(.failure(failure)),
      effects: [.save("en", write), .startSaveWindow(Fixture.saveWindow)]
    ) {
      $0.loading.inFlight = nil
      $0.loading.error = failure
      $0.announcements.queued = [
        Announcement(id: 1, message: .loadFailed(failure), politeness: .polite)
      ]
      $0.saving.unsent = [:]
      $0.saving.inFlight = SaveRequest(
        kind: .toggles, values: [.mention: false], setsDefaultOffMarker: false,
        globalTypes: [.mention])
      $0.saving.isWindowOpen = true
    }
  }

  /// Set globally elsewhere since the read: not a failure. The choice stays, the account is read
  /// again, and the choice is written globally.
  @Test func globalOptionIgnoredRereadsThenWritesTheChoiceGlobally() {
    var t = RealEcho.twoTogglesCollected(RealEcho.snapshot(marker: true))
    let both: [NotificationType: Bool] = [.mention: false, .reverted: false]
    t.send(
      .saveWindowElapsed,
      effects: [
        .save("en", Fixture.write(both)), .startSaveWindow(Fixture.saveWindow),
      ]
    ) {
      $0.saving.unsent = [:]
      $0.saving.inFlight = SaveRequest(kind: .toggles, values: both, setsDefaultOffMarker: false)
      $0.saving.isWindowOpen = true
    }
    t.send(
      .saveFinished(error: .globallyOverridden([.mention], rejected: [])),
      effects: [.load("en")]
    ) {
      $0.saving.inFlight = nil
      $0.wiki.values?[.reverted] = false
      $0.wiki.globalTypes = [.mention]
      $0.saving.unsent = [.mention: false]
      $0.loading.inFlight = .init()
    }
    #expect(t.state.saving.error == nil && t.state.announcements.isEmpty)
    #expect(t.state.isOn(.mention) == false && t.state.isSaving(.mention))
    // The read shows the global value (still on); the choice waits for the save window.
    var reread = RealEcho.values
    reread[.editThank] = false
    reread[.reverted] = false
    t.send(
      .preferencesLoaded(
        .success(RealEcho.snapshot(reread, marker: true, global: [.mention])))
    ) {
      $0.loading.inFlight = nil
      $0.wiki.values = reread
    }
    // The window ends: the choice goes to the global preferences.
    let write = OptionsWrite(
      userName: Fixture.user, values: [.mention: false], globalTypes: [.mention])
    t.send(
      .saveWindowElapsed,
      effects: [.save("en", write), .startSaveWindow(Fixture.saveWindow)]
    ) {
      $0.saving.unsent = [:]
      $0.saving.inFlight = SaveRequest(
        kind: .toggles, values: [.mention: false], setsDefaultOffMarker: false,
        globalTypes: [.mention])
      $0.saving.isWindowOpen = true
    }
    t.send(.saveFinished(error: nil)) {
      $0.saving.inFlight = nil
      $0.wiki.values?[.mention] = false
      $0.announcements.queued = [Announcement(id: 2, message: .saved, politeness: .polite)]
    }
  }

  @Test func globalOptionIgnoredWithARefusalReportsOnlyTheRefusal() {
    var t = RealEcho.twoTogglesCollected(RealEcho.snapshot(marker: true))
    t.prepare(.saveWindowElapsed)  // save 2: mention and reverted off
    let refused = WikiFailure.keysRejected([.reverted])
    t.send(
      .saveFinished(error: .globallyOverridden([.mention], rejected: [.reverted])),
      effects: [.load("en")]
    ) {
      $0.saving.inFlight = nil
      $0.wiki.globalTypes = [.mention]
      $0.saving.unsent = [.mention: false]
      $0.saving.error = SaveError(
        outcome: .reverted([.reverted]), failure: refused, retry: [.reverted: false])
      $0.announcements.queued = [
        Announcement(
          id: 2, message: .saveFailedReverted([.reverted], refused), politeness: .assertive)
      ]
      $0.loading.inFlight = .init()
    }
    #expect(t.state.isOn(.reverted) == true)
  }

  /// A type tapped again while its write was ignored
  /// keeps the newer choice: the ignored value is not put back over it.
  @Test func aNewerTapOfAnIgnoredTypeWins() {
    var t = RealEcho.twoTogglesCollected(RealEcho.snapshot(marker: true))
    t.prepare(.saveWindowElapsed)  // save 2: mention and reverted off
    t.prepare(.toggleTapped(.mention))
    let refused = WikiFailure.keysRejected([.reverted])
    t.send(
      .saveFinished(error: .globallyOverridden([.mention], rejected: [.reverted])),
      effects: [.load("en")]
    ) {
      $0.saving.inFlight = nil
      $0.wiki.globalTypes = [.mention]
      $0.saving.unsent = [:]
      $0.saving.error = SaveError(
        outcome: .reverted([.reverted]), failure: refused, retry: [.reverted: false])
      $0.announcements.queued = [
        Announcement(
          id: 2, message: .saveFailedReverted([.reverted], refused), politeness: .assertive)
      ]
      $0.loading.inFlight = .init()
    }
    #expect(t.state.isOn(.mention) == true && t.state.isOn(.reverted) == true)
  }

  @Test func aLanguageCopyLeavesTheNewWikisGlobalChoices() {
    var t = RealEcho.loaded(RealEcho.snapshot(marker: true))
    t.prepare(.toggleTapped(.reverted))  // save 1
    t.prepare(.saveFinished(error: nil))  // announcement 1
    t.prepare(.saveWindowElapsed)
    #expect(t.prepare(.primaryLanguageChanged(from: "en", to: "de")) == [.loadForCopy("de")])
    var target = RealEcho.values
    target[.mention] = false
    var copy = RealEcho.values
    copy[.reverted] = false
    copy[.mention] = nil
    let effects = t.prepare(
      .copyPreferencesLoaded(.success(RealEcho.snapshot(target, global: [.mention]))))
    #expect(
      effects
        == [
          .saveCopy(
            "de", OptionsWrite(userName: Fixture.user, values: copy, setsDefaultOffMarker: true))
        ])
  }
}
