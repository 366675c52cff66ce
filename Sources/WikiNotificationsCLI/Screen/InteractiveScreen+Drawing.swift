import NotificationSettings

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Drawing: the terminal's set-up, each redraw (plain or fancy) and the progress mark.
extension InteractiveScreen {
  func startTerminal() {
    guard context.environment.inputIsTerminal else { return }
    let fancy = !plain
    TTY.enterRawMode {
      if fancy { Console.standard.out("\u{1B}[?25h\u{1B}[?1049l") }
    }
    TTY.onResize { Task { @MainActor [self] in self.redraw(force: true) } }
    if fancy { console.out("\u{1B}[?1049h\u{1B}[?25l") }
  }

  func stopTerminal() {
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
          if plain { console.line(PlainRenderer.announcementLine(announcement)) }
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
  func animate(_ busy: Bool) {
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
  func shown(_ model: ScreenModel) -> ScreenModel {
    guard botLogin else { return model }
    var model = model
    model.banners.removeAll { $0.subject == .permissionDenied }
    model.announcements.removeAll { $0.message == .permissionDenied }
    return model
  }

  func drawPlain(_ model: ScreenModel, force: Bool) {
    let lines =
      lastModel.map { PlainRenderer.changes(from: $0, to: model) } ?? PlainRenderer.full(model)
    lines.forEach(console.line)
    if view.status != lastStatus, let status = view.status { console.line(status) }
    lastStatus = view.status
    lastModel = model
  }

  func drawFancy(_ model: ScreenModel, force: Bool) {
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
