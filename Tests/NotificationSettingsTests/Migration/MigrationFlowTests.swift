import Testing

@testable import NotificationSettings

/// The language copy as a child feature: only ``Migration`` and the ``Wiki`` it is handed,
/// compared whole, with its outputs for the parent in order.
@Suite("8b. Migration as a child feature")
struct MigrationFlowTests {
  static let enValues = Fixture.values(on: [.mention, .reverted])

  static func wiki(
    _ values: [NotificationType: Bool], marker: Bool = false, global: Set<NotificationType> = []
  ) -> SettingsFeature.Wiki {
    Fixture.wiki(values, marker: marker, global: global)
  }

  @Test func knownValuesReadTheNewWikiAndUnknownOnesTheOldFirst() {
    var known = Migration(outcome: .failed(.unreachable(detail: "before")))
    #expect(known.start(from: "en", to: "de", known: Self.enValues) == [.load("de")])
    #expect(known == Migration(step: .loadingTarget(values: Self.enValues)))
    var unknown = Migration()
    #expect(unknown.start(from: "en", to: "de", known: nil) == [.load("en")])
    #expect(unknown == Migration(step: .loadingSource(from: "en")))
  }

  @Test func theOldWikisReadNamesTheAccountAndReadsTheNewWiki() {
    var child = Migration(step: .loadingSource(from: "en"))
    let step = child.sourceLoaded(.success(Fixture.snapshot(Self.enValues)), target: "de")
    #expect(step.effects == [.load("de")])
    #expect(step.outputs == [.accountNamed(Fixture.user)])
    #expect(child == Migration(step: .loadingTarget(values: Self.enValues)))
  }

  @Test func anOldWikiWithoutASessionOrATemporaryAccountOrAFailureEndsTheCopy() {
    var noSession = Migration(step: .loadingSource(from: "en"))
    let ended = noSession.sourceLoaded(
      .success(Fixture.snapshot(Self.enValues, user: nil)), target: "de")
    #expect(ended.effects == [])
    #expect(ended.outputs == [.sessionEnded])
    // The answered read is over: nothing is left for a reset to let go of.
    #expect(noSession == Migration())
    #expect(noSession.reset() == [])

    var temporary = Migration(step: .loadingSource(from: "en"))
    var snapshot = Fixture.snapshot([:], user: "~2026-1")
    snapshot.isTemporaryAccount = true
    let shown = temporary.sourceLoaded(.success(snapshot), target: "de")
    #expect(shown.effects == [])
    #expect(shown.outputs == [.readScreen])
    #expect(temporary == Migration())

    var failed = Migration(step: .loadingSource(from: "en"))
    let silent = failed.sourceLoaded(.failure(.unreachable(detail: "offline")), target: "de")
    #expect(silent.effects == [])
    #expect(silent.outputs == [.readScreen])
    #expect(failed == Migration(outcome: .failed(.unreachable(detail: "offline"))))
  }

  @Test func onlyTheOfferedLocalTypesAreWrittenWithTheMarker() {
    var child = Migration(step: .loadingTarget(values: Self.enValues))
    let values = child.targetLoaded(.success(Fixture.snapshot(Fixture.allOff)))
    #expect(values == Self.enValues)
    #expect(child == Migration())
    let offered = Fixture.values(offered: [.mention, .reverted, .editThank])
    let wiki = Self.wiki(offered, global: [.reverted])
    let effects = child.write(values ?? [:], as: Fixture.user, language: "de", wiki: wiki)
    let copy: [NotificationType: Bool] = [.mention: true, .editThank: false]
    let request = SaveRequest(kind: .toggles, values: copy, setsDefaultOffMarker: true)
    #expect(effects == [.save("de", Fixture.write(copy, marker: true))])
    #expect(child == Migration(step: .saving(request)))
  }

  @Test func nothingToCopyIsACopyDone() {
    var child = Migration()
    // The new wiki offers none of the old one's types.
    let effects = child.write(
      [.mention: true, .reverted: false], as: Fixture.user, language: "de",
      wiki: Self.wiki([.editThank: true]))
    #expect(effects == [])
    #expect(child == Migration(outcome: .copied))
  }

  @Test func aWrittenCopyIsHeldByTheWiki() {
    let request = SaveRequest(
      kind: .toggles, values: [.mention: true], setsDefaultOffMarker: true)
    var child = Migration()
    var wiki = Self.wiki([.mention: false, .reverted: false])
    wiki.defaultOffCheckPending = true
    #expect(child.writeFinished(request, error: nil, wiki: &wiki) == [.copied])
    #expect(child == Migration(outcome: .copied))
    #expect(wiki == Self.wiki([.mention: true, .reverted: false], marker: true))
  }

  @Test func aCopyWhoseOutcomeIsUnknownIsUnconfirmedAndReadAgainSilently() {
    let request = SaveRequest(
      kind: .toggles, values: [.mention: true], setsDefaultOffMarker: true)
    var child = Migration()
    var wiki = Self.wiki([.mention: false])
    let failure = WikiFailure.outcomeUnknown(detail: "cut")
    #expect(
      child.writeFinished(request, error: failure, wiki: &wiki) == [
        .unconfirmed([.mention]), .readScreen,
      ])
    #expect(child == Migration(outcome: .failed(failure)))
    #expect(wiki == Self.wiki([.mention: false]))
  }

  @Test func aCopyRefusedInPartKeepsWhatTheWikiStored() {
    let request = SaveRequest(
      kind: .toggles, values: [.mention: true, .reverted: true], setsDefaultOffMarker: true)
    var child = Migration()
    var wiki = Self.wiki([.mention: false, .reverted: false])
    let failure = WikiFailure.keysRejected([.reverted])
    #expect(child.writeFinished(request, error: failure, wiki: &wiki) == [.readScreen])
    #expect(child == Migration(outcome: .failed(failure)))
    #expect(wiki == Self.wiki([.mention: true, .reverted: false], marker: true))
  }

  @Test func aLostSessionIsTheParents() {
    let request = SaveRequest(
      kind: .toggles, values: [.mention: true], setsDefaultOffMarker: true)
    var child = Migration()
    var wiki = Self.wiki([.mention: false])
    #expect(child.writeFinished(request, error: .notLoggedIn, wiki: &wiki) == [.sessionEnded])
    #expect(child == Migration())
    #expect(wiki == Self.wiki([.mention: false]))
  }

  @Test func lettingGoOfACopySaysWhatItWaitedFor() {
    var reading = Migration(step: .loadingSource(from: "en"))
    #expect(reading.reset() == [.cancel(.read)])
    #expect(reading == Migration())
    var writing = Migration(
      step: .saving(SaveRequest(kind: .toggles, values: [:], setsDefaultOffMarker: true)))
    #expect(writing.reset() == [.cancel(.write)])
    #expect(writing == Migration())
  }

  @Test func typesMadeGlobalSinceTheReadKeepTheirGlobalValueAndTheRestIsCopied() {
    let request = SaveRequest(
      kind: .toggles, values: [.mention: true, .reverted: true], setsDefaultOffMarker: true)
    var child = Migration()
    var wiki = Self.wiki([.mention: false, .reverted: false])
    let outputs = child.writeFinished(
      request, error: .globallyOverridden([.reverted], rejected: []), wiki: &wiki)
    #expect(outputs == [.readScreen])
    #expect(child == Migration(outcome: .copied))
    #expect(
      wiki == Self.wiki([.mention: true, .reverted: false], marker: true, global: [.reverted]))
  }

  @Test func aGlobalAnswerThatAlsoRefusesKeysFailsTheCopyForThem() {
    let request = SaveRequest(
      kind: .toggles, values: [.mention: true, .reverted: true, .editThank: true],
      setsDefaultOffMarker: true)
    var child = Migration()
    var wiki = Self.wiki([.mention: false, .reverted: false, .editThank: false])
    let outputs = child.writeFinished(
      request, error: .globallyOverridden([.reverted], rejected: [.editThank]), wiki: &wiki)
    #expect(outputs == [.readScreen])
    #expect(child == Migration(outcome: .failed(.keysRejected([.editThank]))))
    #expect(
      wiki
        == Self.wiki(
          [.mention: true, .reverted: false, .editThank: false], marker: true, global: [.reverted]))
  }
}
