import NotificationSettings

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The questions the screen asks on its last line, and the simulated system around the app.
extension InteractiveScreen {
  /// Asks on the screen's last line and waits for the answer (nil when dismissed).
  func ask(_ text: String, isYesNo: Bool, secret: Bool) async -> String? {
    guard !quitting else { return nil }
    // A question with lines before it (a login step's message): those lines show above it.
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    if lines.count > 1 { show(lines.dropLast().joined(separator: " ")) }
    let text = String(lines.last ?? "")
    if view.question != nil { resolve(nil) }
    view.question = ViewState.Question(text: text, isYesNo: isYesNo, isSecret: secret)
    if plain { console.out(text) }
    redraw()
    return await withCheckedContinuation { pendingAnswer = $0 }
  }

  /// Asks a yes/no question on the screen's last line (nil when dismissed).
  func askYesNo(_ text: String) async -> Bool? {
    guard let answer = await ask(text + " [y/n] ", isYesNo: true, secret: false) else {
      return nil
    }
    return answer == "y"
  }

  func resolve(_ answer: String?) {
    if plain { console.line(view.question?.isYesNo == true ? (answer ?? "") : "") }
    view.question = nil
    let continuation = pendingAnswer
    pendingAnswer = nil
    continuation?.resume(returning: answer)
  }

  var navigation: NavigationClient {
    NavigationClient(
      openSystemNotificationSettings: { [self] in await self.openSystemSettings() },
      openURL: { [self] url in await self.show("Open in your browser: \(url.absoluteString)") },
      showLogin: { [self] in await self.logIn() },
      showCreateAccount: { [self] in await self.showCreateAccountPage() })
  }

  /// A terminal cannot create an account; the wiki's own page can.
  func showCreateAccountPage() {
    let url = context.createAccountURL(context.configuration.language)
    show("Create an account in your browser: \(url.absoluteString)")
  }

  func show(_ status: String?) {
    view.status = status
    redraw()
  }

  /// The simulated system settings: one question, then the app "returns to the foreground".
  func openSystemSettings() async {
    if context.simulation.deniesPermission {
      show("Notifications stay denied: WIKI_NOTIFICATIONS_SIMULATE=deny is set.")
    } else if let allow = await askYesNo(
      "System settings (simulated): allow notifications for wiki-notifications?")
    {
      context.state.update { $0.device.permission = allow ? .authorized : .denied }
    }
    store?.send(.appBecameActive)
  }

  func logIn() async {
    guard let store else { return }
    do throws(CLIError) {
      _ = try await context.authenticator.logIn(context.configuration.language)
      view.status = nil
      store.send(.loggedIn)
    } catch {
      show(error.message)
    }
  }
}
