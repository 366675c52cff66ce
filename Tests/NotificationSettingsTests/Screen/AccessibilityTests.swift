import Foundation
import TestSupport
import Testing

@testable import NotificationSettings

@Suite("Accessibility of every reachable screen")
struct AccessibilityTests {
  @Test(arguments: Strings.all)
  func everyControlHasALabelValueHintAndAStableIdentifier(strings: Strings) {
    for (name, state) in ReachableScreens.all {
      let screen = ScreenModel(state: state, strings: strings)
      var identifiers: [String] = []
      #expect(!screen.title.isEmpty)
      var actions = screen.actions + screen.banners.flatMap(\.actions)
      if let learnMore = screen.learnMore {
        actions += [learnMore.link, learnMore.close]
        #expect(!learnMore.title.isEmpty && !learnMore.body.isEmpty)
        #expect(learnMore.id == "notification.learn-more")
        identifiers.append(learnMore.id)
      }
      for action in actions {
        #expect(!action.label.isEmpty && !action.hint.isEmpty, "\(name): \(action.id)")
        #expect(action.id.hasPrefix("notification.action."), "\(name): \(action.id)")
        identifiers.append(action.id)
      }
      for banner in screen.banners {
        #expect(!banner.message.isEmpty, "\(name): \(banner.id)")
        #expect(!banner.message.contains("{"), "\(name): unfilled placeholder in \(banner.message)")
        #expect(!banner.actions.isEmpty, "\(name): \(banner.id) offers no action")
        identifiers.append(banner.id)
      }
      for section in screen.sections {
        #expect(!section.title.isEmpty && section.titleTraits == [.header])
        identifiers.append(section.id)
        for row in section.rows {
          #expect(
            !row.label.isEmpty && !row.description.isEmpty && !row.hint.isEmpty,
            "\(name): \(row.id)")
          if let retry = row.retry { identifiers.append(retry.id) }
          #expect(row.value == strings.text(row.isOn ? .toggle(.valueOn) : .toggle(.valueOff)))
          let scopeStatuses = [
            strings.text(.toggle(.rowThisWikiOnly)), strings.text(.toggle(.rowGlobal)),
          ]
          if let status = row.status, scopeStatuses.contains(status) {
            // Where the choice applies is said once, in the label's description.
            #expect(row.accessibilityValue == row.value, "\(name): \(row.id)")
            #expect(row.description != strings.description(row.type), "\(name): \(row.id)")
            #expect(row.accessibilityLabel.contains(row.description), "\(name): \(row.id)")
          } else if let status = row.status {
            #expect(
              row.accessibilityValue
                == strings.text(.toggle(.valueWithStatus), ["value": row.value, "status": status]))
            #expect(row.accessibilityValue.contains(row.value))
            #expect(row.accessibilityValue.contains(status), "\(name): \(row.id)")
          } else {
            #expect(row.accessibilityValue == row.value, "\(name): \(row.id)")
          }
          #expect(row.id == "notification.toggle.\(row.type.rawValue)")
          #expect(row.traits.contains(.toggle))
          #expect(row.traits.contains(.notEnabled) == !row.isEnabled)
          // A switch being saved says so, unless the copy to another language's wiki writes
          // every switch: then each says why it is dimmed.
          if row.isSaving {
            #expect(
              row.status
                == strings.text(
                  .toggle(state.migration.isActive ? .rowUnavailableCopying : .rowSaving)))
          }
          if row.status == nil { #expect(!row.isSaving) }
          identifiers.append(row.id)
        }
      }
      if let muted = screen.muted {
        // Below the types: a heading, and each list's row labelled, valued and hinted, opening
        // a page whose entries and field are too.
        #expect(!muted.title.isEmpty && muted.titleTraits == [.header], "\(name)")
        identifiers.append(muted.id)
        for row in muted.rows {
          #expect(!row.label.isEmpty && !row.value.isEmpty && !row.hint.isEmpty, "\(name)")
          #expect(row.accessibilityValue.contains(row.value), "\(name): \(row.id)")
          #expect(row.accessibilityValue.contains(row.scope), "\(name): \(row.id)")
          #expect(row.traits == [.button] && row.inputLabels == [row.label])
          let page = row.page
          #expect(!page.explanation.isEmpty && page.title == row.label)
          #expect((page.empty == nil) == !page.entries.isEmpty, "\(name): \(row.id)")
          for entry in page.entries {
            #expect(!entry.name.isEmpty, "\(name): \(entry.id)")
            if let remove = entry.remove {
              #expect(!remove.label.isEmpty && !remove.hint.isEmpty, "\(name): \(entry.id)")
              #expect(remove.inputLabels.count == 2 && remove.label.contains(entry.name))
            } else {
              // Only a name being added (or one the wiki no longer names) cannot be removed.
              #expect(entry.status != nil || entry.hint.isEmpty, "\(name): \(entry.id)")
            }
          }
          #expect(!page.field.label.isEmpty && !page.field.addHint.isEmpty)
          identifiers.append(row.id)
        }
      }
      for announcement in screen.announcements {
        #expect(!announcement.text.isEmpty && !announcement.text.contains("{"), "\(name)")
      }
      if let scope = screen.scope {
        // Said under the toggles whenever they show, with what it means for the person.
        #expect(!screen.sections.isEmpty, "\(name)")
        #expect(!scope.text.isEmpty && !scope.detail.isEmpty && scope.id == "notification.scope")
        #expect(
          scope.text
            == strings.text(
              scope.scope == .everyWiki
                ? .screen(.scopeEveryWikiMessage) : .screen(.scopeThisWikiOnlyMessage)))
        identifiers.append(scope.id)
      } else {
        #expect(screen.sections.isEmpty, "\(name): toggles without their scope")
      }
      if let loading = screen.loading {
        #expect(screen.isLoading && screen.loadingText == loading.text && !loading.text.isEmpty)
        // Over the device's kept choices the indicator is the calm "checking" note.
        #expect(
          loading.id
            == (state.wiki.isFromDevice && state.loading.error == nil
              ? "notification.checking" : "notification.loading"),
          "\(name)")
        identifiers.append(loading.id)
      } else {
        #expect(!screen.isLoading && screen.loadingText == nil)
      }
      #expect(Set(identifiers).count == identifiers.count, "\(name): duplicate identifiers")
      // The outline draws every identified element of the model exactly once.
      let outline = screen.outline
      let drawn = (outline.page + (outline.sheet ?? [])).map(\.id)
      #expect(drawn.count == identifiers.count && Set(drawn) == Set(identifiers), "\(name)")
    }
  }

  /// The outline lists the page in drawing order: the progress indicator, each banner followed
  /// by its actions, the scope note, each heading followed by its toggles (a reverted one by its
  /// own retry), then the screen's actions; the sheet
  /// is the explanation, its link and its close button, and alone is reachable while open.
  @Test func theOutlineIsInDrawingOrder() {
    let letters: [ScreenOutline.Kind: Character] = [
      .loading: "L", .banner: "B", .bannerAction: "b", .sectionHeader: "H", .toggle: "t",
      .rowAction: "r", .muteList: "m",
      .action: "a", .learnMore: "M", .link: "k", .close: "c", .scope: "s",
    ]
    #expect(Set(letters.keys) == Set(ScreenOutline.Kind.allCases))
    var sawLoading = false
    var sawSheet = false
    for (name, state) in ReachableScreens.all {
      let screen = ScreenModel(state: state, strings: .english)
      let outline = screen.outline
      let page = String(outline.page.compactMap { letters[$0.kind] })
      #expect(page.wholeMatch(of: /L?(Bb+)*(s(H(tr?)+)+(Hmm)?)?a+/) != nil, "\(name): \(page)")
      #expect(outline.page.map(\.id) == pageIdentifiers(screen), "\(name)")
      if let learnMore = screen.learnMore {
        sawSheet = true
        #expect(outline.sheet?.map(\.id) == [learnMore.id, learnMore.link.id, learnMore.close.id])
        #expect(outline.reachable == outline.sheet)
        #expect(outline.sheet == ScreenOutline.sheet(learnMore))
        #expect(
          outline.sheet?.first { $0.kind == .link }
            == .link(learnMore.link, url: state.configuration.helpPageURL))
      } else {
        #expect(outline.sheet == nil && outline.reachable == outline.page, "\(name)")
      }
      sawLoading = sawLoading || outline.page.first?.kind == .loading
    }
    #expect(sawLoading && sawSheet)
  }

  /// The page's identifiers, listed from the model by hand.
  private func pageIdentifiers(_ screen: ScreenModel) -> [String] {
    var identifiers = screen.loading.map { [$0.id] } ?? []
    for banner in screen.banners { identifiers += [banner.id] + banner.actions.map(\.id) }
    if let scope = screen.scope { identifiers.append(scope.id) }
    for section in screen.sections {
      identifiers.append(section.id)
      for row in section.rows { identifiers += [row.id] + (row.retry.map { [$0.id] } ?? []) }
    }
    if let muted = screen.muted { identifiers += [muted.id] + muted.rows.map(\.id) }
    return identifiers + screen.actions.map(\.id)
  }

  @Test func identifiersDoNotDependOnTheLanguage() {
    for (_, state) in ReachableScreens.all {
      let english = ScreenModel(state: state, strings: .english)
      let german = ScreenModel(state: state, strings: .german)
      #expect(
        english.sections.map { $0.rows.map(\.id) } == german.sections.map { $0.rows.map(\.id) })
      #expect(english.banners.map(\.id) == german.banners.map(\.id))
      #expect(english.outline.page.map(\.id) == german.outline.page.map(\.id))
      #expect(english.outline.sheet?.map(\.id) == german.outline.sheet?.map(\.id))
    }
  }

  /// Every asynchronous failure a person cannot see happening must be spoken.
  @Test func everyFailureRollbackPermissionNeedAndRegistrationFailureIsAnnounced() {
    let screens = Dictionary(uniqueKeysWithValues: ReachableScreens.all)
    // Each screen's last announcement, as ReachableScreens builds the screen: the message (so a
    // wrong one fails, not only a missing one) and how urgently it is spoken.
    let announced: [String: (Announcement.Message, Politeness)] = [
      "load failed": (.loadFailed(.unreachable(detail: "offline")), .polite),
      "permission just denied": (.permissionDenied, .assertive),
      "save failed and reverted": (
        .saveFailedReverted([.editThank], .apiError(code: "readonly", info: "")), .assertive
      ),
      "save failed, changed since": (
        .saveFailedSuperseded([.editThank], .unreachable(detail: "offline")), .assertive
      ),
      "save outcome unknown": (.saveOutcomeUnknown, .assertive),
      "default-off failed": (.defaultsNotApplied(.throttled(retryAfterSeconds: nil)), .assertive),
      "registration failed: device token": (
        .registrationFailed(.deviceToken(detail: "no entitlement")), .assertive
      ),
      "registration failed: subscription": (
        .registrationFailed(.subscription(.permissionDenied)), .assertive
      ),
      "registration failed: other account": (
        .registrationFailed(.tokenHeldByAnotherAccount), .assertive
      ),
      "logged out after a failed unsubscribe": (
        .unsubscribeFailed(userName: "Alice", .unreachable(detail: "")), .assertive
      ),
      "temporary account": (.temporaryAccount, .polite),
      "temporary account: delete failed": (
        .temporaryAccountUnsubscribeFailed(
          userName: "~2026-1", .unreachable(detail: "offline")), .assertive
      ),
    ]
    for (name, (message, politeness)) in announced {
      let last = screens[name]?.announcements.last
      #expect(last?.politeness == politeness, "\(name) was not announced")
      #expect(last?.message == message, "\(name) announced the wrong message")
    }
    #expect(screens["saved"]?.announcements.map(\.message) == [.saved])
  }

  /// The temporary account's screen, as a screen reader meets it: no switch, the explanation,
  /// two buttons with label and hint, and what is said when the screen finds the account.
  @Test func theTemporaryAccountScreenIsSpokenInBothLanguages() throws {
    let state = try #require(ReachableScreens.state("temporary account"))
    let english = ScreenModel(state: state, strings: .english)
    let german = ScreenModel(state: state, strings: .german)
    #expect(english.sections.isEmpty && german.sections.isEmpty)
    // Notifications are denied on this device, but no choice of the account is shown to be saved.
    #expect(english.banners.map(\.subject) == [.temporaryAccount])
    let actions = english.banners[0].actions
    #expect(actions.map(\.traits) == [[.button], [.button]])
    #expect(
      actions.map(\.hint) == [
        "Opens the log-in screen.", "Opens the screen for creating a Wikipedia account.",
      ])
    #expect(
      german.banners[0].actions.map(\.hint) == [
        "Öffnet die Anmeldung.", "Öffnet die Erstellung eines Wikipedia-Benutzerkontos.",
      ])
    #expect(
      german.announcements.map(\.text) == [
        "Du verwendest ein temporäres Benutzerkonto. Melde dich an oder erstelle ein "
          + "Benutzerkonto, um Benachrichtigungen auszuwählen."
      ])
    #expect(english.announcements.map(\.politeness) == [.polite])
    // While its session ends, the progress indicator shows.
    let ending = try #require(ReachableScreens.state("temporary account logging out"))
    #expect(ScreenModel(state: ending, strings: .english).loading?.id == "notification.loading")
  }

  /// A returning editor's screen while the kept choices are checked, as a screen reader meets
  /// it in English and German: the calm note first (its own identifier and label), every switch
  /// usable with its label, value and hint, nothing announced; a tapped one says it waits; the
  /// read that moves a switch is said once, politely.
  @Test func theCheckingStateIsSpokenInBothLanguages() throws {
    let state = try #require(ReachableScreens.state("checking kept choices"))
    for (strings, note) in [
      (Strings.english, "Checking your notification settings with Wikipedia…"),
      (.german, "Deine Benachrichtigungseinstellungen werden mit Wikipedia abgeglichen …"),
    ] {
      let screen = ScreenModel(state: state, strings: strings)
      #expect(screen.loading?.id == "notification.checking")
      #expect(screen.loading?.text == note)
      #expect(screen.outline.page.first?.id == "notification.checking")
      let rows = screen.sections.flatMap(\.rows)
      #expect(!rows.isEmpty)
      #expect(rows.allSatisfy { $0.isEnabled && !$0.label.isEmpty && !$0.value.isEmpty })
      #expect(rows.allSatisfy { !$0.accessibilityValue.isEmpty })
      #expect(screen.announcements.isEmpty)
      #expect(screen.banners.isEmpty)
    }
    let tapped = try #require(ReachableScreens.state("checking kept choices, one tapped"))
    let row = ScreenModel(state: tapped, strings: .english).sections.flatMap(\.rows)
      .first { $0.type == .mention }
    #expect(row?.isOn == false && row?.isSaving == true)
    #expect(row?.accessibilityValue == "Off, Saving…")
    // A failed read says so in its banner; the switches stay (from the device), no note.
    let failed = try #require(ReachableScreens.state("kept choices, read failed"))
    let failedScreen = ScreenModel(state: failed, strings: .english)
    #expect(failedScreen.loading == nil)
    #expect(failedScreen.banners.map(\.id) == ["notification.banner.load-failed"])
    #expect(!failedScreen.sections.isEmpty)
    let moved = try #require(ReachableScreens.state("kept choices moved by the read"))
    #expect(ScreenModel(state: moved, strings: .english).loading == nil)
    #expect(
      ScreenModel(state: moved, strings: .english).announcements.map(\.text) == [
        "Your notification settings were updated from Wikipedia."
      ])
    #expect(
      ScreenModel(state: moved, strings: .german).announcements.map(\.text) == [
        "Deine Benachrichtigungseinstellungen wurden von Wikipedia aktualisiert."
      ])
    #expect(moved.announcements.map(\.politeness) == [.polite])
  }

  @Test func aDeliveredAnnouncementIsRemoved() {
    var t = Fixture.loaded(permission: .notDetermined, registration: .idle)
    t.prepare(.toggleTapped(.editThank))
    t.prepare(.permissionAnswered(granted: false))
    let spoken = ScreenModel(state: t.state, strings: .english).announcements
    #expect(spoken.count == 1)
    t.send(spoken[0].deliveredEvent) { $0.announcements.queued = [] }
  }

  @Test func aRowShowsWhileSavingAndWhileAskingForPermission() throws {
    let saving = try #require(
      ReachableScreens.state("saving").map { ScreenModel(state: $0, strings: .english) })
    let row = try #require(saving.sections.flatMap(\.rows).first { $0.type == .editThank })
    #expect(row.isSaving && row.status == "Saving…" && row.isOn && row.value == "On")
    #expect(row.accessibilityValue == "On, Saving…")
    let asking = try #require(
      ReachableScreens.state("asking permission").map { ScreenModel(state: $0, strings: .english) })
    let waiting = try #require(asking.sections.flatMap(\.rows).first { $0.type == .editThank })
    #expect(waiting.status == "Waiting for permission…" && !waiting.isOn && !waiting.isEnabled)
    #expect(waiting.accessibilityValue == "Off, Waiting for permission…")
  }

  /// The spoken value carries the status as one string, in each language.
  @Test func aRowsSpokenValueIncludesItsStatusInBothLanguages() throws {
    let saving = try #require(ReachableScreens.state("saving"))
    let asking = try #require(ReachableScreens.state("asking permission"))
    func value(_ state: SettingsFeature.State, _ strings: Strings) -> String? {
      ScreenModel(state: state, strings: strings).sections.flatMap(\.rows)
        .first { $0.type == .editThank }?.accessibilityValue
    }
    #expect(value(saving, .english) == "On, Saving…")
    #expect(value(saving, .german) == "Ein, Wird gespeichert …")
    #expect(value(asking, .english) == "Off, Waiting for permission…")
    #expect(value(asking, .german) == "Aus, Warte auf Erlaubnis …")
    let loaded = try #require(ReachableScreens.state("loaded"))
    #expect(value(loaded, .english) == "Off" && value(loaded, .german) == "Aus")
  }
}
