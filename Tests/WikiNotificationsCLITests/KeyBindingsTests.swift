import Testing

@testable import WikiNotificationsCLI

/// The one key table: the screen acts on it, the footer, the plain rendering and the help
/// describe it (their texts are in the screen and help snapshots).
@Suite("Key bindings")
struct KeyBindingsTests {
  @Test func everyActionHasExactlyOneBindingAndNoKeyIsBoundTwice() {
    let actions = KeyBindings.all.map(\.action)
    #expect(actions.count == ScreenAction.allCases.count)
    #expect(Set(ScreenAction.allCases.map { "\($0)" }) == Set(actions.map { "\($0)" }))
    let keys = KeyBindings.all.flatMap(\.keys)
    for key in keys {
      #expect(keys.filter { $0 == key }.count == 1, "\(key) is bound once")
    }
  }

  @Test func typedBytesReachTheirActions() {
    let typed: [(bytes: [UInt8], action: ScreenAction?)] = [
      ([0x1B, 0x5B, 0x41], .moveUp), (Array("k".utf8), .moveUp),
      ([0x1B, 0x4F, 0x42], .moveDown), (Array("j".utf8), .moveDown),
      (Array(" ".utf8), .toggle), ([0x0D], .toggle), (Array("r".utf8), .reload),
      (Array("o".utf8), .firstBannerAction), (Array("2".utf8), .laterBannerAction),
      (Array("9".utf8), .laterBannerAction), (Array("1".utf8), nil),
      (Array("l".utf8), .learnMore), ([0x1B], .dismiss), (Array("p".utf8), .reprint),
      (Array("q".utf8), .quit), ([0x03], .quit), ([0x04], .quit), (Array("x".utf8), nil),
    ]
    for (bytes, action) in typed {
      let keys = KeyParser.keys(bytes)
      #expect(keys.count == 1 && KeyBindings.action(of: keys[0]) == action, "\(bytes)")
    }
  }

  @Test func theDescriptionsFollowTheTableOrder() {
    #expect(
      KeyBindings.footer
        == " ↑↓/jk move · space toggle · r reload · o/2-9 action · l learn more · q quit")
    #expect(KeyBindings.spoken.hasPrefix("Keys: j or k (or arrows) move, space or enter toggles"))
    #expect(KeyBindings.help.hasSuffix("l shows or hides \"Learn more\", q quits."))
  }
}
