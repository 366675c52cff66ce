import Testing

@testable import NotificationSettings

/// Issue 47: a tap on an account whose choices were global cost 3 round trips and 2 writes in
/// the benchmark. After a login the wiki's session has no csrf secret, and a read that finds
/// none makes one and saves it. The screen's read (`appeared`) and the login's read (`loggedIn`,
/// which lets the first go but not stop) were on the wire together: both found none, each made
/// one, the wiki kept the secret saved last while the client cached the token answered last.
/// The reset's write went out between the two answers with the right token; the tap's write,
/// with the other, met `badtoken` and was sent again after a token request.
@Suite("Store: the read after one let go of", .timeLimit(.minutes(1)))
@MainActor
struct LetGoReadTests {
  @Test func theLoginsReadWaitsForTheScreensAndTheTapAfterTheResetIsOneWrite() async {
    let clock = TestClock()
    let screensRead = Gate()
    let snapshot = Fixture.snapshot(Fixture.allOn, marker: false)
    let wiki = SessionWiki(snapshot: snapshot, firstReadGate: screensRead)
    let store = SettingsStore(state: Fixture.initial(), clients: wiki.clients(clock: clock.client))
    store.send(.appeared)
    // The screen's read found the session without a secret (the login just happened).
    await screensRead.reached()
    await waitUntil("the permission answered") { store.state.presentation.permission != nil }
    store.send(.loggedIn)
    // The login's read is not sent while the screen's is on the wire: had it been, both would
    // have made a secret. (Nothing else would start it: a moment is enough to see it wait.)
    try? await Task.sleep(for: .milliseconds(200))
    #expect(await wiki.readsStarted == 1, "the login's read went out beside the screen's")
    await screensRead.open()
    await store.settle()
    store.send(.toggleTapped(.editThank))
    await clock.waitForSleepsStarted(1)
    await clock.advance(by: Fixture.saveWindow)
    await store.settle()
    // The reset, then the tap: each one write, none refused for its token.
    #expect(
      await wiki.saves == [Fixture.resetWrite(Fixture.allOff), Fixture.write([.editThank: true])])
    #expect(await wiki.posts == ["ok", "ok"])
    // The whole state: that of the events in the order they came (the screen's answer dropped).
    var expected = FeatureTester(Fixture.initial())
    for event: SettingsFeature.Action in [
      .appeared, .permissionChecked(.denied), .loggedIn, .permissionChecked(.denied),
      .preferencesLoaded(.success(snapshot)), .saveFinished(error: nil),
      .toggleTapped(.editThank), .saveFinished(error: nil), .saveWindowElapsed,
    ] {
      expected.prepare(event)
    }
    #expect(store.state == expected.state, "\(diff(expected.state, store.state))")
    #expect(store.state.wiki.values == Fixture.allOff.merging([.editThank: true]) { $1 })
  }
}

/// One session of a wiki as MediaWiki keeps its csrf secret: none after a login; a read that
/// finds none makes one and saves it in the session (so two reads that both find none make two,
/// and the session keeps the one saved last), and the client caches the token of the read
/// answered last. A write with a token not the session's is refused (`badtoken`) and sent again
/// after a token request, as `MediaWikiClient.perform` does.
actor SessionWiki {
  let snapshot: WikiSnapshot
  /// Holds the first read after it looked at the session, until opened.
  let firstReadGate: Gate
  private var secret: Int?
  private var cachedToken: Int?
  private var secretsMade = 0
  /// Reads sent so far.
  private(set) var readsStarted = 0
  /// The saves asked for.
  private(set) var saves: [OptionsWrite] = []
  /// Each write request sent: `ok`, or `badtoken` for one refused and sent again.
  private(set) var posts: [String] = []

  init(snapshot: WikiSnapshot, firstReadGate: Gate) {
    self.snapshot = snapshot
    self.firstReadGate = firstReadGate
  }

  func load() async -> WikiSnapshot {
    readsStarted += 1
    let found = secret
    if readsStarted == 1 { await firstReadGate.pass() }
    let token: Int
    if let found {
      token = found
    } else {
      secretsMade += 1
      token = secretsMade
      secret = token
    }
    cachedToken = token
    return snapshot
  }

  func save(_ write: OptionsWrite) {
    saves.append(write)
    if cachedToken != secret {
      posts.append("badtoken")
      cachedToken = secret
    }
    posts.append("ok")
  }

  nonisolated func clients(clock: ClockClient) -> SettingsClients {
    SettingsClients(
      wiki: WikiClient(
        load: { _ in await self.load() },
        save: { _, write in await self.save(write) },
        subscribe: { _, _, _ throws(WikiFailure) in
          throw .unreachable(detail: "not in this test")
        },
        unsubscribe: { _, _, _ throws(WikiFailure) in
          throw .unreachable(detail: "not in this test")
        },
        logout: { _ in },
        mute: { _, _ throws(WikiFailure) in throw .unreachable(detail: "not in this test") }),
      permission: NotificationPermissionClient(status: { .denied }, request: { false }),
      deviceToken: DeviceTokenClient { "a1b2c3" },
      clock: clock,
      navigation: NavigationClient(
        openSystemNotificationSettings: {}, openURL: { _ in }, showLogin: {},
        showCreateAccount: {}),
      persistence: PersistenceClient(load: { DeviceRecord() }, save: { _ in }))
  }
}
