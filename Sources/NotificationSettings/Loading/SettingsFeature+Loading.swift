extension SettingsFeature {
  /// The screen's reads of its wiki: at most one in flight; a read wanted behind it is queued, and
  /// a reset lets it go. A child feature: its one `reduce(into:action:context:)` changes only
  /// itself.
  public struct Loading: Equatable, Sendable {
    /// The screen's read in flight, if any.
    public var inFlight: LoadRequest?
    /// Another read is needed as soon as the one in flight answers (its answer may be stale).
    public var reloadQueued = false
    /// Why the last read failed, until the next read succeeds.
    public var error: WikiFailure?

    /// No read yet.
    public init() {}

    /// What the parent asks of the screen's read.
    enum Action: Equatable {
      /// Start ONE read of the context's language (see ``start(_:force:)``).
      case start(force: Bool)
      /// The read in flight answered: its worth comes back as the one output.
      case answered
      /// A save landed on the wiki (see ``saveLanded()``).
      case saveLanded
      /// The read failed: said on the screen until a read succeeds.
      case failed(WikiFailure)
      /// A read of the account succeeded: the last failure no longer stands.
      case succeeded
      /// Let go of the read in flight, and forget the last failure.
      case reset
    }

    /// What the read sees of the parent.
    struct Context: Equatable {
      /// The primary language: the wiki read.
      var language: WikiLanguage
    }

    /// The read's one entry: applies `action` to the read alone. Its outputs are the
    /// ``Answer`` of an answered read.
    static func reduce(into loading: inout Loading, action: Action, context: Context)
      -> SettingsFeature.ChildResult<Answer>
    {
      switch action {
      case .start(let force): return .init(effects: loading.start(context.language, force: force))
      case .answered: return .init(outputs: [loading.answered()])
      case .saveLanded: loading.saveLanded()
      case .failed(let failure): loading.error = failure
      case .succeeded: loading.error = nil
      case .reset: return .init(effects: loading.reset())
      }
      return .init()
    }

    /// Lets go of the read in flight, if any (its answer is stale: the wiki or the account
    /// changed), and forgets the last failure.
    private mutating func reset() -> [SettingsFeature.Effect] {
      defer { self = .init() }
      return inFlight == nil ? [] : [.cancel(.read)]
    }

    /// Starts ONE read of `language`'s wiki. A read already in flight is enough, unless
    /// `force`: then its answer may predate what the screen must see (a login, an unknown save
    /// outcome), so another read follows it.
    private mutating func start(_ language: WikiLanguage, force: Bool) -> [SettingsFeature.Effect] {
      if inFlight != nil {
        if force { reloadQueued = true }
        return []
      }
      inFlight = LoadRequest(language: language)
      return [.load(language)]
    }

    /// A save landed on the wiki: a read in flight may have been served before it, so its
    /// answer is dropped and another read follows.
    private mutating func saveLanded() {
      if inFlight != nil { reloadQueued = true }
    }

    /// What the answer of a read is to the screen.
    enum Answer: Equatable {
      /// No read was awaited. A language copy's answers are its own events, and the store never
      /// delivers a read let go of, so only a test or a renderer's stray event gets here.
      case notAwaited
      /// It may predate a change the screen must see: read again (``start(_:force:)``).
      case stale
      /// The wiki as it is: shown.
      case current
    }

    /// Takes the read that answered out of flight and says what its answer is worth.
    private mutating func answered() -> Answer {
      guard inFlight != nil else { return .notAwaited }
      inFlight = nil
      guard reloadQueued else { return .current }
      reloadQueued = false
      return .stale
    }
  }
}

extension SettingsFeature.State {
  /// Sends the screen's read `action`; the parent carries out the answer it outputs.
  mutating func runLoading(_ action: SettingsFeature.Loading.Action)
    -> SettingsFeature.ChildResult<SettingsFeature.Loading.Answer>
  {
    SettingsFeature.Loading.reduce(
      into: &loading, action: action, context: .init(language: language))
  }

  mutating func appeared() -> [Effect] {
    isOnScreen = true
    return [.checkPermission] + loadForScreen(force: false)
  }

  mutating func disappeared() -> [Effect] {
    isOnScreen = false
    isShowingLearnMore = false
    return []
  }

  /// The person may have changed the permission, or the wiki settings on the web. A read in
  /// flight may have been served before that change (iOS suspends an app with its requests), so
  /// another read follows it (also when logged out: that read may find a session).
  mutating func appBecameActive() -> [Effect] {
    guard isOnScreen, session != .loggedOut || isLoading else {
      return [.checkPermission]
    }
    return [.checkPermission] + loadForScreen(force: true)
  }

  /// Starts ONE read of the primary language's wiki for the screen (see
  /// ``SettingsFeature/Loading/start(_:force:)``), unless another flow reads or nothing is to be
  /// read.
  mutating func loadForScreen(force: Bool) -> [Effect] {
    // A language migration reads the new wiki itself; logging out needs nothing read.
    guard !session.isEnding, !migration.isActive, !appSaysNobody else { return [] }
    return runLoading(.start(force: force)).effects
  }

  /// The answer of the screen's read in flight (the store never delivers that of an abandoned
  /// read: language changed, logged in or out since).
  mutating func preferencesLoaded(_ result: Result<WikiSnapshot, WikiFailure>) -> [Effect] {
    switch runLoading(.answered).outputs.first {
    case .notAwaited?, nil: return []
    case .stale?: return loadForScreen(force: false)
    case .current?: return screenLoaded(result)
    }
  }

  /// Shows what the wiki holds, then does what the account needs next.
  mutating func screenLoaded(_ result: Result<WikiSnapshot, WikiFailure>) -> [Effect] {
    switch result {
    case .failure(.notLoggedIn):
      return sessionEnded()
    case .failure(let failure):
      _ = runLoading(.failed(failure))
      // After a save whose outcome is unknown,
      // the values held are those from before it, which the wiki may no longer hold; this read
      // was to tell. It failed, so they are dropped: the screen shows the failed read and its
      // retry instead of rows that may be wrong. Unsent choices stay, sent after the next read.
      if !saving.unconfirmed.isEmpty { wiki.apply(.valuesUnknown) }
      announce(.loadFailed(failure), .polite)
      // Values still shown are the wiki's: a choice that waited for this read (one the wiki
      // ignored for a global preference set elsewhere) goes out now rather than never.
      return sendUnsent()
    case .success(let snapshot):
      if snapshot.isTemporaryAccount, let userName = snapshot.userName {
        return becomeTemporaryAccount(userName)
      }
      let (adopted, dropped) = adopt(snapshot)
      guard adopted else { return dropped }
      return dropped + afterAccountRead()
    }
  }

  /// What follows every successful read of the account: default-off, unsent toggles, a pending
  /// unsubscribe and the device registration.
  mutating func afterAccountRead() -> [Effect] {
    var effects = runSaving(.applyDefaultOffIfFirstLogin)
    if writeInFlight == nil, !saving.isWindowOpen { effects += runSaving(.sendUnsentAfterRead) }
    effects += retryPendingUnsubscribe()
    effects += registerIfUseful()
    return effects
  }

}
