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

  /// The element focus goes to after each failure, by name, in every language (identifiers do
  /// not depend on it); no focus where nothing failed.
  @Test(arguments: Strings.all)
  func focusGoesToWhatFailed(strings: Strings) {
    let expected: [String: String] = [
      "load failed": "notification.banner.load-failed",
      "kept choices, read failed": "notification.banner.load-failed",
      "save failed and reverted": "notification.toggle.edit-thank",
      "save failed, changed since": "notification.banner.save-failed",
      "save outcome unknown": "notification.banner.save-failed",
      "default-off failed": "notification.banner.save-failed",
      "registration failed: device token": "notification.banner.registration-failed",
      "registration failed: subscription": "notification.banner.registration-failed",
      "registration failed: other account": "notification.banner.registration-failed",
      // The wiki refused the global write: the switch was switched back.
      "global save refused": "notification.toggle.edit-thank",
    ]
    for (name, state) in ReachableScreens.all {
      let screen = ScreenModel(state: state, strings: strings)
      #expect(screen.focus == expected[name], "\(name)")
      // What focus goes to is drawn and reachable.
      if let focus = screen.focus {
        #expect(screen.outline.reachable.contains { $0.id == focus }, "\(name)")
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
    // Using it sends the choice again: the switch is saving, its status says so, the retry is
    // gone and focus has nothing left to go to in the rows (the banner stays until the save
    // answers).
    var t = FeatureTester(state)
    let retry = try #require(
      ScreenModel(state: state, strings: .english).sections.flatMap(\.rows)
        .first { $0.type == .editThank }?.retry)
    t.prepare(retry.event)
    let after = ScreenModel(state: t.state, strings: .english)
    let row = try #require(after.sections.flatMap(\.rows).first { $0.type == .editThank })
    #expect(row.isOn && row.isSaving && row.status == "Saving…" && row.retry == nil)
    #expect(after.focus == "notification.banner.save-failed")
  }

  /// A dimmed switch says why, in its text and value: while the permission question is asked,
  /// every switch but the one waiting for it (which says it waits).
  @Test func aDimmedSwitchSaysWhy() throws {
    for (name, status) in [
      ("asking permission", "Unavailable until you answer the notifications question")
    ] {
      let state = try #require(ReachableScreens.state(name))
      let rows = ScreenModel(state: state, strings: .english).sections.flatMap(\.rows)
      #expect(!rows.isEmpty, "\(name)")
      for row in rows where row.type != .editThank {
        #expect(!row.isEnabled && row.status == status, "\(name): \(row.id)")
        #expect(row.accessibilityValue == "\(row.value), \(status)", "\(name): \(row.id)")
      }
    }
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
    #expect(Strings.forLanguage("ar").direction == .rightToLeft)
  }
}
