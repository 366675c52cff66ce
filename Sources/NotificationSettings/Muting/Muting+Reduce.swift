import MediaWikiAPI

// The mute lists' one entry. Every change is one write; the next waits for its answer, so each
// write is sent over what the wiki confirmed before it.
extension Muting {
  /// Applies `action` to the mute lists alone.
  static func reduce(into muting: inout Muting, action: Action, context: inout Context)
    -> SettingsFeature.ChildResult<Delegate>
  {
    switch action {
    case .accountRead(let lists):
      muting.lists = lists
      // The read after a write of unknown outcome tells what it did: said when it landed (the
      // screen took the change back).
      if let said = muting.unconfirmed.flatMap({ muting.confirmedByRead($0) }) {
        context.announcements.say(.muting(said), .polite)
      }
      muting.unconfirmed = nil
      return .init(effects: muting.sendNext(context))
    case .muteRequested(let kind, let names):
      return muting.muteRequested(kind, names: names, &context)
    case .unmuteRequested(let kind, let ids):
      guard context.mayWrite, let list = muting.lists?[kind] else { return .init() }
      let entries = list.entries.filter { ids.contains($0.id) }
      guard !entries.isEmpty else { return .init() }
      muting.pending.append(.unmute(kind, entries))
      return .init(effects: muting.sendNext(context))
    case .writeFinished(let result):
      // The store never delivers the answer of a write let go of.
      guard muting.isWriting, !muting.pending.isEmpty else { return .init() }
      muting.isWriting = false
      let change = muting.pending.removeFirst()
      let outputs = muting.finished(change, result, said: &context.announcements)
      // A session gone takes the changes still waiting with it: they would only be refused.
      if outputs.contains(.sessionEnded) {
        muting.pending = []
        return .init(delegates: outputs)
      }
      return .init(effects: muting.sendNext(context), delegates: outputs)
    case .reset:
      defer { muting = .init() }
      // The changes not yet confirmed go unheard: said, as the write let go of may still land
      // (the next read waits for it: see ``SettingsFeature/EffectKey/waitsForLetGo``).
      let names = muting.pending.flatMap(\.names)
      if !names.isEmpty { context.announcements.say(.muting(.interrupted(names)), .assertive) }
      return .init(effects: muting.isWriting ? [.cancel(.muteWrite)] : [])
    case .delegate: return .init()
    }
  }

  /// The person asked to mute `names`: refused at once, with nothing written, for a temporary
  /// account, the person's own name, or names already muted; otherwise shown at once and sent.
  private mutating func muteRequested(
    _ kind: MuteListKind, names: [String], _ context: inout Context
  ) -> SettingsFeature.ChildResult<Delegate> {
    var cleaned: [String] = []
    for name in names.map({ $0.trimmed() }) where !name.isEmpty && !cleaned.contains(name) {
      cleaned.append(name)
    }
    guard !cleaned.isEmpty else { return .init() }
    // No account name or title holds a control character or `|` (the API's list separator):
    // refused here, so they never reach a row, a renderer or a request. The refusal says the
    // name without its control characters.
    let invalid = cleaned.filter { $0.contains("|") || $0 != $0.withoutControlCharacters() }
    if !invalid.isEmpty {
      let refusals = invalid.map { name -> MuteRefusal in
        let said = name.withoutControlCharacters()
        return kind == .users ? .invalidUserName(said) : .invalidTitle(said)
      }
      context.announcements.say(.muting(.refused(refusals)), .assertive)
      return .init()
    }
    if context.isTemporaryAccount {
      context.announcements.say(.muting(.refused([.temporaryAccount])), .assertive)
      return .init()
    }
    guard context.mayWrite, let userName = context.userName, lists != nil else { return .init() }
    if kind == .users {
      let own = cleaned.filter { Self.sameAccount($0, userName) }
      if !own.isEmpty {
        context.announcements.say(.muting(.refused(own.map { .ownAccount($0) })), .assertive)
        return .init()
      }
    }
    let shown = Set(rows(kind).map { Self.comparable($0.name, kind) })
    let new = cleaned.filter { !shown.contains(Self.comparable($0, kind)) }
    guard !new.isEmpty else {
      context.announcements.say(.muting(.alreadyMuted(kind, cleaned)), .polite)
      return .init()
    }
    pending.append(.mute(kind, names: new))
    return .init(effects: sendNext(context))
  }

  /// Sends the first pending change, unless a write is out or nothing is read yet.
  private mutating func sendNext(_ context: Context) -> [SettingsFeature.Effect] {
    guard !isWriting, let change = pending.first, let lists, let userName = context.userName,
      context.mayWrite
    else { return [] }
    isWriting = true
    let list = lists[change.kind]
    let write = MuteWrite(
      userName: userName, change: change, isGlobal: list.isGlobal, idsAsRead: list.ids)
    return [.mute(context.language, write)]
  }

  /// What the answer to `change` does: the lists take a written change; a refusal or a failure
  /// takes the change back (it was only shown) and says why.
  private mutating func finished(
    _ change: MuteChange, _ result: Result<MuteWriteOutcome, WikiFailure>,
    said: inout Announcements
  ) -> [Delegate] {
    let kind = change.kind
    switch result {
    case .success(.written(let entries, let changedSinceRead)):
      if var list = lists?[kind] {
        switch change {
        case .mute:
          for entry in entries where !list.ids.contains(entry.id) { list.entries.append(entry) }
        case .unmute:
          let removed = Set(entries.map(\.id))
          list.entries.removeAll { removed.contains($0.id) }
        }
        lists?[kind] = list
      }
      let names = entries.map { $0.name ?? "#\($0.id)" }
      let message: MutingMessage =
        if case .mute = change { .muted(kind, names) } else { .unmuted(kind, names) }
      said.say(.muting(message), .polite)
      return [.landed] + (changedSinceRead ? [.reload] : [])
    case .success(.refused(let refusals)):
      said.say(.muting(.refused(refusals)), .assertive)
      return []
    case .failure(.notLoggedIn):
      return [.sessionEnded]
    case .failure(let failure) where failure.isDefinite:
      said.say(.muting(.failed(change, failure)), .assertive)
      return []
    case .failure:
      // Only a read tells what a write of unknown outcome did: the change is taken back until
      // it says (see ``confirmedByRead(_:)``).
      unconfirmed = change
      said.say(.muting(.outcomeUnknown(change)), .assertive)
      return [.reload]
    }
  }

  /// What the lists just read say of a change whose outcome was unknown: the names it muted or
  /// unmuted after all; nil when it did nothing (the screen already shows that).
  private func confirmedByRead(_ change: MuteChange) -> MutingMessage? {
    guard let list = lists?[change.kind] else { return nil }
    switch change {
    case .mute(let kind, let names):
      let held = Set(list.entries.compactMap { $0.name.map { Self.comparable($0, kind) } })
      let muted = names.filter { held.contains(Self.comparable($0, kind)) }
      return muted.isEmpty ? nil : .muted(kind, muted)
    case .unmute(let kind, let entries):
      let gone = entries.filter { !list.ids.contains($0.id) }
      return gone.isEmpty ? nil : .unmuted(kind, gone.map { $0.name ?? "#\($0.id)" })
    }
  }

  /// Whether `name` names the account `userName` (MediaWiki's first letter is capital, and an
  /// underscore is a space).
  static func sameAccount(_ name: String, _ userName: String) -> Bool {
    sameName(name, userName)
  }

  /// Whether `a` and `b` name the same account or page as the wiki compares them: the one
  /// comparison of the screen and the terminal's commands.
  public static func sameName(_ a: String, _ b: String) -> Bool {
    comparable(a, .users) == comparable(b, .users)
  }

  /// `name` as the wiki would store it, to compare: a title's or an account name's first letter
  /// is capital, and an underscore is a space (the same for both kinds of list).
  static func comparable(_ name: String, _ kind: MuteListKind) -> String {
    let spaced = String(name.trimmed().map { $0 == "_" ? " " : $0 })
    return spaced.prefix(1).uppercased() + spaced.dropFirst()
  }
}
