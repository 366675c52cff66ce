/// The screen's reads of its wiki: at most one in flight; a read wanted behind it is queued, and
/// a reset lets it go. A child feature: its one `reduce(into:action:context:)` changes only
/// itself.
public struct Loading: Equatable, Sendable {
  /// The screen's read in flight, if any.
  public internal(set) var inFlight: SettingsFeature.LoadRequest?
  /// Another read is needed as soon as the one in flight answers (its answer may be stale).
  public internal(set) var reloadQueued = false
  /// Why the last read failed, until the next read succeeds.
  public internal(set) var error: WikiFailure?

  /// No read yet.
  public init() {}

  /// What the parent asks of the screen's read, the read's answer, and what the read tells the
  /// parent.
  public enum Action: Equatable, Sendable {
    /// Start ONE read of the context's language (see `Loading.start(_:force:)`), unless the context
    /// says no read is the screen's now.
    case start(force: Bool)
    /// Start a read if a choice made on the device's kept values waits for one and none is out
    /// (after a failed read, the person's retry starts it, as for any read).
    case startForWaitingChoices
    /// The read in flight answered with `result`: a current answer goes to the parent (a failure
    /// stands until a read succeeds); a stale one is read again, one not awaited is dropped.
    case answered(Result<WikiSnapshot, WikiFailure>)
    /// A save landed on the wiki (see `Loading.saveLanded()`).
    case saveLanded
    /// Let go of the read in flight, and forget the last failure.
    case reset
    /// What the read tells the parent.
    case delegate(Delegate)
  }

  /// What the screen's read tells the parent.
  public enum Delegate: Equatable, Sendable {
    /// The wiki as it is (or why it could not be read): the parent shows it.
    case answered(Result<WikiSnapshot, WikiFailure>)
  }

  /// What the read sees of the parent.
  struct Context: Equatable {
    /// The primary language: the wiki read.
    var language: WikiLanguage
    /// Whether the screen may read now: not while a language copy reads the new wiki itself,
    /// not while the session ends, and not when the app said nobody is logged in (its cookie
    /// store holds no session, so a read could only say so again).
    var mayRead = true
    /// Whether a choice made on the device's kept values waits for a read (its token, and the
    /// wiki's values to compare it with).
    var choicesWaitForARead = false
  }

  /// The read's one entry: applies `action` to the read alone.
  static func reduce(into loading: inout Loading, action: Action, context: inout Context)
    -> SettingsFeature.ChildResult<Delegate>
  {
    switch action {
    case .start(let force):
      guard context.mayRead else { break }
      return .init(effects: loading.start(context.language, force: force))
    case .startForWaitingChoices:
      guard context.mayRead, context.choicesWaitForARead, loading.inFlight == nil,
        loading.error == nil
      else { break }
      return .init(effects: loading.start(context.language, force: false))
    case .answered(let result):
      switch loading.answered(result) {
      case .notAwaited: break
      case .stale:
        // It may predate a change the screen must see: read again, if the screen may.
        guard context.mayRead else { break }
        return .init(effects: loading.start(context.language, force: false))
      case .current(let result):
        // A failure is said on the screen until a read succeeds. (The language copy's reads are
        // its own: while it runs the screen reads nothing, and its start forgot the last failure.)
        switch result {
        case .failure(let failure): loading.error = failure
        case .success: loading.error = nil
        }
        return .init(delegates: [.answered(result)])
      }
    case .saveLanded: loading.saveLanded()
    case .reset: return .init(effects: loading.reset())
    case .delegate: break
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
    inFlight = SettingsFeature.LoadRequest()
    return [.load(language)]
  }

  /// A save landed on the wiki: a read in flight may have been served before it, so its
  /// answer is dropped and another read follows.
  private mutating func saveLanded() {
    if inFlight != nil { reloadQueued = true }
  }

  /// What the answer of a read is to the screen.
  private enum Answer: Equatable {
    /// No read was awaited. A language copy's answers are its own events, and the store never
    /// delivers a read let go of, so only a test or a renderer's stray event gets here.
    case notAwaited
    /// It may predate a change the screen must see: read again (``start(_:force:)``).
    case stale
    /// The wiki as it is (or why it could not be read): shown.
    case current(Result<WikiSnapshot, WikiFailure>)
  }

  /// Takes the read that answered out of flight and says what its answer is worth.
  private mutating func answered(_ result: Result<WikiSnapshot, WikiFailure>) -> Answer {
    guard inFlight != nil else { return .notAwaited }
    inFlight = nil
    guard reloadQueued else { return .current(result) }
    reloadQueued = false
    return .stale
  }
}
