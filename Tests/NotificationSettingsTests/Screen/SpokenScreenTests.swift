import Foundation
import TestSupport
import Testing

@testable import NotificationSettings

/// Every reachable screen as assistive technology gets it, in English, German and Hebrew: the
/// whole transcript (each element's label, value, hint, Voice Control names, traits; the focus
/// element; language and direction; announcements) against the committed one, and the rules
/// the transcript must keep whatever its words.
@Suite("What every reachable screen says, in English, German and Hebrew")
struct SpokenScreenTests {
  /// Spoken/en.txt, de.txt and he.txt; `SNAPSHOT_RECORD=1` writes them instead.
  @Test(arguments: Strings.all)
  func everyReachableScreenSaysWhatItsTranscriptSays(strings: Strings) throws {
    let text = SpokenScreen.transcript(strings)
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Spoken/\(strings.languageCode).txt")
    if ProcessInfo.processInfo.environment["SNAPSHOT_RECORD"] == "1" {
      try Data(text.utf8).write(to: url)
      return
    }
    let expected = try String(contentsOf: url, encoding: .utf8)
    #expect(text == expected, "Spoken/\(strings.languageCode).txt differs")
  }

  /// No two buttons of a screen share a label, nor a Voice Control name: the rotor and "Show
  /// names" list them by name. Every button's hint says what it does, and its first Voice
  /// Control name is no longer than its label.
  @Test(arguments: Strings.all)
  func noTwoButtonsShareALabelOrAName(strings: Strings) {
    for (name, state) in ReachableScreens.all {
      let screen = ScreenModel(state: state, strings: strings)
      var actions: [ScreenModel.Action] = []
      var switches: [ScreenModel.ToggleRow] = []
      for element in screen.outline.page + (screen.outline.sheet ?? []) {
        switch element {
        case .bannerAction(let action), .rowAction(let action), .action(let action),
          .link(let action, _), .close(let action):
          actions.append(action)
        case .toggle(let row): switches.append(row)
        default: break
        }
      }
      let labels = actions.map(\.label) + switches.map(\.label)
      #expect(Set(labels).count == labels.count, "\(name) (\(strings.languageCode)): \(labels)")
      let names = actions.compactMap(\.inputLabels.first) + switches.compactMap(\.inputLabels.first)
      #expect(Set(names).count == names.count, "\(name) (\(strings.languageCode)): \(names)")
      for action in actions {
        #expect(!action.hint.isEmpty && action.hint != action.label, "\(name): \(action.id)")
        #expect(action.inputLabels.last == action.label, "\(name): \(action.id)")
        #expect(
          (action.inputLabels.first?.count ?? 0) <= action.label.count, "\(name): \(action.id)")
      }
    }
  }

  /// A switch's label carries its description (heard with Speak Hints off), its hint only what
  /// flipping it does, its Voice Control name is its visible name; a dimmed switch says why.
  @Test(arguments: Strings.all)
  func aSwitchSaysItsDescriptionInItsLabelAndWhatItDoesInItsHint(strings: Strings) {
    for (name, state) in ReachableScreens.all {
      let screen = ScreenModel(state: state, strings: strings)
      for row in screen.sections.flatMap(\.rows) {
        #expect(
          row.accessibilityLabel
            == strings.text(
              .toggle(.rowLabel), ["title": row.label, "description": row.description]))
        #expect(row.accessibilityLabel.contains(row.description), "\(name): \(row.id)")
        #expect(
          row.hint == strings.text(row.isOn ? .toggle(.hintTurnOff) : .toggle(.hintTurnOn)))
        #expect(row.inputLabels == [row.label])
        // A dimmed switch's value says why it cannot be used now.
        if !row.isEnabled { #expect(row.status != nil, "\(name): \(row.id) dimmed, no reason") }
      }
      if let scope = screen.scope {
        #expect(scope.accessibilityLabel == "\(scope.text) \(scope.detail)")
      }
    }
  }

  /// Where focus goes, by name, in every language (identifiers do not depend on it): only when
  /// the person's own save failed, with that failure's announcement; a banner that says the
  /// announcement's text is the announcement (not posted besides). No other failure moves focus.
  @Test(arguments: Strings.all)
  func focusGoesToWhatFailed(strings: Strings) {
    let row = "notification.toggle.edit-thank"
    let banner = "notification.banner.save-failed"
    // (element, whether the element says the announcement itself)
    let expected: [String: (String, Bool)] = [
      "save failed and reverted": (row, false),
      "save failed, changed since": (banner, true),
      "save outcome unknown": (banner, true),
      // The wiki refused the global write: the switch was switched back.
      "global save refused": (row, false),
    ]
    let names = ReachableScreens.all.map(\.0)
    for name in expected.keys { #expect(names.contains(name), "\(name) is not reachable") }
    for (name, state) in ReachableScreens.all {
      let screen = ScreenModel(state: state, strings: strings)
      let focusing = screen.announcements.filter { $0.focus != nil }
      #expect(focusing.count <= 1, "\(name)")
      #expect(
        focusing.first.map { ($0.focus ?? "", $0.isSaidByFocus) } ?? ("-", false)
          == expected[name] ?? ("-", false), "\(name)")
      for announcement in focusing {
        // What focus goes to is drawn and reachable; what it says, when it says the
        // announcement, is the announcement's text.
        let element = screen.outline.reachable.first { $0.id == announcement.focus }
        #expect(element != nil, "\(name)")
        if announcement.isSaidByFocus, case .banner(let shown) = element {
          #expect(shown.message == announcement.text, "\(name)")
        }
      }
    }
  }

  /// The reverted switch, as a screen reader and a Zoom user meet it: its status says it was not
  /// saved, in its text and value; its own "Try again" follows it and sends the switch's choice
  /// again; the banner's buttons say what they act on.
  @Test func aRevertedSwitchSaysNotSavedAndOffersItsOwnRetry() throws {
    let state = try #require(ReachableScreens.state("save failed and reverted"))
    for (strings, value, retry, banner) in [
      (
        Strings.english, "Off, Not saved", "Try saving Thanks again",
        ["Try saving again", "Dismiss the save error"]
      ),
      (
        .german, "Aus, Nicht gespeichert", "Dank erneut speichern",
        ["Erneut speichern", "Speicherfehler ausblenden"]
      ),
      (
        .hebrew, "כבוי, לא נשמר", "לנסות לשמור שוב את תודה",
        ["לנסות לשמור שוב", "הסתרת שגיאת השמירה"]
      ),
    ] {
      let screen = ScreenModel(state: state, strings: strings)
      let row = try #require(screen.sections.flatMap(\.rows).first { $0.type == .editThank })
      #expect(row.status == strings.text(.toggle(.rowNotSaved)))
      #expect(row.accessibilityValue == value)
      #expect(row.retry?.label == retry)
      #expect(row.retry?.id == "notification.action.retry-save-edit-thank")
      #expect(row.retry?.event == .toggleTapped(.editThank))
      #expect(screen.banners.last?.actions.map(\.label) == banner)
      // The row's retry comes right after it.
      let page = screen.outline.page.map(\.id)
      let index = try #require(page.firstIndex(of: row.id))
      #expect(page[index + 1] == "notification.action.retry-save-edit-thank")
      // Only the switch that failed has one.
      #expect(
        screen.sections.flatMap(\.rows).filter { $0.retry != nil }.map(\.type) == [.editThank])
    }
    // Using it (the failure's announcement posted by then) sends the choice again: the switch
    // is saving, its status says so, the retry is gone, and focus stays where the person is:
    // nothing asks to move it.
    var t = FeatureTester(state)
    for announcement in ScreenModel(state: state, strings: .english).announcements {
      t.prepare(announcement.postedEvent)
    }
    let retry = try #require(
      ScreenModel(state: state, strings: .english).sections.flatMap(\.rows)
        .first { $0.type == .editThank }?.retry)
    t.prepare(retry.event)
    let after = ScreenModel(state: t.state, strings: .english)
    let row = try #require(after.sections.flatMap(\.rows).first { $0.type == .editThank })
    #expect(row.isOn && row.isSaving && row.status == "Saving…" && row.retry == nil)
    #expect(!after.announcements.contains { !$0.isPosted && $0.focus != nil })
    // It fails again: a new failure of the person's own, a new request (a new announcement).
    t.prepare(.saveWindowElapsed)
    t.prepare(.saveFinished(error: .apiError(code: "readonly", info: "")))
    let failedAgain = ScreenModel(state: t.state, strings: .english).announcements
      .filter { !$0.isPosted }
    #expect(failedAgain.map(\.focus) == ["notification.toggle.edit-thank"])
  }

  /// Every dimmed switch of every reachable state, in every language, says why in its text and
  /// value: it is being copied to another language's wiki, logging out, or the permission
  /// question is being asked (the switch the question is for says it waits; one whose save
  /// is in flight says so). Each reason is met in some reachable state.
  @Test(arguments: Strings.all)
  func aDimmedSwitchSaysWhy(strings: Strings) throws {
    let reasons: [String: StringKey.Toggle] = [
      "migration writing": .rowUnavailableCopying,
      "asking permission": .rowUnavailableAsking,
      "logging out after a save": .rowUnavailableLoggingOut,
    ]
    var met: Set<String> = []
    for (name, state) in ReachableScreens.all {
      let rows = ScreenModel(state: state, strings: strings).sections.flatMap(\.rows)
      for row in rows where !row.isEnabled {
        let reason = try #require(reasons[name], "\(name): \(row.id) dimmed, no reason known")
        let own: [String] = [
          strings.text(.toggle(.rowWaitingForPermission)), strings.text(.toggle(.rowSaving)),
        ]
        let status = try #require(row.status, "\(name): \(row.id) dimmed, no reason")
        #expect(status == strings.text(.toggle(reason)) || own.contains(status), "\(name)")
        if status == strings.text(.toggle(reason)) { met.insert(name) }
        #expect(
          row.accessibilityValue
            == strings.text(.toggle(.valueWithStatus), ["value": row.value, "status": status]),
          "\(name): \(row.id)")
      }
    }
    #expect(met == Set(reasons.keys))
  }

  /// The page's language and direction, and its announcements' language.
  @Test func thePageSaysItsLanguageAndDirection() throws {
    let state = try #require(ReachableScreens.state("permission just denied"))
    for (strings, direction) in [
      (Strings.english, TextDirection.leftToRight), (.german, .leftToRight),
      (.hebrew, .rightToLeft),
    ] {
      let screen = ScreenModel(state: state, strings: strings)
      #expect(screen.language == strings.languageCode && screen.direction == direction)
      #expect(screen.announcements.map(\.language) == [strings.languageCode])
    }
    #expect(
      ScreenModel(state: state, strings: .hebrew).announcements.map(\.text) == [
        "ההתראות כבויות עבור היישום הזה. אפשר להתיר אותן בהגדרות."
      ])
    #expect(TextDirection(languageCode: "ar") == .rightToLeft)
    #expect(TextDirection(languageCode: "fa-IR") == .rightToLeft)
    #expect(TextDirection(languageCode: "he_IL") == .rightToLeft)
    #expect(TextDirection(languageCode: "fr") == .leftToRight)
    #expect(Strings.forLanguage("he") == .hebrew)
  }

  /// A language the package has no strings for (Arabic today) shows English texts: the page is
  /// English, laid out left to right and read with an English voice, not an Arabic one reading
  /// English. An announcement the app translated is spoken in its own language.
  @Test func aLanguageWithoutStringsIsReadInTheLanguageOfItsTexts() throws {
    let state = try #require(ReachableScreens.state("permission just denied"))
    let arabic = ScreenModel(state: state, strings: .forLanguage("ar"))
    #expect(arabic.language == "en" && arabic.direction == .leftToRight)
    #expect(arabic.announcements.map(\.language) == ["en"])
    #expect(arabic.title == ScreenModel(state: state, strings: .english).title)
    let translated = Strings.forLanguage("ar") { key in
      key == .announcement(.permissionDeniedAnnouncement) ? "الإشعارات معطلة لهذا التطبيق." : nil
    }
    let mixed = ScreenModel(state: state, strings: translated)
    #expect(mixed.language == "en" && mixed.direction == .leftToRight)
    #expect(mixed.announcements.map(\.language) == ["ar"])
    #expect(mixed.announcements.map(\.text) == ["الإشعارات معطلة لهذا التطبيق."])
  }
}
