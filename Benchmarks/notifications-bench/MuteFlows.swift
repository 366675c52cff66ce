import Foundation
import MediaWikiAPI
import NotificationSettings

// The mute lists' flows (issue 45): opening a screen whose lists hold names, and a mute or
// unmute through the store, globally (the accounts' list, made global on the web: the app never
// makes a list global itself) and locally (the pages' list). The app pattern has no mute lists: its side is what Echo's own module alone
// costs a client that trusts it (a token, then `action=echomute`, names unchecked: Echo answers
// `success` for an unknown name and mutes the person's own account).

/// The app pattern's mute: a token, then one unchecked `action=echomute`.
@MainActor
func appPatternEchoMute(_ rig: BenchRig, _ kind: MuteListKind, mute: [String], unmute: [String])
  async throws -> Measurement
{
  let app = BaselineApp(client: rig.clients["en"]!)
  return try await measure(rig) {
    var parameters: [(name: String, value: String)] = [
      ("action", "echomute"), ("type", kind.echoMuteType),
    ]
    if !mute.isEmpty { parameters.append(("mute", mute.joined(separator: "|"))) }
    if !unmute.isEmpty { parameters.append(("unmute", unmute.joined(separator: "|"))) }
    try await app.write(parameters)
  }
}

/// A page the test wikis always have, to mute.
let mutedPageTitle = "Main Page"

/// Both lists holding one entry each, written locally in the setup (not timed).
@MainActor
func muteBothLists(_ rig: BenchRig) async throws {
  let client = rig.clients["en"]!
  try await client.echoMute(
    .users, mute: [rig.wiki.otherUser], unmute: [], assertUser: rig.account.name)
  try await client.echoMute(
    .pages, mute: [mutedPageTitle], unmute: [], assertUser: rig.account.name)
}

/// The accounts' list made one list for every wiki on the web (Special:GlobalPreferences),
/// holding `names` (untimed): the app never makes a list global itself, since a global value
/// overrides every wiki's own list.
@MainActor
func makeUsersListGlobal(_ rig: BenchRig, holding names: [String]) async throws {
  let checked = try await rig.wiki.client(rig.wiki.en).muteTargets(
    userNames: names, pageTitles: [], ownName: nil)
  guard checked.refusals.isEmpty, checked.targets.count == names.count else {
    throw FlowFailure(description: "cannot mute \(names): \(checked.refusals)")
  }
  let ids = checked.targets.map { String($0.id) }.joined(separator: "\n")
  try await rig.wiki.setGlobalPreferences(
    [(MuteListKind.users.optionName, ids)], of: rig.account, on: rig.wiki.en)
}

/// Fails unless the store's `kind` list holds exactly `names`, confirmed.
@MainActor
func expectMuted(_ store: SettingsStore, _ kind: MuteListKind, _ names: [String]) throws {
  let shown = store.state.muting.lists?[kind].entries.map(\.name) ?? []
  guard shown == names.map(Optional.some), store.state.muting.pending.isEmpty else {
    throw FlowFailure(
      description:
        "the \(kind) list shows \(shown), not \(names) "
        + "(said: \(store.state.announcements.map(\.message)))")
  }
}

/// The mute lists' flows, in order.
@MainActor
let muteFlows: [Flow] = [
  Flow(
    // Both lists hold a name: the read, then ONE request naming both.
    name: "open screen, lists named",
    ours: { rig in
      try await muteBothLists(rig)
      let store = rig.store(permission: .denied)
      let measured = try await measure(rig, settling: store) {
        store.send(.appeared)
        await store.settle()
      }
      try expectMuted(store, .users, [rig.wiki.otherUser])
      try expectMuted(store, .pages, [mutedPageTitle])
      return measured
    },
    baseline: appPatternRead),
  Flow(
    // The accounts' list made global on the web, holding another account: the names' check and
    // a fresh read of the list (sent together), then the whole list written through
    // GlobalPreferences.
    name: "mute by name, global",
    ours: { rig in
      let held = try await rig.wiki.freshAccount(prefix: "Benchheld")
      try await makeUsersListGlobal(rig, holding: [held.name])
      let store = try await openedStore(rig)
      let measured = try await measure(rig, settling: store) {
        store.send(.muteRequested(.users, names: [rig.wiki.otherUser]))
        await store.settle()
      }
      try expectMuted(store, .users, [held.name, rig.wiki.otherUser])
      return measured
    },
    baseline: { rig in
      try await appPatternEchoMute(rig, .users, mute: [rig.wiki.otherUser], unmute: [])
    }),
  Flow(
    // The list made global on the web, holding the account: a fresh read of it, then the write
    // without the entry.
    name: "unmute, global",
    ours: { rig in
      try await makeUsersListGlobal(rig, holding: [rig.wiki.otherUser])
      let store = try await openedStore(rig)
      let id =
        try store.state.muting.lists?.users.entries.first.map(\.id)
        ?? { throw FlowFailure(description: "nothing muted in the setup") }()
      let measured = try await measure(rig, settling: store) {
        store.send(.unmuteRequested(.users, ids: [id]))
        await store.settle()
      }
      try expectMuted(store, .users, [])
      return measured
    },
    baseline: { rig in
      try await appPatternEchoMute(rig, .users, mute: [], unmute: [rig.wiki.otherUser])
    }),
  Flow(
    // The pages' list is this wiki's own: the title's check, then one echomute.
    name: "mute a page, local",
    ours: { rig in
      let store = try await openedStore(rig)
      let measured = try await measure(rig, settling: store) {
        store.send(.muteRequested(.pages, names: [mutedPageTitle]))
        await store.settle()
      }
      try expectMuted(store, .pages, [mutedPageTitle])
      return measured
    },
    baseline: { rig in
      try await appPatternEchoMute(rig, .pages, mute: [mutedPageTitle], unmute: [])
    }),
  Flow(
    // One echomute (Echo removes the entry from what the wiki holds), then a read of the list:
    // Echo answers success even when it skips a name that changed since the screen's read.
    name: "unmute a page, local",
    ours: { rig in
      let store = try await openedStore(rig)
      store.send(.muteRequested(.pages, names: [mutedPageTitle]))
      await store.settle()
      let id =
        try store.state.muting.lists?.pages.entries.first.map(\.id)
        ?? { throw FlowFailure(description: "nothing muted in the setup") }()
      let measured = try await measure(rig, settling: store) {
        store.send(.unmuteRequested(.pages, ids: [id]))
        await store.settle()
      }
      try expectMuted(store, .pages, [])
      return measured
    },
    baseline: { rig in
      try await appPatternEchoMute(rig, .pages, mute: [], unmute: [mutedPageTitle])
    }),
]
