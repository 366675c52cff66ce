import Foundation
import TestSupport
import Testing

@testable import NotificationSettings
@testable import WikiNotificationsCLI

/// The terminal renderings of the feature's screen model, as snapshot files.
@Suite("Screen rendering")
struct ScreenRenderingTests {
  static let configuration = SettingsConfiguration(pushTopic: "org.wikimedia.wikipedia")

  /// A loaded screen: mention and thanks on, the rest off.
  static func loaded() -> SettingsFeature.State {
    var state = SettingsFeature.State(configuration: configuration, language: "en")
    state.presentation.isOnScreen = true
    state.session = .loggedIn(userName: "Editor")
    state.presentation.permission = .authorized
    state.wiki.values = Dictionary(
      uniqueKeysWithValues: NotificationType.allCases.map {
        ($0, $0 == .mention || $0 == .editThank)
      })
    return state
  }

  /// Every failure at once: denied, registration failed, a save failed and reverted.
  static func failing() -> SettingsFeature.State {
    var state = loaded()
    // The permission is read as the screen shows (a state set by hand has had no rule after an
    // action yet): pushes can reach the device, so it registers. The wiki refuses the device's
    // subscription, then the save of cx: it falls back to off.
    state.presentation.permission = nil
    state.send(
      .permissionChecked(.authorized), .deviceTokenReceived("a1b2c3"),
      .subscribeFinished(
        token: "a1b2c3", userName: "Editor",
        .failure(.apiError(code: "simulated-subscribe-failure", info: ""))),
      .toggleTapped(.cx), .saveFinished(error: .keysRejected([.cx])), .saveWindowElapsed)
    state.send(.permissionChecked(.denied))
    let failure = WikiFailure.keysRejected([.cx])
    state.announcements.queued = [
      Announcement(id: 7, message: .saveFailedReverted([.cx], failure), politeness: .assertive)
    ]
    return state
  }

  static func stripped(_ lines: [String]) -> String {
    var text = ""
    var inEscape = false
    for character in lines.joined(separator: "\n") {
      if character == "\u{1B}" {
        inEscape = true
      } else if inEscape {
        if character.isLetter { inEscape = false }
      } else {
        text.append(character)
      }
    }
    return text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.replacingOccurrences(of: " +$", with: "", options: .regularExpression) }
      .joined(separator: "\n") + "\n"
  }

  @Test func fancyLoaded() throws {
    let model = ScreenModel(state: Self.loaded(), strings: .english)
    let lines = FancyRenderer.lines(model, ViewState(focus: 2), .init(rows: 34, columns: 100))
    #expect(lines.count == 34)
    try assertSnapshot(Self.stripped(lines), named: "screen-fancy-loaded")
  }

  @Test func fancyFailuresScrolledToTheFocusInASmallTerminal() throws {
    let model = ScreenModel(state: Self.failing(), strings: .english)
    var view = ViewState(focus: 15)
    view.announcement = model.announcements.first?.text
    let lines = FancyRenderer.lines(model, view, .init(rows: 24, columns: 80))
    #expect(lines.count == 24)
    try assertSnapshot(Self.stripped(lines), named: "screen-fancy-failures")
  }

  @Test func fancyQuestionAndProgress() throws {
    var state = Self.loaded()
    state.send(.appeared)  // a read in flight
    let model = ScreenModel(state: state, strings: .english)
    var view = ViewState(focus: 0)
    view.spinner = "⠋"
    view.question = .init(
      text: "Password for Editor on 127.0.0.1:18081: ", isYesNo: false, isSecret: true,
      typed: "secret")
    let lines = FancyRenderer.lines(model, view, .init(rows: 30, columns: 90))
    let text = Self.stripped(lines)
    #expect(!text.contains("secret"))
    try assertSnapshot(text, named: "screen-fancy-question")
  }

  @Test func plainFullAndChanges() throws {
    let before = ScreenModel(state: Self.loaded(), strings: .english)
    let after = ScreenModel(state: Self.failing(), strings: .english)
    var lines = PlainRenderer.full(before)
    lines.append("--- changes ---")
    lines += PlainRenderer.changes(from: before, to: after)
    let text = lines.joined(separator: "\n") + "\n"
    #expect(!text.contains("\u{1B}") && !text.contains("─"))
    try assertSnapshot(text, named: "screen-plain")
  }

  /// A right-to-left page in plain mode: every text of the page is set apart as a first-strong
  /// isolate, so a terminal that lays out bidirectional text keeps each line's parts in reading
  /// order (the tool's English words, the Hebrew label, its value, its description) and a
  /// screen reader reads them in that order; an English page has no isolate.
  @Test func plainHebrewReadsInOrder() throws {
    let model = ScreenModel(state: Self.failing(), strings: .hebrew)
    #expect(model.direction == .rightToLeft)
    let lines = PlainRenderer.full(model)
    let text = lines.joined(separator: "\n") + "\n"
    try assertSnapshot(text, named: "screen-plain-hebrew")
    let row = try #require(model.sections.first?.rows.first)
    let open = "\u{2068}"
    let close = "\u{2069}"
    #expect(
      lines.contains(
        "1 of \(model.rows.count). \(open)\(row.label)\(close), switch, "
          + "\(open)\(row.accessibilityValue)\(close). \(open)\(row.description)\(close)"))
    #expect(lines.first == open + model.title + close)
    // Every Hebrew letter printed is inside an isolate, and isolates pair up on every line.
    for line in lines {
      var depth = 0
      for scalar in line.unicodeScalars {
        if scalar == "\u{2068}" { depth += 1 }
        if scalar == "\u{2069}" { depth -= 1 }
        #expect(depth >= 0 && depth <= 1, "\(line)")
        if (0x0590...0x05FF).contains(scalar.value) { #expect(depth == 1, "\(line)") }
      }
      #expect(depth == 0, "\(line)")
    }
    let english = PlainRenderer.full(ScreenModel(state: Self.failing(), strings: .english))
    #expect(!english.joined().contains(open) && !english.joined().contains(close))
  }

  /// Beyond the page: a Hebrew announcement printed in plain mode, and the row's own "Try
  /// again" of the full-screen mode, followed by its key, are isolated too; an English
  /// announcement is printed as it is.
  @Test func hebrewAnnouncementsAndRowActionsReadInOrder() throws {
    let state = try #require(ReachableScreens.state("save failed and reverted"))
    let model = ScreenModel(state: state, strings: .hebrew)
    let announcement = try #require(model.announcements.last)
    #expect(
      PlainRenderer.announcementLine(announcement)
        == "Announcement: \u{2068}\(announcement.text)\u{2069}")
    let retry = try #require(model.sections.flatMap(\.rows).compactMap(\.retry).first)
    let fancy = FancyRenderer.lines(model, ViewState(), .init(rows: 60, columns: 120))
    #expect(
      fancy.contains { $0.contains("\u{2068}\(retry.label)\u{2069}") && $0.contains("(space)") })
    let english = try #require(ScreenModel(state: state, strings: .english).announcements.last)
    #expect(PlainRenderer.announcementLine(english) == "Announcement: \(english.text)")
  }

  /// The logged-out screen, then "Learn more" opened over it: the sheet covers the banner, as
  /// it does on iOS.
  @Test func plainLoggedOutAndLearnMore() throws {
    var state = SettingsFeature.State(configuration: Self.configuration, language: "en")
    state.session = .loggedOut
    let loggedOut = ScreenModel(state: state, strings: .english)
    state.presentation.isShowingLearnMore = true
    let learnMore = ScreenModel(state: state, strings: .english)
    var lines = PlainRenderer.full(loggedOut)
    lines.append("--- changes ---")
    lines += PlainRenderer.changes(from: loggedOut, to: learnMore)
    try assertSnapshot(lines.joined(separator: "\n") + "\n", named: "screen-plain-logged-out")
    #expect(loggedOut.bannerAction(0)?.id == "notification.action.log-in")
    #expect(
      learnMore.bannerAction(0) == nil && learnMore.primaryAction == learnMore.learnMore?.link)
  }

  /// The temporary account's screen: its explanation and two actions (the first one's key
  /// logs in), no switch, and the announcement the screen makes.
  static func temporaryAccount() -> SettingsFeature.State {
    var state = SettingsFeature.State(configuration: configuration, language: "en")
    state.presentation.isOnScreen = true
    state.presentation.permission = .authorized
    state.session = .temporaryAccount(userName: "~2026-1", loggingOut: false)
    state.announcements.queued = [
      Announcement(id: 3, message: .temporaryAccount, politeness: .polite)
    ]
    return state
  }

  @Test func plainTemporaryAccount() throws {
    let model = ScreenModel(state: Self.temporaryAccount(), strings: .english)
    var lines = PlainRenderer.full(model)
    lines.append("--- announced ---")
    lines += model.announcements.map(\.text)
    try assertSnapshot(
      lines.joined(separator: "\n") + "\n", named: "screen-plain-temporary-account")
    #expect(model.bannerAction(0)?.event == .logInTapped)
    #expect(model.primaryAction?.id == "notification.action.log-in")
  }

  @Test func fancyTemporaryAccount() throws {
    let model = ScreenModel(state: Self.temporaryAccount(), strings: .english)
    var view = ViewState()
    view.announcement = model.announcements.first?.text
    let lines = FancyRenderer.lines(model, view, .init(rows: 16, columns: 80))
    #expect(lines.count == 16)
    try assertSnapshot(Self.stripped(lines), named: "screen-fancy-temporary-account")
  }

  /// A row being saved speaks its status with its value, as one string of the model.
  @Test func plainRowSpeaksItsValueWithItsStatus() throws {
    var state = Self.loaded()
    state.send(.toggleTapped(.editThank))
    let model = ScreenModel(state: state, strings: .english)
    let row = try #require(model.rows.first { $0.type == .editThank })
    #expect(row.accessibilityValue == "Off, Saving…")
    let index = try #require(model.rows.firstIndex(of: row))
    #expect(
      PlainRenderer.focusLine(model, focus: index)
        == "Focus: \(index + 1) of 16. Thanks, switch, Off, Saving… When someone thanks you for an edit."
    )
    #expect(PlainRenderer.full(model).contains { $0.contains("Thanks, switch, Off, Saving… When") })
  }

  @Test func keys() {
    #expect(
      KeyParser.keys([0x1B, 0x5B, 0x41, 0x1B, 0x4F, 0x42, 0x20, 0x0D, 0x71, 0x03, 0x7F, 0x1B])
        == [.up, .down, .character(" "), .enter, .character("q"), .interrupt, .backspace, .escape])
    #expect(KeyParser.keys(Array("ü".utf8)) == [.character("ü")])
  }
}
