import MediaWikiAPI

/// Echo's two mute lists on the screen: what the wiki holds (read with the screen's one read),
/// and the changes the person asked for, shown at once and written one at a time, each with one
/// write. A child feature: its one `reduce(into:action:context:)` changes only itself and what
/// the screen says (in its context), sees the parent through that context, and tells it what to
/// do through its delegate actions.
public struct Muting: Equatable, Sendable {
  /// The lists as the wiki holds them: the last read, kept up to date by the writes it
  /// confirmed. Nil until read, and when the wiki keeps no mute lists.
  public internal(set) var lists: MutedLists?
  /// The changes asked for and not yet confirmed, in order: the first is in flight when
  /// ``isWriting``. Shown over ``lists`` (optimistic), dropped again when refused or failed.
  public internal(set) var pending: [MuteChange] = []
  /// Whether the first pending change is being written.
  public internal(set) var isWriting = false
  /// A change whose write's outcome is unknown: taken back from the screen until the next read
  /// tells whether it landed.
  public internal(set) var unconfirmed: MuteChange?

  /// Nothing read.
  public init() {}

  /// One row of a list as the screen shows it.
  public struct Row: Equatable, Sendable {
    /// The entry; nil for a name being added, not yet checked by the wiki.
    public var entry: MutedEntry?
    /// What the row says: the name, the title, or the id the wiki no longer names.
    public var name: String
    /// Whether the row's change waits for the wiki (added or being removed).
    public var isSaving: Bool
  }

  /// The rows of the `kind` list: what the wiki holds, with the pending changes over it (an
  /// entry being removed is gone at once, a name being added is there at once).
  public func rows(_ kind: MuteListKind) -> [Row] {
    guard let list = lists?[kind] else { return [] }
    var removing: Set<Int> = []
    var adding: [String] = []
    for change in pending where change.kind == kind {
      switch change {
      case .mute(_, let names): adding += names
      case .unmute(_, let entries): removing.formUnion(entries.map(\.id))
      }
    }
    let held = list.entries.filter { !removing.contains($0.id) }.map {
      Row(entry: $0, name: $0.name ?? "#\($0.id)", isSaving: false)
    }
    return held + adding.map { Row(entry: nil, name: $0, isSaving: true) }
  }

  /// What the mute lists are asked to do, and what they tell the parent (`delegate`).
  public enum Action: Equatable, Sendable {
    /// A read of the account found these lists (nil: the wiki keeps none).
    case accountRead(MutedLists?)
    /// The person asked to mute these names (accounts, or page titles) in the `kind` list.
    case muteRequested(MuteListKind, names: [String])
    /// The person asked to unmute these ids of the `kind` list.
    case unmuteRequested(MuteListKind, ids: [Int])
    /// The write in flight answered.
    case writeFinished(Result<MuteWriteOutcome, WikiFailure>)
    /// Forget everything read and asked for; the write in flight is let go of.
    case reset
    /// What the mute lists tell the parent.
    case delegate(Delegate)
  }

  /// What the mute lists see of the parent.
  struct Context: Equatable {
    /// The account read, whose lists these are.
    var userName: String?
    /// Whether the session is a temporary account (MediaWiki keeps no preferences for it).
    var isTemporaryAccount = false
    /// Whether a change may be written now (not while the session ends).
    var mayWrite = true
    /// The wiki written to.
    var language: WikiLanguage
    /// What the screen says: the parent's, taken back after the child's run.
    var announcements = Announcements()
  }

  /// What the mute lists tell the parent after a step, in order.
  public enum Delegate: Equatable, Sendable {
    /// Read the wiki again: the lists changed on the web, or a write's outcome is unknown.
    case reload
    /// A write landed: a read in flight may have been served before it.
    case landed
    /// The wiki found the session gone.
    case sessionEnded
  }
}

/// What the screen says about the mute lists (the text comes from ``Strings``).
public enum MutingMessage: Equatable, Sendable {
  /// These names were added to the `kind` list.
  case muted(MuteListKind, [String])
  /// These names were removed from the `kind` list.
  case unmuted(MuteListKind, [String])
  /// Nothing was written, for these reasons.
  case refused([MuteRefusal])
  /// The names are on the list already: nothing to write.
  case alreadyMuted(MuteListKind, [String])
  /// The change of these names failed and was taken back.
  case failed(MuteChange, WikiFailure)
  /// Whether the change of these names was written is unknown (the connection was interrupted):
  /// it was taken back, and the lists are read again.
  case outcomeUnknown(MuteChange)
  /// The changes of these names were let go of unconfirmed (the wiki or the account changed):
  /// they may or may not have been written.
  case interrupted([String])
}
