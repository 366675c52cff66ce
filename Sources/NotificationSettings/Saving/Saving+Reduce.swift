// The save pipeline's one entry. The ``Wiki`` is the parent's: the pipeline gets it in its
// context and, where an answer changes it, changes it only by its named changes; the parent
// takes it back before hearing the pipeline's delegates, so that its next steps see them.
extension Saving {
  /// What the parent asks of the save pipeline.
  public enum Action: Equatable, Sendable {
    /// The person tapped a type's toggle.
    case toggleTapped(NotificationType)
    /// The save window ended.
    case saveWindowElapsed
    /// The answer of the screen's write in flight.
    case saveFinished(error: WikiFailure?)
    /// The person dismissed the save error.
    case errorDismissed
    /// The person asked to send a failed save again.
    case saveRetryTapped
    /// The person asked to apply the first-login defaults again.
    case defaultsRetryTapped
    /// The permission question a toggle waited for was answered.
    case permissionAnswered(granted: Bool)
    /// Send the unsent choices if nothing holds them back; `afterRead`: as a read of the account
    /// just answered (what a global save carries is that read's, with nothing to confirm).
    case sendUnsent(afterRead: Bool = false)
    /// A read of the account succeeded: turn types off if this is its first login.
    case applyDefaultOffIfFirstLogin
    /// A language copy's write of these types may or may not have landed.
    case unconfirm(Set<NotificationType>)
    /// A read of the account found these values.
    case accountRead([NotificationType: Bool])
    /// Drop every choice and the save in flight, and close the save window.
    case reset
    /// What the pipeline tells the parent.
    case delegate(Delegate)
  }

  /// Applies `action` to the pipeline alone.
  static func reduce(into saving: inout Self, action: Action, context: inout Context)
    -> SettingsFeature.ChildResult<Delegate>
  {
    // The wiki is the parent's: the pipeline changes it only by its named changes, in the
    // context the parent hands it and takes back before hearing the pipeline's delegates.
    var wiki = context.wiki
    var said = context.announcements
    var delegates: [Delegate] = []
    var effects: [Effect] = []
    switch action {
    case .toggleTapped(let type):
      effects = saving.toggleTapped(type, context, wiki: context.wiki, said: &said)
    case .saveWindowElapsed: effects = saving.saveWindowElapsed(context, wiki: context.wiki)
    case .saveFinished(let error):
      // The store never delivers the answer of a write let go of: only a test or a renderer's
      // stray event finds none in flight.
      guard let request = saving.finish() else { break }
      switch error {
      case nil, .keysRejected?:
        // The wiki now holds (some of) this save: a read in flight may have been served before.
        delegates.append(.landed)
      default: break
      }
      effects = saving.saveFinished(
        request, error: error, context, wiki: &wiki, said: &said, delegates: &delegates)
    case .errorDismissed: effects = saving.errorDismissed()
    case .saveRetryTapped: effects = saving.saveRetryTapped(context, wiki: context.wiki)
    case .defaultsRetryTapped:
      effects = saving.defaultsRetryTapped(context, wiki: &wiki, delegates: &delegates)
    case .permissionAnswered(let granted):
      effects = saving.permissionAnswered(granted: granted, context, wiki: context.wiki)
    case .sendUnsent(afterRead: false): effects = saving.sendUnsent(context, wiki: context.wiki)
    case .sendUnsent(afterRead: true):
      // A save in flight or an open window sends them at its own time.
      guard saving.inFlight == nil, context.copyWrite == nil, !saving.isWindowOpen else { break }
      effects = saving.sendUnsent(context, wiki: context.wiki, carriedAreFresh: true)
    case .applyDefaultOffIfFirstLogin:
      effects = saving.applyDefaultOffIfFirstLogin(context, wiki: &wiki)
    case .unconfirm(let types): saving.unconfirm(types)
    case .accountRead(let values):
      saving.accountRead(values, copyWrite: context.copyWrite, wiki: context.wiki)
    case .reset: effects = saving.reset()
    case .delegate: break
    }
    context.wiki = wiki
    context.announcements = said
    return .init(effects: effects, delegates: delegates)
  }
}
