import MediaWikiAPI

@testable import NotificationSettings

// The mute lists' part of the model: the web's changes, and the invariants of every step (each
// answer said once, nothing written for a refused name) and of a settled state (the lists the
// screen shows are the wiki's).
extension ModelRunner {
  /// The person toggles `name` on `kind`'s list on the web, where a change of it goes, then
  /// returns to the app (same limits as a change of a type on the web).
  func webMute(_ kind: MuteListKind, _ name: String) {
    let ids = kind == .users ? ReferenceWiki.mutableAccounts : ReferenceWiki.mutablePages
    if !state.migration.isActive, state.presentation.isOnScreen, let user = wiki.session,
      !ReferenceWiki.isTemporary(user), wiki.options[user] != nil,
      let id = ids[ReferenceWiki.canonical(name)]
    {
      let language = state.language
      var held = wiki.mutedIDs(user, language, kind)
      if let index = held.firstIndex(of: id) { held.remove(at: index) } else { held.append(id) }
      let global = kind == .users && wiki.mutedGlobal[user] != nil
      wiki.storeMuted(held, user, language, kind, global: global)
      divergence += 1
      muteLandedUnseen = true
      trace?.append("    wiki: \(user)@\(language) \(kind) = \(held) (on the web)")
    }
    send(.appBecameActive)
  }

  /// Each step: a write is out only for a pending change; a mute's answer is said once (or the
  /// session ends); a refused name writes nothing and is said.
  func checkMuting(_ event: Event, _ before: SettingsFeature.State) {
    expect(
      !state.muting.isWriting || !state.muting.pending.isEmpty, "a mute write is a pending change",
      "\(state.muting)")
    guard case .muting(.writeFinished(let result)) = event, before.muting.isWriting else { return }
    let said = state.announcements.queued.filter { !before.announcements.queued.contains($0) }
      .filter { if case .muting = $0.message { true } else { false } }
    if case .failure(.notLoggedIn) = result {
      expect(said.isEmpty, "a session gone says it is gone", "\(said)")
      return
    }
    expect(said.count == 1, "every mute answer is said once", "\(result): said \(said)")
    if case .failure(let failure) = result, let change = before.muting.pending.first {
      // A write of unknown outcome may have landed: never said as a failure.
      let expected: MutingMessage =
        failure.isDefinite ? .failed(change, failure) : .outcomeUnknown(change)
      expect(
        said.map(\.message) == [.muting(expected)], "a failed mute says whether it may have landed",
        "\(result): said \(said)")
    }
    // A logout that waited for the answer goes on after it is said, and lets go of the lists.
    if case .success(.refused) = result, before.session == state.session {
      expect(
        before.muting.lists == state.muting.lists, "a refused mute changes no list",
        "\(String(describing: before.muting.lists)) -> \(String(describing: state.muting.lists))")
    }
  }

  /// Settled: the lists the screen shows are the wiki's, where they apply, unless they may
  /// differ until the next read.
  func checkMutedListsSettled(_ user: String, mayBeStale: Bool) {
    guard !mayBeStale, !muteLandedUnseen, state.loading.error == nil,
      let lists = state.muting.lists
    else { return }
    expect(state.muting.pending.isEmpty, "every mute is answered", "\(state.muting.pending)")
    let truth = wiki.mutedLists(user, state.language)
    for kind in MuteListKind.allCases {
      expect(
        lists[kind].ids == truth[kind].ids, "the mute lists shown are the wiki's",
        "\(kind): screen \(lists[kind].ids), wiki \(truth[kind].ids)")
      expect(
        lists[kind].isGlobal == truth[kind].isGlobal, "the mute lists say where they apply",
        "\(kind): screen \(lists[kind].isGlobal), wiki \(truth[kind].isGlobal)")
    }
  }
}
