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
  private var context: WikiContext
  private let plain: Bool
  private let strings: Strings
  private var store: SettingsStore?
  private var view = ViewState()
  private var lastFrame = ""
  private var lastModel: ScreenModel?
  private var lastStatus: String?
  /// What the last redraw showed: a redraw with nothing new draws nothing.
  private var lastDrawn: (model: ScreenModel, view: ViewState, size: String)?
  /// Turns the progress mark while something is in flight; nil when idle (the screen is then
  /// redrawn only when the store, a key or the terminal size changes).
  private var animation: Task<Void, Never>?
  private var drawing = false
  private var pendingAnswer: CheckedContinuation<String?, Never>?
  private var finished: CheckedContinuation<Void, Never>?
  private var quitting = false
  private var tick = 0
  /// Logged in with a bot password: no device, so nothing about one is shown.
  private var botLogin = false

  init(context: WikiContext, plain: Bool, strings: Strings) {
    self.context = context
    self.plain = plain
    self.strings = strings
  }

  private var console: Console { context.environment.console }

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
      device: botLogin ? .none : .simulated, navigation: navigation, strings: strings)
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

  private func handle(_ key: Key) {
    if view.question != nil {
      answerKey(key)
    } else {
      command(key)
    }
    redraw()
  }

  private func command(_ key: Key) {
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

  private func answerKey(_ key: Key) {
    guard var question = view.question else { return }
    if question.isYesNo {
      switch key {
      case .character("y"), .character("Y"): resolve("y")
      case .character("n"), .character("N"), .escape: resolve("n")
      case .interrupt: resolve(nil)
      default: break
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
    default: break
    }
  }

  private func quit() {
    guard !quitting else { return }
    quitting = true
    if view.question != nil { resolve(nil) }
    finished?.resume()
    finished = nil
  }

  // MARK: Questions and the simulated system

  /// Asks on the screen's last line and waits for the answer (nil when dismissed).
  private func ask(_ text: String, isYesNo: Bool, secret: Bool) async -> String? {
    guard !quitting else { return nil }
    if view.question != nil { resolve(nil) }
    view.question = ViewState.Question(text: text, isYesNo: isYesNo, isSecret: secret)
    if plain { console.out(text) }
    redraw()
    return await withCheckedContinuation { pendingAnswer = $0 }
  }

  /// Asks a yes/no question on the screen's last line (nil when dismissed).
  private func askYesNo(_ text: String) async -> Bool? {
    guard let answer = await ask(text + " [y/n] ", isYesNo: true, secret: false) else {
      return nil
    }
    return answer == "y"
  }

  private func resolve(_ answer: String?) {
    if plain { console.line(view.question?.isYesNo == true ? (answer ?? "") : "") }
    view.question = nil
    let continuation = pendingAnswer
    pendingAnswer = nil
    continuation?.resume(returning: answer)
  }

  private var navigation: NavigationClient {
    NavigationClient(
      openSystemNotificationSettings: { [self] in await self.openSystemSettings() },
      openURL: { [self] url in await self.show("Open in your browser: \(url.absoluteString)") },
      showLogin: { [self] in await self.logIn() },
      showCreateAccount: { [self] in await self.showCreateAccountPage() })
  }

  /// A terminal cannot create an account; the wiki's own page can.
  private func showCreateAccountPage() {
    let url = context.createAccountURL(context.configuration.language)
    show("Create an account in your browser: \(url.absoluteString)")
  }

  private func show(_ status: String?) {
    view.status = status
    redraw()
  }

  /// The simulated system settings: one question, then the app "returns to the foreground".
  private func openSystemSettings() async {
    if context.simulation.deniesPermission {
      show("Notifications stay denied: WIKI_NOTIFICATIONS_SIMULATE=deny is set.")
    } else if let allow = await askYesNo(
      "System settings (simulated): allow notifications for wiki-notifications?")
    {
      context.state.update { $0.device.permission = allow ? .authorized : .denied }
    }
    store?.send(.appBecameActive)
  }

  private func logIn() async {
    guard let store else { return }
    do throws(CLIError) {
      let name = try await context.authenticator.logIn(context.configuration.language)
      view.status = nil
      store.send(.loggedIn(userName: name))
    } catch {
      show(error.message)
    }
  }

  // MARK: Drawing

  private func startTerminal() {
    guard context.environment.inputIsTerminal else { return }
    let fancy = !plain
    TTY.enterRawMode {
      if fancy { Console.standard.out("\u{1B}[?25h\u{1B}[?1049l") }
    }
    TTY.onResize { Task { @MainActor [self] in self.redraw(force: true) } }
    if fancy { console.out("\u{1B}[?1049h\u{1B}[?25l") }
  }

  private func stopTerminal() {
    if !plain && context.environment.inputIsTerminal { console.out("\u{1B}[?25h\u{1B}[?1049l") }
    TTY.restore()
    // The bot-password note was said already; anything else (a failure) is kept on the terminal.
    if let status = view.status,
      !botLogin || status != context.botPasswordNote(context.configuration.language)
    {
      console.problem(status)
    }
  }

  /// Draws what changed; delivers announcements (printed, or kept on the last line).
  func redraw(force: Bool = false) {
    // Delivering announcements changes the store, which calls back here: the outer redraw
    // draws the result once.
    guard let store, !drawing else { return }
    drawing = true
    defer { drawing = false }
    var model = shown(store.screen)
    let busy =
      model.isLoading || model.rows.contains(where: \.isSaving) || context.stores.recorder.isBusy
    view.spinner = busy ? ViewState.frames[tick % ViewState.frames.count] : nil
    animate(busy)
    let size = plain ? "" : "\(TTY.windowSize())"
    if !force, let last = lastDrawn, last.model == model, last.view == view, last.size == size {
      return
    }
    if !store.screen.announcements.isEmpty {
      for announcement in store.screen.announcements {
        if model.announcements.contains(announcement) {
          if plain { console.line("Announcement: \(announcement.text)") }
          view.announcement = announcement.text
        }
        store.send(announcement.deliveredEvent)
      }
      // Delivering them changed the state: derive the screen again only then.
      model = shown(store.screen)
    }
    view.focus = min(view.focus, max(model.rows.count - 1, 0))
    if plain {
      drawPlain(model, force: force)
    } else {
      drawFancy(model, force: force)
    }
    lastDrawn = (model, view, size)
  }

  /// Starts turning the progress mark when something is in flight, and lets it stop after.
  private func animate(_ busy: Bool) {
    guard busy, animation == nil, !quitting else { return }
    animation = Task { [weak self] in
      do { try await Task.sleep(for: .milliseconds(100)) } catch { return }
      guard let self else { return }
      self.tick += 1
      self.animation = nil
      // The redraw starts the next turn while something is still in flight.
      self.redraw()
    }
  }

  /// The model as drawn: with a bot password there is no device, so its permission banner and
  /// announcements (which would only describe the stand-in) are left out.
  private func shown(_ model: ScreenModel) -> ScreenModel {
    guard botLogin else { return model }
    var model = model
    model.banners.removeAll { $0.subject == .permissionDenied }
    model.announcements.removeAll { $0.message == .permissionDenied }
    return model
  }

  private func drawPlain(_ model: ScreenModel, force: Bool) {
    let lines =
      lastModel.map { PlainRenderer.changes(from: $0, to: model) } ?? PlainRenderer.full(model)
    lines.forEach(console.line)
    if view.status != lastStatus, let status = view.status { console.line(status) }
    lastStatus = view.status
    lastModel = model
  }

  private func drawFancy(_ model: ScreenModel, force: Bool) {
    let size = TTY.windowSize()
    let lines = FancyRenderer.lines(
      model, view, FancyRenderer.Size(rows: size.rows, columns: size.columns))
    let frame = "\u{1B}[H" + lines.joined(separator: "\u{1B}[K\r\n") + "\u{1B}[K\u{1B}[J"
    guard force || frame != lastFrame else { return }
    if force { console.out("\u{1B}[2J") }
    console.out(frame)
    lastFrame = frame
  }
}
