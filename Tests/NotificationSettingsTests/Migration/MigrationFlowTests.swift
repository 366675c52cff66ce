import Testing

@testable import NotificationSettings

/// The language copy as a child feature, driven through its one
/// ``Migration/reduce(into:action:context:)``: the child compared whole, with its effects and its
/// delegates for the parent (the ``Wiki`` changes among them) in order.
@Suite("8b. Migration as a child feature")
struct MigrationFlowTests {
  typealias Step = SettingsFeature.ChildResult<Migration.Delegate>
  static let enValues = Fixture.values(on: [.mention, .reverted])

  static func wiki(
    _ values: [NotificationType: Bool], marker: Bool = false, global: Set<NotificationType> = []
  ) -> SettingsFeature.Wiki {
    Fixture.wiki(values, marker: marker, global: global)
  }

  /// Sends the copy `action`, its target being "de" and the wiki `wiki`, and takes back the wiki
  /// as the copy changed it, as the parent does.
  static func reduce(
    _ copy: inout Migration, _ action: Migration.Action, wiki: inout SettingsFeature.Wiki
  ) -> Step {
    var context = Migration.Context(language: "de", wiki: wiki)
    let step = Migration.reduce(into: &copy, action: action, context: &context)
    wiki = context.wiki
    return step
  }

  /// Sends the copy `action`, its target being "de" and the wiki `wiki`, not kept.
  static func reduce(
    _ copy: inout Migration, _ action: Migration.Action,
    wiki: SettingsFeature.Wiki = SettingsFeature.Wiki()
  ) -> Step {
    var wiki = wiki
    return reduce(&copy, action, wiki: &wiki)
  }

  @Test func knownValuesReadTheNewWikiAndUnknownOnesTheOldFirst() {
    var known = Migration(outcome: .failed(.unreachable(detail: "before")))
    #expect(
      Self.reduce(&known, .start(from: "en", known: Self.enValues))
        == Step(effects: [.loadForCopy("de")]))
    #expect(known == Migration(step: .loadingTarget(values: Self.enValues)))
    var unknown = Migration()
    #expect(
      Self.reduce(&unknown, .start(from: "en", known: nil)) == Step(effects: [.loadForCopy("en")]))
    #expect(unknown == Migration(step: .loadingSource(from: "en")))
  }

  @Test func theOldWikisReadNamesTheAccountAndReadsTheNewWiki() {
    var child = Migration(step: .loadingSource(from: "en"))
    let step = Self.reduce(&child, .loaded(.success(Fixture.snapshot(Self.enValues))))
    #expect(step == Step(effects: [.loadForCopy("de")], delegates: [.accountNamed(Fixture.user)]))
    #expect(child == Migration(step: .loadingTarget(values: Self.enValues)))
  }

  @Test func anOldWikiWithoutASessionOrATemporaryAccountOrAFailureEndsTheCopy() {
    var noSession = Migration(step: .loadingSource(from: "en"))
    let ended = Self.reduce(
      &noSession, .loaded(.success(Fixture.snapshot(Self.enValues, user: nil))))
    #expect(ended == Step(delegates: [.sessionEnded]))
    // The answered read is over: nothing is left for a reset to let go of.
    #expect(noSession == Migration())
    #expect(Self.reduce(&noSession, .reset) == Step())

    var temporary = Migration(step: .loadingSource(from: "en"))
    var snapshot = Fixture.snapshot([:], user: "~2026-1")
    snapshot.isTemporaryAccount = true
    #expect(
      Self.reduce(&temporary, .loaded(.success(snapshot))) == Step(delegates: [.readScreen]))
    #expect(temporary == Migration())

    var failed = Migration(step: .loadingSource(from: "en"))
    let silent = Self.reduce(&failed, .loaded(.failure(.unreachable(detail: "offline"))))
    #expect(silent == Step(delegates: [.readScreen]))
    #expect(failed == Migration(outcome: .failed(.unreachable(detail: "offline"))))
  }

  @Test func onlyTheOfferedLocalTypesAreWrittenWithTheMarker() {
    var child = Migration(step: .loadingTarget(values: Self.enValues))
    let read = Result<WikiSnapshot, WikiFailure>.success(Fixture.snapshot(Fixture.allOff))
    #expect(
      Self.reduce(&child, .loaded(read)) == Step(delegates: [.targetRead(Self.enValues, read)]))
    #expect(child == Migration())
    let offered = Fixture.values(offered: [.mention, .reverted, .editThank])
    let wiki = Self.wiki(offered, global: [.reverted])
    let step = Self.reduce(&child, .write(Self.enValues, as: Fixture.user), wiki: wiki)
    let copy: [NotificationType: Bool] = [.mention: true, .editThank: false]
    let request = SaveRequest(kind: .toggles, values: copy, setsDefaultOffMarker: true)
    #expect(step == Step(effects: [.saveCopy("de", Fixture.write(copy, marker: true))]))
    #expect(child == Migration(step: .saving(request)))
  }

  @Test func anAnswerTheCopyDidNotWaitForIsNotItsOwn() {
    let read = Result<WikiSnapshot, WikiFailure>.success(Fixture.snapshot(Fixture.allOff))
    var idle = Migration(outcome: .copied)
    #expect(Self.reduce(&idle, .loaded(read)) == Step())
    #expect(Self.reduce(&idle, .writeFinished(error: nil)) == Step())
    #expect(idle == Migration(outcome: .copied))
    let request = SaveRequest(kind: .toggles, values: [.mention: true], setsDefaultOffMarker: true)
    var writing = Migration(step: .saving(request))
    #expect(Self.reduce(&writing, .loaded(read)) == Step())
    #expect(writing == Migration(step: .saving(request)))
  }

  @Test func nothingToCopyIsACopyDone() {
    var child = Migration()
    // The new wiki offers none of the old one's types.
    let step = Self.reduce(
      &child, .write([.mention: true, .reverted: false], as: Fixture.user),
      wiki: Self.wiki([.editThank: true]))
    #expect(step == Step())
    #expect(child == Migration(outcome: .copied))
  }

  @Test func aWrittenCopyIsHeldByTheWiki() {
    let request = SaveRequest(
      kind: .toggles, values: [.mention: true], setsDefaultOffMarker: true)
    var child = Migration(step: .saving(request))
    var wiki = Self.wiki([.mention: false, .reverted: false])
    wiki.defaultOffCheckPending = true
    let step = Self.reduce(&child, .writeFinished(error: nil), wiki: &wiki)
    #expect(step == Step(delegates: [.copied]))
    #expect(child == Migration(outcome: .copied))
    #expect(wiki == Self.wiki([.mention: true, .reverted: false], marker: true))
  }

  @Test func aCopyWhoseOutcomeIsUnknownIsUnconfirmedAndReadAgainSilently() {
    let request = SaveRequest(
      kind: .toggles, values: [.mention: true], setsDefaultOffMarker: true)
    var child = Migration(step: .saving(request))
    let failure = WikiFailure.outcomeUnknown(detail: "cut")
    let step = Self.reduce(&child, .writeFinished(error: failure))
    #expect(step == Step(delegates: [.unconfirmed([.mention]), .readScreen]))
    #expect(child == Migration(outcome: .failed(failure)))
  }

  @Test func aCopyRefusedInPartKeepsWhatTheWikiStored() {
    let request = SaveRequest(
      kind: .toggles, values: [.mention: true, .reverted: true], setsDefaultOffMarker: true)
    var child = Migration(step: .saving(request))
    var wiki = Self.wiki([.mention: false, .reverted: false])
    let failure = WikiFailure.keysRejected([.reverted])
    let step = Self.reduce(&child, .writeFinished(error: failure), wiki: &wiki)
    #expect(step == Step(delegates: [.readScreen]))
    #expect(child == Migration(outcome: .failed(failure)))
    #expect(wiki == Self.wiki([.mention: true, .reverted: false], marker: true))
  }

  @Test func aLostSessionIsTheParents() {
    let request = SaveRequest(
      kind: .toggles, values: [.mention: true], setsDefaultOffMarker: true)
    var child = Migration(step: .saving(request))
    #expect(
      Self.reduce(&child, .writeFinished(error: .notLoggedIn))
        == Step(delegates: [.sessionEnded]))
    #expect(child == Migration())
  }

  @Test func lettingGoOfACopySaysWhatItWaitedFor() {
    var reading = Migration(step: .loadingSource(from: "en"))
    #expect(Self.reduce(&reading, .reset) == Step(effects: [.cancel(.copyRead)]))
    #expect(reading == Migration())
    var writing = Migration(
      step: .saving(SaveRequest(kind: .toggles, values: [:], setsDefaultOffMarker: true)))
    #expect(Self.reduce(&writing, .reset) == Step(effects: [.cancel(.copyWrite)]))
    #expect(writing == Migration())
  }

  @Test func typesMadeGlobalSinceTheReadKeepTheirGlobalValueAndTheRestIsCopied() {
    let request = SaveRequest(
      kind: .toggles, values: [.mention: true, .reverted: true], setsDefaultOffMarker: true)
    var child = Migration(step: .saving(request))
    var wiki = Self.wiki([.mention: false, .reverted: false])
    let step = Self.reduce(
      &child, .writeFinished(error: .globallyOverridden([.reverted], rejected: [])),
      wiki: &wiki)
    #expect(step == Step(delegates: [.readScreen]))
    #expect(child == Migration(outcome: .copied))
    #expect(
      wiki == Self.wiki([.mention: true, .reverted: false], marker: true, global: [.reverted]))
  }

  @Test func aGlobalAnswerThatAlsoRefusesKeysFailsTheCopyForThem() {
    let request = SaveRequest(
      kind: .toggles, values: [.mention: true, .reverted: true, .editThank: true],
      setsDefaultOffMarker: true)
    var child = Migration(step: .saving(request))
    var wiki = Self.wiki([.mention: false, .reverted: false, .editThank: false])
    let step = Self.reduce(
      &child,
      .writeFinished(error: .globallyOverridden([.reverted], rejected: [.editThank])),
      wiki: &wiki)
    #expect(step == Step(delegates: [.readScreen]))
    #expect(child == Migration(outcome: .failed(.keysRejected([.editThank]))))
    #expect(
      wiki
        == Self.wiki(
          [.mention: true, .reverted: false, .editThank: false], marker: true, global: [.reverted]))
  }
}
