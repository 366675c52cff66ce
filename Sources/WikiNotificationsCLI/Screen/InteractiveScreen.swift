import NotificationSettings

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The interactive screen: draws the feature's screen model, turns keys into the model's events,
/// asks the simulated device's questions in place, and keeps the terminal sane on every exit.
@MainActor
final class InteractiveScreen {
  // Members are internal, not private: the questions and the drawing are extensions in
  // InteractiveScreen+Questions.swift and InteractiveScreen+Drawing.swift.
  var context: WikiContext
  let plain: Bool
  let strings: Strings
  var store: SettingsStore?
  var view = ViewState()
  var lastFrame = ""
  var lastModel: ScreenModel?
  var lastStatus: String?
  /// What the last redraw showed: a redraw with nothing new draws nothing.
  var lastDrawn: (model: ScreenModel, view: ViewState, size: String)?
  /// Turns the progress mark while something is in flight; nil when idle (the screen is then
  /// redrawn only when the store, a key or the terminal size changes).
  var animation: Task<Void, Never>?
  var drawing = false
  var pendingAnswer: CheckedContinuation<String?, Never>?
  var finished: CheckedContinuation<Void, Never>?
  var quitting = false
  var tick = 0
  /// Logged in with a bot password: no device, so nothing about one is shown.
  var botLogin = false

  init(context: WikiContext, plain: Bool, strings: Strings) {
    self.context = context
    self.plain = plain
    self.strings = strings
  }

  var console: Console { context.environment.console }

  /// Runs until the person quits (or input ends), then waits for the saves still in flight.
  func run() async {
    // Logins and the simulated device ask on the screen's last line from here on.
    context = context.asking(
      through: Prompter(
        ask: { [self] text, echo in await self.ask(text, isYesNo: false, secret: !echo) },
        askYesNo: { [self] text in await self.askYesNo(text) }))
    let language = context.configuration.language
    // A bot password may not manage push subscriptions: the screen then changes settings only,
    // says why once, and offers no registration that cannot succeed.
    botLogin = context.vault.isBotLogin(language)
    let store = context.stores.makeStore(
      language: language, saveWindow: .milliseconds(300),
      device: botLogin ? .none : .simulated, navigation: navigation, strings: strings,
      keepsChoices: true, firstLoginReset: !botLogin)
    self.store = store
    startTerminal()
    let keys = Task { [self] in
      for await chunk in TTY.keyBytes() {
        for key in KeyParser.keys(chunk) { self.handle(key) }
      }
      // Input ended (a pipe): quit after what was typed.
      self.quit()
    }
    // Every change of the store redraws; nothing is polled.
    let observation = store.observe { [weak self] in self?.redraw() }
    let session = Task { [self] in
      do throws(CLIError) {
        self.show("Logging in to \(self.context.host(language))…")
        try await self.context.authenticator.openScreen(store, language, showLoggedOut: true)
        self.show(self.botLogin ? self.context.botPasswordNote(language) : nil)
      } catch {
        self.show(error.message)
      }
    }
    redraw()
    await withCheckedContinuation { finished = $0 }
    session.cancel()
    // Whatever is in flight finishes first: a save, and also a registration, whose answer the
    // device record must keep (a subscription the record missed could never be deleted).
    let saving = store.screen.rows.contains(where: \.isSaving)
    if saving { show(strings.text(.toggle(.rowSaving))) }
    await store.settle()
    if saving { view.status = nil }
    observation.cancel()
    animation?.cancel()
    keys.cancel()
    redraw()
    stopTerminal()
  }

  // MARK: Keys

  func handle(_ key: Key) {
    if view.question != nil {
      answerKey(key)
    } else {
      command(key)
    }
    redraw()
  }

  func command(_ key: Key) {
    guard let store else { return }
    let model = store.screen
    let rows = model.rows
    switch KeyBindings.action(of: key) {
    case .moveUp:
      view.focus = max(view.focus - 1, 0)
      if plain, let line = PlainRenderer.focusLine(model, focus: view.focus) { console.line(line) }
    case .moveDown:
      view.focus = min(view.focus + 1, max(rows.count - 1, 0))
      if plain, let line = PlainRenderer.focusLine(model, focus: view.focus) { console.line(line) }
    case .toggle:
      guard model.learnMore == nil, rows.indices.contains(view.focus) else { return }
      let row = rows[view.focus]
      if row.isEnabled { store.send(row.event) }
    case .reload:
      view.status = nil
      store.send(.retryTapped)
    case .firstBannerAction:
      if let action = model.primaryAction { store.send(action.event) }
    case .laterBannerAction:
      guard case .character(let digit) = key else { return }
      if let action = Int(String(digit)).flatMap({ model.bannerAction($0 - 1) }) {
        store.send(action.event)
      }
    case .learnMore:
      store.send(model.learnMore == nil ? .learnMoreTapped : .learnMoreDismissed)
    case .dismiss:
      if model.learnMore != nil { store.send(.learnMoreDismissed) }
    case .reprint:
      if plain { PlainRenderer.full(model).forEach(console.line) }
    case .quit:
      quit()
    case nil:
      break
    }
  }

  func answerKey(_ key: Key) {
    guard var question = view.question else { return }
    if question.isYesNo {
      switch key {
      case .character("y"), .character("Y"): resolve("y")
      case .character("n"), .character("N"), .escape: resolve("n")
      case .interrupt: resolve(nil)
      case .character, .up, .down, .enter, .backspace: break  // only y or n answers
      }
      return
    }
    switch key {
    case .enter: resolve(question.typed)
    case .escape, .interrupt: resolve(nil)
    case .backspace:
      if !question.typed.isEmpty { question.typed.removeLast() }
      view.question = question
    case .character(let character):
      question.typed.append(character)
      view.question = question
      if plain, !question.isSecret { console.out(String(character)) }
    case .up, .down: break  // the focus stays while a question is asked
    }
  }

  func quit() {
    guard !quitting else { return }
    quitting = true
    if view.question != nil { resolve(nil) }
    finished?.resume()
    finished = nil
  }
}
