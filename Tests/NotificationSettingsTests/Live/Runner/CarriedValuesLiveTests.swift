import MediaWikiAPI
import TestSupport
import Testing

@testable import NotificationSettings

// A global save carries the types not global yet at the value the screen read: on the real
// wikis, a value the person set elsewhere after that read survives the carry (issue 39, item 3).
extension RealEchoLiveRunnerTests {
  /// The case: nothing global yet (the app's editors on the day the package ships: no
  /// first login), `mention` set off globally behind the open screen, then a tap on thanks. The
  /// carry is confirmed by a fresh read just before the write and leaves `mention` out: the
  /// global `mention` stays off on en and de, the rest goes global as the screen showed it, and
  /// the screen reads again and shows the person's newer choice.
  @Test func aGlobalValueSetBehindTheScreenSurvivesTheCarryOfAToggle() async throws {
    let account = try await wiki.freshAccount()
    let mention = NotificationType.mention.optionName
    let thanks = NotificationType.editThank.optionName
    let rig = try await rig(account, sites: [wiki.en, wiki.de], language: "en")
    rig.store.send(.appeared)
    await rig.store.settle()
    #expect(rig.store.state.wiki.globalTypes.isEmpty)
    #expect(rig.store.state.isOn(.mention) == true)
    let shownBefore = shown(rig.store)

    try await wiki.setGlobalPreferences([(mention, "0")], of: account, on: wiki.de)
    rig.resetCounts()
    rig.store.send(.toggleTapped(.editThank))
    await rig.store.settle()
    // The confirming read, the global write without `mention`, the screen's read after it.
    #expect(rig.actions("en") == ["query", "globalpreferences", "query"])
    let change = rig.globalWrites("en").first?.parameters["change"] ?? ""
    let written = Dictionary(
      change.split(separator: "|").map { $0.split(separator: "=").map(String.init) }
        .map { ($0[0], $0.count > 1 ? $0[1] : "") }
    ) { first, _ in first }
    #expect(written[mention] == nil, "\(change)")
    #expect(written[thanks] == "0", "\(change)")

    let global = try await wiki.readGlobalPreferences(of: account)
    #expect(global[mention] == "0")
    #expect(global[thanks] == "0")
    for site in [wiki.en, wiki.de] {
      let back = values(try await wiki.readOptions(of: account, on: site))
      #expect(back[.mention] == false, "\(site.language)")
      #expect(back[.editThank] == false, "\(site.language)")
      // Every other carried type now holds on both wikis as the screen showed it.
      for (type, value) in shownBefore where type != .mention && type != .editThank {
        #expect(back[type] == value, "\(type) on \(site.language)")
      }
    }
    // The screen shows what the wiki holds: mention off and global; thanks saved, said once.
    #expect(rig.store.state.isOn(.mention) == false && rig.store.state.wiki.isGlobal(.mention))
    #expect(rig.store.state.isOn(.editThank) == false && rig.store.state.wiki.isGlobal(.editThank))
    #expect(rig.store.state.saving.error == nil)
    #expect(rig.store.state.saving.unsent.isEmpty)
    #expect(rig.store.state.announcements.map(\.message) == [.saved])
  }
}
